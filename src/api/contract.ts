// Over 400 lines on purpose: the one description of the API's wire types, read top to bottom as its reference (the server and its schemas take their types from here; no runtime code).
/**
 * Wire contract between `<station-locator>` and the reference locations API (`server/`).
 *
 * Type-only: no runtime code, no value imports. The element codes its API client against these
 * types and the server imports them with `import type`. Every call is under `/api/v2` (or the
 * configured `baseUrl`) and accepts `locale` and `format=json` (spec section 7).
 *
 * Units: distances are metres, coordinates are WGS84 degrees, prices are pence per litre.
 * Pairs are `[lat, lng]` (the spec's `ne` / `sw` / `centroid` order), never `[lng, lat]`.
 *
 * Keep this file stable: add optional fields rather than changing existing ones.
 */

/** `[lat, lng]` in degrees. */
export type LatLngPair = [number, number];

export interface LatLngLiteral {
  lat: number;
  lng: number;
}

/** A box as the spec writes it: `ne` and `sw` corners, each `[lat, lng]`. */
export interface WireBounds {
  ne: LatLngPair;
  sw: LatLngPair;
}

/** Resources the reference API serves (spec section 7; `charging`: EV charging sites). */
export type ResourceName = 'locations' | 'non_matching_locations' | 'charging';

/**
 * The calls ("views") of a location resource (spec section 7): what a locator config lists per resource
 * (`views`) and what the server serves per resource.
 */
export type ResourceView = 'show' | 'within_bounds' | 'within_region' | 'nearest_to' | 'along_corridor' | 'complete';

/**
 * Open status computed per request from the opening hours, in the station's time zone.
 * - `open`: open now, closes at `next_open_status_change`.
 * - `twenty_four_hour`: open around the clock (no change within the next week).
 * - `closed`: closed now, opens at `next_open_status_change` (null if not within a week).
 * - `temporarily_closed`: the operator reports the site closed until further notice.
 * - `unknown`: no usable opening hours.
 */
export type OpenStatus = 'open' | 'twenty_four_hour' | 'closed' | 'temporarily_closed' | 'unknown';

/** Fuel grades present in the data (filter group `fuel`). */
export type FuelType = 'E10' | 'E5' | 'B7_STANDARD' | 'B7_PREMIUM' | 'B10' | 'HVO';

/** Filter groups the reference API understands. */
/**
 * `connector` (resource `charging`): OCPI connector standards (`IEC_62196_T2_COMBO`, `CHADEMO`, ...);
 * `power`: minimum kW as a number (`50`). Together they ask for a connector of that standard with at least that power.
 */
export type FilterGroupName = 'fuel' | 'amenity' | 'brand' | 'connector' | 'power';

/**
 * Active filters as sent: query `with_any[group][]=name` / `with_all[group][]=name`, or in a
 * JSON body `with_any: {group: [name]}`. Within `with_any` a station matches a group if it has
 * any of the names; within `with_all` it must have all of them. Groups are ANDed.
 */
export type FilterSelection = Partial<Record<FilterGroupName, string[]>>;

export interface FilterParams {
  with_any?: FilterSelection;
  with_all?: FilterSelection;
}

/** One opening interval of a day, local time. `close` may be `24:00`; `close < open` runs past midnight. */
export interface OpeningInterval {
  open: string; // 'HH:MM'
  close: string; // 'HH:MM'
}

/** Intervals of one day; an empty list means closed all day. */
export type DayHours = OpeningInterval[];

/** Exactly 7 entries, Monday first, Sunday last. */
export type WeeklyHours = [DayHours, DayHours, DayHours, DayHours, DayHours, DayHours, DayHours];

/**
 * `channel_of_trade` values the reference data yields: `UNCO` for unbranded sites (the spec's own
 * icon), `MOTORWAY` for motorway service areas, `SUPERMARKET` for supermarket forecourts, `RETAIL`
 * otherwise. Another backend may send other strings.
 */
