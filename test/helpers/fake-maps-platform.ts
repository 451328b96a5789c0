/**
 * In-memory `MapsPlatform` for unit and component tests: scripted answers, a call log, controllable
 * latency and failures, and a `FakeMapView` that records calls and renders plain, clickable DOM.
 * Scripted places and routes go through the same pure mappers as the real implementations
 * (`placeFromDetails`, `buildRouteResult`), so the fake cannot drift on field fallbacks.
 */
import { MapsError, withAbort, type MapsErrorKind } from '../../src/map/errors';
import { MapViewEventSource } from '../../src/map/map-view-events';
import { placeFromDetails, type RawPlaceDetails } from '../../src/map/place-fields';
import { buildRouteResult, type RawRoute } from '../../src/map/route-model';
import { RenewableSession, renewSession } from '../../src/map/session';
import type {
  Bounds,
  CallOptions,
  ClusterMarker,
  DetailsOptions,
  GeocodeResult,
  LatLng,
  MapPadding,
  MapsPlatform,
  MapView,
  MapViewFailure,
  MapViewOptions,
  MapViewport,
  MatrixCell,
  MatrixRequest,
  Place,
  RouteMarker,
  RouteRequest,
  RouteResult,
  RoutingService,
  StationMarker,
  Suggestion,
  SuggestOptions,
} from '../../src/map/types';

export type FakeOperation = 'suggest' | 'details' | 'reverse' | 'route' | 'matrix';

export interface FakeCall {
  operation: FakeOperation;
  /** The main argument: input, place id, location or request. */
  argument: unknown;
  /** Session id for suggest/details calls. */
  session?: string;
  /** Place types asked for (suggest). */
  types?: readonly string[];
}

interface Hold {
  promise: Promise<void>;
  release: () => void;
}

const reverseKey = (location: LatLng) => `${location.lat.toFixed(5)},${location.lng.toFixed(5)}`;

export class FakeMapsPlatform implements MapsPlatform {
  readonly provider = 'fake' as const;
  readonly calls: FakeCall[] = [];
  readonly mapViews: FakeMapView[] = [];
  /** Delay before each answer, in ms. */
  latencyMs = 0;
  locale = 'en_GB';

  readonly #suggestions = new Map<string, Suggestion[]>();
  readonly #places = new Map<string, RawPlaceDetails>();
  readonly #reverse = new Map<string, GeocodeResult[]>();
  #route: RawRoute | null = null;
  readonly #failures = new Map<FakeOperation, MapsError[]>();
  readonly #holds = new Map<FakeOperation, Hold[]>();
  readonly #authListeners = new Set<(error: Error) => void>();

  // ---- scripting --------------------------------------------------------------------------

  scriptSuggestions(input: string, suggestions: Suggestion[]): this {
    this.#suggestions.set(input, suggestions);
    return this;
  }

  scriptPlace(details: RawPlaceDetails & { id: string }): this {
    this.#places.set(details.id, details);
    return this;
  }

  scriptReverse(location: LatLng, results: GeocodeResult[]): this {
    this.#reverse.set(reverseKey(location), results);
    return this;
  }

  /** The next route requests answer with this (buildRouteResult applies), or null for "no route". */
  scriptRoute(route: RawRoute | null): this {
    this.#route = route;
    return this;
  }

