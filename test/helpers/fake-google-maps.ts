/**
 * A fake of the Google Maps JavaScript API namespace, behind the adapter's loader seam
 * (`MapsLoader.importLibrary`). It implements the slice in `src/map/google/google-api.ts`, with
 * overridable handlers and a call log, in the style of Google's own extended-component-library test
 * harness. No Google script is ever loaded.
 *
 * It is meant to be as strict as Google, because nothing else stands between the adapter and a
 * production page (issue 19; the leniencies it replaces are listed in
 * ../shared/reference/google-adapter-review.md §5):
 * - `fetchFields` and `computeRoutes` return only the fields asked for, reject unknown field names,
 *   and leg/step paths are empty unless `path` was asked for; HTML instructions only with
 *   `extraComputations: ['HTML_FORMATTED_NAVIGATION_INSTRUCTIONS']`.
 * - `computeRouteMatrix` requires a field mask of `RouteMatrixItem` names and returns only those
 *   fields; it rejects an empty side or more than 625 elements (100 traffic-aware) as Google does.
 * - Requests are validated: non-empty input, at most 5 `includedPrimaryTypes` or one collection
 *   (`(regions)`, `(cities)`) alone, a real `AutocompleteSessionToken`, at most 25 intermediates.
 * - A malformed place id rejects with `INVALID_ARGUMENT`, a well-formed unknown one with `NOT_FOUND`.
 *   Ids scripted with `places.set` are ids this fake Google knows, whatever their shape.
 * - Failures of the new classes carry the RPC codes (`RESOURCE_EXHAUSTED`, `PERMISSION_DENIED`, …).
 * - `AdvancedMarkerElement` is an `HTMLElement` that fires `gmp-click` only when `gmpClickable`, is
 *   drawn only on a map with a valid map id, and has no `content` (deprecated in 3.66: append children).
 * - The map warns about `styles` with a map id as Google does, emits `idle` after construction, has no
 *   bounds before that, honours `fitBounds` padding and reports `getMapCapabilities()`.
 * - The loader fails as js-api-loader 2.1.3 does when the script cannot load: each `importLibrary`
 *   after a failure bootstraps again (`scriptLoads` counts the script tags it would have appended).
 * - Every request is checked for keys and values Google does not know (the key lists are
 *   @types/google.maps 3.66.9's): an unknown key or a value of the wrong form throws
 *   `InvalidValueError` as Google's client-side checks do. `region` is checked in the form each request
 *   documents: a CLDR code for autocomplete and the Geocoder (`GB`), a ccTLD for `Place` and Routes (`uk`).
 * - Google's 3.66 deprecation warnings are logged (`AdvancedMarkerElement.addListener`).
 * - Map capabilities can be scripted (`deferCapabilities`, `FakeMap.reportCapabilities`): undefined,
 *   then false, then true, each announced with `mapcapabilities_changed`, as Google may report them.
 * - Billed calls are counted per SKU (`billing()`), with session pricing for autocomplete.
 *
 * `installGoogleGlobal` puts the parts of `google.maps` that `@googlemaps/markerclusterer` reads on
 * `window`, so tests can run the real clusterer against this fake map.
 */
import type {
  GAdvancedMarker,
  GAdvancedMarkerOptions,
  GAutocompleteRequest,
  GComputeRouteMatrixRequest,
  GComputeRoutesRequest,
  GRouteMatrixItem,
  GGeocoderRequest,
  GGeocoderResult,
  GLatLng,
  GLatLngBounds,
  GMap,
  GMapOptions,
  GMapsEventListener,
  GPlace,
  GPlacePrediction,
  GPolyline,
  GRoute,
  GRouteLeg,
  GRouteLegStep,
  GoogleLibraries,
  MapsLoader,
} from '../../src/map/google/google-api';

type LatLngLiteral = { lat: number; lng: number };
type BoundsLiteral = { north: number; south: number; east: number; west: number };

export class FakeLatLng implements GLatLng {
  readonly latValue: number;
  readonly lngValue: number;
  /** `new LatLng(lat, lng)` or `new LatLng({lat, lng})`, as Google accepts (and `null`, as markerclusterer passes). */
  constructor(lat: number | LatLngLiteral | null, lng?: number) {
    if (lat !== null && typeof lat === 'object') {
      this.latValue = lat.lat;
      this.lngValue = lat.lng;
    } else {
      this.latValue = lat ?? Number.NaN;
      this.lngValue = lng ?? Number.NaN;
    }
  }
  lat(): number {
    return this.latValue;
  }
  lng(): number {
    return this.lngValue;
  }
}

export class FakeLatLngBounds implements GLatLngBounds {
  literal: BoundsLiteral;
  /** `new LatLngBounds(literal)` or `new LatLngBounds(sw, ne)`. */
  constructor(first: BoundsLiteral | GLatLng, ne?: GLatLng) {
    if ('north' in first) this.literal = { ...first };
    else {
      const other = ne ?? first;
      this.literal = { north: other.lat(), east: other.lng(), south: first.lat(), west: first.lng() };
    }
  }
  getNorthEast(): GLatLng {
    return new FakeLatLng(this.literal.north, this.literal.east);
  }
  getSouthWest(): GLatLng {
    return new FakeLatLng(this.literal.south, this.literal.west);
  }
  getCenter(): GLatLng {
    return new FakeLatLng((this.literal.north + this.literal.south) / 2, (this.literal.east + this.literal.west) / 2);
  }
  extend(point: GLatLng): this {
    const { north, south, east, west } = this.literal;
    this.literal = { north: Math.max(north, point.lat()), south: Math.min(south, point.lat()), east: Math.max(east, point.lng()), west: Math.min(west, point.lng()) };
    return this;
  }
}

/** Errors shaped like google.maps.MapsNetworkError and its Request/Server subclasses. */
export class FakeMapsNetworkError extends Error {
  override name = 'MapsNetworkError';
  constructor(readonly code: string, readonly endpoint = 'PLACES_AUTOCOMPLETE') {
    super(`${endpoint}: ${code}`);
  }
}
export class FakeMapsRequestError extends FakeMapsNetworkError {
  override name = 'MapsRequestError';
}
export class FakeMapsServerError extends FakeMapsNetworkError {
  override name = 'MapsServerError';
}

/** What Google's client-side checks throw for a value of the wrong kind (e.g. a session token that is not one). */
export class FakeInvalidValueError extends Error {
  override name = 'InvalidValueError';
}

/** The message js-api-loader rejects `importLibrary` with when the script fails to load. */
export const LOADER_FAILURE_MESSAGE = 'The Google Maps JavaScript API could not load.';

/** Google's console warning for `styles` on a map with a map id. */
export const STYLES_WITH_MAP_ID_WARNING =
  "A Map's styles property cannot be set when a mapId is present. When a mapId is present, Map styles are controlled via the cloud console.";

