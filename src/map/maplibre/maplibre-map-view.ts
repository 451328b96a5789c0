/**
 * The `MapView` on MapLibre GL JS: every map that is not Google's. The basemap is a MapLibre style (the
 * built-in one from our API, or a brand's); our own sources and layers go on top of whatever style is
 * loaded, and are added again whenever a style (re)loads:
 *
 * - stations: one GeoJSON source, updated by id (`updateData`), drawn by two symbol layers (the rest,
 *   then the highlighted and selected ones above the cluster bubbles) with a pin image per look, and a
 *   circle layer for the keyboard's focus ring (filtered to the station the arrow keys are on);
 * - cluster bubbles: a GeoJSON source and a symbol layer with a bubble image per count;
 * - the route: a line layer under the stations.
 *
 * Route waypoints and the current location are few and named for assistive technology: DOM markers
 * built by `marker-dom.ts`, as on Google. The hover tooltip is ours too. Zooms in and out of this class
 * are ours (Google's 256 px world); MapLibre's are one lower (`camera.ts`).
 *
 * No React here: strings come in through `options.labels`.
 */
import {
  Map as EngineMap,
  Marker,
  NavigationControl,
  type FilterSpecification,
  type GeoJSONSource,
  type MapGeoJSONFeature,
  type MapMouseEvent,
  type StyleSpecification,
} from 'maplibre-gl';
import { byId } from '../diff-by-id';
import { createFailureNotice } from '../failure-notice';
import { resolveMapLabels } from '../map-labels';
import { adoptMapStyles } from '../map-styles';
import { MapViewEventSource } from '../map-view-events';
import { clusterLabel } from '../marker-style';
import { createCurrentLocationElement, createRouteMarkerElement, createTooltipElement, fillTooltip, stationLabel } from '../marker-dom';
import { NO_PADDING, addPadding, cameraViewport, centerCamera, normalizeCamera } from '../mercator';
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
import { attributionLine } from './attribution-text';
import { boundsFromEdges, engineBounds, fromEngineZoom, lngLat, toEngineZoom, wrapLongitude } from './camera';
import { prepareEngine } from './engine';
import { ARROW_DIRECTIONS, nearestTarget, nextTarget, type KeyboardTarget } from './keyboard-targets';
import { adoptMapLibreStyles } from './maplibre-styles';
import { PIN_FACE_ABOVE_TIP, drawMarkerImage } from './marker-images';
import { clusterFeature, diffStations, lookOfImage, stationFeature, type ClusterFeature, type StationFeature } from './station-features';

export interface MapLibreViewOptions extends MapViewOptions {
  /** The basemap: a style URL (`https:`, or relative to the page) or a style object. */
  style: string | StyleSpecification;
}

/** The MapLibre `Map` of a view, on its container element: for tests only (see `mapLibreMapOf`). */
export const MAPLIBRE_MAP = Symbol.for('station-locator.maplibre-map');

/** A performance mark set each time new stations are handed to the map, replacing the last (read by `npm run bench:ui`). */
export const MAP_DRAWN_MARK = 'station-locator:map-drawn';

/** Our sources and layers; everything of ours on the map starts with `sl-`. */
export const SOURCES = { stations: 'sl-stations', clusters: 'sl-clusters', route: 'sl-route' } as const;
export const LAYERS = {
  routeCasing: 'sl-route-casing',
  route: 'sl-route-line',
  stations: 'sl-stations',
  clusters: 'sl-clusters',
  focusedStations: 'sl-stations-focused',
  keyboardFocus: 'sl-keyboard-focus',
} as const;

/** Fitting a single point or a tiny box should not zoom in further than this (our zoom). */
const FIT_MAX_ZOOM = 16;
/** Shift + arrow keys (or arrows with no station in view) move the map by this much. */
const KEY_PAN_PX = 80;
/** A basemap to fall back to when the style cannot be loaded: the stations still show. */
const FALLBACK_STYLE: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: 'sl-fallback-background', type: 'background', paint: { 'background-color': '#EEF0EC' } }],
};

const FOCUSED_STATES: StationMarkerState[] = ['highlighted', 'selected'];
const STATES: readonly StationMarkerState[] = ['normal', 'nonMatching', 'highlighted', 'selected'];

let viewCount = 0;

