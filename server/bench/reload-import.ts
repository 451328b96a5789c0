/**
 * Worker thread for reload.ts: "another process" importing stations into the store, on an event loop
 * of its own. In the bench's main thread its work (generating, serialising and sending the rows)
 * delayed the probes' own timing of the answers they were waiting for, which counted as the replica's.
 * It loads its modules and opens the store first and says `ready`; it imports when told `go`, so
 * that its start (tsx compiling the store's modules) is over before the probes run.
 */

import { parentPort } from 'node:worker_threads';
import { syntheticStations } from '../src/import/synthetic.ts';
import { workerJob } from '../src/index/worker-job.ts';
import { openStore } from '../src/store/open.ts';

export interface ReloadImport {
  store: { databaseUrl: string } | { dbPath: string };
  count: number;
  seed: number;
  /** The import's file hash: a new one each run, so the store imports it. */
  hash: string;
}

/** What the worker posts back once imported: how long the import took to commit, and when it committed (ms since the epoch, `performance.timeOrigin` based). */
export interface ReloadImportDone {
  importMs: number;
  committedAt: number;
}

const job = workerJob<ReloadImport>();
const rows = syntheticStations(job.count, job.seed);
const writer = await openStore(job.store);
parentPort!.once('message', () => {
  void (async () => {
    try {
      const t0 = performance.now();
      await writer.stations.importRows('bench-reload', job.hash, rows, 0);
      const t1 = performance.now();
      parentPort!.postMessage({ importMs: t1 - t0, committedAt: performance.timeOrigin + t1 } satisfies ReloadImportDone);
    } finally {
      await writer.close();
    }
  })();
});
parentPort!.postMessage('ready');
