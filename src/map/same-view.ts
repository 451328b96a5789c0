import type { MapViewport } from './types';

const close = (x: number, y: number, tolerance: number) => Math.abs(x - y) <= tolerance;

/** Whether two views have the same camera: same zoom, centre within a few centimetres. Pure. */
export function isSameCamera(a: MapViewport, b: MapViewport): boolean {
  return close(a.zoom, b.zoom, 1e-6) && close(a.center.lat, b.center.lat, 1e-7) && close(a.center.lng, b.center.lng, 1e-7);
}

/**
 * Whether two views show the same area: the same camera over a box of the same size (a box that grew or
 * shrank shows more or less at the same camera, so its bounds differ). Bounds within about 10 cm. Pure.
 */
export function isSameView(a: MapViewport, b: MapViewport): boolean {
  const edges = (['north', 'south', 'east', 'west'] as const).every((edge) => close(a.bounds[edge], b.bounds[edge], 1e-6));
  return edges && isSameCamera(a, b);
}

/**
 * Whether `inner` shows nothing `outer` does not: the same camera over a box no larger (the box shrank,
 * e.g. a footer appeared under the map), so an answer for `outer` holds all of `inner`. Pure.
 */
export function isWithinView(inner: MapViewport, outer: MapViewport): boolean {
  const { bounds: a } = inner;
  const { bounds: b } = outer;
  const inside = a.north <= b.north + 1e-6 && a.south >= b.south - 1e-6 && a.east <= b.east + 1e-6 && a.west >= b.west - 1e-6;
  return inside && isSameCamera(inner, outer);
}
