import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai/react';
import { activeFilterSelectionAtom } from '../filters';
import { listOriginAtom } from './locations-atoms';
import { cancelLoadsAtom, scheduleLoadsAtom } from './loaders-atoms';
import { viewportAtom } from './map-atoms';

/** Schedules the loaders (debounced) whenever the viewport, the list origin or the filters change. */
export function useLocationLoaders(): void {
  const viewport = useAtomValue(viewportAtom);
  const filters = useAtomValue(activeFilterSelectionAtom);
  const origin = useAtomValue(listOriginAtom);
  const schedule = useSetAtom(scheduleLoadsAtom);
  const cancel = useSetAtom(cancelLoadsAtom);
  useEffect(() => {
    if (viewport) schedule();
  }, [viewport, filters, origin, schedule]);
  useEffect(() => () => cancel(), [cancel]);
}
