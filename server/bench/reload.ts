/**
 * A replica rebuilding its indexes while it serves, on each store: the API in a child process
 * (bench-server.ts) with 150,000 synthetic stations, on PostgreSQL and then on a SQLite file;
 * another writer (a worker thread of this process, reload-import.ts) imports 1,000 more; meanwhile
 * `/health` and a within_bounds request are each asked every 10 ms. Prints how long the import
 * took to commit, how long until the API served the new data version, and the slowest `/health`
 * and within_bounds answers in between (the longest the event loop was held by the parts of the
 * rebuild that run on it) with when each was asked, against the target of issue 46: at most 100 ms.
 */

import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { HealthResponse } from '../../src/api/contract.ts';
import type { ReloadImport, ReloadImportDone } from './reload-import.ts';
import type { ThrowawayPostgres } from '../test/postgres-server.ts';

const STATIONS = 150_000;
const ADDED = 1000;
/** Issue 46: a replica rebuilding answers within this throughout. */
export const REBUILD_TARGET_MS = 100;
/** A region-sized box (clustered, so it reads the cluster tiles): what a visitor's map asks for. */
/** The probes' control run before the import, ms. */
const CONTROL_MS = 5000;
/** How long the bench waits for the new version. */
const SERVED_WITHIN_MS = 300_000;
const WITHIN_BOUNDS = '/api/v2/locations/within_bounds?sw[]=51.0&sw[]=-1.5&ne[]=52.2&ne[]=0.8&locale=en_GB&format=json';

function startServer(env: Record<string, string>, flags: string[]): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', fileURLToPath(new URL('./bench-server.ts', import.meta.url))], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    cwd: fileURLToPath(new URL('../../', import.meta.url)),
    env: { ...process.env, ...env },
  });
  return new Promise((resolve, reject) => {
    let buf = '';
    const timer = setTimeout(() => reject(new Error('bench-server did not start within 300 s')), 300_000);
    child.stdout!.on('data', (d: Buffer) => {
      buf += d.toString();
      const m = /READY (\S+)/.exec(buf);
      if (m) {
        clearTimeout(timer);
        resolve({ url: m[1]!, child });
      }
    });
    child.on('exit', (code) => reject(new Error(`bench-server exited with ${code}`)));
  });
}

interface Probed {
  answers: number;
  /** The slowest answer, ms. */
  slowest: number;
  /** When it was asked (performance.now()). */
  slowestAt: number;
}

/** Asks `path` every 10 ms until `stop()` is true; the slowest answer and when it was asked. */
async function probe(url: string, stop: () => boolean, onAnswer?: (body: string) => void): Promise<Probed> {
  let answers = 0;
  let slowest = 0;
  let slowestAt = 0;
  while (!stop()) {
    const t = performance.now();
    const body = await (await fetch(url)).text();
    const took = performance.now() - t;
    if (took > slowest) {
      slowest = took;
      slowestAt = t;
    }
    answers++;
    onAnswer?.(body);
    await new Promise((r) => setTimeout(r, 10));
  }
  return { answers, slowest, slowestAt };
}

export interface RebuildRun {
  store: string;
  startMs: number;
  commitMs: number;
  servedMs: number;
  stations: number;
  /** The probes from the commit on; `slowestAt` made relative to the commit. */
  health: Probed;
  withinBounds: Probed;
  /** The slowest of both probes in the seconds before the import (no rebuild), ms. */
  control: number;
}

