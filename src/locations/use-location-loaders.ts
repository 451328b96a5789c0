import { useLayoutEffect } from 'react';
import { useStore } from 'jotai/react';
import { activeFilterSelectionAtom } from '../filters';
import { resourceHiddenAtom } from '../resource-choice';
import { listOriginAtom } from './locations-atoms';
import { cancelLoadsAtom, corridorRouteAtom, loadNowAtom, readLoadInputs, refreshNearestAtom, sameLoadInputs, scheduleLoadsAtom } from './loaders-atoms';
import { viewportAtom, viewportCauseAtom } from './map-atoms';

/**
 * Runs the loaders whenever the viewport, the list origin, the filters or the route change. Only the
 * visitor's own pans and zooms are debounced (they come in bursts); the first view (planned before the
 * map exists), a view we moved the map to (search, selection), new filters and a new route (or corridor
 * radius) load at once. A new list origin (a place was picked, the visitor was located) also loads the
 * nearest list at once: it does not wait for the map to move there and settle.
 *
 * Store subscriptions, not effects: a change starts its requests in the same task that made it, not a
 * render and commit later (the first view's requests go out as soon as it is planned). Subscribed in a
 * layout effect, before the map's first view is planned in one (call this hook before `useFirstView`):
 * the first requests go out in the commit that laid the map's box out, not in the passive effects after
 * it (React runs those in a later task, after the browser may have painted).
 */
export function useLocationLoaders(): void {
  const store = useStore();
  useLayoutEffect(() => {
    let last = readLoadInputs(store.get);
    const onChange = () => {
      const previous = last;
      const next = readLoadInputs(store.get);
      if (sameLoadInputs(next, previous)) return;
      last = next;
      const visitorMoveOnly =
        previous.viewport !== null &&
        next.viewport !== previous.viewport &&
        store.get(viewportCauseAtom) === 'user' &&
        next.filters === previous.filters &&
        next.route === previous.route &&
        next.hidden === previous.hidden;
      if (visitorMoveOnly) store.set(scheduleLoadsAtom);
      else if (next.viewport || next.route) void store.set(loadNowAtom);
    };
    // The origin only moves the list: the map's loads follow the map (a search also moves it, as a target).
    const onOrigin = () => {
      if (store.get(listOriginAtom)) void store.set(refreshNearestAtom);
    };
    const unsubscribe = [
      store.sub(viewportAtom, onChange),
      store.sub(activeFilterSelectionAtom, onChange),
      store.sub(corridorRouteAtom, onChange),
      store.sub(resourceHiddenAtom, onChange),
      store.sub(listOriginAtom, onOrigin),
    ];
    // A map mounted on a view that is there already (shown again) loads it now. When its loads went out
    // before the shell rendered (the URL's view, `loadFirstViewAtom`), this asks for nothing: the same
    // within_bounds is not sent again unless it failed (`loadWithinBoundsAtom`), nor the same nearest_to.
    if (last.viewport || last.route) void store.set(loadNowAtom);
    onOrigin();
    return () => {
      for (const off of unsubscribe) off();
      store.set(cancelLoadsAtom);
    };
  }, [store]);
}
