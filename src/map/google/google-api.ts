/**
 * The slice of the Google Maps JavaScript API the adapter uses, as structural types. The adapter is
 * written against these, not against `google.maps.*` directly, so that tests can hand it a small
 * fake namespace (test/helpers/fake-google-maps.ts) through the loader seam without casts. The
 * real libraries satisfy these types: `loader.ts` assigns `importLibrary(...)` results to them, so
 * `tsc` checks the match against `@types/google.maps`.
 */

/** `google.maps.LatLng` (methods). */
export interface GLatLng {
  lat(): number;
  lng(): number;
}

/** `google.maps.LatLngAltitude` / `DirectionalLocation` (plain number getters). */
export interface GPoint {
  readonly lat: number;
  readonly lng: number;
}

export interface GLatLngBounds {
  getNorthEast(): GLatLng;
  getSouthWest(): GLatLng;
}

export interface GAddressComponent {
  readonly longText: string | null;
  readonly shortText: string | null;
  readonly types: string[];
}

export interface GPlace {
  readonly id: string;
  readonly displayName?: string | null | undefined;
  readonly formattedAddress?: string | null | undefined;
  readonly location?: GLatLng | null | undefined;
  readonly viewport?: GLatLngBounds | null | undefined;
  readonly addressComponents?: GAddressComponent[] | undefined;
  fetchFields(options: { fields: string[] }): Promise<{ place: GPlace }>;
}

export interface GStringRange {
  readonly startOffset: number;
  readonly endOffset: number;
}

export interface GFormattableText {
  readonly text: string;
  readonly matches: GStringRange[];
}

export interface GPlacePrediction {
  readonly placeId: string;
  readonly text: GFormattableText;
  readonly mainText: GFormattableText | null;
  readonly secondaryText: GFormattableText | null;
  readonly types: string[];
  toPlace(): GPlace;
}

export interface GAutocompleteRequest {
  input: string;
  sessionToken?: object;
  locationBias?: { north: number; south: number; east: number; west: number };
  includedPrimaryTypes?: string[];
  language?: string;
  region?: string;
}

export interface GPlacesLibrary {
  AutocompleteSuggestion: {
    fetchAutocompleteSuggestions(request: GAutocompleteRequest): Promise<{ suggestions: { readonly placePrediction: GPlacePrediction | null }[] }>;
  };
  AutocompleteSessionToken: new () => object;
  Place: new (options: { id: string; requestedLanguage?: string | null; requestedRegion?: string | null }) => GPlace;
}

export interface GGeocoderResult {
  place_id: string;
  formatted_address: string;
  geometry: { location: GLatLng };
  types: string[];
}

export interface GGeocoderRequest {
  location: { lat: number; lng: number };
  language?: string | null;
  region?: string | null;
}

export interface GGeocodingLibrary {
  Geocoder: new () => {
    geocode(request: GGeocoderRequest): Promise<{ results: GGeocoderResult[] }>;
  };
}

export interface GRouteLegStep {
  readonly instructions: string | null;
  readonly maneuver: string | null;
  readonly distanceMeters: number;
  readonly staticDurationMillis: number | null;
  readonly localizedValues: { readonly distance: string | null; readonly staticDuration: string | null } | null;
  readonly path: GPoint[];
}

export interface GRouteLeg {
  readonly distanceMeters: number;
  readonly durationMillis: number | null;
  readonly staticDurationMillis: number | null;
  readonly localizedValues: { readonly distance: string | null; readonly duration: string | null } | null;
  readonly startLocation: GPoint | null;
  readonly endLocation: GPoint | null;
  readonly path: GPoint[];
  readonly steps: GRouteLegStep[];
}

export interface GRoute {
  readonly legs?: GRouteLeg[] | undefined;
  readonly path?: GPoint[] | undefined;
  readonly distanceMeters?: number | undefined;
  readonly durationMillis?: number | null | undefined;
  readonly localizedValues?: { readonly distance: string | null; readonly duration: string | null } | null | undefined;
  readonly warnings?: string[] | undefined;
}

export type GWaypointLocation = string | { lat: number; lng: number };

export interface GComputeRoutesRequest {
  origin: GWaypointLocation;
  destination: GWaypointLocation;
  intermediates?: { location: GWaypointLocation }[];
  travelMode?: 'DRIVING';
  routeModifiers?: { avoidTolls?: boolean; avoidHighways?: boolean; avoidFerries?: boolean };
  /** `google.maps.UnitSystem.METRIC` (0) or `IMPERIAL` (1). */
  units?: number;
  language?: string;
  region?: string;
  polylineQuality?: 'OVERVIEW' | 'HIGH_QUALITY';
  /** `HTML_FORMATTED_NAVIGATION_INSTRUCTIONS` makes step `instructions` HTML instead of plain text. */
  extraComputations?: 'HTML_FORMATTED_NAVIGATION_INSTRUCTIONS'[];
  fields: string[];
}

