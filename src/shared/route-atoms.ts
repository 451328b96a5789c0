/**
 * The seam between directions mode and the rest of the locator (DESIGN.md "One map"): the directions
 * feature publishes the active route as the map and the loaders need it; the locations feature draws it
 * (route line, a marker per waypoint) and, later, loads the stations along it; the URL hash writer puts
 * it into a shareable link. And the other way: the info window asks for directions to a station, and a
 * shared link opens a whole route, without knowing the directions feature.
 *
 * Base atoms are private; features read the derived atoms and write through the named actions.
 */
import { atom } from 'jotai/vanilla';
import type { LatLng } from './geo';
import { openDirectionsAtom } from './view-atoms';

/** A waypoint as the map shows it: its letter (A, B, C …), its name and where it is. */
export interface RouteMarker {
  label: string;
  name: string;
  location: LatLng;
}

/**
 * How far from now a departure may be: the API takes departures within a year of now (366 days, server
 * routes/locations.ts); two days less here, so a time the field takes is never refused there. Further
 * off (an old link), the route leaves now.
 */
export const DEPARTURE_WINDOW_DAYS = 364;
/** The same window in milliseconds, as the departure field and the corridor loads compare instants. */
export const DEPARTURE_WINDOW_MS = DEPARTURE_WINDOW_DAYS * 86_400_000;

export interface ActiveRoute {
  /** The route line, origin to destination. */
  path: readonly LatLng[];
  /** `path` as an encoded polyline (precision 5), what along_corridor takes. */
  encodedPath: string;
  bounds: { north: number; south: number; east: number; west: number };
  markers: readonly RouteMarker[];
  /** The corridor radius in kilometres (route options). */
  corridorRadiusKm: number;
  /** The avoid flags the route was asked for with (route options; a shared link carries them). */
  avoidTolls: boolean;
  avoidHighways: boolean;
  /** When the visitor leaves (ISO 8601 instant); null: now, read from the clock at each use. */
  departure: string | null;
  /**
   * Along the route's line (`encodedPath`), [metres, seconds after departure] per step end: what the
   * stations along the route need to know when the route passes them (along_corridor `arrival`).
   */
  timeProfile: readonly (readonly [number, number])[] | null;
  /**
   * The waypoints, when the route came from our own API's router (the offline engine): the API then
   * costs detours with that router (along_corridor `detour_waypoints`); null for other routes.
   */
  detourWaypoints: readonly LatLng[] | null;
}

/** One end of a directions request made from elsewhere (the info window, a link): a station or a place. */
export interface DirectionsEndpoint {
  description: string;
  location: LatLng;
  /** Set when the endpoint is one of our stations. */
  station?: { resource: string; id: string };
}

export interface DirectionsTarget {
  destination: DirectionsEndpoint;
  /** The searched place or the visitor's position, when there is one. */
  origin: DirectionsEndpoint | null;
}

/**
 * A whole route to open in directions mode (a shared link; saved routes use the same shape inside the
 * directions feature): every stop with its coordinates, so nothing needs a lookup, and the options.
 */
export interface PlannedRoute {
  /** Origin first, destination last; at least two. */
  stops: readonly DirectionsEndpoint[];
  avoidTolls: boolean;
  avoidHighways: boolean;
  /** Kilometres; null keeps the config's default. */
  corridorRadiusKm: number | null;
  /** When the visitor leaves (ISO 8601 instant); null or absent: now. */
  departure?: string | null;
}

const activeRouteBaseAtom = atom<ActiveRoute | null>(null);
const pendingTargetBaseAtom = atom<DirectionsTarget | null>(null);
const pendingRouteBaseAtom = atom<PlannedRoute | null>(null);
const routeLinkBaseAtom = atom<string | null>(null);
activeRouteBaseAtom.debugLabel = 'activeRoute';
pendingTargetBaseAtom.debugLabel = 'pendingDirectionsTarget';
pendingRouteBaseAtom.debugLabel = 'pendingPlannedRoute';
routeLinkBaseAtom.debugLabel = 'routeLink';

/** The route directions mode shows, or null (none yet, or not in directions mode). */
export const activeRouteAtom = atom((get) => get(activeRouteBaseAtom));

export const setActiveRouteAtom = atom(null, (_get, set, route: ActiveRoute | null) => {
  set(activeRouteBaseAtom, route);
});

const chosenWaypointPinsBaseAtom = atom<readonly RouteMarker[]>([]);
chosenWaypointPinsBaseAtom.debugLabel = 'chosenWaypointPins';

/**
 * The lettered markers of the waypoints chosen so far, where they are known, while no route is on show
 * (only a start chosen: the map shows it). The route's own markers take over once there is a route.
 */
export const chosenWaypointPinsAtom = atom((get) => get(chosenWaypointPinsBaseAtom));

export const setChosenWaypointPinsAtom = atom(null, (_get, set, pins: readonly RouteMarker[]) => {
  set(chosenWaypointPinsBaseAtom, pins);
});

/** A directions request the directions feature has not taken yet. */
export const pendingDirectionsTargetAtom = atom((get) => get(pendingTargetBaseAtom));

/** "Directions to here" (info window): directions mode opens with this destination (and origin). */
export const planDirectionsToAtom = atom(null, (_get, set, target: DirectionsTarget) => {
  set(pendingTargetBaseAtom, target);
  set(openDirectionsAtom);
});

/** The directions feature took the pending request: returns it and forgets it. */
export const takeDirectionsTargetAtom = atom(null, (get, set): DirectionsTarget | null => {
  const target = get(pendingTargetBaseAtom);
  set(pendingTargetBaseAtom, null);
  return target;
});

/** A shared route link was opened: directions mode opens with that route. */
export const openPlannedRouteAtom = atom(null, (_get, set, route: PlannedRoute) => {
  set(pendingRouteBaseAtom, route);
  set(openDirectionsAtom);
});

/** A whole route waiting for the directions feature to open it (taken at once when the panel is open). */
export const pendingPlannedRouteAtom = atom((get) => get(pendingRouteBaseAtom));

const directionsResetBaseAtom = atom(0);
directionsResetBaseAtom.debugLabel = 'directionsResetRequests';
/** Counts the requests to empty directions mode (Back to its entry from before a route): the panel resets. */
export const directionsResetRequestsAtom = atom((get) => get(directionsResetBaseAtom));

/** Directions mode stays, emptied: the route and waypoints go as when leaving it (history's Back). */
export const requestDirectionsResetAtom = atom(null, (get, set) => {
  set(directionsResetBaseAtom, get(directionsResetBaseAtom) + 1);
});

/** The directions feature took the pending route: returns it and forgets it. */
export const takePlannedRouteAtom = atom(null, (get, set): PlannedRoute | null => {
  const route = get(pendingRouteBaseAtom);
  set(pendingRouteBaseAtom, null);
  return route;
});

/**
 * The page's URL with the active route in its hash (hash routing on, a route on show), or null: what
 * "copy link" copies. The URL hash writer (locations feature) sets it when it writes a route hash.
 */
export const routeLinkAtom = atom((get) => get(routeLinkBaseAtom));

export const setRouteLinkAtom = atom(null, (_get, set, url: string | null) => {
  set(routeLinkBaseAtom, url);
});