/** Google's console error when AdvancedMarkers are put on a map without a valid map id. */
export const NO_MAP_ID_ERROR = 'The map is initialized without a valid Map ID, which will prevent use of Advanced Markers.';

/** `Place` getters (@types/google.maps 3.66.9): the names `fetchFields` accepts. */
export const KNOWN_PLACE_FIELDS = new Set([
  'accessibilityOptions', 'addressComponents', 'adrFormatAddress', 'allowsDogs', 'attributions', 'businessStatus',
  'displayName', 'editorialSummary', 'evChargeOptions', 'formattedAddress', 'fuelOptions', 'googleMapsURI',
  'hasCurbsidePickup', 'hasDelivery', 'hasDineIn', 'iconBackgroundColor', 'id', 'internationalPhoneNumber',
  'location', 'nationalPhoneNumber', 'parkingOptions', 'paymentOptions', 'photos', 'plusCode', 'priceLevel',
  'primaryType', 'primaryTypeDisplayName', 'rating', 'regularOpeningHours', 'reviews', 'shortFormattedAddress',
  'svgIconMaskURI', 'types', 'userRatingCount', 'utcOffsetMinutes', 'viewport', 'websiteURI',
]);

/** `Route` getters (@types/google.maps 3.66.9): the names `computeRoutes` accepts in `fields`. */
export const KNOWN_ROUTE_FIELDS = new Set([
  '*', 'description', 'distanceMeters', 'durationMillis', 'legs', 'localizedValues', 'optimizedIntermediateWaypointIndices',
  'path', 'polylineDetails', 'routeLabels', 'routeToken', 'speedPaths', 'staticDurationMillis', 'travelAdvisory',
  'viewport', 'warnings',
]);

/** `RouteMatrixItem` getters (@types/google.maps): the names `computeRouteMatrix` accepts in `fields`. */
export const KNOWN_MATRIX_FIELDS = new Set([
  '*', 'condition', 'distanceMeters', 'durationMillis', 'error', 'fallbackInfo', 'localizedValues', 'staticDurationMillis', 'travelAdvisory',
]);

/** A scripted matrix element: every field Google could return; the fake hands out only those requested. */
export interface FakeMatrixItem {
  condition: 'ROUTE_EXISTS' | 'ROUTE_NOT_FOUND';
  distanceMeters?: number;
  durationMillis?: number;
  staticDurationMillis?: number;
}

/** Google place ids are URL-safe base64-ish strings (`ChIJ…`); anything else is malformed. */
export function isWellFormedPlaceId(id: string): boolean {
  return /^[A-Za-z0-9_-]{16,}$/.test(id);
}

export interface FakePlaceData {
  id: string;
  displayName?: string | null;
  formattedAddress?: string | null;
  location?: { lat: number; lng: number } | null;
  viewport?: BoundsLiteral | null;
  addressComponents?: { longText: string; shortText: string; types: string[] }[];
}

/** A scripted route step: `html` is what Google returns when HTML instructions are requested. */
export type FakeRouteStep = Omit<GRouteLegStep, 'instructions'> & { instructions: string | null; html?: string };
export type FakeRouteLeg = Omit<GRouteLeg, 'steps'> & { steps: FakeRouteStep[] };
/** A scripted route: every field Google could return; the fake hands out only those requested. */
export type FakeRoute = Omit<GRoute, 'legs'> & { legs?: FakeRouteLeg[]; staticDurationMillis?: number; viewport?: BoundsLiteral };

/**
 * Request keys per request type (@types/google.maps 3.66.9). Google rejects what it does not know; so
 * does the fake, so a misspelt or removed option fails a test instead of being ignored in production.
 */
export const REQUEST_KEYS = {
  AutocompleteRequest: ['futureOpeningBusinessesIncluded', 'includedPrimaryTypes', 'includedRegionCodes', 'input', 'inputOffset', 'internalUsageAttributionIds', 'language', 'locationBias', 'locationRestriction', 'origin', 'pureServiceAreaBusinessesIncluded', 'region', 'sessionToken'],
  PlaceOptions: ['id', 'requestedLanguage', 'requestedRegion', 'resourceName'],
  FetchFieldsRequest: ['fields', 'internalUsageAttributionIds'],
  GeocoderRequest: ['address', 'bounds', 'componentRestrictions', 'extraComputations', 'fulfillOnZeroResults', 'language', 'location', 'placeId', 'region'],
  ComputeRoutesRequest: ['arrivalTime', 'computeAlternativeRoutes', 'departureTime', 'destination', 'extraComputations', 'fields', 'intermediates', 'internalUsageAttributionIds', 'language', 'optimizeWaypointOrder', 'origin', 'polylineQuality', 'region', 'requestedReferenceRoutes', 'routeModifiers', 'routingPreference', 'trafficModel', 'transitPreference', 'travelMode', 'units'],
  RouteModifiers: ['avoidFerries', 'avoidHighways', 'avoidIndoor', 'avoidTolls', 'tollPasses', 'vehicleInfo'],
  Waypoint: ['location', 'sideOfRoad', 'via', 'vehicleStopover'],
  ComputeRouteMatrixRequest: ['arrivalTime', 'departureTime', 'destinations', 'extraComputations', 'fields', 'internalUsageAttributionIds', 'language', 'origins', 'region', 'routingPreference', 'trafficModel', 'transitPreference', 'travelMode', 'units'],
  MapOptions: ['backgroundColor', 'cameraControl', 'cameraControlOptions', 'center', 'clickableIcons', 'colorScheme', 'controlSize', 'disableDefaultUI', 'disableDoubleClickZoom', 'draggableCursor', 'draggingCursor', 'fullscreenControl', 'fullscreenControlOptions', 'gestureHandling', 'heading', 'headingInteractionEnabled', 'internalUsageAttributionIds', 'isFractionalZoomEnabled', 'keyboardShortcuts', 'mapId', 'mapTypeControl', 'mapTypeControlOptions', 'mapTypeId', 'maxZoom', 'minZoom', 'noClear', 'renderingType', 'restriction', 'rotateControl', 'rotateControlOptions', 'scaleControl', 'scaleControlOptions', 'scrollwheel', 'streetView', 'streetViewControl', 'streetViewControlOptions', 'styles', 'tilt', 'tiltInteractionEnabled', 'zoom', 'zoomControl', 'zoomControlOptions', 'draggable', 'panControl', 'panControlOptions'],
  AdvancedMarkerElementOptions: ['anchorLeft', 'anchorTop', 'collisionBehavior', 'content', 'gmpClickable', 'gmpDraggable', 'map', 'position', 'title', 'zIndex'],
  PolylineOptions: ['clickable', 'draggable', 'editable', 'geodesic', 'icons', 'map', 'path', 'strokeColor', 'strokeOpacity', 'strokeWeight', 'visible', 'zIndex'],
} as const;

