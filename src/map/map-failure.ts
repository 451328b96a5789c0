/**
 * When the map region fails, the rest of the locator keeps working (list, search from our own API,
 * filters, info window). What the locator does about it, the same for every failure: a clear message
 * in the console for the developer, `locator-error` with a code for the host page, and a notice in
 * the map region for the visitor (`MapCanvas`, `MapAreaSlot`). Failures are rare, so this module and
 * its messages are a lazy chunk: callers use `reportMapFailure` from ./report-map-failure.ts.
 */
import type { FeatureErrorCode, LocatorServices } from '../shared';
import type { MapViewFailure } from './types';

/** The map view's own failures, and the provider rejecting the key after load. */
export type MapFailure = MapViewFailure | 'auth_failure';

const CODES: Record<MapFailure, FeatureErrorCode> = {
  load_failed: 'map_load_failed',
  auth_failure: 'map_auth_failure',
  markers_unavailable: 'map_markers_unavailable',
  canvas_failed: 'map_canvas_failed',
};

/** English, for developers: what failed and what to do about it. */
export function mapFailureMessage(failure: MapFailure, mapId?: string): string {
  switch (failure) {
    case 'load_failed':
      return 'The map could not be loaded: the maps script or one of its libraries failed (offline, an ad blocker, or the page CSP / Trusted Types). The list, search and filters keep working.';
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
