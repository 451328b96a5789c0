/**
 * Where a MapLibre view looks, in our zooms (Google's 256 px world): fitting a box inside the view's
 * padding (held until the map has a size), centring a point in the padded area, and reading the view
 * back. Without an engine (no WebGL) the camera is plain Web Mercator state, so `view()` still answers.
 */
import type { Map as EngineMap } from 'maplibre-gl';
import { NO_PADDING, addPadding, cameraViewport, centerCamera, normalizeCamera } from '../mercator';
import type { Bounds, LatLng, MapPadding, MapViewport } from '../types';
import { boundsFromEdges, engineBounds, fromEngineZoom, lngLat, toEngineZoom, wrapLongitude } from './camera';

/** Fitting a single point or a tiny box should not zoom in further than this (our zoom). */
const FIT_MAX_ZOOM = 16;

export class ViewCamera {
  readonly #root: HTMLElement;
  readonly #map: EngineMap | null;
  /** Without an engine, a move is over at once: the view then reports it as settled. */
  readonly #movedWithoutMap: () => void;
  #padding: MapPadding = { ...NO_PADDING };
  /** Where the camera is when there is no engine (no WebGL). */
  #fallbackCamera: { center: LatLng; zoom: number };
  #pendingFit: { bounds: Bounds; padding: number | Partial<MapPadding> | undefined } | null = null;

  constructor(root: HTMLElement, map: EngineMap | null, initial: { center: LatLng; zoom: number }, movedWithoutMap: () => void) {
    this.#root = root;
    this.#map = map;
    this.#fallbackCamera = { center: { ...initial.center }, zoom: initial.zoom };
    this.#movedWithoutMap = movedWithoutMap;
  }

  fitBounds(bounds: Bounds, padding?: number | Partial<MapPadding>): void {
    const map = this.#map;
    if (!map) return;
    if (!this.hasSize()) {
      this.#pendingFit = { bounds: { ...bounds }, padding };
      return;
    }
    this.#pendingFit = null;
    const total = addPadding(this.#padding, padding);
    const { width, height } = this.size();
    // A box larger than the padded area allows: fit it in the whole map rather than throw it away.
    const usable = width - total.left - total.right > 0 && height - total.top - total.bottom > 0;
    map.fitBounds(engineBounds(bounds), { padding: usable ? total : 0, maxZoom: toEngineZoom(FIT_MAX_ZOOM), animate: false });
  }

  /** The map has been resized: a fit that waited for a size is made now. */
  resized(): void {
    if (this.#pendingFit && this.hasSize()) {
      const { bounds, padding } = this.#pendingFit;
      this.fitBounds(bounds, padding);
    }
  }

  /** Centres `center` at `zoom`, or at the zoom the camera has without an engine. */
  panTo(center: LatLng, zoom: number | undefined): void {
    this.#pendingFit = null;
    this.#jumpTo(center, zoom ?? this.#fallbackCamera.zoom);
  }

  setView(center: LatLng, zoom: number): void {
    this.#pendingFit = null;
    this.#jumpTo(center, zoom);
  }

  view(): MapViewport {
    const map = this.#map;
    if (!map) return cameraViewport(normalizeCamera({ ...this.#fallbackCamera, ...this.size() }));
    const bounds = map.getBounds();
    const center = map.getCenter();
    return {
      bounds: boundsFromEdges({ west: bounds.getWest(), south: bounds.getSouth(), east: bounds.getEast(), north: bounds.getNorth() }),
      center: { lat: center.lat, lng: wrapLongitude(center.lng) },
      zoom: fromEngineZoom(map.getZoom()),
    };
  }

  setPadding(padding: Partial<MapPadding>): void {
    this.#padding = { ...NO_PADDING, ...padding };
  }

  size(): { width: number; height: number } {
    const rect = this.#root.getBoundingClientRect();
    // Detached or hidden: assume a small box so the maths stays finite; a resize fixes it.
    return { width: rect.width || 300, height: rect.height || 150 };
  }

  hasSize(): boolean {
    const rect = this.#root.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0;
  }

  /** Puts `center` in the middle of the area the padding leaves free, at `zoom`. */
  #jumpTo(center: LatLng, zoom: number): void {
    const camera = centerCamera({ center, zoom, ...this.size() }, center, this.#padding);
    if (!this.#map) {
      this.#fallbackCamera = { center: camera.center, zoom: camera.zoom };
      this.#movedWithoutMap();
      return;
    }
    this.#map.jumpTo({ center: lngLat(camera.center), zoom: toEngineZoom(camera.zoom) });
  }
}
