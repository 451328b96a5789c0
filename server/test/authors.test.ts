/**
 * Only signed-in authors write configs: a write without a credential, with only the visitor's cookie,
 * with a wrong password, session or token, from another site, without the CSRF token or past the rate
 * limit is refused (401, 403 or 429) and changes nothing.
 */

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { newSecret, sha256 } from '../src/authors/auth.ts';
import { hashPassword, verifyPassword } from '../src/authors/passwords.ts';
import { fixtureApp } from './helpers.ts';

const PASSWORD = 'correct horse battery staple';
const CONFIG = '/config/draft/uk-fuel/prod/de_DE.json';
const PUBLISHED = '/config/published/uk-fuel/prod/de_DE.json';

interface Session {
  cookie: string;
  csrf: string;
}

async function addAuthor(app: FastifyInstance, name: string): Promise<void> {
  assert.ok(await app.store.authors.add(name, await hashPassword(PASSWORD)));
}

async function signIn(app: FastifyInstance, name = 'anna', password = PASSWORD, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/authors/login', payload: { name, password }, headers });
}

async function session(app: FastifyInstance, name = 'anna'): Promise<Session> {
  const res = await signIn(app, name);
  assert.equal(res.statusCode, 200, res.body);
  const set = res.headers['set-cookie'];
  const cookie = (Array.isArray(set) ? set[0] : set)!.split(';')[0]!;
  return { cookie, csrf: (JSON.parse(res.body) as { csrf: string }).csrf };
}

/** What a write could change: the published config, its history and the draft. */
async function state(app: FastifyInstance): Promise<string> {
  const key = 'uk-fuel/prod/de_DE';
  return JSON.stringify([await app.store.configs.published(key), await app.store.configs.history(key), await app.store.configs.draft(key)]);
}

function edited(app: FastifyInstance): Promise<Record<string, unknown>> {
  return app.inject(PUBLISHED).then((r) => ({ ...(JSON.parse(r.body) as Record<string, unknown>), theme: { primary: '#8a1538' } }));
}

