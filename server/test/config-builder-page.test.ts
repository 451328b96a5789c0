/**
 * The builder page and its preview frame: strict CSP (no inline script, framing only by the builder), the
 * element on the draft with our own map, and nothing from the query string in the page unless it passed
 * the config path patterns.
 */

import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from '../src/store/dataset.ts';
import { fixtureApp } from './helpers.ts';

describe('the builder page', () => {
  let app: FastifyInstance;
  let dist = '';
  before(async () => {
    dist = mkdtempSync(join(tmpdir(), 'sl-builder-dist-'));
    mkdirSync(join(dist, 'builder'));
    writeFileSync(join(dist, 'builder', 'builder.js'), 'export {};');
    app = await fixtureApp({ builder: { distDir: dist } });
  });
  after(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('is static HTML under a strict CSP that nobody may frame', async () => {
    const res = await app.inject('/builder');
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-security-policy']), /script-src 'self'; .*frame-ancestors 'none'/);
    assert.doesNotMatch(res.body, /<script>|<style>|style=/);
    assert.match(res.body, /<script type="module" src="\/builder\/assets\/builder\/builder.js"><\/script>/);
    assert.equal((await app.inject('/builder/assets/builder/builder.js')).statusCode, 200);
  });

  it('previews the draft with our own map, framed by the builder only', async () => {
    const res = await app.inject('/builder/preview?resource=uk-fuel&env=prod&locale=en_GB&v=1');
    assert.equal(res.statusCode, 200);
    assert.match(res.body, /<station-locator resource="uk-fuel" config-env="prod" locale="en_GB" config-status="draft" maps-consent="denied"/);
    assert.match(String(res.headers['content-security-policy']), /frame-ancestors 'self'/);
  });

  it('refuses query values outside the config path patterns', async () => {
    for (const query of ['resource=x"><script>alert(1)</script>&env=prod&locale=de_DE', 'resource=uk-fuel&env=dev&locale=de_DE', 'resource=uk-fuel&env=prod&locale=fr_FR', 'env=prod&locale=de_DE']) {
      const res = await app.inject(`/builder/preview?${query}`);
      assert.equal(res.statusCode, 400, query);
      assert.doesNotMatch(res.body, /<script>/);
    }
  });
});

describe("the builder's CSP check", () => {
  it("gives the README's strict policy for the Google path, line by line", async () => {
    const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
    const block = /<!-- google-strict-csp -->\s*```\n([\s\S]*?)```/.exec(readme)?.[1];
    assert.ok(block, "the README's google-strict-csp block");
    const lines = block.split('\n').map((l) => l.trim().replace(/;$/, '')).filter(Boolean);
    // Loaded at run time: the builder's module uses bundler-style imports, which tsx resolves.
    const { GOOGLE_CSP } = (await import(pathToFileURL(join(REPO_ROOT, 'src/builder/checks.ts')).href)) as { GOOGLE_CSP: readonly string[] };
    assert.deepEqual([...GOOGLE_CSP], lines);
  });
});
