import { lazyComponent, useAtomValue } from '../../shared';
import { selectedLocationAtom, selectionFailureAtom } from '../locations-atoms';

const loadInfoWindow = () => import('./info-window');
const InfoWindow = lazyComponent(loadInfoWindow, 'InfoWindow');
const SelectionFailureNotice = lazyComponent(loadInfoWindow, 'SelectionFailureNotice');

/**
 * Fetches the info window's own chunk once per page. The nearest list calls it when it first shows items,
 * so a click on one does not wait for the chunk, and the window renders with its details (it should show
 * within 100 ms of them). A failed fetch is forgotten, so the next call (or the selection itself) tries again.
 */
export function preloadInfoWindow(): Promise<void> {
  return Promise.all([InfoWindow.preload(), SelectionFailureNotice.preload()]).then(() => undefined);
}

/**
 * Mount this where the info window goes (search and directions mode). It renders nothing until a
 * location is selected (or its details could not be loaded: the notice saying so); its chunk loads
 * then at the latest (see `preloadInfoWindow`).
 */
export function LazyInfoWindow() {
  const selected = useAtomValue(selectedLocationAtom);
  const failed = useAtomValue(selectionFailureAtom) !== null;
  if (selected) return <InfoWindow />;
  return failed ? <SelectionFailureNotice /> : null;
}
