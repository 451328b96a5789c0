/**
 * The `MapView` on MapLibre GL JS: every map that is not Google's. The basemap is a MapLibre style (the
 * built-in one from our API, or a brand's); our own sources and layers go on top of whatever style is
 * loaded, and are added again whenever a style (re)loads:
 *
 * - stations: one GeoJSON source, updated by id (`updateData`), drawn by two symbol layers (the rest,
 *   then the highlighted and selected ones above the cluster bubbles) with a pin image per look, and a
 *   circle layer for the keyboard's focus ring (filtered to the station the arrow keys are on); the
 *   nearest list's numbers: a small GeoJSON source of numbered pins drawn over the stations' own pins,
 *   which a feature state hides meanwhile;
 * - cluster bubbles: a GeoJSON source and a symbol layer with a bubble image per count;
 * - the route: a line layer under the stations.
 *
 * Route waypoints and the current location are few and named for assistive technology: DOM markers
 * built by `marker-dom.ts`, as on Google. The hover tooltip is ours too. Zooms in and out of this class
 * are ours (Google's 256 px world); MapLibre's are one lower (`camera.ts`).
 *
 * This class is the `MapView` surface, the engine's set-up and events, and the hover tooltip; the jobs
 * are its siblings: `station-layers.ts` (sources, layers, images, hit testing), `keyboard-navigation.ts`
 * (arrow keys, focus ring, announcements), `view-camera.ts` (fit, centre, padding, the view without an
 * engine) and `dom-markers.ts` (waypoints, current location).
 *
 * No React here: strings come in through `options.labels`.
 */
import { NavigationControl, type Map as EngineMap, type MapMouseEvent, type StyleSpecification } from 'maplibre-gl';
import { createFailureNotice } from '../failure-notice';
import { resolveMapLabels } from '../map-labels';
import { adoptMapStyles } from '../map-styles';
import { MapViewEventSource } from '../map-view-events';
import { createTooltipElement, fillTooltip } from '../marker-dom';
import { DEFAULT_PRIMARY } from '../pin-geometry';
import { MAP_IDLE_DELAY_MS } from '../types';
import type { Bounds, ClusterMarker, LatLng, MapLabels, MapPadding, MapView, MapViewOptions, MapViewport, RouteMarker, StationMarker } from '../types';
import { PressHold } from '../press-hold';
import { watchPresses } from '../press-watch';
import { TypingHold } from '../typing-hold';
import { watchTyping } from '../typing-watch';
import { attributionLine } from './attribution-text';
import { lngLat, toEngineZoom } from './camera';
import { DomMarkers } from './dom-markers';
import { prepareEngine } from './engine';
import { drawInSlices } from './image-queue';
import { InputFirstMap } from './input-first-map';
import { KeyboardNavigation } from './keyboard-navigation';
import { adoptMapLibreStyles } from './maplibre-styles';
import { SOURCES, StationLayers } from './station-layers';
import { ViewCamera } from './view-camera';

export interface MapLibreViewOptions extends MapViewOptions {
  /** The basemap: a style URL (`https:`, or relative to the page) or a style object. */
  style: string | StyleSpecification;
  /**
   * Whether MapLibre checks the style against its spec as it loads, and says what is wrong in the
   * console (default: yes). The built-in style is checked by the API's tests instead: on each page the
   * check took 16 ms of the 50 ms task that sets the style up, at full speed.
   */
  validateStyle?: boolean;
}

/** The MapLibre `Map` of a view, on its container element: for tests only (see `mapLibreMapOf`). */
export const MAPLIBRE_MAP = Symbol.for('station-locator.maplibre-map');

/** A performance mark set each time new stations are handed to the map, replacing the last (read by `npm run bench:ui`). */
export const MAP_DRAWN_MARK = 'station-locator:map-drawn';

/** A basemap to fall back to when the style cannot be loaded: the stations still show. */
const FALLBACK_STYLE: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: 'sl-fallback-background', type: 'background', paint: { 'background-color': '#EEF0EC' } }],
};

