/**
 * The catalogue of analytics events (spec section 7: "Analytics events are also posted to the host page").
 * Every event the element sends is listed here with its exact parameters, and `LocatorServices.track` is
 * typed by this map, so a misspelt name or a wrong parameter fails type-check.
 *
 * Delivery: a DOM `analytics` CustomEvent on the element (`detail: {name, params}`) and a `postMessage` to
 * `host-origin` (`{source: 'station-locator', version: 1, type: 'analytics', payload: {name, params}}`).
 *
 * Privacy rules for every entry (a host page's analytics will store these):
 * - no free text the visitor typed or chose (no query, no place description, no address);
 * - no coordinates finer than 2 decimals (about 1 km), and none of the visitor's position at all today;
 * - no identifier of the visitor. Station ids are public data and allowed.
 * Parameters are flat: strings, numbers, booleans.
 */

/** Analytics parameters: small, flat, no free text. Every event's parameters extend it. */
export type AnalyticsParams = Record<string, string | number | boolean>;

/** `filter_toggle`: a filter checkbox was toggled. `group` and `filter` are config names (`fuel`, `E10`). */
export interface FilterToggleParams extends AnalyticsParams {
  group: string;
  filter: string;
  active: boolean;
}

/** `location_selected`: a station was selected (list, map, completion or URL). */
export interface LocationSelectedParams extends AnalyticsParams {
  resource: string;
  id: string;
}

/**
 * `search_submitted`: a completion search settled. `query_length` (the text is never sent), `total`
 * completions shown, plus `count_{source}` per source (`count_places`, `count_locations`).
 */
export interface SearchSubmittedParams extends AnalyticsParams {
  query_length: number;
  total: number;
}

/** `completion_chosen`: `source` (`places`, a resource name or `recent`) and 1-based `position` in the list. */
export interface CompletionChosenParams extends AnalyticsParams {
  source: string;
  position: number;
}

/** `geolocation_used`: a "use my position" attempt ended. No coordinates. */
export type GeolocationUsedParams =
  | { status: 'success' }
  | { status: 'error'; reason: 'denied' | 'unavailable' | 'timeout' | 'no_result' };

/** `watchlist_add` / `watchlist_remove`: the visitor changed the watchlist from the info window. */
export interface WatchlistChangeParams extends AnalyticsParams {
  resource: string;
  id: string;
}

/** `info_window_open`: the info window opened for a station. */
export interface InfoWindowOpenParams extends AnalyticsParams {
  resource: string;
  id: string;
}

/** `directions_link_opened`: the external maps directions link was followed. `has_origin`: an origin was known. */
export interface DirectionsLinkOpenedParams extends AnalyticsParams {
  resource: string;
  id: string;
  has_origin: boolean;
}

/** `directions_opened`: directions mode opened, from the search panel's button, a station's info window or a shared route link. */
export interface DirectionsOpenedParams extends AnalyticsParams {
  source: 'button' | 'info_window' | 'link';
}

/** `route_requested`: a route was asked for. No places or coordinates, only the shape of the request. */
export interface RouteRequestedParams extends AnalyticsParams {
  waypoint_count: number;
  avoid_tolls: boolean;
  avoid_highways: boolean;
}

/** `route_failed`: no route (`no_route`), start and destination the same place (`same_place`) or the request failed (`failed`). */
export interface RouteFailedParams extends AnalyticsParams {
  reason: 'no_route' | 'same_place' | 'failed';
  waypoint_count: number;
}

/** `route_options_changed`: an avoid flag or the corridor radius (km) changed; the options after the change. */
export interface RouteOptionsChangedParams extends AnalyticsParams {
  avoid_tolls: boolean;
  avoid_highways: boolean;
  corridor_radius: number;
}

/** `corridor_station_selected`: a station of the list along the route was opened. */
export interface CorridorStationSelectedParams extends AnalyticsParams {
  resource: string;
  id: string;
  /** Its place in route order, from 1. */
  position: number;
}

/** `stop_added`: a station along the route became a stop of leg `leg` (from 1). */
export interface StopAddedParams extends AnalyticsParams {
  resource: string;
  id: string;
  leg: number;
}

