/**
 * Issue 46: a replica rebuilding its indexes after an import keeps answering. The rebuild's work on
 * the event loop (the snapshot, the filter masks, the word index, the gazetteer) runs in slices or
 * pages, and kdbush's sort of each point index in a worker thread, so no stretch holds the loop for
 * long. Measured as the main thread's own CPU time between two turns of a 1 ms timer (Linux
 * `/proc/self/task/<pid>/stat`): what the rebuild itself held the loop for, which other load on the
 * machine does not inflate the way it inflates wall-clock delays (a worker thread's CPU is not
 * counted, as it holds no loop).
 * SQLite at 40,000 stations in every run; in the soak tier (SOAK=1) both stores at 150,000 (PostgreSQL a
 * throwaway server), where the steps that do not slice (a point index's sort, a snapshot's rows) show.
 */

import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type TestContext, describe, it } from 'node:test';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { syntheticStations } from '../src/import/synthetic.ts';
import { shippedGbPlaces } from '../src/index/gb-places.ts';
import { buildStationDataInBackground } from '../src/station-data.ts';
import { openStore } from '../src/store/open.ts';
import { SqliteStore } from '../src/store/sqlite/store.ts';
import type { Store } from '../src/store/store.ts';
import { startPostgres } from './postgres-server.ts';
import { SOAK } from './soak.ts';
import './helpers.ts';

const MAIN_THREAD_STAT = `/proc/self/task/${process.pid}/stat`;
/** Stations: enough that the old one-go steps (the point index, the snapshot) took well over the bound. */
const STATIONS = 40_000;
/** In the soak tier, on both stores: the 150,000, where the steps that did not slice held the loop longest. */
const SOAK_STATIONS = 150_000;
/**
 * Most main-thread CPU between two turns of the loop during the rebuild, ms (clock ticks are 10 ms). With
 * kdbush's `finish()` in a worker thread and PostgreSQL's rows read a page at a time: 30-40 ms in every case
 * of 10 soak runs on 2 cores; the code before held 60-90 ms at 150,000 stations in 4 (70-90 on SQLite, 60-80
 * on PostgreSQL), and before the slicing 650 ms and more. The target for an answer is 100 ms.
 */
const BOUND_MS = 60;

/** The main thread's CPU time (user + system), ms, at clock-tick (10 ms) resolution. */
function mainThreadCpuMs(): number {
  const stat = readFileSync(MAIN_THREAD_STAT, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10; // utime, stime (fields 14, 15), at 100 ticks/s
}

/** Runs `work` while a 1 ms timer measures the main thread's CPU between its turns; the most, ms. */
async function longestHold(work: () => Promise<unknown>): Promise<number> {
  let longest = 0;
  let last = mainThreadCpuMs();
  let running = true;
  const tick = (): void => {
    const now = mainThreadCpuMs();
    longest = Math.max(longest, now - last);
    last = now;
    if (running) setTimeout(tick, 1);
  };
  setTimeout(tick, 1);
  await work();
  running = false;
  tick();
  return longest;
}

/** A full garbage collection now (the test runner is started without `--expose-gc`). */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

/** Imports `count` stations into `store`, then measures the rebuild from its snapshot. */
async function rebuildHold(store: Store, count: number): Promise<{ held: number; stations: number }> {
  await store.stations.importRows('rebuild-test', 'h1', syntheticStations(count, 5), 0);
  shippedGbPlaces(); // read at the server's startup, before any rebuild
  // A replica rebuilds for another process's import: the garbage this one made generating and
  // importing the stations is not its to collect. Left, its collection landed in the rebuild (a
  // 50-80 ms pause at 150,000 stations, in 3 of 17 runs).
  collectGarbage();
  let stations = 0;
  const held = await longestHold(async () => {
    const data = await buildStationDataInBackground(await store.stations.snapshot(), { workerBuildMin: 20_000 });
    stations = data.index.size;
    await data.index.close();
  });
  return { held, stations };
}

/** Checks the rebuild of `count` stations on a fresh SQLite file. */
async function onSqliteFile(t: TestContext, count: number): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'sl-rebuild-'));
  const store = SqliteStore.open(join(dir, 'stations.sqlite'));
  try {
    checkHold(t, count, await rebuildHold(store, count));
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

function checkHold(t: TestContext, count: number, { held, stations }: { held: number; stations: number }): void {
  assert.equal(stations, count);
  t.diagnostic(`held ${held} ms of CPU at once`);
  assert.ok(held <= BOUND_MS, `the rebuild held the event loop for ${held} ms of CPU at once (bound ${BOUND_MS} ms)`);
}

describe('a replica rebuilding after an import', { skip: !existsSync(MAIN_THREAD_STAT) && 'needs Linux /proc' }, () => {
  it(`holds the event loop for at most ${BOUND_MS} ms of CPU at a time (SQLite file, ${STATIONS.toLocaleString('en')} stations)`, (t) => onSqliteFile(t, STATIONS));

  it(`the same at ${SOAK_STATIONS.toLocaleString('en')} stations (SQLite file; soak tier)`, { skip: !SOAK && 'soak tier (SOAK=1)' }, (t) => onSqliteFile(t, SOAK_STATIONS));

  it(`the same on PostgreSQL (${SOAK_STATIONS.toLocaleString('en')} stations; soak tier)`, { skip: !SOAK && 'soak tier (SOAK=1)' }, async (t) => {
    const postgres = await startPostgres();
    const store = await openStore({ databaseUrl: await postgres.createDatabase('rebuild_stall') });
    try {
      checkHold(t, SOAK_STATIONS, await rebuildHold(store, SOAK_STATIONS));
    } finally {
      await store.close();
      postgres.stop();
    }
  });
});
