/**
 * A supercluster index served by map tile. A box at zoom z is answered from the Web-Mercator
 * tiles of zoom z that it covers; each tile's clusters and unclustered stations are taken from
 * supercluster once, on first use, with every cluster's wire object and JSON written once, and
 * kept in a bounded cache. A warm box is then a scan of a few small arrays: no GeoJSON feature
 * objects and no cluster serialisation per request (those were a third of the server's time for
 * within_bounds under load at 150,000 stations), and a cold one costs what a direct
 * `getClusters` call costs, never a whole zoom level at once.
 */

import type Supercluster from 'supercluster';
import type { ClusterProperties } from 'supercluster';
import type { WireCluster } from '../../../src/api/contract.ts';
import { type Box, boxRanges } from '../geo/bounds.ts';

/** What a cluster carries: the bounds of its members. */
export interface ClusterProps {
  s: number;
  w: number;
  n: number;
  e: number;
}

/** What a station point carries: its index and exact position. */
export interface PointProps {
  i: number;
  la: number;
  ln: number;
}

export type StationClusters = Supercluster<PointProps, ClusterProps>;

export interface ClusteredResult {
  locations: number[];
  /**
   * The clusters' JSON as UTF-8 chunks of one or more comma-separated clusters, written once per
   * tile: joined with commas they are `JSON.stringify(clusters)` without the brackets.
   */
  clusterJson: Buffer[];
}

/** One tile's features: feature k is station `station[k]`, or the cluster `clusterJson[k]` when that is -1. */
interface Tile {
  lats: Float64Array;
  lngs: Float64Array;
  station: Int32Array;
  clusterJson: (Buffer | null)[];
  /** The same, whole, for a box that holds every feature of the tile: the common case. */
  all: { box: Box; stations: Int32Array; clusterJson: Buffer | null } | null;
  /** When it was last used, on the cache's own clock. */
  used: number;
}

/** A box part (one side of the antimeridian) and the tiles it covers at one zoom. */
interface TileRange {
  w: number;
  s: number;
  e: number;
  n: number;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

export interface TileOptions {
  /** Tiles kept per cluster index (the least recently used goes when it is full). */
  maxTiles: number;
  /** Largest box, in tiles, answered through the cache; a larger one asks supercluster directly. */
  maxTilesPerQuery: number;
}

export const DEFAULT_TILE_OPTIONS: TileOptions = { maxTiles: 16_384, maxTilesPerQuery: 256 };

/** Degrees added around a tile when asking supercluster for it: its projection rounds positions. */
const TILE_MARGIN = 1e-5;

export class ClusterTiles {
  /**
   * Tiles by `#tile()`'s key. A use stamps its tile, and a full cache drops the least recently used
   * quarter at once: a hit is one Map read and one write, where lru-cache's bookkeeping per read
   * (a box reads up to a few dozen tiles) cost as much as the rest of the lookup.
   */
  readonly #tiles = new Map<number, Tile>();
  #clock = 0;
  readonly #options: TileOptions;
  readonly #index: StationClusters;
  readonly #maxZoom: number;
  readonly #lats: Float64Array;
  readonly #lngs: Float64Array;

  /** `maxZoom`: the index's own; above it nothing clusters, so every higher zoom answers as maxZoom + 1. */
  constructor(index: StationClusters, maxZoom: number, lats: Float64Array, lngs: Float64Array, options: Partial<TileOptions> = {}) {
    this.#index = index;
    this.#maxZoom = maxZoom;
    this.#lats = lats;
    this.#lngs = lngs;
    this.#options = { ...DEFAULT_TILE_OPTIONS, ...options };
  }