/** Throws Google's client-side `InvalidValueError` for a key `type` does not have. */
export function checkKeys(type: keyof typeof REQUEST_KEYS, value: object): void {
  const known: readonly string[] = REQUEST_KEYS[type];
  const unknown = Object.keys(value).filter((key) => !known.includes(key));
  if (unknown.length) throw new FakeInvalidValueError(`${type}: unknown property ${unknown.join(', ')}`);
}

/** BCP-47 language tags as Google takes them (`de`, `en-GB`). */
const LANGUAGE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;
/** A CLDR region (`GB`, `DE`; case aside). `UK` is not one. */
const isCldrRegion = (region: string) => /^[A-Za-z]{2}$/.test(region) && region.toUpperCase() !== 'UK';
/** A ccTLD (`uk`, `de`). Google's docs: "the United Kingdom's ccTLD is "uk" … while its ISO 3166-1 code is "gb"". */
const isCcTld = (region: string) => /^[a-z]{2}$/.test(region) && region !== 'gb';

function checkLocale(type: string, language: unknown, region: unknown, regionForm: 'cldr' | 'cctld'): void {
  if (language !== undefined && language !== null && (typeof language !== 'string' || !LANGUAGE.test(language))) {
    throw new FakeInvalidValueError(`${type}.language: not a language code: ${JSON.stringify(language)}`);
  }
  if (region === undefined || region === null) return;
  const ok = typeof region === 'string' && (regionForm === 'cldr' ? isCldrRegion(region) : isCcTld(region));
  if (!ok) throw new FakeInvalidValueError(`${type}.region: not a ${regionForm === 'cldr' ? 'CLDR region code' : 'ccTLD'}: ${JSON.stringify(region)}`);
}

/** Place (New) fields by the SKU a details call with them is billed at (the highest among the fields requested). */
const PLACE_FIELD_SKU: Record<string, 'Place Details Essentials IDs Only' | 'Place Details Essentials' | 'Place Details Pro' | 'Place Details Enterprise' | 'Place Details Enterprise + Atmosphere'> = {
  id: 'Place Details Essentials IDs Only', photos: 'Place Details Essentials IDs Only', attributions: 'Place Details Essentials IDs Only',
  addressComponents: 'Place Details Essentials', adrFormatAddress: 'Place Details Essentials', formattedAddress: 'Place Details Essentials',
  location: 'Place Details Essentials', plusCode: 'Place Details Essentials', shortFormattedAddress: 'Place Details Essentials',
  types: 'Place Details Essentials', viewport: 'Place Details Essentials',
  accessibilityOptions: 'Place Details Pro', businessStatus: 'Place Details Pro', displayName: 'Place Details Pro', googleMapsURI: 'Place Details Pro',
  iconBackgroundColor: 'Place Details Pro', primaryType: 'Place Details Pro', primaryTypeDisplayName: 'Place Details Pro', svgIconMaskURI: 'Place Details Pro',
  utcOffsetMinutes: 'Place Details Pro',
  internationalPhoneNumber: 'Place Details Enterprise', nationalPhoneNumber: 'Place Details Enterprise', priceLevel: 'Place Details Enterprise',
  rating: 'Place Details Enterprise', regularOpeningHours: 'Place Details Enterprise', userRatingCount: 'Place Details Enterprise', websiteURI: 'Place Details Enterprise',
};
const SKU_RANK = ['Place Details Essentials IDs Only', 'Place Details Essentials', 'Place Details Pro', 'Place Details Enterprise', 'Place Details Enterprise + Atmosphere'] as const;

/** The SKU a `fetchFields` with `fields` is billed at. */
export function placeDetailsSku(fields: readonly string[]): string {
  let rank = 0;
  for (const field of fields) rank = Math.max(rank, SKU_RANK.indexOf(PLACE_FIELD_SKU[field] ?? 'Place Details Enterprise + Atmosphere'));
  return SKU_RANK[rank] ?? 'Place Details Enterprise + Atmosphere';
}

/** Google's 3.66 console warning for the deprecated `AdvancedMarkerElement.addListener`. */
export const ADD_LISTENER_DEPRECATION = "<gmp-advanced-marker>: Please use addEventListener with 'gmp-' events instead of addListener.";

export type FakeGoogleCall =
  | { method: 'fetchAutocompleteSuggestions'; request: GAutocompleteRequest; token: string | null }
  | { method: 'fetchFields'; placeId: string; fields: string[]; token: string | null; requestedLanguage: string | null; requestedRegion: string | null }
  | { method: 'geocode'; request: GGeocoderRequest }
  | { method: 'computeRoutes'; request: GComputeRoutesRequest }
  | { method: 'computeRouteMatrix'; request: GComputeRouteMatrixRequest };

type Handler<A, R> = (arg: A) => Promise<R>;

/** Every event a fake object can emit, by name. */
class Events {
  readonly #handlers = new Map<string, Set<() => void>>();
  add(name: string, handler: () => void): GMapsEventListener {
    const set = this.#handlers.get(name) ?? new Set();
    set.add(handler);
    this.#handlers.set(name, set);
    return { remove: () => set.delete(handler) };
  }
  emit(name: string): void {
    for (const handler of [...(this.#handlers.get(name) ?? [])]) handler();
  }
}

/** Size the fake map assumes when its element has none (a detached or unsized container). */
const DEFAULT_SIZE = { width: 800, height: 600 };
/** Pixels per degree of longitude at `zoom` (Web Mercator tiles are 256 px). */
const pxPerDegree = (zoom: number) => (256 * 2 ** zoom) / 360;

export class FakeMap implements GMap {
  readonly events = new Events();
  readonly calls: { method: string; args: unknown[] }[] = [];
  readonly options: GMapOptions;
  /** What Google would have logged to the console. */
  readonly consoleMessages: string[] = [];
  center: LatLngLiteral;
  zoom: number;
  /** Google has no bounds (and no projection) until the map has initialised, signalled by the first `idle`. */
  initialised = false;
  /** Map ids this fake Google does not know (a typo, another project's id). */
  readonly invalidMapIds: ReadonlySet<string>;

  /**
   * Scripted capabilities (`reportCapabilities`): while set, `getMapCapabilities()` says this, whatever
   * the map id; `undefined` inside means "not known yet", as Google says before it has decided.
   */
  scriptedCapabilities: { isAdvancedMarkersAvailable?: boolean } | null = null;

  constructor(readonly element: HTMLElement, options: GMapOptions, invalidMapIds: ReadonlySet<string> = new Set(), deferCapabilities = false) {
    checkKeys('MapOptions', options);
    if (deferCapabilities) this.scriptedCapabilities = {};
    this.options = { ...options };
    this.invalidMapIds = invalidMapIds;
    this.center = options.center ? { ...options.center } : { lat: 0, lng: 0 };
    this.zoom = options.zoom ?? 1;
    this.#checkStyles(this.options);
    setTimeout(() => {
      this.initialised = true;
      this.events.emit('idle');
    }, 0);
  }

  #log(message: string): void {
    this.consoleMessages.push(message);
    console.warn(message);
  }

  #checkStyles(options: GMapOptions): void {
    if (options.styles && this.options.mapId) this.#log(STYLES_WITH_MAP_ID_WARNING);
  }

  /** Logs Google's console error once per map (a marker was put on a map that cannot show it). */
  reportNoMapId(): void {
    if (!this.consoleMessages.includes(NO_MAP_ID_ERROR)) this.#log(NO_MAP_ID_ERROR);
  }

  #size(): { width: number; height: number } {
    const { clientWidth: width, clientHeight: height } = this.element;
    return width > 0 && height > 0 ? { width, height } : DEFAULT_SIZE;
  }

