/**
 * Two API processes on one PostgreSQL database, started at the same moment, as replicas behind a
 * load balancer would be: a visitor's saved routes follow them from one to the other, other
 * visitors see nothing through either, and an import through the CLI reaches both.
 *
 * A soak (server/test/soak.ts): the import through the CLI (a process importing a file, then waiting for
 * both replicas) runs under `npm run test:soak` only; `npm test` runs the rest.
 */

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import type { HealthResponse, SavedRoute } from '../../src/api/contract.ts';
import { savedRouteInput } from '../fixtures/saved-routes.ts';
import { REPO_ROOT } from '../src/store/dataset.ts';
import { type ApiProcess, startApi } from './api-process.ts';
import { type ThrowawayPostgres, startPostgres } from './postgres-server.ts';
import { SOAK } from './soak.ts';

/** How soon an import must show in every replica's answers, from the moment the CLI exits. */
const IMPORT_VISIBLE_WITHIN_MS = 5000;

const HEADER = 'id,name,lat,lng,opening_hours';
const input = savedRouteInput();

describe('two replicas on one PostgreSQL', () => {
  let server: ThrowawayPostgres;
  let url = '';
  let dir = '';
  let a: ApiProcess;
  let b: ApiProcess;

  before(async () => {
    server = await startPostgres();
    url = await server.createDatabase('replicas');
    dir = mkdtempSync(join(tmpdir(), 'sl-replicas-'));
    const shipped = join(dir, 'stations.csv');
    writeFileSync(shipped, [HEADER, 'r1,One,51.5,-0.1,24/7', 'r2,Two,52.5,-1.9,Mo-Su 06:00-22:00', 'r3,Three,53.4,-2.2,24/7'].join('\n'));
    // Both at once: they race for the migrations and for the first-start import.
    const env = { DATABASE_URL: url, DATA_FILE: shipped, RATE_LIMIT_MAX: '0' };
    [a, b] = await Promise.all([startApi(env), startApi(env)]);
  });

  after(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    server?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const health = async (api: ApiProcess): Promise<HealthResponse> => (await (await fetch(`${api.url}/health`)).json()) as HealthResponse;
  const call = (api: ApiProcess, path: string, init: RequestInit = {}): Promise<Response> => fetch(`${api.url}/api/v2${path}`, init);
  const save = (api: ApiProcess, cookie?: string): Promise<Response> =>
    call(api, '/routes', { method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(input) });
  const cookieOf = (res: Response): string => {
    const set = res.headers.getSetCookie()[0];
    assert.ok(set, 'a visitor cookie is set');
    return set.split(';')[0]!;
  };
  const list = async (api: ApiProcess, cookie: string): Promise<string[]> =>
    ((await (await call(api, '/routes', { headers: { cookie } })).json()) as SavedRoute[]).map((r) => r.id);

  it('start together: migrated once, the shipped file imported once, the same data served', async () => {
    const [ha, hb] = [await health(a), await health(b)];
    assert.deepEqual(ha, { status: 'ok', stations: 3, store: 'postgres', data_version: ha.data_version });
    assert.deepEqual(hb, ha);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      assert.deepEqual((await client.query('SELECT version FROM schema_migrations ORDER BY version')).rows, [{ version: 1 }, { version: 2 }, { version: 44 }, { version: 45 }]);
      assert.equal((await client.query("SELECT count(*)::int AS n FROM imports WHERE source = 'stations.csv'")).rows[0].n, 1);
    } finally {
      await client.end();
    }
  });

  it('a route saved through A is listed, read and deleted through B', async () => {
    const created = await save(a);
    assert.equal(created.status, 201);
    const cookie = cookieOf(created);
    const route = (await created.json()) as SavedRoute;
    assert.deepEqual(await list(b, cookie), [route.id]);
    const read = await call(b, `/routes/${route.id}`, { headers: { cookie } });
    assert.deepEqual(await read.json(), route);
    assert.equal((await call(b, `/routes/${route.id}`, { method: 'DELETE', headers: { cookie } })).status, 204);
    assert.deepEqual(await list(a, cookie), []);
    assert.equal((await call(a, `/routes/${route.id}`, { headers: { cookie } })).status, 404);
  });

  it('another visitor sees nothing through either replica', async () => {
    const mine = await save(a);
    const cookie = cookieOf(mine);
    const { id } = (await mine.json()) as SavedRoute;
    const theirs = await save(b);
    const other = cookieOf(theirs);
    const theirId = ((await theirs.json()) as SavedRoute).id;
    for (const api of [a, b]) {
      assert.deepEqual(await list(api, other), [theirId]);
      for (const method of ['GET', 'DELETE']) {
        const res = await call(api, `/routes/${id}`, { method, headers: { cookie: other } });
        assert.equal(res.status, 404, `${method} through ${api === a ? 'A' : 'B'}`);
      }
      // Without any cookie: nothing at all.
      assert.deepEqual(await (await call(api, '/routes')).json(), []);
    }
    assert.deepEqual(await list(b, cookie), [id]);
  });

  it(`an import through the CLI shows in both replicas' answers within ${IMPORT_VISIBLE_WITHIN_MS} ms`, { skip: !SOAK && 'the soak tier runs it (npm run test:soak)' }, async () => {
    const before = (await health(a)).data_version;
    const file = join(dir, 'brand.csv');
    writeFileSync(file, [HEADER, 'n1,New One,51.6,-0.2,24/7', 'n2,New Two,51.7,-0.3,24/7'].join('\n'));
    for (const api of [a, b]) assert.equal((await call(api, '/locations/n1')).status, 404);
    const t0 = performance.now();
    const cli = spawnSync(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'server/src/import/cli.ts'), file], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: url },
      encoding: 'utf8',
    });
    const exited = performance.now();
    assert.equal(cli.status, 0, cli.stderr);
    assert.match(cli.stdout, /2 stations imported .* 5 stations in PostgreSQL/);
    const seenAfter = await Promise.all(
      [a, b].map(async (api) => {
        for (;;) {
          if ((await call(api, '/locations/n2')).status === 200) return performance.now() - exited;
          if (performance.now() - exited > IMPORT_VISIBLE_WITHIN_MS) return Infinity;
          await new Promise((r) => setTimeout(r, 25));
        }
      }),
    );
    console.log(
      `import through the CLI: the CLI ran ${(exited - t0).toFixed(0)} ms; the new stations answered by A after ${seenAfter[0]!.toFixed(0)} ms, ` +
        `by B after ${seenAfter[1]!.toFixed(0)} ms (from the CLI's exit)`,
    );
    for (const ms of seenAfter) assert.ok(ms <= IMPORT_VISIBLE_WITHIN_MS, `visible after ${ms} ms`);
    const [ha, hb] = [await health(a), await health(b)];
    assert.equal(ha.stations, 5);
    assert.ok(ha.data_version > before);
    assert.deepEqual(hb, ha);
  });

  it('both shut down cleanly on SIGTERM (pool and LISTEN connection closed)', async () => {
    assert.deepEqual(await Promise.all([a.stop('SIGTERM'), b.stop('SIGTERM')]), [0, 0]);
  });
});