describe('author passwords', () => {
  it('are scrypt hashes with their own salt, verified in constant time', async () => {
    const [a, b] = [await hashPassword(PASSWORD), await hashPassword(PASSWORD)];
    assert.match(a, /^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    assert.notEqual(a, b);
    assert.equal(await verifyPassword(PASSWORD, a), true);
    assert.equal(await verifyPassword(`${PASSWORD}!`, a), false);
    assert.equal(await verifyPassword(PASSWORD, null), false);
  });
});

describe('config writes need an author', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await fixtureApp();
    await addAuthor(app, 'anna');
  });
  after(() => app.close());

  it('sign-in sets an HttpOnly, SameSite=Strict session cookie apart from the visitor cookie, and answers a CSRF token', async () => {
    const res = await signIn(app);
    assert.equal(res.statusCode, 200);
    const cookie = String(res.headers['set-cookie']);
    assert.match(cookie, /^sl_author=[\w-]{43};/);
    assert.match(cookie, /HttpOnly/);
    assert.match(cookie, /SameSite=Strict/);
    assert.match(cookie, /Path=\//);
    assert.doesNotMatch(cookie, /Secure/, 'plain http: a Secure cookie would never come back');
    assert.match((JSON.parse(res.body) as { csrf: string }).csrf, /^[\w-]{43}$/);
  });

  it('a wrong password or an unknown author is 401, with the same words', async () => {
    const wrong = await signIn(app, 'anna', 'not the password at all');
    const unknown = await signIn(app, 'nobody');
    assert.equal(wrong.statusCode, 401);
    assert.equal(unknown.statusCode, 401);
    assert.equal(wrong.body, unknown.body);
    assert.equal(wrong.headers['set-cookie'], undefined);
  });

  it('refuses writes without a credential, with the visitor cookie, a made-up session or token: 401 and nothing changed', async () => {
    const before = await state(app);
    const body = await edited(app);
    const visitor = await app.inject({ method: 'POST', url: '/api/v2/routes', payload: { name: 'x', route: { waypoints: [{ origin: { lat: 51, lng: 0 }, description: 'a' }, { origin: { lat: 52, lng: 0 }, description: 'b' }], options: { avoid_highways: false, avoid_tolls: false, corridor_radius: 5 } } } });
    const visitorCookie = String(visitor.headers['set-cookie']).split(';')[0]!;
    assert.match(visitorCookie, /^sl_visitor=/);
    const attempts: Record<string, Record<string, string>> = {
      'no credential': {},
      'visitor cookie': { cookie: visitorCookie },
      'made-up session': { cookie: `sl_author=${newSecret()}`, 'x-csrf-token': newSecret() },
      'made-up token': { authorization: `Bearer ${newSecret()}` },
    };
    for (const [what, headers] of Object.entries(attempts)) {
      for (const [method, url, payload] of [
        ['PUT', CONFIG, body],
        ['POST', '/config/authoring/publish/uk-fuel/prod/de_DE.json', { expected_version: 1 }],
        ['POST', '/config/authoring/rollback/uk-fuel/prod/de_DE.json', { version: 1, expected_version: 1 }],
        ['DELETE', CONFIG, undefined],
      ] as const) {
        const res = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
        assert.equal(res.statusCode, 401, `${what}: ${method} ${url}`);
      }
      assert.equal((await app.inject({ url: CONFIG, headers })).statusCode, 401, `${what}: the draft is for authors only`);
    }
    assert.equal(await state(app), before);
  });

  it('refuses a signed-in author’s write without the CSRF token, with a wrong one, or from another site: 403 and nothing changed', async () => {
    const { cookie, csrf } = await session(app);
    const before = await state(app);
    const payload = await edited(app);
    const refused: Record<string, Record<string, string>> = {
      'no CSRF token': { cookie },
      'wrong CSRF token': { cookie, 'x-csrf-token': newSecret() },
      'another origin': { cookie, 'x-csrf-token': csrf, origin: 'https://evil.example' },
      'cross-site fetch': { cookie, 'x-csrf-token': csrf, 'sec-fetch-site': 'cross-site' },
      'same-site, other origin': { cookie, 'x-csrf-token': csrf, 'sec-fetch-site': 'same-site' },
    };
    for (const [what, headers] of Object.entries(refused)) {
      const res = await app.inject({ method: 'PUT', url: CONFIG, headers, payload });
      assert.equal(res.statusCode, 403, what);
    }
    // Sign-in from another site (login CSRF) is refused too.
    assert.equal((await signIn(app, 'anna', PASSWORD, { origin: 'https://evil.example' })).statusCode, 403);
    assert.equal(await state(app), before);
    // The same request from our own page goes through.
    const ok = await app.inject({ method: 'PUT', url: CONFIG, headers: { cookie, 'x-csrf-token': csrf, origin: 'http://localhost:80', host: 'localhost:80', 'sec-fetch-site': 'same-origin' }, payload });
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal((await app.inject({ method: 'DELETE', url: CONFIG, headers: { cookie, 'x-csrf-token': csrf } })).statusCode, 204);
  });

  it('a token from `npm run author -- token` writes without a session or CSRF token', async () => {
    const token = newSecret();
    await app.store.authors.addToken(sha256(token), 'anna', 'ci');
    const res = await app.inject({ method: 'PUT', url: CONFIG, headers: { authorization: `Bearer ${token}` }, payload: await edited(app) });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal((await app.inject({ method: 'DELETE', url: CONFIG, headers: { authorization: `Bearer ${token}` } })).statusCode, 204);
  });

  it('signing out ends the session', async () => {
    const { cookie, csrf } = await session(app);
    assert.equal((await app.inject({ url: '/authors/me', headers: { cookie } })).statusCode, 200);
    assert.equal((await app.inject({ method: 'POST', url: '/authors/logout', headers: { cookie, 'x-csrf-token': csrf } })).statusCode, 204);
    assert.equal((await app.inject({ url: '/authors/me', headers: { cookie } })).statusCode, 401);
  });
});

describe('author cookies on https', () => {
  it('are Secure and __Host- prefixed', async () => {
    const app = await fixtureApp({ trustProxy: true });
    try {
      await addAuthor(app, 'anna');
      const res = await signIn(app, 'anna', PASSWORD, { 'x-forwarded-proto': 'https' });
      assert.equal(res.statusCode, 200);
      const cookie = String(res.headers['set-cookie']);
      assert.match(cookie, /^__Host-sl_author=/);
      assert.match(cookie, /Secure/);
      assert.match(cookie, /SameSite=Strict/);
    } finally {
      await app.close();
    }
  });
});

describe('author rate limits', () => {
  it('past the sign-in limit even the right password is refused (429), and past the authoring limit writes are', async () => {
    const app = await fixtureApp({
      rateLimit: { max: 1000, timeWindowMs: 60_000 },
      authors: { loginRateLimit: { max: 3, timeWindowMs: 60_000 }, writeRateLimit: { max: 4, timeWindowMs: 60_000 } },
    });
    try {
      await addAuthor(app, 'anna');
      const { cookie, csrf } = await session(app); // sign-in 1
      for (let i = 0; i < 2; i++) assert.equal((await signIn(app, 'anna', 'guess guess guess')).statusCode, 401); // 2, 3
      const locked = await signIn(app); // 4: past the limit
      assert.equal(locked.statusCode, 429);
      assert.equal(locked.headers['set-cookie'], undefined);

      const before = await state(app);
      const payload = await edited(app);
      const headers = { cookie, 'x-csrf-token': csrf };
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) codes.push((await app.inject({ method: 'POST', url: '/config/authoring/validate', headers, payload })).statusCode);
      assert.deepEqual(codes, [200, 200, 200, 200]);
      const res = await app.inject({ method: 'PUT', url: CONFIG, headers, payload });
      assert.equal(res.statusCode, 429);
      assert.equal(await state(app), before);
    } finally {
      await app.close();
    }
  });
});
