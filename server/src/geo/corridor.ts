/**
 * Stations along a route (corridor search). Pure, no I/O.
 *
 * Method (measured in the hardening notes, section C5): for each route segment, query the point
 * index over the segment's bounding box grown by the radius, then compute the exact
 * point-to-segment distance for each candidate. A station keeps its closest segment; the distance
 * along the route is the length up to that segment plus the projected part of it. Querying by the
 * whole route's box instead would touch most stations of a diagonal route.
 */

import { METRES_PER_DEGREE, haversine } from './haversine.ts';

const RAD = Math.PI / 180;

export interface CorridorHit {
  /** Index of the point in the caller's arrays. */
  index: number;
  /** Metres from the route line. */
  distanceFromRoute: number;
  /** Metres along the route from its first vertex to the closest point. */
  distanceAlongRoute: number;
}

/** Any index that can list the points inside a non-wrapping lng/lat box. */
export type RangeQuery = (minLng: number, minLat: number, maxLng: number, maxLat: number) => ArrayLike<number>;

/** Fraction along the segment of the closest point, set by `segmentDistance` (avoids an allocation per call). */
let lastT = 0;

/**
 * Distance in metres from point P to segment AB, in a local equirectangular projection centred
 * on P (exact enough at corridor radii of tens of km). The closest point's fraction is `lastT`.
 */
function segmentDistance(pLat: number, pLng: number, aLat: number, aLng: number, bLat: number, bLng: number): number {
  const k = Math.cos(pLat * RAD);
  // A relative to P, then B relative to A: segments crossing the antimeridian stay short.
  let da = aLng - pLng;
  if (da > 180) da -= 360;
  else if (da < -180) da += 360;
  let dab = bLng - aLng;
  if (dab > 180) dab -= 360;
  else if (dab < -180) dab += 360;
  const ax = da * k;
  const bx = (da + dab) * k;
  const ay = aLat - pLat;
  const by = bLat - pLat;
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  let t = len2 > 0 ? -(ax * dx + ay * dy) / len2 : 0;
  if (t < 0) t = 0;
  else if (t > 1) t = 1;
  lastT = t;
  const x = ax + t * dx;
  const y = ay + t * dy;
  return Math.sqrt(x * x + y * y) * METRES_PER_DEGREE;
}

/** Distance in metres from P to segment AB and the fraction t in [0, 1] of the closest point. */
export function pointSegmentDistance(
  pLat: number,
  pLng: number,
  aLat: number,
  aLng: number,
  bLat: number,
  bLng: number,
): { distance: number; t: number } {
  const distance = segmentDistance(pLat, pLng, aLat, aLng, bLat, bLng);
  return { distance, t: lastT };
}

/** Cumulative haversine length at each vertex (metres). */
export function cumulativeLengths(line: [number, number][]): Float64Array {
  const cum = new Float64Array(line.length);
  for (let i = 1; i < line.length; i++) {
    const a = line[i - 1]!;
    const b = line[i]!;
    cum[i] = cum[i - 1]! + haversine(a[0], a[1], b[0], b[1]);
  }
  return cum;
}

interface Best {
  distance: number;
  along: number;
}

function consider(
  best: Map<number, Best>,
  idx: number,
  pLat: number,
  pLng: number,
  line: [number, number][],
  cum: Float64Array,
  seg: number,
  radius: number,
): void {
  const a = line[seg]!;
  const b = line[seg + 1]!;
  const distance = segmentDistance(pLat, pLng, a[0], a[1], b[0], b[1]);
  if (distance > radius) return;
  const along = cum[seg]! + lastT * (cum[seg + 1]! - cum[seg]!);
  const prev = best.get(idx);
  // Closest segment wins; on a tie the earlier position along the route.
  if (!prev || distance < prev.distance || (distance === prev.distance && along < prev.along)) {
    best.set(idx, { distance, along });
  }
}

