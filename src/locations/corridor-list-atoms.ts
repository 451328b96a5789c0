/**
 * The stations along the route as directions mode shows them: the API's list, with the detours the
 * element costed itself (Google's route matrix) in place of the API's estimates. Its own
 * module: only directions mode's lazy chunks (the corridor list, the station details) read it.
 */
import { atom } from 'jotai/vanilla';
import type { WireDetour } from '../api';
import type { LoadResults } from './load-runner';
import { corridorRouteAtom, loadedCorridorListAtom } from './loaders-atoms';

/**
 * Detours the element costed itself for the stations along a route line (Google's route matrix, issue
 * 18), by `resource:id`; they replace the API's estimates in the list below. Keyed by the line, not the
 * route object: a new corridor radius or departure is the same road, with the same detours.
 */
const matrixDetoursBaseAtom = atom<{ line: string; detours: ReadonlyMap<string, WireDetour> } | null>(null);
matrixDetoursBaseAtom.debugLabel = 'locations/matrixDetours';

/** Keeps detours costed along `line` (a route's `encodedPath`); dropped when that line is no longer on show. */
export const setMatrixDetoursAtom = atom(null, (get, set, line: string, detours: ReadonlyMap<string, WireDetour>) => {
  if (get(corridorRouteAtom)?.encodedPath !== line) return;
  set(matrixDetoursBaseAtom, { line, detours });
});

/**
 * Every station along the route in route order, per coloured resource (directions mode's list), with
 * the route-matrix detours in place of the API's estimates where there are some.
 */
export const corridorListResultsAtom = atom((get): LoadResults => {
  const results = get(loadedCorridorListAtom);
  const matrix = get(matrixDetoursBaseAtom);
  if (!matrix || matrix.line !== get(corridorRouteAtom)?.encodedPath || matrix.detours.size === 0) return results;
  return Object.fromEntries(
    Object.entries(results).map(([resource, state]) => [
      resource,
      {
        ...state,
        locations: state.locations.map((location) => {
          const detour = matrix.detours.get(`${resource}:${location.id}`);
          return detour ? { ...location, detour } : location;
        }),
      },
    ]),
  );
});
