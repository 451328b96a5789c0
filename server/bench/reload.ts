/**
 * A replica rebuilding its indexes while it serves: the API in a child process (bench-server.ts)
 * on PostgreSQL with 150,000 synthetic stations; another process (this one) imports 1,000 more;
 * meanwhile `/health` is asked every 10 ms. Prints how long the import took to commit, how long
 * until the API served the new data version, and the slowest `/health` answer in between (the
 * longest the event loop was held by the parts of the rebuild that run on it).
 */

import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { HealthResponse } from '../../src/api/contract.ts';
import { syntheticStations } from '../src/import/synthetic.ts';
import { openStore } from '../src/store/open.ts';
import type { ThrowawayPostgres } from '../test/postgres-server.ts';

const STATIONS = 150_000;
const ADDED = 1000;

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

export async function reloadWhileServing(postgres: ThrowawayPostgres, serverFlags: string[]): Promise<void> {
  const url = await postgres.createDatabase('bench_reload');
  const t0 = performance.now();
  const { url: api, child } = await startServer({ BENCH_DATABASE_URL: url, BENCH_STATIONS: String(STATIONS) }, ['--expose-gc', ...serverFlags]);
  const startMs = performance.now() - t0;
  const store = await openStore({ databaseUrl: url });
  try {
    const health = async (): Promise<HealthResponse> => (await (await fetch(`${api}/health`)).json()) as HealthResponse;
    const before = (await health()).data_version;
    let probes = 0;
    let slowest = 0;
    let done = false;
    let seenAt = 0;
    const probing = (async () => {
      while (!done) {
        const t = performance.now();
        const h = await health();
        slowest = Math.max(slowest, performance.now() - t);
        probes++;
        if (h.data_version > before && seenAt === 0) seenAt = performance.now();
        await new Promise((r) => setTimeout(r, 10));
      }
    })();
    const i0 = performance.now();
    await store.stations.importRows('bench-reload', `reload-${Date.now()}`, syntheticStations(ADDED, 77), 0);
    const committed = performance.now();
    while (seenAt === 0 && performance.now() - committed < 120_000) await new Promise((r) => setTimeout(r, 10));
    done = true;
    await probing;
    const after = await health();
    console.log(`\nrebuild while serving: PostgreSQL, ${STATIONS.toLocaleString('en')} stations (API up after ${(startMs / 1000).toFixed(1)} s, including their import), another process imports ${ADDED.toLocaleString('en')} more`);
    console.log(
      `  import committed in ${(committed - i0).toFixed(0)} ms; new data version served ${(seenAt - committed).toFixed(0)} ms after the commit (${after.stations.toLocaleString('en')} stations); ` +
        `/health asked every 10 ms meanwhile: ${probes} answers, slowest ${slowest.toFixed(0)} ms`,
    );
  } finally {
    await store.close();
    child.kill('SIGTERM');
  }
}
