/**
 * The offline engine's map: a real, small interactive map inside our shadow root. A canvas draws
 * water, Natural Earth land and the route; a second canvas above it draws the station pins (2,000 DOM
 * pins cost the browser far more per frame than the pins' sprites do); one absolutely positioned layer
 * above both holds cluster bubbles, route markers, the current location and the selected and hovered
 * stations' pins as DOM (so they share the Google adapter's marker DOM and styles, and assistive
 * technology finds the focused stations). Panning moves that layer (one transform per frame) and
 * redraws the pins; layer positions are recomputed only when the zoom changes. Stations are diffed by
 * id; a spatial index over the pins finds the one under the pointer.
 *
 * No React here: strings come in through `options.labels`.
 */
import KDBush from 'kdbush';
import { CanvasContextError } from '../errors';
import { createFailureNotice } from '../failure-notice';
import { resolveMapLabels } from '../map-labels';
import { MapViewEventSource } from '../map-view-events';
import { adoptMapStyles } from '../map-styles';
import { clusterLabel } from '../marker-style';
import {
  createClusterElement,
  createCurrentLocationElement,
  createRouteMarkerElement,
  createStationElement,
  createTooltipElement,
  fillTooltip,
  updateClusterElement,
  updateStationElement,
} from '../marker-dom';
import { DEFAULT_PRIMARY } from '../pin-geometry';
import { MAP_IDLE_DELAY_MS } from '../types';
import type {
  Bounds,
  ClusterMarker,
  LatLng,
  MapLabels,
  MapPadding,
  MapView,
  MapViewOptions,
  MapViewport,
  RouteMarker,
  StationMarker,
  StationMarkerState,
} from '../types';
import { drawBasemap, drawRoute, loadWorldBasemap, type BasemapCountry, type BasemapLoader } from './basemap';
import {
  NO_PADDING,
  cameraBounds,
  cameraViewport,
  centerCamera,
  fitBoundsCamera,
  normalizeCamera,
  panBy,
  project,
  toScreen,
  zoomAround,
  type Camera,
  type Point,
} from './mercator';
import { StationPainter, type CanvasPin } from './station-canvas';
import { drawOrder, pinLook, pinReach, spriteKey, topmostPin } from './station-pins';

export interface OfflineMapViewOptions extends MapViewOptions {
  /** Replaces the Natural Earth loader (tests, or a custom basemap). */
  loadBasemap?: BasemapLoader;
  /** Told when the basemap cannot load; the map keeps working without outlines. */
  onBasemapError?: (error: unknown) => void;
}

/** A performance mark set each time new stations are drawn on the map, replacing the last (read by `npm run bench:ui`). */
export const MAP_DRAWN_MARK = 'station-locator:map-drawn';
/** Pixels a pointer must move before a press becomes a drag (and stops being a click). */
const DRAG_THRESHOLD_PX = 4;
/** Arrow keys move the map by this much. */
const KEY_PAN_PX = 80;
/** Wheel pixels per zoom level. */
const WHEEL_PX_PER_ZOOM = 250;
/** A wheel gesture counts as finished after this pause; then the map has settled. */
const WHEEL_SETTLE_MS = 120;
/** Render by timer if no animation frame came within this time (background page). */
const RENDER_FALLBACK_MS = 100;
/** Fitting a single point or a tiny box should not zoom in further than this. */
const FIT_MAX_ZOOM = 16;

interface StationEntry {
  data: StationMarker;
  /** Its pin on the station canvas; `rank` is its place in `#pins`, the drawing order. */
  pin: CanvasPin;
  /** Its DOM pin, while the station is selected or hovered; the canvas leaves it out then. */
  element: HTMLElement | null;
}

interface ClusterEntry {
  element: HTMLElement;
  data: ClusterMarker;
}

const STATES: readonly StationMarkerState[] = ['normal', 'nonMatching', 'highlighted', 'selected'];

function sameStationLook(a: StationMarker, b: StationMarker): boolean {
  return (
    a.state === b.state &&
    a.brand === b.brand &&
    a.colour === b.colour &&
    a.glyph === b.glyph &&
    a.name === b.name &&
    a.address === b.address &&
    a.openStatusText === b.openStatusText
  );
}

