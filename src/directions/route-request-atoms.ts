/**
 * The route of directions mode (spec sections 4, 5, 8): asked for when every waypoint is chosen and
 * known (`requestRouteAtom`), a newer request aborting the one in flight, and published for the map
 * (`setActiveRouteAtom` in shared/route-atoms.ts). Every action that changes what the route depends on
 * asks for it again through here.
 */
import { atom, type Getter, type Setter } from 'jotai/vanilla';
import { configAtom } from '../config';
import { requestMapTargetAtom } from '../locations';
import type { RouteResult } from '../map';
import { searchMapsAtom } from '../search';
import { isAbortError, servicesAtom, setActiveRouteAtom, setChosenWaypointPinsAtom, type RouteMarker } from '../shared';
import {
  avoidanceBaseAtom,
  corridorRadiusAtom,
  departureBaseAtom,
  IDLE_ROUTE,
  internalsAtom,
  routeIndexBaseAtom,
  routeStateBaseAtom,
  track,
  waypointsBaseAtom,
  type RouteErrorCode,
} from './directions-state';
import { buildRouteRequest, pickRoute } from './route-request';
import { routeTimeProfile } from './time-profile';
import { chosenWaypointPins, markerLabel, type Waypoint } from './waypoints';

export type { RouteErrorCode, RouteStatus } from './directions-state';

/** A route shorter than this goes nowhere: its start and destination are one place. */
const SAME_PLACE_M = 50;

/** Room around a fitted route, so the lettered markers at its ends are not cut by the map's edge. */
export const ROUTE_FIT_PADDING_PX = 40;

export const routeStatusAtom = atom((get) => get(routeStateBaseAtom).status);
/** The route on show, or null. */
export const routeAtom = atom((get) => get(routeStateBaseAtom).route);
/** Why the last route request gave no route; null when it did not fail. */
export const routeErrorAtom = atom((get) => get(routeStateBaseAtom).error);

function abortRoute(get: Getter): void {
  const state = get(internalsAtom);
  state.route?.abort();
  state.route = undefined;
}

function publishRoute(get: Getter, set: Setter, route: RouteResult | null, waypoints: readonly Waypoint[]): void {
  set(setChosenWaypointPinsAtom, route ? [] : chosenWaypointPins(get(waypointsBaseAtom)));
  if (!route) {
    set(setActiveRouteAtom, null);
    return;
  }
  // Where each waypoint is, as the routing service placed it: leg i starts at waypoint i.
  const points = [...route.legs.map((leg) => leg.startLocation), ...route.legs.slice(-1).map((leg) => leg.endLocation)];
  const markers: RouteMarker[] = points.map((location, index) => ({
    label: markerLabel(index),
    name: waypoints[index]?.selection?.description ?? '',
    location,
  }));
  const { avoidTolls, avoidHighways } = get(avoidanceBaseAtom);
  set(setActiveRouteAtom, {
    path: route.path,
    encodedPath: route.encodedPath,
    bounds: route.bounds,
    markers,
    corridorRadiusKm: get(corridorRadiusAtom),
    avoidTolls,
    avoidHighways,
    departure: get(departureBaseAtom),
    timeProfile: routeTimeProfile(route, route.encodedPath),
    // Only our own router can cost a detour the way it routes; for any other route the API estimates.
    detourWaypoints: route.network ? points : null,
  });
  set(requestMapTargetAtom, { kind: 'bounds', bounds: route.bounds, padding: ROUTE_FIT_PADDING_PX });
}

/** Aborts the route request in flight, and the route on show goes. */
export function clearRoute(get: Getter, set: Setter): void {
  abortRoute(get);
  set(routeStateBaseAtom, IDLE_ROUTE);
  publishRoute(get, set, null, []);
}

/**
 * Asks for the route of the current waypoints (spec sections 4, 5, 8): only when every waypoint has a
 * selection and every chosen location is known; otherwise the route is cleared. A newer request aborts
 * this one. No route or a failure clears the route and flags the failure; the route at the route index
 * (the first) is shown.
 */
export const requestRouteAtom = atom(null, async (get, set): Promise<void> => {
  const waypoints = get(waypointsBaseAtom);
  const config = get(configAtom);
  const avoidance = get(avoidanceBaseAtom);
  const request = buildRouteRequest(waypoints, avoidance, config.directions.unitSystem);
  const maps = get(searchMapsAtom);
  if (!request || !maps) {
    clearRoute(get, set);
    return;
  }
  abortRoute(get);
  const controller = new AbortController();
  get(internalsAtom).route = controller;
  set(routeStateBaseAtom, { status: 'loading', route: get(routeStateBaseAtom).route, error: null });
  const waypointCount = request.waypoints.length;
  track(get, 'route_requested', { waypoint_count: waypointCount, avoid_tolls: avoidance.avoidTolls, avoid_highways: avoidance.avoidHighways });

  const fail = (error: RouteErrorCode, cause?: unknown) => {
    if (cause !== undefined) get(servicesAtom).logger.error('The route could not be computed', cause);
    set(routeStateBaseAtom, { status: 'error', route: null, error });
    publishRoute(get, set, null, []);
    track(get, 'route_failed', { reason: error, waypoint_count: waypointCount });
  };
  let routes: RouteResult[];
  try {
    const result = await maps.routing.route(request, { signal: controller.signal });
    if (controller.signal.aborted) return;
    routes = result ? [result] : [];
  } catch (error) {
    if (controller.signal.aborted || isAbortError(error)) return;
    fail('failed', error);
    return;
  } finally {
    if (get(internalsAtom).route === controller) get(internalsAtom).route = undefined;
  }
  if (routes.length === 0) {
    fail('no_route');
    return;
  }
  let route: RouteResult;
  try {
    route = pickRoute(routes, get(routeIndexBaseAtom));
  } catch (error) {
    fail('failed', error);
    return;
  }
  // Leeds to Leeds: a route of 0 m, an itinerary of "0 minutes" and a corridor of one point, which
  // the stations along it cannot be asked for ("could not be loaded", with a Retry that cannot help).
  // Measured over the legs: a route's total leaves out a leg across the sea (Leeds to Belfast is 0 m by road).
  if (route.legs.reduce((metres, leg) => metres + leg.distance.value, 0) < SAME_PLACE_M) {
    fail('same_place');
    return;
  }
  set(routeStateBaseAtom, { status: 'ready', route, error: null });
  publishRoute(get, set, route, waypoints);
});

/** Sets the waypoints and asks for the route they make. */
export function setWaypoints(get: Getter, set: Setter, next: readonly Waypoint[]): void {
  if (next === get(waypointsBaseAtom)) return;
  set(waypointsBaseAtom, next);
  void set(requestRouteAtom);
}

/** Which of the routing service's routes to show (spec section 4: the first by default). */
export const setRouteIndexAtom = atom(null, (_get, set, index: number) => {
  set(routeIndexBaseAtom, index);
  void set(requestRouteAtom);
});

/**
 * The route on show asked for again (the maps service of a new locale): its itinerary (step
 * instructions, distances, durations, its ends' names) then reads in that locale. Nothing when no route
 * is on show.
 */
export const requestRouteAgainAtom = atom(null, async (get, set): Promise<void> => {
  if (get(routeStateBaseAtom).route) await set(requestRouteAtom);
});
