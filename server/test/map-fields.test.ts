import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { LocationsResponse, MapColumnsResponse, MapLocationsResponse, WireLocation } from '../../src/api/contract.ts';
import { buildApp } from '../src/app.ts';
import { NOON, json, qs, realApp } from './helpers.ts';

/** The map projection's keys, in the order they are written (contract.ts `WireMapField`). */
const MAP_KEYS = ['id', 'name', 'formatted_address', 'lat', 'lng', 'site_brand', 'channel_of_trade', 'open_status', 'next_open_status_change'];

const UK = { sw: [49.8, -8.2], ne: [60.9, 1.8] };
const LONDON = { sw: [51.45, -0.2], ne: [51.55, -0.05] };
/** bench:ui's busy pan (the Midlands at zoom 8.3 on a desktop screen). */
const MIDLANDS = { sw: [51.95, -3.3], ne: [53.55, 0.1] };

/** within_bounds and within_region calls of both resources, with and without filters, clusters or region. */
const CALLS = [
  `locations/within_bounds?${qs(LONDON)}`,
  `locations/within_bounds?${qs(UK)}&zoom=6`,
  `locations/within_bounds?${qs(MIDLANDS)}&zoom=8&${qs({ with_any: { fuel: ['E10'] } })}`,
  `non_matching_locations/within_bounds?${qs(LONDON)}&${qs({ with_any: { brand: ['bp'] } })}`,
  'locations/within_region?region_id=GB&zoom=5',
  `non_matching_locations/within_region?region_id=gb&zoom=7&${qs({ with_all: { amenity: ['car_wash'] } })}`,
];

/** The answer and headers of one call, with the headers that name the body's size left out. */
async function answer(app: FastifyInstance, url: string) {
  const res = await app.inject(url);
  assert.equal(res.statusCode, 200, url);
  const headers = { ...res.headers };
  delete headers['content-length'];
  delete headers.date;
  return { headers, body: res.body, size: res.rawPayload.length };
}

/** `location`'s map fields, in `MAP_KEYS` order. */
function projected(location: WireLocation): Record<string, unknown> {
  const all: Record<string, unknown> = { ...location };
  return Object.fromEntries(MAP_KEYS.map((key) => [key, all[key]]));
}

/** A `layout=columns` answer's locations as rows: row k holds element k of each column. */
function rowsOf(body: MapColumnsResponse): Record<string, unknown>[] {
  const columns = body.columns as unknown as Record<string, unknown[]>;
  const count = columns['id']?.length ?? 0;
  return Array.from({ length: count }, (_, k) => Object.fromEntries(MAP_KEYS.map((key) => [key, columns[key]?.[k]])));
}

describe('within_bounds and within_region with fields=map', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await realApp();
  });

  it('sends exactly the map fields of each location, in order', async () => {
    const body = json<MapLocationsResponse>((await answer(app, `/api/v2/locations/within_bounds?${qs(LONDON)}&fields=map`)).body);
    assert.ok(body.locations.length > 10, String(body.locations.length));
    for (const location of body.locations) assert.deepEqual(Object.keys(location), MAP_KEYS);
  });

  it('answers the same stations, clusters, order and headers as without it, each location projected', async () => {
    for (const call of CALLS) {
      const whole = await answer(app, `/api/v2/${call}&locale=en_GB&format=json`);
      const map = await answer(app, `/api/v2/${call}&locale=en_GB&format=json&fields=map`);
      const wholeBody = json<LocationsResponse>(whole.body);
      const mapBody = json<MapLocationsResponse>(map.body);
      assert.ok(wholeBody.locations.length + wholeBody.clusters.length > 0, call);
      assert.deepEqual(map.headers, whole.headers, call);
      assert.deepEqual(mapBody.clusters, wholeBody.clusters, call);
      assert.deepEqual(mapBody.locations, wholeBody.locations.map(projected), call);
      assert.ok(map.size < whole.size || wholeBody.locations.length === 0, call);
    }
  });

  it('answers 400 with a clear message for any other value', async () => {
    for (const value of ['all', 'MAP', '', 'map,id']) {
      for (const call of [`locations/within_bounds?${qs(LONDON)}`, 'non_matching_locations/within_region?region_id=GB']) {
        const url = `/api/v2/${call}&fields=${encodeURIComponent(value)}`;
        const res = await app.inject(url);
        assert.equal(res.statusCode, 400, url);
        const body = json<{ error: { code: string; message: string } }>(res.body);
        assert.equal(body.error.code, 'bad_request', url);
        assert.match(body.error.message, /^querystring fields must be equal to one of the allowed values \(map\)$/, url);
      }
    }
  });
});

