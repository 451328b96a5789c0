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

/** Cells of the grid masses are filed in by their boxes: a point looks at its cell's masses only. */
const CELL_DEGREES = 1;
const cellOf = (lat: number, lng: number): number => Math.floor(lat + 90) * 360 + Math.floor(lng + 180);

/**
 * Land masses whose coasts come this close count as one, joined by road: the Menai Strait (Anglesey) and
 * the Kyle of Lochalsh (Skye) are bridged, a few hundred metres wide; the Solent (the Isle of Wight, by
 * ferry) is 4 km at its narrowest, the North Channel (Ireland) 20 km.
 */
export const STRAIT_M = 1500;
/** A point this close to the 1:10m coast is on its land (a harbour, a pier, a coast the scale smooths). */
export const COAST_TOLERANCE_M = 2000;

export class Land {
  readonly #masses: LandMass[];
  readonly #grid = new Map<number, number[]>();
  readonly #neighbours = new Map<number, number[]>();

  /** `polygons`: GeoJSON polygon coordinates ([lng, lat] rings, the outer ring first). */
  constructor(polygons: Position[][][]) {
    this.#masses = polygons.map(landMass);
    this.#masses.forEach((mass, m) => {
      for (let lat = Math.floor(mass.south); lat <= Math.floor(mass.north); lat += CELL_DEGREES) {
        for (let lng = Math.floor(mass.west); lng <= Math.floor(mass.east); lng += CELL_DEGREES) {
          const cell = cellOf(lat, lng);
          const list = this.#grid.get(cell);
          if (list) list.push(m);
          else this.#grid.set(cell, [m]);
        }
      }
    });
  }

  /** Masses whose boxes reach the box around a point (`dLat`, `dLng` degrees either side). */
  #massesNear(lat: number, lng: number, dLat = 0, dLng = 0): number[] {
    const out = new Set<number>();
    for (let y = Math.floor(lat - dLat); y <= Math.floor(lat + dLat); y++) {
      for (let x = Math.floor(lng - dLng); x <= Math.floor(lng + dLng); x++) for (const m of this.#grid.get(cellOf(y, x)) ?? []) out.add(m);
    }
    return [...out];
  }

  /** The land mass a point is on (an index, the same for every point of one island), or null at sea. */
  massAt(lat: number, lng: number): number | null {
    for (const m of this.#grid.get(cellOf(lat, lng)) ?? []) {
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
    return this.#nearestCoast(lat, lng, toleranceM)?.mass ?? null;
  }

  /** Metres from a point to the nearest coast (0 on land), looking no farther than `maxM`; null beyond. */
  coastMetres(lat: number, lng: number, maxM: number): number | null {
    if (this.massAt(lat, lng) !== null) return 0;
    return this.#nearestCoast(lat, lng, maxM)?.metres ?? null;
  }

  /**
   * Whether the way between two points crosses the sea: either is at sea (beyond `COAST_TOLERANCE_M`), or
   * they are on land masses no strait of `STRAIT_M` or less joins (Great Britain and Ireland, the Isle of
   * Man, Orkney). A road cannot take it; a ferry can.
   */
  seaBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): boolean {
    const ma = this.massNear(a.lat, a.lng, COAST_TOLERANCE_M);
    const mb = ma === null ? null : this.massNear(b.lat, b.lng, COAST_TOLERANCE_M);
    return ma === null || mb === null || !this.joined(ma, mb);
  }

  /**
   * The segments of a line (`[lat, lng]` vertices; segment `s` from vertex `s` to `s + 1`) whose ends are
   * on land masses the sea parts (`joined`): a route's sea crossing drawn as a straight line. Ends at
   * sea do not count (a ferry's own track, drawn vertex by vertex, has no stations along it anyway).
   */
  partedSegments(line: readonly (readonly [number, number])[]): Set<number> {
    const out = new Set<number>();
    let previous = line.length > 0 ? this.massNear(line[0]![0], line[0]![1], COAST_TOLERANCE_M) : null;
    for (let s = 1; s < line.length; s++) {
      const mass = this.massNear(line[s]![0], line[s]![1], COAST_TOLERANCE_M);
      if (previous !== null && mass !== null && previous !== mass && !this.joined(previous, mass)) out.add(s - 1);
      previous = mass;
    }
    return out;
  }

  /**
   * Whether two land masses are one for a driver: the same, or linked through masses whose coasts come
   * within `STRAIT_M` of each other (see there).
   */
  joined(a: number, b: number): boolean {
    if (a === b) return true;
    const seen = new Set([a]);
    const queue = [a];
    while (queue.length > 0) {
      for (const n of this.#neighboursOf(queue.shift()!)) {
        if (n === b) return true;
        if (!seen.has(n)) {
          seen.add(n);
          queue.push(n);
        }
      }
    }
    return false;
  }

  /** Masses within `STRAIT_M` of mass `m` (a vertex of either within that of the other's coast); kept. */
  #neighboursOf(m: number): number[] {
    const known = this.#neighbours.get(m);
    if (known) return known;
    const mass = this.#masses[m]!;
    const d = STRAIT_M / METRES_PER_DEGREE;
    const dLng = d / Math.max(0.01, Math.cos(Math.max(Math.abs(mass.south), Math.abs(mass.north)) * RAD));
    const out: number[] = [];
    const candidates = new Set<number>();
    for (let y = Math.floor(mass.south - d); y <= Math.floor(mass.north + d); y++) {
      for (let x = Math.floor(mass.west - dLng); x <= Math.floor(mass.east + dLng); x++) for (const o of this.#grid.get(cellOf(y, x)) ?? []) candidates.add(o);
    }
    for (const o of candidates) {
      if (o === m) continue;
      const other = this.#masses[o]!;
      if (other.west > mass.east + dLng || other.east < mass.west - dLng || other.south > mass.north + d || other.north < mass.south - d) continue;
      // The smaller one's vertices against the larger one's edges of their latitude bands.
      const [small, large] = other.edges.length < mass.edges.length ? [other, mass] : [mass, other];
      if (this.#vertexNear(small, large)) out.push(o);
    }
    this.#neighbours.set(m, out);
    return out;
  }

  #vertexNear(small: LandMass, large: LandMass): boolean {
    const d = STRAIT_M / METRES_PER_DEGREE;
    const bands = large.bandStart.length - 1;
    for (let k = 0; k < small.edges.length; k += 4) {
      const lng = small.edges[k]!;
      const lat = small.edges[k + 1]!;
      const dLng = d / Math.max(0.01, Math.cos(lat * RAD));
      if (lng < large.west - dLng || lng > large.east + dLng || lat < large.south - d || lat > large.north + d) continue;
      const first = Math.max(0, Math.floor((lat - d - large.south) / BAND_DEGREES));
      const last = Math.min(bands - 1, Math.floor((lat + d - large.south) / BAND_DEGREES));
      for (let b = first; b <= last; b++) {
        for (let i = large.bandStart[b]!; i < large.bandStart[b + 1]!; i++) {
          const e = 4 * large.bandEdges[i]!;
          const ax = large.edges[e]!;
          const bx = large.edges[e + 2]!;
          if ((ax < lng - dLng && bx < lng - dLng) || (ax > lng + dLng && bx > lng + dLng)) continue;
          if (segmentMetres(lng, lat, ax, large.edges[e + 1]!, bx, large.edges[e + 3]!) <= STRAIT_M) return true;
        }
      }
    }
    return false;
  }

  #nearestCoast(lat: number, lng: number, maxM: number): { mass: number; metres: number } | null {
    const dLat = maxM / METRES_PER_DEGREE;
    const dLng = dLat / Math.max(0.01, Math.cos(lat * RAD));
    let best: { mass: number; metres: number } | null = null;
    for (const m of this.#massesNear(lat, lng, dLat, dLng)) {
      const mass = this.#masses[m]!;
      if (lng + dLng < mass.west || lng - dLng > mass.east || lat + dLat < mass.south || lat - dLat > mass.north) continue;
      const { edges, bandStart, bandEdges } = mass;
      const bands = bandStart.length - 1;
      const first = Math.max(0, Math.floor((lat - dLat - mass.south) / BAND_DEGREES));
      const last = Math.min(bands - 1, Math.floor((lat + dLat - mass.south) / BAND_DEGREES));
      // An edge crossing several bands is looked at once per band: the minimum is the same.
      for (let i = bandStart[first]!; i < bandStart[last + 1]!; i++) {
        const k = 4 * bandEdges[i]!;
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