export class OfflineMapView extends MapViewEventSource implements MapView {
  readonly #wrapper: HTMLElement;
  readonly #root: HTMLElement;
  readonly #canvas: HTMLCanvasElement;
  readonly #stationCanvas: HTMLCanvasElement;
  readonly #painter = new StationPainter();
  /** Says how many stations the map shows, for assistive technology (the pins themselves are pixels). */
  readonly #summary: HTMLElement;
  readonly #layer: HTMLElement;
  readonly #tooltip: HTMLElement;
  readonly #controls: HTMLElement;
  readonly #labels: MapLabels;
  readonly #resizeObserver: ResizeObserver;
  readonly #abort = new AbortController();

  #camera: Camera;
  #padding: MapPadding = { ...NO_PADDING };
  #countries: BasemapCountry[] | null = null;
  #stations = new Map<string, StationEntry>();
  /** The stations' canvas pins in drawing order (bottom first). */
  #pins: CanvasPin[] = [];
  /** Over `#pins`' tips (layer pixels); built on the first hit test after the stations or the zoom changed. */
  #pinIndex: { index: KDBush; maxScale: number } | null = null;
  /** The host's primary colour token as last read (`#refreshPrimary`): the fill of pins without a brand colour. */
  #primary = DEFAULT_PRIMARY;
  /** Ids of the stations with a DOM pin: the selected ones and the hovered one. */
  #domPins = new Set<string>();
  #clusters = new Map<string, ClusterEntry>();
  #route: LatLng[] | null = null;
  #currentLocation: { element: HTMLElement; position: LatLng } | null = null;
  #routeMarkers: { element: HTMLElement; position: LatLng }[] = [];
  /** Zoom and origin (world pixels) that the marker positions in the layer were computed for. */
  #layerZoom = Number.NaN;
  #layerOrigin: Point = { x: 0, y: 0 };
  #frame = 0;
  #frameFallback: ReturnType<typeof setTimeout> | undefined;
  #settleTimer: ReturnType<typeof setTimeout> | undefined;
  #idleTimer: ReturnType<typeof setTimeout> | undefined;
  #pointers = new Map<number, Point>();
  #pressStart: Point | null = null;
  #dragged = false;
  #hoveredId: string | null = null;
  #destroyed = false;
  /**
   * Starts the outlines' load; called once, after the first viewport was reported, so the first view's
   * requests go out before the outline chunk is parsed and converted.
   */
  #loadBasemap: (() => void) | null;
  /**
   * A fit asked for while the container had no size (not laid out yet, hidden, detached): fitting then
   * would use a made-up size and land on a far too wide, off-centre view. It is applied at the first
   * resize that gives the container a size, unless another move replaced it.
   */
  #pendingFit: { bounds: Bounds; padding: number | Partial<MapPadding> | undefined } | null = null;