  #moved(method: string, ...args: unknown[]): void {
    this.calls.push({ method, args });
    // Google fires idle once the camera settles; a macrotask is close enough for tests.
    setTimeout(() => this.events.emit('idle'), 0);
  }

  setOptions(options: GMapOptions): void {
    checkKeys('MapOptions', options);
    this.#checkStyles(options);
    Object.assign(this.options, options);
    this.calls.push({ method: 'setOptions', args: [options] });
  }

  /** Fits `bounds` into the map area left free by `padding`, as Google does (flat projection: close enough). */
  fitBounds(bounds: BoundsLiteral, padding?: number | { top: number; right: number; bottom: number; left: number }): void {
    const pad = typeof padding === 'number' ? { top: padding, right: padding, bottom: padding, left: padding } : (padding ?? { top: 0, right: 0, bottom: 0, left: 0 });
    const { width, height } = this.#size();
    const freeWidth = Math.max(1, width - pad.left - pad.right);
    const freeHeight = Math.max(1, height - pad.top - pad.bottom);
    const spanLng = Math.max(1e-9, bounds.east - bounds.west);
    const spanLat = Math.max(1e-9, bounds.north - bounds.south);
    this.zoom = Math.max(0, Math.min(22, Math.floor(Math.log2(Math.min((freeWidth * 360) / (256 * spanLng), (freeHeight * 360) / (256 * spanLat))))));
    // The bounds' centre sits at the centre of the free area: shift the map centre by half the padding difference.
    const perDegree = pxPerDegree(this.zoom);
    this.center = {
      lat: (bounds.north + bounds.south) / 2 + (pad.top - pad.bottom) / 2 / perDegree,
      lng: (bounds.east + bounds.west) / 2 - (pad.left - pad.right) / 2 / perDegree,
    };
    this.#moved('fitBounds', bounds, padding);
  }
  panTo(center: LatLngLiteral): void {
    this.center = { ...center };
    this.#moved('panTo', center);
  }
  panBy(x: number, y: number): void {
    const perDegree = pxPerDegree(this.zoom);
    this.center = { lat: this.center.lat - y / perDegree, lng: this.center.lng + x / perDegree };
    this.#moved('panBy', x, y);
  }
  setCenter(center: LatLngLiteral): void {
    this.center = { ...center };
    this.#moved('setCenter', center);
  }
  setZoom(zoom: number): void {
    this.zoom = zoom;
    this.#moved('setZoom', zoom);
  }
  getZoom(): number {
    return this.zoom;
  }
  getCenter(): GLatLng {
    return new FakeLatLng(this.center.lat, this.center.lng);
  }
  getBounds(): GLatLngBounds | undefined {
    if (!this.initialised) return undefined;
    const { width, height } = this.#size();
    const perDegree = pxPerDegree(this.zoom);
    const halfLng = width / 2 / perDegree;
    const halfLat = height / 2 / perDegree;
    return new FakeLatLngBounds({ north: this.center.lat + halfLat, south: this.center.lat - halfLat, east: this.center.lng + halfLng, west: this.center.lng - halfLng });
  }
  /** Advanced markers need a map id this project knows (Google: otherwise false, with a console error). */
  getMapCapabilities(): { isAdvancedMarkersAvailable?: boolean } {
    if (this.scriptedCapabilities) return { ...this.scriptedCapabilities };
    if (!this.initialised) return {};
    const mapId = this.options.mapId;
    return { isAdvancedMarkersAvailable: Boolean(mapId) && !this.invalidMapIds.has(mapId ?? '') };
  }
  /**
   * Google changes its answer about the map id and tells with `mapcapabilities_changed` (it may say
   * false before it says true while the map id's configuration loads). `undefined`: not known yet.
   */
  reportCapabilities(isAdvancedMarkersAvailable: boolean | undefined): void {
    this.scriptedCapabilities = isAdvancedMarkersAvailable === undefined ? {} : { isAdvancedMarkersAvailable };
    this.events.emit('mapcapabilities_changed');
  }

  /** What markerclusterer checks before it renders (an OverlayView projection once initialised). */
  getProjection(): object | undefined {
    return this.initialised ? {} : undefined;
  }
  addListener(eventName: string, handler: () => void): GMapsEventListener {
    return this.events.add(eventName, handler);
  }
}

/**
 * `google.maps.marker.AdvancedMarkerElement` (`<gmp-advanced-marker>`): an `HTMLElement` whose
 * children are its visual. Google draws it inside the map's DOM; so does the fake (in the map div).
 */
export class FakeAdvancedMarker extends HTMLElement implements GAdvancedMarker {
  static readonly tagName = 'fake-gmp-advanced-marker';
  #map: GMap | null = null;
  position: LatLngLiteral | GLatLng | null | undefined;
  zIndex: number | null | undefined;
  gmpClickable: boolean;
  /** Google's defaults: the bottom centre of the marker sits on `position`. */
  anchorLeft = '-50%';
  anchorTop = '-100%';
  /** True while Google would draw it (on a map, with a valid map id). */
  drawn = false;

  constructor(options: GAdvancedMarkerOptions = {}) {
    super();
    checkKeys('AdvancedMarkerElementOptions', options);
    if ('content' in options) throw new TypeError('fake google.maps: AdvancedMarkerElement.content is deprecated in 3.66; append children instead');
    this.position = options.position;
    this.zIndex = options.zIndex;
    this.gmpClickable = options.gmpClickable ?? false;
    if (options.title) this.title = options.title;
    if (options.anchorLeft) this.anchorLeft = options.anchorLeft;
    if (options.anchorTop) this.anchorTop = options.anchorTop;
    // A real click (or Enter on a focused, clickable marker) becomes gmp-click only when clickable.
    this.addEventListener('click', (event) => {
      if (event instanceof MouseEvent && this.gmpClickable) this.dispatchEvent(new Event('gmp-click'));
    });
    this.addEventListener('keydown', (event) => {
      if (this.gmpClickable && (event.key === 'Enter' || event.key === ' ')) this.dispatchEvent(new Event('gmp-click'));
    });
  }

  get map(): GMap | null {
    return this.#map;
  }