type Target = KeyboardTarget & ({ kind: 'station'; id: string } | { kind: 'cluster'; cluster: ClusterMarker });

export class MapLibreMapView extends MapViewEventSource implements MapView {
  readonly #wrapper: HTMLElement;
  readonly #root: HTMLElement;
  readonly #status: HTMLElement;
  readonly #tooltip: HTMLElement;
  readonly #attribution: HTMLElement;
  readonly #labels: MapLabels;
  readonly #map: EngineMap | null;
  readonly #zoomControl: NavigationControl;
  readonly #abort = new AbortController();

  #padding: MapPadding = { ...NO_PADDING };
  #primary = DEFAULT_PRIMARY;
  #stations = new Map<string, StationMarker>();
  #clusters = new Map<string, ClusterMarker>();
  #route: [number, number][] = [];
  #routeMarkers: Marker[] = [];
  #currentLocation: Marker | null = null;
  #controlsVisible: boolean;
  #idleTimer: ReturnType<typeof setTimeout> | undefined;
  #hoveredId: string | null = null;
  /** The station or cluster the arrow keys are on. */
  #active: Target | null = null;
  #keyboardFeature: string | null = null;
  /** Set once our sources are in the loaded style; until then station updates wait in `#stations`. */
  #sourcesReady = false;
  /** Where the camera is when there is no engine (no WebGL): getView still answers. */
  #fallbackCamera: { center: LatLng; zoom: number };
  #pendingFit: { bounds: Bounds; padding: number | Partial<MapPadding> | undefined } | null = null;
  #lastCountText = '';
  #destroyed = false;

