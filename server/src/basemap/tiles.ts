/**
 * The demo map's vector tiles, cut on request from the layers in memory (geojson-vt, which also
 * simplifies each zoom's lines and polygons), encoded as Mapbox Vector Tiles (vt-pbf) and gzipped.
 * Each tile is cut once; the last `cacheSize` encoded tiles are kept (a small LRU), so a busy demo
 * serves most tiles as bytes from memory. geojson-vt keeps the clipped geometry of the tiles it has
 * split, which the data bounds: every tile to zoom 11 over the United Kingdom (9,300 tiles, 3 s) took
 * 31 MB of heap, the LRU's 2,000 tiles included.
 *
 * Cut in the server rather than at build time: no build step or generated files to keep in step
 * with the data, and the whole data set is a few MB; a brand with a country or more brings its own
 * tiles (README, "Your own map, no Google at all").
 *
 * Per zoom, a tile carries only what the style shows at that zoom: place labels up to the rank for
 * the zoom (cities first, towns as you zoom in, suburbs and villages at city zoom), rivers and lakes
 * from Natural Earth's own `min_zoom`, and below zoom 8 no motorway piece shorter than a slip road.
 */

// A reference, not an import: the .d.ts declares an ambient module, and programs that only reach this
// file through an import (scripts/) must see it too.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./vt-pbf.d.ts" />
import { gzipSync } from 'node:zlib';
import GeoJSONVT, { type LegacyFeature, type LegacyTile } from 'geojson-vt';
import { LRUCache } from 'lru-cache';
import vtpbf from 'vt-pbf';
import { type BasemapLayers, LAYER_NAMES, type LayerName } from './data.ts';

/** Tiles are cut down to this zoom; MapLibre over-zooms the last level beyond it. */
export const MAX_TILE_ZOOM = 14;
const EXTENT = 4096;

/*
 * Zooms here are MapLibre's (512 px tiles), one less than the element's and Google's (256 px): the
 * element's Great Britain at zoom 6 is tile zoom 5, its Leeds at zoom 12 is tile zoom 11.
 */

/**
 * Highest place rank labelled in a tile of zoom `z`: cities (ranks 1-2) on the whole of Great Britain
 * (5), towns as you zoom in, villages and suburbs (7-8) at city zoom (10-11).
 */
export function maxPlaceRank(z: number): number {
  return Math.min(8, Math.max(1, z - 3));
}

/** Natural Earth's `min_zoom` is for 256 px tiles and its own scale: two zooms early reads right here. */
const waterShown = (f: LegacyFeature, z: number): boolean => Number(f.tags?.min_zoom ?? 0) <= z + 2;

/** Below zoom 8 a slip road or a link between carriageways is a spur off the line: only longer pieces. */
export function minMotorwayKm(z: number): number {
  return z <= 5 ? 3 : z <= 7 ? 1.5 : 0;
}

const KEEP: Partial<Record<LayerName, (f: LegacyFeature, z: number) => boolean>> = {
  places: (f, z) => Number(f.tags?.rank) <= maxPlaceRank(z),
  rivers: waterShown,
  lakes: waterShown,
  lake_labels: waterShown,
  motorways: (f, z) => Number(f.tags?.km) >= minMotorwayKm(z),
};

/** Properties only the cutter reads, not sent to the browser. */
const CUTTER_ONLY = new Set(['km', 'min_zoom']);

function withoutCutterTags(f: LegacyFeature): LegacyFeature {
  if (!f.tags || !Object.keys(f.tags).some((k) => CUTTER_ONLY.has(k))) return f;
  return { ...f, tags: Object.fromEntries(Object.entries(f.tags).filter(([k]) => !CUTTER_ONLY.has(k))) };
}

export function validTile(z: number, x: number, y: number): boolean {
  const n = 2 ** z;
  return Number.isInteger(z) && Number.isInteger(x) && Number.isInteger(y) && z >= 0 && z <= MAX_TILE_ZOOM && x >= 0 && y >= 0 && x < n && y < n;
}

export class BasemapTiles {
  readonly #indexes: [LayerName, GeoJSONVT][];
  /** Encoded tiles by `z/x/y`, the least recently used dropped first; false for a tile with nothing in it. */
  readonly #cache: LRUCache<string, Buffer | false>;

  constructor(layers: BasemapLayers, cacheSize = 2000) {
    this.#cache = new LRUCache({ max: cacheSize });
    this.#indexes = LAYER_NAMES.map((name) => [name, new GeoJSONVT(layers[name], { maxZoom: MAX_TILE_ZOOM, extent: EXTENT, buffer: 64, tolerance: 3 })]);
  }

  /** The gzipped tile, or null when nothing of the map lies in it. Throws on a tile outside the pyramid. */
  tile(z: number, x: number, y: number): Buffer | null {
    if (!validTile(z, x, y)) throw new RangeError(`no tile ${z}/${x}/${y}`);
    const id = `${z}/${x}/${y}`;
    const cached = this.#cache.get(id);
    if (cached !== undefined) return cached || null;
    const bytes = this.#cut(z, x, y);
    this.#cache.set(id, bytes ?? false);
    return bytes;
  }

  /** Tiles held encoded (for tests). */
  get cachedTiles(): number {
    return this.#cache.size;
  }

  #cut(z: number, x: number, y: number): Buffer | null {
    const layers: Record<string, LegacyTile> = {};
    let any = false;
    for (const [name, index] of this.#indexes) {
      const tile = index.getTile(z, x, y);
      if (!tile) continue;
      const keep = KEEP[name];
      const features = (keep ? tile.features.filter((f) => keep(f, z)) : tile.features).map(withoutCutterTags);
      if (features.length === 0) continue;
      layers[name] = { features };
      any = true;
    }
    return any ? gzipSync(vtpbf.fromGeojsonVt(layers, { version: 2, extent: EXTENT })) : null;
  }
}
