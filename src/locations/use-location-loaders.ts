import { useEffect, useRef } from 'react';
import { useAtomValue, useSetAtom, useStore } from 'jotai/react';
import { activeFilterSelectionAtom } from '../filters';
import { listOriginAtom } from './locations-atoms';
import { cancelLoadsAtom, corridorRouteAtom, loadNowAtom, refreshNearestAtom, scheduleLoadsAtom } from './loaders-atoms';
import { viewportAtom, viewportCauseAtom } from './map-atoms';

/**
 * Runs the loaders whenever the viewport, the list origin, the filters or the route change. Only the
 * visitor's own pans and zooms are debounced (they come in bursts); the map's first view, a view we moved
 * the map to (search, selection, the starting area), new filters and a new route (or corridor radius)
 * load at once. A new list origin (a place was picked, the visitor was located) also loads the nearest
 * list at once: it does not wait for the map to move there and settle.
 */
export function useLocationLoaders(): void {
  const store = useStore();
  const viewport = useAtomValue(viewportAtom);
  const filters = useAtomValue(activeFilterSelectionAtom);
  const origin = useAtomValue(listOriginAtom);
  const route = useAtomValue(corridorRouteAtom);
  const loadNow = useSetAtom(loadNowAtom);
  const schedule = useSetAtom(scheduleLoadsAtom);
  const refreshNearest = useSetAtom(refreshNearestAtom);
  const cancel = useSetAtom(cancelLoadsAtom);
  const last = useRef({ viewport, filters, route });
  useEffect(() => {
    const previous = last.current;
    last.current = { viewport, filters, route };
    const visitorMoveOnly =
      previous.viewport !== null &&
      viewport !== previous.viewport &&
      store.get(viewportCauseAtom) === 'user' &&
      filters === previous.filters &&
      route === previous.route;
    if (visitorMoveOnly) schedule();
    else if (viewport || route) void loadNow();
  }, [store, viewport, filters, route, schedule, loadNow]);
  // The origin only moves the list: the map's loads follow the map (a search also moves it, as a target).
  useEffect(() => {
    if (origin) void refreshNearest();
  }, [origin, refreshNearest]);
  useEffect(() => () => cancel(), [cancel]);
}
