/**
 * Configs in the store (SQLite here; PostgreSQL in config-replicas.test.ts): seeded from server/configs
 * once, drafts seen by authors only, publish and rollback as new versions with who and when, stale
 * writes refused, configs the schema refuses never stored, and the published config revalidated on every
 * load (ETag, no-cache).
 */

import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../src/authors/passwords.ts';
import { fixtureApp } from './helpers.ts';

const PATH = 'uk-fuel/prod/de_DE.json';
const PUBLISHED = `/config/published/${PATH}`;
const DRAFT = `/config/draft/${PATH}`;
type Config = Record<string, unknown> & { theme?: { primary?: string }; filters?: { prefilters?: string } };

describe('configs in the store', () => {
  let app: FastifyInstance;
  let headers: Record<string, string>;
  before(async () => {
    app = await fixtureApp();
    await app.store.authors.add('anna', await hashPassword('correct horse battery staple'));
    const res = await app.inject({ method: 'POST', url: '/authors/login', payload: { name: 'anna', password: 'correct horse battery staple' } });
    headers = { cookie: String(res.headers['set-cookie']).split(';')[0]!, 'x-csrf-token': (JSON.parse(res.body) as { csrf: string }).csrf };
  });
  after(() => app.close());

  const published = async (): Promise<{ version: string; config: Config; etag: string }> => {
    const res = await app.inject(PUBLISHED);
    assert.equal(res.statusCode, 200);
    return { version: String(res.headers['x-config-version']), config: JSON.parse(res.body) as Config, etag: String(res.headers.etag) };
  };
  const put = (config: unknown) => app.inject({ method: 'PUT', url: DRAFT, headers, payload: config as Record<string, unknown> });
  const publish = (expected: number) => app.inject({ method: 'POST', url: `/config/authoring/publish/${PATH}`, headers, payload: { expected_version: expected } });

  it('are seeded from server/configs as version 1 of every resource, env and locale', async () => {
    const list = JSON.parse((await app.inject({ url: '/config/authoring/configs', headers })).body) as { resource: string; env: string; locale: string; version: number }[];
    assert.equal(list.length, 6);
    assert.ok(list.every((c) => c.resource === 'uk-fuel' && c.version === 1));
    const history = JSON.parse((await app.inject({ url: `/config/authoring/history/${PATH}`, headers })).body) as { version: number; author: string; kind: string }[];
    assert.deepEqual(history.map((h) => [h.version, h.author, h.kind]), [[1, 'seed', 'seed']]);
    // A second start seeds nothing: the store already has them.
    assert.deepEqual(await app.store.configs.seed(new Map([['uk-fuel/prod/de_DE', '{}']])), []);
  });

  it('published answers revalidate on every load: no-cache with an ETag, 304 when unchanged', async () => {
    const res = await app.inject(PUBLISHED);
    assert.equal(res.headers['cache-control'], 'public, no-cache');
    assert.match(String(res.headers.etag), /^"[\w-]{22}"$/);
    const again = await app.inject({ url: PUBLISHED, headers: { 'if-none-match': String(res.headers.etag) } });
    assert.equal(again.statusCode, 304);
    assert.equal(again.body, '');
  });

  it('a draft is served to its author with status draft, while the public still gets the published one', async () => {
    const before = await published();
    const draft: Config = { ...before.config, theme: { primary: '#8a1538' }, filters: { ...(before.config.filters as object), prefilters: 'fuel.E10' } };
    const saved = await put(draft);
    assert.equal(saved.statusCode, 200, saved.body);
    const seen = await app.inject({ url: DRAFT, headers });
    assert.equal(seen.statusCode, 200);
    assert.equal(seen.headers['cache-control'], 'private, no-store');
    assert.equal(seen.headers['x-config-draft'], 'true');
    const body = JSON.parse(seen.body) as Config;
    assert.equal(body.status, 'draft');
    assert.deepEqual(body.theme, { primary: '#8a1538' });
    assert.deepEqual((await published()).config, before.config);
  });

  it('a config the schema refuses is not stored, and the answer says where and why', async () => {
    const before = await app.store.configs.draft('uk-fuel/prod/de_DE');
    const { config } = await published();
    const res = await put({ ...config, directions: { ...(config.directions as object), waypointsLimit: 1 }, theme: { primary: 'red' } });
    assert.equal(res.statusCode, 400);
    const body = JSON.parse(res.body) as { error: { code: string }; problems: { path: string }[] };
    assert.equal(body.error.code, 'invalid_config');
    assert.deepEqual(body.problems.map((p) => p.path).sort(), ['/directions/waypointsLimit', '/theme/primary']);
    assert.deepEqual(await app.store.configs.draft('uk-fuel/prod/de_DE'), before);
    const check = JSON.parse((await app.inject({ method: 'POST', url: '/config/authoring/validate', headers, payload: { ...config, theme: { primary: 'red' } } })).body) as { valid: boolean };
    assert.equal(check.valid, false);
  });

  it('publishing makes the draft the next version, with who and when; the next load gets it', async () => {
    const before = await published();
    const res = await publish(1);
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(JSON.parse(res.body), { version: 2 });
    const after = await published();
    assert.equal(after.version, '2');
    assert.equal(after.config.status, 'published');
    assert.deepEqual(after.config.theme, { primary: '#8a1538' });
    assert.notEqual(after.etag, before.etag);
    assert.equal((await app.inject({ url: PUBLISHED, headers: { 'if-none-match': before.etag } })).statusCode, 200, 'an old copy is replaced');
    const history = JSON.parse((await app.inject({ url: `/config/authoring/history/${PATH}`, headers })).body) as { version: number; author: string; kind: string; created_at: string }[];
    assert.deepEqual(history.map((h) => [h.version, h.author, h.kind]), [[2, 'anna', 'publish'], [1, 'seed', 'seed']]);
    assert.ok(Date.now() - Date.parse(history[0]!.created_at) < 60_000);
    assert.equal(await app.store.configs.draft('uk-fuel/prod/de_DE'), null, 'the draft became the version');
  });

  it('refuses a stale publish or rollback (someone published since) and a publish with no draft: 409, nothing changed', async () => {
    const { config } = await published();
    assert.equal((await put({ ...config, theme: { primary: '#004b87' } })).statusCode, 200);
    assert.equal((await publish(1)).statusCode, 409);
    const stale = await app.inject({ method: 'POST', url: `/config/authoring/rollback/${PATH}`, headers, payload: { version: 1, expected_version: 1 } });
    assert.equal(stale.statusCode, 409);
    assert.equal((await published()).version, '2');
    assert.equal((await app.inject({ method: 'DELETE', url: DRAFT, headers })).statusCode, 204);
    assert.equal((await publish(2)).statusCode, 409, 'no draft to publish');
  });

  it('rollback brings any earlier version back as a new version', async () => {
    const seeded = JSON.parse((await app.inject({ url: `/config/authoring/version/${PATH}/1`, headers })).body) as Config;
    const res = await app.inject({ method: 'POST', url: `/config/authoring/rollback/${PATH}`, headers, payload: { version: 1, expected_version: 2 } });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(JSON.parse(res.body), { version: 3 });
    const now = await published();
    assert.equal(now.version, '3');
    assert.deepEqual(now.config, seeded);
    assert.equal(now.config.theme, undefined);
    const history = JSON.parse((await app.inject({ url: `/config/authoring/history/${PATH}`, headers })).body) as { version: number; kind: string; restored_from: number | null }[];
    assert.deepEqual(history[0], { ...history[0], version: 3, kind: 'rollback', restored_from: 1 });
    const unknown = await app.inject({ method: 'POST', url: `/config/authoring/rollback/${PATH}`, headers, payload: { version: 9, expected_version: 3 } });
    assert.equal(unknown.statusCode, 404);
  });

  it('never serves a stored config the schema refuses (one stored before a stricter schema): 503, and says why in the log', async () => {
    await app.store.configs.seed(new Map([['broken/prod/de_DE', JSON.stringify({ status: 'published', locale: 'de_DE' })]]));
    const res = await app.inject('/config/published/broken/prod/de_DE.json');
    assert.equal(res.statusCode, 503);
    assert.doesNotMatch(res.body, /"locale"/);
  });

  it('answers 404 for a config it does not have, to authors too', async () => {
    assert.equal((await app.inject({ method: 'PUT', url: '/config/draft/other-brand/prod/de_DE.json', headers, payload: (await published()).config })).statusCode, 404);
    assert.equal((await app.inject({ url: '/config/draft/other-brand/prod/de_DE.json', headers })).statusCode, 404);
  });
});

describe('configs across restarts (SQLite file)', () => {
  it('keep their versions: the shipped files seed only the first start', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sl-configs-'));
    try {
      const dbPath = join(dir, 'db.sqlite');
      const first = await fixtureApp({ dbPath });
      await first.store.configs.saveDraft('uk-fuel/prod/en_GB', (await first.inject('/config/published/uk-fuel/prod/en_GB.json')).body, 'anna');
      assert.deepEqual(await first.store.configs.publish('uk-fuel/prod/en_GB', 'anna', 1, (b) => b), { ok: true, version: 2 });
      await first.close();
      const second = await fixtureApp({ dbPath });
      try {
        assert.equal((await second.inject('/config/published/uk-fuel/prod/en_GB.json')).headers['x-config-version'], '2');
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
