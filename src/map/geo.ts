/** Bounding-box helpers shared by the map implementations (distances: `haversineDistance` in shared). Pure. */
import type { Bounds, LatLng } from './types';

/** The smallest box holding all points (no antimeridian handling: routes and stations are regional). */
export function boundsOfPoints(points: readonly LatLng[]): Bounds | null {
  const first = points[0];
  if (!first) return null;
  const bounds = { north: first.lat, south: first.lat, east: first.lng, west: first.lng };
  for (const p of points) {
    bounds.north = Math.max(bounds.north, p.lat);
    bounds.south = Math.min(bounds.south, p.lat);
    bounds.east = Math.max(bounds.east, p.lng);
    bounds.west = Math.min(bounds.west, p.lng);
  }
  return bounds;
}

export function boundsCenter(bounds: Bounds): LatLng {
  const east = bounds.east < bounds.west ? bounds.east + 360 : bounds.east;
  let lng = (bounds.west + east) / 2;
  if (lng > 180) lng -= 360;
  return { lat: (bounds.north + bounds.south) / 2, lng };
}

export function boundsContain(bounds: Bounds, point: LatLng): boolean {
  if (point.lat > bounds.north || point.lat < bounds.south) return false;
  return bounds.west <= bounds.east
    ? point.lng >= bounds.west && point.lng <= bounds.east
    : point.lng >= bounds.west || point.lng <= bounds.east;
}
