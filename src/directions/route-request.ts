/**
 * The route request of directions mode (spec sections 4, 5 and 8) and the choice of the route to show.
 * Pure.
 */
import type { RouteRequest, RouteResult, RouteWaypoint, UnitSystem } from '../map';
import { MIN_WAYPOINTS, type Waypoint } from './waypoints';

/** The route options the request uses (the route options panel sets them; spec section 3). */
export interface RouteAvoidance {
  avoidTolls: boolean;
  avoidHighways: boolean;
  avoidFerries: boolean;
}

/**
 * Spec section 5: a route is built only when every waypoint has a selection and every chosen location
 * is known, with at least two points. A place goes as its place id (the routing service knows it), a
 * station or a point as its coordinates. Null when the request cannot be built yet.
 */
export function buildRouteRequest(waypoints: readonly Waypoint[], avoidance: RouteAvoidance, unitSystem: UnitSystem): RouteRequest | null {
  if (waypoints.length < MIN_WAYPOINTS) return null;
  const stops: RouteWaypoint[] = [];
  for (const { selection } of waypoints) {
    if (!selection) return null;
    if (selection.kind === 'place') {
      stops.push({ label: selection.description, placeId: selection.placeId });
    } else {
      if (!selection.location) return null;
      stops.push({ label: selection.description, location: { lat: selection.location.lat, lng: selection.location.lng } });
    }
  }
  return { waypoints: stops, ...avoidance, unitSystem };
}

/** Spec section 8: no route at the chosen index is an error, not a crash. */
export class RouteIndexError extends Error {
  override readonly name = 'RouteIndexError';
  constructor(readonly index: number, readonly count: number) {
    super(`No route at index ${index} (${count} route${count === 1 ? '' : 's'})`);
  }
}

/** Spec section 4: "the first route is used, chosen by route index". */
export function pickRoute(routes: readonly RouteResult[], index: number): RouteResult {
  const route = Number.isInteger(index) && index >= 0 ? routes[index] : undefined;
  if (!route) throw new RouteIndexError(index, routes.length);
  return route;
}
