/** Great-circle distances on a sphere (spec section 9: earth radius 6371008.8 m). Pure, no I/O. */

export const EARTH_RADIUS_M = 6371008.8;
const RAD = Math.PI / 180;

/** Haversine distance in metres between two WGS84 points. */
export function haversine(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLng = (lng2 - lng1) * RAD;
  const s =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(s)));
}

/** Metres per degree of latitude (and of longitude at the equator). */
export const METRES_PER_DEGREE = EARTH_RADIUS_M * RAD;

/** Rounds metres to centimetres for the wire. */
export function roundMetres(m: number): number {
  return Math.round(m * 100) / 100;
}

/** Initial bearing from the first point to the second, degrees clockwise from north in [0, 360). */
export function bearing(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const p1 = lat1 * RAD;
  const p2 = lat2 * RAD;
  const dLng = (lng2 - lng1) * RAD;
  const y = Math.sin(dLng) * Math.cos(p2);
  const x = Math.cos(p1) * Math.sin(p2) - Math.sin(p1) * Math.cos(p2) * Math.cos(dLng);
  return ((Math.atan2(y, x) / RAD) % 360 + 360) % 360;
}
