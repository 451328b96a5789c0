/**
 * The maps port: plain data types and the two interfaces (`MapsPlatform`, `MapView`) that every
 * maps implementation (Google adapter, our own map on MapLibre, test fake) provides. Nothing here knows
 * about `google.maps`, React or the DOM beyond `HTMLElement` as a mount point, so components and
 * atoms can depend on it freely.
 */

import type { LatLng } from '../shared';

/** Degrees, WGS84: the one point type, declared in shared (the API and URL helpers use it too). */
export type { LatLng } from '../shared';

/**
 * A box in degrees. `west > east` means the box crosses the antimeridian. Same shape as Google's
 * `LatLngBoundsLiteral` and the spec's Place bounds (north, south, east, west).
 */
export interface Bounds {
  north: number;
  south: number;
  east: number;
  west: number;
}

/** A character range of a text that matched the query (the spec's matched_substrings). */
export interface TextMatch {
  offset: number;
  length: number;
}

/** One completion from the places service. */
export interface Suggestion {
  placeId: string;
  /** Full text, e.g. "Aberdeen, UK". `matches` index into this text. */
  text: string;
  mainText: string;
  secondaryText: string;
  matches: TextMatch[];
  types: string[];
}

/**
 * A place as the locator uses it (spec section 3, Place). `id` and `place_id` are both the
 * place id: the spec names both, and saved data may use either.
 */
export interface Place {
  id: string;
  place_id: string;
  name: string;
  formattedAddress: string;
  lat: number;
  lng: number;
  /** Premise, else point of interest; '' if neither. */
  address1: string;
  /** Street address, else route; '' if neither. */
  address2: string;
  /** Locality, else postal town; '' if neither. */
  city: string;
  postCode: string;
  /** Country name, else the text "N/A" (spec). */
  country: string;
  bounds: Bounds;
}

/** A reverse-geocoding hit: enough to make a targeted place selection. */
export interface GeocodeResult {
  placeId: string;
  formattedAddress: string;
  location: LatLng;
  types: string[];
}

/** A route stop: a coordinate or a place id, plus the label the user chose (legs show it). */
export type RouteWaypoint = { label: string } & ({ location: LatLng } | { placeId: string });

export type UnitSystem = 'metric' | 'imperial';

export interface RouteRequest {
  /** Origin first, destination last, stops in between. At least two. */
  waypoints: RouteWaypoint[];
  avoidTolls: boolean;
  avoidHighways: boolean;
  avoidFerries: boolean;
  unitSystem: UnitSystem;
}

/** A value with its display text, like the classic `{value, text}` pairs the itinerary shows. */
export interface Measure {
  /** Metres for distances, seconds for durations. */
  value: number;
  text: string;
}

/**
 * Maneuver icon keys the itinerary can show (spec section 5). `''` means "no icon" and is also
 * what every other maneuver maps to.
 */
export type ManeuverIcon =
  | ''
  | 'straight'
  | `${'turn' | 'keep' | 'ramp' | 'turn-slight' | 'turn-sharp' | 'turn-hard' | 'fork'}-${'left' | 'right'}`;

/**
 * What an offline route runs on: `motorway` when the reference API routed any leg over the GB
 * motorway network, `straight` for straight-line estimates only.
 */
export type RouteNetwork = 'motorway' | 'straight';

/** How a route's step instructions are written; see `RouteResult.instructionFormat`. */
export type InstructionFormat = 'html' | 'text';

export interface RouteStep {
  /** Untrusted provider text: HTML or plain text per `RouteResult.instructionFormat`. */
  instruction: string;
  maneuver: ManeuverIcon;
  distance: Measure;
  duration: Measure;
  path: LatLng[];
}

export interface RouteLeg {
  startLabel: string;
  endLabel: string;
  startLocation: LatLng;
  endLocation: LatLng;
  distance: Measure;
  duration: Measure;
  steps: RouteStep[];
  /**
   * Set when no road connection is known for the leg: `sea`, its ends on land the sea parts (Great
   * Britain and Ireland, an island without a bridge; the offline engine's router). A ferry is needed;
   * the leg has no driving time and the route's totals leave it out.
   */
  noRoad?: 'sea';
}

export interface RouteResult {
  legs: RouteLeg[];
  /** The whole route as points, origin to destination: the full-quality line, for drawing. */
  path: LatLng[];
  /** `path` as an encoded polyline (precision 5). */
  encodedPath: string;
  /**
   * The line to send to along_corridor: `encodedPath`, simplified (Douglas–Peucker) only when it is
   * longer than `CORRIDOR_LINE_MAX_CHARS` (16,000 characters). `path` stays the full line for drawing.
   */
  corridorEncodedPath: string;
  bounds: Bounds;
  distance: Measure;
  duration: Measure;
  warnings: string[];
  /**
   * `html`: step instructions are untrusted HTML (Google), to be sanitised into DOM nodes;
   * `text`: plain text (offline templates), rendered as text.
   */
  instructionFormat: InstructionFormat;
  /** True for the offline engine's routes: estimates, which the UI must label as such. */
  offline: boolean;
  /** Set by the offline engine only: the network the route used (the UI names it). */
  network?: RouteNetwork;
}

