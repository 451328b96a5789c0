/**
 * The in-memory station index: built from the store at startup, read by every location call.
 * kdbush for boxes, geokdbush for nearest, supercluster per filter set (small LRU) served through
 * a per-tile cache, a word index for `complete`, the corridor search over the same kdbush.
 */

import KDBush from 'kdbush';
import { around } from 'geokdbush';
import { LRUCache } from 'lru-cache';
import type { FilterParams, WireCompletion } from '../../../src/api/contract.ts';
import { alongCorridor, type CorridorHit } from '../geo/corridor.ts';
import { naturalEarthLand } from '../geo/land.ts';
import { type Box, boxRanges, zoomForBox } from '../geo/bounds.ts';
import { haversine, roundMetres } from '../geo/haversine.ts';
import { OpenStatusCache, type StatusAt, bankHolidaysOf, previousChange } from '../hours/opening-status.ts';
import { formatWithOffset } from '../hours/zoned-time.ts';
import type { StationRow } from '../store/rows.ts';
import type { StatusReports } from '../charging/availability.ts';
import { ClusterCache } from './cluster-cache.ts';
import { CountGrid } from './count-grid.ts';
import type { ClusteredResult } from './cluster-tiles.ts';
import { type CompiledFilter, type FilterData, canonicalFilter, compileSelection, negate, selectionSignature } from './filters.ts';
import type { Dynamic, Projection } from './serialize.ts';
import { StationJson } from './station-json.ts';
import { nameWithBrand } from './stations.ts';
import { type CompletionValue, WordIndex, complete, completionValueOf, searchDocs } from './search.ts';
import { runSliced } from './time-slice.ts';
import { DEFAULT_INDEX_OPTIONS, type IndexOptions } from './index-options.ts';
import { type IndexParts, indexParts, indexPartsInSlices } from './index-parts.ts';
import { rangeUntil } from './range-walk.ts';

export { DEFAULT_INDEX_OPTIONS, type IndexOptions } from './index-options.ts';

export interface BuildTimings {
  kdbush: number;
  clusters: number;
  search: number;
  total: number;
}

export class StationIndex {
  readonly size: number;
  readonly stations: readonly StationRow[];
  readonly lats: Float64Array;
  readonly lngs: Float64Array;
  readonly siteBrands: string[];
  readonly filterData: FilterData;
  readonly brandKeys: string[];
  readonly timings: BuildTimings;
  private readonly kd: KDBush;
  private readonly byId: Map<string, number>;
  /** The stations' JSON and its caches. */
  private readonly jsonOf: StationJson;
  /** Cluster indexes by filter set. */
  private readonly clusters: ClusterCache;
  /** Stations passing each filter set, by key (`countMatching`). */
  private readonly countCache = new LRUCache<string, number>({ max: 256 });
  /** Compiled filters by key: most requests repeat a few selections, and compiling one makes several closures. */
  private readonly compiledFilters = new LRUCache<string, CompiledFilter>({ max: 256 });
  /** The filter of no selection, once compiled (`compile`'s shortcut). */
  private noFilter: CompiledFilter | null = null;
  /** Compiled filters by `selectionSignature` (with `!` when negated): a repeated selection skips its canonical form. */
  private readonly filtersAsSent = new Map<string, CompiledFilter>();
  /**
   * Per filter set, its stations counted on a coarse grid (`unclustered`): 66 KB each, made on a
   * set's first box (a pass over every station: 3 ms at 150,000 once optimised), the least
   * recently used dropped. Keyed by the compiled filter, which the filter cache hands out again.
   */
  private readonly countGrids = new LRUCache<CompiledFilter, CountGrid>({ max: 32 });
  private wordIndex: WordIndex | null = null;
  /**
   * Each station's name with its brand where the name does not say it (`nameWithBrand`), made on
   * first use of each: a completion reads thousands, and the word index's sliced build reads them
   * all without one long step.
   */
  private readonly namesWithBrand: (string | undefined)[];
  /** Statuses at arrival times: a cache of its own, so they do not push out the statuses at `now`. */
  private readonly arrivalStatus = new OpenStatusCache(true);
  readonly options: IndexOptions;

