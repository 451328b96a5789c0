/**
 * A PostgreSQL snapshot keeps each repeated value once (server/src/store/postgres/snapshot-rows.ts):
 * the rows a replica reads while it serves all survive, and every object fewer is one fewer that
 * the scavenges running meanwhile copy. The rows are the ones imported, field for field; the lists
 * of equal stations are one frozen array; the snapshot's heap is bounded per station.
 */

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { syntheticStations } from '../src/import/synthetic.ts';
import { openStore } from '../src/store/open.ts';
import type { Store } from '../src/store/store.ts';
import { type ThrowawayPostgres, startPostgres } from './postgres-server.ts';
import './helpers.ts';

const STATIONS = 20_000;
/**
 * Heap a snapshot keeps per station, bytes. The synthetic stations measured 518 with the values
 * shared, 1,285 with the driver's row objects and a copy of every value.
 */
const HEAP_BOUND = 800;

/** A full garbage collection now (the test runner is started without `--expose-gc`). */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

describe('a PostgreSQL snapshot', () => {
  let postgres: ThrowawayPostgres;
  let store: Store;
  const rows = syntheticStations(STATIONS, 12);
  before(async () => {
    postgres = await startPostgres();
    store = await openStore({ databaseUrl: await postgres.createDatabase('snapshot_rows') });
    await store.stations.importRows('snapshot-test', 'h1', rows, 0);
  });
  after(async () => {
    await store.close();
    postgres.stop();
  });

  it('gives back the rows imported, in order, with repeated values and lists shared', async () => {
    const snap = await store.stations.snapshot();
    assert.deepEqual(snap.stations, rows);
    // One array per distinct list (a few dozen synthetic combinations; the empty one serves both columns), not one per station.
    const lists = new Set(snap.stations.flatMap((r) => [r.fuel_types, r.amenities]));
    const distinct = new Set(snap.stations.flatMap((r) => [r.fuel_types.join(), r.amenities.join()]));
    assert.equal(lists.size, distinct.size);
    assert.ok([...lists].every((l) => Object.isFrozen(l)));
    assert.throws(() => (snap.stations[0]!.amenities as string[]).push('x'), TypeError);
  });

  it(`keeps at most ${HEAP_BOUND} bytes of heap per station`, async () => {
    collectGarbage();
    const before = process.memoryUsage().heapUsed;
    const snap = await store.stations.snapshot();
    collectGarbage();
    const perStation = (process.memoryUsage().heapUsed - before) / snap.stations.length;
    assert.equal(snap.stations.length, STATIONS);
    assert.ok(perStation <= HEAP_BOUND, `${perStation.toFixed(0)} bytes a station (bound ${HEAP_BOUND})`);
  });
});
