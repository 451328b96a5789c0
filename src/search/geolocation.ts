/**
 * "Use my position" (spec sections 4, 7 and 9): one position request through the geolocation port,
 * as a promise that never rejects. No DOM or React here: the port is passed in.
 */
import type { GeolocationPort, LatLng } from '../shared';
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
