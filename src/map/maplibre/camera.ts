/**
 * Our zooms and MapLibre's. The `MapView` contract, the URL hash (`/@lat,lng,zoomz`), the config's
 * zooms and the first-view planner all count zooms as Google does: a world of 256 · 2^z CSS pixels.
 * MapLibre's world is 512 · 2^z pixels, so the same view is one zoom lower there. Pure.
 */
import type { Bounds, LatLng } from '../types';

/** MapLibre's zoom for one of ours. */
export const toEngineZoom = (zoom: number): number => zoom - 1;
/** Our zoom for one of MapLibre's. */
export const fromEngineZoom = (engineZoom: number): number => engineZoom + 1;

/** A longitude in [-180, 180): MapLibre reports the centre beyond ±180 after panning across the antimeridian. */
export function wrapLongitude(lng: number): number {
  const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
  return wrapped === -180 && lng > 0 ? 180 : wrapped;
}

/** Our box from MapLibre's edges (west may exceed east once wrapped: the box then crosses the antimeridian). */
export function boundsFromEdges(edges: { west: number; south: number; east: number; north: number }): Bounds {
  const span = edges.east - edges.west;
  if (span >= 360) return { north: edges.north, south: edges.south, west: -180, east: 180 };
  return { north: edges.north, south: edges.south, west: wrapLongitude(edges.west), east: wrapLongitude(edges.east) };
}

/** MapLibre's `[[west, south], [east, north]]` for one of our boxes; a box across the antimeridian gets east + 360. */
export function engineBounds(bounds: Bounds): [[number, number], [number, number]] {
  const east = bounds.east < bounds.west ? bounds.east + 360 : bounds.east;
  return [
    [bounds.west, bounds.south],
    [east, bounds.north],
  ];
}

export const lngLat = (point: LatLng): [number, number] => [point.lng, point.lat];
