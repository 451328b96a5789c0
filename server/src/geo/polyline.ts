/**
 * Strict decoding of encoded polylines (precision 5). The maintained codec
 * (`@googlemaps/polyline-codec`) decodes leniently: truncated input becomes a point at 0,
 * characters outside 63..126 yield garbage. We check the input first, then let the codec decode.
 */

import polylineCodec from '@googlemaps/polyline-codec';

export interface PolylineLimits {
  maxChars: number;
  maxVertices: number;
}

export const DEFAULT_POLYLINE_LIMITS: PolylineLimits = { maxChars: 60_000, maxVertices: 20_000 };

/** Decoded `[lat, lng]` vertices, or an error message. */
export function decodePolylineStrict(line: unknown, limits: PolylineLimits = DEFAULT_POLYLINE_LIMITS): [number, number][] | string {
  if (typeof line !== 'string' || line.length === 0) return 'line must be a non-empty encoded polyline';
  if (line.length > limits.maxChars) return `line is longer than ${limits.maxChars} characters`;
  // Structure: every character in 63..126, and every varint complete (last chunk < 0x20).
  let values = 0;
  let open = false;
  let chunks = 0;
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i) - 63;
    if (c < 0 || c > 63) return 'line contains characters outside the polyline alphabet';
    chunks++;
    // 6 chunks carry 30 bits: enough for any delta of valid coordinates (|delta| <= 360e5 < 2^26).
    if (chunks > 6) return 'line has a value that is too long';
    if (c >= 0x20) {
      open = true;
    } else {
      open = false;
      chunks = 0;
      values++;
    }
  }
  if (open) return 'line ends inside a value (truncated polyline)';
  if (values % 2 !== 0) return 'line has an odd number of values';
  const vertices = values / 2;
  if (vertices < 2) return 'line needs at least 2 vertices';
  if (vertices > limits.maxVertices) return `line has more than ${limits.maxVertices} vertices`;
  const points = polylineCodec.decode(line, 5) as [number, number][];
  for (const [lat, lng] of points) {
    if (!Number.isFinite(lat) || !Number.isFinite(lng) || lat < -90 || lat > 90 || lng < -180 || lng > 180) {
      return 'line has a vertex outside valid coordinates';
    }
  }
  return points;
}

export function encodePolyline(points: [number, number][]): string {
  return polylineCodec.encode(points, 5);
}
