import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { NON_DOCUMENT_HEADERS, securityHeaders } from '../src/http/security-headers.ts';
import { fixtureApp, json, sqliteOf } from './helpers.ts';

const ORIGIN = 'https://brand.example';

describe('HTTP hardening', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await fixtureApp({ corsOrigins: [ORIGIN, 'https://www.brand.example'] });
  });
  after(() => app.close());

  it('registers exactly the approved routes', () => {
    const routes = app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .map((l) => l.replace(/^[\s│├└─]+/, '').trim())
      .filter(Boolean);
    const text = routes.join('\n');
    for (const path of ['health', 'config/published/', 'api/v2/', 'routes', 'places/', 'within_bounds', 'within_region', 'nearest_to', 'complete', 'along_corridor']) {
      assert.ok(text.includes(path), path);
    }
    const methods = new Set<string>();
    for (const l of routes) for (const m of l.matchAll(/\b(GET|POST|DELETE|PUT|PATCH|HEAD|OPTIONS)\b/g)) methods.add(m[1]!);
    // PUT: an author's config draft (PUT /config/draft/…), behind the author's sign-in.
    assert.deepEqual([...methods].sort(), ['DELETE', 'GET', 'HEAD', 'OPTIONS', 'POST', 'PUT']);
    assert.ok(!/debug|v1\//.test(text), '!/debug|v1\\//.test(text)');
  });

  it('sends security headers and a locked-down CSP on API responses', async () => {
    const res = await app.inject('/api/v2/locations/nearest_to?lat=52&lng=-1&limit=1');
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    assert.match(String(res.headers['strict-transport-security']), /max-age=\d+/);
    assert.equal(res.headers['content-security-policy'], "default-src 'none'; frame-ancestors 'none'");
    assert.equal(res.headers['cross-origin-resource-policy'], 'same-origin');
    const cfg = await app.inject('/config/published/uk-fuel/prod/en_GB.json');
    assert.equal(cfg.headers['cross-origin-resource-policy'], 'cross-origin');
  });

  it("gives API answers only the headers that act on a response that is not a page; other paths get helmet's whole set", async () => {
    const api = await app.inject('/api/v2/locations/within_bounds?sw[]=51&sw[]=-2&ne[]=52&ne[]=-1');
    const pageOnly = ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-frame-options', 'x-xss-protection', 'x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies'];
    for (const name of pageOnly) assert.equal(api.headers[name], undefined, name);
    for (const name of NON_DOCUMENT_HEADERS) assert.ok(api.headers[name], name);
    assert.equal(api.headers['content-security-policy'], "default-src 'none'; frame-ancestors 'none'");
    const other = await app.inject('/no-such-page');
    for (const name of [...pageOnly, ...NON_DOCUMENT_HEADERS]) assert.ok(other.headers[name], name);
  });

  it('computes once exactly the headers helmet sets on a real response', () => {
    for (const options of [{}, { contentSecurityPolicy: false, crossOriginResourcePolicy: { policy: 'same-origin' as const } }, { hsts: false, xFrameOptions: { action: 'deny' as const } }]) {
      const req = new IncomingMessage(new Socket());
      const res = new ServerResponse(req);
      helmet(options)(req, res, () => undefined);
      const expected = Object.fromEntries(Object.entries(res.getHeaders()).map(([k, v]) => [k, String(v)]));
      const computed = Object.fromEntries(Object.entries(securityHeaders(options)).map(([k, v]) => [k.toLowerCase(), v]));
      assert.deepEqual(computed, expected);
    }
    const api = securityHeaders({ contentSecurityPolicy: false });
    assert.equal(api['Content-Security-Policy'], undefined, 'the API sets its own CSP');
    assert.equal(api['X-Content-Type-Options'], 'nosniff');
  });

  it('allows CORS for exactly the configured origins, with credentials and exposed headers', async () => {
    for (const origin of [ORIGIN, 'https://www.brand.example']) {
      const pre = await app.inject({
        method: 'OPTIONS',
        url: '/api/v2/routes/abc',
        headers: { origin, 'access-control-request-method': 'DELETE' },
      });
      assert.equal(pre.statusCode, 204);
      assert.equal(pre.headers['access-control-allow-origin'], origin);
      assert.equal(pre.headers['access-control-allow-credentials'], 'true');
      assert.match(String(pre.headers.vary), /Origin/);
      const get = await app.inject({ url: '/api/v2/locations/nearest_to?lat=52&lng=-1&page=1&per_page=5', headers: { origin } });
      assert.equal(get.headers['access-control-allow-origin'], origin);
      const exposed = String(get.headers['access-control-expose-headers']);
      // X-Data-Attribution: the element reads it from within_bounds answers and shows it under the map.
      for (const h of ['Link', 'X-Total-Count', 'Retry-After', 'X-Data-Attribution']) assert.ok(exposed.includes(h), h);
    }
    for (const origin of ['https://evil.example', 'https://brand.example.evil.example', 'null', 'http://brand.example', 'https://brand.example:8443']) {
      const res = await app.inject({ url: '/api/v2/routes', headers: { origin } });
      assert.equal(res.headers['access-control-allow-origin'], undefined, origin);
      const pre = await app.inject({ method: 'OPTIONS', url: '/api/v2/routes', headers: { origin, 'access-control-request-method': 'POST' } });
      assert.equal(pre.headers['access-control-allow-origin'], undefined, origin);
      assert.notEqual(pre.headers['access-control-allow-origin'], '*');
    }
  });

  it('answers oversized bodies with 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v2/locations/along_corridor',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ line: '?'.repeat(64 * 1024), corridor_radius: 5 }),
    });
    assert.equal(res.statusCode, 413);
    assert.deepEqual(json(res.body), { error: { code: 'payload_too_large', message: 'Request body is larger than 64 KiB' } });
  });

  it('answers unknown paths with a JSON 404', async () => {
    const res = await app.inject('/nope');
    assert.equal(res.statusCode, 404);
    assert.deepEqual(json(res.body), { error: { code: 'not_found', message: 'Not found' } });
  });

  it('never leaks internals when a handler fails', async () => {
    const broken = await fixtureApp({
      register: (a) => {
        a.get('/api/v2/boom', async () => {
          throw new Error('SELECT * FROM stations WHERE secret');
        });
      },
    });
    const res = await broken.inject('/api/v2/boom');
    assert.equal(res.statusCode, 500);
    assert.deepEqual(json(res.body), { error: { code: 'internal_error', message: 'Internal error' } });
    // A database failure is a 500 of the same shape, and the app keeps serving.
    sqliteOf(broken).close();
    const afterDb = await broken.inject({ method: 'POST', url: '/api/v2/routes', payload: { name: 'x', route: { waypoints: [{ origin: { lat: 1, lng: 1 }, description: 'a' }, { origin: { lat: 2, lng: 2 }, description: 'b' }] } } });
    assert.equal(afterDb.statusCode, 500);
    assert.doesNotMatch(afterDb.body, /SQL|sqlite|database|stack/i);
    assert.equal((await broken.inject('/health')).statusCode, 200);
    await broken.close().catch(() => undefined);
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After past the limit, also for unknown paths', async () => {
    const app = await fixtureApp({ rateLimit: { max: 5, timeWindowMs: 60_000 } });
    for (let i = 0; i < 5; i++) assert.equal((await app.inject('/health')).statusCode, 200);
    const res = await app.inject('/health');
    assert.equal(res.statusCode, 429);
    assert.ok(Number(res.headers['retry-after']) > 0, 'Number(res.headers[\'retry-after\']) > 0');
    assert.equal(json<{ error: { code: string } }>(res.body).error.code, 'rate_limited');
    assert.equal((await app.inject('/does-not-exist')).statusCode, 429);
    await app.close();
  });
});

