/**
 * The view a map will show, worked out before the map exists, so the first view's data can be asked
 * for while the maps engine is still loading (the first list must not wait for the map's first idle). The map is then created at exactly this centre and zoom, so its first settled view is this one
 * and asks for nothing again.
 *
 * The Web Mercator maths is `mercator.ts` (pure): Google draws the same projection with the same 256 px
 * world, and our own map (MapLibre) counts its zooms one lower for the same view (maplibre/camera.ts), so a
 * centre and zoom mean the same view in both engines. It is a lazy chunk with this module
 * (`loadViewPlanner`), out of the element's first chunk.
 */
import { cameraViewport, centerCamera, fitBoundsCamera, normalizeCamera, project, unproject } from './mercator';
import type { Bounds, LatLng, MapPadding, MapViewport } from './types';

export type ViewTarget = { kind: 'bounds'; bounds: Bounds } | { kind: 'center'; center: LatLng; zoom: number };

export interface ViewPlanOptions {
  /** The map's box in CSS pixels. */
  size: { width: number; height: number };
  /** Space kept clear (the sidebar over the map on desktop). */
  padding: MapPadding;
  /**
   * Round a fitted zoom down to a whole one: raster Google maps show whole zooms only, and a map asked
   * for 5.6 would settle elsewhere than planned. Our own map draws any zoom.
   */
  wholeZoom: boolean;
}

/** The viewport a map of `options.size` shows for `target`: a box fitted inside the padding, or a centre and zoom. */
export function planMapView(target: ViewTarget, options: ViewPlanOptions): MapViewport {
  const { size, padding } = options;
  if (target.kind === 'center') return cameraViewport(normalizeCamera({ center: target.center, zoom: target.zoom, ...size }));
  const fitted = fitBoundsCamera(target.bounds, size, padding);
  if (!options.wholeZoom || Number.isInteger(fitted.zoom)) return cameraViewport(fitted);
  // The box's centre (in projected space, not the mean of its latitudes), kept in the middle of the padded area.
  const east = target.bounds.east < target.bounds.west ? target.bounds.east + 360 : target.bounds.east;
  const nw = project({ lat: target.bounds.north, lng: target.bounds.west }, 0);
  const se = project({ lat: target.bounds.south, lng: east }, 0);
  const middle = unproject({ x: (nw.x + se.x) / 2, y: (nw.y + se.y) / 2 }, 0);
  const zoom = Math.max(Math.floor(fitted.zoom), 1);
  return cameraViewport(centerCamera({ center: middle, zoom, ...size }, middle, padding));
}
