/**
 * along_corridor with `order: "route"`: the complete corridor list for a list beside the map.
 * The oracle below is written here, apart from `src/geo/corridor.ts`: every station against every
 * segment, with the distance model the server documents (a local equirectangular frame centred on
 * the station, lengths along the route by haversine), and its own filter predicate.
 */

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AlongCorridorListResponse, FilterParams, LocationsResponse, ResourceName } from '../../src/api/contract.ts';
import { haversine, METRES_PER_DEGREE } from '../src/geo/haversine.ts';
import { encodePolyline } from '../src/geo/polyline.ts';
import type { StationRow } from '../src/store/rows.ts';
import { rng } from '../src/import/synthetic.ts';
import { CORRIDOR_LIST_MAX } from '../src/routes/locations.ts';
import { fixtureApp, fixtureStations, json, realApp } from './helpers.ts';

type Line = [number, number][];

interface Expected {
  id: string;
  along: number;
  from: number;
}

/** Whether a row passes `with_any` / `with_all` over fuel and amenity (the groups these tests use). */
function passes(row: StationRow, filters: FilterParams): boolean {
  const values = { fuel: row.fuel_types as string[], amenity: row.amenities, brand: [] as string[] };
  for (const [group, names] of Object.entries(filters.with_any ?? {}) as [keyof typeof values, string[]][]) {
    if (!names.some((n) => values[group].includes(n))) return false;
  }
  for (const [group, names] of Object.entries(filters.with_all ?? {}) as [keyof typeof values, string[]][]) {
    if (!names.every((n) => values[group].includes(n))) return false;
  }
  return true;
}

/** Brute force: each station's closest segment, kept when within `radiusM`; sorted along, from, id. */
function oracle(rows: readonly StationRow[], line: Line, radiusM: number, keep: (row: StationRow) => boolean): Expected[] {
  const startOf: number[] = [0];
  for (let s = 1; s < line.length; s++) startOf.push(startOf[s - 1]! + haversine(...line[s - 1]!, ...line[s]!));
  const out: Expected[] = [];
  for (const row of rows) {
    if (!keep(row)) continue;
    const k = Math.cos((row.lat * Math.PI) / 180);
    // Metres east and north of the station, longitudes unwrapped (these routes stay in Britain).
    const xy = line.map(([la, ln]) => [(ln - row.lng) * k * METRES_PER_DEGREE, (la - row.lat) * METRES_PER_DEGREE] as const);
    let best: Expected | null = null;
    for (let s = 0; s + 1 < line.length; s++) {
      const [ax, ay] = xy[s]!;
      const [bx, by] = xy[s + 1]!;
      const [dx, dy] = [bx - ax, by - ay];
      const len2 = dx * dx + dy * dy;
      const t = len2 === 0 ? 0 : Math.min(1, Math.max(0, -(ax * dx + ay * dy) / len2));
      const from = Math.hypot(ax + t * dx, ay + t * dy);
      const along = startOf[s]! + t * (startOf[s + 1]! - startOf[s]!);
      if (from <= radiusM && (!best || from < best.from)) best = { id: row.id, along, from };
    }
    if (best) out.push(best);
  }
  return out.sort((a, b) => a.along - b.along || a.from - b.from || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** A random route of 12 vertices through England and Wales (steps up to ~0.2° by ~0.3°). */
function randomLine(r: () => number): Line {
  const round = (x: number): number => Math.round(x * 1e5) / 1e5;
  const line: Line = [[round(51 + r() * 3.5), round(-3.5 + r() * 4)]];
  for (let v = 1; v < 12; v++) {
    const [a, b] = line[v - 1]!;
    line.push([round(a + (r() - 0.5) * 0.4), round(b + (r() - 0.5) * 0.6)]);
  }
  return line;
}

function post(app: FastifyInstance, body: object, resource: ResourceName = 'locations'): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: `/api/v2/${resource}/along_corridor`, payload: body });
}