  set map(map: GMap | null | undefined) {
    this.#map = map ?? null;
    const fakeMap = map instanceof FakeMap ? map : null;
    const mapId = fakeMap?.options.mapId;
    const drawable = fakeMap !== null && Boolean(mapId) && !fakeMap.invalidMapIds.has(mapId ?? '');
    if (fakeMap && !drawable) fakeMap.reportNoMapId();
    this.drawn = drawable;
    // Google makes a clickable marker a keyboard stop.
    if (this.gmpClickable) this.tabIndex = 0;
    else this.removeAttribute('tabindex');
    if (drawable && fakeMap) fakeMap.element.append(this);
    else this.remove();
  }

  /** Where Google's console messages go (the fake's subclass also records them). */
  log(message: string): void {
    console.warn(message);
  }

  /**
   * Deprecated `google.maps.event`-style listener: it works, and since 3.66 Google logs a warning on
   * every call (markerclusterer 2.6.2 uses it for its own cluster click unless told not to).
   */
  addListener(eventName: string, handler: (event: Event) => void): GMapsEventListener {
    this.log(ADD_LISTENER_DEPRECATION);
    this.addEventListener(eventName, handler);
    return { remove: () => this.removeEventListener(eventName, handler) };
  }
}
if (!customElements.get(FakeAdvancedMarker.tagName)) customElements.define(FakeAdvancedMarker.tagName, FakeAdvancedMarker);

export class FakePolyline implements GPolyline {
  map: GMap | null = null;
  path: LatLngLiteral[];
  constructor(readonly options: { path: LatLngLiteral[] }) {
    checkKeys('PolylineOptions', options);
    this.path = options.path;
  }
  setMap(map: GMap | null): void {
    this.map = map;
  }
  setPath(path: LatLngLiteral[]): void {
    this.path = path;
  }
}

let tokenCounter = 0;

/** `google.maps.places.AutocompleteSessionToken`: an opaque object; only real ones are accepted. */
export class FakeSessionToken {
  readonly id = `token-${++tokenCounter}`;
}

const COLLECTION_TYPES = new Set(['(regions)', '(cities)']);

function validateAutocomplete(request: GAutocompleteRequest): void {
  checkKeys('AutocompleteRequest', request);
  checkLocale('AutocompleteRequest', request.language, request.region, 'cldr');
  if (request.includedPrimaryTypes?.some((type) => !/^[a-z_]+$/.test(type) && !COLLECTION_TYPES.has(type))) {
    throw new FakeMapsRequestError('INVALID_ARGUMENT', 'PLACES_AUTOCOMPLETE');
  }
  if (request.sessionToken !== undefined && !(request.sessionToken instanceof FakeSessionToken)) {
    throw new FakeInvalidValueError('AutocompleteRequest.sessionToken: not an AutocompleteSessionToken');
  }
  if (!request.input) throw new FakeMapsRequestError('INVALID_ARGUMENT', 'PLACES_AUTOCOMPLETE');
  const types = request.includedPrimaryTypes ?? [];
  if (types.length > 5) throw new FakeMapsRequestError('INVALID_ARGUMENT', 'PLACES_AUTOCOMPLETE');
  if (types.some((type) => COLLECTION_TYPES.has(type)) && types.length > 1) throw new FakeMapsRequestError('INVALID_ARGUMENT', 'PLACES_AUTOCOMPLETE');
  const bias = request.locationBias;
  if (bias && !(bias.north >= bias.south)) throw new FakeMapsRequestError('INVALID_ARGUMENT', 'PLACES_AUTOCOMPLETE');
}

const TRAVEL_MODES = new Set(['DRIVING', 'WALKING', 'BICYCLING', 'TRANSIT', 'TWO_WHEELER']);
const POLYLINE_QUALITIES = new Set(['OVERVIEW', 'HIGH_QUALITY']);
const ROUTE_EXTRA_COMPUTATIONS = new Set(['FLYOVER_INFO_ON_POLYLINE', 'FUEL_CONSUMPTION', 'HTML_FORMATTED_NAVIGATION_INSTRUCTIONS', 'NARROW_ROAD_INFO_ON_POLYLINE', 'TOLLS', 'TRAFFIC_ON_POLYLINE']);
const ROUTING_PREFERENCES = new Set(['TRAFFIC_UNAWARE', 'TRAFFIC_AWARE', 'TRAFFIC_AWARE_OPTIMAL']);

/** A waypoint string: a `places/{id}` resource name must name a well-formed place id (Google: INVALID_ARGUMENT). */
function checkWaypoint(location: unknown, known: ReadonlyMap<string, unknown>): void {
  const id = typeof location === 'string' && location.startsWith('places/') ? location.slice('places/'.length) : null;
  if (id !== null && !known.has(id) && !isWellFormedPlaceId(id)) {
    throw new FakeMapsRequestError('INVALID_ARGUMENT', 'ROUTES_COMPUTE_ROUTES');
  }
}

function validateRoute(request: GComputeRoutesRequest, knownPlaces: ReadonlyMap<string, unknown>): void {
  checkKeys('ComputeRoutesRequest', request);
  if (request.routeModifiers) checkKeys('RouteModifiers', request.routeModifiers);
  for (const waypoint of request.intermediates ?? []) checkKeys('Waypoint', waypoint);
  checkLocale('ComputeRoutesRequest', request.language, request.region, 'cctld');
  if (request.travelMode !== undefined && !TRAVEL_MODES.has(request.travelMode)) throw new FakeInvalidValueError(`ComputeRoutesRequest.travelMode: ${String(request.travelMode)}`);
  if (request.polylineQuality !== undefined && !POLYLINE_QUALITIES.has(request.polylineQuality)) throw new FakeInvalidValueError(`ComputeRoutesRequest.polylineQuality: ${String(request.polylineQuality)}`);
  if (request.units !== undefined && request.units !== 0 && request.units !== 1) throw new FakeInvalidValueError(`ComputeRoutesRequest.units: not a google.maps.UnitSystem: ${String(request.units)}`);
  if (request.extraComputations?.some((value) => !ROUTE_EXTRA_COMPUTATIONS.has(value))) throw new FakeInvalidValueError('ComputeRoutesRequest.extraComputations: unknown value');
  for (const location of [request.origin, request.destination, ...(request.intermediates ?? []).map((w) => w.location)]) checkWaypoint(location, knownPlaces);
  if (!request.fields?.length) throw new FakeInvalidValueError('ComputeRoutesRequest.fields is required');
  const unknown = request.fields.filter((field) => !KNOWN_ROUTE_FIELDS.has(field));
  if (unknown.length) throw new FakeMapsRequestError('INVALID_ARGUMENT', 'ROUTES_COMPUTE_ROUTES');
  if ((request.intermediates?.length ?? 0) > 25) throw new FakeMapsRequestError('INVALID_ARGUMENT', 'ROUTES_COMPUTE_ROUTES');
}

