import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai/react';
import { activeFilterSelectionAtom } from '../filters';
import { listOriginAtom } from './locations-atoms';
import { cancelLoadsAtom, corridorRouteAtom, refreshNearestAtom, runLoadsAtom, scheduleLoadsAtom } from './loaders-atoms';
import { viewportAtom } from './map-atoms';

/**
 * Schedules the loaders (debounced) whenever the viewport, the list origin or the filters change. A new
 * list origin (a place was picked, the visitor was located) also loads the nearest list at once: it does
 * not wait for the map to move there and settle; so does a new route (or corridor radius) in directions
 * mode, whose stations replace within_bounds on the map.
 */
export function useLocationLoaders(): void {
  const viewport = useAtomValue(viewportAtom);
  const filters = useAtomValue(activeFilterSelectionAtom);
  const origin = useAtomValue(listOriginAtom);
  const route = useAtomValue(corridorRouteAtom);
  const runLoads = useSetAtom(runLoadsAtom);
  const schedule = useSetAtom(scheduleLoadsAtom);
  const refreshNearest = useSetAtom(refreshNearestAtom);
  const cancel = useSetAtom(cancelLoadsAtom);
  useEffect(() => {
    if (viewport) schedule();
  }, [viewport, filters, origin, route, schedule]);
  useEffect(() => {
    if (origin) void refreshNearest();
  }, [origin, refreshNearest]);
  // A new route or radius loads its stations at once: one deliberate change, not a burst of pans.
  useEffect(() => {
    if (route) void runLoads();
  }, [route, runLoads]);
  useEffect(() => () => cancel(), [cancel]);
}
