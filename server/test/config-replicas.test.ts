/**
 * Publishing and rolling back across two API replicas on one PostgreSQL database: an author signed in
 * through one replica writes through the other (sessions live in the store); a publish or a rollback is
 * served by both replicas from its commit on, never half (every answer is a whole version, and a version
 * number always comes with that version's content); two publishes racing from both replicas give one new
 * version and one 409. The author is made with the CLI, as an operator would.
 */

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { REPO_ROOT } from '../src/store/dataset.ts';
import { type ApiProcess, startApi } from './api-process.ts';
import { type ThrowawayPostgres, startPostgres } from './postgres-server.ts';

const PATH = 'uk-fuel/uat/en_GB.json';
const PASSWORD = 'correct horse battery staple';
type Config = Record<string, unknown> & { theme?: { primary?: string } };

describe('config publish and rollback across two replicas on PostgreSQL', () => {
  let server: ThrowawayPostgres;
  let dir = '';
  let a: ApiProcess;
  let b: ApiProcess;
  let headers: Record<string, string>;

  before(async () => {
    server = await startPostgres();
    const url = await server.createDatabase('config_replicas');
    dir = mkdtempSync(join(tmpdir(), 'sl-config-replicas-'));
    const stations = join(dir, 'stations.csv');
    writeFileSync(stations, ['id,name,lat,lng,opening_hours', 'r1,One,51.5,-0.1,24/7'].join('\n'));
    const env = { DATABASE_URL: url, DATA_FILE: stations, RATE_LIMIT_MAX: '0' };
    // Both at once: they race for the migrations and for seeding the configs.
    [a, b] = await Promise.all([startApi(env), startApi(env)]);
    const cli = spawnSync(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'server/src/authors/cli.ts'), 'add', 'anna'], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: url, AUTHOR_PASSWORD: PASSWORD },
      encoding: 'utf8',
    });
    assert.equal(cli.status, 0, cli.stderr);
    const login = await fetch(`${a.url}/authors/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'anna', password: PASSWORD }) });
    assert.equal(login.status, 200);
    headers = { cookie: login.headers.getSetCookie()[0]!.split(';')[0]!, 'x-csrf-token': ((await login.json()) as { csrf: string }).csrf, 'content-type': 'application/json' };
  });

  after(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    server?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const published = async (api: ApiProcess): Promise<{ version: number; config: Config }> => {
    const res = await fetch(`${api.url}/config/published/${PATH}`);
    assert.equal(res.status, 200);
    return { version: Number(res.headers.get('x-config-version')), config: (await res.json()) as Config };
  };
  const send = (api: ApiProcess, method: string, path: string, body: unknown): Promise<Response> =>
    fetch(`${api.url}${path}`, { method, headers, body: JSON.stringify(body) });

  /** Reads both replicas in a loop until stopped: every answer's version and colour, to check none is half. */
  function watch(): { stop: () => Promise<[number, string | undefined][]> } {
    const seen: [number, string | undefined][] = [];
    let running = true;
    const loops = [a, b].map(async (api) => {
      while (running) {
        const { version, config } = await published(api);
        seen.push([version, config.theme?.primary]);
      }
    });
    return {
      stop: async () => {
        running = false;
        await Promise.all(loops);
        return seen;
      },
    };
  }

  it('seeded once although both replicas started together', async () => {
    const res = await fetch(`${b.url}/config/authoring/history/${PATH}`, { headers });
    assert.deepEqual(((await res.json()) as { version: number }[]).map((h) => h.version), [1]);
  });

  it('a draft saved through B (signed in through A) is published through A and served by both at once', async () => {
    const { config } = await published(a);
    assert.equal((await send(b, 'PUT', `/config/draft/${PATH}`, { ...config, theme: { primary: '#8a1538' } })).status, 200);
    const watcher = watch();
    await new Promise((r) => setTimeout(r, 100));
    const res = await send(a, 'POST', `/config/authoring/publish/${PATH}`, { expected_version: 1 });
    assert.equal(res.status, 200);
    // From the moment the publish answered, both replicas serve version 2, with nothing cached in between.
    const [fromA, fromB] = await Promise.all([published(a), published(b)]);
    await new Promise((r) => setTimeout(r, 100));
    const seen = await watcher.stop();
    assert.deepEqual([fromA.version, fromA.config.theme?.primary], [2, '#8a1538']);
    assert.deepEqual([fromB.version, fromB.config.theme?.primary], [2, '#8a1538']);
    // Every answer during the publish was a whole version: 1 without the colour, or 2 with it.
    const kinds = new Set(seen.map(([v, colour]) => `${v}:${colour}`));
    assert.ok(seen.length > 10, `${seen.length} reads`);
    assert.deepEqual([...kinds].filter((k) => k !== '1:undefined' && k !== '2:#8a1538'), []);
  });

  it('two publishes racing from both replicas: one new version, one 409', async () => {
    const { config } = await published(a);
    assert.equal((await send(a, 'PUT', `/config/draft/${PATH}`, { ...config, theme: { primary: '#004b87' } })).status, 200);
    const results = await Promise.all([a, b].map((api) => send(api, 'POST', `/config/authoring/publish/${PATH}`, { expected_version: 2 })));
    assert.deepEqual(results.map((r) => r.status).sort(), [200, 409]);
    assert.equal((await published(b)).version, 3);
  });

  it('a rollback through B to version 1 is served by both replicas at once', async () => {
    const watcher = watch();
    await new Promise((r) => setTimeout(r, 100));
    const res = await send(b, 'POST', `/config/authoring/rollback/${PATH}`, { version: 1, expected_version: 3 });
    assert.equal(res.status, 200);
    assert.deepEqual(await res.json(), { version: 4 });
    const [fromA, fromB] = await Promise.all([published(a), published(b)]);
    const seen = await watcher.stop();
    for (const p of [fromA, fromB]) assert.deepEqual([p.version, p.config.theme], [4, undefined]);
    const kinds = new Set(seen.map(([v, colour]) => `${v}:${colour}`));
    assert.deepEqual([...kinds].filter((k) => k !== '3:#004b87' && k !== '4:undefined'), []);
    const history = (await (await fetch(`${a.url}/config/authoring/history/${PATH}`, { headers })).json()) as { version: number; author: string; kind: string }[];
    assert.deepEqual(history.map((h) => [h.version, h.author, h.kind]), [[4, 'anna', 'rollback'], [3, 'anna', 'publish'], [2, 'anna', 'publish'], [1, 'seed', 'seed']]);
  });
});
