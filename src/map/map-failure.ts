/**
 * When the map region fails, the rest of the locator keeps working (list, search from our own API,
 * filters, info window). What the locator does about it, the same for every failure: a clear message
 * in the console for the developer, `locator-error` with a code for the host page, and a notice in
 * the map region for the visitor (`MapCanvas`, `MapAreaSlot`). Failures are rare, so this module and
 * its messages are a lazy chunk: callers use `reportMapFailure` from ./report-map-failure.ts.
 */
import type { FeatureErrorCode, LocatorServices } from '../shared';
import type { MapViewFailure } from './types';

/**
 * The map view's own failures, the provider rejecting the key after load, a Google service the key
 * may not use (`denied`) or whose quota is spent (`quota`), and Google Maps loaded by the host page.
 */
export type MapFailure =
  | MapViewFailure
  | 'auth_failure'
  | 'places_denied'
  | 'places_quota'
  | 'routes_denied'
  | 'routes_quota'
  | 'geocoding_denied'
  | 'geocoding_quota'
  | 'host_loaded';

const CODES: Record<MapFailure, FeatureErrorCode> = {
  load_failed: 'map_load_failed',
  auth_failure: 'map_auth_failure',
  markers_unavailable: 'map_markers_unavailable',
  canvas_failed: 'map_canvas_failed',
  places_denied: 'maps_places_denied',
  places_quota: 'maps_places_quota',
  routes_denied: 'maps_routes_denied',
  routes_quota: 'maps_routes_quota',
  geocoding_denied: 'maps_geocoding_denied',
  geocoding_quota: 'maps_geocoding_quota',
  host_loaded: 'maps_host_loaded',
};

/** What the browser let us tell about a script that did not load (./google/load-latch.ts `reason`). */
const LOAD_REASONS: Record<string, string> = {
  csp: "Cause: the page's Content Security Policy blocked a Google host (see the README's CSP lines for Google).",
  trusted_types: "Cause: the page's Trusted Types policy blocked the script URL (allow the policies the README lists for Google).",
  offline: 'Cause: the browser is offline.',
  blocked: 'Cause: the request for the script failed (an ad or privacy blocker, a firewall, or the network).',
};

/** The oldest Maps JS the adapter is written for: marker `anchorLeft`/`anchorTop` and `gmpClickable` are stable from 3.63. */
const MIN_GOOGLE_VERSION = [3, 63] as const;

/** `3.58.2` (or `3.66.9a`) older than major.minor `min`. */
function isOlderThan(version: string, min: readonly [number, number]): boolean {
  const [major = 0, minor = 0] = version.split('.').map((part) => Number.parseInt(part, 10));
  return major < min[0] || (major === min[0] && minor < min[1]);
}

/** Google's API name, as the Cloud console lists it, per service. */
const SERVICE_API: Record<string, string> = { places: 'Places API (New)', routes: 'Routes API', geocoding: 'Geocoding API' };

function serviceMessage(service: string, kind: 'denied' | 'quota'): string {
  const api = SERVICE_API[service] ?? service;
  return kind === 'denied'
    ? `Google refused the ${api} for this key (PERMISSION_DENIED): enable it on the key's Cloud project and allow it in the key's API restrictions. The locator makes no further ${service} calls on this page.`
    : `The ${api} quota of this key is spent (RESOURCE_EXHAUSTED): raise the quota in the Cloud console. The locator makes no further ${service} calls on this page.`;
}

/** English, for developers: what failed and what to do about it. */
export function mapFailureMessage(failure: MapFailure, mapId?: string, cause?: unknown): string {
  switch (failure) {
    case 'load_failed': {
      const reason = (cause as { reason?: unknown } | null | undefined)?.reason;
      const why = typeof reason === 'string' && LOAD_REASONS[reason] ? ` ${LOAD_REASONS[reason]}` : '';
      return `The map could not be loaded: the maps script or one of its libraries failed (offline, an ad blocker, or the page CSP / Trusted Types). The list, search and filters keep working.${why}`;
    }
    case 'places_denied':
    case 'routes_denied':
    case 'geocoding_denied':
      return serviceMessage(failure.slice(0, failure.indexOf('_')), 'denied');
    case 'places_quota':
    case 'routes_quota':
    case 'geocoding_quota':
      return serviceMessage(failure.slice(0, failure.indexOf('_')), 'quota');
    case 'host_loaded': {
      const version = (cause as { version?: unknown } | null | undefined)?.version;
      const old = typeof version === 'string' && isOlderThan(version, MIN_GOOGLE_VERSION) ? ` Version ${version} is older than ${MIN_GOOGLE_VERSION.join('.')}, which the locator's markers need.` : '';
      return `Google Maps was already loaded by the host page${typeof version === 'string' ? ` (version ${version})` : ''}: the locator's key, language, region, version ('quarterly') and map id were not applied, and the host's key is billed.${old} Load Google Maps once, with the options the README lists, or let the locator load it.`;
    }
    case 'auth_failure':
      return 'Google Maps rejected the API key (invalid key, an API not enabled on it, a referrer not allowed, or billing).';
    case 'markers_unavailable':
      return mapId
        ? `Google Maps cannot draw the station markers: map id "${mapId}" does not allow advanced markers for this key (a typo, or a map id of another Cloud project).`
        : 'Config error: maps.mapId is missing. Google Maps draws the station markers only on a map with a map id, and that map id\'s cloud style is what hides points of interest and transit labels. Set the brand\'s map id in the config (maps.mapId) or the map-id attribute; see the README, "Going live with Google Maps".';
    case 'canvas_failed':
      return 'Our own map (MapLibre) could not get a WebGL context to draw on (WebGL off or blocked by a browser setting or extension, no graphics support, or out of memory): it shows no map. The list, search and filters keep working.';
  }
}

/** Logs the failure and tells the host page (`locator-error`). */
export function reportMapFailure(services: LocatorServices, failure: MapFailure, details: { mapId?: string | undefined; cause?: unknown } = {}): void {
  const message = mapFailureMessage(failure, details.mapId, details.cause);
  if (details.cause === undefined) services.logger.error(message);
  else services.logger.error(message, details.cause);
  services.emit?.('locator-error', { code: CODES[failure], message });
}
