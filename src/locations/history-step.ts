/**
 * The browser history's steps: what a visitor would call a step (a place or station chosen,
 * details opened, directions mode entered, a route planned or opened) is a history entry of its own, so
 * Back and Forward walk through them inside the element; map moves only rewrite the entry's hash. Each
 * entry carries its step in `history.state` (under `stationLocator`, beside whatever the host's router
 * keeps there), so Back knows the state to show again without guessing it from the hash. Pure.
 */
import { haversineDistance, type PlannedRoute } from '../shared';
import type { LocationRef } from './locations-atoms';

export interface HistoryStep {
  mode: 'search' | 'directions';
  /** The station whose details are open. */
  station: LocationRef | null;
  /** The maps-service place chosen in search mode (null in directions mode). */
  place: { placeId: string } | null;
  /** The route on show in directions mode, as a route link carries it. */
  route: PlannedRoute | null;
}

/** Where the step sits in `history.state`. */
export const HISTORY_STATE_KEY = 'stationLocator';

/**
 * Two routes are one when their stops are within this of each other (and their options are the same):
 * a route opened again from its stops is placed by the router again, a few metres off at most. Their
 * names do not count: a language switch names the same stops in another language.
 */
const SAME_STOP_M = 250;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function readRoute(value: unknown): PlannedRoute | null | undefined {
  if (value === null) return null;
  if (!isRecord(value) || !Array.isArray(value['stops']) || value['stops'].length < 2) return undefined;
  const stops = value['stops'].map((stop: unknown) =>
    isRecord(stop) && typeof stop['description'] === 'string' && isRecord(stop['location']) && isNumber(stop['location']['lat']) && isNumber(stop['location']['lng'])
      ? { description: stop['description'], location: { lat: stop['location']['lat'], lng: stop['location']['lng'] } }
      : null,
  );
  if (stops.some((stop) => stop === null)) return undefined;
  const radius = value['corridorRadiusKm'];
  const departure = value['departure'];
  return {
    stops: stops as PlannedRoute['stops'],
    avoidTolls: value['avoidTolls'] === true,
    avoidHighways: value['avoidHighways'] === true,
    corridorRadiusKm: isNumber(radius) ? radius : null,
    departure: isString(departure) ? departure : null,
  };
}

/** The step `state` (a history entry's state) carries, or null when it carries none or a broken one. */
export function readStep(state: unknown): HistoryStep | null {
  const step = isRecord(state) ? state[HISTORY_STATE_KEY] : undefined;
  if (!isRecord(step) || (step['mode'] !== 'search' && step['mode'] !== 'directions')) return null;
  const station = step['station'];
  const place = step['place'];
  const route = readRoute(step['route']);
  if (route === undefined) return null;
  return {
    mode: step['mode'],
    station: isRecord(station) && isString(station['resource']) && isString(station['id']) ? { resource: station['resource'], id: station['id'] } : null,
    place: isRecord(place) && isString(place['placeId']) ? { placeId: place['placeId'] } : null,
    route,
  };
}

/** `state` with `step` in it; whatever else the host keeps in the entry's state stays. */
export function stateWithStep(state: unknown, step: HistoryStep): Record<string, unknown> {
  return { ...(isRecord(state) ? state : {}), [HISTORY_STATE_KEY]: step };
}

export function sameRoute(a: PlannedRoute | null, b: PlannedRoute | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.stops.length === b.stops.length &&
    a.stops.every((stop, index) => {
      const other = b.stops[index];
      return other !== undefined && haversineDistance(stop.location, other.location) < SAME_STOP_M;
    }) &&
    a.avoidTolls === b.avoidTolls &&
    a.avoidHighways === b.avoidHighways &&
    (a.corridorRadiusKm ?? null) === (b.corridorRadiusKm ?? null) &&
    (a.departure ?? null) === (b.departure ?? null)
  );
}

const sameStation = (a: LocationRef | null, b: LocationRef | null) => (a === null || b === null ? a === b : a.resource === b.resource && a.id === b.id);

export function sameStep(a: HistoryStep, b: HistoryStep): boolean {
  return a.mode === b.mode && sameStation(a.station, b.station) && (a.place?.placeId ?? null) === (b.place?.placeId ?? null) && sameRoute(a.route, b.route);
}

/**
 * How the element's state `step` goes into the history, the current entry carrying `entry`:
 * - `stamp`: the entry carries no step yet (the page's first, or one a link made), or the same step
 *   (a map move; the route's stops named in another language): the entry takes this one;
 *   or directions mode, just entered, closed the details it was entered from (its panel is a lazy
 *   chunk: the details close a moment after the mode changed, and are no step of their own);
 * - `keep`: its route being planned again: only the hash is rewritten, the entry keeps its route;
 * - `push`: a new step, a new entry.
 */
export function historyWrite(entry: HistoryStep | null, step: HistoryStep): 'stamp' | 'keep' | 'push' {
  if (entry === null || sameStep(entry, step)) return 'stamp';
  const enteredDirections = entry.mode === 'directions' && step.mode === 'directions' && entry.route === null && step.route === null;
  if (enteredDirections && entry.station !== null && step.station === null) return 'stamp';
  // A route gone while directions mode stays (a stop changed and the route is asked for again, or a
  // waypoint cleared): the entry keeps the route it showed; the next route is a step of its own.
  const routeGone = step.mode === 'directions' && entry.mode === 'directions' && step.route === null && entry.route !== null;
  return routeGone && sameStation(entry.station, step.station) ? 'keep' : 'push';
}

/** What brings the element's state `current` one move closer to the entry's `target` step. */
export type RestoreAction =
  | { kind: 'search' }
  | { kind: 'directions' }
  | { kind: 'open-route'; route: PlannedRoute }
  | { kind: 'reset-route' }
  | { kind: 'place'; placeId: string }
  | { kind: 'station'; station: LocationRef }
  | { kind: 'close-station' };

/**
 * The next move of a Back or Forward to `target`, or null when `current` is there: the mode (with the
 * route when it opens directions mode), the route, the place, then the station (opening or leaving
 * directions mode closes a station's details, so they come last). A place is not unchosen: an entry
 * from before a place was chosen shows its view with the place still chosen.
 */
export function nextRestoreAction(target: HistoryStep, current: HistoryStep): RestoreAction | null {
  if (target.mode !== current.mode) {
    if (target.mode === 'search') return { kind: 'search' };
    return target.route ? { kind: 'open-route', route: target.route } : { kind: 'directions' };
  }
  if (target.mode === 'directions' && !sameRoute(target.route, current.route)) {
    return target.route ? { kind: 'open-route', route: target.route } : { kind: 'reset-route' };
  }
  if (target.mode === 'search' && target.place && target.place.placeId !== current.place?.placeId) return { kind: 'place', placeId: target.place.placeId };
  if (!sameStation(target.station, current.station)) return target.station ? { kind: 'station', station: target.station } : { kind: 'close-station' };
  return null;
}

/** Whether `current` shows the entry's `target` step, as far as a Back or Forward can bring it there. */
export const reachedStep = (target: HistoryStep, current: HistoryStep) => nextRestoreAction(target, current) === null;