let viewCount = 0;

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
  readonly #layers: StationLayers;
  readonly #camera: ViewCamera;
  readonly #markers: DomMarkers;
  readonly #keyboard: KeyboardNavigation;
  readonly #typing = new TypingHold();
  readonly #presses = new PressHold();

  #controlsVisible: boolean;
  #idleTimer: ReturnType<typeof setTimeout> | undefined;
  #hoveredId: string | null = null;
  #destroyed = false;

  constructor(container: HTMLElement, options: MapLibreViewOptions) {
    super();
    this.#labels = resolveMapLabels(options.labels);
    this.#controlsVisible = options.controlsVisible !== false;
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
    this.#layers = new StationLayers(this.#map);
    this.#camera = new ViewCamera(this.#root, this.#map, options, () => this.#settled());
    this.#markers = new DomMarkers(this.#map, this.#labels.currentLocation);
    this.#keyboard = new KeyboardNavigation({
      root: this.#root,
      status: this.#status,
      labels: this.#labels,
      map: this.#map,
      layers: this.#layers,
      size: () => this.#camera.size(),
      hasSize: () => this.#camera.hasSize(),
      hover: (station) => this.#hover(station),
      clickStation: (station) => this.notifyStationClick(station),
      openCluster: (cluster) => this.#openCluster(cluster),
    });
    this.#root.append(this.#tooltip, this.#attribution);
    if (this.#map) {
      Object.defineProperty(this.#root, MAPLIBRE_MAP, { value: this.#map, configurable: true });
      this.#bindEvents(this.#map);
      if (this.#controlsVisible) this.#map.addControl(this.#zoomControl, 'bottom-right');
    }
    this.#keyboard.countStations();
    this.#settled();
  }

  #createMap(options: MapLibreViewOptions): EngineMap | null {
    try {
      prepareEngine();
      const map = new InputFirstMap({
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
        // A fade of 1 ms, not none: at 0 MapLibre places every symbol in one go in each frame of a move
        // (the basemap's labels and thousands of pins: the long frames of a busy pan); with any fade it
        // places them in slices of about 2 ms over the frames. A longer fade would keep it drawing, and
        // updating every symbol's opacity, for its length after each change of data (docs/benchmarks.md,
        // the 150 ms fade). Pins allow overlap, so a new one is drawn at once, before its placement; what
        // is under the pointer is read from where the pins are (`featureAt`), not from the placement.
        fadeDuration: 1,
        validateStyle: options.validateStyle !== false,
        locale: { 'NavigationControl.ZoomIn': this.#labels.zoomIn, 'NavigationControl.ZoomOut': this.#labels.zoomOut, 'Map.Title': this.#labels.keyboardName },
      }, { typing: this.#typing, presses: this.#presses }, [SOURCES.stations, SOURCES.numbered, SOURCES.clusters]);
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
    this.#layers.setStations(stations);
    const current = this.#layers.stations;
    if (this.#hoveredId && !current.has(this.#hoveredId)) this.#hover(null);
    const active = this.#keyboard.active;
    if (active?.kind === 'station' && !current.has(active.id)) this.#keyboard.setActive(null);
    else if (this.#hoveredId) this.#showTooltip(this.#hoveredId);
    this.#keyboard.countStations();
    // The last draw's mark only: the page's user-timing buffer has no limit.
    performance.clearMarks(MAP_DRAWN_MARK);
    performance.mark(MAP_DRAWN_MARK);
  }

  setClusters(clusters: readonly ClusterMarker[]): void {
    this.#layers.setClusters(clusters);
    const active = this.#keyboard.active;
    if (active?.kind === 'cluster' && !this.#layers.clusters.has(active.cluster.id)) this.#keyboard.setActive(null);
  }

  setRoute(path: readonly LatLng[] | null): void {
    this.#layers.setRoute(path);
  }

  setRouteMarkers(markers: readonly RouteMarker[]): void {
    this.#markers.setRouteMarkers(markers);
  }

  setCurrentLocation(location: LatLng | null): void {
    this.#markers.setCurrentLocation(location);
  }

  fitBounds(bounds: Bounds, padding?: number | Partial<MapPadding>): void {
    this.#camera.fitBounds(bounds, padding);
  }

  panTo(center: LatLng): void {
    this.#camera.panTo(center, this.getView()?.zoom);
  }

  setView(center: LatLng, zoom: number): void {
    this.#camera.setView(center, zoom);
  }

  getView(): MapViewport | null {
    if (this.#destroyed) return null;
    return this.#camera.view();
  }

  setPadding(padding: Partial<MapPadding>): void {
    this.#camera.setPadding(padding);
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

  /** The camera stopped moving: report the viewport `MAP_IDLE_DELAY_MS` later (spec section 9). */
  #settled(): void {
    clearTimeout(this.#idleTimer);
    this.#idleTimer = setTimeout(() => {
      if (this.#destroyed) return;
      this.#refreshPrimary();
      const viewport = this.getView();
      if (viewport) this.notifyIdle(viewport);
      this.#keyboard.countStations();
    }, MAP_IDLE_DELAY_MS);
  }

  /**
   * The host's primary colour token, the fill of pins without a brand colour and of cluster bubbles (the
   * map's images need a colour, not a variable). Read when the map settles, not with new stations:
   * reading a style then would make the browser compute the page's pending styles inside our work.
   */
  #refreshPrimary(): void {
    this.#layers.setPrimary(getComputedStyle(this.#root).getPropertyValue('--station-locator-primary').trim() || DEFAULT_PRIMARY);
  }

  #updateAttribution(map: EngineMap): void {
    // The style as it was given (`getStyle()` would serialise every layer, ours too, for the sources).
    const sources = Object.values(map.style?.stylesheet?.sources ?? {}).map((source) => ('attribution' in source ? source.attribution : undefined));
    const line = attributionLine(sources);
    if (this.#attribution.textContent !== line) this.#attribution.textContent = line;
  }

  // ---- events ----------------------------------------------------------------------------

  #bindEvents(map: EngineMap): void {
    let styleLoaded = false;
    let addLater: ReturnType<typeof setTimeout> | undefined;
    let firstAdded = true;
    const onStyle = () => {
      // The style's JSON is in (its tiles may still load); `getStyle()` would tell by serialising it all.
      if (!map.isStyleLoaded() && !map.style?.stylesheet) return;
      styleLoaded = true;
      // Ours go on in a task of their own: MapLibre's set-up of the style is one task of 30-55 ms at
      // full speed, and ours added 10-25 ms to it, which a visitor's click or key waited for.
      clearTimeout(addLater);
      const loaded = map.style;
      addLater = setTimeout(() => {
        // A style given meanwhile loads anew, and says so.
        if (this.#destroyed || map.style !== loaded) return;
        this.#layers.addTo(map);
        this.#updateAttribution(map);
        if (!firstAdded) return;
        firstAdded = false;
        map.once('idle', () => {
          // For tests and screenshots: the basemap has drawn once, with our layers (or, below, will not come).
          this.#root.dataset['basemap'] ??= 'ready';
        });
      }, 0);
    };
    map.on('style.load', onStyle);
    map.on('styledata', () => {
      if (styleLoaded && !map.getSource(SOURCES.stations) && map.isStyleLoaded()) onStyle();
    });
    map.setMissingStyleImageResolver(drawInSlices((id) => this.#layers.addImage(map, id)));
    map.on('moveend', () => this.#settled());
    // The tooltip stays on its station while the map moves under it.
    map.on('move', () => {
      if (this.#hoveredId && !this.#tooltip.hidden) this.#showTooltip(this.#hoveredId);
    });
    map.on('resize', () => this.#camera.resized());
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
    this.#root.addEventListener('keydown', (event) => this.#keyboard.onKeyDown(event), options);
    // The count is said when the visitor arrives on the map, and as it changes while they are there.
    this.#root.addEventListener('focusin', () => this.#keyboard.countStations(), options);
    this.#root.addEventListener('focusout', (event) => {
      if (!this.#root.contains(event.relatedTarget as Node | null)) this.#keyboard.setActive(null);
    }, options);
    // Typing in the locator's text fields holds the map's frames back until it pauses (`TypingHold`), and a
    // press elsewhere than on the map holds the next one (`PressHold`).
    watchTyping(this.#wrapper, this.#typing, this.#abort.signal);
    watchPresses(this.#wrapper, this.#presses, this.#abort.signal);
  }

  #onPointerMove(event: MapMouseEvent): void {
    const found = this.#layers.featureAt(event.point);
    this.#hover(found?.kind === 'station' ? found.id : null);
    if (this.#map) this.#map.getCanvas().style.cursor = found ? 'pointer' : '';
  }

  #onClick(event: MapMouseEvent): void {
    const found = this.#layers.featureAt(event.point);
    if (!found) return;
    if (found.kind === 'station') {
      this.notifyStationClick(found.id);
      return;
    }
    const cluster = this.#layers.clusters.get(found.id);
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
    const station = this.#layers.stations.get(id);
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
}

/** The MapLibre `Map` drawn in `element` (a map view's container, or an element inside it), for tests. */
export function mapLibreMapOf(element: Element): EngineMap | undefined {
  const root = element.matches('.sl-maplibre') ? element : element.querySelector('.sl-maplibre');
  return root ? (root as Element & { [MAPLIBRE_MAP]?: EngineMap })[MAPLIBRE_MAP] : undefined;
}
