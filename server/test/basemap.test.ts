import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { validateStyleMin, type StyleSpecification, type VectorSourceSpecification } from '@maplibre/maplibre-gl-style-spec';
// Test-only decoders: maplibre-gl's own dependencies (the same reader the browser uses).
import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { BasemapTiles, FONTS_DIR, LAYER_NAMES, maxPlaceRank, readBasemapLayers } from '../src/basemap/index.ts';
import { mergeLines } from '../src/basemap/line-merge.ts';
import { GLYPH_TYPE, TILE_TYPE, basemapRoutes } from '../src/routes/basemap.ts';
import { fixtureApp } from './helpers.ts';

/** The tile of zoom `z` holding a point (Web Mercator, the XYZ scheme). */
function tileAt(lat: number, lng: number, z: number): [number, number, number] {
  const n = 2 ** z;
  const r = (lat * Math.PI) / 180;
  return [z, Math.floor(((lng + 180) / 360) * n), Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * n)];
}

const LEEDS = { lat: 53.7997, lng: -1.5492 };
/** The element's zooms 12 (a city) and 6 (Great Britain) in tile zooms: MapLibre's 512 px tiles are one zoom less. */
const CITY = 11;
const COUNTRY = 5;

function decode(bytes: Buffer): VectorTile {
  return new VectorTile(new PbfReader(bytes));
}

function propertiesOf(tile: VectorTile, layer: string): Record<string, unknown>[] {
  const l = tile.layers[layer];
  return l ? Array.from({ length: l.length }, (_, i) => l.feature(i).properties) : [];
}

