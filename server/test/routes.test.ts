import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { SavedRoute } from '../../src/api/contract.ts';
import { savedRouteInput as input } from '../fixtures/saved-routes.ts';
import { fixtureApp, json, sqliteOf } from './helpers.ts';

function cookieOf(res: LightMyRequestResponse): string {
  const c = res.cookies[0];
  assert.ok(c, 'a visitor cookie is set');
  return `${c.name}=${c.value}`;
}

describe('saved routes', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await fixtureApp({ maxRoutesPerVisitor: 6 });
  });
  after(() => app.close());

  const create = (name: string, cookie?: string) =>
    app.inject({ method: 'POST', url: '/api/v2/routes', payload: input(name), ...(cookie ? { headers: { cookie } } : {}) });

  it('creates, lists and deletes routes of one visitor', async () => {
    const first = await create('Commute');
    assert.equal(first.statusCode, 201);
    const cookie = cookieOf(first);
    const saved = json<SavedRoute>(first.body);
    assert.match(saved.id, /^[A-Za-z0-9_-]{22}$/);
    assert.deepEqual(saved.route, input('Commute').route);
    const list = await app.inject({ url: `/api/v2/routes?format=json&cacheBust=${Math.random()}`, headers: { cookie } });
    assert.equal(list.statusCode, 200);
    assert.equal(list.headers['cache-control'], 'no-store');
    assert.deepEqual(json<SavedRoute[]>(list.body).map((r) => r.id), [saved.id]);
    const del = await app.inject({ method: 'DELETE', url: `/api/v2/routes/${saved.id}`, headers: { cookie } });
    assert.equal(del.statusCode, 204);
    assert.deepEqual(json((await app.inject({ url: '/api/v2/routes', headers: { cookie } })).body), []);
  });

  it('sets an HttpOnly visitor cookie with a 128-bit random secret', async () => {
    const res = await create('x');
    const c = res.cookies[0]!;
    assert.equal(c.name, 'sl_visitor');
    assert.match(c.value, /^[A-Za-z0-9_-]{22}$/);
    assert.equal(c.httpOnly, true);
    assert.equal(c.sameSite, 'Lax');
    assert.equal(c.path, '/');
    // No cookie is issued for reads.
    const list = await app.inject('/api/v2/routes');
    assert.deepEqual(json(list.body), []);
    assert.equal(list.cookies.length, 0);
  });

  it('normalises legacy option names and defaults missing options', async () => {
    const legacy = await app.inject({
      method: 'POST',
      url: '/api/v2/routes',
      payload: { name: 'old', route: { waypoints: input('a').route.waypoints, options: { avoidTolls: true, corridorRadius: 3 } } },
    });
    assert.equal(legacy.statusCode, 201);
    assert.deepEqual(json<SavedRoute>(legacy.body).route.options, { avoid_highways: false, avoid_tolls: true, corridor_radius: 3 });
    const bare = await app.inject({ method: 'POST', url: '/api/v2/routes', payload: { name: 'bare', route: { waypoints: input('a').route.waypoints } } });
    assert.deepEqual(json<SavedRoute>(bare.body).route.options, { avoid_highways: false, avoid_tolls: false, corridor_radius: 5 });
  });

  it('validates the body', async () => {
    const bad: unknown[] = [
      {},
      { name: '', route: input('a').route },
      { name: 'a', route: { waypoints: [input('a').route.waypoints[0]] } },
      { name: 'a', route: { ...input('a').route, options: { corridor_radius: 26 } } },
      { name: 'a', route: { waypoints: [{ origin: { lat: 91, lng: 0 }, description: 'x' }, { origin: { lat: 0, lng: 0 }, description: 'y' }] } },
      { name: 'a', route: input('a').route, owner: 'someone' },
    ];
    for (const payload of bad) {
      const res = await app.inject({ method: 'POST', url: '/api/v2/routes', payload: payload as object });
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
    }
    const text = await app.inject({ method: 'POST', url: '/api/v2/routes', headers: { 'content-type': 'text/plain' }, payload: 'x' });
    assert.equal(text.statusCode, 415);
    const broken = await app.inject({ method: 'POST', url: '/api/v2/routes', headers: { 'content-type': 'application/json' }, payload: '{"name":' });
    assert.equal(broken.statusCode, 400);
    const proto = await app.inject({ method: 'POST', url: '/api/v2/routes', headers: { 'content-type': 'application/json' }, payload: '{"__proto__":{"x":1},"name":"a"}' });
    assert.equal(proto.statusCode, 400);
  });

  it('enforces a quota per visitor', async () => {
    const first = await create('q0');
    const cookie = cookieOf(first);
    for (let i = 1; i < 6; i++) assert.equal((await create(`q${i}`, cookie)).statusCode, 201);
    assert.equal((await create('q6', cookie)).statusCode, 400);
  });

  it('keeps visitors apart: another visitor route is a 404 identical to a never-existing one', async () => {
    const a = await create('A0');
    const b = await create('B0');
    const cookieA = cookieOf(a);
    const cookieB = cookieOf(b);
    const idsA = [json<SavedRoute>(a.body).id];
    const idsB = [json<SavedRoute>(b.body).id];
    for (let i = 1; i < 5; i++) {
      idsA.push(json<SavedRoute>((await create(`A${i}`, cookieA)).body).id);
      idsB.push(json<SavedRoute>((await create(`B${i}`, cookieB)).body).id);
    }
    const never = await app.inject({ method: 'GET', url: '/api/v2/routes/AAAAAAAAAAAAAAAAAAAAAA', headers: { cookie: cookieA } });
    assert.equal(never.statusCode, 404);
    const visitors: [string, Record<string, string>][] = [
      ['A', { cookie: cookieA }],
      ['none', {}],
      ['malformed', { cookie: 'sl_visitor=not-a-secret' }],
      ['forged', { cookie: 'sl_visitor=AAAAAAAAAAAAAAAAAAAAAA' }],
    ];
    for (const [who, headers] of visitors) {
      for (const id of idsB) {
        for (const method of ['GET', 'DELETE'] as const) {
          const res = await app.inject({ method, url: `/api/v2/routes/${id}`, headers });
          assert.equal(res.statusCode, 404, `${who} ${method} ${id}`);
          assert.equal(res.body, never.body);
        }
      }
      const list = json<SavedRoute[]>((await app.inject({ url: '/api/v2/routes', headers })).body);
      assert.ok(list.every((r) => !idsB.includes(r.id)), `${who} sees none of B's routes`);
    }
    // B's routes are intact; A sees exactly its own.
    assert.deepEqual(json<SavedRoute[]>((await app.inject({ url: '/api/v2/routes', headers: { cookie: cookieB } })).body).map((r) => r.id), idsB);
    assert.deepEqual(json<SavedRoute[]>((await app.inject({ url: '/api/v2/routes', headers: { cookie: cookieA } })).body).map((r) => r.id), idsA);
    for (const id of idsA) assert.equal(json<SavedRoute>((await app.inject({ url: `/api/v2/routes/${id}`, headers: { cookie: cookieA } })).body).id, id);
  });

  it('stores only a hash of the visitor secret', async () => {
    const res = await create('secret');
    const secret = res.cookies[0]!.value;
    const rows = sqliteOf(app).prepare('SELECT * FROM saved_routes').all() as Record<string, unknown>[];
    assert.ok(!JSON.stringify(rows).includes(secret), '!JSON.stringify(rows).includes(secret)');
    for (const r of rows) assert.equal((r.owner_hash as Buffer).length, 32);
  });
});

describe('cookie settings for cross-site embedding', () => {
  it('uses __Host-, Secure, SameSite=None and Partitioned when configured', async () => {
    const app = await fixtureApp({ cookie: { sameSite: 'none', secure: true, partitioned: true } });
    const res = await app.inject({ method: 'POST', url: '/api/v2/routes', payload: input('x') });
    const raw = String(res.headers['set-cookie']);
    assert.match(raw, /^__Host-sl_visitor=[A-Za-z0-9_-]{22};/);
    for (const attr of ['Secure', 'HttpOnly', 'SameSite=None', 'Partitioned', 'Path=/']) assert.ok(raw.includes(attr), attr);
    assert.ok(!raw.includes('Domain='), '!raw.includes(\'Domain=\')');
    const cookie = raw.split(';')[0]!;
    assert.equal(json<SavedRoute[]>((await app.inject({ url: '/api/v2/routes', headers: { cookie } })).body).length, 1);
    await app.close();
  });
});
