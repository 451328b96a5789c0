/** Spherical distance and coordinate rounding (spec section 9). Pure. */

export interface LatLng {
  lat: number;
  lng: number;
}

/** Mean earth radius in metres, as the spec fixes it (IUGG mean radius). */
export const EARTH_RADIUS_M = 6_371_008.8;

/** Decimals of a coordinate sent to our API (spec section 7: sw[], ne[], lat, lng). */
export const API_COORDINATE_DECIMALS = 6;
/** Decimals of a coordinate written into the URL hash (`/@{lat},{lng},{zoom}z`). */
export const HASH_COORDINATE_DECIMALS = 5;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance between two points, in metres. */
export function haversineDistance(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  // min(1, …) guards against rounding pushing h past 1 for antipodal points.
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Rounds half away from zero to `decimals` places, without binary artefacts (1.005 → 1.01): the
 * shift works on the shortest decimal text of the number ("1.005"), not on its binary value. Numbers
 * small enough to print in exponent form ("1e-7", real longitudes near Greenwich) have no such
 * artefacts and are shifted arithmetically.
 */
export function roundCoordinate(value: number, decimals: number): number {
  const magnitude = String(Math.abs(value));
  const shifted = magnitude.includes('e') ? Math.abs(value) * 10 ** decimals : Number(`${magnitude}e${decimals}`);
  const rounded = Math.round(shifted) / 10 ** decimals;
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** A coordinate as our API wants it: 6 decimals. */
export const roundForApi = (value: number) => roundCoordinate(value, API_COORDINATE_DECIMALS);

/** A coordinate as the URL hash carries it: 5 decimals. */
export const roundForHash = (value: number) => roundCoordinate(value, HASH_COORDINATE_DECIMALS);
