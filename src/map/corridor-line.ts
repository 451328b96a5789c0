/**
 * The route line for along_corridor. The drawn line (`RouteResult.path`: Google's HIGH_QUALITY
 * polyline, so it follows the roads at street zoom) can hold tens of thousands of points on a long
 * trip: more than our API takes (60,000 characters by default) and far more than a corridor hundreds
 * of metres wide needs. So the corridor gets its own copy, simplified with Douglas–Peucker
 * (simplify-js, the library Leaflet's author maintains) at growing tolerances until its encoding fits.
 * Pure.
 */
import simplify from 'simplify-js';
import { encodePolyline } from './polyline';
import type { LatLng } from './types';

/** Characters of encoded polyline we send at most: a request body of a few tens of kB. */
export const CORRIDOR_LINE_MAX_CHARS = 16_000;
/** The first tolerance tried, in metres: invisible next to any corridor width. */
const FIRST_TOLERANCE_M = 5;
/** Metres per degree of latitude (and of longitude at the equator). */
const METRES_PER_DEGREE = 111_320;

/** `path` encoded (precision 5), simplified only as far as needed to fit `maxChars`. */
export function corridorEncodedPath(path: readonly LatLng[], maxChars = CORRIDOR_LINE_MAX_CHARS): string {
  const full = encodePolyline(path);
  if (full.length <= maxChars || path.length <= 2) return full;
  // A local flat projection in metres, so the tolerance means the same distance everywhere.
  const meanLat = path.reduce((sum, p) => sum + p.lat, 0) / path.length;
  const xScale = Math.cos((meanLat * Math.PI) / 180) * METRES_PER_DEGREE;
  const projected = path.map((p) => ({ x: p.lng * xScale, y: p.lat * METRES_PER_DEGREE }));
  // simplify-js returns a subset of the very point objects it was given: map them back exactly.
  const source = new Map(projected.map((point, index) => [point, path[index]!]));
  let encoded = full;
  for (let tolerance = FIRST_TOLERANCE_M; encoded.length > maxChars; tolerance *= 2) {
    const kept = simplify(projected, tolerance, true).map((point) => source.get(point)!);
    encoded = encodePolyline(kept);
    if (kept.length <= 2) break;
  }
  return encoded;
}