export type ChannelOfTrade = 'UNCO' | 'MOTORWAY' | 'SUPERMARKET' | 'RETAIL' | (string & {});

/** A station as every location call returns it (spec section 3, Location, plus filter and price fields). */
export interface WireLocation {
  id: string;
  name: string;
  formatted_address: string;
  telephone: string | null;
  city: string | null;
  website: string | null;
  lat: number;
  lng: number;
  /** Lower-case brand key: `bp`, `esso`, `sainsbury_s`, ...; `other` for small brands and unbranded sites. */
  site_brand: string;
  channel_of_trade: ChannelOfTrade;
  open_status: OpenStatus;
  /** Next open/close change within a week, ISO 8601 with the station's UTC offset (`2026-11-22T22:00:00+00:00`), or null. */
  next_open_status_change: string | null;
  /** Straight-line metres from the query point (nearest_to, show with origin). */
  distance?: number;
  /** Driving metres, when a backend knows them (the reference API never sends it). */
  driving_distance?: number;
  /** along_corridor: metres from the route line. */
  distance_from_route?: number;
  /** along_corridor: metres along the route from its start to the closest point. */
  distance_along_route?: number;
  /** along_corridor order "route": extra time and distance of leaving the route for this station and returning. */
  detour?: WireDetour;
  /** along_corridor order "route" with `arrival`: the station at the estimated time of arrival. */
  arrival?: WireArrival;
  /** The id used in the host page's watchlist. */
  watchlist_id: string;
  bounds?: WireBounds;

  // ---- extra fields (filters, details) ----
  postcode: string | null;
  /** IANA zone the hours and `next_open_status_change` are in, e.g. `Europe/London`. */
  timezone: string;
  /** Filter group `fuel`. */
  fuel_types: FuelType[];
  /** Filter group `amenity`: `adblue_packaged`, `adblue_pumps`, `car_wash`, `customer_toilets`, `lpg_pumps`, `water_filling`, ... */
  amenities: string[];
  /** Display brand (`BP`, `Sainsbury's`); null when unbranded. Filter group `brand` uses `site_brand`. */
  brand: string | null;
  /** Pence per litre, only for grades with a reported price. */
  prices: Partial<Record<FuelType, number>>;
  /** ISO 8601 UTC time of the last price report, or null. */
  prices_updated_at: string | null;
  /** Raw opening hours (OSM `opening_hours` syntax, e.g. `Mo-Su 06:00-22:00`, `24/7`), or null. */
  opening_hours: string | null;
  /** Parsed regular week; null when the hours are missing or unparseable. */
  weekly_hours: WeeklyHours | null;
  /** Hours on bank holidays; null when not reported. */
  bank_holiday_hours: DayHours | null;
  is_motorway: boolean;
  is_supermarket: boolean;
  temporarily_closed: boolean;
  /** Resource `charging` only: the site's chargers, connectors and their status. */
  charging?: WireCharging;
}

/** OCPI 2.2.1 EVSE status. */
export type EvseStatus = 'AVAILABLE' | 'BLOCKED' | 'CHARGING' | 'INOPERATIVE' | 'OUTOFORDER' | 'PLANNED' | 'REMOVED' | 'RESERVED' | 'UNKNOWN';

/** One connector of an EVSE (OCPI Connector). */
export interface WireConnector {
  id: string;
  /** OCPI ConnectorType: `IEC_62196_T2`, `IEC_62196_T2_COMBO` (CCS), `CHADEMO`, `DOMESTIC_G`, ... */
  standard: string;
  format: 'SOCKET' | 'CABLE';
  power_type: 'AC_1_PHASE' | 'AC_2_PHASE' | 'AC_2_PHASE_SPLIT' | 'AC_3_PHASE' | 'DC';
  /** Maximum power in kW. */
  kw: number;
}

