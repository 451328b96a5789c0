/**
 * `MapView` on Google Maps: a `google.maps.Map` (map id from config) with `AdvancedMarkerElement`s
 * whose children are our shared marker DOM, cluster bubbles from the same builder, a `Polyline` for
 * the route and a current-location marker. Everything is diffed by id. Calls made before the Maps
 * libraries have loaded are kept as state and applied once the map exists. A failed load and a map
 * that cannot draw advanced markers are reported through `onFailure`, never as an unhandled rejection.
 */
import { diffById } from '../diff-by-id';
import { resolveMapLabels } from '../map-labels';
import { createFailureNotice } from '../failure-notice';
import { adoptMapStyles } from '../map-styles';
import {
  createCurrentLocationElement,
  createRouteMarkerElement,
  createStationElement,
  createTooltipElement,
  fillTooltip,
  updateClusterElement,
  updateStationElement,
} from '../marker-dom';
import { stationVisual } from '../marker-style';
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
import { createClusterMarker } from './cluster-marker';
import type { GAdvancedMarker, GMap, GMarkerLibrary, GMapsLibrary, GPolyline, MapsLoader } from './google-api';
import type { LatchedLoader } from './load-latch';
import { mapOptions, markerOptions, routePolylineOptions } from './requests';

export { HIDDEN_FEATURE_STYLES } from './requests';

/** Client-side clustering of raw station markers (used when the API sent no clusters). */
export interface ClientClusterer {
  setMarkers(markers: GAdvancedMarker[]): void;
  destroy(): void;
}

export type ClientClustererFactory = (context: {
  map: GMap;
  markerLibrary: GMarkerLibrary;
  labels: MapLabels;
  onClusterClick: (cluster: ClusterMarker) => void;
  /** The clusterer could not start (its chunk did not load): the view then shows every marker. */
  onFailure: (error: unknown) => void;
}) => ClientClusterer;

export interface GoogleMapViewOptions extends MapViewOptions {
  /** With `retry` (the platform's load latch), the load-failure notice offers "Try again". */
  loader: MapsLoader | LatchedLoader;
  clientClusterer?: ClientClustererFactory;
  /** Called once the map exists (the platform then reports a host page's own Google Maps). */
  onLoaded?: () => void;
}

interface StationEntry {
  marker: GAdvancedMarker;
  element: HTMLElement;
  data: StationMarker;
  clustered: boolean;
}

interface ClusterEntry {
  marker: GAdvancedMarker;
  element: HTMLElement;
  data: ClusterMarker;
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
  readonly #tooltip = createTooltipElement();
  readonly #labels: MapLabels;
  readonly #options: GoogleMapViewOptions;
  #ready: Ready | null = null;
  #destroyed = false;

  // Desired state, applied as soon as the map exists.
  #stations: readonly StationMarker[] = [];
  #clusterData: readonly ClusterMarker[] = [];
  #routePath: LatLng[] | null = null;
  #location: LatLng | null = null;
  #routeMarkerData: readonly RouteMarker[] = [];
  #padding: MapPadding = { ...NO_PADDING };
  #controlsVisible: boolean;
  #pendingCamera: (() => void) | null = null;
  /** Only after a failed load: where the view looks, without a map (see `#startCameraWithoutMap`). */
  #cameraWithoutMap: Camera | null = null;

  #stationEntries = new Map<string, StationEntry>();
  #clusterEntries = new Map<string, ClusterEntry>();
  #polyline: GPolyline | null = null;
  #locationMarker: GAdvancedMarker | null = null;
  #routeMarkers: GAdvancedMarker[] = [];
  #clusterer: ClientClusterer | null = null;
  /** The clusterer failed to start: client clustering is off and every marker is shown. */
  #clustererFailed = false;
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
   * camera as plain Web Mercator state (the offline engine's math) at the container's size: camera
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
    this.#applyStations();
    this.#applyClusters();
    this.#applyRoute();
    this.#applyRouteMarkers();
    this.#applyLocation();
    this.#pendingCamera?.();
    this.#pendingCamera = null;
  }

