/**
 * The cluster indexes of one station index, one per filter set: built on first use (in a worker
 * thread for a large set, `prepare`), kept in a small LRU that never drops the unfiltered one,
 * and read through their per-tile caches (cluster-tiles.ts).
 */

import type { Worker } from 'node:worker_threads';
import { LRUCache } from 'lru-cache';
import type { Box } from '../geo/bounds.ts';
import { type ClusterInput, type ClusterSettings, buildClusters, buildInWorker } from './cluster-build.ts';
import { ClusterTiles, type ClusteredResult, type StationClusters } from './cluster-tiles.ts';
import type { CompiledFilter } from './filters.ts';

/** What the cache reads of its station index. */
export interface ClusterSource {
  readonly size: number;
  readonly lats: Float64Array;
  readonly lngs: Float64Array;
  countMatching(filter: CompiledFilter): number;
}

export interface ClusterCacheOptions {
  clusterRadius: number;
  clusterMaxZoom: number;
  /** Most individual locations in one clustered answer (the zoom is lowered until it fits). */
  maxLocations: number;
  /** Cached supercluster indexes (one per filter set). */
  clusterCacheSize: number;
  /** A filter set with at least this many stations has its cluster index built in a worker thread. */
  workerBuildMin: number;
}

export class ClusterCache {
  /** The unfiltered set's cluster index: the most used one, never dropped. */
  private all: ClusterTiles | null = null;
  /** The filter sets' cluster indexes, least recently used dropped first (with `all`, `clusterCacheSize` in all). */
  private readonly filtered: LRUCache<string, ClusterTiles>;
  /** Cluster indexes being built in a worker, by filter key. */
  private readonly pending = new Map<string, Promise<void>>();
  private readonly workers = new Set<Worker>();

  constructor(
    private readonly source: ClusterSource,
    private readonly options: ClusterCacheOptions,
  ) {
    this.filtered = new LRUCache({ max: Math.max(1, options.clusterCacheSize - 1) });
  }

  private cached(key: string): ClusterTiles | undefined {
    return key === '' ? (this.all ?? undefined) : this.filtered.get(key);
  }

  /** The filter set's cluster index, built here and now when it is not cached. */
  index(filter: CompiledFilter): ClusterTiles {
    return this.cached(filter.key) ?? this.keep(filter.key, this.tiled(buildClusters(this.input(filter), this.settings())));
  }

  private keep(key: string, tiles: ClusterTiles): ClusterTiles {
    if (key === '') this.all = tiles;
    else this.filtered.set(key, tiles);
    return tiles;
  }

  /**
   * Null when the filter set's cluster index is ready, or small enough to build in place on first
   * use; else a promise that settles once a worker thread has built it (one build per filter set,
   * however many requests wait for it). If the worker fails, the promise still settles and the
   * index is built in place on first use, as without a worker.
   */
  prepare(filter: CompiledFilter): Promise<void> | null {
    if ((filter.key === '' && this.all !== null) || this.filtered.has(filter.key)) return null;
    const pending = this.pending.get(filter.key);
    if (pending) return pending;
    if (this.source.countMatching(filter) < this.options.workerBuildMin) return null;
    const build = buildInWorker(this.input(filter), this.settings(), this.workers)
      .then(
        (sc) => void this.keep(filter.key, this.tiled(sc)),
        () => undefined,
      )
      .finally(() => this.pending.delete(filter.key));
    this.pending.set(filter.key, build);
    return build;
  }

  /** Stops cluster builds still running in worker threads (on shutdown). */
  async close(): Promise<void> {
    await Promise.all([...this.workers].map((w) => w.terminate()));
  }

  /** The filter set's stations for supercluster: typed arrays filled in loops (a rebuild runs this for 150,000 on the event loop). */
  private input(filter: CompiledFilter): ClusterInput {
    const { size, lats, lngs } = this.source;
    if (!filter.active) {
      const ids = new Int32Array(size);
      for (let i = 0; i < size; i++) ids[i] = i;
      return { ids, lats: lats.slice(0, size), lngs: lngs.slice(0, size) };
    }
    const n = this.source.countMatching(filter);
    const input = { ids: new Int32Array(n), lats: new Float64Array(n), lngs: new Float64Array(n) };
    let k = 0;
    for (let i = 0; i < size && k < n; i++) {
      if (!filter.test(i)) continue;
      input.ids[k] = i;
      input.lats[k] = lats[i]!;
      input.lngs[k] = lngs[i]!;
      k++;
    }
    return input;
  }

  private stationsInput(ids: readonly number[]): ClusterInput {
    const { lats, lngs } = this.source;
    return { ids: Int32Array.from(ids), lats: Float64Array.from(ids, (i) => lats[i]!), lngs: Float64Array.from(ids, (i) => lngs[i]!) };
  }

  private settings(): ClusterSettings {
    return { radius: this.options.clusterRadius, maxZoom: this.options.clusterMaxZoom };
  }

  private tiled(sc: StationClusters): ClusterTiles {
    return new ClusterTiles(sc, this.options.clusterMaxZoom, this.source.lats, this.source.lngs);
  }

  /** The filter set's answer for the box at zoom `z`, lowered until it holds at most `maxLocations` stations. */
  at(filter: CompiledFilter, box: Box, z: number): ClusteredResult {
    return this.fewEnoughLocations(this.index(filter), box, z);
  }

  /** Clusters for an arbitrary set of stations (corridor results), like `at`. */
  subset(indexes: number[], box: Box, zoom: number): ClusteredResult {
    return this.fewEnoughLocations(this.tiled(buildClusters(this.stationsInput(indexes), this.settings())), box, Math.floor(zoom));
  }

  private fewEnoughLocations(tiles: ClusterTiles, box: Box, z: number): ClusteredResult {
    for (;;) {
      const result = tiles.at(box, z);
      if (result.locations.length <= this.options.maxLocations || z <= 0) return result;
      z--;
    }
  }
}
