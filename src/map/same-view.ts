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