/** One EVSE (charges one car at a time) with its status and when that status was reported. */
export interface WireEvse {
  uid: string;
  evse_id: string | null;
  /** The charger it belongs to (EVSEs of one charger share it). */
  physical_reference: string | null;
  status: EvseStatus;
  /** ISO 8601 UTC; null when the source has no live status. */
  status_updated_at: string | null;
  connectors: WireConnector[];
}

/** A charging site's equipment, counts and availability. */
export interface WireCharging {
  /** Distinct chargers (physical references; an EVSE without one counts alone). */
  chargers: number;
  evse_count: number;
  /** Connectors per OCPI standard. */
  connectors: Record<string, number>;
  /** The fastest connector's kW. */
  max_kw: number;
  /** EVSEs AVAILABLE now. */
  available: number;
  /** EVSEs whose status is known (not UNKNOWN): "2 of 4 available" reads `available` of `evse_count`. */
  status_known: number;
  /** The latest status report (ISO 8601 UTC), or null when no EVSE has a live status. */
  status_updated_at: string | null;
  payment: string | null;
  evses: WireEvse[];
}

/**
 * The fields of a location a map needs (its pin, brand visual and tooltip): what within_bounds and
 * within_region send for each location with `fields=map`. A selected station's other fields then come
 * from `show`.
 */
export type WireMapField = 'id' | 'name' | 'formatted_address' | 'lat' | 'lng' | 'site_brand' | 'channel_of_trade' | 'open_status' | 'next_open_status_change';

/** A location of a `fields=map` answer (the map projection). */
export type WireMapLocation = Pick<WireLocation, WireMapField>;

/** The projections within_bounds and within_region offer (`fields`); without it every location is whole. */
export type LocationFields = 'map';

/**
 * How a `fields=map` answer lays its locations out (`layout`): `rows` (the default), a list of
 * `WireMapLocation`s (`MapLocationsResponse`); `columns`, one array per field (`MapColumnsResponse`), each
 * field's name written once instead of once per station: about 40 % fewer bytes in a busy view, which
 * the browser reads on the main thread.
 */
export type LocationsLayout = 'rows' | 'columns';

/** A server-side cluster (spec section 3). A click zooms to `bounds`. */
export interface WireCluster {
  id: string;
  size: number;
  bounds: WireBounds;
  centroid: LatLngPair;
  /** Zoom at which the cluster splits, when known. */
  expansion_zoom?: number;
}

/** within_bounds, within_region, nearest_to, along_corridor. */
export interface LocationsResponse {
  locations: WireLocation[];
  clusters: WireCluster[];
}

/** within_bounds and within_region with `fields=map`: the same locations (same order) and clusters, each location projected. */
export interface MapLocationsResponse {
  locations: WireMapLocation[];
  clusters: WireCluster[];
}

/** The map projection as columns: element `k` of every array is location `k`'s field (same order as `rows`). */
export type MapColumns = { [F in WireMapField]: WireMapLocation[F][] };

/** within_bounds and within_region with `fields=map&layout=columns`: the locations as columns, and the clusters. */
export interface MapColumnsResponse {
  columns: MapColumns;
  clusters: WireCluster[];
}

/** Response header with the total number of matches: nearest_to when paginated, along_corridor with `order: "route"`. */
export type TotalCountHeader = 'X-Total-Count';
/**
 * The reference API's meta header with the data attribution (OGL, ODbL: it must be shown), sent with every
 * location-list answer; a locator config names it in a resource's `metaHeaders` (`attribution`).
 */
export type DataAttributionHeader = 'X-Data-Attribution';
/**
 * Headers the API exposes to cross-origin callers (CORS `Access-Control-Expose-Headers`): a cross-origin
 * page cannot read a response header that is not listed. The reference API exposes its meta headers too.
 */
export type ExposedHeader = 'Link' | TotalCountHeader | 'Retry-After' | DataAttributionHeader;

