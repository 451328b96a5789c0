/**
 * `MapView` on Google Maps: a `google.maps.Map` (map id from config) with `AdvancedMarkerElement`s
 * whose children are our shared marker DOM, cluster bubbles from the same builder, a `Polyline` for
 * the route and a current-location marker. Everything is diffed by id. Calls made before the Maps
 * libraries have loaded are kept as state and applied once the map exists. A failed load and a map
 * that cannot draw advanced markers are reported through `onFailure`, never as an unhandled rejection.
 *
 * This class loads the map, reports its failures and moves its camera (with a camera without a map after
 * a failed load); the stations and clusters are `station-markers.ts`, the route and location
 * `route-overlays.ts`.
 */
import { resolveMapLabels } from '../map-labels';
import { createFailureNotice } from '../failure-notice';
import { adoptMapStyles } from '../map-styles';
import { MapViewEventSource } from '../map-view-events';
import { NO_PADDING, addPadding, cameraViewport, centerCamera, clampZoom, fitBoundsCamera, type Camera } from '../mercator';
import { MAP_IDLE_DELAY_MS } from '../types';
import type {
  Bounds,
  ClusterMarker,
  LatLng,
  MapLabels,
  MapPadding,
  MapView,
  MapViewFailure,
  MapViewOptions,
  MapViewport,
  RouteMarker,
  StationMarker,
} from '../types';
import type { GMap, GMarkerLibrary, GMapsLibrary, MapsLoader } from './google-api';
import type { LatchedLoader } from './load-latch';
import { mapOptions } from './requests';
import { GoogleRouteOverlays } from './route-overlays';
import { GoogleStationMarkers, type ClientClustererFactory } from './station-markers';

export { HIDDEN_FEATURE_STYLES } from './requests';
export type { ClientClusterer, ClientClustererFactory } from './station-markers';

export interface GoogleMapViewOptions extends MapViewOptions {
  /** With `retry` (the platform's load latch), the load-failure notice offers "Try again". */
  loader: MapsLoader | LatchedLoader;
  clientClusterer?: ClientClustererFactory;
  /** Called once the map exists (the platform then reports a host page's own Google Maps). */
  onLoaded?: () => void;
}

interface Ready {
  map: GMap;
  maps: GMapsLibrary;
  marker: GMarkerLibrary;
}

/** The camera size when the container has none (not laid out yet). */
const FALLBACK_SIZE = { width: 800, height: 600 };

export class GoogleMapView extends MapViewEventSource implements MapView {
  readonly #wrapper: HTMLElement;
  readonly #mapElement: HTMLElement;
  readonly #labels: MapLabels;
  readonly #stationMarkers: GoogleStationMarkers;
  readonly #routeOverlays: GoogleRouteOverlays;
  readonly #options: GoogleMapViewOptions;
  #ready: Ready | null = null;
  #destroyed = false;

  #padding: MapPadding = { ...NO_PADDING };
  #controlsVisible: boolean;
  #pendingCamera: (() => void) | null = null;
  /** Only after a failed load: where the view looks, without a map (see `#startCameraWithoutMap`). */
  #cameraWithoutMap: Camera | null = null;

  /** The visitor's notice per failure on show (removed when the failure goes away). */
  #notices = new Map<MapViewFailure, HTMLElement>();
  #idleTimer: ReturnType<typeof setTimeout> | undefined;
  #listeners: { remove(): void }[] = [];

  /** Resolves when the map exists (tests and the React binding may await it). */
  readonly ready: Promise<void>;

