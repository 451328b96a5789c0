import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { IMMUTABLE, isContentNamedChunk } from '../src/http/cache-control.ts';
import { fixtureApp } from './helpers.ts';

const SOURCE = Buffer.from('// built\n'.repeat(50));

describe('caching and compression of the built element', () => {
  let app: FastifyInstance;
  let dist: string;
  before(async () => {
    dist = mkdtempSync(join(tmpdir(), 'sl-dist-'));
    // The names rollup gives (rollup.config.mjs): entries as they are, chunks `[name]-[hash].js`.
    const files = [
      'station-locator.bundle.js',
      'station-locator.js',
      'bundle-chunks/station-locator-CgXIlRsZ.js',
      'bundle-chunks/de_DE.strings-ck4QvWUb.js',
      'bundle-chunks/google-platform-D5qLMdr_.js',
      'bundle-chunks/maplibre-gl-worker.mjs',
      'chunks/build-config-CA7S6qEn.js.map',
    ];
    for (const file of files) {
      mkdirSync(join(dist, file, '..'), { recursive: true });
      writeFileSync(join(dist, file), SOURCE);
    }
    // The compressed copies the build writes beside a script (rollup.config.mjs, precompress).
    for (const file of ['station-locator.bundle.js', 'bundle-chunks/station-locator-CgXIlRsZ.js']) {
      writeFileSync(join(dist, `${file}.br`), brotliCompressSync(SOURCE));
      writeFileSync(join(dist, `${file}.gz`), gzipSync(SOURCE));
    }
    app = await fixtureApp({ static: [{ root: dist, prefix: '/dist/' }] });
  });
  after(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const cacheControl = async (path: string) => {
    const res = await app.inject(path);
    assert.equal(res.statusCode, 200, path);
    return res.headers['cache-control'];
  };

  it('keeps a chunk named by its content for a year, without asking again', async () => {
    for (const path of ['/dist/bundle-chunks/station-locator-CgXIlRsZ.js', '/dist/bundle-chunks/de_DE.strings-ck4QvWUb.js', '/dist/bundle-chunks/google-platform-D5qLMdr_.js', '/dist/chunks/build-config-CA7S6qEn.js.map']) {
      assert.equal(await cacheControl(path), IMMUTABLE, path);
    }
  });

  it('has the browser ask again for the files whose names stay from build to build', async () => {
    for (const path of ['/dist/station-locator.bundle.js', '/dist/station-locator.js', '/dist/bundle-chunks/maplibre-gl-worker.mjs']) {
      assert.equal(await cacheControl(path), 'no-cache', path);
    }
  });

  it("sends the build's compressed copy to a browser that takes it, with the same caching", async () => {
    const chunk = '/dist/bundle-chunks/station-locator-CgXIlRsZ.js';
    const br = await app.inject({ url: chunk, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(br.headers['cache-control'], IMMUTABLE);
    assert.match(String(br.headers['content-type']), /javascript/);
    assert.match(String(br.headers.vary), /accept-encoding/i);
    assert.deepEqual(brotliDecompressSync(br.rawPayload), SOURCE);
    const gz = await app.inject({ url: '/dist/station-locator.bundle.js', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(gz.headers['cache-control'], 'no-cache');
    // No copy (the worker), or a client that takes none: the file as it is.
    const worker = await app.inject({ url: '/dist/bundle-chunks/maplibre-gl-worker.mjs', headers: { 'accept-encoding': 'gzip, br' } });
    assert.equal(worker.headers['content-encoding'], undefined);
    const plain = await app.inject({ url: chunk });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.deepEqual(plain.rawPayload, SOURCE);
  });

  it('tells a hashed chunk name from other names', () => {
    assert.equal(isContentNamedChunk('/srv/dist/bundle-chunks/index-wiaD-x2u.js.br'), true);
    assert.equal(isContentNamedChunk('/srv/dist/bundle-chunks/index-wiaD-x2u.js'), true);
    assert.equal(isContentNamedChunk('C:\\srv\\dist\\chunks\\geo-FKJa2j12.js'), true);
    assert.equal(isContentNamedChunk('/srv/dist/bundle-chunks/maplibre-gl-worker.mjs'), false);
    assert.equal(isContentNamedChunk('/srv/dist/station-locator.bundle.js'), false);
    assert.equal(isContentNamedChunk('/srv/dist/builder/builder.js'), false);
    // Not in a chunks folder: a page or an entry whose name only looks hashed.
    assert.equal(isContentNamedChunk('/srv/demo/embed-12345678.js'), false);
  });
});