  // ---- stations and clusters -------------------------------------------------------------

  setStations(stations: readonly StationMarker[]): void {
    this.#stations = stations;
    this.#applyStations();
  }

  setClusters(clusters: readonly ClusterMarker[]): void {
    this.#clusterData = clusters;
    this.#applyClusters();
    // Whether stations are clustered on the client depends on whether the server sent clusters.
    this.#applyStations();
  }

  /** Raw locations without server clusters are clustered on the client (normal ones only). */
  #clusterOnClient(station: StationMarker): boolean {
    return !this.#clustererFailed && this.#clusterData.length === 0 && (station.state === 'normal' || station.state === 'nonMatching');
  }

  #clustererFailedToStart(): void {
    if (this.#destroyed || this.#clustererFailed) return;
    this.#clustererFailed = true;
    this.#clusterer?.destroy();
    this.#clusterer = null;
    this.#applyStations();
  }

  #applyStations(): void {
    const ready = this.#ready;
    if (!ready) return;
    const next = diffById(this.#stationEntries, this.#stations, {
      create: (station) => {
        const element = createStationElement(station, this.#labels.stationIndexed);
        // The pin's bottom-centre tip is Google's default anchor.
        const marker = new ready.marker.AdvancedMarkerElement(
          markerOptions({ lat: station.lat, lng: station.lng }, stationVisual(station).zIndex, { clickable: true, centred: false }),
        );
        marker.append(element);
        marker.addEventListener('gmp-click', () => this.#emitClick(station.id));
        element.addEventListener('mouseenter', () => this.#setHovered(station.id));
        element.addEventListener('mouseleave', () => this.#setHovered(null));
        return { marker, element, data: station, clustered: this.#clusterOnClient(station) };
      },
      update: (entry, station) => {
        if (entry.data !== station) updateStationElement(entry.element, station, this.#labels.stationIndexed);
        if (entry.data.lat !== station.lat || entry.data.lng !== station.lng) entry.marker.position = { lat: station.lat, lng: station.lng };
        entry.marker.zIndex = stationVisual(station).zIndex;
        entry.data = station;
        entry.clustered = this.#clusterOnClient(station);
        return entry;
      },
      remove: (entry) => {
        entry.marker.map = null;
      },
    });
    this.#stationEntries = next;

    const clustered = [...next.values()].filter((e) => e.clustered).map((e) => e.marker);
    if (clustered.length && !this.#clusterer && this.#options.clientClusterer) {
      this.#clusterer = this.#options.clientClusterer({
        map: ready.map,
        markerLibrary: ready.marker,
        labels: this.#labels,
        onClusterClick: (cluster) => this.#handleClusterClick(cluster),
        onFailure: () => this.#clustererFailedToStart(),
      });
    }
    if (this.#clusterer) this.#clusterer.setMarkers(clustered);
    // The clusterer first, then the markers it no longer holds: its render hides every marker that was
    // a single-marker cluster and is not one any more (markerclusterer 2.6.2 `render()`), which
    // includes the stations that just left it (selected, highlighted, or all of them once the API
    // sends clusters). Without a clusterer every marker is ours to show.
    for (const entry of next.values()) {
      if ((!entry.clustered || !this.#clusterer) && entry.marker.map !== ready.map) entry.marker.map = ready.map;
    }
  }

  #applyClusters(): void {
    const ready = this.#ready;
    if (!ready) return;
    this.#clusterEntries = diffById(this.#clusterEntries, this.#clusterData, {
      create: (cluster) => {
        const { marker, element } = createClusterMarker(ready.marker, cluster, this.#labels.cluster);
        marker.map = ready.map;
        const clusterId = cluster.id;
        marker.addEventListener('gmp-click', () => {
          const current = this.#clusterEntries.get(clusterId);
          if (current) this.#handleClusterClick(current.data);
        });
        return { marker, element, data: cluster };
      },
      update: (entry, cluster) => {
        if (entry.data.size !== cluster.size) updateClusterElement(entry.element, cluster, this.#labels.cluster);
        if (entry.data.centroid.lat !== cluster.centroid.lat || entry.data.centroid.lng !== cluster.centroid.lng) {
          entry.marker.position = { ...cluster.centroid };
        }
        entry.data = cluster;
        return entry;
      },
      remove: (entry) => {
        entry.marker.map = null;
      },
    });
  }

  #handleClusterClick(cluster: ClusterMarker): void {
    if (!this.notifyClusterClick(cluster)) this.fitBounds(cluster.bounds);
  }

  #emitClick(id: string): void {
    this.notifyStationClick(id);
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

  #setHovered(id: string | null): void {
    const entry = id ? this.#stationEntries.get(id) : undefined;
    if (entry) {
      fillTooltip(this.#tooltip, entry.data);
      // The tooltip rides inside the hovered marker's content, so Google positions it for us.
      this.#tooltip.style.left = '14px';
      this.#tooltip.style.top = '36px';
      entry.element.append(this.#tooltip);
      this.#tooltip.hidden = false;
    } else {
      this.#tooltip.hidden = true;
    }
    this.notifyStationHover(entry ? entry.data.id : null);
  }

  // ---- route, location ---------------------------------------------------------------------

  setRoute(path: readonly LatLng[] | null): void {
    this.#routePath = path && path.length > 1 ? path.map(({ lat, lng }) => ({ lat, lng })) : null;
    this.#applyRoute();
  }

  #applyRoute(): void {
    const ready = this.#ready;
    if (!ready) return;
    if (!this.#routePath) {
      this.#polyline?.setMap(null);
      return;
    }
    if (!this.#polyline) {
      this.#polyline = new ready.maps.Polyline(routePolylineOptions(this.#routePath));
    } else {
      this.#polyline.setPath(this.#routePath);
    }
    this.#polyline.setMap(ready.map);
  }

  setRouteMarkers(markers: readonly RouteMarker[]): void {
    this.#routeMarkerData = markers.map((marker) => ({ ...marker, location: { ...marker.location } }));
    this.#applyRouteMarkers();
  }

  #applyRouteMarkers(): void {
    const ready = this.#ready;
    if (!ready) return;
    for (const marker of this.#routeMarkers) marker.map = null;
    this.#routeMarkers = this.#routeMarkerData.map((data) => {
      // A lettered circle centred on its stop, as offline; children, not the deprecated `content`.
      const marker = new ready.marker.AdvancedMarkerElement(markerOptions(data.location, 1500, { clickable: false, centred: true }));
      marker.append(createRouteMarkerElement(data));
      marker.map = ready.map;
      return marker;
    });
  }

  setCurrentLocation(location: LatLng | null): void {
    this.#location = location ? { ...location } : null;
    this.#applyLocation();
  }

  #applyLocation(): void {
    const ready = this.#ready;
    if (!ready) return;
    if (!this.#location) {
      if (this.#locationMarker) this.#locationMarker.map = null;
      return;
    }
    if (!this.#locationMarker) {
      this.#locationMarker = new ready.marker.AdvancedMarkerElement(markerOptions(this.#location, 2000, { clickable: false, centred: true }));
      this.#locationMarker.append(createCurrentLocationElement(this.#labels.currentLocation));
    }
    this.#locationMarker.position = this.#location;
    this.#locationMarker.map = ready.map;
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
    for (const entry of this.#stationEntries.values()) entry.marker.map = null;
    for (const entry of this.#clusterEntries.values()) entry.marker.map = null;
    this.#clusterer?.destroy();
    this.#polyline?.setMap(null);
    if (this.#locationMarker) this.#locationMarker.map = null;
    for (const marker of this.#routeMarkers) marker.map = null;
    this.clearListeners();
    this.#wrapper.remove();
  }
}
