/**
 * Property-based fuzzing (fast-check): at least 2,000 generated requests per endpoint, hostile
 * and valid-shaped. Property: never a status >= 500, errors always in the uniform shape, and the
 * process keeps serving. Valid-shaped requests must succeed and respect output invariants.
 *
 * A soak (server/test/soak.ts): 2,000 runs per property under `npm run test:soak`, 200 in `npm test`.
 */

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { DirectionsResponse, LocationsResponse, WireCompletion } from '../../src/api/contract.ts';
import { encodePolyline } from '../src/geo/polyline.ts';
import { fixtureApp, json } from './helpers.ts';
import { bySoak } from './soak.ts';

const RUNS = bySoak(2000, 200);
const SEED = 20260218;

const KEYS = ['sw', 'ne', 'lat', 'lng', 'limit', 'page', 'per_page', 'zoom', 'query', 'region_id', 'with_any', 'with_all', 'bounds', 'origin', 'locale', 'format', 'cacheBust', '__proto__', 'constructor'];
const SUFFIXES = ['', '[]', '[0]', '[99999]', '[__proto__]', '[', ']', '[fuel][]', '[brand][]', '[sw][]', '[ne][]', '[lat]', '[lng]', '[a][b][c]', '[][]'];
const VALUES = ['0', '-1', '51.5', '-0.12', '90', '91', '-181', '1e400', 'Infinity', '-Infinity', 'NaN', '0x10', '%20%35%20', '', '%', '%zz', '%E0%A4%A', 'E10', 'bp', 'car_wash', 'json', 'de_DE', '100', '101', '1.5', 'GB', 'aberdeen'];

const hostileValue = fc.oneof(
  fc.constantFrom(...VALUES),
  fc.double().map(String),
  fc.integer().map(String),
  fc.string({ maxLength: 20 }).map(encodeURIComponent),
  fc.string({ unit: 'binary', maxLength: 12 }).map(encodeURIComponent),
);
const hostileKey = fc.oneof(
  fc.tuple(fc.constantFrom(...KEYS), fc.constantFrom(...SUFFIXES)).map(([k, s]) => k + s),
  fc.string({ maxLength: 10 }).map(encodeURIComponent),
);
const hostileQuery = fc
  .array(fc.tuple(hostileKey, hostileValue, fc.boolean()), { maxLength: 60 })
  .map((pairs) => pairs.map(([k, v, bare]) => (bare && v === '' ? k : `${k}=${v}`)).join('&'));

