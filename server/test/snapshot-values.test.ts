/**
 * A store snapshot keeps each repeated value once (server/src/store/snapshot-values.ts): the rows a
 * replica reads while it serves all survive, and every object fewer is one fewer that the scavenges
 * running meanwhile copy. On both stores (a SQLite file, read in slices as a replica does; a
 * throwaway PostgreSQL, read through its cursor as arrays): the rows are the ones imported, field for
 * field; equal lists are one frozen array; the snapshot's heap is bounded per station.
 */

import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { syntheticStations } from '../src/import/synthetic.ts';
import { openStore } from '../src/store/open.ts';
import type { Store } from '../src/store/store.ts';
import { startPostgres } from './postgres-server.ts';
import './helpers.ts';

const STATIONS = 20_000;
/**
 * Heap a snapshot keeps per station, bytes. The synthetic stations measured 518 on PostgreSQL with the
 * values shared, 1,285 with the driver's row objects and a copy of every value.
 */
const HEAP_BOUND = 800;

/** A full garbage collection now (the test runner is started without `--expose-gc`). */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

/** Each kind of store: opened on an empty place, and what to do once done. */
const kinds: { kind: string; open: () => Promise<{ store: Store; done: () => void }> }[] = [
  {
    kind: 'SQLite file',
    async open() {
      const dir = mkdtempSync(join(tmpdir(), 'sl-snapshot-'));
      return { store: await openStore({ dbPath: join(dir, 'stations.sqlite') }), done: () => rmSync(dir, { recursive: true, force: true }) };
    },
  },
  {
    kind: 'PostgreSQL',
    async open() {
      const postgres = await startPostgres();
      return { store: await openStore({ databaseUrl: await postgres.createDatabase('snapshot_values') }), done: () => postgres.stop() };
    },
  },
];

for (const { kind, open } of kinds) {
  describe(`a ${kind} snapshot`, () => {
    let opened: { store: Store; done: () => void };
    const rows = syntheticStations(STATIONS, 12);
    before(async () => {
      opened = await open();
      await opened.store.stations.importRows('snapshot-test', 'h1', rows, 0);
    });
    after(async () => {
      await opened.store.close();
      opened.done();
    });

    it('gives back the rows imported, in order, with repeated values and lists shared', async () => {
      const snap = await opened.store.stations.snapshot();
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
      const snap = await opened.store.stations.snapshot();
      collectGarbage();
      const perStation = (process.memoryUsage().heapUsed - before) / snap.stations.length;
      assert.equal(snap.stations.length, STATIONS);
      assert.ok(perStation <= HEAP_BOUND, `${perStation.toFixed(0)} bytes a station (bound ${HEAP_BOUND})`);
    });
  });
}