/**
 * How a client calls one resource of this API: the views it may call, and how it asks and reads them.
 * The API client takes these (`createApiClient`); a locator config's `resources` entries extend them
 * (`ResourceConfig` in src/config/types.ts).
 */
export interface ResourceSettings {
  views: readonly ResourceView[];
  /**
   * The configured meta headers (spec section 7) read from this resource's within_bounds answers: meta
   * name → response header name, e.g. `{ "attribution": "X-Data-Attribution" }`. The `attribution` meta
   * is shown in the map's footer (data licences require it). Extra request headers go in `requestHeaders`.
   */
  metaHeaders?: Record<string, string>;
  /** Extra query parameters sent with every call to this resource. */
  params?: Record<string, string>;
  /** nearest_to uses page + per_page (with Link and total headers) instead of limit. */
  paginated?: boolean;
  /**
   * within_bounds and within_region ask for the map projection (`fields=map`: only what a pin and its
   * tooltip show, a fraction of the bytes) when the resource also lists `show`, which then gives a
   * selected station's details; without `show` the details come from these answers, which stay whole.
   */
  mapFields?: boolean;
  /**
   * With `mapFields`: the map projection comes as columns (`layout=columns`, one array per field: about
   * 40 % fewer bytes for the browser to read in a busy view). For an API that takes `layout`.
   */
  mapColumns?: boolean;
}

// ---- query shapes (as sent on the URL; numbers are written as decimal strings) ----

export interface CommonQuery {
  locale?: string;
  format?: 'json';
}

/** GET /{resource}/within_bounds?sw[]=lat&sw[]=lng&ne[]=lat&ne[]=lng&zoom=..&fields=map */
export interface WithinBoundsQuery extends CommonQuery, FilterParams {
  sw: LatLngPair;
  ne: LatLngPair;
  /** Map zoom 0..22; decides clustering. */
  zoom?: number;
  /** `map`: each location carries only `WireMapField`s (`MapLocationsResponse`). */
  fields?: LocationFields;
  /** With `fields=map`: `columns` answers `MapColumnsResponse`. */
  layout?: LocationsLayout;
}

/** GET /{resource}/within_region?region_id=GB */
export interface WithinRegionQuery extends CommonQuery, FilterParams {
  /** ISO 3166-1 alpha-2 country code. */
  region_id: string;
  zoom?: number;
  /** As within_bounds. */
  fields?: LocationFields;
  /** As within_bounds. */
  layout?: LocationsLayout;
}

/** GET /locations/nearest_to: `limit` (default 75, max 100) or `page` + `per_page` (max 100). */
export interface NearestToQuery extends CommonQuery, FilterParams {
  lat: number;
  lng: number;
  limit?: number;
  page?: number;
  per_page?: number;
}

/** GET /locations/complete?query=..&limit=5&bounds[sw][]=..&bounds[ne][]=.. */
export interface CompleteQuery extends CommonQuery, FilterParams {
  query: string;
  limit?: number;
  bounds?: WireBounds;
}

/** GET /locations/{id}?origin[lat]=..&origin[lng]=.. (origin adds `distance`). 404 when unknown. */
export interface ShowQuery extends CommonQuery {
  origin?: LatLngLiteral;
}

/** A location completion: `id` is a location id of the resource (selection intent `location`). */
export interface WireCompletion {
  id: string;
  /** Display text: `NAME, TOWN POSTCODE`. */
  value: string;
  /** Ranges of `value` that matched the query. */
  matched_substrings?: { offset: number; length: number }[];
}

/**
 * POST /{resource}/along_corridor, JSON body (max 64 KiB). Without `order` the answer is for the map
 * (`LocationsResponse`: above 100 stations, clusters for the viewport); with `order: "route"` it is the
 * complete list (`AlongCorridorListResponse`).
 */
