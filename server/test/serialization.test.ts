/**
 * The hand-built JSON of location lists is byte-identical to serialising the wire objects: station
 * fragments (static head built once + per-request status and distances) and cluster fragments
 * (written once per cluster index, zoom and tile, in the tile cache).
 */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { WireCluster } from '../../src/api/contract.ts';
import type { Box } from '../src/geo/bounds.ts';
import { locationsJson } from '../src/http/respond.ts';
import { seededBoxes, syntheticStations } from '../src/import/synthetic.ts';
import { staticFields } from '../src/index/serialize.ts';
import { StationIndex } from '../src/index/station-index.ts';
import { OpenStatusCache, bankHolidaysOf } from '../src/hours/opening-status.ts';
import { NOON, fixtureApp } from './helpers.ts';

const rows = syntheticStations(3000, 5, 20);

const boxes = (n: number): Box[] => seededBoxes(n, 3);

describe('serialisation fragments', () => {
  it('a station fragment equals JSON.stringify of the wire object, for every status and extra', () => {
    const idx = new StationIndex(rows);
    const status = new OpenStatusCache();
    // Noon, night, a Sunday morning, a summer evening and Christmas morning: open, closed, 24/7, unknown, temporarily closed.
    const instants = ['2026-02-18T12:00:00Z', '2026-02-18T23:30:00Z', '2026-02-22T06:30:00Z', '2026-07-04T21:45:00Z', '2026-12-25T07:00:00Z'].map((s) => new Date(s));
    const seen = new Set<string>();
    for (let i = 0; i < rows.length; i += 7) {
      const r = rows[i]!;
      for (const now of instants) {
        const st = status.status(r.opening_hours, r.timezone, r.temporarily_closed, now, bankHolidaysOf(r));
        seen.add(st.open_status);
        const extras = i % 3 === 0 ? {} : i % 3 === 1 ? { distance: 1234 } : { distance_from_route: 17, distance_along_route: 90_210 };
        const expected = JSON.stringify({ ...staticFields(r, idx.siteBrands[i]!), ...st, ...extras });
        assert.equal(idx.json(i, now, extras), expected, `station ${r.id} at ${now.toISOString()}`);
      }
      // The cached bytes follow the clock forwards and backwards: never a status from another instant.
      for (const now of [...instants, ...instants.slice().reverse()]) {
        assert.equal(idx.jsonBytes(i, now).toString('utf8'), idx.json(i, now), `cached station ${r.id} at ${now.toISOString()}`);
      }
    }
    for (const s of ['open', 'closed', 'twenty_four_hour', 'unknown']) assert.ok(seen.has(s), `sample covers ${s}`);
  });

  it('cluster fragments equal JSON.stringify(clusters), also when served again from a cached tile', () => {
    const idx = new StationIndex(rows);
    const filters = [idx.compile({}), idx.compile({ with_any: { fuel: ['E10'] } }), idx.compile({ with_all: { amenity: ['car_wash'] } })];
    // withinBounds answers a box near the threshold differently depending on whether the filter
    // set's cluster index exists yet, so the fresh index gets the same index state (primed at
    // zoom 0) but no cached tile yet for the query's zoom.
    const gb: Box = { south: 49, west: -8, north: 61, east: 2 };
    for (const f of filters) idx.withinBounds(gb, f, 0);
    let clustered = 0;
    for (const [n, box] of boxes(24).entries()) {
      const filter = filters[n % filters.length]!;
      for (const zoom of [undefined, 4, 7]) {
        const first = idx.withinBounds(box, filter, zoom);
        const again = idx.withinBounds(box, filter, zoom);
        // A fresh index per query: what a tile's first build writes is what it must serve again.
        const other = new StationIndex(rows);
        other.withinBounds(gb, filter, 0);
        const fresh = other.withinBounds(box, filter, zoom);
        const clusters = JSON.parse(`[${first.clusterJson.join(',')}]`) as WireCluster[];
        // Canonical JSON: the chunks are exactly what JSON.stringify writes for the clusters.
        assert.equal(first.clusterJson.join(','), JSON.stringify(clusters).slice(1, -1));
        assert.deepEqual(again.clusterJson, first.clusterJson);
        assert.deepEqual(fresh.clusterJson, first.clusterJson, 'same clusters as an index without cached tiles');
        assert.deepEqual(fresh.locations, first.locations);
        const locs = first.locations.map((i) => idx.json(i, NOON));
        assert.equal(locationsJson(locs, first.clusterJson).toString(), `{"locations":[${locs.join(',')}],"clusters":${JSON.stringify(clusters)}}`);
        if (clusters.length > 0) clustered++;
      }
    }
    assert.ok(clustered > 10, `sample includes clustered answers (${clustered})`);
  });

  it('tiles are per filter set and per zoom: one set never answers with another set\'s clusters', () => {
    const idx = new StationIndex(rows);
    const all = idx.compile({});
    const e10 = idx.compile({ with_any: { fuel: ['HVO'] } });
    const box: Box = { south: 50, west: -5.5, north: 59, east: 1.7 };
    const a5 = idx.withinBounds(box, all, 5);
    const b5 = idx.withinBounds(box, e10, 5);
    const a6 = idx.withinBounds(box, all, 6);
    const freshB5 = new StationIndex(rows).withinBounds(box, e10, 5);
    const freshA6 = new StationIndex(rows).withinBounds(box, all, 6);
    assert.notDeepEqual(a5.clusterJson, b5.clusterJson);
    assert.deepEqual(b5.clusterJson, freshB5.clusterJson);
    assert.deepEqual(a6.clusterJson, freshA6.clusterJson);
    for (const j of a6.clusterJson) assert.match(String(j), /^\{"id":"[0-6]:\d+"/);
  });

  it('an HTTP within_bounds body is canonical JSON of its own parse (no stray bytes from the fragments)', async () => {
    const app = await fixtureApp({ stations: rows });
    try {
      for (const box of boxes(9)) {
        const url = `/api/v2/locations/within_bounds?sw[]=${box.south}&sw[]=${box.west}&ne[]=${box.north}&ne[]=${box.east}&with_any[fuel][]=E5`;
        const res = await app.inject(url);
        assert.equal(res.statusCode, 200);
        assert.equal(res.headers['content-type'], 'application/json; charset=utf-8');
        assert.equal(res.body, JSON.stringify(JSON.parse(res.body)));
      }
    } finally {
      await app.close();
    }
  });
});
