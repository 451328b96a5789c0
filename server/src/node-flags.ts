/**
 * The V8 flags the API runs with (`npm run server`, the tests' API processes and bench:server's server
 * child; `server/test/node-flags.test.ts` keeps package.json's script in step).
 *
 * Garbage collection on the main thread only, but sweeping in the background. On a small instance V8's
 * parallel GC helpers compete with the event loop for the same cores, so marking, scavenges and
 * compaction stay on it (in small steps). Sweeping does not: with `--single-threaded-gc` the pages freed
 * by one mark-compact are swept lazily on the main thread, and the next marking cannot start until every
 * page is swept. In a replica that has just swapped in rebuilt indexes (an old heap of hundreds of MB
 * dead) that sweep ran in one piece inside a request's allocation: 60 ms and more (perf), and the
 * slowest `/health` of bench:server's rebuild rows 84-123 ms against 32-57 ms with background sweeping.
 * These are `--single-threaded-gc`'s implications (`node --single-threaded-gc --print-flag-values`)
 * without `--no-concurrent-sweeping` and `--no-concurrent-array-buffer-sweeping`.
 */
export const SERVER_NODE_FLAGS: readonly string[] = [
  '--no-parallel-scavenge',
  '--no-concurrent-marking',
  '--no-parallel-marking',
  '--no-parallel-compaction',
  '--no-parallel-pointer-update',
  '--no-cppheap-concurrent-marking',
];