  /**
   * Gives the platform a route matrix (as Google's adapter has; the fake has none until scripted):
   * `cell` answers each origin/destination pair, null for "no route".
   */
  scriptMatrix(cell: (origin: LatLng, destination: LatLng) => MatrixCell | null): this {
    const routing: RoutingService = this.routing;
    routing.matrix = (request: MatrixRequest, options: CallOptions = {}) =>
      this.#answer({ operation: 'matrix', argument: request }, options.signal, () =>
        request.origins.map((origin) => request.destinations.map((destination) => cell(origin, destination))),
      );
    return this;
  }

  /** The next call of `operation` rejects with a `MapsError` of `kind`. */
  failNext(operation: FakeOperation, kind: MapsErrorKind, status = `FAKE_${kind.toUpperCase()}`): this {
    const queue = this.#failures.get(operation) ?? [];
    queue.push(new MapsError(kind, status));
    this.#failures.set(operation, queue);
    return this;
  }

  /** The next call of `operation` waits until the returned function is called. */
  holdNext(operation: FakeOperation): () => void {
    let release = () => {};
    const promise = new Promise<void>((resolve) => (release = resolve));
    const queue = this.#holds.get(operation) ?? [];
    queue.push({ promise, release });
    this.#holds.set(operation, queue);
    return release;
  }

  emitAuthFailure(): void {
    const error = new MapsError('denied', 'AUTH_FAILURE');
    for (const listener of this.#authListeners) listener(error);
  }

  callsOf(operation: FakeOperation): FakeCall[] {
    return this.calls.filter((call) => call.operation === operation);
  }

  // ---- MapsPlatform -----------------------------------------------------------------------

  async #answer<T>(call: FakeCall, signal: AbortSignal | undefined, produce: () => T): Promise<T> {
    return withAbort(signal, async () => {
      this.calls.push(call);
      const hold = this.#holds.get(call.operation)?.shift();
      if (this.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, this.latencyMs));
      if (hold) await hold.promise;
      const failure = this.#failures.get(call.operation)?.shift();
      if (failure) throw failure;
      return produce();
    });
  }

  readonly places = {
    newSession: () => new RenewableSession(),
    suggest: (input: string, options: SuggestOptions): Promise<Suggestion[]> =>
      this.#answer({ operation: 'suggest', argument: input, session: options.session.id, ...(options.types ? { types: options.types } : {}) }, options.signal, () =>
        structuredClone(this.#suggestions.get(input) ?? []),
      ),
    details: (placeId: string, options: DetailsOptions): Promise<Place | null> => {
      const call: FakeCall = { operation: 'details', argument: placeId };
      if (options.session) call.session = options.session.id;
      return this.#answer(call, options.signal, () => {
        const raw = this.#places.get(placeId);
        const place = raw ? placeFromDetails(raw) : null;
        if (place) renewSession(options.session);
        return place;
      });
    },
  };

  readonly geocoding = {
    reverse: (location: LatLng, options: CallOptions = {}): Promise<GeocodeResult[]> =>
      this.#answer({ operation: 'reverse', argument: location }, options.signal, () =>
        structuredClone(this.#reverse.get(reverseKey(location)) ?? []),
      ),
  };

  readonly routing: RoutingService = {
    route: (request: RouteRequest, options: CallOptions = {}): Promise<RouteResult | null> =>
      this.#answer({ operation: 'route', argument: request }, options.signal, () => {
        if (request.waypoints.length < 2) throw new MapsError('invalid', 'TOO_FEW_WAYPOINTS');
        if (!this.#route) return null;
        return buildRouteResult(structuredClone(this.#route), {
          waypointLabels: request.waypoints.map((w) => w.label),
          unitSystem: request.unitSystem,
          locale: this.locale,
          offline: false,
        });
      }),
  };

  createMapView(container: HTMLElement, options: MapViewOptions): FakeMapView {
    const view = new FakeMapView(container, options);
    this.mapViews.push(view);
    return view;
  }

  onAuthFailure(listener: (error: Error) => void): () => void {
    this.#authListeners.add(listener);
    return () => this.#authListeners.delete(listener);
  }
}

export interface FakeMapViewCall {
  method: keyof MapView;
  args: unknown[];
}

/**
 * Records every call and renders stations and clusters as buttons (`data-station-id`,
 * `data-cluster-id`) so component tests can click them; also lets tests emit map events.
 */
export class FakeMapView extends MapViewEventSource implements MapView {
  readonly calls: FakeMapViewCall[] = [];
  readonly element: HTMLElement;
  stations: StationMarker[] = [];
  clusters: ClusterMarker[] = [];
  route: LatLng[] | null = null;
  routeMarkers: RouteMarker[] = [];
  currentLocation: LatLng | null = null;
  padding: Partial<MapPadding> = {};
  controlsVisible: boolean;
  destroyed = false;
  #viewport: MapViewport;

