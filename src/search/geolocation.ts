/**
 * "Use my position" (spec sections 4, 7 and 9): one position request through the geolocation port,
 * as a promise that never rejects. No DOM or React here: the port is passed in.
 */
import type { GeocodingService } from '../map';
import type { GeolocationPort, LatLng, Logger } from '../shared';
import type { GeolocationFailure } from './search-analytics';

/** none → waiting → success | error; back to none when the selected place changes to another one. */
export type GeolocationStatus = 'none' | 'waiting' | 'success' | 'error';

/** Spec sections 7 and 9: max age 60 s, timeout 30 s, no high accuracy. */
export const GEOLOCATION_OPTIONS: Readonly<PositionOptions> = Object.freeze({
  maximumAge: 60_000,
  timeout: 30_000,
  enableHighAccuracy: false,
});

export type PositionOutcome = { ok: true; position: LatLng } | { ok: false; reason: Exclude<GeolocationFailure, 'no_result'> };

// GeolocationPositionError codes (W3C Geolocation API).
const PERMISSION_DENIED = 1;
const TIMEOUT = 3;

function failureOf(error: unknown): Exclude<GeolocationFailure, 'no_result'> {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  if (code === PERMISSION_DENIED) return 'denied';
  if (code === TIMEOUT) return 'timeout';
  return 'unavailable';
}

/** Asks `port` for the position once. A port that throws (e.g. blocked by a permissions policy) counts as unavailable. */
export function requestPosition(port: GeolocationPort): Promise<PositionOutcome> {
  return new Promise((resolve) => {
    try {
      port.getCurrentPosition(
        (position) => {
          const { latitude, longitude } = position.coords;
          if (Number.isFinite(latitude) && Number.isFinite(longitude)) resolve({ ok: true, position: { lat: latitude, lng: longitude } });
          else resolve({ ok: false, reason: 'unavailable' });
        },
        (error) => resolve({ ok: false, reason: failureOf(error) }),
        { ...GEOLOCATION_OPTIONS },
      );
    } catch (error) {
      resolve({ ok: false, reason: failureOf(error) });
    }
  });
}

export type LocateOutcome =
  | { ok: true; position: LatLng; placeId: string; description: string }
  | { ok: false; reason: GeolocationFailure };

/**
 * "My position" as a place (spec section 4): the device position, reverse-geocoded; the first address
 * found names it. No position or no address is a failure with its reason. Resolves with null when
 * `signal` aborted meanwhile. Used by the search box and by the origin of directions mode.
 */
export async function locateVisitor(
  port: GeolocationPort,
  geocoding: Pick<GeocodingService, 'reverse'>,
  signal: AbortSignal,
  logger: Pick<Logger, 'warn'>,
): Promise<LocateOutcome | null> {
  const outcome = await requestPosition(port);
  if (signal.aborted) return null;
  if (!outcome.ok) return outcome;
  try {
    const [first] = await geocoding.reverse(outcome.position, { signal });
    if (signal.aborted) return null;
    if (first?.placeId) return { ok: true, position: outcome.position, placeId: first.placeId, description: first.formattedAddress };
  } catch (error) {
    if (signal.aborted) return null;
    logger.warn('reverse geocoding failed', error);
  }
  return { ok: false, reason: 'no_result' };
}
