/**
 * Encoded polylines (Google's Encoded Polyline Algorithm Format, precision 5) in our `LatLng` shape.
 * `@googlemaps/polyline-codec` rather than `google.maps.geometry.encoding`, so that every maps
 * implementation (Google, our own map, the fake) sends along_corridor the same string, with or without
 * Google loaded. The codec decodes leniently (a malformed string gives wrong points, not an error), so a
 * string is checked first: a broken route line from the API must fail (the caller falls back), not draw
 * a line somewhere else.
 */
import { decode, encode } from '@googlemaps/polyline-codec';
import type { LatLng } from './types';

const PRECISION = 5;

// The codec types its input as a mutable array; it only reads it.
export const encodePolyline = (points: readonly LatLng[]): string => encode(points as LatLng[], PRECISION);

export function decodePolyline(encoded: string): LatLng[] {
  assertWellFormed(encoded);
  return decode(encoded, PRECISION).map(([lat, lng]) => ({ lat, lng }));
}

/**
 * Each value is a run of 5-bit chunks written as characters 63-126, every chunk but its last with the
 * 0x20 bit set; a point is two values. Anything else is a string the codec would misread.
 */
function assertWellFormed(encoded: string): void {
  let values = 0;
  let inValue = false;
  for (let index = 0; index < encoded.length; index += 1) {
    const chunk = encoded.charCodeAt(index) - 63;
    if (chunk < 0 || chunk > 63) throw new Error(`Malformed polyline: character ${index} is outside the format`);
    inValue = chunk >= 0x20;
    if (!inValue) values += 1;
  }
  if (inValue || values % 2 !== 0) throw new Error('Malformed polyline: it ends inside a value or a point');
}