describe('the demo map under /map/', () => {
  let app: FastifyInstance;
  let style: StyleSpecification;
  let tileUrl: string;

  before(async () => {
    app = Fastify();
    await app.register(basemapRoutes);
    const res = await app.inject({ url: '/map/style.json', headers: { host: 'locator.example:8787' } });
    assert.equal(res.statusCode, 200);
    style = JSON.parse(res.body) as StyleSpecification;
    tileUrl = (style.sources.basemap as VectorSourceSpecification).tiles![0]!.replace('http://locator.example:8787', '');
  });
  after(() => app.close());

  const tile = (z: number, x: number, y: number, headers: Record<string, string> = { 'accept-encoding': 'gzip, br' }) =>
    app.inject({ url: tileUrl.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y)), headers });

  it('serves a style the MapLibre style spec accepts, with absolute URLs on the request origin', () => {
    assert.deepEqual(validateStyleMin(style), []);
    assert.equal(style.glyphs, 'http://locator.example:8787/map/fonts/{fontstack}/{range}.pbf');
    assert.match(tileUrl, /^\/map\/tiles\/[0-9a-f]{12}\/\{z\}\/\{x\}\/\{y\}\.pbf$/);
    // Every layer is the basemap's, reads a layer the tiles have, and uses a font we serve.
    for (const layer of style.layers) {
      assert.match(layer.id, /^basemap-/);
      if ('source-layer' in layer) assert.ok((LAYER_NAMES as readonly string[]).includes(layer['source-layer']!), layer.id);
    }
    const fonts = JSON.stringify(style.layers.map((l) => ('layout' in l ? (l.layout as Record<string, unknown>)['text-font'] : null)));
    // Font names are the capitalised strings of the text-font values (the rest is expression syntax).
    const named = new Set([...fonts.matchAll(/"([A-Z][^"]*)"/g)].map((m) => m[1]));
    assert.deepEqual([...named].sort(), ['Noto Sans Medium', 'Noto Sans Regular']);
  });

  it('names every source the data licences ask for in the attribution', () => {
    const attribution = (style.sources.basemap as VectorSourceSpecification).attribution ?? '';
    assert.match(attribution, /GeoNames.*CC BY 4\.0/);
    assert.match(attribution, /Contains OS data © Crown copyright and database right 2024/);
    assert.match(attribution, /Natural Earth/);
  });

  it('builds the URLs under the prefix the routes are mounted at', async () => {
    const mounted = Fastify();
    await mounted.register(basemapRoutes, { prefix: '/locator' });
    const res = await mounted.inject({ url: '/locator/map/style.json', headers: { host: 'maps.example' } });
    assert.equal((JSON.parse(res.body) as StyleSpecification).glyphs, 'http://maps.example/locator/map/fonts/{fontstack}/{range}.pbf');
    await mounted.close();
  });

  it('refuses a Host header that is not a host, instead of writing it into the style', async () => {
    const res = await app.inject({ url: '/map/style.json', headers: { host: 'evil.example/"><x' } });
    assert.equal(res.statusCode, 400);
  });

  it('sends the style gzipped to a browser', async () => {
    const res = await app.inject({ url: '/map/style.json', headers: { host: 'locator.example:8787', 'accept-encoding': 'gzip' } });
    assert.equal(res.headers['content-encoding'], 'gzip');
    assert.deepEqual(JSON.parse(gunzipSync(res.rawPayload).toString('utf8')), style);
  });

  it('lets the browser revalidate the style (no-cache + ETag, 304)', async () => {
    const first = await app.inject({ url: '/map/style.json', headers: { host: 'locator.example' } });
    assert.equal(first.headers['cache-control'], 'no-cache');
    const etag = String(first.headers.etag);
    const again = await app.inject({ url: '/map/style.json', headers: { host: 'locator.example', 'if-none-match': etag } });
    assert.equal(again.statusCode, 304);
    // Another origin gets another style (its URLs), so another ETag.
    const other = await app.inject({ url: '/map/style.json', headers: { host: 'other.example', 'if-none-match': etag } });
    assert.equal(other.statusCode, 200);
  });

  it('draws Leeds at the element\'s zoom 12: land, the motorways with their numbers, and the city and its districts', async () => {
    const res = await tile(...tileAt(LEEDS.lat, LEEDS.lng, CITY));
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], TILE_TYPE);
    assert.equal(res.headers['content-encoding'], 'gzip');
    const vt = decode(gunzipSync(res.rawPayload));
    assert.ok(vt.layers.land, 'land');
    const refs = new Set(propertiesOf(vt, 'motorways').map((p) => p.ref));
    assert.ok(refs.has('M621'), `motorway numbers: ${[...refs].join(', ')}`);
    const names = propertiesOf(vt, 'places').map((p) => p.name);
    assert.ok(names.includes('Leeds'), names.join(', '));
    assert.ok(names.includes('Holbeck'), 'a district at city zoom');
    // Only what the style reads reaches the browser.
    for (const p of propertiesOf(vt, 'motorways')) assert.deepEqual(Object.keys(p), ['ref']);
  });

  it('draws Great Britain at the element\'s zoom 6 with its coast, motorways and cities, no villages', async () => {
    const res = await tile(...tileAt(LEEDS.lat, LEEDS.lng, COUNTRY));
    const vt = decode(gunzipSync(res.rawPayload));
    assert.ok(vt.layers.land && vt.layers.land.length > 0, 'land (the coast is its edge)');
    assert.ok(vt.layers.motorways && vt.layers.motorways.length > 0, 'motorways');
    const places = propertiesOf(vt, 'places');
    const names = places.map((p) => p.name);
    for (const city of ['Leeds', 'Manchester', 'Liverpool', 'Sheffield']) assert.ok(names.includes(city), city);
    assert.equal(maxPlaceRank(COUNTRY), 2);
    assert.ok(places.every((p) => Number(p.rank) <= 2), 'cities only');
    assert.ok(!names.includes('Holbeck'));
    // The first view's tiles are small: this one, the densest, under 60 KB.
    assert.ok(res.rawPayload.length < 60_000, `${res.rawPayload.length} B`);
  });

  it('marks tiles immutable (the data version is in their URL) and varies by encoding', async () => {
    const res = await tile(...tileAt(LEEDS.lat, LEEDS.lng, 9));
    assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(res.headers.vary, 'Accept-Encoding');
    const plain = await tile(...tileAt(LEEDS.lat, LEEDS.lng, 9), {});
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.deepEqual(plain.rawPayload, gunzipSync(res.rawPayload));
  });

  it('answers 404 for a tile outside the pyramid or of another data version', async () => {
    assert.equal((await tile(15, 16000, 10000)).statusCode, 404, 'beyond the deepest zoom');
    assert.equal((await tile(6, 64, 20)).statusCode, 404, 'x out of range');
    assert.equal((await tile(6, 31, -1)).statusCode, 404, 'negative y');
    assert.equal((await app.inject('/map/tiles/000000000000/6/31/20.pbf')).statusCode, 404, 'another version');
    assert.equal((await app.inject(tileUrl.replace('{z}', 'six').replace('{x}', '31').replace('{y}', '20'))).statusCode, 404);
  });

  it('answers 204 for a tile in range with nothing on it (mid-Atlantic)', async () => {
    const res = await tile(...tileAt(40, -40, 6));
    assert.equal(res.statusCode, 204);
    assert.equal(res.rawPayload.length, 0);
  });

  it('serves the glyphs as protobuf with a week of cache and an ETag', async () => {
    const res = await app.inject('/map/fonts/Noto%20Sans%20Regular/0-255.pbf');
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], GLYPH_TYPE);
    assert.equal(res.headers['cache-control'], 'public, max-age=604800');
    assert.deepEqual(res.rawPayload, readFileSync(`${FONTS_DIR}Noto Sans Regular/0-255.pbf`));
    // A browser takes them gzipped: about half the bytes.
    const gzipped = await app.inject({ url: '/map/fonts/Noto%20Sans%20Regular/0-255.pbf', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    assert.equal(gzipped.headers['content-encoding'], 'gzip');
    assert.deepEqual(gunzipSync(gzipped.rawPayload), res.rawPayload);
    assert.ok(gzipped.rawPayload.length < res.rawPayload.length * 0.7, `${gzipped.rawPayload.length} of ${res.rawPayload.length} B`);
    const again = await app.inject({ url: '/map/fonts/Noto%20Sans%20Regular/0-255.pbf', headers: { 'if-none-match': String(res.headers.etag) } });
    assert.equal(again.statusCode, 304);
    const medium = await app.inject('/map/fonts/Noto%20Sans%20Medium/256-511.pbf');
    assert.equal(medium.rawPayload.length, readFileSync(`${FONTS_DIR}Noto Sans Medium/256-511.pbf`).length);
  });

  it('answers a range we do not ship with no glyphs, and an unknown font or a malformed range with 404', async () => {
    const cyrillic = await app.inject('/map/fonts/Noto%20Sans%20Regular/1024-1279.pbf');
    assert.equal(cyrillic.statusCode, 200);
    assert.equal(cyrillic.rawPayload.length, 0);
    assert.equal((await app.inject('/map/fonts/Arial/0-255.pbf')).statusCode, 404);
    assert.equal((await app.inject('/map/fonts/Noto%20Sans%20Regular/0-300.pbf')).statusCode, 404);
    assert.equal((await app.inject('/map/fonts/Noto%20Sans%20Regular/..%2F..%2FOFL.txt')).statusCode, 404);
  });
});