  /**
   * With `clustersNow` false the unfiltered cluster index is left to `warm()`, which builds it in
   * a worker thread for a large set: a replacement index built while the old one serves requests
   * (`StationIndex.inSlices` also builds the arrays below between requests). `parts` are those
   * arrays when already built (`indexPartsInSlices`).
   */
  constructor(rows: readonly StationRow[], options: Partial<IndexOptions> = {}, clustersNow = true, parts?: IndexParts) {
    const t0 = performance.now();
    this.options = { ...DEFAULT_INDEX_OPTIONS, ...options };
    this.stations = rows;
    this.size = rows.length;
    const built = parts ?? indexParts(rows, this.options);
    this.lats = built.lats;
    this.lngs = built.lngs;
    this.kd = built.kd;
    this.byId = built.byId;
    this.siteBrands = built.siteBrands;
    this.brandKeys = built.brandKeys;
    this.filterData = built.filterData;
    this.namesWithBrand = new Array<string | undefined>(this.size);
    this.jsonOf = new StationJson(rows, this.siteBrands);
    this.clusters = new ClusterCache(this, this.options);
    const t1 = performance.now();
    if (clustersNow) this.clusters.index(this.compile({}));
    const t2 = performance.now();
    this.timings = { kdbush: t1 - t0, clusters: t2 - t1, search: 0, total: t2 - t0 };
    if (this.options.eagerSearchIndex) this.words();
  }

  /**
   * A replacement index built while the old one serves: the arrays in slices of a few
   * milliseconds with waiting requests answered in between, the point index in a worker thread
   * (index-parts.ts), then `warm()`.
   */
  static async inSlices(rows: readonly StationRow[], options: Partial<IndexOptions> = {}): Promise<StationIndex> {
    const parts = await indexPartsInSlices(rows, { ...DEFAULT_INDEX_OPTIONS, ...options });
    const index = new StationIndex(rows, options, false, parts);
    await index.warm();
    return index;
  }

  /**
   * The filter for a selection (its complement with `negated`, for non_matching_locations).
   * Compiled filters are kept by key (a bounded set): most requests repeat a few selections, and
   * compiling one makes several closures.
   */
  compile(params: FilterParams, negated = false): CompiledFilter {
    // Most requests set no filter: their filter is the one kept under '' (no canonical form to build).
    if (!negated && params.with_any === undefined && params.with_all === undefined && this.noFilter) return this.noFilter;
    // A selection sent before, names in the same order: its filter without the canonical form.
    const signature = selectionSignature(params);
    const sent = signature === null ? null : negated ? `!${signature}` : signature;
    const known = sent === null ? undefined : this.filtersAsSent.get(sent);
    if (known !== undefined) return known;
    const selection = canonicalFilter(params);
    const key = negated ? `!${selection.key}` : selection.key;
    let filter = this.compiledFilters.get(key);
    if (filter === undefined) {
      const plain = compileSelection(selection, this.filterData);
      filter = negated ? negate(plain) : plain;
      this.compiledFilters.set(key, filter);
    }
    if (key === '') this.noFilter = filter;
    if (sent !== null) {
      // The client's strings: bounded, and forgotten all at once when full (the common ones come back at once).
      if (this.filtersAsSent.size >= 256) this.filtersAsSent.clear();
      this.filtersAsSent.set(sent, filter);
    }
    return filter;
  }

  indexOf(id: string): number | undefined {
    return this.byId.get(id);
  }

  /** Distinct amenity names in the data (for configs and docs). */
  amenityNames(): readonly string[] {
    return this.filterData.amenityDict.names;
  }

  // ---- serialisation (station-json.ts) ----

  /** JSON of station i with its status at `now` and any distances. */
  json(i: number, now: Date, extra: Omit<Dynamic, 'open_status' | 'next_open_status_change' | 'charging'> = {}): string {
    return this.jsonOf.json(i, now, extra);
  }

  /** Reads charging sites' status reports from `reports` (kept by the process; see station-data.ts). */
  useReports(reports: StatusReports): void {
    this.jsonOf.useReports(reports);
  }

  /** The sites `siteIds` got new status reports: their answers are made again. */
  statusChanged(siteIds: Iterable<string>): void {
    for (const id of siteIds) {
      const i = this.byId.get(id);
      if (i !== undefined) this.jsonOf.statusChanged(i);
    }
  }

  /** `jsonBytes` of each station, in order. */
  jsonBytesOf(indexes: readonly number[], now: Date, projection: Projection = 'whole'): Buffer[] {
    return this.jsonOf.jsonBytesOf(indexes, now, projection);
  }

  /** `json(i, now)` as UTF-8, kept per station for as long as its open status holds. */
  jsonBytes(i: number, now: Date, projection: Projection = 'whole'): Buffer {
    return this.jsonOf.jsonBytes(i, now, projection);
  }

  /** The map projection of stations `indexes` as one JSON array per field (`layout=columns`). */
  mapColumnsJson(indexes: readonly number[], now: Date): string {
    return this.jsonOf.mapColumnsJson(indexes, now);
  }

  // ---- boxes and clusters ----

