/**
 * The in-memory station index: built from the store at startup, read by every location call.
 * kdbush for boxes, geokdbush for nearest, supercluster per filter set (small LRU) served through
 * a per-tile cache, a word index for `complete`, the corridor search over the same kdbush.
 */

import KDBush from 'kdbush';
import { around } from 'geokdbush';
import type { Worker } from 'node:worker_threads';
import type { FilterParams, WireCompletion } from '../../../src/api/contract.ts';
import { alongCorridor, type CorridorHit } from '../geo/corridor.ts';
import { naturalEarthLand } from '../geo/land.ts';
import { type Box, boxContains, boxRanges, zoomForBox } from '../geo/bounds.ts';
import { haversine, roundMetres } from '../geo/haversine.ts';
import { OpenStatusCache, type StatusAt, type TimedStatus, bankHolidaysOf, previousChange } from '../hours/opening-status.ts';
import { formatWithOffset } from '../hours/zoned-time.ts';
import type { StationRow } from '../import/canonical.ts';
import { FUEL_TYPES } from '../import/canonical.ts';
import { chargingWire, type StatusReports } from '../charging/availability.ts';
import { ConnectorFilterData } from '../charging/connector-filter.ts';
import { type ClusterInput, type ClusterSettings, buildClusters, buildInWorker } from './cluster-build.ts';
import { ClusterTiles, type ClusteredResult, type StationClusters } from './cluster-tiles.ts';
import { BitDictionary, type CompiledFilter, type FilterData, canonicalFilter, compileSelection, negate } from './filters.ts';
import { type Dynamic, finishStation, MAP_COLUMNS, type Projection, staticHead, staticMapCells, statusCells } from './serialize.ts';
import { brandKey, nameWithBrand, siteBrandKeys } from './stations.ts';
import { WordIndex, matchSpans, queryTokens, wordList, wordsOf } from './search.ts';
import { runSliced } from './time-slice.ts';

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
   * thread by `withinBoundsAsync` (a smaller one builds faster than a worker starts).
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

export interface BuildTimings {
  kdbush: number;
  clusters: number;
  search: number;
  total: number;
}

/** One `rangeUntil` walk: the box, the filter and where hits go. */
interface RangeWalk {
  ids: KDBush['ids'];
  coords: KDBush['coords'];
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  filter: CompiledFilter;
  out: number[];
  cap: number;
}

/**
 * Adds kdbush entry `k` to the walk's hits when it is inside the box and passes the filter; false
 * once there are more than `cap`. A function of the module, not a closure made per walk: under tsx
 * every closure created also pays for an `Object.defineProperty` of its name.
 */
function take(w: RangeWalk, k: number): boolean {
  const x = w.coords[2 * k]!;
  const y = w.coords[2 * k + 1]!;
  if (x >= w.minX && x <= w.maxX && y >= w.minY && y <= w.maxY) {
    const i = w.ids[k]!;
    if (w.filter.test(i)) {
      w.out.push(i);
      if (w.out.length > w.cap) return false;
    }
  }
  return true;
}

/**
 * Values made from stations' open status, by station index, each kept for as long as the status it was
 * made with holds (`TimedStatus`'s window, in ms).
 */
class StatusTimedValues<T> {
  readonly #values: (T | undefined)[];
  readonly #from: Float64Array;
  readonly #until: Float64Array;

  constructor(size: number) {
    this.#values = new Array<T | undefined>(size);
    this.#from = new Float64Array(size);
    this.#until = new Float64Array(size);
  }

  /** Station i's value while its status still holds at `t`; undefined when there is none or it lapsed. */
  at(i: number, t: number): T | undefined {
    const value = this.#values[i];
    return value !== undefined && t >= this.#from[i]! && t < this.#until[i]! ? value : undefined;
  }

  /** Keeps `value` for station i for the window of the status it was made with; returns it. */
  keep(i: number, value: T, made: Pick<TimedStatus, 'from' | 'until'>): T {
    this.#values[i] = value;
    this.#from[i] = made.from;
    this.#until[i] = made.until;
    return value;
  }

  /** Drops station i's value (its content changed before its status did). */
  forget(i: number): void {
    this.#values[i] = undefined;
  }
}

