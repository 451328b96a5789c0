/**
 * The station data a process serves: in-memory indexes built from one store snapshot, and their
 * replacement when an import lands (another replica's, or `npm run import`). A new set is built
 * while the old one keeps answering, then both indexes and the version are swapped in one
 * synchronous step: a request sees the old set or the new one, never a mix, and none is dropped.
 */

import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from './context.ts';
import { naturalEarthLand } from './geo/land.ts';
import { Gazetteer } from './index/gazetteer.ts';
import { shippedGbPlaces } from './index/gb-places.ts';
import { type IndexOptions, StationIndex } from './index/station-index.ts';
import type { StationsRepository, StationsSnapshot } from './store/store.ts';

export interface StationData {
  index: StationIndex;
  /** Charging sites (resource `charging`): the same index over the rows with equipment. */
  charging: StationIndex;
  gazetteer: Gazetteer;
  /** The store's data version the indexes were built from. */
  version: number;
}

/** At startup, on the event loop: nothing is being served yet. */
export function buildStationData(snapshot: StationsSnapshot, options: Partial<IndexOptions> = {}): StationData {
  // The land the corridor and the router read (0.2 s, once per process): now, not in a visitor's first route.
  naturalEarthLand();
  return { index: new StationIndex(snapshot.stations, options), charging: new StationIndex(snapshot.charging, options), gazetteer: new Gazetteer(snapshot.stations, snapshot.countries, shippedGbPlaces()), version: snapshot.version };
}

/**
 * While serving: the unfiltered cluster index is built in a worker thread for a large set (the
 * path filtered sets take, see StationIndex.prepareClusters); the point index, the filter masks,
 * the word index and the gazetteer are built on the event loop in slices of a few milliseconds
 * (time-slice.ts), with waiting requests answered in between.
 */
export async function buildStationDataInBackground(snapshot: StationsSnapshot, options: Partial<IndexOptions> = {}): Promise<StationData> {
  const index = await StationIndex.inSlices(snapshot.stations, options);
  const charging = await StationIndex.inSlices(snapshot.charging, options);
  return { index, charging, gazetteer: await Gazetteer.build(snapshot.stations, snapshot.countries, shippedGbPlaces()), version: snapshot.version };
}

/** Keeps `ctx` in step with the store's data version. */
export class StationDataReloader {
  #running: Promise<void> | null = null;
  #again = false;
  readonly #repo: StationsRepository;
  readonly #ctx: AppContext;
  readonly #options: Partial<IndexOptions>;
  readonly #log: FastifyBaseLogger;

  constructor(repo: StationsRepository, ctx: AppContext, options: Partial<IndexOptions>, log: FastifyBaseLogger) {
    this.#repo = repo;
    this.#ctx = ctx;
    this.#options = options;
    this.#log = log;
  }

  /**
   * Rebuilds when the store's version differs from the one served. One rebuild at a time: calls
   * during one make it look again once it is done (several imports in a row cost one or two
   * rebuilds, not one each). Resolves when the data served is up to date; never rejects.
   */
  request(): Promise<void> {
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    this.#running = this.#loop().finally(() => (this.#running = null));
    return this.#running;
  }

  async #loop(): Promise<void> {
    do {
      this.#again = false;
      await this.#refresh();
    } while (this.#again);
  }

  async #refresh(): Promise<void> {
    try {
      await syncStatuses(this.#repo, this.#ctx);
    } catch (err) {
      this.#log.error({ err }, 'EVSE status refresh failed; the next notice tries again');
    }
    try {
      if ((await this.#repo.version()) === this.#ctx.dataVersion) return;
      const t0 = performance.now();
      const next = await buildStationDataInBackground(await this.#repo.snapshot(), this.#options);
      const previous = this.#ctx.dataVersion;
      swapStationData(this.#ctx, next);
      this.#log.info(`station data version ${previous} -> ${next.version}: ${next.index.size} stations, rebuilt in ${(performance.now() - t0).toFixed(0)} ms`);
    } catch (err) {
      // The old data stays in service; the next import notification (or reconnect) tries again.
      this.#log.error({ err }, `station data rebuild failed; still serving version ${this.#ctx.dataVersion}`);
    }
  }
}

/**
 * One synchronous step. The old index is not closed: a request that started on it (waiting for
 * one of its cluster builds) finishes on it, and its workers end on their own.
 */
export function swapStationData(ctx: AppContext, next: StationData): void {
  next.charging.useReports(ctx.statusReports);
  ctx.index = next.index;
  ctx.charging = next.charging;
  ctx.gazetteer = next.gazetteer;
  ctx.dataVersion = next.version;
}

/** Applies the EVSE status reports written since the last ones this process read (status call, any replica). */
export async function syncStatuses(repo: StationsRepository, ctx: AppContext): Promise<void> {
  const changes = await repo.evseStatusesSince(ctx.statusReports.seq);
  if (changes.statuses.length === 0) return;
  ctx.charging.statusChanged(ctx.statusReports.apply(changes.statuses, changes.seq));
}
