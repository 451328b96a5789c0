/**
 * The seam between directions mode and the rest of the locator (DESIGN.md "One map"): the directions
 * feature publishes the active route as the map and the loaders need it; the locations feature draws it
 * (route line, a marker per waypoint) and, later, loads the stations along it. And the other way: the
 * info window asks for directions to a station without knowing the directions feature.
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

export interface ActiveRoute {
  /** The route line, origin to destination. */
  path: readonly LatLng[];
  /** `path` as an encoded polyline (precision 5), what along_corridor takes. */
  encodedPath: string;
  bounds: { north: number; south: number; east: number; west: number };
  markers: readonly RouteMarker[];
  /** The corridor radius in kilometres (route options). */
  corridorRadiusKm: number;
}

/** One end of a directions request made from elsewhere (the info window): a station or a place. */
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

const activeRouteBaseAtom = atom<ActiveRoute | null>(null);
const pendingTargetBaseAtom = atom<DirectionsTarget | null>(null);
activeRouteBaseAtom.debugLabel = 'activeRoute';
pendingTargetBaseAtom.debugLabel = 'pendingDirectionsTarget';

/** The route directions mode shows, or null (none yet, or not in directions mode). */
export const activeRouteAtom = atom((get) => get(activeRouteBaseAtom));

export const setActiveRouteAtom = atom(null, (_get, set, route: ActiveRoute | null) => {
  set(activeRouteBaseAtom, route);
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