export interface AlongCorridorRequest extends FilterParams {
  /** Optional viewport; with `zoom` it decides clustering (ignored with `order: "route"`). */
  bounds?: { sw: LatLngPair; ne: LatLngPair };
  /** Encoded polyline (precision 5) of the route path; at most 20,000 vertices. */
  line: string;
  /** Kilometres, 1 to 25. */
  corridor_radius: number;
  zoom?: number;
  /**
   * `"route"`: every station within the radius that passes the filters, never clustered, ordered by
   * `distance_along_route`, then `distance_from_route`, then `id`; capped by `limit`, with the count
   * before the cap in `total` and the `X-Total-Count` header.
   */
  order?: 'route';
  /** Only with `order: "route"`: at most this many locations, 1 to 500 (default 500). */
  limit?: number;
  /** Only with `order: "route"`: every location then carries `arrival` (see `CorridorArrivalRequest`). */
  arrival?: CorridorArrivalRequest;
  /**
   * Only with `order: "route"`: the route's waypoints (origin, stops, destination) as [lat, lng], 2 to
   * 10, when the route came from this API's own POST /directions (the offline engine) with these avoid
   * flags: detours are then the router's own cost (`method: "router"`). Without it, detours are
   * estimates from `distance_from_route` (`method: "estimate"`).
   */
  detour_waypoints?: LatLngPair[];
  /** With `detour_waypoints`: the route avoided tolled roads (as POST /directions `avoid_tolls`). */
  avoid_tolls?: boolean;
  /** With `detour_waypoints`: the route avoided motorways (as POST /directions `avoid_highways`: straight legs). */
  avoid_highways?: boolean;
  format?: 'json';
  locale?: string;
}

/** Arrival times: when the visitor leaves and how long the route takes to each point. */
export interface CorridorArrivalRequest {
  /** ISO 8601 instant of departure, with `Z` or an offset. */
  departure: string;
  /**
   * The route's time profile: [metres along `line`, seconds after departure] pairs, integers, both
   * non-decreasing, first [0, 0], last at the line's end; 2 to 2,000 pairs (the client sends one per
   * step end). Metres are measured along the decoded `line` the way `distance_along_route` is
   * (great-circle length of its segments), so the server interpolates linearly between pairs.
   */
  profile: [number, number][];
}

/** At most this many pairs in `CorridorArrivalRequest.profile`. */
export type CorridorProfileMax = 2000;
/** At most this many `detour_waypoints`. */
export type CorridorDetourWaypointsMax = 10;

/** along_corridor order "route": extra time and distance of leaving the route for this station and returning. */
export interface WireDetour {
  /** Extra seconds (whole, never negative). */
  seconds: number;
  /** Extra metres (whole, never negative). */
  metres: number;
  /**
   * `router`: the offline router's cost of the route with the station as a stop minus without it
   * (the request had `detour_waypoints`); `estimate`: from `distance_from_route` with a road factor
   * and the off-network speed (show as "about"). `matrix` is never sent by the API: the element sets it
   * when it costed the detour with Google's route matrix itself (directions/matrix-detours.ts).
   */
  method: 'router' | 'estimate' | 'matrix';
}

/** along_corridor order "route" with `arrival`: the station at the estimated time of arrival. */
export interface WireArrival {
  /** ETA: departure + profile(distance_along_route) + half the detour, ISO 8601 with the station's offset. */
  eta: string;
  /** open_status at the ETA, same meaning as `open_status` (same code, same holiday calendars). */
  open_status: OpenStatus;
  /** The next change after the ETA within a week, as `next_open_status_change`. */
  next_open_status_change: string | null;
  /** When closed at the ETA: the last change before it (it closed then), if within the 24 hours before; else null. */
  previous_open_status_change: string | null;
}

/** The most locations along_corridor with `order: "route"` returns (and its default `limit`). */
export type AlongCorridorListMax = 500;

/** along_corridor with `order: "route"`: each location has `distance_along_route` and `distance_from_route`. */
export interface AlongCorridorListResponse extends LocationsResponse {
  clusters: [];
  /** Stations in the corridor before the cap (also the `X-Total-Count` header). */
  total: number;
}

