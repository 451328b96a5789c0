/**
 * Child process for the load test: autocannon against within_bounds, in a process of its own so
 * that the load generator's event loop and heap are not those of the benchmark parent (which
 * holds two full station indexes, and whose GC pauses would count as server latency).
 *
 * Protocol over IPC: the parent sends `{url}`; this process warms up, sends `measuring`, waits
 * for `go` (the parent reads the server's CPU time in between), runs the measured load and sends
 * `{result}`.
 */

import autocannon, { type Request, type Result } from 'autocannon';
import { savedRouteInput } from '../fixtures/saved-routes.ts';
import { seededBoxes } from '../src/import/synthetic.ts';

export interface LoadPlan {
  url: string;
  connections: number;
  durationS: number;
  /** Time the first filtered request (a cluster index build) on its own first: the API, not the floor. */
  coldStart: boolean;
  /** within_bounds boxes (default), or saved routes: create, list and delete in turn. */
  workload?: 'within_bounds' | 'saved_routes';
}

export type LoadMessage = { kind: 'measuring' } | { kind: 'result'; result: Result; coldMs: number; healthMaxMs: number };

/** Seeded mix of country, region and city boxes around Great Britain, a quarter of them filtered. */
function withinBoundsPaths(): string[] {
  return seededBoxes(2000, 11).map((b, k) => {
    const filter = k % 4 === 0 ? '&with_any[fuel][]=E10' : '';
    return `/api/v2/locations/within_bounds?sw[]=${b.south.toFixed(6)}&sw[]=${b.west.toFixed(6)}&ne[]=${b.north.toFixed(6)}&ne[]=${b.east.toFixed(6)}${filter}&locale=de_DE&format=json`;
  });
}

/**
 * A visitor's saved-routes round, per connection: create a route (as a new visitor, who gets a
 * cookie), list the visitor's routes, delete the route. The table stays small, as in use.
 */
function savedRoutesRequests(): Request[] {
  const body = JSON.stringify(savedRouteInput('Bench route'));
  return [
    {
      method: 'POST',
      path: '/api/v2/routes',
      headers: { 'content-type': 'application/json' },
      body,
      onResponse: (_status, resBody, context, headers) => {
        const setCookie = Object.entries(headers).find(([name]) => name.toLowerCase() === 'set-cookie')?.[1];
        context.cookie = String(setCookie ?? '').split(';')[0];
        context.id = (JSON.parse(resBody) as { id: string }).id;
      },
    },
    { method: 'GET', setupRequest: (req, context) => ({ ...req, path: '/api/v2/routes?format=json', headers: { cookie: String(context.cookie) } }) },
    { method: 'DELETE', setupRequest: (req, context) => ({ ...req, path: `/api/v2/routes/${String(context.id)}`, headers: { cookie: String(context.cookie) } }) },
  ];
}

function send(message: LoadMessage): void {
  process.send!(message);
}

/**
 * The first filtered request, timed on its own: its cluster index is built on first use (the
 * unfiltered one at startup). Without this step that build could spill from the warm-up into the
 * timed run and show up as its max and p99. Meanwhile /health is asked every 10 ms: the build
 * runs in a worker thread, so the event loop answers it, and its slowest answer shows how long
 * other requests waited.
 */
async function coldStart(url: string, path: string): Promise<{ coldMs: number; healthMaxMs: number }> {
  const t0 = performance.now();
  let cold = true;
  const first = fetch(`${url}${path}`).then((res) => res.arrayBuffer());
  void first.finally(() => (cold = false));
  let healthMaxMs = 0;
  while (cold) {
    const t = performance.now();
    await (await fetch(`${url}/health`)).arrayBuffer();
    healthMaxMs = Math.max(healthMaxMs, performance.now() - t);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await first;
  return { coldMs: performance.now() - t0, healthMaxMs };
}

async function run(plan: LoadPlan): Promise<void> {
  const paths = withinBoundsPaths();
  let k = 0;
  const requests: Request[] =
    plan.workload === 'saved_routes' ? savedRoutesRequests() : [{ setupRequest: (req) => ({ ...req, path: paths[k++ % paths.length]! }) }];
  const { coldMs, healthMaxMs } = plan.coldStart ? await coldStart(plan.url, paths[0]!) : { coldMs: 0, healthMaxMs: 0 };
  // Warm-up, not measured: JIT, the per-zoom cluster layers and the per-station JSON of every box.
  await autocannon({ url: plan.url, connections: 10, duration: 3, requests });
  send({ kind: 'measuring' });
  await new Promise<void>((resolve) => process.once('message', () => resolve()));
  const result = await autocannon({ url: plan.url, connections: plan.connections, duration: plan.durationS, requests });
  send({ kind: 'result', result, coldMs, healthMaxMs });
}

process.once('message', (plan: LoadPlan) => {
  run(plan).then(
    () => process.disconnect(),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
});