  constructor(container: HTMLElement, options: OfflineMapViewOptions) {
    super();
    this.#labels = resolveMapLabels(options.labels);
    this.#wrapper = document.createElement('div');
    this.#wrapper.className = 'sl-map-root';
    this.#root = document.createElement('div');
    this.#root.className = 'sl-offline-map';
    this.#root.tabIndex = 0;
    this.#root.setAttribute('role', 'region');
    this.#root.setAttribute('aria-label', this.#labels.region);
    this.#canvas = document.createElement('canvas');
    this.#canvas.setAttribute('aria-hidden', 'true');
    this.#stationCanvas = document.createElement('canvas');
    this.#stationCanvas.className = 'sl-offline-stations';
    this.#stationCanvas.setAttribute('aria-hidden', 'true');
    this.#summary = document.createElement('div');
    this.#summary.className = 'sl-offline-summary';
    this.#summary.setAttribute('role', 'img');
    this.#summary.hidden = true;
    this.#layer = document.createElement('div');
    this.#layer.className = 'sl-offline-layer';
    this.#tooltip = createTooltipElement();
    this.#controls = this.#createControls();
    this.#controls.hidden = options.controlsVisible === false;
    const attribution = document.createElement('div');
    attribution.className = 'sl-offline-attribution';
    attribution.textContent = this.#labels.attribution;
    this.#root.append(this.#canvas, this.#stationCanvas, this.#summary, this.#layer, this.#tooltip, this.#controls, attribution);
    this.#wrapper.append(this.#root);
    container.append(this.#wrapper);
    adoptMapStyles(container);

    this.#camera = normalizeCamera({ center: { ...options.center }, zoom: options.zoom, ...this.#measure() });
    this.#bindEvents();
    this.#resizeObserver = new ResizeObserver(() => this.#onResize());
    this.#resizeObserver.observe(this.#root);

    this.#loadBasemap = () => {
      (options.loadBasemap ?? loadWorldBasemap)().then(
        (countries) => {
          if (this.#destroyed) return;
          this.#countries = countries;
          // For tests and screenshots: the outlines are in (or, below, will not come).
          this.#root.dataset['basemap'] = 'ready';
          this.#scheduleRender();
        },
        // Without the basemap the map still works (water only); markers matter more than outlines.
        (error: unknown) => {
          this.#root.dataset['basemap'] = 'failed';
          options.onBasemapError?.(error);
        },
      );
    };
    this.#scheduleRender();
    this.#settled();
  }

  // ---- MapView ---------------------------------------------------------------------------

  setStations(stations: readonly StationMarker[]): void {
    this.#ensureLayerZoom();
    const next = new Map<string, StationEntry>();
    for (const station of stations) {
      if (next.has(station.id)) continue;
      const entry = this.#stations.get(station.id);
      if (!entry) {
        next.set(station.id, { data: station, pin: this.#createPin(station), element: null });
        continue;
      }
      this.#updateEntry(entry, station);
      next.set(station.id, entry);
    }
    for (const [id, entry] of this.#stations) if (!next.has(id)) entry.element?.remove();
    this.#stations = next;
    this.#pins = drawOrder(next.values(), (entry) => entry.data.state).map((entry, rank) => {
      entry.pin.rank = rank;
      return entry.pin;
    });
    this.#pinIndex = null;
    if (this.#hoveredId && !next.has(this.#hoveredId)) this.#setHovered(null);
    this.#syncDomPins();
    this.#countStations();
    this.#drawStations();
    // The last draw's mark only: the page's user-timing buffer has no limit, and a mark per draw kept
    // them all (26 KB per 100 pans in heap snapshots, never freed).
    performance.clearMarks(MAP_DRAWN_MARK);
    performance.mark(MAP_DRAWN_MARK);
  }

  setClusters(clusters: readonly ClusterMarker[]): void {
    const next = new Map<string, ClusterEntry>();
    const fresh = document.createDocumentFragment();
    for (const cluster of clusters) {
      if (next.has(cluster.id)) continue;
      const entry = this.#clusters.get(cluster.id);
      if (!entry) {
        const element = createClusterElement(cluster, this.#labels.cluster);
        this.#positionElement(element, cluster.centroid);
        fresh.append(element);
        next.set(cluster.id, { element, data: cluster });
        continue;
      }
      if (entry.data.size !== cluster.size) updateClusterElement(entry.element, cluster, this.#labels.cluster);
      if (entry.data.centroid.lat !== cluster.centroid.lat || entry.data.centroid.lng !== cluster.centroid.lng) {
        this.#positionElement(entry.element, cluster.centroid);
      }
      entry.data = cluster;
      next.set(cluster.id, entry);
    }
    for (const [id, entry] of this.#clusters) if (!next.has(id)) entry.element.remove();
    this.#clusters = next;
    this.#layer.append(fresh);
  }

  setRoute(path: readonly LatLng[] | null): void {
    this.#route = path && path.length > 1 ? path.map(({ lat, lng }) => ({ lat, lng })) : null;
    this.#scheduleRender();
  }

  setRouteMarkers(markers: readonly RouteMarker[]): void {
    for (const { element } of this.#routeMarkers) element.remove();
    this.#routeMarkers = markers.map((marker) => {
      const element = createRouteMarkerElement(marker);
      this.#positionElement(element, marker.location);
      this.#layer.append(element);
      return { element, position: { ...marker.location } };
    });
  }

  setCurrentLocation(location: LatLng | null): void {
    if (!location) {
      this.#currentLocation?.element.remove();
      this.#currentLocation = null;
      return;
    }
    if (!this.#currentLocation) {
      const element = createCurrentLocationElement(this.#labels.currentLocation);
      this.#currentLocation = { element, position: location };
      this.#layer.append(element);
    }
    this.#currentLocation.position = { ...location };
    this.#positionElement(this.#currentLocation.element, location);
  }

  fitBounds(bounds: Bounds, padding?: number | Partial<MapPadding>): void {
    if (!this.#hasSize()) {
      this.#pendingFit = { bounds: { ...bounds }, padding };
      return;
    }
    this.#pendingFit = null;
    const extra = typeof padding === 'number' ? { top: padding, right: padding, bottom: padding, left: padding } : padding;
    const total: MapPadding = {
      top: this.#padding.top + (extra?.top ?? 0),
      right: this.#padding.right + (extra?.right ?? 0),
      bottom: this.#padding.bottom + (extra?.bottom ?? 0),
      left: this.#padding.left + (extra?.left ?? 0),
    };
    this.#setCamera(fitBoundsCamera(bounds, this.#camera, total, FIT_MAX_ZOOM));
  }

  panTo(center: LatLng): void {
    this.#pendingFit = null;
    this.#setCamera(centerCamera(this.#camera, center, this.#padding));
  }

  setView(center: LatLng, zoom: number): void {
    this.#pendingFit = null;
    this.#setCamera(centerCamera({ ...this.#camera, zoom }, center, this.#padding));
  }

  getView(): MapViewport | null {
    return this.#destroyed ? null : cameraViewport(this.#camera);
  }

  setPadding(padding: Partial<MapPadding>): void {
    this.#padding = { ...NO_PADDING, ...padding };
  }

  setControlsVisible(visible: boolean): void {
    this.#controls.hidden = !visible;
  }

  destroy(): void {
    if (this.#destroyed) return;
    this.#destroyed = true;
    this.#abort.abort();
    this.#resizeObserver.disconnect();
    cancelAnimationFrame(this.#frame);
    clearTimeout(this.#frameFallback);
    clearTimeout(this.#settleTimer);
    clearTimeout(this.#idleTimer);
    this.clearListeners();
    this.#wrapper.remove();
  }

  // ---- station pins ----------------------------------------------------------------------

  /**
   * Reads the host's primary colour token, the fill of pins without a brand colour (a canvas cannot use
   * the CSS variable itself), and repaints the pins when it changed. Called when the map settles, not
   * with new stations: reading a style then would make the browser compute the page's pending styles
   * inside our work.
   */
  #refreshPrimary(): void {
    const primary = getComputedStyle(this.#root).getPropertyValue('--station-locator-primary').trim() || DEFAULT_PRIMARY;
    if (primary === this.#primary) return;
    this.#primary = primary;
    for (const { pin, data } of this.#stations.values()) this.#restyle(pin, data);
    this.#drawStations();
  }

  #createPin(station: StationMarker): CanvasPin {
    const { x, y } = this.#layerPoint(station);
    const look = pinLook(station, this.#primary);
    return { id: station.id, x, y, scale: look.scale, rank: 0, look, key: spriteKey(look) };
  }

  #restyle(pin: CanvasPin, station: StationMarker): void {
    const look = pinLook(station, this.#primary);
    Object.assign(pin, { look, key: spriteKey(look), scale: look.scale });
  }

  #updateEntry(entry: StationEntry, station: StationMarker): void {
    const sameLook = sameStationLook(entry.data, station);
    if (!sameLook) this.#restyle(entry.pin, station);
    if (entry.element && !sameLook) updateStationElement(entry.element, station);
    if (entry.data.lat !== station.lat || entry.data.lng !== station.lng) {
      Object.assign(entry.pin, this.#layerPoint(station));
      if (entry.element) this.#positionElement(entry.element, station);
    }
    entry.data = station;
  }

  /**
   * Gives the selected and highlighted stations and the hovered one a DOM pin on top of the canvas (and of
   * cluster bubbles: the one the visitor picked or points at in the list is never hidden), and takes it
   * from the rest.
   */
  #syncDomPins(): void {
    const wanted = new Set<string>();
    for (const { data } of this.#stations.values()) if (data.state === 'selected' || data.state === 'highlighted') wanted.add(data.id);
    if (this.#hoveredId && this.#stations.has(this.#hoveredId)) wanted.add(this.#hoveredId);
    for (const id of this.#domPins) {
      const entry = this.#stations.get(id);
      if (wanted.has(id) || !entry?.element) continue;
      entry.element.remove();
      entry.element = null;
    }
    for (const id of wanted) {
      const entry = this.#stations.get(id);
      if (!entry || entry.element) continue;
      entry.element = createStationElement(entry.data);
      this.#positionElement(entry.element, entry.data);
      this.#layer.append(entry.element);
    }
    this.#domPins = wanted;
  }

  /** Counts for tests and tools (the pins are pixels now), and the summary for assistive technology. */
  #countStations(): void {
    const counts = new Map<StationMarkerState, number>(STATES.map((state) => [state, 0]));
    for (const { data } of this.#stations.values()) counts.set(data.state, (counts.get(data.state) ?? 0) + 1);
    this.#layer.dataset['stationCount'] = String(this.#stations.size);
    for (const [state, count] of counts) this.#layer.dataset[`${state}Count`] = String(count);
    this.#summary.hidden = this.#stations.size === 0;
    this.#summary.setAttribute('aria-label', clusterLabel(this.#labels.cluster, this.#stations.size));
  }

  #drawStations(): void {
    const ratio = window.devicePixelRatio || 1;
    const context = this.#context(this.#stationCanvas, ratio);
    if (context) this.#painter.draw(context, this.#pins, this.#layerOffset(), ratio, this.#domPins);
  }

  /** The station whose pin is under an event: a DOM pin, else the topmost canvas pin at its position. */
  #stationAt(event: MouseEvent): string | null {
    const target = event.target as Element;
    const element = target.closest<HTMLElement>('[data-station-id]');
    if (element) return element.dataset['stationId'] ?? null;
    // Anything else on top of the canvas (a cluster, a control) hides the pins under it.
    if (target !== this.#stationCanvas || this.#pins.length === 0) return null;
    this.#ensureLayerZoom();
    const local = this.#localPoint(event);
    const offset = this.#layerOffset();
    const point = { x: local.x - offset.x, y: local.y - offset.y };
    const { index, maxScale } = this.#hitIndex();
    const { halfWidth, height } = pinReach(maxScale);
    // A pin's box reaches up from its tip: search tips from the point down to a pin's height below it.
    const found = index.range(point.x - halfWidth, point.y, point.x + halfWidth, point.y + height);
    const candidates = found.flatMap((i) => this.#pins[i] ?? []).filter((pin) => !this.#domPins.has(pin.id));
    return topmostPin(candidates, point)?.id ?? null;
  }

  #hitIndex(): { index: KDBush; maxScale: number } {
    if (this.#pinIndex) return this.#pinIndex;
    const index = new KDBush(this.#pins.length);
    let maxScale = 1;
    for (const pin of this.#pins) {
      index.add(pin.x, pin.y);
      maxScale = Math.max(maxScale, pin.scale);
    }
    this.#pinIndex = { index: index.finish(), maxScale };
    return this.#pinIndex;
  }

  // ---- camera and rendering -------------------------------------------------------------

  #measure(): { width: number; height: number } {
    const rect = this.#root.getBoundingClientRect();
    // Detached or hidden: assume a small box so the maths stays finite; a resize fixes it.
    return { width: rect.width || 300, height: rect.height || 150 };
  }

  /** Whether the map has a real, laid-out size (`#measure` makes one up otherwise). */
  #hasSize(): boolean {
    const rect = this.#root.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0;
  }

  #onResize(): void {
    const size = this.#measure();
    if (this.#pendingFit && this.#hasSize()) {
      const { bounds, padding } = this.#pendingFit;
      this.#camera = { ...this.#camera, ...size };
      this.fitBounds(bounds, padding);
      return;
    }
    if (size.width === this.#camera.width && size.height === this.#camera.height) return;
    this.#camera = normalizeCamera({ ...this.#camera, ...size });
    this.#scheduleRender();
    this.#settled();
  }

  #setCamera(camera: Camera, settle: 'now' | 'later' = 'now'): void {
    this.#camera = normalizeCamera(camera);
    this.#scheduleRender();
    if (settle === 'now') this.#settled();
    else this.#unsettled();
  }

  /** A gesture is still going on: hold back the idle callback. */
  #unsettled(): void {
    clearTimeout(this.#settleTimer);
    clearTimeout(this.#idleTimer);
  }

  /** The camera stopped moving: report the viewport `MAP_IDLE_DELAY_MS` later (spec section 9). */
  #settled(): void {
    clearTimeout(this.#settleTimer);
    clearTimeout(this.#idleTimer);
    this.#idleTimer = setTimeout(() => {
      this.#refreshPrimary();
      const viewport = this.getView();
      if (viewport) this.notifyIdle(viewport);
      const loadBasemap = this.#loadBasemap;
      this.#loadBasemap = null;
      loadBasemap?.();
    }, MAP_IDLE_DELAY_MS);
  }

  #scheduleRender(): void {
    if (this.#frame || this.#destroyed) return;
    const run = () => {
      cancelAnimationFrame(this.#frame);
      clearTimeout(this.#frameFallback);
      this.#frame = 0;
      if (!this.#destroyed) this.#render();
    };
    this.#frame = requestAnimationFrame(run);
    // Pages that are not in front get no animation frames; draw anyway so the map is ready when shown.
    this.#frameFallback = setTimeout(run, RENDER_FALLBACK_MS);
  }

  #render(): void {
    this.#placeLayer();
    this.#drawBasemap();
    this.#drawStations();
  }

  /** Moves the DOM layer (and the tooltip) to the camera; recomputes positions when the zoom changed. */
  #placeLayer(): void {
    if (this.#camera.zoom !== this.#layerZoom) this.#repositionAll();
    const { x, y } = this.#layerOffset();
    this.#layer.style.transform = `translate(${x}px, ${y}px)`;
    if (this.#hoveredId) this.#placeTooltip(this.#hoveredId);
  }

  /**
   * Pin positions are layer pixels at the layer's zoom: after a zoom, before the frame that renders it,
   * they are recomputed (and the layer moved) here. Within a zoom they stay valid, so nothing is touched.
   */
  #ensureLayerZoom(): void {
    if (this.#camera.zoom !== this.#layerZoom) this.#placeLayer();
  }

  /** Screen position of the layer's origin: add it to a layer point to get the point on screen. */
  #layerOffset(): Point {
    const camera = this.#camera;
    const center = project(camera.center, camera.zoom);
    return { x: this.#layerOrigin.x - center.x + camera.width / 2, y: this.#layerOrigin.y - center.y + camera.height / 2 };
  }

  #drawBasemap(): void {
    const camera = this.#camera;
    const ratio = window.devicePixelRatio || 1;
    const context = this.#context(this.#canvas, ratio);
    if (!context) return;
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    drawBasemap(context, camera, cameraBounds(camera), this.#countries);
    if (this.#route) drawRoute(context, this.#route.map((point) => toScreen(camera, point)));
  }

  /** Sizes `canvas` to the map at `ratio` and returns its 2D context; reports the failure when there is none. */
  #context(canvas: HTMLCanvasElement, ratio: number): CanvasRenderingContext2D | null {
    const width = Math.round(this.#camera.width * ratio);
    const height = Math.round(this.#camera.height * ratio);
    if (canvas.width !== width || canvas.height !== height) {
      canvas.width = width;
      canvas.height = height;
    }
    const context = canvas.getContext('2d');
    // Spec section 8: the map says it cannot draw (and the host hears why) instead of staying blank.
    if (!context && this.notifyFailure('canvas_failed', new CanvasContextError('2d'))) {
      this.#wrapper.append(createFailureNotice('canvas_failed', this.#labels.canvas_failed));
    }
    return context;
  }

  /** Layer positions are world pixels at the current zoom, relative to an origin near the centre. */
  #repositionAll(): void {
    this.#layerZoom = this.#camera.zoom;
    const center = project(this.#camera.center, this.#camera.zoom);
    this.#layerOrigin = { x: Math.round(center.x), y: Math.round(center.y) };
    for (const entry of this.#stations.values()) {
      Object.assign(entry.pin, this.#layerPoint(entry.data));
      if (entry.element) this.#positionElement(entry.element, entry.data);
    }
    this.#pinIndex = null;
    for (const { element, data } of this.#clusters.values()) this.#positionElement(element, data.centroid);
    if (this.#currentLocation) this.#positionElement(this.#currentLocation.element, this.#currentLocation.position);
    for (const { element, position } of this.#routeMarkers) this.#positionElement(element, position);
  }

  #layerPoint(position: LatLng): Point {
    const zoom = Number.isNaN(this.#layerZoom) ? this.#camera.zoom : this.#layerZoom;
    const p = project(position, zoom);
    return { x: p.x - this.#layerOrigin.x, y: p.y - this.#layerOrigin.y };
  }

  #positionElement(element: HTMLElement, position: LatLng): void {
    if (Number.isNaN(this.#layerZoom)) return; // the first render positions everything
    const p = this.#layerPoint(position);
    // `translate` (not `transform`) so the marker's own scale transform stays untouched.
    element.style.translate = `${p.x.toFixed(1)}px ${p.y.toFixed(1)}px`;
  }

  // ---- interaction ------------------------------------------------------------------------

  #createControls(): HTMLElement {
    const controls = document.createElement('div');
    controls.className = 'sl-offline-controls';
    const button = (text: string, label: string, delta: number) => {
      const element = document.createElement('button');
      element.type = 'button';
      element.textContent = text;
      element.setAttribute('aria-label', label);
      element.title = label;
      element.addEventListener('click', (event) => {
        event.stopPropagation();
        this.#zoomBy(delta);
      });
      // Pressing a control must not start a map drag.
      element.addEventListener('pointerdown', (event) => event.stopPropagation());
      return element;
    };
    controls.append(button('+', this.#labels.zoomIn, 1), button('−', this.#labels.zoomOut, -1));
    return controls;
  }

  #zoomBy(delta: number, anchor?: Point): void {
    const at = anchor ?? { x: this.#camera.width / 2, y: this.#camera.height / 2 };
    this.#setCamera(zoomAround(this.#camera, Math.round(this.#camera.zoom + delta), at));
  }

  #localPoint(event: { clientX: number; clientY: number }): Point {
    const rect = this.#root.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  }

  #bindEvents(): void {
    const options = { signal: this.#abort.signal };
    const root = this.#root;
    root.addEventListener('pointerdown', (event) => this.#onPointerDown(event), options);
    root.addEventListener('pointermove', (event) => this.#onPointerMove(event), options);
    root.addEventListener('pointerup', (event) => this.#onPointerEnd(event), options);
    root.addEventListener('pointercancel', (event) => this.#onPointerEnd(event), options);
    root.addEventListener('wheel', (event) => this.#onWheel(event), { ...options, passive: false });
    root.addEventListener('click', (event) => this.#onClick(event), options);
    root.addEventListener('dblclick', (event) => {
      if ((event.target as Element).closest('[data-cluster-id]') || this.#stationAt(event)) return;
      this.#zoomBy(event.shiftKey ? -1 : 1, this.#localPoint(event));
    }, options);
    root.addEventListener('keydown', (event) => this.#onKeyDown(event), options);
    root.addEventListener('pointerleave', (event) => {
      if (event.pointerType === 'mouse') this.#hover(null);
    }, options);
  }

  #onPointerDown(event: PointerEvent): void {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    this.#pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (this.#pointers.size === 1) {
      this.#pressStart = { x: event.clientX, y: event.clientY };
      this.#dragged = false;
    }
    this.#unsettled();
  }

  #onPointerMove(event: PointerEvent): void {
    const previous = this.#pointers.get(event.pointerId);
    if (!previous) {
      // A mouse moving with no button down: hovering.
      if (event.pointerType === 'mouse' && this.#pointers.size === 0) this.#hover(this.#stationAt(event));
      return;
    }
    const current = { x: event.clientX, y: event.clientY };
    if (!this.#dragged && this.#pressStart) {
      const moved = Math.hypot(current.x - this.#pressStart.x, current.y - this.#pressStart.y);
      if (moved < DRAG_THRESHOLD_PX && this.#pointers.size === 1) return;
      this.#dragged = true;
      this.#root.classList.add('is-dragging');
      // Capture only once it is a drag, so a plain click still targets the marker under it.
      this.#root.setPointerCapture?.(event.pointerId);
    }
    if (this.#pointers.size >= 2) {
      const others = [...this.#pointers.entries()].filter(([id]) => id !== event.pointerId);
      const other = others[0]?.[1];
      if (other) {
        const before = Math.hypot(previous.x - other.x, previous.y - other.y);
        const after = Math.hypot(current.x - other.x, current.y - other.y);
        const midBefore = this.#localPoint({ clientX: (previous.x + other.x) / 2, clientY: (previous.y + other.y) / 2 });
        const midAfter = this.#localPoint({ clientX: (current.x + other.x) / 2, clientY: (current.y + other.y) / 2 });
        let camera = this.#camera;
        if (before > 0 && after > 0) camera = zoomAround(camera, camera.zoom + Math.log2(after / before), midBefore);
        camera = panBy(camera, midAfter.x - midBefore.x, midAfter.y - midBefore.y);
        this.#setCamera(camera, 'later');
      }
    } else {
      this.#setCamera(panBy(this.#camera, current.x - previous.x, current.y - previous.y), 'later');
    }
    this.#pointers.set(event.pointerId, current);
  }

  #onPointerEnd(event: PointerEvent): void {
    if (!this.#pointers.delete(event.pointerId)) return;
    if (this.#pointers.size > 0) return;
    this.#root.classList.remove('is-dragging');
    this.#pressStart = null;
    if (this.#dragged) this.#settled();
  }

  #onWheel(event: WheelEvent): void {
    event.preventDefault();
    const pixels = event.deltaMode === WheelEvent.DOM_DELTA_LINE ? event.deltaY * 40 : event.deltaY;
    this.#setCamera(zoomAround(this.#camera, this.#camera.zoom - pixels / WHEEL_PX_PER_ZOOM, this.#localPoint(event)), 'later');
    this.#settleTimer = setTimeout(() => this.#settled(), WHEEL_SETTLE_MS);
  }

  #onKeyDown(event: KeyboardEvent): void {
    if (event.target !== this.#root || event.altKey || event.ctrlKey || event.metaKey) return;
    const pans: Record<string, [number, number]> = {
      ArrowLeft: [KEY_PAN_PX, 0],
      ArrowRight: [-KEY_PAN_PX, 0],
      ArrowUp: [0, KEY_PAN_PX],
      ArrowDown: [0, -KEY_PAN_PX],
    };
    const pan = pans[event.key];
    if (pan) this.#setCamera(panBy(this.#camera, pan[0], pan[1]));
    else if (event.key === '+' || event.key === '=') this.#zoomBy(1);
    else if (event.key === '-' || event.key === '_') this.#zoomBy(-1);
    else return;
    event.preventDefault();
  }

  #onClick(event: MouseEvent): void {
    if (this.#dragged) {
      this.#dragged = false;
      return;
    }
    const station = this.#stationAt(event);
    if (station) {
      this.notifyStationClick(station);
      return;
    }
    const clusterElement = (event.target as Element).closest<HTMLElement>('[data-cluster-id]');
    const cluster = clusterElement ? this.#clusters.get(clusterElement.dataset['clusterId'] ?? '') : undefined;
    if (!cluster) return;
    if (!this.notifyClusterClick(cluster.data)) this.fitBounds(cluster.data.bounds);
  }

  /** The mouse is over `id`'s pin (or none): the tooltip, the cursor and the hovered pin's DOM. */
  #hover(id: string | null): void {
    if (id === this.#hoveredId) return;
    this.#setHovered(id);
    this.#syncDomPins();
    this.#drawStations();
  }

  #setHovered(id: string | null): void {
    if (id === this.#hoveredId) return;
    this.#hoveredId = id;
    // Canvas pins have no cursor of their own (DOM pins and clusters set theirs in CSS).
    this.#root.classList.toggle('is-over-pin', id !== null);
    const entry = id ? this.#stations.get(id) : undefined;
    if (entry) {
      fillTooltip(this.#tooltip, entry.data);
      this.#tooltip.hidden = false;
      this.#placeTooltip(entry.data.id);
    } else {
      this.#tooltip.hidden = true;
    }
    this.notifyStationHover(id);
  }

  #placeTooltip(id: string): void {
    const entry = this.#stations.get(id);
    if (!entry) return;
    const p = toScreen(this.#camera, entry.data);
    this.#tooltip.style.left = `${p.x}px`;
    this.#tooltip.style.top = `${p.y}px`;
  }
}
