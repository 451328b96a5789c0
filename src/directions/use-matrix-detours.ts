import { useEffect } from 'react';
import { useStore } from 'jotai/react';
import type { WireDetour } from '../api';
import { configAtom } from '../config';
import { corridorListResultsAtom, corridorRouteAtom, NON_MATCHING_RESOURCE, setMatrixDetoursAtom } from '../locations';
import { decodePolyline } from '../map';
import { searchMapsAtom } from '../search';
import { servicesAtom, useAtomValue } from '../shared';
import { matrixDetours, stationsToCost } from './matrix-detours';

interface RouteCosting {
  detours: Map<string, WireDetour>;
  /** Stations asked for (answered or not, with a route or none): never asked twice, each element is billed. */
  asked: Set<string>;
  /** A call failed: the rest of the route keeps its estimates. */
  failed: boolean;
}

type Store = ReturnType<typeof useStore>;

/**
 * What has been costed, per element (its store) and route line (`encodedPath`). Kept here, not in the
 * component: the list mounting again (StrictMode, the visitor switching views) or a new corridor radius
 * must not ask Google again. The last `REMEMBERED_LINES` lines of an element are kept.
 */
const costings = new WeakMap<Store, Map<string, RouteCosting>>();
const REMEMBERED_LINES = 20;

function costingFor(store: Store, line: string): RouteCosting {
  let lines = costings.get(store);
  if (!lines) {
    lines = new Map();
    costings.set(store, lines);
  }
  let costing = lines.get(line);
  if (!costing) {
    costing = { detours: new Map(), asked: new Set(), failed: false };
    lines.set(line, costing);
    // Maps iterate in insertion order: the first key is the oldest line.
    if (lines.size > REMEMBERED_LINES) lines.delete(lines.keys().next().value as string);
  }
  return costing;
}

/**
 * With `directions.detourMatrix.enabled` and a maps platform that has a route matrix (Google), costs
 * the detours of the first `maxStations` stations along a route the API can only estimate for (a route
 * its router did not draw), once per route line and station: a new list (other filters, a wider
 * radius) asks only for stations not costed yet. Answers for a line no longer on show are dropped (a
 * call that went out is billed anyway, so none is aborted); a failure keeps the estimates for the rest
 * of that line and is logged once.
 */
export function useMatrixDetours(): void {
  const store = useStore();
  const { enabled, maxStations } = useAtomValue(configAtom).directions.detourMatrix;
  const maps = useAtomValue(searchMapsAtom);
  const route = useAtomValue(corridorRouteAtom);
  const results = useAtomValue(corridorListResultsAtom);
  const logger = useAtomValue(servicesAtom).logger;

  useEffect(() => {
    const routing = maps?.routing;
    if (!enabled || !routing?.matrix || !route || route.detourWaypoints) return;
    const matrix = routing.matrix.bind(routing);
    const line = route.encodedPath;
    const current = costingFor(store, line);
    if (current.failed) return;
    const entries = Object.entries(results)
      .filter(([resource, load]) => resource !== NON_MATCHING_RESOURCE && load.status === 'ready')
      .flatMap(([resource, load]) => load.locations.map((location) => ({ resource, location })));
    const wanted = stationsToCost(entries, maxStations).filter((station) => !current.asked.has(station.key));
    if (wanted.length === 0) return;
    for (const station of wanted) current.asked.add(station.key);
    matrixDetours(matrix, decodePolyline(route.encodedPath), wanted).then(
      (detours) => {
        for (const [key, detour] of detours) current.detours.set(key, detour);
        store.set(setMatrixDetoursAtom, line, new Map(current.detours));
      },
      (error: unknown) => {
        current.failed = true;
        logger.warn('Detours from the route matrix failed; the stations keep their estimated detours', error);
      },
    );
  }, [enabled, maxStations, maps, route, results, store, logger]);
}