/** One projection's cached station JSON, by station index: the static head, and the whole text while its status holds. */
class ProjectionCache {
  readonly heads: (string | undefined)[];
  readonly plain: StatusTimedValues<Buffer>;

  constructor(size: number) {
    this.heads = new Array<string | undefined>(size);
    this.plain = new StatusTimedValues<Buffer>(size);
  }
}

/** The map projection's cells by station index (`layout=columns`): static ones once, the status while it holds. */
class MapCellCache {
  readonly fixed: (string[] | undefined)[];
  readonly status: StatusTimedValues<[string, string]>;

  constructor(size: number) {
    this.fixed = new Array<string[] | undefined>(size);
    this.status = new StatusTimedValues<[string, string]>(size);
  }
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
  private readonly byId = new Map<string, number>();
  /** Cached JSON per projection: the static head, and the whole text while its open status holds (`jsonBytes`). */
  private readonly cached: Record<Projection, ProjectionCache>;
  private readonly mapCells: MapCellCache;
  /** Cluster indexes by filter key, least recently used first. */
  private readonly clusterCache = new Map<string, ClusterTiles>();
  /** Cluster indexes being built in a worker, by filter key. */
  private readonly pendingClusters = new Map<string, Promise<void>>();
  private readonly workers = new Set<Worker>();
  private readonly countCache = new Map<string, number>();
  private readonly compiledFilters = new Map<string, CompiledFilter>();
  private wordIndex: WordIndex | null = null;
  /** Each station's name with its brand where the name does not say it (`nameWithBrand`), made on first use: a completion reads thousands. */
  private namesWithBrand: string[] | null = null;
  private readonly status = new OpenStatusCache();
  /** Statuses at arrival times: a cache of its own, so they do not push out the statuses at `now`. */
  private readonly arrivalStatus = new OpenStatusCache(true);
  readonly options: IndexOptions;
  /** Charging sites' status reports (resource `charging`; shared by the indexes a process builds in turn). */
  private reports: StatusReports | null = null;
  /** Charging sites' `charging` JSON, kept until a status report for the site arrives. */
  private readonly chargingTexts: (string | undefined)[];

  /**
   * With `clustersNow` false the unfiltered cluster index is left to `warm()`, which builds it in
   * a worker thread for a large set: a replacement index built while the old one serves requests.
   */
  constructor(rows: readonly StationRow[], options: Partial<IndexOptions> = {}, clustersNow = true) {
    const t0 = performance.now();
    this.options = { ...DEFAULT_INDEX_OPTIONS, ...options };
    this.stations = rows;
    this.size = rows.length;
    this.lats = new Float64Array(this.size);
    this.lngs = new Float64Array(this.size);
    this.cached = { whole: new ProjectionCache(this.size), map: new ProjectionCache(this.size) };
    this.mapCells = new MapCellCache(this.size);
    const keys = siteBrandKeys(rows, this.options.minBrandStations);
    this.brandKeys = [...keys].sort();
    this.brandKeys.push('other');
    const brandIds = new Map(this.brandKeys.map((k, i) => [k, i]));
    const amenityNames = [...new Set(rows.flatMap((r) => r.amenities))].sort();
    const fuelDict = new BitDictionary(FUEL_TYPES);
    const amenityDict = new BitDictionary(amenityNames);
    this.filterData = {
      fuel: new Uint32Array(this.size),
      amenity: new Uint32Array(this.size),
      brand: new Int32Array(this.size),
      fuelDict,
      amenityDict,
      brandIds,
      connectors: rows.some((r) => r.charging) ? new ConnectorFilterData(rows) : null,
    };
    this.chargingTexts = new Array<string | undefined>(this.size);
    this.siteBrands = new Array<string>(this.size);
    this.kd = new KDBush(Math.max(1, this.size), 64, Float64Array);
    for (let i = 0; i < this.size; i++) {
      const r = rows[i]!;
      this.lats[i] = r.lat;
      this.lngs[i] = r.lng;
      this.kd.add(r.lng, r.lat);
      this.byId.set(r.id, i);
      const k = brandKey(r.brand);
      const site = keys.has(k) ? k : 'other';
      this.siteBrands[i] = site;
      this.filterData.brand[i] = brandIds.get(site)!;
      this.filterData.fuel[i] = fuelDict.mask(r.fuel_types);
      this.filterData.amenity[i] = amenityDict.mask(r.amenities);
    }
    if (this.size === 0) this.kd.add(0, 0); // kdbush needs one item; index 0 is never reported (size 0)
    this.kd.finish();
    const t1 = performance.now();
    if (clustersNow) this.clusterIndex(this.compile({}));
    const t2 = performance.now();
    this.timings = { kdbush: t1 - t0, clusters: t2 - t1, search: 0, total: t2 - t0 };
    if (this.options.eagerSearchIndex) this.words();
  }