  /** Indexes inside the box passing the filter, stopping after `cap` + 1 hits. */
  inBox(box: Box, filter: CompiledFilter, cap = Infinity): number[] {
    if (this.size === 0) return [];
    const out: number[] = [];
    for (const [x0, y0, x1, y1] of boxRanges(box)) {
      if (!rangeUntil(this.kd, x0, y0, x1, y1, filter, out, cap)) break;
    }
    return out;
  }

  /** See ClusterCache.prepare: null when ready or cheap, else a promise settled once a worker built it. */
  prepareClusters(filter: CompiledFilter): Promise<void> | null {
    return this.clusters.prepare(filter);
  }

  /**
   * Builds what the constructor left out with `clustersNow` false: the unfiltered cluster index
   * (in a worker thread when the set is large enough, see prepareClusters) and the word index.
   */
  async warm(): Promise<void> {
    const all = this.compile({});
    await this.clusters.prepare(all);
    this.clusters.index(all);
    if (!this.wordIndex) {
      const t = performance.now();
      // In slices: at 150k stations the whole build would hold the event loop for about a second.
      this.wordIndex = await runSliced(WordIndex.steps(searchDocs(this)));
      this.timings.search = performance.now() - t;
    }
  }

  /** Stops cluster builds still running in worker threads (on shutdown). */
  async close(): Promise<void> {
    await this.clusters.close();
  }

  /**
   * Stations in a box: all of them when there are at most `clusterThreshold`, else supercluster's
   * answer at the zoom (clusters for dense areas plus the unclustered stations).
   *
   * Locations or clusters is decided by the exact number of matches in the box (kdbush range plus
   * the filter mask, stopping one past the threshold), never by cluster sizes: a cluster counts
   * all its members, also those outside the box, so an estimate from a cached cluster index could
   * cluster a box that a cold request answers as locations. The answer depends only on the
   * request, not on which cluster indexes earlier requests happened to build.
   */
  withinBounds(box: Box, filter: CompiledFilter, zoom?: number): ClusteredResult {
    return this.unclustered(box, filter) ?? this.clustered(box, filter, zoom);
  }

  /**
   * `withinBounds` for the request path: when the box needs clusters of a large filter set not
   * built yet, it waits for a worker to build them (`prepareClusters`) instead of holding up the
   * event loop, and every other request goes on meanwhile. A promise only then: otherwise the
   * answer itself, as an async function's promise and its microtask turns cost a request more
   * than a small box's whole lookup.
   */
  withinBoundsOrWait(box: Box, filter: CompiledFilter, zoom?: number): ClusteredResult | Promise<ClusteredResult> {
    const plain = this.unclustered(box, filter);
    if (plain) return plain;
    const pending = this.clusters.prepare(filter);
    if (pending) return pending.then(() => this.clustered(box, filter, zoom));
    return this.clustered(box, filter, zoom);
  }

  /**
   * Every match in the box when there are at most `clusterThreshold`; null when it needs clusters.
   * The grid's lower bound settles most large boxes without the walk, with the same answer: the
   * walk would have stopped one past the threshold and returned null too.
   */
  private unclustered(box: Box, filter: CompiledFilter): ClusteredResult | null {
    if (this.countGridOf(filter).atLeastInBox(box) > this.options.clusterThreshold) return null;
    const exact = this.inBox(box, filter, this.options.clusterThreshold);
    return exact.length <= this.options.clusterThreshold ? { locations: exact, clusterJson: [] } : null;
  }

  private countGridOf(filter: CompiledFilter): CountGrid {
    let grid = this.countGrids.get(filter);
    if (grid === undefined) {
      grid = new CountGrid(this.kd, filter);
      this.countGrids.set(filter, grid);
    }
    return grid;
  }

  private clustered(box: Box, filter: CompiledFilter, zoom: number | undefined): ClusteredResult {
    // The box decides the largest meaningful zoom; a caller's larger zoom is capped to it.
    const boxZoom = zoomForBox(box, 2048, 2048);
    const z = Math.min(zoom === undefined ? zoomForBox(box) : Math.floor(zoom), boxZoom);
    return this.clusters.at(filter, box, z);
  }

  /** Number of stations passing the filter (cached per filter set). */
  countMatching(filter: CompiledFilter): number {
    if (!filter.active) return this.size;
    let n = this.countCache.get(filter.key);
    if (n === undefined) {
      n = 0;
      for (let i = 0; i < this.size; i++) if (filter.test(i)) n++;
      this.countCache.set(filter.key, n);
    }
    return n;
  }

  // ---- nearest ----

