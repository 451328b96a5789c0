/**
 * Waypoints of directions mode (spec sections 3 "Waypoint", 4, 5, 9): the first is the origin, the last
 * the destination, the others are stops. Pure rules over an immutable list; the atoms apply them.
 */
import type { LatLng, RouteMarker } from '../shared';

/** What a waypoint stands for once the visitor chose something. */
export type WaypointSelection =
  /**
   * A maps-service place (a completion): the route request sends its place id. `location`: where its
   * details put it, once they are in (the map shows the place before there is a route).
   */
  | { kind: 'place'; placeId: string; description: string; location?: LatLng }
  /** One of our stations: its coordinates are known once its detail is (null while it loads). */
  | { kind: 'location'; resource: string; id: string; description: string; location: LatLng | null }
  /** A point with a name: "my position", a saved route's stop, a shared link's stop. */
  | { kind: 'point'; description: string; location: LatLng };

/** none → waiting → success | error, as the search box's geolocation (spec section 4). */
export type WaypointGeolocation = 'none' | 'waiting' | 'success' | 'error';

export interface Waypoint {
  /** Stable across reordering: React keys and each input's own completion state hang on it. */
  id: string;
  searchTerm: string;
  selection: WaypointSelection | null;
  geolocation: WaypointGeolocation;
}

export type WaypointRole = 'origin' | 'stop' | 'destination';

/** The fewest waypoints a route has, and what directions mode starts with (spec section 2). */
export const MIN_WAYPOINTS = 2;

export function emptyWaypoint(id: string): Waypoint {
  return { id, searchTerm: '', selection: null, geolocation: 'none' };
}

export function roleOf(index: number, count: number): WaypointRole {
  if (index === 0) return 'origin';
  return index === count - 1 ? 'destination' : 'stop';
}

/** The map marker's letter: A for the origin, then B, C … (past Z: AA, AB …). */
export function markerLabel(index: number): string {
  const letter = String.fromCharCode(65 + (index % 26));
  return index < 26 ? letter : markerLabel(Math.floor(index / 26) - 1) + letter;
}

/**
 * The letters the waypoint list shows, matching the route's markers on the map: a stop with no place
 * chosen yet has none (null) and the letters after it are not moved on, as the route on the map (which
 * waits for the stop) has no marker for it. Leeds, a new empty stop, Sheffield: A, none, B, as on the
 * map, where the list said A, B, C and the map's Sheffield was B.
 */
export function markerLabels(waypoints: readonly Waypoint[]): (string | null)[] {
  let next = 0;
  return waypoints.map((waypoint, index) => {
    const emptyStop = roleOf(index, waypoints.length) === 'stop' && waypoint.selection === null;
    return emptyStop ? null : markerLabel(next++);
  });
}

/** Filled: the visitor typed something or chose something. */
export function isFilled(waypoint: Waypoint): boolean {
  return waypoint.selection !== null || waypoint.searchTerm.trim() !== '';
}

/** Spec section 5: the add-stop button is hidden once the list holds `limit` waypoints. */
export function canAddStop(waypoints: readonly Waypoint[], limit: number): boolean {
  return waypoints.length < limit;
}

/** A new empty stop right after `index` (not after the destination); unchanged when not allowed. */
export function addStopAfter(waypoints: readonly Waypoint[], index: number, id: string, limit: number): readonly Waypoint[] {
  if (!canAddStop(waypoints, limit) || index < 0 || index >= waypoints.length - 1) return waypoints;
  return [...waypoints.slice(0, index + 1), emptyWaypoint(id), ...waypoints.slice(index + 1)];
}

/** Only stops can be removed: origin and destination stay (spec section 4). */
export function canRemove(waypoints: readonly Waypoint[], index: number): boolean {
  return roleOf(index, waypoints.length) === 'stop';
}

export function removeStop(waypoints: readonly Waypoint[], index: number): readonly Waypoint[] {
  if (!canRemove(waypoints, index)) return waypoints;
  return waypoints.filter((_, position) => position !== index);
}

/** Spec section 4: a waypoint and the next one can be swapped only when either is filled. */
export function canSwapWithNext(waypoints: readonly Waypoint[], index: number): boolean {
  const here = waypoints[index];
  const next = waypoints[index + 1];
  return !!here && !!next && (isFilled(here) || isFilled(next));
}

export function swapWithNext(waypoints: readonly Waypoint[], index: number): readonly Waypoint[] {
  if (!canSwapWithNext(waypoints, index)) return waypoints;
  const next = [...waypoints];
  [next[index], next[index + 1]] = [next[index + 1]!, next[index]!];
  return next;
}

/** Changes the waypoint with `id`; unchanged when there is none. */
export function updateWaypoint(waypoints: readonly Waypoint[], id: string, change: (waypoint: Waypoint) => Waypoint): readonly Waypoint[] {
  const index = waypoints.findIndex((waypoint) => waypoint.id === id);
  if (index < 0) return waypoints;
  const next = [...waypoints];
  next[index] = change(waypoints[index]!);
  return next;
}

/** Spec section 4: clearing a waypoint's search resets its term, its selection and its geolocation. */
export function clearWaypoint(waypoints: readonly Waypoint[], id: string): readonly Waypoint[] {
  return updateWaypoint(waypoints, id, (waypoint) => emptyWaypoint(waypoint.id));
}

/**
 * The lettered pins of the chosen waypoints whose place is known, with the list's letters (an empty
 * stop has none), for the map before there is a route: a place once its details are in.
 */
export function chosenWaypointPins(waypoints: readonly Waypoint[]): RouteMarker[] {
  const labels = markerLabels(waypoints);
  return waypoints.flatMap(({ selection }, index) => {
    const location = selection?.kind === 'place' ? selection.location : locationOf(selection);
    const label = labels[index];
    return selection && location && label ? [{ label, name: selection.description, location }] : [];
  });
}

/**
 * Where the waypoint is for the route, when that is known: a place goes to the routing service by its
 * id (its details' location is for the map only; saved routes keep where the route placed it).
 */
export function locationOf(selection: WaypointSelection | null): LatLng | null {
  if (!selection || selection.kind === 'place') return null;
  return selection.location;
}

/**
 * The leg a point lies on, from its distance along the route and the legs' lengths (metres): the
 * first leg whose end is at or past it; the last leg for anything beyond.
 */
export function legIndexAt(legLengths: readonly number[], distanceAlong: number): number {
  let end = 0;
  for (let index = 0; index < legLengths.length; index += 1) {
    end += legLengths[index]!;
    if (distanceAlong <= end) return index;
  }
  return Math.max(0, legLengths.length - 1);
}

/** `stop` inserted into leg `legIndex` (between waypoints legIndex and legIndex + 1); unchanged at the limit. */
export function insertStopIntoLeg(waypoints: readonly Waypoint[], legIndex: number, stop: Waypoint, limit: number): readonly Waypoint[] {
  if (!canAddStop(waypoints, limit) || legIndex < 0 || legIndex > waypoints.length - 2) return waypoints;
  return [...waypoints.slice(0, legIndex + 1), stop, ...waypoints.slice(legIndex + 1)];
}