function validateMatrix(request: GComputeRouteMatrixRequest): void {
  checkKeys('ComputeRouteMatrixRequest', request);
  checkLocale('ComputeRouteMatrixRequest', request.language, request.region, 'cctld');
  if (request.routingPreference !== undefined && !ROUTING_PREFERENCES.has(request.routingPreference)) throw new FakeInvalidValueError(`ComputeRouteMatrixRequest.routingPreference: ${String(request.routingPreference)}`);
  if (!request.fields?.length) throw new FakeInvalidValueError('ComputeRouteMatrixRequest.fields is required');
  if (request.fields.some((field) => !KNOWN_MATRIX_FIELDS.has(field))) throw new FakeMapsRequestError('INVALID_ARGUMENT', 'ROUTES_COMPUTE_ROUTE_MATRIX');
  const elements = request.origins.length * request.destinations.length;
  const limit = (request.routingPreference as string | undefined) === 'TRAFFIC_AWARE_OPTIMAL' ? 100 : 625;
  if (elements === 0 || elements > limit) throw new FakeMapsRequestError('INVALID_ARGUMENT', 'ROUTES_COMPUTE_ROUTE_MATRIX');
  if (request.travelMode !== undefined && request.travelMode !== 'DRIVING') throw new FakeMapsRequestError('INVALID_ARGUMENT', 'ROUTES_COMPUTE_ROUTE_MATRIX');
}

/** A matrix element with only the requested fields, as Google returns it. */
function matrixItemForRequest(item: FakeMatrixItem, request: GComputeRouteMatrixRequest): GRouteMatrixItem {
  const fields = new Set(request.fields);
  const wants = (field: string) => fields.has('*') || fields.has(field);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(item)) if (wants(key)) out[key] = value;
  return out;
}

/** Straight line × 1.3 at 60 km/h: a plausible road answer for tests that do not script one. */
function straightLineMatrix(request: GComputeRouteMatrixRequest): FakeMatrixItem[][] {
  const metres = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => {
    const rad = Math.PI / 180;
    const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
    return 2 * 6_371_008.8 * Math.asin(Math.sqrt(h)) * 1.3;
  };
  return request.origins.map((origin) =>
    request.destinations.map((destination) => {
      const distance = Math.round(metres(origin, destination));
      return { condition: 'ROUTE_EXISTS', distanceMeters: distance, durationMillis: Math.round((distance / (60_000 / 3600)) * 1000) };
    }),
  );
}

/** The route as Google returns it for this request: only the requested fields, paths and HTML on request. */
function routeForRequest(route: FakeRoute, request: GComputeRoutesRequest): GRoute {
  const fields = new Set(request.fields);
  const all = fields.has('*');
  const wants = (field: string) => all || fields.has(field);
  const html = [...(request.extraComputations ?? [])].includes('HTML_FORMATTED_NAVIGATION_INSTRUCTIONS');
  const paths = wants('path');
  const step = (s: FakeRouteStep): GRouteLegStep => ({
    instructions: html && s.html !== undefined ? s.html : s.instructions,
    maneuver: s.maneuver,
    distanceMeters: s.distanceMeters,
    staticDurationMillis: s.staticDurationMillis,
    localizedValues: s.localizedValues,
    path: paths ? s.path : [],
  });
  const leg = (l: FakeRouteLeg): GRouteLeg => ({ ...l, path: paths ? l.path : [], steps: l.steps.map(step) });
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(route)) {
    if (value === undefined || !wants(key)) continue;
    out[key] = key === 'legs' ? (value as FakeRouteLeg[]).map(leg) : value;
  }
  return out;
}

export class FakeGoogleMaps {
  readonly calls: FakeGoogleCall[] = [];
  readonly importedLibraries: string[] = [];
  readonly maps: FakeMap[] = [];
  readonly markers: FakeAdvancedMarker[] = [];
  readonly polylines: FakePolyline[] = [];
  /** Place data by id, for `Place.fetchFields`: the places this fake Google knows. */
  readonly places = new Map<string, FakePlaceData>();
  /** Map ids Google does not know for this key. */
  readonly invalidMapIds = new Set<string>();
  /**
   * When true, the script does not load: js-api-loader rejects the pending `importLibrary` calls and,
   * having forgotten the failed bootstrap, appends a new script on the next call.
   */
  loadFails = false;
  /** When set, `importLibrary` waits for it (a slow script). */
  loadGate: Promise<void> | null = null;
  /** Script tags js-api-loader would have appended (one per bootstrap attempt). */
  scriptLoads = 0;
  /** The script's error: js-api-loader's "could not load" unless a test sets another (a Trusted Types TypeError). */
  loadError: () => Error = () => new Error(LOADER_FAILURE_MESSAGE);
  /** Set: Google Maps was on the page before us, at this version (the loader's `hostLoaded`). */
  hostLoadedVersion: string | null | undefined = undefined;
  /** New maps report no capabilities until a test calls `reportCapabilities` (Google's timing varies). */
  deferCapabilities = false;
  /** What Google would have logged to the console (deprecations), besides each map's own. */
  readonly consoleMessages: string[] = [];
  #bootstrap: Promise<void> | null = null;
  readonly #billed = new Map<string, number>();
  /** Autocomplete requests per live session token; a token leaves when its session concludes. */
  readonly #sessions = new Map<string, number>();
  readonly #spentTokens = new Set<string>();

  /** Counts one billed call (or `count` elements) of `sku`. */
  bill(sku: string, count = 1): void {
    this.#billed.set(sku, (this.#billed.get(sku) ?? 0) + count);
  }