  /** The first `count` stations by distance from the point, with distances in metres. */
  nearest(lat: number, lng: number, count: number, filter: CompiledFilter): { index: number; distance: number }[] {
    if (this.size === 0 || count <= 0) return [];
    const ids = around(this.kd, lng, lat, count, Infinity, filter.active ? filter.test : undefined);
    const out = ids.map((i) => ({ index: i, distance: haversine(lat, lng, this.lats[i]!, this.lngs[i]!) }));
    // Order by our own distance (geokdbush's formula can differ in the last bits).
    out.sort((a, b) => a.distance - b.distance || a.index - b.index);
    return out;
  }

  /** Brute-force nearest: the oracle for tests and the benchmark. */
  nearestNaive(lat: number, lng: number, count: number, filter: CompiledFilter): { index: number; distance: number }[] {
    const all: { index: number; distance: number }[] = [];
    for (let i = 0; i < this.size; i++) {
      if (filter.test(i)) all.push({ index: i, distance: haversine(lat, lng, this.lats[i]!, this.lngs[i]!) });
    }
    all.sort((a, b) => a.distance - b.distance || a.index - b.index);
    return all.slice(0, count);
  }

  // ---- corridor ----

  /**
   * Stations within `radiusM` of the line, in route order; stations at the same spot (equal
   * distances along and from the route) by id, so the order is the same whatever the import order.
   */
  corridor(line: [number, number][], radiusM: number, filter: CompiledFilter): CorridorHit[] {
    if (this.size === 0) return [];
    // A straight line across the sea (POST /directions' `sea` legs) is no road: no station is along it.
    const parted = naturalEarthLand().partedSegments(line);
    const skip = parted.size > 0 ? (s: number) => parted.has(s) : null;
    return alongCorridor(line, radiusM, this.lats, this.lngs, (a, b, c, d) => this.kd.range(a, b, c, d), filter.active ? filter.test : undefined, this.byStationId, skip);
  }

  /** A corridor hit as a location with both distances (rounded to centimetres), and a detour and arrival when given. */
  corridorJson(hit: CorridorHit, now: Date, more: Pick<Dynamic, 'detour' | 'arrival'> = {}): string {
    return this.json(hit.index, now, { distance_from_route: roundMetres(hit.distanceFromRoute), distance_along_route: roundMetres(hit.distanceAlongRoute), ...more });
  }

  /**
   * Station i's status at a later instant `at` (an arrival), by the same evaluator and holiday
   * calendar as `open_status`; when closed then, also when it closed (within 24 hours before).
   */
  statusAt(i: number, at: Date): StatusAt {
    const r = this.stations[i]!;
    const holidays = bankHolidaysOf(r);
    const { status } = this.arrivalStatus.timed(r.opening_hours, r.timezone, r.temporarily_closed, at, holidays);
    const previous = status.open_status === 'closed' && r.opening_hours !== null ? previousChange(r.opening_hours, r.timezone, at, holidays) : null;
    return { ...status, previous_open_status_change: previous ? formatWithOffset(previous, r.timezone) : null };
  }

  /** Orders two stations by id (code-unit order; ids are ASCII). */
  readonly byStationId = (a: number, b: number): number => {
    const x = this.stations[a]!.id;
    const y = this.stations[b]!.id;
    return x < y ? -1 : x > y ? 1 : 0;
  };

  /** Clusters for an arbitrary set of stations (corridor results), like withinBounds. */
  clusterSubset(indexes: number[], box: Box, zoom: number): ClusteredResult {
    return this.clusters.subset(indexes, box, zoom);
  }

  // ---- complete (search.ts) ----

  /** See `completionValueOf`. */
  completionValue(i: number): CompletionValue {
    const r = this.stations[i]!;
    let named = this.namesWithBrand[i];
    if (named === undefined) {
      named = nameWithBrand(r.name, r.brand);
      this.namesWithBrand[i] = named;
    }
    return completionValueOf(r, named);
  }

  /** The word index for `complete`, built on first use (or at startup with `eagerSearchIndex`). */
  words(): WordIndex {
    if (!this.wordIndex) {
      const t = performance.now();
      this.wordIndex = WordIndex.of(searchDocs(this));
      this.timings.search = performance.now() - t;
    }
    return this.wordIndex;
  }

  /** Stations whose words the query's begin (search.ts `complete`). */
  complete(query: string, limit: number, filter: CompiledFilter, bias?: Box): WireCompletion[] {
    return complete(this, query, limit, filter, bias);
  }

  distanceFrom(i: number, lat: number, lng: number): number {
    return roundMetres(haversine(lat, lng, this.lats[i]!, this.lngs[i]!));
  }
}
