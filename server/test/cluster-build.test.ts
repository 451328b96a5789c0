/**
 * A filter set's cluster index built in a worker thread answers exactly as one built in place,
 * and while a worker builds it the server goes on answering other requests.
 */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Worker } from 'node:worker_threads';
import type { Box } from '../src/geo/bounds.ts';
import { seededBoxes, syntheticStations } from '../src/import/synthetic.ts';
import { type ClusterInput, buildClusters, buildInWorker, packClusters, unpackClusters } from '../src/index/cluster-build.ts';
import type { StationClusters } from '../src/index/cluster-tiles.ts';
import { StationIndex } from '../src/index/station-index.ts';
import { runNow } from '../src/index/time-slice.ts';
import { fixtureApp, json, qs } from './helpers.ts';

const SETTINGS = { radius: 60, maxZoom: 15 };

function inputOf(count: number, seed: number): ClusterInput {
  const rows = syntheticStations(count, seed, 40);
  return {
    ids: Int32Array.from(rows, (_, i) => i * 3 + 1),
    lats: Float64Array.from(rows, (r) => r.lat),
    lngs: Float64Array.from(rows, (r) => r.lng),
  };
}

/** Every feature supercluster gives for seeded boxes at every zoom, and every cluster's expansion zoom. */
function answers(sc: StationClusters): string[] {
  const out: string[] = [];
  for (const box of seededBoxes(30, 5)) {
    for (let z = 0; z <= 17; z++) {
      for (const f of sc.getClusters([box.west, box.south, box.east, box.north], z)) {
        const p = f.properties as { cluster?: boolean; cluster_id?: number };
        out.push(JSON.stringify(f));
        if (p.cluster) out.push(`expands at ${sc.getClusterExpansionZoom(p.cluster_id!)}`);
      }
    }
  }
  return out;
}

describe('cluster index built in a worker', () => {
  it('packed and unpacked, an index answers every box at every zoom as the one built in place', () => {
    const input = inputOf(3000, 3);
    const inPlace = buildClusters(input, SETTINGS);
    const { packed } = packClusters(buildClusters(input, SETTINGS));
    const expected = answers(inPlace);
    assert.ok(expected.some((a) => a.includes('"cluster":true')) && expected.length > 1000, 'the sample has clusters');
    assert.deepEqual(answers(runNow(unpackClusters(packed, input, SETTINGS))), expected);
  });

  it('a real worker thread builds the same index, and leaves no worker behind', async () => {
    const input = inputOf(3000, 4);
    const active = new Set<Worker>();
    const built = buildInWorker(input, SETTINGS, active);
    assert.equal(active.size, 1);
    assert.deepEqual(answers(await built), answers(buildClusters(input, SETTINGS)));
    assert.equal(active.size, 0);
  });

  it('one build per filter set, however many requests wait for it; none for a small set', async () => {
    const idx = new StationIndex(syntheticStations(3000, 6, 40), { workerBuildMin: 1000 });
    const e10 = idx.compile({ with_any: { fuel: ['E10'] } });
    const first = idx.prepareClusters(e10);
    assert.ok(first);
    assert.equal(idx.prepareClusters(e10), first);
    await first;
    assert.equal(idx.prepareClusters(e10), null, 'built: nothing to wait for');
    const small = idx.compile({ with_any: { fuel: ['HVO'] } });
    assert.ok(idx.countMatching(small) < 1000);
    assert.equal(idx.prepareClusters(small), null, 'a small set is built in place on first use');
  });

  it('withinBoundsOrWait is a promise only while the box waits for a build, then the answer itself', async () => {
    const idx = new StationIndex(syntheticStations(3000, 6, 40), { workerBuildMin: 1000 });
    try {
      const e10 = idx.compile({ with_any: { fuel: ['E10'] } });
      const country: Box = { south: 49, west: -9, north: 61, east: 2 };
      const waiting = idx.withinBoundsOrWait(country, e10);
      assert.ok(waiting instanceof Promise, 'clusters of a large set not built yet: a promise');
      const answered = await waiting;
      const now = idx.withinBoundsOrWait(country, e10);
      assert.ok(!(now instanceof Promise), 'built: the answer at once');
      assert.deepEqual(now, answered);
      assert.deepEqual(now, idx.withinBounds(country, e10));
      const city = idx.withinBoundsOrWait({ south: 52.2, west: -1.5, north: 52.21, east: -1.49 }, idx.compile({ with_any: { fuel: ['HVO'] } }));
      assert.ok(!(city instanceof Promise), 'a box of few stations needs no clusters');
    } finally {
      await idx.close();
    }
  });

  it('the server answers other requests while a worker builds a filter set, then the same answer as a build in place', async () => {
    const app = await fixtureApp({ stations: syntheticStations(30_000, 8, 40), index: { workerBuildMin: 1000 } });
    // The same rows in the app's order (cluster ids depend on it), clustered on this thread.
    const stations = app.stationIndex.stations;
    const inPlace = new StationIndex(stations);
    try {
      const path = `/api/v2/locations/within_bounds?${qs({ sw: [50, -5.5], ne: [59, 1.7], with_any: { fuel: ['E10'] } })}`;
      let filteredDone = false;
      const filtered = app.inject(path).then((res) => {
        filteredDone = true;
        return res;
      });
      // The filtered request now waits for its worker (which needs a few hundred ms to start).
      await new Promise((resolve) => setTimeout(resolve, 20));
      const health = await app.inject('/health');
      assert.equal(health.statusCode, 200);
      assert.equal(filteredDone, false, 'health answered while the filter set was still being built');
      const res = await filtered;
      assert.equal(res.statusCode, 200);
      const e10 = inPlace.compile({ with_any: { fuel: ['E10'] } });
      const expected = inPlace.withinBounds({ south: 50, west: -5.5, north: 59, east: 1.7 }, e10);
      const body = json<{ locations: { id: string }[]; clusters: unknown[] }>(res.body);
      assert.ok(body.clusters.length > 10, 'a clustered answer');
      assert.deepEqual(body.clusters, JSON.parse(`[${expected.clusterJson.join(',')}]`));
      assert.deepEqual(body.locations.map((l) => l.id), expected.locations.map((i) => stations[i]!.id));
    } finally {
      await app.close();
    }
  });

  it('closing the app stops a build in progress', async () => {
    const app = await fixtureApp({ stations: syntheticStations(30_000, 9, 40), index: { workerBuildMin: 1000 } });
    const pending = app.inject(`/api/v2/locations/within_bounds?${qs({ sw: [50, -5.5], ne: [59, 1.7], with_any: { fuel: ['E10'] } })}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const t = performance.now();
    await app.close();
    assert.ok(performance.now() - t < 5000, 'close did not wait for the build');
    await pending.catch(() => undefined);
  });
});
