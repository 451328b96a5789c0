/**
 * Where the map goes when a place is selected with `shouldTarget` (spec sections 3, 4 and 9): start
 * from the place's viewport and enlarge the box by a factor of 1.1 around its centre until the nearest
 * `count` locations within `cutoffDistance` metres are inside. Pure.
 */
import { haversineDistance, type LatLng } from '../shared';

export interface BoundsBox {
  north: number;
  south: number;
  east: number;
  west: number;
}

export interface MinSearchLocationsRule {
  count: number;
  /** Metres; `Infinity` when the config gives a bare number. */
  cutoffDistance: number;
}

/** Spec section 9. */
export const BOUNDS_GROWTH_FACTOR = 1.1;
/** A guard, not a rule: 1.1^200 grows any box past the whole world. */
const MAX_GROWTH_STEPS = 200;
/** A zero-size viewport (a point) cannot grow by a factor; start from about 100 m instead. */
const MIN_HALF_SPAN_DEGREES = 0.0005;
const MAX_LATITUDE = 90;

/** `map.minSearchLocations` as a rule: a number is a count with no cutoff. Bad values give count 0. */
export function normaliseMinSearchLocations(value: number | { count: number; cutoffDistance: number } | undefined): MinSearchLocationsRule {
  if (typeof value === 'number') return { count: wholeCount(value), cutoffDistance: Number.POSITIVE_INFINITY };
  if (value && typeof value === 'object') {
    const cutoff = Number.isFinite(value.cutoffDistance) && value.cutoffDistance >= 0 ? value.cutoffDistance : Number.POSITIVE_INFINITY;
    return { count: wholeCount(value.count), cutoffDistance: cutoff };
  }
  return { count: 0, cutoffDistance: Number.POSITIVE_INFINITY };
}

function wholeCount(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/**
 * The first `rule.count` of `locations` (nearest first, as nearest_to answers) whose distance from
 * `origin` is at most the cutoff. A location's own `distance` (metres, from the API) wins over the
 * straight-line distance computed here.
 */
export function nearestWithinCutoff<T extends LatLng & { distance?: number | undefined }>(
  origin: LatLng,
  locations: readonly T[],
  rule: MinSearchLocationsRule,
): T[] {
  if (rule.count === 0) return [];
  return locations
    .filter((location) => (location.distance ?? haversineDistance(origin, location)) <= rule.cutoffDistance)
    .slice(0, rule.count);
}

/** Longitude difference `to - from` in [-180, 180). */
function lngDelta(from: number, to: number): number {
  return ((((to - from + 180) % 360) + 360) % 360) - 180;
}

function normaliseLng(lng: number): number {
  return lngDelta(0, lng);
}

/**
 * `start` grown by `factor` around its centre, step by step, until every point is inside (or the box
 * covers the world). A box with `west > east` crosses the antimeridian and is handled as such.
 */
export function expandBoundsToInclude(start: BoundsBox, points: readonly LatLng[], factor = BOUNDS_GROWTH_FACTOR): BoundsBox {
  const width = start.west > start.east ? start.east + 360 - start.west : start.east - start.west;
  const centre = { lat: (start.north + start.south) / 2, lng: normaliseLng(start.west + width / 2) };
  let halfHeight = Math.max((start.north - start.south) / 2, MIN_HALF_SPAN_DEGREES);
  let halfWidth = Math.max(width / 2, MIN_HALF_SPAN_DEGREES);
  const contains = (point: LatLng) =>
    Math.abs(point.lat - centre.lat) <= halfHeight && Math.abs(lngDelta(centre.lng, point.lng)) <= halfWidth;

  if (points.every(contains)) return start;
  for (let step = 0; step < MAX_GROWTH_STEPS && !points.every(contains); step += 1) {
    halfHeight *= factor;
    halfWidth *= factor;
  }
  return {
    north: Math.min(MAX_LATITUDE, centre.lat + halfHeight),
    south: Math.max(-MAX_LATITUDE, centre.lat - halfHeight),
    ...(halfWidth >= 180 ? { west: -180, east: 180 } : { west: normaliseLng(centre.lng - halfWidth), east: normaliseLng(centre.lng + halfWidth) }),
  };
}