function assertSafe(res: LightMyRequestResponse, label: string): void {
  assert.ok(res.statusCode < 500, `${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  if (res.statusCode >= 400) {
    const body = json<{ error?: { code?: unknown; message?: unknown } }>(res.body);
    assert.equal(typeof body.error?.code, 'string', label);
    assert.equal(typeof body.error?.message, 'string', label);
    assert.doesNotMatch(res.body, /\bat [\w.<>]+ \(|node_modules|SQLITE|SELECT /, label);
  }
}

describe('fuzzing', () => {
  let app: FastifyInstance;
  const stats = { requests: 0, ok: 0, client: 0 };
  before(async () => {
    app = await fixtureApp();
  });
  after(async () => {
    // The process is alive and still serving after every run.
    const health = await app.inject('/health');
    assert.equal(health.statusCode, 200);
    await app.close();
  });

  const inject = async (opts: InjectOptions, label: string): Promise<LightMyRequestResponse> => {
    const res = await app.inject(opts);
    stats.requests++;
    if (res.statusCode < 400) stats.ok++;
    else stats.client++;
    assertSafe(res, label);
    return res;
  };

  const getEndpoints = [
    '/api/v2/locations/within_bounds',
    '/api/v2/non_matching_locations/within_bounds',
    '/api/v2/locations/within_region',
    '/api/v2/locations/nearest_to',
    '/api/v2/locations/complete',
    '/api/v2/locations/syn-7-1',
    '/api/v2/routes',
    '/api/v2/places/complete',
    '/api/v2/places/reverse',
    '/api/v2/places/town:gb:x',
    '/config/published/uk-fuel/prod/en_GB.json',
  ];
  for (const path of getEndpoints) {
    it(`GET ${path}: ${RUNS} hostile query strings, no 5xx`, async () => {
      await fc.assert(
        fc.asyncProperty(hostileQuery, async (q) => {
          await inject({ method: 'GET', url: `${path}?${q}` }, path);
        }),
        { numRuns: RUNS, seed: SEED },
      );
    });
  }

  it(`GET hostile paths: ${RUNS} generated ids and resources, no 5xx`, async () => {
    const segment = fc.oneof(fc.constantFrom('locations', 'non_matching_locations', 'routes', 'places', '..', '%2e%2e', '%2F', '', 'within_bounds'), fc.string({ maxLength: 30 }).map(encodeURIComponent));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('/api/v2/', '/config/published/', '/'), fc.array(segment, { maxLength: 5 }), async (prefix, segs) => {
        for (const method of ['GET', 'DELETE'] as const) await inject({ method, url: prefix + segs.join('/') }, `${method} ${prefix}`);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });

  const jsonBody = fc.oneof(
    fc.jsonValue({ maxDepth: 4 }),
    fc.record(
      {
        line: fc.oneof(fc.string({ maxLength: 40 }), fc.constant('_p~iF~ps|U_ulLnnqC_mqNvxq`@'), fc.integer()),
        corridor_radius: fc.oneof(fc.double(), fc.integer({ min: -5, max: 40 }), fc.string({ maxLength: 4 })),
        bounds: fc.anything({ maxDepth: 2 }),
        with_any: fc.dictionary(fc.constantFrom('fuel', 'amenity', 'brand', 'x', '__proto__'), fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 })),
        zoom: fc.oneof(fc.double(), fc.integer()),
        order: fc.oneof(fc.constant('route'), fc.string({ maxLength: 6 }), fc.integer(), fc.constant(null)),
        limit: fc.oneof(fc.integer({ min: -5, max: 600 }), fc.double(), fc.string({ maxLength: 4 }), fc.constant(null)),
        name: fc.string({ maxLength: 10 }),
        route: fc.anything({ maxDepth: 3 }),
      },
      { requiredKeys: [] },
    ),
  );
  const rawBody = fc.oneof(
    jsonBody.map((b) => JSON.stringify(b) ?? 'null'),
    fc.string({ maxLength: 60 }),
    fc.constantFrom('{"corridor_radius":1e400,"line":"_p~iF~ps|U_ulLnnqC"}', '{"corridor_radius":5,"line":"_p~iF~ps|U_ulLnnqC","order":"route","limit":1e400}', '{"__proto__":{"a":1}}', '{"constructor":{"prototype":{}}}', '[', '{"line":', ''),
  );
  for (const path of ['/api/v2/locations/along_corridor', '/api/v2/non_matching_locations/along_corridor', '/api/v2/routes']) {
    it(`POST ${path}: ${RUNS} generated bodies, no 5xx`, async () => {
      await fc.assert(
        fc.asyncProperty(rawBody, fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded'), async (body, type) => {
          await inject({ method: 'POST', url: path, headers: { 'content-type': type }, payload: body }, path);
        }),
        { numRuns: RUNS, seed: SEED },
      );
    });
  }

  // ---- valid-shaped requests: always 200 and the output invariants hold ----

  const lat = fc.double({ min: 50, max: 58.5, noNaN: true });
  const lng = fc.double({ min: -5.5, max: 1.5, noNaN: true });
  const filterQs = fc
    .record({ fuel: fc.subarray(['E10', 'E5', 'B7_STANDARD', 'HVO']), amenity: fc.subarray(['car_wash', 'customer_toilets']), brand: fc.subarray(['bp', 'esso', 'other']) })
    .map((f) =>
      [
        ...f.fuel.map((x) => `with_any[fuel][]=${x}`),
        ...f.amenity.map((x) => `with_all[amenity][]=${x}`),
        ...f.brand.map((x) => `with_any[brand][]=${x}`),
      ].join('&'),
    );

  it(`within_bounds: ${RUNS} valid boxes answer 200 with finite coordinates inside the box`, async () => {
    await fc.assert(
      fc.asyncProperty(lat, lng, fc.double({ min: 0.001, max: 6, noNaN: true }), fc.double({ min: 0.001, max: 8, noNaN: true }), fc.option(fc.integer({ min: 0, max: 22 })), filterQs, async (s, w, dLat, dLng, zoom, filters) => {
        const n = Math.min(90, s + dLat);
        const e = Math.min(180, w + dLng);
        const url = `/api/v2/locations/within_bounds?sw[]=${s}&sw[]=${w}&ne[]=${n}&ne[]=${e}${zoom === null ? '' : `&zoom=${zoom}`}&${filters}`;
        const res = await inject({ method: 'GET', url }, url);
        assert.equal(res.statusCode, 200, url);
        const body = json<LocationsResponse>(res.body);
        for (const l of body.locations) {
          assert.ok(Number.isFinite(l.lat) && Number.isFinite(l.lng), 'Number.isFinite(l.lat) && Number.isFinite(l.lng)');
          assert.ok(l.lat >= s && l.lat <= n && l.lng >= w && l.lng <= e, url);
        }
        for (const c of body.clusters) assert.ok(c.size >= 2 && Number.isFinite(c.centroid[0]), 'c.size >= 2 && Number.isFinite(c.centroid[0])');
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });

  it(`nearest_to: ${RUNS} valid requests answer 200, at most limit, sorted, with consistent totals`, async () => {
    await fc.assert(
      fc.asyncProperty(lat, lng, fc.oneof(fc.record({ limit: fc.integer({ min: 1, max: 100 }) }), fc.record({ page: fc.integer({ min: 1, max: 50 }), per_page: fc.integer({ min: 1, max: 100 }) })), filterQs, async (la, ln, paging, filters) => {
        const p = Object.entries(paging).map(([k, v]) => `${k}=${v}`).join('&');
        const url = `/api/v2/locations/nearest_to?lat=${la}&lng=${ln}&${p}&${filters}`;
        const res = await inject({ method: 'GET', url }, url);
        assert.equal(res.statusCode, 200, url);
        const locs = json<LocationsResponse>(res.body).locations;
        const max = 'limit' in paging ? paging.limit : paging.per_page;
        assert.ok(locs.length <= max, 'locs.length <= max');
        for (let i = 1; i < locs.length; i++) assert.ok(locs[i]!.distance! >= locs[i - 1]!.distance!, 'locs[i]!.distance! >= locs[i - 1]!.distance!');
        if ('page' in paging) {
          const total = Number(res.headers['x-total-count']);
          assert.ok(Number.isInteger(total), 'Number.isInteger(total)');
          const before = (paging.page - 1) * paging.per_page;
          assert.equal(locs.length, Math.max(0, Math.min(paging.per_page, total - before)));
          assert.match(String(res.headers.link), /rel="first"/);
        }
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });

  it(`complete: ${RUNS} valid queries answer 200 with in-range highlights`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.constantFrom('bp', 'esso high', 'street', 'S', 'castle', 'SA'), fc.stringMatching(/^[a-z0-9 ]{1,12}$/)), fc.integer({ min: 1, max: 20 }), async (query, limit) => {
        if (query.trim() === '') return;
        const url = `/api/v2/locations/complete?query=${encodeURIComponent(query)}&limit=${limit}`;
        const res = await inject({ method: 'GET', url }, url);
        assert.equal(res.statusCode, 200, url);
        const list = json<WireCompletion[]>(res.body);
        assert.ok(list.length <= limit, 'list.length <= limit');
        for (const c of list) for (const m of c.matched_substrings ?? []) assert.ok(m.offset >= 0 && m.offset + m.length <= c.value.length, 'm.offset >= 0 && m.offset + m.length <= c.value.length');
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });

  // A third of the routes ask for the complete list (order "route", with or without a limit).
  const listOrMap = fc.oneof(fc.constant({}), fc.constant({}), fc.record({ order: fc.constant('route' as const), limit: fc.integer({ min: 1, max: 500 }) }, { requiredKeys: ['order'] }));
  it(`along_corridor: ${RUNS} valid routes answer 200 within the radius, in route order`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(lat, lng), { minLength: 2, maxLength: 8 }), fc.integer({ min: 1, max: 25 }), listOrMap, async (pts, radius, list) => {
        const line = pts.map(([a, b]) => [Math.round(a * 1e5) / 1e5, Math.round(b * 1e5) / 1e5] as [number, number]);
        const res = await inject({ method: 'POST', url: '/api/v2/locations/along_corridor', payload: { line: encodePolyline(line), corridor_radius: radius, ...list } }, 'corridor');
        assert.equal(res.statusCode, 200);
        const body = json<LocationsResponse & { total?: number }>(res.body);
        const locs = body.locations;
        if ('order' in list) {
          assert.deepEqual(body.clusters, []);
          assert.equal(res.headers['x-total-count'], String(body.total));
          assert.equal(locs.length, Math.min(body.total!, list.limit ?? 500));
        }
        for (let i = 0; i < locs.length; i++) {
          assert.ok(locs[i]!.distance_from_route! <= radius * 1000 + 0.01, 'locs[i]!.distance_from_route! <= radius * 1000 + 0.01');
          if (i > 0) assert.ok(locs[i]!.distance_along_route! >= locs[i - 1]!.distance_along_route!, 'locs[i]!.distance_along_route! >= locs[i - 1]!.distance_along_route!');
        }
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });

  // ---- directions: hostile bodies, then valid-shaped requests over GB, Ireland and the sea ----

  const waypointish = fc.record(
    {
      lat: fc.oneof(fc.double(), fc.integer(), fc.constantFrom(-90, 90, 53.8, Number.MAX_VALUE), fc.string({ maxLength: 4 })),
      lng: fc.oneof(fc.double(), fc.integer(), fc.constantFrom(-180, 180, -1.55), fc.string({ maxLength: 4 })),
      label: fc.oneof(fc.string({ maxLength: 30 }), fc.integer(), fc.constant(null)),
      extra: fc.anything({ maxDepth: 1 }),
    },
    { requiredKeys: [] },
  );
  const directionsBody = fc.oneof(
    fc.jsonValue({ maxDepth: 4 }),
    fc.record(
      {
        waypoints: fc.oneof(fc.array(waypointish, { maxLength: 30 }), fc.anything({ maxDepth: 2 })),
        avoid_tolls: fc.oneof(fc.boolean(), fc.string({ maxLength: 3 }), fc.integer()),
        avoid_highways: fc.oneof(fc.boolean(), fc.constant(null)),
        locale: fc.oneof(fc.constantFrom('de_DE', 'en_GB', 'de', 'xx_YY', '__proto__'), fc.string({ maxLength: 12 })),
        format: fc.constantFrom('json', 'xml'),
      },
      { requiredKeys: [] },
    ),
  );
  it(`POST /api/v2/directions: ${RUNS} generated bodies, no 5xx`, async () => {
    const raw = fc.oneof(
      directionsBody.map((b) => JSON.stringify(b) ?? 'null'),
      fc.string({ maxLength: 60 }),
      fc.constantFrom('{"waypoints":[{"lat":1e400,"lng":0},{"lat":0,"lng":0}]}', '{"waypoints":{"__proto__":[]}}', '{"waypoints":[', ''),
    );
    await fc.assert(
      fc.asyncProperty(raw, fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain'), async (body, type) => {
        await inject({ method: 'POST', url: '/api/v2/directions', headers: { 'content-type': type }, payload: body }, 'directions');
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });

  it(`directions: ${RUNS} valid requests answer 200 with legs, steps and totals that agree`, async () => {
    const icons = new Set(['', 'straight', ...['turn', 'keep', 'ramp', 'turn-slight', 'turn-sharp', 'turn-hard', 'fork'].flatMap((k) => [`${k}-left`, `${k}-right`])]);
    // Great Britain, Northern Ireland, Ireland and the seas around: on and off the network.
    const point = fc.record({ lat: fc.double({ min: 49.5, max: 61, noNaN: true }), lng: fc.double({ min: -10.5, max: 2.5, noNaN: true }), label: fc.string({ maxLength: 12 }) }, { requiredKeys: ['lat', 'lng'] });
    await fc.assert(
      fc.asyncProperty(fc.array(point, { minLength: 2, maxLength: 4 }), fc.boolean(), fc.boolean(), fc.constantFrom('de_DE', 'en_GB'), async (waypoints, avoidTolls, avoidHighways, locale) => {
        const res = await inject({ method: 'POST', url: '/api/v2/directions', payload: { waypoints, avoid_tolls: avoidTolls, avoid_highways: avoidHighways, locale } }, 'directions');
        assert.equal(res.statusCode, 200, res.body);
        const answer = json<DirectionsResponse>(res.body);
        assert.equal(answer.legs.length, waypoints.length - 1);
        assert.equal(answer.network, answer.legs.some((l) => l.network === 'motorway') ? 'motorway' : 'straight');
        if (avoidHighways) assert.equal(answer.network, 'straight');
        let metres = 0;
        for (const leg of answer.legs) {
          // A leg across the sea has no road: no time, and the route's totals leave it out.
          if (leg.network === 'sea') assert.equal(leg.duration_seconds, 0);
          else metres += leg.distance_meters;
          assert.ok(leg.steps.length >= 1 && leg.duration_seconds >= 0, 'a leg has steps and a duration');
          for (const step of leg.steps) {
            assert.ok(icons.has(step.maneuver), step.maneuver);
            assert.ok(step.instruction.length > 0, 'an instruction');
            if (avoidTolls) assert.doesNotMatch(step.instruction, /Toll/);
          }
        }
        assert.ok(Math.abs(metres - answer.distance_meters) <= answer.legs.length, `${metres} vs ${answer.distance_meters}`);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });

  it('served mostly client errors from the hostile runs, and never a 5xx', () => {
    assert.ok(stats.requests >= RUNS * 19, String(stats.requests));
    assert.ok(stats.ok > 0 && stats.client > 0, 'stats.ok > 0 && stats.client > 0');
  });
});

describe('fuzzing over a real socket', () => {
  it('survives hostile raw requests and keeps serving', async () => {
    const app = await fixtureApp();
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const samples = fc.sample(hostileQuery, { numRuns: 200, seed: SEED });
    for (const q of samples) {
      const res = await fetch(`${address}/api/v2/locations/nearest_to?${q}`);
      assert.ok(res.status < 500, String(res.status));
      await res.arrayBuffer();
    }
    const health = await fetch(`${address}/health`);
    assert.equal(health.status, 200);
    await app.close();
  });
});