describe('within_bounds and within_region with fields=map&layout=columns', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await realApp();
  });

  it('answers one array per map field, of one length, holding the same locations in the same order as rows, and the same clusters and headers', async () => {
    for (const call of CALLS) {
      const rows = await answer(app, `/api/v2/${call}&locale=en_GB&format=json&fields=map`);
      for (const layout of ['columns', 'rows']) {
        const laidOut = await answer(app, `/api/v2/${call}&locale=en_GB&format=json&fields=map&layout=${layout}`);
        assert.deepEqual(laidOut.headers, rows.headers, call);
        if (layout === 'rows') {
          assert.equal(laidOut.body, rows.body, `${call}: layout=rows is the default`);
          continue;
        }
        const body = json<MapColumnsResponse>(laidOut.body);
        assert.deepEqual(Object.keys(body), ['columns', 'clusters'], call);
        assert.deepEqual(Object.keys(body.columns).sort(), [...MAP_KEYS].sort(), call);
        const rowsBody = json<MapLocationsResponse>(rows.body);
        for (const column of Object.values(body.columns)) assert.equal(column.length, rowsBody.locations.length, call);
        assert.deepEqual(rowsOf(body), rowsBody.locations, call);
        assert.deepEqual(body.clusters, rowsBody.clusters, call);
      }
    }
  });

  it('answers 400 for layout=columns without fields=map, and for an unknown layout', async () => {
    for (const query of ['layout=columns', 'layout=table&fields=map', 'layout=COLUMNS&fields=map']) {
      const url = `/api/v2/locations/within_bounds?${qs(LONDON)}&${query}`;
      const res = await app.inject(url);
      assert.equal(res.statusCode, 400, url);
      const body = json<{ error: { code: string; message: string } }>(res.body);
      assert.equal(body.error.code, 'bad_request', url);
      assert.match(body.error.message, query === 'layout=columns' ? /^layout=columns needs fields=map$/ : /^querystring layout must be equal to one of the allowed values \(rows, columns\)$/, url);
    }
  });
});

describe('fields=map on a busy answer (bench:ui: ~2,000 stations in view, CLUSTER_THRESHOLD=10000)', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildApp({ rateLimit: false, now: () => NOON, index: { clusterThreshold: 10_000 } });
  });
  after(() => app.close());

  it('is over three times smaller than the whole answer (the ids, names and addresses are most of what is left)', async () => {
    const url = `/api/v2/locations/within_bounds?${qs(MIDLANDS)}&zoom=8&locale=en_GB&format=json`;
    const whole = await answer(app, url);
    const map = await answer(app, `${url}&fields=map`);
    const stations = json<MapLocationsResponse>(map.body).locations.length;
    const ratio = whole.size / map.size;
    console.log(`fields=map: ${stations} stations, ${whole.size} → ${map.size} bytes (${ratio.toFixed(1)}× smaller)`);
    assert.ok(stations > 1500, String(stations));
    assert.ok(ratio > 3, ratio.toFixed(2));
  });

  it('with layout=columns, a third smaller again (each field named once, not once per station)', async () => {
    const url = `/api/v2/locations/within_bounds?${qs(MIDLANDS)}&zoom=8&locale=en_GB&format=json&fields=map`;
    const rows = await answer(app, url);
    const columns = await answer(app, `${url}&layout=columns`);
    const ratio = columns.size / rows.size;
    console.log(`layout=columns: ${rows.size} → ${columns.size} bytes (${(ratio * 100).toFixed(0)} % of the rows)`);
    assert.ok(ratio < 0.7, ratio.toFixed(2));
  });
});