// ---- saved routes: GET/POST /routes, DELETE /routes/{id} (owner = anonymous visitor cookie) ----

export interface SavedWaypoint {
  origin: LatLngLiteral;
  description: string;
  /** Set when the waypoint was a maps-service place. */
  place_id?: string;
  /** Set when the waypoint was one of our locations. */
  location?: { resource: string; id: string };
}

export interface SavedRouteOptions {
  avoid_highways: boolean;
  avoid_tolls: boolean;
  /** Kilometres, 1 to 25. */
  corridor_radius: number;
}

export interface SavedRouteInput {
  name: string;
  route: {
    /** 2 to 10 waypoints. */
    waypoints: SavedWaypoint[];
    options: SavedRouteOptions;
  };
}

/** GET /routes?format=json&cacheBust=..: `cacheBust` keeps a shared cache from answering with another visitor's list. */
export interface SavedRoutesQuery extends CommonQuery {
  cacheBust?: string;
}

export interface SavedRoute extends SavedRouteInput {
  id: string;
  /** ISO 8601 UTC. */
  created_at: string;
}

// ---- gazetteer (offline maps engine): /places/complete, /places/{id}, /places/reverse ----

/**
 * `unknown_postal_code` (completions only): the query is a UK postcode in a district the gazetteer does
 * not know, and the suggestion is its postcode area (`area:gb:pa` for "PA80 5UD"), not the place: a
 * client says the postcode is not known rather than presenting the area's town as where it is.
 */
export type WirePlaceType = 'country' | 'locality' | 'postal_code' | 'point_of_interest' | 'unknown_postal_code';

/** GET /places/complete?query=..&limit=5 (limit 1 to 20, default 5). */
export interface PlacesCompleteQuery extends CommonQuery {
  query: string;
  limit?: number;
}

/** GET /places/reverse?lat=..&lng=.. */
export interface PlacesReverseQuery extends CommonQuery {
  lat: number;
  lng: number;
}

/** GET /places/complete?query=..&limit=5 */
export interface WirePlaceSuggestion {
  place_id: string;
  description: string;
  main_text: string;
  secondary_text: string;
  types: WirePlaceType[];
  matched_substrings: { offset: number; length: number }[];
}

/** Address parts, named after the Google address component types the front end maps from. */
export interface WireAddressComponents {
  premise?: string;
  point_of_interest?: string;
  street_address?: string;
  route?: string;
  locality?: string;
  postal_town?: string;
  postal_code?: string;
  /** Country name. */
  country: string;
  /** ISO 3166-1 alpha-2. */
  country_code: string;
}

/** GET /places/{id}; GET /places/reverse?lat=..&lng=.. returns `WirePlace[]`, most specific first (postcode, town, country; maybe empty). */
export interface WirePlace {
  place_id: string;
  name: string;
  formatted_address: string;
  lat: number;
  lng: number;
  viewport: { north: number; south: number; east: number; west: number };
  types: WirePlaceType[];
  address_components: WireAddressComponents;
}

// ---- offline directions: POST /directions (the GB motorway network; the offline maps engine's router) ----

/**
 * What a route or leg runs on: `motorway` when it uses the motorway network (with straight
 * connectors to and from it), `straight` when it is a straight-line estimate only.
 */
export type DirectionsNetwork = 'motorway' | 'straight';

/**
 * What a leg runs on: as the route's, or `sea` when no road connection is known, the waypoints being on
 * land the sea parts (Great Britain and Ireland, an island without a bridge): a ferry is needed. Its
 * polyline is the straight line, its `duration_seconds` 0 (no time as if driven), its distance the
 * straight line's; the route's `distance_meters` and `duration_seconds` leave it out, and
 * along_corridor lists no station along that line.
 */
export type DirectionsLegNetwork = DirectionsNetwork | 'sea';