/** `google.maps.routes.ComputeRouteMatrixRequest`, the part the adapter sends. */
export interface GComputeRouteMatrixRequest {
  origins: { lat: number; lng: number }[];
  destinations: { lat: number; lng: number }[];
  travelMode?: 'DRIVING';
  /** Traffic-unaware: the cheapest tier, and up to 625 elements per call. */
  routingPreference?: 'TRAFFIC_UNAWARE';
  language?: string;
  region?: string;
  fields: string[];
}

/** `google.maps.routes.RouteMatrixItem` (getters). */
export interface GRouteMatrixItem {
  readonly condition?: string | null | undefined;
  readonly distanceMeters?: number | undefined;
  readonly durationMillis?: number | null | undefined;
}

export interface GRouteMatrix {
  readonly rows: { readonly items: GRouteMatrixItem[] }[];
}

export interface GRoutesLibrary {
  Route: {
    computeRoutes(request: GComputeRoutesRequest): Promise<{ routes?: GRoute[] | undefined }>;
  };
  RouteMatrix: {
    computeRouteMatrix(request: GComputeRouteMatrixRequest): Promise<{ matrix: GRouteMatrix }>;
  };
}

export interface GMapsEventListener {
  remove(): void;
}

export interface GMapOptions {
  center?: { lat: number; lng: number };
  zoom?: number;
  mapId?: string;
  disableDefaultUI?: boolean;
  zoomControl?: boolean;
  mapTypeControl?: boolean;
  streetViewControl?: boolean;
  fullscreenControl?: boolean;
  clickableIcons?: boolean;
  keyboardShortcuts?: boolean;
  gestureHandling?: string;
  styles?: { featureType?: string; elementType?: string; stylers: Record<string, string>[] }[];
}

export interface GMap {
  setOptions(options: GMapOptions): void;
  fitBounds(bounds: { north: number; south: number; east: number; west: number }, padding?: number | { top: number; right: number; bottom: number; left: number }): void;
  panTo(center: { lat: number; lng: number }): void;
  panBy(x: number, y: number): void;
  setCenter(center: { lat: number; lng: number }): void;
  setZoom(zoom: number): void;
  getZoom(): number | undefined;
  getCenter(): GLatLng | undefined;
  /** Undefined until the map has initialised (its first `idle`). */
  getBounds(): GLatLngBounds | undefined | null;
  /** `isAdvancedMarkersAvailable` is false without a valid map id; unknown until the map has initialised. */
  getMapCapabilities(): { isAdvancedMarkersAvailable?: boolean | undefined };
  addListener(eventName: string, handler: () => void): GMapsEventListener;
}

export interface GPolyline {
  setMap(map: GMap | null): void;
  setPath(path: { lat: number; lng: number }[]): void;
}

export interface GPolylineOptions {
  path: { lat: number; lng: number }[];
  strokeColor: string;
  strokeOpacity: number;
  strokeWeight: number;
  zIndex?: number;
  clickable?: boolean;
}

export interface GMapsLibrary {
  Map: new (element: HTMLElement, options: GMapOptions) => GMap;
  /** Attach with `setMap` after construction (a `map` option would not type-check against the real class). */
  Polyline: new (options: GPolylineOptions) => GPolyline;
}

/**
 * `AdvancedMarkerElement` is an `HTMLElement` (`<gmp-advanced-marker>`): its visual is its children
 * (the `content` property is deprecated in 3.66), clicks arrive as the DOM event `gmp-click`.
 */
export interface GAdvancedMarker extends HTMLElement {
  map?: GMap | null | undefined;
  position?: { lat: number; lng: number } | GLatLng | GPoint | null | undefined;
  zIndex?: number | null | undefined;
  gmpClickable?: boolean | null | undefined;
  /** CSS offsets of the anchor point from the top left; Google's default is the bottom centre (-50%, -100%). */
  anchorLeft?: string | null | undefined;
  anchorTop?: string | null | undefined;
}

export interface GAdvancedMarkerOptions {
  position?: { lat: number; lng: number };
  zIndex?: number | null;
  /** Rollover text: the browser shows it as a native tooltip, so station markers do without. */
  title?: string;
  gmpClickable?: boolean;
  anchorLeft?: string;
  anchorTop?: string;
}

export interface GMarkerLibrary {
  /** Attach by setting `map` after construction, for the same reason as `Polyline`. */
  AdvancedMarkerElement: new (options?: GAdvancedMarkerOptions) => GAdvancedMarker;
}

export interface GoogleLibraries {
  maps: GMapsLibrary;
  marker: GMarkerLibrary;
  places: GPlacesLibrary;
  geocoding: GGeocodingLibrary;
  routes: GRoutesLibrary;
}

/** What the host page's own Google Maps reports (`google.maps.version`, once its script has run). */
export interface HostLoadedMaps {
  version: string | null;
}

/** The loader seam: production uses js-api-loader, tests a fake namespace. */
export interface MapsLoader {
  importLibrary<K extends keyof GoogleLibraries>(name: K): Promise<GoogleLibraries[K]>;
  /**
   * Present when the host page had loaded Google Maps before us: our key, language, region, version
   * and map ids were then not applied (only one bootstrap per page).
   */
  hostLoaded?(): HostLoadedMaps;
}
