/**
 * State of directions mode (spec sections 2 "Directions mode", 3 "Waypoint" and "Route result", 4, 5, 8):
 * entering and leaving it, and opening a whole route. The rest is in its siblings, re-exported here for
 * the feature's components:
 * - waypoint-atoms.ts: the waypoints, each with its own completion field, their lookups and actions;
 * - route-request-atoms.ts: the route, asked for when every waypoint is chosen and known, and published
 *   for the map (`setActiveRouteAtom` in shared/route-atoms.ts);
 * - route-options-atoms.ts: avoidance, corridor radius, departure, corridor order and filter, fuel plan;
 * - directions-state.ts: the base atoms they share (private to the feature).
 *
 * Base atoms are private; components read the derived atoms and write through the named actions.
 */
import { atom, type Getter, type Setter } from 'jotai/vanilla';
import { clearSelectedLocationAtom } from '../locations';
import { takeDirectionsTargetAtom, takePlannedRouteAtom, type DirectionsEndpoint, type PlannedRoute } from '../shared';
import {
  avoidanceBaseAtom,
  corridorOrderBaseAtom,
  corridorRadiusBaseAtom,
  departureBaseAtom,
  newId,
  openOnArrivalOnlyBaseAtom,
  waypointsBaseAtom,
} from './directions-state';
import { clampRadius } from './route-options-atoms';
import { clearRoute, setWaypoints } from './route-request-atoms';
import { cancelAllLookups, cancelLookup, waypointField } from './waypoint-atoms';
import { emptyWaypoint, type Waypoint, type WaypointSelection } from './waypoints';

export {
  waypointField,
  waypointsAtom,
  waypointsLimitAtom,
  setWaypointTextAtom,
  restoreWaypointTextAtom,
  clearWaypointAtom,
  chooseWaypointOptionAtom,
  locateWaypointAtom,
  addStopAfterAtom,
  removeStopAtom,
  swapWithNextAtom,
  addStationAsStopAtom,
  relabelWaypointsAtom,
  type CorridorStation,
} from './waypoint-atoms';
export {
  routeStatusAtom,
  routeAtom,
  routeErrorAtom,
  requestRouteAtom,
  setRouteIndexAtom,
  requestRouteAgainAtom,
  type RouteStatus,
  type RouteErrorCode,
} from './route-request-atoms';
export {
  routeAvoidanceAtom,
  corridorRadiusScaleAtom,
  corridorRadiusAtom,
  departureAtom,
  corridorOrderAtom,
  openOnArrivalOnlyAtom,
  fuelChoiceAtom,
  fuelAmountsAtom,
  fuelPlanAtom,
  setRouteAvoidanceAtom,
  setCorridorRadiusAtom,
  setDepartureAtom,
  setCorridorOrderAtom,
  setOpenOnArrivalOnlyAtom,
  setFuelChoiceAtom,
  setFuelAmountsAtom,
  RADIUS_COMMIT_DELAY_MS,
  DEPARTURE_COMMIT_DELAY_MS,
} from './route-options-atoms';

// ---- entering and leaving ---------------------------------------------------------------------------

/**
 * Spec section 2: leaving directions mode resets the route and restores two empty waypoint slots. A
 * station's details opened in directions mode close with it: search mode's list would sit below them.
 */
export const resetDirectionsAtom = atom(null, (get, set) => {
  set(clearSelectedLocationAtom);
  cancelAllLookups(get);
  // The empty slots first: clearing the route then publishes no chosen waypoints' pins.
  set(waypointsBaseAtom, [emptyWaypoint(newId(get)), emptyWaypoint(newId(get))]);
  clearRoute(get, set);
  set(corridorOrderBaseAtom, 'route');
  set(openOnArrivalOnlyBaseAtom, false);
});

function endpointSelection(endpoint: DirectionsEndpoint): WaypointSelection {
  return endpoint.station
    ? { kind: 'location', resource: endpoint.station.resource, id: endpoint.station.id, description: endpoint.description, location: endpoint.location }
    : { kind: 'point', description: endpoint.description, location: endpoint.location };
}

/** A waypoint filled with `endpoint`, its input showing the endpoint's description. */
function filledWaypoint(get: Getter, set: Setter, endpoint: DirectionsEndpoint): Waypoint {
  const waypoint = emptyWaypoint(newId(get));
  set(waypointField(waypoint.id).setTextAtom, endpoint.description);
  return { ...waypoint, searchTerm: endpoint.description, selection: endpointSelection(endpoint) };
}

/**
 * Opens a whole route (a saved route, a shared link; spec section 4): its stops replace the waypoints
 * (as entries that need no lookup), its options replace the route options (a radius of null keeps the
 * config's default), and the route is asked for.
 */
export const openRouteAtom = atom(null, (get, set, route: PlannedRoute) => {
  cancelAllLookups(get);
  set(avoidanceBaseAtom, { ...get(avoidanceBaseAtom), avoidTolls: route.avoidTolls, avoidHighways: route.avoidHighways });
  set(corridorRadiusBaseAtom, route.corridorRadiusKm === null || !Number.isFinite(route.corridorRadiusKm) ? null : clampRadius(get, route.corridorRadiusKm));
  // A link's departure applies; a saved route has none (it is planned again on another day): now.
  set(departureBaseAtom, route.departure && Number.isFinite(Date.parse(route.departure)) ? route.departure : null);
  setWaypoints(
    get,
    set,
    route.stops.map((stop) => filledWaypoint(get, set, stop)),
  );
});

/** How directions mode was opened, when not by its button. */
export type DirectionsSource = 'info_window' | 'link';

/**
 * Directions mode opens: takes what asked for it (`applyDirectionsTargetAtom`) and closes a station's
 * details, which would sit above the waypoints, half scrolled. A station whose "Plan a route to here"
 * opened the mode is not lost with them: it is the destination. Returns where the request came from.
 */
export const enterDirectionsAtom = atom(null, (_get, set): DirectionsSource | null => {
  const source = set(applyDirectionsTargetAtom);
  set(clearSelectedLocationAtom);
  return source;
});

/**
 * Takes what asked for directions mode, if anything did: a shared route link (the whole route opens), or
 * a station's info window (that station is the destination). The origin of a "route to here" is the
 * one the visitor already chose in directions mode (a station's details opened there: the route starts
 * where theirs did), else the searched place or the visitor's position when there is one. Returns where
 * the request came from, or null.
 */
export const applyDirectionsTargetAtom = atom(null, (get, set): DirectionsSource | null => {
  const planned = set(takePlannedRouteAtom);
  if (planned) {
    set(openRouteAtom, planned);
    return 'link';
  }
  const target = set(takeDirectionsTargetAtom);
  if (!target) return null;
  const [chosenOrigin] = get(waypointsBaseAtom);
  const origin = chosenOrigin?.selection
    ? chosenOrigin
    : target.origin
      ? filledWaypoint(get, set, target.origin)
      : emptyWaypoint(newId(get));
  for (const waypoint of get(waypointsBaseAtom)) if (waypoint !== origin) cancelLookup(get, waypoint.id);
  setWaypoints(get, set, [origin, filledWaypoint(get, set, target.destination)]);
  // The station's details asked for the route: the route is what the visitor wants to see now, and the
  // details (at the top of the sidebar) would push the waypoints down.
  set(clearSelectedLocationAtom);
  return 'info_window';
});