/**
 * An autocomplete session (billing grouping on Google). Opaque to callers: pass the same object to
 * `suggest` and `details`. After a successful `details` the platform renews it in place, so the
 * next `suggest` starts a new session (spec section 4).
 */
export interface PlaceSession {
  readonly id: string;
}

export interface CallOptions {
  signal?: AbortSignal;
}

export interface SuggestOptions extends CallOptions {
  bias?: Bounds;
  session: PlaceSession;
  /**
   * Place types to complete (config `completions.options.types`, at most 5, or `(regions)` or
   * `(cities)` alone). Google takes them as `includedPrimaryTypes`; the offline gazetteer holds
   * only towns, postcodes and countries, all of them places a search can start from, and ignores it.
   */
  types?: readonly string[];
}

export interface DetailsOptions extends CallOptions {
  session?: PlaceSession;
}

export interface PlacesService {
  /** Completions for `input`; `[]` on zero results; rejects with `MapsError` otherwise. */
  suggest(input: string, options: SuggestOptions): Promise<Suggestion[]>;
  /** Details of one place; `null` if unknown or incomplete (spec: nothing unless all key fields exist). */
  details(placeId: string, options: DetailsOptions): Promise<Place | null>;
  newSession(): PlaceSession;
}

export interface GeocodingService {
  /** Addresses at a point, closest first; `[]` when nothing is there. */
  reverse(location: LatLng, options?: CallOptions): Promise<GeocodeResult[]>;
}

export interface RoutingService {
  /** A driving route through the waypoints, or `null` when there is none. */
  route(request: RouteRequest, options?: CallOptions): Promise<RouteResult | null>;
  /**
   * Driving time and distance from every origin to every destination (rows by origin), null where
   * there is no route. Google's route matrix: each element (origin × destination) is billed, at most
   * `MATRIX_MAX_ELEMENTS` per call. Absent where the provider has none (the offline engine's detours
   * come from the API's own router).
   */
  matrix?(request: MatrixRequest, options?: CallOptions): Promise<(MatrixCell | null)[][]>;
}

export interface MatrixRequest {
  origins: readonly LatLng[];
  destinations: readonly LatLng[];
}

export interface MatrixCell {
  seconds: number;
  metres: number;
}

/** Google's limit on origins × destinations of one route-matrix call (without traffic-aware routing). */
export const MATRIX_MAX_ELEMENTS = 625;

export type MapsProviderName = 'google' | 'maplibre' | 'fake';

export interface MapsPlatform {
  readonly provider: MapsProviderName;
  readonly places: PlacesService;
  readonly geocoding: GeocodingService;
  readonly routing: RoutingService;
  createMapView(container: HTMLElement, options: MapViewOptions): MapView;
  /**
   * Called when the provider rejects the key after load (Google's `gm_authFailure`). Returns an
   * unsubscribe function.
   */
  onAuthFailure(listener: (error: Error) => void): () => void;
  /**
   * Problems a brand must fix that leave the rest working (Google only): a service the key may not use
   * or whose quota is spent, the host page's own Google Maps. Each is said once; a listener added later
   * hears the ones said before. Returns an unsubscribe function.
   */
  onNotice?(listener: (notice: MapsPlatformNotice) => void): () => void;
}

/** A Google web service the platform calls, each enabled (and billed) on its own on the key. */
export type MapsService = 'places' | 'routes' | 'geocoding';

export type MapsPlatformNotice =
  /** The service answered PERMISSION_DENIED (`denied`) or RESOURCE_EXHAUSTED (`quota`): it is not called again on this page. */
  | { type: 'service_failed'; service: MapsService; kind: 'denied' | 'quota'; status: string; cause: unknown }
  /** Google Maps was on the page before us: the host's key, language, version and map ids apply. */
  | { type: 'host_loaded'; version: string | null };

// ---------------------------------------------------------------------------------------------
// Map view

export interface MapViewport {
  bounds: Bounds;
  center: LatLng;
  zoom: number;
}

export type StationMarkerState = 'normal' | 'nonMatching' | 'highlighted' | 'selected';