  /**
   * The filter for a selection (its complement with `negated`, for non_matching_locations).
   * Compiled filters are kept by key (a bounded set): most requests repeat a few selections, and
   * compiling one makes several closures.
   */
  compile(params: FilterParams, negated = false): CompiledFilter {
    const selection = canonicalFilter(params);
    const key = negated ? `!${selection.key}` : selection.key;
    let filter = this.compiledFilters.get(key);
    if (filter === undefined) {
      const plain = compileSelection(selection, this.filterData);
      filter = negated ? negate(plain) : plain;
      if (this.compiledFilters.size >= 256) this.compiledFilters.clear();
      this.compiledFilters.set(key, filter);
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

  // ---- serialisation ----

  private head(i: number, projection: Projection = 'whole'): string {
    const heads = this.cached[projection].heads;
    let h = heads[i];
    if (h === undefined) {
      h = staticHead(this.stations[i]!, this.siteBrands[i]!, projection);
      heads[i] = h;
    }
    return h;
  }

  /** JSON of station i with its status at `now` and any distances. */
  json(i: number, now: Date, extra: Omit<Dynamic, 'open_status' | 'next_open_status_change' | 'charging'> = {}): string {
    return finishStation(this.head(i), { ...this.openStatus(i, now).status, ...extra, ...this.chargingOf(i) });
  }

  /** Station i's `charging` part (a charging site's equipment and status), or nothing. */
  private chargingOf(i: number): Pick<Dynamic, 'charging'> {
    const detail = this.stations[i]!.charging;
    if (!detail) return {};
    let text = this.chargingTexts[i];
    if (text === undefined) {
      text = JSON.stringify(chargingWire(detail, this.reports?.of(this.stations[i]!.id)));
      this.chargingTexts[i] = text;
    }
    return { charging: text };
  }

  /** Reads charging sites' status reports from `reports` (kept by the process; see station-data.ts). */
  useReports(reports: StatusReports): void {
    this.reports = reports;
    this.chargingTexts.fill(undefined);
  }

  /** The sites `siteIds` got new status reports: their answers are made again. */
  statusChanged(siteIds: Iterable<string>): void {
    for (const id of siteIds) {
      const i = this.byId.get(id);
      if (i === undefined) continue;
      this.chargingTexts[i] = undefined;
      this.cached.whole.plain.forget(i);
      this.cached.map.plain.forget(i);
    }
  }

  /** Station i's open status at `now` and the window in which it holds. */
  private openStatus(i: number, now: Date): TimedStatus {
    const r = this.stations[i]!;
    return this.status.timed(r.opening_hours, r.timezone, r.temporarily_closed, now, bankHolidaysOf(r));
  }

  /** `jsonBytes` of each station, in order (a loop: this runs for every within_bounds answer). */
  jsonBytesOf(indexes: readonly number[], now: Date, projection: Projection = 'whole'): Buffer[] {
    const out = new Array<Buffer>(indexes.length);
    for (let k = 0; k < indexes.length; k++) out[k] = this.jsonBytes(indexes[k]!, now, projection);
    return out;
  }

  /**
   * `json(i, now)` as UTF-8, kept per station for as long as its open status holds: a busy box
   * answer is then one array read per station instead of a status lookup, a string build and
   * its encoding for the socket.
   */
  jsonBytes(i: number, now: Date, projection: Projection = 'whole'): Buffer {
    const plain = this.cached[projection].plain;
    const kept = plain.at(i, now.getTime());
    if (kept !== undefined) return kept;
    const timed = this.openStatus(i, now);
    const charging = projection === 'whole' ? this.chargingOf(i) : {};
    return plain.keep(i, Buffer.from(finishStation(this.head(i, projection), { ...timed.status, ...charging }), 'utf8'), timed);
  }

  /**
   * The map projection of stations `indexes` as one JSON array per field (`MAP_COLUMNS`), the body of a
   * `layout=columns` answer's `columns`: each field's name once instead of once per station, about 40 %
   * fewer bytes for the browser to read in a busy view. Cells are kept per station as `jsonBytes` keeps
   * its text (the status while it holds).
   */
  mapColumnsJson(indexes: readonly number[], now: Date): string {
    const columns = MAP_COLUMNS.map(() => new Array<string>(indexes.length));
    for (let k = 0; k < indexes.length; k++) {
      const i = indexes[k]!;
      // The static cells, then the status ones: `MAP_COLUMNS` order. (Indexed loops: a busy answer has thousands.)
      const fixed = this.fixedMapCells(i);
      for (let c = 0; c < fixed.length; c++) columns[c]![k] = fixed[c]!;
      const status = this.statusMapCells(i, now);
      columns[fixed.length]![k] = status[0];
      columns[fixed.length + 1]![k] = status[1];
    }
    return `{${MAP_COLUMNS.map((name, c) => `"${name}":[${columns[c]!.join(',')}]`).join(',')}}`;
  }

  private fixedMapCells(i: number): string[] {
    let fixed = this.mapCells.fixed[i];
    if (fixed === undefined) {
      fixed = staticMapCells(this.stations[i]!, this.siteBrands[i]!);
      this.mapCells.fixed[i] = fixed;
    }
    return fixed;
  }

  private statusMapCells(i: number, now: Date): [string, string] {
    const status = this.mapCells.status;
    const kept = status.at(i, now.getTime());
    if (kept !== undefined) return kept;
    const timed = this.openStatus(i, now);
    return status.keep(i, statusCells(timed.status), timed);
  }

  // ---- boxes and clusters ----

  /** Indexes inside the box passing the filter, stopping after `cap` + 1 hits. */
  inBox(box: Box, filter: CompiledFilter, cap = Infinity): number[] {
    if (this.size === 0) return [];
    const out: number[] = [];
    for (const [x0, y0, x1, y1] of boxRanges(box)) {
      if (!this.rangeUntil(x0, y0, x1, y1, filter, out, cap)) break;
    }
    return out;
  }

  /**
   * kdbush's range walk (same node order, so the same result order as `kd.range`), testing the
   * filter as it goes and stopping once `out` holds more than `cap`: a country box then costs
   * about `cap` hits instead of collecting every station in it. False when it stopped early.
   */
  private rangeUntil(minX: number, minY: number, maxX: number, maxY: number, filter: CompiledFilter, out: number[], cap: number): boolean {
    const { ids, coords, nodeSize } = this.kd;
    const walk: RangeWalk = { ids, coords, minX, minY, maxX, maxY, filter, out, cap };
    const stack = [0, ids.length - 1, 0];
    while (stack.length > 0) {
      const axis = stack.pop()!;
      const right = stack.pop()!;
      const left = stack.pop()!;
      if (right - left <= nodeSize) {
        for (let k = left; k <= right; k++) if (!take(walk, k)) return false;
        continue;
      }
      const m = (left + right) >> 1;
      if (!take(walk, m)) return false;
      const x = coords[2 * m]!;
      const y = coords[2 * m + 1]!;
      if (axis === 0 ? minX <= x : minY <= y) stack.push(left, m - 1, 1 - axis);
      if (axis === 0 ? maxX >= x : maxY >= y) stack.push(m + 1, right, 1 - axis);
    }
    return true;
  }

  private clusterIndex(filter: CompiledFilter): ClusterTiles {
    const cached = this.clusterCache.get(filter.key);
    if (cached) {
      // LRU: refresh recency.
      this.clusterCache.delete(filter.key);
      this.clusterCache.set(filter.key, cached);
      return cached;
    }
    return this.cacheClusters(filter.key, this.tiled(buildClusters(this.clusterInput(filter), this.clusterSettings())));
  }

  private cacheClusters(key: string, tiles: ClusterTiles): ClusterTiles {
    this.clusterCache.set(key, tiles);
    while (this.clusterCache.size > this.options.clusterCacheSize) {
      const oldest = this.clusterCache.keys().next().value as string;
      if (oldest === '') {
        // Keep the unfiltered index: it is the most used one.
        const keep = this.clusterCache.get('')!;
        this.clusterCache.delete('');
        this.clusterCache.set('', keep);
        continue;
      }
      this.clusterCache.delete(oldest);
    }
    return tiles;
  }

  /**
   * Null when the filter set's cluster index is ready, or small enough to build in place on first
   * use; else a promise that settles once a worker thread has built it (one build per filter set,
   * however many requests wait for it). If the worker fails, the promise still settles and the
   * index is built in place on first use, as without a worker.
   */
  prepareClusters(filter: CompiledFilter): Promise<void> | null {
    if (this.clusterCache.has(filter.key)) return null;
    const pending = this.pendingClusters.get(filter.key);
    if (pending) return pending;
    if (this.countMatching(filter) < this.options.workerBuildMin) return null;
    const build = buildInWorker(this.clusterInput(filter), this.clusterSettings(), this.workers)
      .then(
        (sc) => void this.cacheClusters(filter.key, this.tiled(sc)),
        () => undefined,
      )
      .finally(() => this.pendingClusters.delete(filter.key));
    this.pendingClusters.set(filter.key, build);
    return build;
  }

  /**
   * Builds what the constructor left out with `clustersNow` false: the unfiltered cluster index
   * (in a worker thread when the set is large enough, see prepareClusters) and the word index.
   */
  async warm(): Promise<void> {
    const all = this.compile({});
    await this.prepareClusters(all);
    this.clusterIndex(all);
    if (!this.wordIndex) {
      const t = performance.now();
      // In slices: at 150k stations the whole build would hold the event loop for about a second.
      this.wordIndex = await runSliced(WordIndex.steps(this.searchDocs()));
      this.timings.search = performance.now() - t;
    }
  }

  /** Stops cluster builds still running in worker threads (on shutdown). */
  async close(): Promise<void> {
    await Promise.all([...this.workers].map((w) => w.terminate()));
  }

  private clusterInput(filter: CompiledFilter): ClusterInput {
    const ids: number[] = [];
    for (let i = 0; i < this.size; i++) if (filter.test(i)) ids.push(i);
    return this.stationsInput(ids);
  }

  private stationsInput(ids: readonly number[]): ClusterInput {
    return { ids: Int32Array.from(ids), lats: Float64Array.from(ids, (i) => this.lats[i]!), lngs: Float64Array.from(ids, (i) => this.lngs[i]!) };
  }

  private clusterSettings(): ClusterSettings {
    return { radius: this.options.clusterRadius, maxZoom: this.options.clusterMaxZoom };
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
   * event loop, and every other request goes on meanwhile.
   */
  async withinBoundsAsync(box: Box, filter: CompiledFilter, zoom?: number): Promise<ClusteredResult> {
    const plain = this.unclustered(box, filter);
    if (plain) return plain;
    const pending = this.prepareClusters(filter);
    if (pending) await pending;
    return this.clustered(box, filter, zoom);
  }

  /** Every match in the box when there are at most `clusterThreshold`; null when it needs clusters. */
  private unclustered(box: Box, filter: CompiledFilter): ClusteredResult | null {
    const exact = this.inBox(box, filter, this.options.clusterThreshold);
    return exact.length <= this.options.clusterThreshold ? { locations: exact, clusterJson: [] } : null;
  }

  private clustered(box: Box, filter: CompiledFilter, zoom: number | undefined): ClusteredResult {
    // The box decides the largest meaningful zoom; a caller's larger zoom is capped to it.
    const boxZoom = zoomForBox(box, 2048, 2048);
    const z = Math.min(zoom === undefined ? zoomForBox(box) : Math.floor(zoom), boxZoom);
    return this.fewEnoughLocations(this.clusterIndex(filter), box, z);
  }

  /** The tiles' answer at zoom `z`, lowered until it holds at most `maxLocations` stations. */
  private fewEnoughLocations(tiles: ClusterTiles, box: Box, z: number): ClusteredResult {
    for (;;) {
      const result = tiles.at(box, z);
      if (result.locations.length <= this.options.maxLocations || z <= 0) return result;
      z--;
    }
  }

  /** Number of stations passing the filter (cached per filter set). */
  countMatching(filter: CompiledFilter): number {
    if (!filter.active) return this.size;
    let n = this.countCache.get(filter.key);
    if (n === undefined) {
      n = 0;
      for (let i = 0; i < this.size; i++) if (filter.test(i)) n++;
      if (this.countCache.size > 256) this.countCache.clear();
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
    return this.fewEnoughLocations(this.tiled(buildClusters(this.stationsInput(indexes), this.clusterSettings())), box, Math.floor(zoom));
  }

  private tiled(sc: StationClusters): ClusterTiles {
    return new ClusterTiles(sc, this.options.clusterMaxZoom, this.lats, this.lngs);
  }

  // ---- complete ----

  /**
   * `NAME (Brand), TOWN POSTCODE` (the brand when the name does not say it), where the postcode starts in
   * it, and where the brand in brackets is.
   */
  completionValue(i: number): { value: string; postcode: { offset: number; text: string } | null; brand: { start: number; end: number } | null } {
    const r = this.stations[i]!;
    this.namesWithBrand ??= this.stations.map((station) => nameWithBrand(station.name, station.brand));
    let value = this.namesWithBrand[i]!;
    const brand = value.length > r.name.length ? { start: r.name.length, end: value.length } : null;
    const tail = [r.city, r.postcode].filter((p): p is string => p !== null && p !== '');
    if (tail.length > 0) value += `, ${tail.join(' ')}`;
    const postcode = r.postcode ? { offset: value.length - r.postcode.length, text: r.postcode } : null;
    return { value, postcode, brand };
  }

  private *searchDocs(): Generator<[number, string[]]> {
    for (let i = 0; i < this.size; i++) {
      const { value, postcode } = this.completionValue(i);
      yield [i, wordList(value, postcode?.text ?? null)];
    }
  }

  /** The word index for `complete`, built on first use (or at startup with `eagerSearchIndex`). */
  words(): WordIndex {
    if (!this.wordIndex) {
      const t = performance.now();
      this.wordIndex = WordIndex.of(this.searchDocs());
      this.timings.search = performance.now() - t;
    }
    return this.wordIndex;
  }

  /** Stations whose words the query's begin; a query that finds none as typed is read with its typos mended. */
  complete(query: string, limit: number, filter: CompiledFilter, bias?: Box): WireCompletion[] {
    const tokens = queryTokens(query);
    if (tokens.length === 0) return [];
    return this.words().foundOrMended(tokens, (words) => this.completeTokens(words, limit, filter, bias));
  }

  private completeTokens(tokens: string[], limit: number, filter: CompiledFilter, bias?: Box): WireCompletion[] {
    // Bounded work per request: a very short query over a big data set ranks a sample.
    const candidates = this.words().candidates(tokens, 5000);
    type Scored = { i: number; c: WireCompletion; inBox: boolean; prefix: boolean; dist: number };
    const scored: Scored[] = [];
    const cLat = bias ? (bias.south + bias.north) / 2 : 0;
    const cLng = bias ? (bias.west <= bias.east ? (bias.west + bias.east) / 2 : bias.west) : 0;
    for (const i of candidates) {
      if (!filter.test(i)) continue;
      const { value, postcode, brand } = this.completionValue(i);
      const spans = matchSpans(tokens, wordsOf(value, postcode));
      if (!spans) continue;
      const firstAt = spans[0]!.offset;
      scored.push({
        i,
        c: { id: this.stations[i]!.id, value, matched_substrings: spans },
        inBox: bias ? boxContains(bias, this.lats[i]!, this.lngs[i]!) : false,
        // The name's start, or its brand in brackets: a brand's stations rank by distance however they
        // are named (from a view of Leeds, `TESCO RAWTENSTALL` came before Tesco's `LEEDS SEACROFT EXTRA`).
        prefix: firstAt === 0 || (brand !== null && firstAt > brand.start && firstAt < brand.end),
        dist: bias ? haversine(cLat, cLng, this.lats[i]!, this.lngs[i]!) : 0,
      });
    }
    scored.sort(
      (a, b) =>
        Number(b.inBox) - Number(a.inBox) ||
        Number(b.prefix) - Number(a.prefix) ||
        a.dist - b.dist ||
        (a.c.value < b.c.value ? -1 : a.c.value > b.c.value ? 1 : a.i - b.i),
    );
    return scored.slice(0, limit).map((s) => s.c);
  }

  distanceFrom(i: number, lat: number, lng: number): number {
    return roundMetres(haversine(lat, lng, this.lats[i]!, this.lngs[i]!));
  }
}