  constructor(container: HTMLElement, options: MapLibreViewOptions) {
    super();
    this.#labels = resolveMapLabels(options.labels);
    this.#controlsVisible = options.controlsVisible !== false;
    this.#fallbackCamera = { center: { ...options.center }, zoom: options.zoom };
    const id = `sl-maplibre-${++viewCount}`;
    this.#wrapper = document.createElement('div');
    this.#wrapper.className = 'sl-map-root';
    this.#root = document.createElement('div');
    this.#root.className = 'sl-maplibre';
    this.#root.tabIndex = 0;
    // Arrow keys move between stations here; screen readers pass them through in an application.
    this.#root.setAttribute('role', 'application');
    this.#root.setAttribute('aria-label', this.#labels.keyboardName);
    this.#root.setAttribute('aria-describedby', `${id}-help`);
    const help = document.createElement('div');
    help.id = `${id}-help`;
    help.className = 'sl-visually-hidden';
    help.textContent = this.#labels.keyboardHelp;
    this.#status = document.createElement('div');
    this.#status.className = 'sl-visually-hidden';
    this.#status.setAttribute('role', 'status');
    this.#tooltip = createTooltipElement();
    this.#attribution = document.createElement('div');
    this.#attribution.className = 'sl-maplibre-attribution';
    this.#wrapper.append(this.#root, help, this.#status);
    container.append(this.#wrapper);
    adoptMapStyles(container);
    adoptMapLibreStyles(container);
    this.#zoomControl = new NavigationControl({ showCompass: false, showZoom: true, visualizePitch: false });

    this.#map = this.#createMap(options);
    this.#root.append(this.#tooltip, this.#attribution);
    if (this.#map) {
      Object.defineProperty(this.#root, MAPLIBRE_MAP, { value: this.#map, configurable: true });
      this.#bindEvents(this.#map);
      if (this.#controlsVisible) this.#map.addControl(this.#zoomControl, 'bottom-right');
    }
    this.#countStations();
    this.#settled();
  }

  #createMap(options: MapLibreViewOptions): EngineMap | null {
    try {
      prepareEngine();
      const map = new EngineMap({
        container: this.#root,
        style: options.style,
        center: lngLat(options.center),
        zoom: toEngineZoom(options.zoom),
        minZoom: 0,
        maxZoom: toEngineZoom(20),
        maxPitch: 0,
        dragRotate: false,
        pitchWithRotate: false,
        touchPitch: false,
        keyboard: false,
        attributionControl: false,
        fadeDuration: 0,
        locale: { 'NavigationControl.ZoomIn': this.#labels.zoomIn, 'NavigationControl.ZoomOut': this.#labels.zoomOut, 'Map.Title': this.#labels.keyboardName },
      });
      map.touchZoomRotate.disableRotation();
      // The container is the map's one focusable, named region; the canvas is only its picture.
      const canvas = map.getCanvas();
      canvas.tabIndex = -1;
      canvas.removeAttribute('role');
      canvas.removeAttribute('aria-label');
      canvas.setAttribute('aria-hidden', 'true');
      return map;
    } catch (error) {
      // No WebGL (blocked, or a very old device): say so over the map (spec section 8); the list works.
      this.#wrapper.append(createFailureNotice('canvas_failed', this.#labels.canvas_failed));
      // After the constructor, so the listeners added with the view hear it.
      queueMicrotask(() => {
        if (!this.#destroyed) this.notifyFailure('canvas_failed', error);
      });
      return null;
    }
  }

  // ---- MapView ---------------------------------------------------------------------------

  setStations(stations: readonly StationMarker[]): void {
    const diff = diffStations(this.#stations, stations);
    this.#stations = diff.next;
    const source = this.#source(SOURCES.stations);
    if (source && (diff.add.length > 0 || diff.remove.length > 0)) {
      const add = diff.add.map((station) => stationFeature(station, this.#primary));
      void source.updateData({ remove: diff.remove, add }).catch(() => {});
    }
    if (this.#hoveredId && !this.#stations.has(this.#hoveredId)) this.#hover(null);
    if (this.#active?.kind === 'station' && !this.#stations.has(this.#active.id)) this.#setActive(null);
    else if (this.#hoveredId) this.#showTooltip(this.#hoveredId);
    this.#countStations();
    // The last draw's mark only: the page's user-timing buffer has no limit.
    performance.clearMarks(MAP_DRAWN_MARK);
    performance.mark(MAP_DRAWN_MARK);
  }

  setClusters(clusters: readonly ClusterMarker[]): void {
    const next = byId(clusters);
    this.#clusters = next;
    this.#setData(SOURCES.clusters, this.#clusterCollection());
    if (this.#active?.kind === 'cluster' && !next.has(this.#active.cluster.id)) this.#setActive(null);
  }

  setRoute(path: readonly LatLng[] | null): void {
    this.#route = path && path.length > 1 ? path.map(lngLat) : [];
    this.#setData(SOURCES.route, this.#routeCollection());
  }

  setRouteMarkers(markers: readonly RouteMarker[]): void {
    for (const marker of this.#routeMarkers) marker.remove();
    const map = this.#map;
    this.#routeMarkers = map
      ? markers.map((marker) => new Marker({ element: createRouteMarkerElement(marker), anchor: 'center' }).setLngLat(lngLat(marker.location)).addTo(map))
      : [];
  }

  setCurrentLocation(location: LatLng | null): void {
    const map = this.#map;
    if (!location || !map) {
      this.#currentLocation?.remove();
      this.#currentLocation = null;
      return;
    }
    this.#currentLocation ??= new Marker({ element: createCurrentLocationElement(this.#labels.currentLocation), anchor: 'center' }).setLngLat(lngLat(location)).addTo(map);
    this.#currentLocation.setLngLat(lngLat(location));
  }

  fitBounds(bounds: Bounds, padding?: number | Partial<MapPadding>): void {
    const map = this.#map;
    if (!map) return;
    if (!this.#hasSize()) {
      this.#pendingFit = { bounds: { ...bounds }, padding };
      return;
    }
    this.#pendingFit = null;
    const total = addPadding(this.#padding, padding);
    const { width, height } = this.#size();
    // A box larger than the padded area allows: fit it in the whole map rather than throw it away.
    const usable = width - total.left - total.right > 0 && height - total.top - total.bottom > 0;
    map.fitBounds(engineBounds(bounds), { padding: usable ? total : 0, maxZoom: toEngineZoom(FIT_MAX_ZOOM), animate: false });
  }

  panTo(center: LatLng): void {
    this.#pendingFit = null;
    this.#jumpTo(center, this.getView()?.zoom ?? this.#fallbackCamera.zoom);
  }

  setView(center: LatLng, zoom: number): void {
    this.#pendingFit = null;
    this.#jumpTo(center, zoom);
  }

  getView(): MapViewport | null {
    if (this.#destroyed) return null;
    const map = this.#map;
    if (!map) return cameraViewport(normalizeCamera({ ...this.#fallbackCamera, ...this.#size() }));
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

  setControlsVisible(visible: boolean): void {
    if (visible === this.#controlsVisible) return;
    this.#controlsVisible = visible;
    if (!this.#map) return;
    if (visible) this.#map.addControl(this.#zoomControl, 'bottom-right');
    else this.#map.removeControl(this.#zoomControl);
  }

  destroy(): void {
    if (this.#destroyed) return;
    this.#destroyed = true;
    this.#abort.abort();
    clearTimeout(this.#idleTimer);
    this.clearListeners();
    this.#map?.remove();
    this.#wrapper.remove();
  }

  // ---- camera ---------------------------------------------------------------------------

  #size(): { width: number; height: number } {
    const rect = this.#root.getBoundingClientRect();
    // Detached or hidden: assume a small box so the maths stays finite; a resize fixes it.
    return { width: rect.width || 300, height: rect.height || 150 };
  }

  #hasSize(): boolean {
    const rect = this.#root.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0;
  }

  /** Puts `center` in the middle of the area the padding leaves free, at `zoom`. */
  #jumpTo(center: LatLng, zoom: number): void {
    const camera = centerCamera({ center, zoom, ...this.#size() }, center, this.#padding);
    if (!this.#map) {
      this.#fallbackCamera = { center: camera.center, zoom: camera.zoom };
      this.#settled();
      return;
    }
    this.#map.jumpTo({ center: lngLat(camera.center), zoom: toEngineZoom(camera.zoom) });
  }

  /** The camera stopped moving: report the viewport `MAP_IDLE_DELAY_MS` later (spec section 9). */
  #settled(): void {
    clearTimeout(this.#idleTimer);
    this.#idleTimer = setTimeout(() => {
      if (this.#destroyed) return;
      this.#refreshPrimary();
      const viewport = this.getView();
      if (viewport) this.notifyIdle(viewport);
      this.#countStations();
    }, MAP_IDLE_DELAY_MS);
  }

  // ---- our sources and layers -----------------------------------------------------------

  #source(id: string): GeoJSONSource | null {
    if (!this.#sourcesReady || !this.#map) return null;
    return this.#map.getSource<GeoJSONSource>(id) ?? null;
  }

  /** Replaces a source's data; before the style is in, the data waits in this view (`#addOwnLayers` takes it). */
  #setData(id: string, data: GeoJSON.GeoJSON): void {
    // A rejection means a newer update replaced this one before the worker took it: nothing to do.
    this.#source(id)?.setData(data).catch(() => {});
  }

  #stationCollection(): GeoJSON.FeatureCollection<GeoJSON.Point, StationFeature['properties']> {
    return { type: 'FeatureCollection', features: [...this.#stations.values()].map((station) => stationFeature(station, this.#primary)) };
  }

  #clusterCollection(): GeoJSON.FeatureCollection<GeoJSON.Point, ClusterFeature['properties']> {
    return { type: 'FeatureCollection', features: [...this.#clusters.values()].map((cluster) => clusterFeature(cluster, this.#primary)) };
  }

  #routeCollection(): GeoJSON.FeatureCollection<GeoJSON.LineString> {
    const features: GeoJSON.Feature<GeoJSON.LineString>[] =
      this.#route.length > 1 ? [{ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: this.#route } }] : [];
    return { type: 'FeatureCollection', features };
  }

  /**
   * Adds our sources and layers to the style now loaded, above all of its layers, with the data we hold;
   * runs again after every style change that dropped them (a new style does).
   */
  #addOwnLayers(map: EngineMap): void {
    if (map.getSource(SOURCES.stations)) return;
    this.#sourcesReady = true;
    map.addSource(SOURCES.route, { type: 'geojson', data: this.#routeCollection() });
    map.addSource(SOURCES.stations, { type: 'geojson', data: this.#stationCollection(), promoteId: 'id' });
    map.addSource(SOURCES.clusters, { type: 'geojson', data: this.#clusterCollection(), promoteId: 'id' });
    const symbols = {
      'icon-allow-overlap': true,
      'icon-ignore-placement': true,
    } as const;
    map.addLayer({
      id: LAYERS.routeCasing,
      type: 'line',
      source: SOURCES.route,
      layout: { 'line-join': 'round', 'line-cap': 'round' },
      paint: { 'line-color': '#FFFFFF', 'line-width': 8, 'line-opacity': 0.9 },
    });
    map.addLayer({
      id: LAYERS.route,
      type: 'line',
      source: SOURCES.route,
      layout: { 'line-join': 'round', 'line-cap': 'round' },
      paint: { 'line-color': '#0064CC', 'line-width': 5, 'line-opacity': 0.9 },
    });
    map.addLayer({
      id: LAYERS.stations,
      type: 'symbol',
      source: SOURCES.stations,
      filter: ['!', ['in', ['get', 'state'], ['literal', FOCUSED_STATES]]],
      layout: { ...symbols, 'icon-image': ['get', 'icon'], 'icon-anchor': 'bottom', 'icon-size': ['get', 'scale'], 'symbol-sort-key': ['get', 'sort'] },
      paint: { 'icon-opacity': ['get', 'opacity'] },
    });
    map.addLayer({
      id: LAYERS.clusters,
      type: 'symbol',
      source: SOURCES.clusters,
      layout: { ...symbols, 'icon-image': ['get', 'icon'], 'icon-anchor': 'center' },
    });
    map.addLayer({
      id: LAYERS.focusedStations,
      type: 'symbol',
      source: SOURCES.stations,
      filter: ['in', ['get', 'state'], ['literal', FOCUSED_STATES]],
      layout: { ...symbols, 'icon-image': ['get', 'icon'], 'icon-anchor': 'bottom', 'icon-size': ['get', 'scale'], 'symbol-sort-key': ['get', 'sort'] },
      paint: { 'icon-opacity': ['get', 'opacity'] },
    });
    // The keyboard's ring: the one station the arrow keys are on (a filter, so no other station costs a circle).
    map.addLayer({
      id: LAYERS.keyboardFocus,
      type: 'circle',
      source: SOURCES.stations,
      filter: this.#keyboardFilter(),
      paint: {
        'circle-radius': ['*', 15, ['get', 'scale']],
        'circle-color': 'rgba(0,0,0,0)',
        'circle-stroke-width': 3,
        'circle-stroke-color': this.#primary,
        'circle-translate': [0, -PIN_FACE_ABOVE_TIP],
      },
    });
  }

  #keyboardFilter(): FilterSpecification {
    return ['==', ['get', 'id'], this.#keyboardFeature ?? ''];
  }

  /** Draws the pin or bubble image the map asks for (a new look, or any look after a style change). */
  #addImage(map: EngineMap, id: string): void {
    const look = lookOfImage(id);
    if (!look || map.hasImage(id)) return;
    const image = drawMarkerImage(look, window.devicePixelRatio || 1);
    map.addImage(id, image.data, { pixelRatio: image.pixelRatio });
  }

  /**
   * The host's primary colour token, the fill of pins without a brand colour and of cluster bubbles (the
   * map's images need a colour, not a variable). Read when the map settles, not with new stations:
   * reading a style then would make the browser compute the page's pending styles inside our work.
   */
  #refreshPrimary(): void {
    const primary = getComputedStyle(this.#root).getPropertyValue('--station-locator-primary').trim() || DEFAULT_PRIMARY;
    if (primary === this.#primary) return;
    this.#primary = primary;
    this.#setData(SOURCES.stations, this.#stationCollection());
    this.#setData(SOURCES.clusters, this.#clusterCollection());
    if (this.#sourcesReady) this.#map?.setPaintProperty(LAYERS.keyboardFocus, 'circle-stroke-color', primary);
  }

  #updateAttribution(map: EngineMap): void {
    const style = map.getStyle();
    const sources = Object.values(style?.sources ?? {}).map((source) => ('attribution' in source ? source.attribution : undefined));
    const line = attributionLine(sources);
    if (this.#attribution.textContent !== line) this.#attribution.textContent = line;
  }

  // ---- events ----------------------------------------------------------------------------

  #bindEvents(map: EngineMap): void {
    let styleLoaded = false;
    const onStyle = () => {
      if (!map.isStyleLoaded() && !map.getStyle()) return;
      styleLoaded = true;
      this.#addOwnLayers(map);
      this.#updateAttribution(map);
    };
    map.on('style.load', onStyle);
    map.on('styledata', () => {
      if (styleLoaded && !map.getSource(SOURCES.stations) && map.isStyleLoaded()) onStyle();
    });
    map.setMissingStyleImageResolver((id) => this.#addImage(map, id));
    map.on('moveend', () => this.#settled());
    // The tooltip stays on its station while the map moves under it.
    map.on('move', () => {
      if (this.#hoveredId && !this.#tooltip.hidden) this.#showTooltip(this.#hoveredId);
    });
    map.on('resize', () => {
      if (this.#pendingFit && this.#hasSize()) {
        const { bounds, padding } = this.#pendingFit;
        this.fitBounds(bounds, padding);
      }
    });
    map.once('idle', () => {
      // For tests and screenshots: the basemap has drawn once (or, below, will not come).
      this.#root.dataset['basemap'] ??= 'ready';
    });
    map.on('error', (event: { error?: unknown; sourceId?: string; tile?: unknown }) => {
      if (styleLoaded || event.sourceId || event.tile) return;
      // The style itself could not be loaded: the stations still show, on a plain background.
      styleLoaded = true;
      this.#root.dataset['basemap'] = 'failed';
      this.notifyFailure('load_failed', event.error);
      map.setStyle(FALLBACK_STYLE, { diff: false });
    });
    map.on('mousemove', (event) => this.#onPointerMove(event));
    map.on('mouseout', () => this.#hover(null));
    map.on('click', (event) => this.#onClick(event));
    const options = { signal: this.#abort.signal };
    this.#root.addEventListener('keydown', (event) => this.#onKeyDown(event), options);
    // The count is said when the visitor arrives on the map, and as it changes while they are there.
    this.#root.addEventListener('focusin', () => this.#countStations(), options);
    this.#root.addEventListener('focusout', (event) => {
      if (!this.#root.contains(event.relatedTarget as Node | null)) this.#setActive(null);
    }, options);
  }

  /** The topmost station or cluster under a point of the map. */
  #featureAt(point: MapMouseEvent['point']): { kind: 'station' | 'cluster'; id: string } | null {
    const map = this.#map;
    if (!map || !this.#sourcesReady) return null;
    const features: MapGeoJSONFeature[] = map.queryRenderedFeatures(point, { layers: [LAYERS.focusedStations, LAYERS.clusters, LAYERS.stations] });
    const top = features[0];
    const id: unknown = top?.properties['id'];
    if (!top || typeof id !== 'string') return null;
    return { kind: top.layer.id === LAYERS.clusters ? 'cluster' : 'station', id };
  }

  #onPointerMove(event: MapMouseEvent): void {
    const found = this.#featureAt(event.point);
    this.#hover(found?.kind === 'station' ? found.id : null);
    if (this.#map) this.#map.getCanvas().style.cursor = found ? 'pointer' : '';
  }

  #onClick(event: MapMouseEvent): void {
    const found = this.#featureAt(event.point);
    if (!found) return;
    if (found.kind === 'station') {
      this.notifyStationClick(found.id);
      return;
    }
    const cluster = this.#clusters.get(found.id);
    if (cluster) this.#openCluster(cluster);
  }

  #openCluster(cluster: ClusterMarker): void {
    if (!this.notifyClusterClick(cluster)) this.fitBounds(cluster.bounds);
  }

  /** The mouse (or the keyboard) is on `id`'s pin, or on none: the tooltip and the hover listeners. */
  #hover(id: string | null): void {
    if (id === this.#hoveredId) return;
    this.#hoveredId = id;
    if (id) this.#showTooltip(id);
    else this.#tooltip.hidden = true;
    this.notifyStationHover(id);
  }

  #showTooltip(id: string): void {
    const station = this.#stations.get(id);
    if (!station || !this.#map) {
      this.#tooltip.hidden = true;
      return;
    }
    fillTooltip(this.#tooltip, station);
    const point = this.#map.project(lngLat(station));
    this.#tooltip.style.left = `${point.x}px`;
    this.#tooltip.style.top = `${point.y}px`;
    this.#tooltip.hidden = false;
  }

  // ---- keyboard ----------------------------------------------------------------------------

  /** The stations and cluster bubbles inside the map's box, in map pixels. */
  #targets(): Target[] {
    const map = this.#map;
    if (!map) return [];
    const { width, height } = this.#size();
    const inside = (x: number, y: number) => x >= 0 && y >= 0 && x <= width && y <= height;
    const targets: Target[] = [];
    for (const station of this.#stations.values()) {
      const { x, y } = map.project(lngLat(station));
      if (inside(x, y)) targets.push({ kind: 'station', id: station.id, key: `s:${station.id}`, x, y });
    }
    for (const cluster of this.#clusters.values()) {
      const { x, y } = map.project(lngLat(cluster.centroid));
      if (inside(x, y)) targets.push({ kind: 'cluster', cluster, key: `c:${cluster.id}`, x, y });
    }
    return targets;
  }

  #onKeyDown(event: KeyboardEvent): void {
    if (event.altKey || event.ctrlKey || event.metaKey || !this.#map) return;
    const direction = ARROW_DIRECTIONS[event.key];
    if (direction) {
      const targets = event.shiftKey ? [] : this.#targets();
      if (targets.length === 0) {
        const [dx, dy] = { left: [-KEY_PAN_PX, 0], right: [KEY_PAN_PX, 0], up: [0, -KEY_PAN_PX], down: [0, KEY_PAN_PX] }[direction];
        this.#map.panBy([dx ?? 0, dy ?? 0], { animate: false });
      } else {
        const current = this.#active ? targets.find((target) => target.key === this.#active?.key) : undefined;
        const { width, height } = this.#size();
        const next = current ? nextTarget(targets, current, direction) : nearestTarget(targets, { x: width / 2, y: height / 2 });
        if (next) this.#setActive(next);
      }
    } else if (event.key === '+' || event.key === '=') {
      this.#map.zoomIn({ animate: false });
    } else if (event.key === '-' || event.key === '_') {
      this.#map.zoomOut({ animate: false });
    } else if ((event.key === 'Enter' || event.key === ' ') && this.#active) {
      const active = this.#active;
      if (active.kind === 'station') this.notifyStationClick(active.id);
      else this.#openCluster(active.cluster);
    } else if (event.key === 'Escape' && this.#active) {
      this.#setActive(null);
    } else {
      return;
    }
    event.preventDefault();
    event.stopPropagation();
  }

  /** Moves the keyboard's focus ring to `target` (or takes it away), with the tooltip and an announcement. */
  #setActive(target: Target | null): void {
    this.#active = target;
    const station = target?.kind === 'station' ? target.id : null;
    const changed = station !== this.#keyboardFeature;
    this.#keyboardFeature = station;
    if (changed && this.#map && this.#sourcesReady) this.#map.setFilter(LAYERS.keyboardFocus, this.#keyboardFilter());
    this.#root.dataset['activeStation'] = station ?? '';
    this.#hover(station);
    if (target?.kind === 'station') {
      const data = this.#stations.get(target.id);
      if (data) this.#announce([stationLabel(data, this.#labels.stationIndexed), data.openStatusText].filter(Boolean).join(', '));
    } else if (target?.kind === 'cluster') {
      this.#announce(clusterLabel(this.#labels.cluster, target.cluster.size));
    } else {
      this.#lastCountText = '';
      this.#countStations();
    }
  }

  #announce(text: string): void {
    if (this.#status.textContent !== text) this.#status.textContent = text;
  }

  /**
   * The live count of stations in view for assistive technology, said only while the map has the focus
   * (elsewhere, every pan or search would be announced over what the visitor is doing), and counts by
   * state for tests and tools (the pins are pixels): `data-station-count`, `data-normal-count` … on the
   * map's container.
   */
  #countStations(): void {
    const counts = new Map<StationMarkerState, number>(STATES.map((state) => [state, 0]));
    for (const station of this.#stations.values()) counts.set(station.state, (counts.get(station.state) ?? 0) + 1);
    this.#root.dataset['stationCount'] = String(this.#stations.size);
    for (const [state, count] of counts) this.#root.dataset[`${state}Count`] = String(count);
    if (this.#active || !this.#root.matches(':focus-within')) return;
    const text = clusterLabel(this.#labels.stationsInView, this.#stations.size);
    if (text !== this.#lastCountText) {
      this.#lastCountText = text;
      this.#announce(text);
    }
  }
}

/** The MapLibre `Map` drawn in `element` (a map view's container, or an element inside it), for tests. */
export function mapLibreMapOf(element: Element): EngineMap | undefined {
  const root = element.matches('.sl-maplibre') ? element : element.querySelector('.sl-maplibre');
  return root ? (root as Element & { [MAPLIBRE_MAP]?: EngineMap })[MAPLIBRE_MAP] : undefined;
}