export interface StationMarker {
  id: string;
  lat: number;
  lng: number;
  /** Lower-case brand key (`bp`, `amoco`, ...; `other` for the rest). */
  brand: string;
  /** Pin colour from the config's brand table (the list's brand icon has the same); null: the primary colour. */
  colour: string | null;
  /** One or two characters on the pin, from the same table. */
  glyph: string;
  state: StationMarkerState;
  /** Tooltip and accessible name. */
  name: string;
  address: string;
  openStatusText: string;
  /**
   * The station's place in the nearest list (1, 2, 3 …; spec section 3, derived `index`), drawn on the pin
   * in place of the brand glyph so pin and list item can be tied; absent for stations not in the list.
   */
  index?: number;
  /** Another station is selected (spec section 3, `isAnotherSelected`): the pin is drawn faded. */
  dimmed?: boolean;
}

export interface ClusterMarker {
  id: string;
  size: number;
  bounds: Bounds;
  centroid: LatLng;
}

/** A route's waypoint on the map: its letter (A, B, C …), its name (accessible name) and position. */
export interface RouteMarker {
  label: string;
  name: string;
  location: LatLng;
}

/** Pixels kept clear on each side (e.g. under the sidebar) when fitting and centring. */
export interface MapPadding {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** Strings the imperative map needs; the React layer fills them from i18next. */
export interface MapLabels {
  /** Accessible name of the map region. */
  region: string;
  zoomIn: string;
  zoomOut: string;
  currentLocation: string;
  /** `{{count}}` is replaced by the number of stations. */
  cluster: string;
  /** Our own map's accessible name (it is a keyboard application: arrows move between stations). */
  keyboardName: string;
  /** How to use the map by keyboard (its description). */
  keyboardHelp: string;
  /** The live count of stations on the map; `{{count}}` is replaced by the number. */
  stationsInView: string;
  /** A numbered station's accessible name: `{{index}}` (its place in the nearest list) and `{{name}}`. */
  stationIndexed: string;
  /** The notices a view shows over itself when it fails (`MapViewFailure`). */
  load_failed: string;
  markers_unavailable: string;
  canvas_failed: string;
  /** The button on the `load_failed` notice that loads the maps script once more. */
  load_retry: string;
}

export interface MapViewOptions {
  center: LatLng;
  zoom: number;
  labels?: Partial<MapLabels>;
  /**
   * Google map id (config `maps.mapId`): AdvancedMarkerElement needs one, and its cloud map style is
   * what hides points of interest and transit labels. Without one Google draws no markers and the view
   * reports `markers_unavailable`. Ignored by our own map (MapLibre).
   */
  mapId?: string;
  /** Desktop shows zoom and map-type controls; mobile does not. */
  controlsVisible?: boolean;
}

/**
 * Why a map view cannot do its job: the provider's script or libraries did not load (offline, ad
 * blocker, CSP), the provider cannot draw our markers (Google without a valid map id), or the browser
 * gives our own map no WebGL context to draw on (spec section 8).
 */
export type MapViewFailure = 'load_failed' | 'markers_unavailable' | 'canvas_failed';

export interface MapView {
  /** Replaces the station set; markers are kept, moved or restyled by id, never rebuilt needlessly. */
  setStations(stations: readonly StationMarker[]): void;
  setClusters(clusters: readonly ClusterMarker[]): void;
  setRoute(path: readonly LatLng[] | null): void;
  /** A lettered marker per route waypoint (A origin … destination); `[]` removes them. */
  setRouteMarkers(markers: readonly RouteMarker[]): void;
  setCurrentLocation(location: LatLng | null): void;
  fitBounds(bounds: Bounds, padding?: number | Partial<MapPadding>): void;
  panTo(center: LatLng): void;
  setView(center: LatLng, zoom: number): void;
  getView(): MapViewport | null;
  setPadding(padding: Partial<MapPadding>): void;
  setControlsVisible(visible: boolean): void;
  /** Called 10 ms after the map settles (spec section 9). Returns an unsubscribe function. */
  onIdle(listener: (viewport: MapViewport) => void): () => void;
  onStationClick(listener: (id: string) => void): () => void;
  onStationHover(listener: (id: string | null) => void): () => void;
  /**
   * Replaces the default cluster click (fit the cluster bounds). Returns an unsubscribe function
   * that restores the default.
   */
  onClusterClick(listener: (cluster: ClusterMarker) => void): () => void;
  /**
   * Called once per failure, when the view knows it cannot show the map or its markers; `cause` is the
   * error behind it, when there is one. Returns an unsubscribe function.
   */
  onFailure(listener: (failure: MapViewFailure, cause?: unknown) => void): () => void;
  destroy(): void;
}

/** Spec section 9: the idle callback fires this long after the map settles. */
export const MAP_IDLE_DELAY_MS = 10;
/** Spec sections 4 and 9. */
export const HIGHLIGHT_SCALE = 1.3;
export const SELECTED_SCALE = 1.6;