describe('the app serves the map', () => {
  it('registers /map/style.json in buildApp', async () => {
    const app = await fixtureApp();
    const res = await app.inject({ url: '/map/style.json', headers: { host: 'localhost' } });
    assert.equal(res.statusCode, 200);
    await app.close();
  });

  it('gives map requests a wider rate limit than the API (a view is a dozen tiles)', async () => {
    const app = await fixtureApp({ rateLimit: { max: 3, timeWindowMs: 60_000 } });
    const glyphs = [];
    for (let i = 0; i < 6; i++) glyphs.push((await app.inject('/map/fonts/Noto%20Sans%20Regular/0-255.pbf')).statusCode);
    assert.deepEqual(glyphs, [200, 200, 200, 200, 200, 200]);
    const health = [];
    for (let i = 0; i < 4; i++) health.push((await app.inject('/health')).statusCode);
    assert.equal(health[3], 429);
    await app.close();
  });
});

describe('the map data', () => {
  let layers: Awaited<ReturnType<typeof readBasemapLayers>>;
  before(async () => {
    layers = await readBasemapLayers();
  });
  const place = (name: string) => layers.places.features.find((f) => f.properties?.name === name)?.properties ?? {};

  it('orders cities of one rank by metro population (Natural Earth): Manchester before Preston', () => {
    assert.equal(place('Manchester').rank, 2);
    assert.equal(place('Preston').rank, 2);
    assert.ok(Number(place('Manchester').sort) < Number(place('Preston').sort));
  });

  it('lifts a metro of 300,000 to a city (Newcastle) and puts a capital first within its rank (Edinburgh before Glasgow)', () => {
    assert.equal(place('Newcastle upon Tyne').rank, 2);
    assert.ok(Number(place('Newcastle upon Tyne').sort) < Number(place('Sunderland').sort));
    assert.ok(Number(place('Edinburgh').sort) < Number(place('Glasgow').sort));
    // No metro takes the capitals' rank.
    assert.equal(place('Manchester').rank, 2);
  });

  it('labels a district GeoNames counts as a city as a town, after its city', () => {
    assert.equal(place('Islington').rank, 3);
    assert.equal(place('Islington').class, 'town');
    assert.equal(place('London').rank, 1);
  });

  it('names each lake once, at a point on it', () => {
    assert.equal(layers.lake_labels.features.filter((f) => f.properties?.name === 'Lough Neagh').length, 1);
  });

  it('joins the motorway pieces into long carriageways (fewer than half as many lines)', () => {
    assert.ok(layers.motorways.features.length < 6648 / 2, String(layers.motorways.features.length));
    assert.ok(layers.motorways.features.every((f) => typeof f.properties?.ref === 'string'));
  });

  it('keeps no more encoded tiles than its cache holds', () => {
    const tiles = new BasemapTiles(layers, 3);
    for (let x = 30; x < 34; x++) tiles.tile(6, x, 20);
    assert.equal(tiles.cachedTiles, 3);
  });
});

describe('mergeLines', () => {
  it('joins pieces end to end, in either direction', () => {
    const merged = mergeLines([
      [[0, 0], [1, 0]],
      [[2, 0], [1, 0]],
      [[2, 0], [3, 0]],
    ]);
    assert.deepEqual(merged, [[[3, 0], [2, 0], [1, 0], [0, 0]]]);
  });

  it('carries on straight at a junction and leaves the slip road as its own line', () => {
    const merged = mergeLines([
      [[0, 0], [1, 0]],
      [[1, 0], [1.5, 0.8]],
      [[1, 0], [2, 0]],
    ]);
    assert.equal(merged.length, 2);
    assert.deepEqual(merged.find((l) => l.length === 3)?.map(([x]) => x).sort(), [0, 1, 2]);
  });

  it('does not turn a sharp corner', () => {
    assert.equal(mergeLines([[[0, 0], [1, 0]], [[1, 0], [1, 1]]]).length, 2);
  });
});
