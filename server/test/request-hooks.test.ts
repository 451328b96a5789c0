/**
 * The hooks a location request runs through. Each one runs on every request, so the set is kept
 * small: the security headers (with the API's CSP) and the malformed-query check on request, the
 * route's query coercion before validation, and no onSend hook; @fastify/cors only when some
 * origin is allowed.
 */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { fixtureApp } from './helpers.ts';

/** The hook lines fastify prints for the GET route `path` (`printRoutes` with hooks). */
function hooksOf(app: FastifyInstance, path: string): string[] {
  const lines = app.printRoutes({ includeHooks: true, commonPrefix: false }).split('\n');
  const at = lines.findIndex((l) => l.includes(`${path} (GET)`));
  assert.ok(at >= 0, `${path} is routed`);
  const hooks: string[] = [];
  for (let k = at + 1; k < lines.length && lines[k]!.includes('• ('); k++) hooks.push(lines[k]!.replace(/^[│\s]*• /, ''));
  return hooks;
}

describe('request hooks', () => {
  it('within_bounds runs two onRequest hooks, its coercion, and no onSend hook', async () => {
    const app = await fixtureApp({ rateLimit: false });
    try {
      await app.ready();
      assert.deepEqual(hooksOf(app, '/api/v2/:resource/within_bounds'), [
        '(onRequest) ["addSecurityHeaders()","refuseMalformedQuery()"]',
        '(preValidation) ["coerce()"]',
      ]);
    } finally {
      await app.close();
    }
  });

  it('adds the CORS hook when an origin is allowed', async () => {
    const app = await fixtureApp({ rateLimit: false, corsOrigins: ['https://embed.example'] });
    try {
      await app.ready();
      assert.deepEqual(hooksOf(app, '/api/v2/:resource/within_bounds')[0], '(onRequest) ["addSecurityHeaders()","handleCors()","refuseMalformedQuery()"]');
      const res = await app.inject({ url: '/api/v2/locations/within_bounds?sw[]=50&sw[]=-3&ne[]=52&ne[]=0', headers: { origin: 'https://embed.example' } });
      assert.equal(res.headers['access-control-allow-origin'], 'https://embed.example');
      assert.equal(res.headers['content-security-policy'], "default-src 'none'; frame-ancestors 'none'");
    } finally {
      await app.close();
    }
  });

  it('within_bounds names its headers in lower case, as fastify keeps them (no name lower-cased per request)', async () => {
    const app = await fixtureApp({ rateLimit: false });
    const named: string[] = [];
    // Runs after the app's own onRequest hooks: it sees the names the route's handler sets.
    app.addHook('onRequest', (_req, reply, done) => {
      const header = reply.header.bind(reply);
      reply.header = (name: string, value?: unknown) => {
        named.push(name);
        return header(name, value);
      };
      done();
    });
    try {
      const res = await app.inject({ url: '/api/v2/locations/within_bounds?sw[]=50&sw[]=-3&ne[]=52&ne[]=0' });
      assert.equal(res.statusCode, 200);
      assert.ok(named.includes('cache-control') && named.includes('x-data-attribution'), named.join(', '));
      assert.deepEqual(named.filter((n) => n !== n.toLowerCase()), []);
      assert.equal(res.headers['cache-control'], 'public, max-age=60');
    } finally {
      await app.close();
    }
  });
});
