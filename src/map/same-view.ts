import type { MapViewport } from './types';

/** Whether a map's settled view is the planned one (same zoom, centre within a few centimetres). Pure. */
export function isSameView(a: MapViewport, b: MapViewport): boolean {
  const close = (x: number, y: number, tolerance: number) => Math.abs(x - y) <= tolerance;
  return close(a.zoom, b.zoom, 1e-6) && close(a.center.lat, b.center.lat, 1e-7) && close(a.center.lng, b.center.lng, 1e-7);
}
