/**
 * The saved-routes path under load on both stores, side by side in one run: the API in a child
 * process (bench-server.ts, 1,000 synthetic stations) on a SQLite file (as the server runs it,
 * then with synchronous=FULL for comparison), then on a throwaway PostgreSQL server (test/postgres-server.ts, with PostgreSQL's durable defaults: fsync on,
 * synchronous_commit on), each driven by autocannon with 50 connections for 10 s after a 3 s
 * warm-up. Each connection runs a visitor's round: create a route, list the visitor's routes,
 * delete the route. Everything on loopback, PostgreSQL over its Unix socket, on the same CPUs.
 */

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ThrowawayPostgres } from '../test/postgres-server.ts';
import type { LoadRun } from './bench.ts';

export const ROUTES_LOAD = { durationS: 10, stations: 1000 };

/** Runs the saved-routes load against the bench server started with `env` (its store). */
export type RunRoutesLoad = (env: Record<string, string>, durationS: number) => Promise<LoadRun>;

export async function savedRoutesOnBothStores(postgres: ThrowawayPostgres, run: RunRoutesLoad): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'sl-bench-routes-'));
  try {
    const url = await postgres.createDatabase('bench_routes');
    const stores: { label: string; detail: string; env: Record<string, string> }[] = [
      { label: 'SQLite', detail: 'a WAL file, synchronous=NORMAL (what the server runs)', env: { BENCH_DB_PATH: join(dir, 'routes.sqlite') } },
      {
        label: 'SQLite FULL',
        detail: 'the same with synchronous=FULL (an fsync per commit), for comparison',
        env: { BENCH_DB_PATH: join(dir, 'routes-full.sqlite'), BENCH_SQLITE_SYNCHRONOUS: 'FULL' },
      },
      { label: 'PostgreSQL', detail: `${postgres.version}, Unix socket, pool of 10, fsync and synchronous_commit on`, env: { BENCH_DATABASE_URL: url } },
    ];
    const runs: LoadRun[] = [];
    for (const store of stores) runs.push(await run({ ...store.env, BENCH_STATIONS: String(ROUTES_LOAD.stations) }, ROUTES_LOAD.durationS));

    console.log(`\nsaved routes (create, list, delete in turn; each visitor new), ${ROUTES_LOAD.durationS} s, 50 connections, loopback, both stores in this run`);
    for (const s of stores) console.log(`  ${s.label}: ${s.detail}`);
    const head = ['store', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'non-2xx', 'errors', 'requests', 'API CPU ms/req', 'machine busy %', 'steal %'];
    const rows = runs.map((r, k) => [
      stores[k]!.label,
      r.result.requests.average.toFixed(0),
      String(r.result.latency.p50),
      String(r.result.latency.p99),
      String(r.result.latency.max),
      String(r.result.non2xx),
      String(r.result.errors + r.result.timeouts),
      String(r.result.requests.total),
      (r.cpuMs / Math.max(1, r.result.requests.total)).toFixed(3),
      r.machine ? r.machine.busy.toFixed(1) : '-',
      r.machine ? r.machine.steal.toFixed(1) : '-',
    ]);
    const widths = head.map((h, c) => Math.max(h.length, ...rows.map((row) => row[c]!.length)));
    const line = (cells: string[]): string => cells.map((x, c) => (c === 0 ? x.padEnd(widths[c]!) : x.padStart(widths[c]!))).join('  ');
    console.log(`  ${line(head)}`);
    for (const row of rows) console.log(`  ${line(row)}`);
    const [sqlite, , pg] = runs as [LoadRun, LoadRun, LoadRun];
    console.log(
      `  PostgreSQL against SQLite: req/s ${(pg.result.requests.average / Math.max(1, sqlite.result.requests.average)).toFixed(2)}x, ` +
        `p50 ${(pg.result.latency.p50 / Math.max(1, sqlite.result.latency.p50)).toFixed(2)}x, p99 ${(pg.result.latency.p99 / Math.max(1, sqlite.result.latency.p99)).toFixed(2)}x ` +
        '(API CPU is the Node process only; PostgreSQL works on the same CPUs besides)',
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