  /**
   * The clusters whose centroid lies in the box and the unclustered stations inside it, at zoom
   * `z` (an integer): supercluster's `getClusters` answer, with stations tested on their exact
   * position rather than their projected one.
   */
  at(box: Box, z: number): ClusteredResult {
    const zoom = Math.max(0, Math.min(z, this.#maxZoom + 1));
    const result: ClusteredResult = { locations: [], clusterJson: [] };
    // Loops, not map and reduce: under tsx each arrow made per request also pays to name itself.
    const ranges: TileRange[] = [];
    let tileCount = 0;
    for (const [w, s, e, n] of boxRanges(box)) {
      const r = { w, s, e, n, x0: tileX(w, zoom), x1: tileX(e, zoom), y0: tileY(n, zoom), y1: tileY(s, zoom) };
      ranges.push(r);
      tileCount += (r.x1 - r.x0 + 1) * (r.y1 - r.y0 + 1);
    }
    for (const r of ranges) {
      if (tileCount > this.#options.maxTilesPerQuery) {
        this.#collect(this.#fromIndex([r.w, r.s, r.e, r.n], zoom, null), r, result);
        continue;
      }
      for (let y = r.y0; y <= r.y1; y++) for (let x = r.x0; x <= r.x1; x++) this.#collect(this.#tile(zoom, x, y), r, result);
    }
    return result;
  }

  #collect(tile: Tile, r: TileRange, out: ClusteredResult): void {
    const all = tile.all;
    if (all && all.box.south >= r.s && all.box.north <= r.n && all.box.west >= r.w && all.box.east <= r.e) {
      for (let k = 0; k < all.stations.length; k++) out.locations.push(all.stations[k]!);
      if (all.clusterJson) out.clusterJson.push(all.clusterJson);
      return;
    }
    for (let k = 0; k < tile.station.length; k++) {
      const lat = tile.lats[k]!;
      const lng = tile.lngs[k]!;
      if (lat < r.s || lat > r.n || lng < r.w || lng > r.e) continue;
      const i = tile.station[k]!;
      if (i >= 0) {
        out.locations.push(i);
      } else {
        out.clusterJson.push(tile.clusterJson[k]!);
      }
    }
  }

  #tile(z: number, x: number, y: number): Tile {
    // z·4^z + y·2^z + x: the keys of different zooms fall in ranges that do not overlap.
    const key = (z * 2 ** z + y) * 2 ** z + x;
    const cached = this.#tiles.get(key);
    if (cached) {
      cached.used = ++this.#clock;
      return cached;
    }
    const n = 2 ** z;
    const west = x === 0 ? -180 : Math.max(-180, tileLng(x, z) - TILE_MARGIN);
    const east = x === n - 1 ? 180 : Math.min(180, tileLng(x + 1, z) + TILE_MARGIN);
    const north = y === 0 ? 90 : Math.min(90, tileLat(y, z) + TILE_MARGIN);
    const south = y === n - 1 ? -90 : Math.max(-90, tileLat(y + 1, z) - TILE_MARGIN);
    // Keep only the features whose own tile this is: one asked with a margin also sees its neighbours' edges.
    const tile = this.#fromIndex([west, south, east, north], z, (lat, lng) => tileX(lng, z) === x && tileY(lat, z) === y);
    if (this.#tiles.size >= this.#options.maxTiles) this.#dropLeastRecent();
    tile.used = ++this.#clock;
    this.#tiles.set(key, tile);
    return tile;
  }

  /** Drops the least recently used quarter of the tiles (at least one). */
  #dropLeastRecent(): void {
    const stamps = Float64Array.from(this.#tiles.values(), (t) => t.used).sort();
    const last = stamps[Math.max(1, Math.floor(stamps.length / 4)) - 1]!;
    for (const [key, t] of this.#tiles) if (t.used <= last) this.#tiles.delete(key);
  }

  /** Supercluster's features in `bbox` at zoom `z`, flattened (those passing `keep`, when given). */
  #fromIndex(bbox: [number, number, number, number], z: number, keep: ((lat: number, lng: number) => boolean) | null): Tile {
    const lats: number[] = [];
    const lngs: number[] = [];
    const station: number[] = [];
    const clusterJson: (Buffer | null)[] = [];
    for (const f of this.#index.getClusters(bbox, z)) {
      const p = f.properties as Partial<ClusterProperties> & Partial<ClusterProps> & Partial<PointProps>;
      if (p.cluster) {
        const [lng, lat] = f.geometry.coordinates as [number, number];
        if (keep && !keep(lat, lng)) continue;
        // Supercluster's centroid comes back through its projection with 17 digits; 6 decimals are 0.1 m.
        const centroid: [number, number] = [round6(lat), round6(lng)];
        const cluster: WireCluster = {
          id: `${z}:${p.cluster_id!}`,
          size: p.point_count!,
          bounds: { ne: [p.n!, p.e!], sw: [p.s!, p.w!] },
          centroid,
        };
        lats.push(centroid[0]);
        lngs.push(centroid[1]);
        station.push(-1);
        clusterJson.push(Buffer.from(JSON.stringify(cluster), 'utf8'));
      } else {
        // Supercluster hands points back through its projection; place them on their exact position.
        const i = p.i!;
        const lat = this.#lats[i]!;
        const lng = this.#lngs[i]!;
        if (keep && !keep(lat, lng)) continue;
        lats.push(lat);
        lngs.push(lng);
        station.push(i);
        clusterJson.push(null);
      }
    }
    const tile: Tile = { lats: Float64Array.from(lats), lngs: Float64Array.from(lngs), station: Int32Array.from(station), clusterJson, all: null, used: 0 };
    if (station.length > 0) {
      const json = clusterJson.filter((j): j is Buffer => j !== null);
      tile.all = {
        box: extent(lats, lngs),
        stations: Int32Array.from(station.filter((i) => i >= 0)),
        clusterJson: json.length > 0 ? Buffer.from(json.join(','), 'utf8') : null,
      };
    }
    return tile;
  }
}

const round6 = (v: number): number => Math.round(v * 1e6) / 1e6;

/** The smallest box around the positions (a loop: a spread of a large tile's arrays would overflow the stack). */
function extent(lats: readonly number[], lngs: readonly number[]): Box {
  const box: Box = { south: Infinity, west: Infinity, north: -Infinity, east: -Infinity };
  for (let k = 0; k < lats.length; k++) {
    box.south = Math.min(box.south, lats[k]!);
    box.north = Math.max(box.north, lats[k]!);
    box.west = Math.min(box.west, lngs[k]!);
    box.east = Math.max(box.east, lngs[k]!);
  }
  return box;
}

// Web-Mercator tiles, the projection supercluster clusters in.

function tileX(lng: number, z: number): number {
  const n = 2 ** z;
  return Math.max(0, Math.min(n - 1, Math.floor(((lng + 180) / 360) * n)));
}

function tileY(lat: number, z: number): number {
  const n = 2 ** z;
  const sin = Math.sin((lat * Math.PI) / 180);
  const y = 0.5 - (0.25 * Math.log((1 + sin) / (1 - sin))) / Math.PI;
  return Math.max(0, Math.min(n - 1, Math.floor((Number.isFinite(y) ? y : lat > 0 ? 0 : 1) * n)));
}

function tileLng(x: number, z: number): number {
  return (x / 2 ** z) * 360 - 180;
}

function tileLat(y: number, z: number): number {
  const t = Math.PI * (1 - (2 * y) / 2 ** z);
  return (Math.atan(Math.sinh(t)) * 180) / Math.PI;
}
