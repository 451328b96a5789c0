/** How a station index clusters, caches and builds (station-index.ts). */

export interface IndexOptions {
  /** Brands with fewer stations than this share the key `other`. */
  minBrandStations: number;
  /** A box with more matches than this comes back as clusters for dense areas. */
  clusterThreshold: number;
  /** Most individual locations in one clustered answer (the zoom is lowered until it fits). */
  maxLocations: number;
  /**
   * Cluster radius in supercluster's units (1/512 of a 256 px map tile, so half as many screen pixels)
   * and the zoom above which nothing clusters. 120 starts clusters 60 px apart at the zoom asked for
   * (the client asks for its zoom rounded down, so on screen they stand at least that far apart), about
   * as wide as the widest bubbles (28 to 60 px, src/map/cluster-bubble.ts); at 60 (30 px) a third of the
   * bubbles of a county view covered each other. Clustering is greedy, so two centres can
   * still come closer: the client merges bubbles that touch (src/map/cluster-spacing.ts).
   */
  clusterRadius: number;
  clusterMaxZoom: number;
  /** Cached supercluster indexes (one per filter set). */
  clusterCacheSize: number;
  /**
   * A filter set with at least this many stations has its cluster index built in a worker
   * thread by `withinBoundsOrWait` (a smaller one builds faster than a worker starts).
   */
  workerBuildMin: number;
  /** Build the `complete` word index in the constructor instead of on first use. */
  eagerSearchIndex: boolean;
}

export const DEFAULT_INDEX_OPTIONS: IndexOptions = {
  minBrandStations: 20,
  clusterThreshold: 100,
  maxLocations: 100,
  clusterRadius: 120,
  clusterMaxZoom: 15,
  clusterCacheSize: 16,
  workerBuildMin: 20_000,
  eagerSearchIndex: false,
};
