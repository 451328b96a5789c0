/**
 * within_bounds must answer a request the same way whatever was requested before: whether a box
 * comes back as locations or as clusters may not depend on which filter sets already have a
 * cluster index. The box is searched in the real data: one whose exact match count is at most the
 * threshold while the clusters around it (whose sizes also count members outside the box) hold
 * more than the threshold, the case where a cluster-size estimate and an exact count disagree.
 *
 * A soak (server/test/soak.ts): boxes centred on a 0.1 degree grid under `npm run test:soak`, on a 0.3
 * degree grid in `npm test`.
 */

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import Supercluster from 'supercluster';
import type { LocationsResponse } from '../../src/api/contract.ts';
import { buildApp } from '../src/app.ts';
import { type Box, boxContains, zoomForBox } from '../src/geo/bounds.ts';
import type { StationRow } from '../src/store/rows.ts';
import { rng } from '../src/import/synthetic.ts';
import { StationIndex } from '../src/index/station-index.ts';
import { NOON, fixtureStations, json, qs } from './helpers.ts';
import { bySoak } from './soak.ts';

/** The spacing of the searched boxes' centres, in degrees. */
const GRID_STEP = bySoak(0.1, 0.3);
const FILTER = { with_any: { fuel: ['E10'] } };
const matches = (s: StationRow): boolean => s.fuel_types.includes('E10');

interface NearThreshold {
  box: Box;
  exact: number;
  clusteredTotal: number;
}

/**
 * Boxes over the UK (centres on a GRID_STEP degree grid, several sizes) whose filtered match count is
 * at most the threshold but whose clusters at the request's zoom add up to more than it.
 */
function nearThresholdBoxes(stations: readonly StationRow[], threshold: number, radius: number, maxZoom: number): NearThreshold[] {
  const picked = stations.filter(matches);
  const sc = new Supercluster({ radius, maxZoom, minPoints: 2 });
  sc.load(picked.map((s) => ({ type: 'Feature' as const, geometry: { type: 'Point' as const, coordinates: [s.lng, s.lat] }, properties: {} })));
  const found: NearThreshold[] = [];
  for (const halfLat of [0.4, 0.6, 0.8, 1.0]) {
    for (let lat = 50; lat <= 58.5; lat += GRID_STEP) {
      for (let lng = -6; lng <= 1.5; lng += GRID_STEP) {
        const halfLng = halfLat * 1.6;
        const box: Box = { south: lat - halfLat, west: lng - halfLng, north: lat + halfLat, east: lng + halfLng };
        let exact = 0;
        for (const s of picked) if (boxContains(box, s.lat, s.lng)) exact++;
        if (exact > threshold || exact < threshold - 20) continue;
        const z = Math.min(zoomForBox(box), zoomForBox(box, 2048, 2048));
        let clusteredTotal = 0;
        for (const f of sc.getClusters([box.west, box.south, box.east, box.north], z)) {
          const p = f.properties as { cluster?: boolean; point_count?: number };
          clusteredTotal += p.cluster ? p.point_count! : 1;
        }
        if (clusteredTotal > threshold) found.push({ box, exact, clusteredTotal });
      }
    }
  }
  return found;
}

describe('within_bounds near the cluster threshold', () => {
  let app: FastifyInstance;
  before(async () => {
    // A fresh app: no earlier request may have built the E10 cluster index.
    app = await buildApp({ rateLimit: false, now: () => NOON });
  });
  after(async () => {
    await app.close();
  });

  it('answers the same request identically before and after its filter set has a cluster index', async () => {
    const idx = app.stationIndex;
    const { clusterThreshold, clusterRadius, clusterMaxZoom } = idx.options;
    const candidates = nearThresholdBoxes(idx.stations, clusterThreshold, clusterRadius, clusterMaxZoom);
    assert.ok(candidates.length > 0, 'the real data has a box near the threshold whose clusters overcount it');
    // The box with the most matches (closest to the threshold), widest first on ties.
    candidates.sort((a, b) => b.exact - a.exact || b.clusteredTotal - a.clusteredTotal);
    const { box, exact } = candidates[0]!;
    const url = `/api/v2/locations/within_bounds?${qs({ sw: [box.south, box.west], ne: [box.north, box.east] })}&${qs(FILTER)}`;

    const cold = await app.inject(url);
    assert.equal(cold.statusCode, 200);
    const coldBody = json<LocationsResponse>(cold.body);
    assert.deepEqual(coldBody.clusters, [], 'at most the threshold matches: plain locations');
    assert.equal(coldBody.locations.length, exact);

    // Warm the E10 cluster index with a country-wide request of the same filter set.
    const warming = json<LocationsResponse>((await app.inject(`/api/v2/locations/within_bounds?${qs({ sw: [49.8, -8.2], ne: [60.9, 1.8] })}&${qs(FILTER)}`)).body);
    assert.ok(warming.clusters.length > 0, 'the warming request clustered (its index exists now)');

    const warm = await app.inject(url);
    assert.equal(warm.statusCode, 200);
    const warmBody = json<LocationsResponse>(warm.body);
    // Shape first (a readable failure), then byte for byte.
    assert.deepEqual(
      { locations: warmBody.locations.length, clusters: warmBody.clusters.length },
      { locations: coldBody.locations.length, clusters: coldBody.clusters.length },
      'the same answer kind and size warm as cold',
    );
    assert.equal(warm.body, cold.body);
  });
});

describe('StationIndex.inBox (the exact count that decides locations or clusters)', () => {
  it('finds exactly the matching stations of random boxes, and stops one past the cap', () => {
    const rows = fixtureStations(3000, 11);
    const idx = new StationIndex(rows);
    const filters = [idx.compile({}), idx.compile({ with_any: { fuel: ['E10'] } }), idx.compile({ with_all: { fuel: ['E5', 'B7_STANDARD'] } })];
    const random = rng(5);
    let capped = 0;
    for (let n = 0; n < 300; n++) {
      const south = -60 + random() * 100;
      const north = Math.min(90, south + random() * 60);
      const west = -180 + random() * 360;
      const east = -180 + random() * 360; // west > east crosses the antimeridian
      const box: Box = { south, west, north, east };
      const filter = filters[n % filters.length]!;
      const expected = rows.flatMap((r, i) => (filter.test(i) && boxContains(box, r.lat, r.lng) ? [i] : []));
      assert.deepEqual([...idx.inBox(box, filter)].sort((a, b) => a - b), expected);
      const cap = 1 + Math.floor(random() * 40);
      const some = idx.inBox(box, filter, cap);
      assert.equal(some.length, Math.min(expected.length, cap + 1));
      for (const i of some) assert.ok(expected.includes(i), 'a capped hit is a real hit');
      if (expected.length > cap + 1) capped++;
    }
    assert.ok(capped > 20, 'the cap was exercised');
  });
});
