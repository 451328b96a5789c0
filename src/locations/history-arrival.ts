/**
 * Where the element stands against the browser history (use-url-hash.ts): the step it shows now
 * (`stepOf`), and a Back, Forward or link on its way to the state it shows (an `Arrival`), which
 * `arrivalProgress` checks against the step on show, one move at a time. Pure: the history module
 * (history-step.ts, a chunk of its own) is passed in; only its types are imported here.
 */
import { relabelCountrySuffix, SUPPORTED_LOCALES, type ActiveRoute, type PlannedRoute } from '../shared';
import type * as HistoryStepModule from './history-step';
import type { HistoryStep, RestoreAction } from './history-step';
import type { SelectedLocation } from './locations-atoms';

export type HistoryModule = typeof HistoryStepModule;

/**
 * How long a Back or Forward, or a link's station or place, may take to show before the element stops
 * waiting for it (a station that is gone, a route the router cannot find): then the entry takes the
 * state as it is. Until then nothing the element does meanwhile counts as a step of its own.
 */
export const ARRIVAL_WAIT_MS = 10_000;

/** The route on show as a link carries it: its waypoints where the map shows them, named, and its options. */
export function plannedRouteOf(route: ActiveRoute): PlannedRoute {
  return {
    stops: route.markers.map((marker) => ({ description: marker.name || marker.label, location: marker.location })),
    avoidTolls: route.avoidTolls,
    avoidHighways: route.avoidHighways,
    corridorRadiusKm: route.corridorRadiusKm,
    departure: route.departure,
  };
}

export function stepOf(inDirections: boolean, selected: SelectedLocation | null, placeId: string | null, route: ActiveRoute | null): HistoryStep {
  return {
    mode: inDirections ? 'directions' : 'search',
    station: selected ? { resource: selected.resource, id: selected.location.id } : null,
    place: !inDirections && placeId ? { placeId } : null,
    route: route ? plannedRouteOf(route) : null,
  };
}

/** A Back or Forward (or a link) on its way to the state it shows; `restore`: the element brings it there. */
export interface Arrival {
  target: HistoryStep | ((current: HistoryStep) => boolean);
  restore: boolean;
  /** The moves made so far (each once: the next waits until the state shows it). */
  made: Set<RestoreAction['kind']>;
  until: number;
}

/** What an arrival comes to now: it ended (arrived, or gave up), waits, or needs `action` next. */
export type ArrivalProgress = { kind: 'ended' } | { kind: 'wait' } | { kind: 'move'; action: RestoreAction };

/**
 * `arrival` against the step on show (`current`) at `now` (ms): arrived or out of time ends it; else a
 * Back's or Forward's step (once the history module is in) gives its next move, unless that move was made.
 */
export function arrivalProgress(arrival: Arrival, current: HistoryStep, history: HistoryModule | null, now: number): ArrivalProgress {
  const { target } = arrival;
  let arrived: boolean;
  if (typeof target === 'function') arrived = target(current);
  else if (history) arrived = history.reachedStep(target, current);
  else return { kind: 'wait' };
  if (arrived || now > arrival.until) return { kind: 'ended' };
  if (!arrival.restore || typeof target === 'function' || !history) return { kind: 'wait' };
  const action = history.nextRestoreAction(target, current);
  if (!action || arrival.made.has(action.kind)) return { kind: 'wait' };
  return { kind: 'move', action };
}

/** `route` with its stops' countries named in `locale` (an entry from before a language switch names them in the other). */
export function routeInLocale(route: PlannedRoute, locale: string, countryCodes: readonly string[]): PlannedRoute {
  return {
    ...route,
    stops: route.stops.map((stop) => ({ ...stop, description: SUPPORTED_LOCALES.reduce((label, from) => relabelCountrySuffix(label, from, locale, countryCodes), stop.description) })),
  };
}
