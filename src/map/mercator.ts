/**
 * Web Mercator (EPSG:3857) in "world pixels": at zoom z the world is 256·2^z pixels square, x grows
 * east from the antimeridian, y grows south from the north edge (as in Google Maps and slippy
 * tiles). Pure math plus a small camera model the offline map view drives. The projection itself is
 * web-mercator.ts, which the initial chunk uses too.
 */
import type { Bounds, LatLng, MapPadding, MapViewport } from './types';
import { clamp, project, worldSize, type Point } from './web-mercator';

export { MAX_LATITUDE, TILE_SIZE, project, worldSize, type Point } from './web-mercator';
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 19;

export function clampZoom(zoom: number): number {
  return clamp(zoom, MIN_ZOOM, MAX_ZOOM);
}

/** Wraps a longitude into [-180, 180). */
export function wrapLng(lng: number): number {
  const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
  return wrapped === -180 && lng > 0 ? 180 : wrapped;
}

export function unproject(point: Point, zoom: number): LatLng {
  const size = worldSize(zoom);
  const n = Math.PI - (2 * Math.PI * point.y) / size;
  return {
    lat: (180 / Math.PI) * Math.atan(Math.sinh(n)),
    lng: (point.x / size) * 360 - 180,
  };
}

/** What the view shows: a centre, a (fractional) zoom and the size of the viewport in CSS pixels. */
export interface Camera {
  center: LatLng;
  zoom: number;
  width: number;
  height: number;
}

/** Screen position (CSS pixels from the top left of the viewport) of a coordinate. */
export function toScreen(camera: Camera, point: LatLng): Point {
  const c = project(camera.center, camera.zoom);
  const p = project(point, camera.zoom);
  return { x: p.x - c.x + camera.width / 2, y: p.y - c.y + camera.height / 2 };
}

export function fromScreen(camera: Camera, screen: Point): LatLng {
  const c = project(camera.center, camera.zoom);
  const ll = unproject({ x: c.x + screen.x - camera.width / 2, y: c.y + screen.y - camera.height / 2 }, camera.zoom);
  return { lat: ll.lat, lng: wrapLng(ll.lng) };
}

/** Keeps the centre inside the Mercator square vertically and wraps it horizontally. */
export function normalizeCamera(camera: Camera): Camera {
  const zoom = clampZoom(camera.zoom);
  const size = worldSize(zoom);
  const c = project(camera.center, zoom);
  const halfHeight = Math.min(camera.height / 2, size / 2);
  const y = clamp(c.y, halfHeight, size - halfHeight);
  const center = unproject({ x: c.x, y }, zoom);
  return { ...camera, zoom, center: { lat: center.lat, lng: wrapLng(center.lng) } };
}

/** Moves the map content by (dx, dy) screen pixels (a drag to the right shows what is west). */
export function panBy(camera: Camera, dx: number, dy: number): Camera {
  const c = project(camera.center, camera.zoom);
  return normalizeCamera({ ...camera, center: unproject({ x: c.x - dx, y: c.y - dy }, camera.zoom) });
}

/** Zooms to `zoom`, keeping the coordinate under `anchor` (screen point) where it is. */
export function zoomAround(camera: Camera, zoom: number, anchor: Point): Camera {
  const target = clampZoom(zoom);
  const fixed = fromScreen(camera, anchor);
  const p = project(fixed, target);
  const center = unproject(
    { x: p.x - (anchor.x - camera.width / 2), y: p.y - (anchor.y - camera.height / 2) },
    target,
  );
  return normalizeCamera({ ...camera, zoom: target, center });
}

export function cameraBounds(camera: Camera): Bounds {
  const nw = fromScreen(camera, { x: 0, y: 0 });
  const se = fromScreen(camera, { x: camera.width, y: camera.height });
  // A view wider than the world covers every longitude.
  const wholeWorld = camera.width >= worldSize(camera.zoom);
  return {
    north: nw.lat,
    south: se.lat,
    west: wholeWorld ? -180 : nw.lng,
    east: wholeWorld ? 180 : se.lng,
  };
}

export function cameraViewport(camera: Camera): MapViewport {
  return { bounds: cameraBounds(camera), center: { ...camera.center }, zoom: camera.zoom };
}

export const NO_PADDING: MapPadding = { top: 0, right: 0, bottom: 0, left: 0 };

/** `base` with `extra` added on each side (a number adds the same on all four): a fit's padding over the view's. */
export function addPadding(base: MapPadding, extra?: number | Partial<MapPadding>): MapPadding {
  const more = typeof extra === 'number' ? { top: extra, right: extra, bottom: extra, left: extra } : extra;
  return {
    top: base.top + (more?.top ?? 0),
    right: base.right + (more?.right ?? 0),
    bottom: base.bottom + (more?.bottom ?? 0),
    left: base.left + (more?.left ?? 0),
  };
}

/**
 * The camera that shows `bounds` inside the viewport minus `padding`, at the largest zoom that
 * fits (fractional, capped at `maxZoom`). Padding that leaves no room on an axis (as wide as the view or
 * wider) is ignored on that axis: there is nowhere to fit the box, so it fits the whole view instead of
 * a 1 px sliver at the edge (which zoomed out to the whole world, off-centre).
 */
export function fitBoundsCamera(
  bounds: Bounds,
  size: { width: number; height: number },
  padding: MapPadding = NO_PADDING,
  maxZoom = MAX_ZOOM,
): Camera {
  const horizontalFits = padding.left + padding.right < size.width;
  const verticalFits = padding.top + padding.bottom < size.height;
  padding = {
    left: horizontalFits ? padding.left : 0,
    right: horizontalFits ? padding.right : 0,
    top: verticalFits ? padding.top : 0,
    bottom: verticalFits ? padding.bottom : 0,
  };
  const innerWidth = Math.max(1, size.width - padding.left - padding.right);
  const innerHeight = Math.max(1, size.height - padding.top - padding.bottom);
  const east = bounds.east < bounds.west ? bounds.east + 360 : bounds.east;
  const nw = project({ lat: bounds.north, lng: bounds.west }, 0);
  const se = project({ lat: bounds.south, lng: east }, 0);
  const spanX = Math.max(se.x - nw.x, 1e-9);
  const spanY = Math.max(se.y - nw.y, 1e-9);
  const zoom = clampZoom(Math.min(maxZoom, Math.log2(innerWidth / spanX), Math.log2(innerHeight / spanY)));
  const scale = 2 ** zoom;
  // Centre of the box in world pixels, then shift by half the padding difference so the box sits in the padded area.
  const cx = ((nw.x + se.x) / 2) * scale - (padding.left - padding.right) / 2;
  const cy = ((nw.y + se.y) / 2) * scale - (padding.top - padding.bottom) / 2;
  return normalizeCamera({ center: unproject({ x: cx, y: cy }, zoom), zoom, width: size.width, height: size.height });
}

/** The camera that puts `center` in the middle of the padded area. */
export function centerCamera(camera: Camera, center: LatLng, padding: MapPadding = NO_PADDING): Camera {
  const p = project(center, camera.zoom);
  const shifted = unproject(
    { x: p.x - (padding.left - padding.right) / 2, y: p.y - (padding.top - padding.bottom) / 2 },
    camera.zoom,
  );
  return normalizeCamera({ ...camera, center: shifted });
}
