/**
 * Encoded polylines (Google's Encoded Polyline Algorithm Format, precision 5) in our `LatLng` shape.
 * `@googlemaps/polyline-codec` rather than `google.maps.geometry.encoding`, so that every maps
 * implementation (Google, our own map, the fake) sends along_corridor the same string, with or without
 * Google loaded. The codec decodes leniently (a malformed string gives wrong points, not an error): we
 * decode only lines we encoded ourselves or our own API sent.
 */
import { decode, encode } from '@googlemaps/polyline-codec';
import type { LatLng } from './types';

const PRECISION = 5;

// The codec types its input as a mutable array; it only reads it.
export const encodePolyline = (points: readonly LatLng[]): string => encode(points as LatLng[], PRECISION);

export const decodePolyline = (encoded: string): LatLng[] => decode(encoded, PRECISION).map(([lat, lng]) => ({ lat, lng }));
