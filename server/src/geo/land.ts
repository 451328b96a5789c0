/**
 * Land and sea: Natural Earth's 1:10m land polygons (public domain, through `world-atlas`, already a
 * dependency of the element's own map). Answers which land mass a point is on (Great Britain, Ireland,
 * an island, the continent) and how far a point at sea is from the coast. Loaded once per process on
 * first use (about 3 MB of TopoJSON, 0.2 s); the tests share it.
 *
 * Planar ray casting in longitude and latitude: the 1:10m edges are a kilometre or two long, where
 * the difference between a straight edge in degrees and the great circle is a few metres.
 */

import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { MultiPolygon, Polygon, Position } from 'geojson';
import { METRES_PER_DEGREE } from './haversine.ts';

interface LandMass {
  /** Every edge of its rings (outer and holes alike: even-odd), as [x1, y1, x2, y2] in longitude, latitude. */
  edges: Float64Array;
  /** Edges per band of latitude (`BAND_DEGREES`): `bandEdges[bandStart[b] .. bandStart[b + 1]]`. */
  bandStart: Uint32Array;
  bandEdges: Uint32Array;
  west: number;
  south: number;
  east: number;
  north: number;
}

const RAD = Math.PI / 180;
/** Height of the latitude bands edges are filed in: a point's crossing test reads its band's edges only. */
const BAND_DEGREES = 0.02;

function landMass(polygon: Position[][]): LandMass {
  let west = 180;
  let south = 90;
  let east = -180;
  let north = -90;
  for (const [lng, lat] of polygon[0]!) {
    west = Math.min(west, lng!);
    east = Math.max(east, lng!);
    south = Math.min(south, lat!);
    north = Math.max(north, lat!);
  }
  const count = polygon.reduce((n, ring) => n + ring.length - 1, 0);
  const edges = new Float64Array(count * 4);
  let e = 0;
  for (const ring of polygon) {
    for (let i = 1; i < ring.length; i++) {
      edges.set([ring[i - 1]![0]!, ring[i - 1]![1]!, ring[i]![0]!, ring[i]![1]!], 4 * e++);
    }
  }
  const bands = Math.max(1, Math.ceil((north - south) / BAND_DEGREES) + 1);
  const band = (lat: number): number => Math.min(bands - 1, Math.max(0, Math.floor((lat - south) / BAND_DEGREES)));
  const bandCount = new Uint32Array(bands + 1);
  const forEachBand = (k: number, visit: (b: number) => void): void => {
    const y1 = edges[4 * k + 1]!;
    const y2 = edges[4 * k + 3]!;
    for (let b = band(Math.min(y1, y2)); b <= band(Math.max(y1, y2)); b++) visit(b);
  };
  for (let k = 0; k < count; k++) forEachBand(k, (b) => bandCount[b + 1]!++);
  for (let b = 0; b < bands; b++) bandCount[b + 1]! += bandCount[b]!;
  const bandStart = bandCount.slice();
  const fill = bandCount.slice();
  const bandEdges = new Uint32Array(bandStart[bands]!);
  for (let k = 0; k < count; k++) forEachBand(k, (b) => (bandEdges[fill[b]!++] = k));
  return { edges, bandStart, bandEdges, west, south, east, north };
}

/** Metres from a point to a segment, in a local equirectangular frame centred on the point. */
function segmentMetres(lng: number, lat: number, ax: number, ay: number, bx: number, by: number): number {
  const k = Math.cos(lat * RAD);
  const x1 = (ax - lng) * k;
  const y1 = ay - lat;
  const x2 = (bx - lng) * k;
  const y2 = by - lat;
  const dx = x2 - x1;
  const dy = y2 - y1;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, -(x1 * dx + y1 * dy) / len2));
  return Math.hypot(x1 + t * dx, y1 + t * dy) * METRES_PER_DEGREE;
}

export class Land {
  readonly #masses: LandMass[];

  /** `polygons`: GeoJSON polygon coordinates ([lng, lat] rings, the outer ring first). */
  constructor(polygons: Position[][][]) {
    this.#masses = polygons.map(landMass);
  }

  /** The land mass a point is on (an index, the same for every point of one island), or null at sea. */
  massAt(lat: number, lng: number): number | null {
    for (let m = 0; m < this.#masses.length; m++) {
      const mass = this.#masses[m]!;
      if (lng < mass.west || lng > mass.east || lat < mass.south || lat > mass.north) continue;
      const { edges, bandStart, bandEdges } = mass;
      const b = Math.min(bandStart.length - 2, Math.floor((lat - mass.south) / BAND_DEGREES));
      let inside = 0;
      for (let i = bandStart[b]!; i < bandStart[b + 1]!; i++) {
        const k = 4 * bandEdges[i]!;
        const xi = edges[k]!;
        const yi = edges[k + 1]!;
        const xj = edges[k + 2]!;
        const yj = edges[k + 3]!;
        if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside ^= 1;
      }
      if (inside) return m;
    }
    return null;
  }

  /**
   * The land mass a point is on, or the nearest one within `toleranceM` (the 1:10m coast is a kilometre
   * or two off in places, and leaves out small islands); null beyond it.
   */
  massNear(lat: number, lng: number, toleranceM: number): number | null {
    const on = this.massAt(lat, lng);
    if (on !== null) return on;
    return this.nearestCoast(lat, lng, toleranceM)?.mass ?? null;
  }

  /** Metres from a point to the nearest coast (0 on land), looking no farther than `maxM`; null beyond. */
  coastMetres(lat: number, lng: number, maxM: number): number | null {
    if (this.massAt(lat, lng) !== null) return 0;
    return this.nearestCoast(lat, lng, maxM)?.metres ?? null;
  }

  private nearestCoast(lat: number, lng: number, maxM: number): { mass: number; metres: number } | null {
    const dLat = maxM / METRES_PER_DEGREE;
    const dLng = dLat / Math.max(0.01, Math.cos(lat * RAD));
    let best: { mass: number; metres: number } | null = null;
    for (let m = 0; m < this.#masses.length; m++) {
      const mass = this.#masses[m]!;
      if (lng + dLng < mass.west || lng - dLng > mass.east || lat + dLat < mass.south || lat - dLat > mass.north) continue;
      const { edges } = mass;
      for (let k = 0; k < edges.length; k += 4) {
        const ax = edges[k]!;
        const ay = edges[k + 1]!;
        const bx = edges[k + 2]!;
        const by = edges[k + 3]!;
        // Segments wholly outside the search box cannot be within maxM.
        if ((ax < lng - dLng && bx < lng - dLng) || (ax > lng + dLng && bx > lng + dLng) || (ay < lat - dLat && by < lat - dLat) || (ay > lat + dLat && by > lat + dLat)) continue;
        const metres = segmentMetres(lng, lat, ax, ay, bx, by);
        if (metres <= maxM && (!best || metres < best.metres)) best = { mass: m, metres };
      }
    }
    return best;
  }
}

let shared: Land | null = null;

/** Natural Earth's 1:10m land, read once per process. */
export function naturalEarthLand(): Land {
  if (shared) return shared;
  const require = createRequire(import.meta.url);
  const topology = require('world-atlas/land-10m.json') as Topology<{ land: GeometryCollection }>;
  const land = feature(topology, topology.objects.land);
  const polygons: Position[][][] = [];
  for (const f of land.features) {
    const geometry = f.geometry as Polygon | MultiPolygon;
    if (geometry.type === 'Polygon') polygons.push(geometry.coordinates);
    else polygons.push(...geometry.coordinates);
  }
  shared = new Land(polygons);
  return shared;
}