  constructor(container: HTMLElement, readonly options: MapViewOptions) {
    super();
    this.controlsVisible = options.controlsVisible ?? true;
    const { center, zoom } = options;
    this.#viewport = { center, zoom, bounds: { north: center.lat + 1, south: center.lat - 1, east: center.lng + 1, west: center.lng - 1 } };
    this.element = document.createElement('div');
    this.element.dataset['fakeMapView'] = '';
    container.append(this.element);
  }

  #record(method: keyof MapView, ...args: unknown[]): void {
    this.calls.push({ method, args });
  }

  callsOf(method: keyof MapView): unknown[][] {
    return this.calls.filter((call) => call.method === method).map((call) => call.args);
  }

  setStations(stations: readonly StationMarker[]): void {
    this.#record('setStations', stations);
    this.stations = [...stations];
    this.#renderButtons();
  }

  setClusters(clusters: readonly ClusterMarker[]): void {
    this.#record('setClusters', clusters);
    this.clusters = [...clusters];
    this.#renderButtons();
  }

  setRoute(path: readonly LatLng[] | null): void {
    this.#record('setRoute', path);
    this.route = path ? [...path] : null;
  }

  setRouteMarkers(markers: readonly RouteMarker[]): void {
    this.#record('setRouteMarkers', markers);
    this.routeMarkers = [...markers];
  }

  setCurrentLocation(location: LatLng | null): void {
    this.#record('setCurrentLocation', location);
    this.currentLocation = location;
  }

  fitBounds(bounds: Bounds, padding?: number | Partial<MapPadding>): void {
    this.#record('fitBounds', bounds, padding);
    this.#viewport = { ...this.#viewport, bounds };
  }

  panTo(center: LatLng): void {
    this.#record('panTo', center);
    this.#viewport = { ...this.#viewport, center };
  }

  setView(center: LatLng, zoom: number): void {
    this.#record('setView', center, zoom);
    this.#viewport = { ...this.#viewport, center, zoom };
  }

  getView(): MapViewport | null {
    return this.destroyed ? null : this.#viewport;
  }

  setPadding(padding: Partial<MapPadding>): void {
    this.#record('setPadding', padding);
    this.padding = padding;
  }

  setControlsVisible(visible: boolean): void {
    this.#record('setControlsVisible', visible);
    this.controlsVisible = visible;
  }

  destroy(): void {
    this.#record('destroy');
    this.destroyed = true;
    this.element.remove();
  }

  // ---- test controls ----------------------------------------------------------------------

  /** What a provider's view reports when it cannot show the map or its markers. */
  emitFailure(failure: MapViewFailure, cause?: unknown): void {
    this.notifyFailure(failure, cause);
  }

  emitIdle(viewport: Partial<MapViewport> = {}): void {
    this.#viewport = { ...this.#viewport, ...viewport };
    this.notifyIdle(this.#viewport);
  }

  clickStation(id: string): void {
    this.notifyStationClick(id);
  }

  hoverStation(id: string | null): void {
    this.notifyStationHover(id);
  }

  clickCluster(id: string): void {
    const cluster = this.clusters.find((c) => c.id === id);
    if (!cluster) throw new Error(`No cluster ${id}`);
    if (!this.notifyClusterClick(cluster)) this.fitBounds(cluster.bounds);
  }

  #renderButtons(): void {
    const buttons = [
      ...this.stations.map((station) => {
        const button = document.createElement('button');
        button.type = 'button';
        button.dataset['stationId'] = station.id;
        button.dataset['state'] = station.state;
        button.textContent = station.name;
        button.addEventListener('click', () => this.clickStation(station.id));
        button.addEventListener('mouseenter', () => this.hoverStation(station.id));
        button.addEventListener('mouseleave', () => this.hoverStation(null));
        return button;
      }),
      ...this.clusters.map((cluster) => {
        const button = document.createElement('button');
        button.type = 'button';
        button.dataset['clusterId'] = cluster.id;
        button.textContent = String(cluster.size);
        button.addEventListener('click', () => this.clickCluster(cluster.id));
        return button;
      }),
    ];
    this.element.replaceChildren(...buttons);
  }
}
