/** Bounding boxes: validation and helpers. Pure, no I/O. */

import type { LatLngPair } from '../../../src/api/contract.ts';
import { METRES_PER_DEGREE } from './haversine.ts';

/** A validated box. `west > east` means it crosses the antimeridian. */
export interface Box {
  south: number;
  west: number;
  north: number;
  east: number;
}

export interface BoxLimits {
  /** Largest allowed north - south, degrees. */
  maxLatSpan: number;
  /** Largest allowed east - west (wrapping), degrees. */
  maxLngSpan: number;
}

export const DEFAULT_BOX_LIMITS: BoxLimits = { maxLatSpan: 90, maxLngSpan: 180 };

export function isLat(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v) && v >= -90 && v <= 90;
}

export function isLng(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v) && v >= -180 && v <= 180;
}

/** Longitude span of a box, honouring antimeridian crossing. */
export function lngSpan(box: Box): number {
  return box.west <= box.east ? box.east - box.west : 360 - (box.west - box.east);
}

/**
 * Builds a box from spec-style corners (`sw` = [south, west], `ne` = [north, east]).
 * Returns an error message instead of throwing.
 */
export function boxFromCorners(sw: LatLngPair, ne: LatLngPair, limits: BoxLimits = DEFAULT_BOX_LIMITS): Box | string {
  const [south, west] = sw;
  const [north, east] = ne;
  if (!isLat(south) || !isLat(north)) return 'latitude must be a finite number in [-90, 90]';
  if (!isLng(west) || !isLng(east)) return 'longitude must be a finite number in [-180, 180]';
  if (south > north) return 'sw latitude must not exceed ne latitude';
  const box = { south, west, north, east };
  if (north - south > limits.maxLatSpan) return `box spans more than ${limits.maxLatSpan} degrees of latitude`;
  if (lngSpan(box) > limits.maxLngSpan) return `box spans more than ${limits.maxLngSpan} degrees of longitude`;
  return box;
}

export function boxContains(box: Box, lat: number, lng: number): boolean {
  if (lat < box.south || lat > box.north) return false;
  return box.west <= box.east ? lng >= box.west && lng <= box.east : lng >= box.west || lng <= box.east;
}

/** The box as one or two non-wrapping [minLng, minLat, maxLng, maxLat] ranges. */
export function boxRanges(box: Box): [number, number, number, number][] {
  if (box.west <= box.east) return [[box.west, box.south, box.east, box.north]];
  return [
    [box.west, box.south, 180, box.north],
    [-180, box.south, box.east, box.north],
  ];
}

/** Box around a point, `radius` metres in every direction (clamped to valid coordinates). */
export function boxAround(lat: number, lng: number, radius: number): Box {
  const dLat = radius / METRES_PER_DEGREE;
  const cos = Math.max(Math.cos((Math.min(89.9, Math.abs(lat) + dLat) * Math.PI) / 180), 1e-6);
  const dLng = Math.min(180, radius / (METRES_PER_DEGREE * cos));
  return {
    south: Math.max(-90, lat - dLat),
    north: Math.min(90, lat + dLat),
    west: Math.max(-180, lng - dLng),
    east: Math.min(180, lng + dLng),
  };
}

/** Web-Mercator y of a latitude, 0 at the top of the world and 1 at the bottom. */
function mercatorY(lat: number): number {
  const s = Math.sin((Math.max(-85.0511, Math.min(85.0511, lat)) * Math.PI) / 180);
  return 0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI);
}

/**
 * The Web-Mercator zoom at which the box fits a viewport of `width` x `height` CSS pixels
 * (the zoom a map would pick when none is given), clamped to 0..22.
 */
export function zoomForBox(box: Box, width = 1024, height = 768): number {
  const span = Math.max(lngSpan(box), 1e-9);
  const zx = Math.log2((width * 360) / (256 * span));
  const dy = Math.max(mercatorY(box.south) - mercatorY(box.north), 1e-12);
  const zy = Math.log2(height / (256 * dy));
  return Math.max(0, Math.min(22, Math.floor(Math.min(zx, zy))));
}
