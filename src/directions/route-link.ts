/**
 * The external Google Maps link for the whole route (spec section 7): origin, stops and destination
 * with their place ids, driving. Pure.
 */
import { buildDirectionsUrl, type DirectionsLinkPoint } from '../shared';
import { locationOf, type Waypoint } from './waypoints';

function linkPoint(waypoint: Waypoint): DirectionsLinkPoint {
  const { selection } = waypoint;
  if (!selection) return {};
  return {
    location: locationOf(selection),
    text: selection.description,
    placeId: selection.kind === 'place' ? selection.placeId : null,
  };
}

/** The link, or null until origin and destination are chosen. */
export function routeLinkFor(waypoints: readonly Waypoint[]): string | null {
  if (waypoints.length < 2 || waypoints.some((waypoint) => !waypoint.selection)) return null;
  const points = waypoints.map(linkPoint);
  return buildDirectionsUrl({ origin: points[0]!, destination: points[points.length - 1]!, waypoints: points.slice(1, -1), travelMode: 'driving' });
}
