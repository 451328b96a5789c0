/**
 * Child process for the load test: the API over a seeded synthetic set, rate limit off (one
 * client IP sends everything), on 127.0.0.1 and a free port. Prints `READY <url>` when listening.
 * The store: in-memory SQLite, or BENCH_DB_PATH (a SQLite file) or BENCH_DATABASE_URL (PostgreSQL).
 * A separate process from autocannon, so the load generator never shares the server's event loop.
 */

process.env.TZ = 'UTC';

import { buildApp } from '../src/app.ts';
import { syntheticStations } from '../src/import/synthetic.ts';
import { SqliteStore } from '../src/store/sqlite/store.ts';

const count = Number(process.env.BENCH_STATIONS ?? 150_000);
const store = process.env.BENCH_DATABASE_URL ? { databaseUrl: process.env.BENCH_DATABASE_URL } : process.env.BENCH_DB_PATH ? { dbPath: process.env.BENCH_DB_PATH } : {};
const app = await buildApp({ ...store, dataFile: null, stations: syntheticStations(count, 42), rateLimit: false, logger: false });
// BENCH_SQLITE_SYNCHRONOUS=FULL: what an fsync per commit would cost (the server runs NORMAL; see the README).
if (process.env.BENCH_SQLITE_SYNCHRONOUS && app.store instanceof SqliteStore) app.store.db.pragma(`synchronous = ${process.env.BENCH_SQLITE_SYNCHRONOUS === 'FULL' ? 'FULL' : 'NORMAL'}`);
const url = await app.listen({ port: 0, host: '127.0.0.1' });
app.stationIndex.words();
// Startup leaves hundreds of MB of garbage (import, index and word-index builds). Collected here,
// before the parent measures anything, its full mark-compact cannot land in the 20 s window: the
// run measures the steady state of a server that has been up a while. (The parent starts this
// process with --expose-gc for this one call.)
(globalThis as { gc?: () => void }).gc?.();
process.stdout.write(`READY ${url}\n`);
// The parent asks for this process's CPU time (user + system, µs) to report CPU per request,
// which other load on the machine does not inflate the way it inflates latency.
process.on('message', (m) => {
  if (m === 'cpu') process.send?.(process.cpuUsage());
});
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
