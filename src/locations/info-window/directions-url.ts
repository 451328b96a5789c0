/**
 * The external Google Maps directions link (spec section 7: "An external maps directions link is built
 * with origin, destination, waypoints, their place ids and a travel mode"), used until the element's own
 * directions mode exists. Maps URLs: https://developers.google.com/maps/documentation/urls/get-started#directions-action
 * Pure.
 */
import type { LatLng } from '../../shared';

export const GOOGLE_DIRECTIONS_URL = 'https://www.google.com/maps/dir/';

export type TravelMode = 'driving' | 'walking' | 'bicycling' | 'transit';

export interface DirectionsLinkRequest {
  destination: LatLng;
  destinationPlaceId?: string | null;
  /** Where the visitor searched from; omitted: Google starts from the device position. */
  origin?: LatLng | null;
  originPlaceId?: string | null;
  waypoints?: readonly LatLng[];
  travelMode?: TravelMode;
}

/** `lat,lng` with 6 decimals (spec section 9), trailing zeros dropped. */
export function formatLatLng({ lat, lng }: LatLng): string {
  const fixed = (value: number) => String(Number(value.toFixed(6)));
  return `${fixed(lat)},${fixed(lng)}`;
}

const finite = (point: LatLng | null | undefined): point is LatLng =>
  !!point && Number.isFinite(point.lat) && Number.isFinite(point.lng) && Math.abs(point.lat) <= 90 && Math.abs(point.lng) <= 180;

/** The directions URL; null when the destination is not a valid coordinate. */
export function buildDirectionsUrl(request: DirectionsLinkRequest): string | null {
  if (!finite(request.destination)) return null;
  const params = new URLSearchParams({ api: '1' });
  if (finite(request.origin)) {
    params.set('origin', formatLatLng(request.origin));
    if (request.originPlaceId) params.set('origin_place_id', request.originPlaceId);
  }
  params.set('destination', formatLatLng(request.destination));
  if (request.destinationPlaceId) params.set('destination_place_id', request.destinationPlaceId);
  const waypoints = (request.waypoints ?? []).filter(finite);
  if (waypoints.length > 0) params.set('waypoints', waypoints.map(formatLatLng).join('|'));
  params.set('travelmode', request.travelMode ?? 'driving');
  return `${GOOGLE_DIRECTIONS_URL}?${params.toString()}`;
}