async function rebuildOn(store: string, env: Record<string, string>, storeOptions: { databaseUrl: string } | { dbPath: string }, serverFlags: string[]): Promise<RebuildRun> {
  const t0 = performance.now();
  const { url: api, child } = await startServer({ ...env, BENCH_STATIONS: String(STATIONS) }, ['--expose-gc', ...serverFlags]);
  const startMs = performance.now() - t0;
  const job: ReloadImport = { store: storeOptions, count: ADDED, seed: 77, hash: `reload-${Date.now()}` };
  const importer = new Worker(new URL('../src/index/worker-boot.mjs', import.meta.url), { workerData: { entry: new URL('./reload-import.ts', import.meta.url).href, job } });
  try {
    await once(importer, 'message'); // ready: its modules loaded and the store open
    const health = async (): Promise<HealthResponse> => (await (await fetch(`${api}/health`)).json()) as HealthResponse;
    const before = (await health()).data_version;
    // The control: the same probes for a few seconds with no rebuild, what the machine alone gives.
    let quiet = false;
    const quietEnd = performance.now() + CONTROL_MS;
    const [controlHealth, controlBounds] = await Promise.all([
      probe(`${api}/health`, () => quiet || performance.now() > quietEnd),
      probe(`${api}${WITHIN_BOUNDS}`, () => performance.now() > quietEnd),
    ]);
    quiet = true;
    let done = false;
    let seenAt = 0;
    const healthProbe = probe(`${api}/health`, () => done, (body) => {
      if (seenAt === 0 && (JSON.parse(body) as HealthResponse).data_version > before) seenAt = performance.now();
    });
    const boundsProbe = probe(`${api}${WITHIN_BOUNDS}`, () => done);
    importer.postMessage('go');
    const [imported] = (await once(importer, 'message')) as [ReloadImportDone];
    const committed = imported.committedAt - performance.timeOrigin;
    while (seenAt === 0 && performance.now() - committed < SERVED_WITHIN_MS) await new Promise((r) => setTimeout(r, 10));
    // A little past the swap: what the old index's release (its garbage) costs counts too.
    await new Promise((r) => setTimeout(r, 1000));
    done = true;
    const [h, w] = await Promise.all([healthProbe, boundsProbe]);
    const after = await health();
    return {
      store,
      startMs,
      commitMs: imported.importMs,
      servedMs: seenAt === 0 ? NaN : seenAt - committed,
      stations: after.stations,
      health: { ...h, slowestAt: h.slowestAt - committed },
      withinBounds: { ...w, slowestAt: w.slowestAt - committed },
      control: Math.max(controlHealth.slowest, controlBounds.slowest),
    };
  } finally {
    await importer.terminate();
    child.kill('SIGTERM');
  }
}

/** When a slowest answer was asked, from the commit. */
const at = (p: Probed): string => `${p.slowestAt >= 0 ? '+' : ''}${(p.slowestAt / 1000).toFixed(2)} s from the commit`;

/** The rebuild on PostgreSQL, then on a SQLite file; prints both and the target rows. */
export async function reloadWhileServing(postgres: ThrowawayPostgres, serverFlags: string[]): Promise<RebuildRun[]> {
  const dir = mkdtempSync(join(tmpdir(), 'sl-bench-reload-'));
  const runs: RebuildRun[] = [];
  try {
    const url = await postgres.createDatabase('bench_reload');
    runs.push(await rebuildOn('PostgreSQL', { BENCH_DATABASE_URL: url }, { databaseUrl: url }, serverFlags));
    const file = join(dir, 'reload.sqlite');
    runs.push(await rebuildOn('SQLite', { BENCH_DB_PATH: file }, { dbPath: file }, serverFlags));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(
    `\nrebuild while serving: ${STATIONS.toLocaleString('en')} stations, another writer (a worker thread) imports ${ADDED.toLocaleString('en')} more; ` +
      `/health and a within_bounds region box each asked every 10 ms from the commit until 1 s after the new version is served`,
  );
  for (const r of runs) {
    console.log(
      `  ${r.store}: API up after ${(r.startMs / 1000).toFixed(1)} s (including the import); import committed in ${r.commitMs.toFixed(0)} ms; ` +
        (Number.isNaN(r.servedMs) ? `new data version NOT served within ${SERVED_WITHIN_MS / 1000} s` : `new data version served ${r.servedMs.toFixed(0)} ms after the commit`) +
        ` (${r.stations.toLocaleString('en')} stations)` +
        (r.store === 'SQLite' ? ' (the replica looks every 2 s)' : ''),
    );
    console.log(
      `    slowest /health ${r.health.slowest.toFixed(0)} ms (${r.health.answers} answers, asked ${at(r.health)}), slowest within_bounds ${r.withinBounds.slowest.toFixed(0)} ms (${r.withinBounds.answers} answers, asked ${at(r.withinBounds)}); ` +
        `target ≤ ${REBUILD_TARGET_MS} ms: ${Math.max(r.health.slowest, r.withinBounds.slowest) <= REBUILD_TARGET_MS ? 'holds' : 'does not hold'}`,
    );
    console.log(`    control: the same probes for ${CONTROL_MS / 1000} s before the import (no rebuild): slowest ${r.control.toFixed(0)} ms (what this machine's other load gives by itself)`);
  }
  return runs;
}