/**
 * `route_saved`: the visitor saved the route on show (never its name or places: only its shape and
 * options). `saved_route_opened`: a saved route was opened from the saved routes panel.
 */
export interface SavedRouteParams extends AnalyticsParams {
  waypoint_count: number;
  avoid_tolls: boolean;
  avoid_highways: boolean;
  corridor_radius: number;
}

/** `saved_route_deleted`: a saved route was deleted from the saved routes panel. No parameters. */
export type SavedRouteDeletedParams = Record<string, never>;

/** `route_link_copied`: "copy link" put the route's link on the clipboard. */
export interface RouteLinkCopiedParams extends AnalyticsParams {
  waypoint_count: number;
}

/** `maps_consent_requested`: the visitor pressed "load Google Maps" before consent. No parameters. */
export type MapsConsentRequestedParams = Record<string, never>;

/** Event name → parameters. The one list of analytics events. */
export interface AnalyticsEventMap {
  filter_toggle: FilterToggleParams;
  location_selected: LocationSelectedParams;
  search_submitted: SearchSubmittedParams;
  completion_chosen: CompletionChosenParams;
  geolocation_used: GeolocationUsedParams;
  watchlist_add: WatchlistChangeParams;
  watchlist_remove: WatchlistChangeParams;
  info_window_open: InfoWindowOpenParams;
  directions_link_opened: DirectionsLinkOpenedParams;
  directions_opened: DirectionsOpenedParams;
  route_requested: RouteRequestedParams;
  route_failed: RouteFailedParams;
  route_options_changed: RouteOptionsChangedParams;
  corridor_station_selected: CorridorStationSelectedParams;
  stop_added: StopAddedParams;
  route_saved: SavedRouteParams;
  saved_route_opened: SavedRouteParams;
  saved_route_deleted: SavedRouteDeletedParams;
  route_link_copied: RouteLinkCopiedParams;
  maps_consent_requested: MapsConsentRequestedParams;
}

export type AnalyticsEventName = keyof AnalyticsEventMap;

/** One analytics event as the host receives it (`detail` of the DOM event, `payload` of the message). */
export type AnalyticsEvent = { [K in AnalyticsEventName]: { name: K; params: AnalyticsEventMap[K] } }[AnalyticsEventName];

/** Every event name, for docs and tests. `satisfies` keeps it complete and exact. */
export const ANALYTICS_EVENT_NAMES = [
  'filter_toggle',
  'location_selected',
  'search_submitted',
  'completion_chosen',
  'geolocation_used',
  'watchlist_add',
  'watchlist_remove',
  'info_window_open',
  'directions_link_opened',
  'directions_opened',
  'route_requested',
  'route_failed',
  'route_options_changed',
  'corridor_station_selected',
  'stop_added',
  'route_saved',
  'saved_route_opened',
  'saved_route_deleted',
  'route_link_copied',
  'maps_consent_requested',
] as const satisfies readonly AnalyticsEventName[];

// Fails to compile when a name is in the map but missing from the list above.
type MissingNames = Exclude<AnalyticsEventName, (typeof ANALYTICS_EVENT_NAMES)[number]>;
const _allNamesListed: MissingNames extends never ? true : never = true;
void _allNamesListed;

/** Longest string parameter sent; anything longer is cut (a guard against free text slipping in). */
export const MAX_ANALYTICS_STRING_LENGTH = 100;

/**
 * The parameters as they leave the element: flat primitives only (objects, functions, non-finite numbers
 * dropped), strings cut to 100 characters, numbers under a `lat`/`lng` key rounded to 2 decimals.
 * A last line of defence; the catalogue's types are the first.
 */
export function sanitiseAnalyticsParams(params: Readonly<Record<string, unknown>>): AnalyticsParams {
  const clean: AnalyticsParams = {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'boolean') clean[key] = value;
    else if (typeof value === 'string') clean[key] = value.slice(0, MAX_ANALYTICS_STRING_LENGTH);
    else if (typeof value === 'number' && Number.isFinite(value)) {
      clean[key] = /(^|_)(lat|lng|latitude|longitude)$/i.test(key) ? Math.round(value * 100) / 100 : value;
    }
  }
  return clean;
}