  constructor(container: HTMLElement, options: GoogleMapViewOptions) {
    super();
    this.#options = options;
    this.#labels = resolveMapLabels(options.labels);
    this.#stationMarkers = new GoogleStationMarkers({
      labels: this.#labels,
      clientClusterer: options.clientClusterer,
      isDestroyed: () => this.#destroyed,
      stationClick: (id) => this.notifyStationClick(id),
      stationHover: (id) => this.notifyStationHover(id),
      clusterClick: (cluster) => this.#handleClusterClick(cluster),
    });
    this.#routeOverlays = new GoogleRouteOverlays(this.#labels.currentLocation);
    this.#controlsVisible = options.controlsVisible ?? true;
    this.#wrapper = document.createElement('div');
    this.#wrapper.className = 'sl-map-root';
    this.#mapElement = document.createElement('div');
    this.#mapElement.style.cssText = 'position:absolute;inset:0';
    this.#mapElement.setAttribute('aria-label', this.#labels.region);
    this.#mapElement.setAttribute('role', 'region');
    this.#wrapper.append(this.#mapElement);
    container.append(this.#wrapper);
    adoptMapStyles(container);
    this.ready = this.#load();
    // Consumed here, so a failed script load is a reported state, not an unhandled rejection.
    this.ready.catch((error: unknown) => this.#loadFailed(error));
  }

  /** The script did not load: the notice (with its cause for the host page), and a camera without a map. */
  #loadFailed(error: unknown): void {
    if (this.#destroyed) return;
    this.#fail('load_failed', error);
    if (!this.#cameraWithoutMap) this.#startCameraWithoutMap();
  }

  /**
   * "Try again" on the load-failure notice: the one further attempt the visitor asked for (the latch
   * makes no other). The camera without a map hands its view to the map if it loads.
   */
  #retryLoad(): void {
    const loader = this.#options.loader;
    if (!('retry' in loader)) return;
    loader.retry();
    this.#clearFailure('load_failed');
    this.#load().catch((error: unknown) => this.#loadFailed(error));
  }

  /**
   * The script did not load, so there is no map; but the list, search and filters must keep working,
   * and they follow the view (the nearest list is measured from its centre). So the view keeps its
   * camera as plain Web Mercator state (`mercator.ts`) at the container's size: camera
   * calls move it and report idle as a map would, starting with the initial view.
   */
  #startCameraWithoutMap(): void {
    const { clientWidth, clientHeight } = this.#wrapper;
    this.#cameraWithoutMap = {
      center: { ...this.#options.center },
      zoom: this.#options.zoom,
      width: clientWidth || FALLBACK_SIZE.width,
      height: clientHeight || FALLBACK_SIZE.height,
    };
    this.#pendingCamera?.();
    this.#pendingCamera = null;
    this.#reportIdleLater();
  }

  /** The camera (the map's, or the one without a map) stopped: report the viewport `MAP_IDLE_DELAY_MS` later. */
  #reportIdleLater(): void {
    clearTimeout(this.#idleTimer);
    this.#idleTimer = setTimeout(() => {
      const viewport = this.getView();
      if (viewport) this.notifyIdle(viewport);
    }, MAP_IDLE_DELAY_MS);
  }

  async #load(): Promise<void> {
    const [maps, marker] = await Promise.all([
      this.#options.loader.importLibrary('maps'),
      this.#options.loader.importLibrary('marker'),
    ]);
    if (this.#destroyed) return;
    const mapId = this.#options.mapId;
    // After a retry, the map opens where the camera without a map looked.
    const camera = this.#cameraWithoutMap;
    this.#cameraWithoutMap = null;
    const map = new maps.Map(
      this.#mapElement,
      mapOptions({ center: camera?.center ?? this.#options.center, zoom: camera?.zoom ?? this.#options.zoom, controlsVisible: this.#controlsVisible, mapId }),
    );
    this.#ready = { map, maps, marker };
    this.#options.onLoaded?.();
    // Without a map id Google draws no advanced markers at all; with one, only if the id is valid for
    // the key. Google tells once the map has initialised, and may change its mind: capabilities can read
    // false before they read true (`mapcapabilities_changed`), so the notice goes when they turn true.
    if (!mapId) this.#fail('markers_unavailable');
    const checkCapabilities = () => {
      const available = map.getMapCapabilities().isAdvancedMarkersAvailable;
      if (available === false) this.#fail('markers_unavailable');
      else if (available === true && mapId) this.#clearFailure('markers_unavailable');
    };
    this.#listeners.push(
      map.addListener('idle', () => {
        checkCapabilities();
        this.#reportIdleLater();
      }),
      map.addListener('mapcapabilities_changed', checkCapabilities),
    );
    this.#stationMarkers.attach(this.#ready);
    this.#routeOverlays.attach(this.#ready);
    this.#pendingCamera?.();
    this.#pendingCamera = null;
  }

  // ---- stations and clusters -------------------------------------------------------------

  setStations(stations: readonly StationMarker[]): void {
    this.#stationMarkers.setStations(stations);
  }

  setClusters(clusters: readonly ClusterMarker[]): void {
    this.#stationMarkers.setClusters(clusters);
  }

  #handleClusterClick(cluster: ClusterMarker): void {
    if (!this.notifyClusterClick(cluster)) this.fitBounds(cluster.bounds);
  }

  /** Reports `failure` once, with the visitor's notice over the map: Google may say the same thing on every idle. */
  #fail(failure: MapViewFailure, cause?: unknown): void {
    if (!this.notifyFailure(failure, cause)) return;
    const retry = failure === 'load_failed' && 'retry' in this.#options.loader ? { label: this.#labels.load_retry, onPress: () => this.#retryLoad() } : undefined;
    const notice = createFailureNotice(failure, this.#labels[failure], retry);
    this.#notices.set(failure, notice);
    this.#wrapper.append(notice);
  }

  /** The failure is over (Google now allows markers, a retry is under way): its notice goes. */
  #clearFailure(failure: MapViewFailure): void {
    this.#notices.get(failure)?.remove();
    this.#notices.delete(failure);
    this.clearFailure(failure);
  }

  // ---- route, location ---------------------------------------------------------------------

  setRoute(path: readonly LatLng[] | null): void {
    this.#routeOverlays.setRoute(path);
  }

  setRouteMarkers(markers: readonly RouteMarker[]): void {
    this.#routeOverlays.setRouteMarkers(markers);
  }

  setCurrentLocation(location: LatLng | null): void {
    this.#routeOverlays.setCurrentLocation(location);
  }

  // ---- camera ------------------------------------------------------------------------------

  /** Runs `apply` on the map, or on the camera without a map after a failed load, or once either exists. */
  #camera(apply: (map: GMap) => void, withoutMap: (camera: Camera) => Camera): void {
    const run = () => {
      if (this.#ready) apply(this.#ready.map);
      else if (this.#cameraWithoutMap) {
        this.#cameraWithoutMap = withoutMap(this.#cameraWithoutMap);
        this.#reportIdleLater();
      }
    };
    if (this.#ready || this.#cameraWithoutMap) run();
    else this.#pendingCamera = run;
  }

  /** Shifts the centre so a point at the centre appears in the middle of the padded area. */
  #offsetForPadding(map: GMap): void {
    const dx = (this.#padding.left - this.#padding.right) / 2;
    const dy = (this.#padding.top - this.#padding.bottom) / 2;
    if (dx || dy) map.panBy(-dx, -dy);
  }

  fitBounds(bounds: Bounds, padding?: number | Partial<MapPadding>): void {
    const total = addPadding(this.#padding, padding);
    this.#camera(
      (map) => map.fitBounds({ ...bounds }, total),
      (camera) => fitBoundsCamera(bounds, camera, total),
    );
  }

  panTo(center: LatLng): void {
    this.#camera(
      (map) => {
        map.panTo({ ...center });
        this.#offsetForPadding(map);
      },
      (camera) => centerCamera(camera, center, this.#padding),
    );
  }

  setView(center: LatLng, zoom: number): void {
    this.#camera(
      (map) => {
        map.setZoom(zoom);
        map.setCenter({ ...center });
        this.#offsetForPadding(map);
      },
      (camera) => centerCamera({ ...camera, zoom: clampZoom(zoom) }, center, this.#padding),
    );
  }

  getView(): MapViewport | null {
    if (this.#cameraWithoutMap && !this.#destroyed) return cameraViewport(this.#cameraWithoutMap);
    const map = this.#ready?.map;
    const bounds = map?.getBounds();
    const center = map?.getCenter();
    const zoom = map?.getZoom();
    if (!map || !bounds || !center || zoom === undefined || this.#destroyed) return null;
    const ne = bounds.getNorthEast();
    const sw = bounds.getSouthWest();
    return {
      bounds: { north: ne.lat(), east: ne.lng(), south: sw.lat(), west: sw.lng() },
      center: { lat: center.lat(), lng: center.lng() },
      zoom,
    };
  }

  setPadding(padding: Partial<MapPadding>): void {
    this.#padding = { ...NO_PADDING, ...padding };
  }

  setControlsVisible(visible: boolean): void {
    this.#controlsVisible = visible;
    this.#ready?.map.setOptions({ zoomControl: visible, mapTypeControl: visible });
  }

  destroy(): void {
    if (this.#destroyed) return;
    this.#destroyed = true;
    clearTimeout(this.#idleTimer);
    for (const listener of this.#listeners) listener.remove();
    this.#stationMarkers.destroy();
    this.#routeOverlays.destroy();
    this.clearListeners();
    this.#wrapper.remove();
  }
}
