/**
 * Every request the adapter sends to Google, built by small pure functions, so that one type-level
 * test (test/map/google/request-literals.typecheck.ts) can hold each of them against
 * `@types/google.maps` with excess-property checks: a field Google renames or removes fails `tsc`.
 * No `google.maps` types here (the adapter is written against the structural slice in google-api.ts,
 * which a fake namespace can satisfy); the test does the comparison.
 */
import { ROUTE_LINE } from '../marker-style';
import type { MapsLocale } from '../locale';
import type { Bounds, LatLng, MatrixRequest, RouteRequest, RouteWaypoint } from '../types';
import type {
  GAdvancedMarkerOptions,
  GAutocompleteRequest,
  GComputeRouteMatrixRequest,
  GComputeRoutesRequest,
  GGeocoderRequest,
  GMapOptions,
  GPolylineOptions,
  GWaypointLocation,
} from './google-api';

/**
 * The `Place` fields we read (`rawDetailsFromGooglePlace`), and no more: Google bills a details call at
 * the highest SKU among the requested fields. `displayName` is a Place Details Pro field, so a pick is
 * billed as Pro; the other five are Essentials. (The spec's list also named photos, icon, plus code,
 * types, url and vicinity, which nothing shows.)
 */
export const PLACE_DETAIL_FIELDS = ['id', 'displayName', 'formattedAddress', 'location', 'viewport', 'addressComponents'] as const;

/**
 * `Route` fields we read (the field mask is mandatory). `path` is needed twice: for the route's own
 * line and for every leg's and step's `path`, which Google fills only when `path` is requested.
 */
export const ROUTE_FIELDS = ['legs', 'path', 'distanceMeters', 'durationMillis', 'localizedValues', 'warnings'] as const;

/** What a detour needs of each route-matrix element: whether there is a route, its time and length. */
export const MATRIX_FIELDS = ['condition', 'durationMillis', 'distanceMeters'] as const;

/** `google.maps.UnitSystem` values (the enum object is not available before load). */
export const UNIT_SYSTEM = { metric: 0, imperial: 1 } as const;

export interface AutocompleteInput {
  input: string;
  sessionToken: object;
  bias?: Bounds | undefined;
  types?: readonly string[] | undefined;
}

/** Autocomplete (New) takes a CLDR region (`GB`), unlike details and Routes. */
export function autocompleteRequest({ input, sessionToken, bias, types }: AutocompleteInput, locale: MapsLocale): GAutocompleteRequest {
  return {
    input,
    sessionToken,
    language: locale.language,
    region: locale.region,
    ...(bias ? { locationBias: { north: bias.north, south: bias.south, east: bias.east, west: bias.west } } : {}),
    ...(types?.length ? { includedPrimaryTypes: [...types] } : {}),
  };
}

/** A place looked up by id (no prediction to carry the session): language and ccTLD region per request. */
export function placeOptions(id: string, locale: MapsLocale): { id: string; requestedLanguage: string; requestedRegion: string } {
  return { id, requestedLanguage: locale.language, requestedRegion: locale.regionTld };
}

export function fetchFieldsRequest(): { fields: string[] } {
  return { fields: [...PLACE_DETAIL_FIELDS] };
}

/** The Geocoder takes a CLDR region. */
export function geocoderRequest(location: LatLng, locale: MapsLocale): GGeocoderRequest {
  return { location: { lat: location.lat, lng: location.lng }, language: locale.language, region: locale.region };
}

function waypointLocation(waypoint: RouteWaypoint): GWaypointLocation {
  // A place id goes in as its resource name (`places/{id}`), which the Routes API accepts.
  return 'location' in waypoint ? { lat: waypoint.location.lat, lng: waypoint.location.lng } : `places/${waypoint.placeId}`;
}