describe('config endpoint path safety', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await fixtureApp();
  });
  after(() => app.close());

  it('serves the six demo configs', async () => {
    for (const env of ['prod', 'uat', 'test']) {
      for (const locale of ['de_DE', 'en_GB', 'de-DE']) {
        const res = await app.inject(`/config/published/uk-fuel/${env}/${locale}.json`);
        assert.equal(res.statusCode, 200, `${env} ${locale}`);
        assert.equal(json<{ locale: string }>(res.body).locale, locale.replace('-', '_'));
      }
    }
  });

  it('never reads outside the config folder', async () => {
    const attempts = [
      '/config/published/../../package.json/prod/en_GB.json',
      '/config/published/..%2f..%2fpackage.json/prod/en_GB.json',
      '/config/published/%2e%2e/prod/en_GB.json',
      '/config/published/uk-fuel/..%2f..%2f..%2fpackage/en_GB.json',
      '/config/published/uk-fuel/prod/..%2fbase.json',
      '/config/published/uk-fuel/prod/base.json',
      '/config/published/uk-fuel/prod/%2fetc%2fpasswd',
      '/config/published/%2fetc/prod/en_GB.json',
      '/config/published/uk-fuel/prod/en_GB.json%00.txt',
      '/config/published/UK-FUEL/prod/en_GB.json',
      '/config/published/uk-fuel/dev/en_GB.json',
      '/config/published/uk-fuel/prod/fr_FR.json',
      '/config/published/other-brand/prod/en_GB.json',
      `/config/published/${'a'.repeat(10_000)}/prod/en_GB.json`,
      '/config/published/uk-fuel/prod/en_GB.json/../../../../package.json',
      '/config/published/uk-fuel/prod/en_GB',
    ];
    for (const url of attempts) {
      const res = await app.inject(url);
      assert.ok([400, 404].includes(res.statusCode), `${url.slice(0, 80)} -> ${res.statusCode}`);
      assert.doesNotMatch(res.body, /"name"\s*:\s*"station-locator"|root:x:0/);
      assert.match(res.body, /^\{"error":\{"code":"(bad_request|not_found)"/);
    }
  });
});