export interface DirectionsWaypoint extends LatLngLiteral {
  /** What the visitor calls this stop; instructions name it ("Head to Leeds"). */
  label?: string;
}

/** JSON body (max 64 KiB). */
export interface DirectionsRequest {
  /** Origin, stops, destination: 2 to 25. */
  waypoints: DirectionsWaypoint[];
  /** Never use a tolled road (`M6 Toll`). Default false. */
  avoid_tolls?: boolean;
  /** The network has motorways only: every leg is straight (and a warning says so). Default false. */
  avoid_highways?: boolean;
  /** Language of the instructions and warnings: `de_DE` (default) or `en_GB`. */
  locale?: string;
  format?: 'json';
}

export interface DirectionsStep {
  /** Plain text. */
  instruction: string;
  /** An icon key of the spec's whitelist (`straight`, `ramp-left`, `keep-right`, ...) or `''`. */
  maneuver: string;
  distance_meters: number;
  duration_seconds: number;
  /** Encoded polyline (precision 5) of the step. */
  polyline: string;
}

export interface DirectionsLeg {
  distance_meters: number;
  duration_seconds: number;
  /** The waypoints as given. */
  start_location: LatLngLiteral;
  end_location: LatLngLiteral;
  network: DirectionsLegNetwork;
  steps: DirectionsStep[];
}

/** The answer; the `X-Data-Attribution` header carries the road data's attribution. */
export interface DirectionsResponse {
  legs: DirectionsLeg[];
  /** Encoded polyline (precision 5) of the whole route. */
  polyline: string;
  distance_meters: number;
  duration_seconds: number;
  /** `motorway` when any leg uses the network. */
  network: DirectionsNetwork;
  /** Plain-text notes in the request's language: a toll road used, motorways avoided. */
  warnings: string[];
}

// ---- EV charging status reports: POST /charging/status (authors' API tokens; OCPI-style pushes) ----

/** One EVSE's status report. */
export interface EvseStatusUpdate {
  /** The charging site's location id. */
  location_id: string;
  evse_uid: string;
  status: EvseStatus;
  /** RFC 3339 UTC date-time (`…Z`) of the report. */
  last_updated: string;
}

/** JSON body: 1 to 500 reports, applied all or none. */
export interface EvseStatusRequest {
  updates: EvseStatusUpdate[];
}

/** The answer: how many reports were applied, and the store's sequence number of the batch. */
export interface EvseStatusResponse {
  applied: number;
  seq: number;
}

// ---- config authoring (the builder): POST /config/authoring/{publish,rollback}/{locator}/{env}/{locale}.json ----

/** Publishes the draft, if the published version is still `expected_version`. */
export interface PublishConfigRequest {
  expected_version: number;
}

/** Publishes an earlier `version` again, if the published version is still `expected_version`. */
export interface RollbackConfigRequest {
  version: number;
  expected_version: number;
}

// ---- misc ----

export type ApiErrorCode =
  | 'bad_request'
  | 'not_found'
  | 'method_not_allowed'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'service_unavailable'
  | 'internal_error'
  /** Config authoring (the builder): no or a wrong author credential. */
  | 'unauthorized'
  /** Config authoring: a credential, but the request is refused (cross-site, missing CSRF token). */
  | 'forbidden'
  /** Config authoring: the published version moved on since the author looked (publish, rollback). */
  | 'conflict'
  /** Config authoring: the config does not match the config schema (`problems` in the body). */
  | 'invalid_config';

/** Every 4xx/5xx body. `message` never contains a stack trace, SQL or echoed input. */
export interface ApiError {
  error: { code: ApiErrorCode; message: string };
}

/** GET /health */
export interface HealthResponse {
  status: 'ok';
  stations: number;
  /** Which store the API runs on: SQLite (one process) or PostgreSQL (replicas). */
  store: 'sqlite' | 'postgres';
  /** The store's data version (latest import) the answers come from; replicas in step show the same. */
  data_version: number;
}