describe('along_corridor in route order over the real UK data', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await realApp();
  });

  it('equals a brute-force oracle on 20 random routes: every station within the radius, none outside, same order and distances', async () => {
    const r = rng(1616);
    const rows = app.stationIndex.stations;
    const totals: number[] = [];
    for (let k = 0; k < 20; k++) {
      const line = randomLine(r);
      const radius = 1 + Math.floor(r() * 25);
      // Every fourth route filtered, one of those for the stations that fail the filter.
      const filters: FilterParams = k % 4 === 3 ? { with_any: { fuel: ['E5', 'B7_PREMIUM'] }, with_all: { amenity: ['car_wash'] } } : {};
      const resource: ResourceName = k === 7 ? 'non_matching_locations' : 'locations';
      const keep = resource === 'locations' ? (row: StationRow) => passes(row, filters) : (row: StationRow) => !passes(row, filters);
      const expected = oracle(rows, line, radius * 1000, keep);
      const res = await post(app, { line: encodePolyline(line), corridor_radius: radius, order: 'route', ...filters }, resource);
      assert.equal(res.statusCode, 200, `route ${k}`);
      const body = json<AlongCorridorListResponse>(res.body);
      const label = `route ${k} (${radius} km, ${expected.length} stations)`;
      assert.deepEqual(body.clusters, [], label);
      assert.equal(body.total, expected.length, label);
      assert.equal(res.headers['x-total-count'], String(expected.length), label);
      const shown = expected.slice(0, CORRIDOR_LIST_MAX);
      assert.deepEqual(body.locations.map((l) => l.id), shown.map((e) => e.id), label);
      body.locations.forEach((l, i) => {
        assert.ok(Math.abs(l.distance_along_route! - shown[i]!.along) < 1, `${label} #${i} along`);
        assert.ok(Math.abs(l.distance_from_route! - shown[i]!.from) < 1, `${label} #${i} from`);
        assert.ok(l.distance_from_route! <= radius * 1000, `${label} #${i} within the radius`);
      });
      totals.push(expected.length);
    }
    // The routes cover the cases that matter: empty, a short list, more than the map's cluster
    // threshold (the map gets clusters there) and more than the cap.
    assert.ok(totals.some((t) => t === 0) || totals.some((t) => t > 0 && t <= 100), `short lists: ${totals.join(' ')}`);
    assert.ok(totals.some((t) => t > app.stationIndex.options.clusterThreshold && t <= CORRIDOR_LIST_MAX), `over the cluster threshold: ${totals.join(' ')}`);
    assert.ok(totals.some((t) => t > CORRIDOR_LIST_MAX), `over the cap: ${totals.join(' ')}`);
  });

  // London to Edinburgh at 25 km: thousands of stations.
  const longLine: Line = [[51.5, -0.12], [52.48, -1.9], [53.48, -2.24], [55.95, -3.19]];

  it('caps the list at limit (default 500) and reports the total in the header and the body', async () => {
    const total = oracle(app.stationIndex.stations, longLine, 25_000, () => true).length;
    assert.ok(total > CORRIDOR_LIST_MAX, `corridor of ${total} stations`);
    const full = await post(app, { line: encodePolyline(longLine), corridor_radius: 25, order: 'route' });
    assert.equal(full.statusCode, 200);
    const fullBody = json<AlongCorridorListResponse>(full.body);
    assert.equal(fullBody.locations.length, CORRIDOR_LIST_MAX);
    assert.equal(fullBody.total, total);
    assert.equal(full.headers['x-total-count'], String(total));
    assert.match(String(full.headers['x-data-attribution']), /Open Government Licence/);

    const few = await post(app, { line: encodePolyline(longLine), corridor_radius: 25, order: 'route', limit: 7 });
    const fewBody = json<AlongCorridorListResponse>(few.body);
    assert.deepEqual(fewBody.locations.map((l) => l.id), fullBody.locations.slice(0, 7).map((l) => l.id));
    assert.equal(fewBody.total, total);
    assert.equal(few.headers['x-total-count'], String(total));
  });

  it('leaves the map answer as it was: clustered, without a total', async () => {
    const res = await post(app, { line: encodePolyline(longLine), corridor_radius: 25, zoom: 6 });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['x-total-count'], undefined);
    const body = json<LocationsResponse & { total?: number }>(res.body);
    assert.ok(body.clusters.length > 0, 'clusters');
    assert.ok(body.locations.length <= app.stationIndex.options.maxLocations, 'few unclustered locations');
    assert.deepEqual(Object.keys(body), ['locations', 'clusters']);
  });

  it('rejects a bad order or limit, and a limit without order "route", with 400', async () => {
    const line = encodePolyline(longLine);
    for (const extra of [
      { order: 'map' },
      { order: 'Route' },
      { order: ['route'] },
      { order: 'route', limit: 0 },
      { order: 'route', limit: CORRIDOR_LIST_MAX + 1 },
      { order: 'route', limit: 2.5 },
      { order: 'route', limit: '7' },
      { order: 'route', limit: null },
      { limit: 7 },
    ]) {
      const res = await post(app, { line, corridor_radius: 5, ...extra });
      assert.equal(res.statusCode, 400, JSON.stringify(extra));
      assert.equal(json<{ error: { code: string } }>(res.body).error.code, 'bad_request');
    }
    const inf = await app.inject({
      method: 'POST',
      url: '/api/v2/locations/along_corridor',
      headers: { 'content-type': 'application/json' },
      payload: `{"line":"${line}","corridor_radius":5,"order":"route","limit":1e400}`,
    });
    assert.equal(inf.statusCode, 400);
  });
});

describe('along_corridor in route order over fixtures', () => {
  // Two stations at the same spot, imported with the later id first: the tie goes by id.
  const [base, ...rest] = fixtureStations();
  const twins: StationRow[] = [
    { ...base!, id: 'twin-b' },
    { ...base!, id: 'twin-a' },
  ];
  let app: FastifyInstance;
  before(async () => {
    app = await fixtureApp({ stations: [...twins, ...rest], corsOrigins: ['https://brand.example'] });
  });
  after(() => app.close());

  const throughTwins = (): Line => [
    [base!.lat - 0.05, base!.lng - 0.05],
    [base!.lat + 0.05, base!.lng + 0.05],
  ];

  it('orders stations at the same spot by id, in the list and in the map answer', async () => {
    for (const body of [{ order: 'route' }, {}]) {
      const res = await post(app, { line: encodePolyline(throughTwins()), corridor_radius: 1, ...body });
      const ids = json<LocationsResponse>(res.body).locations.map((l) => l.id).filter((id) => id.startsWith('twin-'));
      assert.deepEqual(ids, ['twin-a', 'twin-b'], JSON.stringify(body));
    }
  });

  it('exposes X-Total-Count to the configured origins', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v2/locations/along_corridor',
      headers: { origin: 'https://brand.example' },
      payload: { line: encodePolyline(throughTwins()), corridor_radius: 1, order: 'route' },
    });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['access-control-allow-origin'], 'https://brand.example');
    assert.match(String(res.headers['access-control-expose-headers']), /X-Total-Count/);
    assert.ok(Number(res.headers['x-total-count']) >= 2, 'both twins counted');
  });
});