  /**
   * Billed calls per SKU so far. Session pricing: a session that a details call concludes is one
   * "Autocomplete Session Usage" with its requests free; requests without a token, with a spent token,
   * or in a session never concluded are each an "Autocomplete Requests".
   */
  billing(): Record<string, number> {
    const out = Object.fromEntries(this.#billed);
    const abandoned = [...this.#sessions.values()].reduce((sum, requests) => sum + requests, 0);
    if (abandoned) out['Autocomplete Requests'] = (out['Autocomplete Requests'] ?? 0) + abandoned;
    return out;
  }

  /** An autocomplete request, billed by its token's state. */
  billAutocomplete(token: string | null): void {
    if (!token || this.#spentTokens.has(token)) this.bill('Autocomplete Requests');
    else this.#sessions.set(token, (this.#sessions.get(token) ?? 0) + 1);
  }

  /** A details call carrying `token`: it concludes the session (a spent token is billed as no session). */
  billDetails(fields: readonly string[], token: string | null): void {
    this.bill(placeDetailsSku(fields));
    if (token && this.#sessions.has(token)) {
      this.#sessions.delete(token);
      this.#spentTokens.add(token);
      this.bill('Autocomplete Session Usage');
    }
  }

  suggestionsHandler: Handler<GAutocompleteRequest, GPlacePrediction[]> = async () => [];
  detailsHandler: Handler<string, FakePlaceData> = async (id) => {
    const data = this.places.get(id);
    if (!data) throw new FakeMapsRequestError(isWellFormedPlaceId(id) ? 'NOT_FOUND' : 'INVALID_ARGUMENT', 'PLACES_GET_PLACE');
    return data;
  };
  geocodeHandler: Handler<GGeocoderRequest, GGeocoderResult[]> = async () => {
    throw new FakeMapsRequestError('ZERO_RESULTS', 'GEOCODER_GEOCODE');
  };
  routeHandler: Handler<GComputeRoutesRequest, FakeRoute[]> = async () => [];
  matrixHandler: Handler<GComputeRouteMatrixRequest, FakeMatrixItem[][]> = async (request) => straightLineMatrix(request);

  /** Builds a prediction whose `toPlace()` carries the session token of the request. */
  prediction(data: { placeId: string; text: string; mainText?: string; secondaryText?: string; matches?: [number, number][]; types?: string[] }, token: string | null): GPlacePrediction {
    return {
      placeId: data.placeId,
      text: { text: data.text, matches: (data.matches ?? []).map(([startOffset, endOffset]) => ({ startOffset, endOffset })) },
      mainText: data.mainText === undefined ? null : { text: data.mainText, matches: [] },
      secondaryText: data.secondaryText === undefined ? null : { text: data.secondaryText, matches: [] },
      types: data.types ?? [],
      toPlace: () => this.placeFor(data.placeId, token, { requestedLanguage: null, requestedRegion: null }),
    };
  }

  /** A `Place` whose first `fetchFields` carries `token` (as Google's `toPlace()` does). */
  placeFor(id: string, token: string | null, requested: { requestedLanguage: string | null; requestedRegion: string | null }): GPlace {
    let used = false;
    const place: GPlace = {
      id,
      fetchFields: async (request) => {
        checkKeys('FetchFieldsRequest', request);
        const { fields } = request;
        // Google checks the names before any request: a client-side error, not a service answer.
        const unknown = fields.filter((field) => !KNOWN_PLACE_FIELDS.has(field));
        if (!fields.length || unknown.length) throw new FakeInvalidValueError(`Unknown fields requested: ${unknown.join(', ')}`);
        // Only the first fetchFields of a predicted place carries the session token (Google docs).
        const carried = used ? null : token;
        this.calls.push({ method: 'fetchFields', placeId: id, fields, token: carried, ...requested });
        used = true;
        const data = await this.detailsHandler(id);
        // Billed once answered (a refused request is not billed).
        this.billDetails(fields, carried);
        const wanted = new Set(fields);
        const fetched: Record<string, unknown> = { id: data.id, fetchFields: (options: { fields: string[] }) => place.fetchFields(options) };
        // Fields not asked for stay undefined, as on a real Place.
        if (wanted.has('displayName')) fetched['displayName'] = data.displayName ?? null;
        if (wanted.has('formattedAddress')) fetched['formattedAddress'] = data.formattedAddress ?? null;
        if (wanted.has('location')) fetched['location'] = data.location ? new FakeLatLng(data.location.lat, data.location.lng) : null;
        if (wanted.has('viewport')) fetched['viewport'] = data.viewport ? new FakeLatLngBounds(data.viewport) : null;
        if (wanted.has('addressComponents') && data.addressComponents) fetched['addressComponents'] = data.addressComponents;
        return { place: fetched as unknown as GPlace };
      },
    };
    return place;
  }

  /** The library objects `importLibrary` hands out. */
  readonly libraries: GoogleLibraries = buildLibraries(this);

  /** The seam the adapter is given instead of js-api-loader. */
  readonly loader: MapsLoader = {
    importLibrary: async (name) => {
      this.importedLibraries.push(name);
      // js-api-loader 2.1.3: one bootstrap (script tag) shared by the calls while it is pending; its
      // `onerror` resets the promise, so the next call after a failure bootstraps again.
      if (!this.#bootstrap) {
        this.scriptLoads += 1;
        const attempt = (async () => {
          if (this.loadGate) await this.loadGate;
          if (this.loadFails) throw this.loadError();
        })();
        this.#bootstrap = attempt;
        attempt.catch(() => {
          if (this.#bootstrap === attempt) this.#bootstrap = null;
        });
      }
      await this.#bootstrap;
      return this.libraries[name];
    },
  };

  /** The loader with `hostLoaded`, as js-api-loader's wrapper reports Google Maps already on the page. */
  get hostPageLoader(): MapsLoader {
    return { importLibrary: (name) => this.loader.importLibrary(name), hostLoaded: () => ({ version: this.hostLoadedVersion ?? null }) };
  }

  /**
   * Answers as Google answered once with a real key (docs/google-maps.md, "Recording Google's answers"): suggestions
   * per input, places by id (`place.toJSON()`), the routes of `computeRoutes` (`route.toJSON()`), and the
   * errors Google threw per operation, re-thrown with their recorded class name, code and endpoint.
   */
  replay(recording: GoogleRecording): void {
    for (const place of Object.values(recording.places ?? {})) this.places.set(place.id, placeFromRecording(place));
    const errorFor = (operation: RecordedOperation): Error | null => {
      const recorded = recording.errors?.[operation];
      if (!recorded) return null;
      const ErrorClass = recorded.name === 'MapsServerError' ? FakeMapsServerError : recorded.name === 'MapsRequestError' ? FakeMapsRequestError : FakeMapsNetworkError;
      const error = new ErrorClass(recorded.code, recorded.endpoint);
      error.message = recorded.message;
      return error;
    };
    this.suggestionsHandler = async (request) => {
      const error = errorFor('suggest');
      if (error) throw error;
      return (recording.suggestions?.[request.input] ?? []).map((s) => ({ ...s, text: s.text, toPlace: () => this.placeFor(s.placeId, null, { requestedLanguage: null, requestedRegion: null }) }));
    };
    const details = this.detailsHandler;
    this.detailsHandler = async (id) => {
      const error = errorFor('details');
      if (error) throw error;
      return details(id);
    };
    this.routeHandler = async () => {
      const error = errorFor('route');
      if (error) throw error;
      return recording.routes ?? [];
    };
  }

  /** The marker whose child carries `data-<key>="<value>"` (our station or cluster content). */
  markerWith(key: 'stationId' | 'clusterId', value: string): FakeAdvancedMarker | undefined {
    return this.markers.find((marker) => (marker.firstElementChild as HTMLElement | null)?.dataset[key] === value);
  }
}

export type RecordedOperation = 'suggest' | 'details' | 'route';

/**
 * What the recording snippet of docs/google-maps.md saves (one JSON file per recording): Google's own JSON of its answers
 * and the errors it threw, with the Maps JS version that gave them.
 */
export interface GoogleRecording {
  recordedWith: string;
  suggestions?: Record<string, { placeId: string; text: { text: string; matches: { startOffset: number; endOffset: number }[] }; mainText: { text: string; matches: { startOffset: number; endOffset: number }[] } | null; secondaryText: { text: string; matches: { startOffset: number; endOffset: number }[] } | null; types: string[] }[]>;
  /** `place.toJSON()`: `location` as `{lat, lng}`, `viewport` as `{south, west, north, east}`. */
  places?: Record<string, { id: string; displayName?: string | null; formattedAddress?: string | null; location?: { lat: number; lng: number } | null; viewport?: BoundsLiteral | null; addressComponents?: { longText: string; shortText: string; types: string[] }[] }>;
  /** `route.toJSON()` of each route `computeRoutes` returned (with HTML instructions, as we ask for them). */
  routes?: FakeRoute[];
  errors?: Partial<Record<RecordedOperation, { name: string; code: string; endpoint: string; message: string }>>;
}

function placeFromRecording(place: NonNullable<GoogleRecording['places']>[string]): FakePlaceData {
  return {
    id: place.id,
    displayName: place.displayName ?? null,
    formattedAddress: place.formattedAddress ?? null,
    location: place.location ?? null,
    viewport: place.viewport ?? null,
    ...(place.addressComponents ? { addressComponents: place.addressComponents } : {}),
  };
}

/** The fake library objects; `fake` receives calls and answers. */
function buildLibraries(fake: FakeGoogleMaps): GoogleLibraries {
  class Place {
    constructor(options: { id: string; requestedLanguage?: string | null; requestedRegion?: string | null }) {
      checkKeys('PlaceOptions', options);
      checkLocale('PlaceOptions', options.requestedLanguage, options.requestedRegion, 'cctld');
      return fake.placeFor(options.id, null, { requestedLanguage: options.requestedLanguage ?? null, requestedRegion: options.requestedRegion ?? null });
    }
  }
  class Geocoder {
    async geocode(request: GGeocoderRequest) {
      checkKeys('GeocoderRequest', request);
      checkLocale('GeocoderRequest', request.language, request.region, 'cldr');
      fake.calls.push({ method: 'geocode', request });
      fake.bill('Geocoding');
      return { results: await fake.geocodeHandler(request) };
    }
  }
  class FakeMapClass extends FakeMap {
    constructor(element: HTMLElement, options: GMapOptions) {
      super(element, options, fake.invalidMapIds, fake.deferCapabilities);
      fake.maps.push(this);
      fake.bill('Dynamic Maps');
    }
  }
  class FakeMarkerClass extends FakeAdvancedMarker {
    constructor(options?: GAdvancedMarkerOptions) {
      super(options);
      fake.markers.push(this);
    }
    override log(message: string): void {
      fake.consoleMessages.push(message);
      super.log(message);
    }
  }
  class FakePolylineClass extends FakePolyline {
    constructor(options: { path: LatLngLiteral[] }) {
      super(options);
      fake.polylines.push(this);
    }
  }
  // Each FakeGoogleMaps records its own markers: a per-instance subclass needs its own tag name.
  const tag = `fake-gmp-advanced-marker-${++markerClassCounter}`;
  customElements.define(tag, FakeMarkerClass);
  return {
    places: {
      AutocompleteSuggestion: {
        async fetchAutocompleteSuggestions(request: GAutocompleteRequest) {
          const token = request.sessionToken instanceof FakeSessionToken ? request.sessionToken.id : null;
          fake.calls.push({ method: 'fetchAutocompleteSuggestions', request, token });
          validateAutocomplete(request);
          fake.billAutocomplete(token);
          const predictions = await fake.suggestionsHandler(request);
          // Re-bind toPlace to this request's token, as Google does.
          return {
            suggestions: predictions.map((p) => ({
              placePrediction: { ...p, toPlace: () => fake.placeFor(p.placeId, token, { requestedLanguage: null, requestedRegion: null }) },
            })),
          };
        },
      },
      AutocompleteSessionToken: FakeSessionToken,
      Place: Place as unknown as GoogleLibraries['places']['Place'], // the constructor returns a plain object
    },
    geocoding: { Geocoder },
    routes: {
      Route: {
        async computeRoutes(request: GComputeRoutesRequest) {
          fake.calls.push({ method: 'computeRoutes', request });
          validateRoute(request, fake.places);
          const pro = (request.intermediates?.length ?? 0) > 10 || (request as { routingPreference?: string }).routingPreference?.startsWith('TRAFFIC_AWARE');
          fake.bill(pro ? 'Compute Routes Pro' : 'Compute Routes Essentials');
          const routes = await fake.routeHandler(request);
          return { routes: routes.map((route) => routeForRequest(route, request)) };
        },
      },
      RouteMatrix: {
        async computeRouteMatrix(request: GComputeRouteMatrixRequest) {
          fake.calls.push({ method: 'computeRouteMatrix', request });
          validateMatrix(request);
          fake.bill('Compute Route Matrix Essentials (elements)', request.origins.length * request.destinations.length);
          const rows = await fake.matrixHandler(request);
          return { matrix: { rows: rows.map((items) => ({ items: items.map((item) => matrixItemForRequest(item, request)) })) } };
        },
      },
    },
    maps: { Map: FakeMapClass, Polyline: FakePolylineClass },
    marker: { AdvancedMarkerElement: FakeMarkerClass },
  };
}
let markerClassCounter = 0;

/**
 * `google.maps.OverlayView` as markerclusterer extends it: it copies the prototype's enumerable
 * properties (so these are assigned, not class methods) and expects `onAdd` once the map is ready.
 */
function FakeOverlayView(this: unknown): void {}
Object.assign(FakeOverlayView.prototype, {
  setMap(this: { map?: FakeMap | null; onAdd?: () => void; onRemove?: () => void }, map: FakeMap | null) {
    const previous = this.map;
    this.map = map;
    if (previous && !map) this.onRemove?.();
    if (map) {
      const add = () => this.map === map && this.onAdd?.();
      if (map.initialised) add();
      else map.addListener('idle', () => add());
    }
  },
  getMap(this: { map?: FakeMap | null }) {
    return this.map ?? null;
  },
  getProjection(this: { map?: FakeMap | null }) {
    return this.map?.getProjection();
  },
});

/** `google.maps.event` as markerclusterer uses it. */
const fakeEventNamespace = {
  trigger: () => {},
  removeListener: (listener: GMapsEventListener | null) => listener?.remove(),
};

/**
 * Puts the `google.maps` members markerclusterer reads on `window` (it reads globals, not our
 * loader). Returns the function that removes them again.
 */
export function installGoogleGlobal(): () => void {
  const target = window as unknown as { google?: unknown };
  const previous = target.google;
  target.google = {
    maps: {
      Map: FakeMap,
      OverlayView: FakeOverlayView,
      LatLng: FakeLatLng,
      LatLngBounds: FakeLatLngBounds,
      event: fakeEventNamespace,
      marker: { AdvancedMarkerElement: FakeAdvancedMarker },
      Marker: { MAX_ZINDEX: 1_000_000 },
    },
  };
  return () => {
    target.google = previous;
  };
}
