/**
 * The Web Mercator projection in "world pixels" (256·2^z square at zoom z, x east from the antimeridian,
 * y south from the north edge, as Google Maps): the part of the offline engine's camera math
 * (mercator.ts) that the initial chunk needs too, to space cluster bubbles. Pure.
 */
import type { LatLng } from './types';

export const TILE_SIZE = 256;
/** Latitude where the square Mercator world ends. */
export const MAX_LATITUDE = 85.0511287798066;

export interface Point {
  x: number;
  y: number;
}

export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function worldSize(zoom: number): number {
  return TILE_SIZE * 2 ** zoom;
}

export function project(point: LatLng, zoom: number): Point {
  const size = worldSize(zoom);
  const sin = Math.sin((clamp(point.lat, -MAX_LATITUDE, MAX_LATITUDE) * Math.PI) / 180);
  return {
    x: ((point.lng + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}
