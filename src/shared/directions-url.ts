/**
 * The external Google Maps directions link (spec section 7: "An external maps directions link is built
 * with origin, destination, waypoints, their place ids and a travel mode"): the info window's link to a
 * station, and directions mode's "open in Google Maps" for the whole route. Maps URLs:
 * https://developers.google.com/maps/documentation/urls/get-started#directions-action
 * Pure.
 */
import type { LatLng } from './geo';

export const GOOGLE_DIRECTIONS_URL = 'https://www.google.com/maps/dir/';

export type TravelMode = 'driving' | 'walking' | 'bicycling' | 'transit';

/** One stop of the link: its coordinates, else its text (an address); with its place id when known. */
export interface DirectionsLinkPoint {
  location?: LatLng | null;
  text?: string | null;
  placeId?: string | null;
}

export interface DirectionsLinkRequest {
  destination: DirectionsLinkPoint;
  /** Omitted or empty: Google starts from the device position. */
  origin?: DirectionsLinkPoint | null;
  /** Stops between origin and destination, in order. */
  waypoints?: readonly DirectionsLinkPoint[];
  travelMode?: TravelMode;
}

/** `lat,lng` with 6 decimals (spec section 9), trailing zeros dropped. */
export function formatLatLng({ lat, lng }: LatLng): string {
  const fixed = (value: number) => String(Number(value.toFixed(6)));
  return `${fixed(lat)},${fixed(lng)}`;
}

const finite = (point: LatLng | null | undefined): point is LatLng =>
  !!point && Number.isFinite(point.lat) && Number.isFinite(point.lng) && Math.abs(point.lat) <= 90 && Math.abs(point.lng) <= 180;

/** What the URL says for a point: its coordinates when valid, else its text; null when it has neither. */
function pointValue(point: DirectionsLinkPoint | null | undefined): string | null {
  if (!point) return null;
  if (finite(point.location)) return formatLatLng(point.location);
  const text = point.text?.trim();
  return text ? text : null;
}

const placeIdOf = (point: DirectionsLinkPoint) => point.placeId?.trim() || null;

/** The directions URL; null when the destination has neither valid coordinates nor text. */
export function buildDirectionsUrl(request: DirectionsLinkRequest): string | null {
  const destination = pointValue(request.destination);
  if (!destination) return null;
  const params = new URLSearchParams({ api: '1' });
  const origin = pointValue(request.origin);
  if (origin && request.origin) {
    params.set('origin', origin);
    const placeId = placeIdOf(request.origin);
    if (placeId) params.set('origin_place_id', placeId);
  }
  params.set('destination', destination);
  const destinationPlaceId = placeIdOf(request.destination);
  if (destinationPlaceId) params.set('destination_place_id', destinationPlaceId);
  const waypoints = (request.waypoints ?? []).filter((point) => pointValue(point) !== null);
  if (waypoints.length > 0) {
    params.set('waypoints', waypoints.map((point) => pointValue(point)).join('|'));
    // Google pairs the ids with the waypoints by position, so they go only when every stop has one.
    const placeIds = waypoints.map(placeIdOf);
    if (placeIds.every(Boolean)) params.set('waypoint_place_ids', placeIds.join('|'));
  }
  params.set('travelmode', request.travelMode ?? 'driving');
  return `${GOOGLE_DIRECTIONS_URL}?${params.toString()}`;
}