/** Orders two points that lie at exactly the same place along and from the route (e.g. by id). */
export type TieBreak = (a: number, b: number) => number;

const byIndex: TieBreak = (a, b) => a - b;

function sortHits(best: Map<number, Best>, tieBreak: TieBreak): CorridorHit[] {
  const hits: CorridorHit[] = [];
  for (const [index, b] of best) hits.push({ index, distanceFromRoute: b.distance, distanceAlongRoute: b.along });
  hits.sort((x, y) => x.distanceAlongRoute - y.distanceAlongRoute || x.distanceFromRoute - y.distanceFromRoute || tieBreak(x.index, y.index));
  return hits;
}

/**
 * Points within `radius` metres of the route, in route order: by distance along the route, then
 * distance from it, then `tieBreak` (default the index; stations at the same spot tie on both).
 * `lats` / `lngs` are the point coordinates; `range` lists candidate indexes inside a box;
 * `skipSegment` names segments (by their first vertex) that have no stations along them.
 */
export function alongCorridor(
  line: [number, number][],
  radius: number,
  lats: ArrayLike<number>,
  lngs: ArrayLike<number>,
  range: RangeQuery,
  accept: (index: number) => boolean = () => true,
  tieBreak: TieBreak = byIndex,
  skipSegment: ((segment: number) => boolean) | null = null,
): CorridorHit[] {
  const cum = cumulativeLengths(line);
  const best = new Map<number, Best>();
  // A little slack on the box so float rounding never drops a boundary point; the exact check decides.
  const dLat = (radius * 1.001) / METRES_PER_DEGREE + 1e-9;
  for (let s = 0; s < line.length - 1; s++) {
    // A stretch nobody drives (a sea crossing): nothing is along it; its length still counts along the route.
    if (skipSegment?.(s)) continue;
    const a = line[s]!;
    const b = line[s + 1]!;
    const south = Math.max(-90, Math.min(a[0], b[0]) - dLat);
    const north = Math.min(90, Math.max(a[0], b[0]) + dLat);
    const maxAbsLat = Math.min(89.999, Math.max(Math.abs(south), Math.abs(north)));
    const dLng = Math.min(180, dLat / Math.cos(maxAbsLat * RAD));
    let west = Math.min(a[1], b[1]);
    let east = Math.max(a[1], b[1]);
    const boxes: [number, number, number, number][] = [];
    if (east - west > 180) {
      // The segment crosses the antimeridian: two boxes.
      boxes.push([east - dLng, south, 180, north], [-180, south, west + dLng, north]);
    } else {
      west -= dLng;
      east += dLng;
      if (west < -180) boxes.push([west + 360, south, 180, north]);
      if (east > 180) boxes.push([-180, south, east - 360, north]);
      boxes.push([Math.max(-180, west), south, Math.min(180, east), north]);
    }
    for (const [x0, y0, x1, y1] of boxes) {
      const ids = range(x0, y0, x1, y1);
      for (let j = 0; j < ids.length; j++) {
        const idx = ids[j]!;
        if (!accept(idx)) continue;
        consider(best, idx, lats[idx]!, lngs[idx]!, line, cum, s, radius);
      }
    }
  }
  return sortHits(best, tieBreak);
}

/** The O(N x M) oracle: every point against every segment. Used by tests and the benchmark. */
export function alongCorridorNaive(
  line: [number, number][],
  radius: number,
  lats: ArrayLike<number>,
  lngs: ArrayLike<number>,
  accept: (index: number) => boolean = () => true,
  tieBreak: TieBreak = byIndex,
): CorridorHit[] {
  const cum = cumulativeLengths(line);
  const best = new Map<number, Best>();
  for (let i = 0; i < lats.length; i++) {
    if (!accept(i)) continue;
    for (let s = 0; s < line.length - 1; s++) consider(best, i, lats[i]!, lngs[i]!, line, cum, s, radius);
  }
  return sortHits(best, tieBreak);
}
