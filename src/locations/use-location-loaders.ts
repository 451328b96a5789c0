import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai/react';
import { activeFilterSelectionAtom } from '../filters';
import { listOriginAtom } from './locations-atoms';
import { cancelLoadsAtom, refreshNearestAtom, scheduleLoadsAtom } from './loaders-atoms';
import { viewportAtom } from './map-atoms';

/**
 * Schedules the loaders (debounced) whenever the viewport, the list origin or the filters change. A new
 * list origin (a place was picked, the visitor was located) also loads the nearest list at once: it does
 * not wait for the map to move there and settle.
 */
export function useLocationLoaders(): void {
  const viewport = useAtomValue(viewportAtom);
  const filters = useAtomValue(activeFilterSelectionAtom);
  const origin = useAtomValue(listOriginAtom);
  const schedule = useSetAtom(scheduleLoadsAtom);
  const refreshNearest = useSetAtom(refreshNearestAtom);
  const cancel = useSetAtom(cancelLoadsAtom);
  useEffect(() => {
    if (viewport) schedule();
  }, [viewport, filters, origin, schedule]);
  useEffect(() => {
    if (origin) void refreshNearest();
  }, [origin, refreshNearest]);
  useEffect(() => () => cancel(), [cancel]);
}
