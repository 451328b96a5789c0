import type { MapViewport } from './types';

const close = (x: number, y: number, tolerance: number) => Math.abs(x - y) <= tolerance;

/** Whether two views have the same camera: same zoom, centre within a few centimetres. Pure. */
export function isSameCamera(a: MapViewport, b: MapViewport): boolean {
  return close(a.zoom, b.zoom, 1e-6) && close(a.center.lat, b.center.lat, 1e-7) && close(a.center.lng, b.center.lng, 1e-7);
}

/**
 * Whether `inner` shows nothing `outer` does not: the same camera over a box no larger (the box shrank,
 * e.g. a footer appeared under the map; bounds compared to about 10 cm), so an answer for `outer` holds
 * all of `inner`. The same view is within itself. Pure.
 */
export function isWithinView(inner: MapViewport, outer: MapViewport): boolean {
  const { bounds: a } = inner;
  const { bounds: b } = outer;
  const inside = a.north <= b.north + 1e-6 && a.south >= b.south - 1e-6 && a.east <= b.east + 1e-6 && a.west >= b.west - 1e-6;
  return inside && isSameCamera(inner, outer);
}
