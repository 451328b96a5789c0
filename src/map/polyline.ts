/**
 * Google's Encoded Polyline Algorithm Format (precision 5 by default), both ways. Our own code
 * rather than `google.maps.geometry.encoding` so that every maps implementation (Google, offline,
 * fake) produces the same string for along_corridor, with or without Google loaded.
 * https://developers.google.com/maps/documentation/utilities/polylinealgorithm
 */
import type { LatLng } from './types';

function encodeSigned(value: number): string {
  // Left-shift, invert negatives, then emit 5-bit chunks from the low end, each offset by 63.
  let rest = value < 0 ? ~(value << 1) : value << 1;
  let out = '';
  while (rest >= 0x20) {
    out += String.fromCharCode((0x20 | (rest & 0x1f)) + 63);
    rest >>>= 5;
  }
  return out + String.fromCharCode(rest + 63);
}

/** Encodes points; coordinates are rounded to `precision` decimals before taking differences. */
export function encodePolyline(points: readonly LatLng[], precision = 5): string {
  const factor = 10 ** precision;
  let lastLat = 0;
  let lastLng = 0;
  let out = '';
  for (const point of points) {
    const lat = Math.round(point.lat * factor);
    const lng = Math.round(point.lng * factor);
    out += encodeSigned(lat - lastLat) + encodeSigned(lng - lastLng);
    lastLat = lat;
    lastLng = lng;
  }
  return out;
}

/** Decodes an encoded polyline. Throws `RangeError` on a truncated or malformed string. */
export function decodePolyline(encoded: string, precision = 5): LatLng[] {
  const factor = 10 ** precision;
  const points: LatLng[] = [];
  let index = 0;
  let lat = 0;
  let lng = 0;

  const readSigned = (): number => {
    let result = 0;
    let shift = 0;
    let byte: number;
    do {
      if (index >= encoded.length) throw new RangeError('Truncated polyline');
      byte = encoded.charCodeAt(index++) - 63;
      if (byte < 0 || byte > 63) throw new RangeError(`Invalid polyline character at ${index - 1}`);
      // Multiplication instead of << keeps values above 2^31 exact.
      result += (byte & 0x1f) * 2 ** shift;
      shift += 5;
    } while (byte >= 0x20);
    return result % 2 === 1 ? -(result + 1) / 2 : result / 2;
  };

  while (index < encoded.length) {
    lat += readSigned();
    lng += readSigned();
    points.push({ lat: lat / factor, lng: lng / factor });
  }
  return points;
}
