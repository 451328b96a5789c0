/**
 * Point indexes built in a worker thread (a replica rebuilding while it serves) are the indexes
 * built in place, byte for byte, and the station index and gazetteer made from them answer alike.
 */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import KDBush from 'kdbush';
import { rng, seededBoxes, syntheticStations } from '../src/import/synthetic.ts';
import { Gazetteer } from '../src/index/gazetteer.ts';
import { POINT_WORKER_MIN, type Points, pointIndex, pointIndexesOffLoop } from '../src/index/point-index.ts';
import { StationIndex } from '../src/index/station-index.ts';
import { runInWorker } from '../src/index/worker-job.ts';
import './helpers.ts';

function randomPoints(count: number, seed: number): Points {
  const random = rng(seed);
  const lngs = Float64Array.from({ length: count }, () => -8 + 10 * random());
  const lats = Float64Array.from({ length: count }, () => 50 + 9 * random());
  return { lngs, lats };
}

const bytes = (kd: KDBush): Uint8Array => new Uint8Array(kd.data);

describe('point indexes off the event loop', () => {
  it('the worker thread sends back, for each set, the buffer of the index built in place', async () => {
    // Past 65,535 points kdbush stores ids as 32-bit, below as 16-bit: both, one point and none.
    const sets = [randomPoints(70_000, 1), randomPoints(3000, 2), randomPoints(1, 3), randomPoints(0, 4)];
    const buffers = await runInWorker<Points[], ArrayBuffer[]>(new URL('../src/index/point-index-worker.ts', import.meta.url), sets);
    assert.equal(buffers.length, sets.length);
    sets.forEach((points, k) => {
      assert.ok(buffers[k] instanceof ArrayBuffer);
      assert.deepEqual(new Uint8Array(buffers[k]!), bytes(pointIndex(points)), `set ${k}`);
    });
  });

  it('read back with KDBush.from, they answer every box as the ones built in place', async () => {
    const sets = [randomPoints(POINT_WORKER_MIN, 5), randomPoints(500, 6)];
    const offLoop = await pointIndexesOffLoop(sets);
    for (const [k, points] of sets.entries()) {
      const inPlace = pointIndex(points);
      for (const b of seededBoxes(50, 7)) {
        assert.deepEqual(offLoop[k]!.range(b.west, b.south, b.east, b.north), inPlace.range(b.west, b.south, b.east, b.north));
      }
    }
  });

  it('a station index and a gazetteer built while serving (point indexes in a worker) answer as those built at once', async () => {
    const rows = syntheticStations(POINT_WORKER_MIN + 5000, 11);
    const countries = [{ country_code: 'GB', name: 'United Kingdom', center_lat: 54, center_lng: -2, south: 49.9, west: -8.6, north: 60.9, east: 1.8, area_km2: 242_495 }];
    const [sliced, now] = [await StationIndex.inSlices(rows, { workerBuildMin: Infinity }), new StationIndex(rows)];
    const all = now.compile({});
    let found = 0;
    for (const box of seededBoxes(40, 12)) {
      const hits = now.inBox(box, all);
      found += hits.length;
      assert.deepEqual(sliced.inBox(box, sliced.compile({})), hits);
    }
    assert.ok(found > 1000, `the boxes hold stations (${found})`);
    for (const r of [rows[0]!, rows[777]!]) assert.deepEqual(sliced.nearest(r.lat, r.lng, 10, sliced.compile({})), now.nearest(r.lat, r.lng, 10, all));
    const [built, atOnce] = [await Gazetteer.build(rows, countries), new Gazetteer(rows, countries)];
    for (const r of [rows[0]!, rows[4321]!, { lat: 51.5, lng: -0.1 }]) {
      const places = atOnce.reverse(r.lat, r.lng);
      assert.ok(places.length > 1);
      assert.deepEqual(built.reverse(r.lat, r.lng), places);
    }
    await Promise.all([sliced.close(), now.close()]);
  });
});