/** Routes takes a ccTLD region (`uk`). The caller has checked there are an origin and a destination. */
export function computeRoutesRequest(request: RouteRequest, locale: MapsLocale): GComputeRoutesRequest {
  const [origin, ...rest] = request.waypoints;
  const destination = rest.pop();
  if (!origin || !destination) throw new RangeError('A route needs an origin and a destination');
  return {
    origin: waypointLocation(origin),
    destination: waypointLocation(destination),
    intermediates: rest.map((w) => ({ location: waypointLocation(w) })),
    travelMode: 'DRIVING',
    routeModifiers: { avoidTolls: request.avoidTolls, avoidHighways: request.avoidHighways, avoidFerries: request.avoidFerries },
    units: UNIT_SYSTEM[request.unitSystem],
    language: locale.language,
    region: locale.regionTld,
    // The drawn line must follow the roads at street zoom; along_corridor gets a simplified copy
    // (`RouteResult.corridorEncodedPath`).
    polylineQuality: 'HIGH_QUALITY',
    // The spec's itinerary shows HTML instructions; Routes sends plain text unless asked.
    extraComputations: ['HTML_FORMATTED_NAVIGATION_INSTRUCTIONS'],
    fields: [...ROUTE_FIELDS],
  };
}

/** Traffic-unaware driving (the cheapest tier, up to 625 elements); ccTLD region. */
export function computeRouteMatrixRequest(request: MatrixRequest, locale: MapsLocale): GComputeRouteMatrixRequest {
  return {
    origins: request.origins.map(({ lat, lng }) => ({ lat, lng })),
    destinations: request.destinations.map(({ lat, lng }) => ({ lat, lng })),
    travelMode: 'DRIVING',
    routingPreference: 'TRAFFIC_UNAWARE',
    language: locale.language,
    region: locale.regionTld,
    fields: [...MATRIX_FIELDS],
  };
}

/**
 * Hides points of interest and transit labels (spec section 2) on a map without a map id. Google
 * ignores JSON styles (and warns) when a map id is set: then the map id's cloud map style must hide
 * them (README, "Going live with Google Maps").
 */
export const HIDDEN_FEATURE_STYLES: NonNullable<GMapOptions['styles']> = [
  { featureType: 'poi', elementType: 'labels', stylers: [{ visibility: 'off' }] },
  { featureType: 'transit', elementType: 'labels', stylers: [{ visibility: 'off' }] },
];

export function mapOptions(view: { center: LatLng; zoom: number; controlsVisible: boolean; mapId?: string | undefined }): GMapOptions {
  return {
    center: { lat: view.center.lat, lng: view.center.lng },
    zoom: view.zoom,
    disableDefaultUI: true,
    zoomControl: view.controlsVisible,
    mapTypeControl: view.controlsVisible,
    streetViewControl: false,
    fullscreenControl: false,
    clickableIcons: false,
    // With a map id the cloud style rules and Google ignores (and warns about) JSON styles.
    ...(view.mapId ? { mapId: view.mapId } : { styles: HIDDEN_FEATURE_STYLES }),
  };
}

/** Google anchors a marker at its bottom centre; bubbles and the location dot sit centred on their point. */
export const CENTRED_ANCHOR = { anchorLeft: '-50%', anchorTop: '-50%' } as const;

/**
 * No `title`: the browser would show it as a native tooltip on top of ours; the content's aria-label
 * names the marker. Clickable markers are keyboard stops (Google's `gmpClickable`).
 */
export function markerOptions(position: LatLng, zIndex: number, shape: { clickable: boolean; centred: boolean }): GAdvancedMarkerOptions {
  return {
    position: { lat: position.lat, lng: position.lng },
    zIndex,
    ...(shape.clickable ? { gmpClickable: true } : {}),
    ...(shape.centred ? CENTRED_ANCHOR : {}),
  };
}

export function routePolylineOptions(path: readonly LatLng[]): GPolylineOptions {
  return {
    path: path.map(({ lat, lng }) => ({ lat, lng })),
    strokeColor: ROUTE_LINE.colour,
    strokeOpacity: ROUTE_LINE.opacity,
    strokeWeight: ROUTE_LINE.width,
    zIndex: 10,
    clickable: false,
  };
}

/**
 * Whether `id` can be a Google place id (URL-safe base64 text, `ChIJ…` and longer forms). Others, such
 * as the gazetteer's `locality:aberdeen` in an old recent search or a `#/place/` link, are answered
 * by Google with INVALID_ARGUMENT: for a route, the adapter then answers "no route".
 */
export function isGooglePlaceId(id: string): boolean {
  return /^[A-Za-z0-9_-]{16,}$/.test(id);
}
