import { lazy, Suspense } from 'react';
import { useAtomValue } from 'jotai/react';
import { selectedLocationAtom } from '../locations-atoms';

/** The info window's own chunk, fetched the first time a station is selected. */
const InfoWindow = lazy(() => import('./info-window').then((module) => ({ default: module.InfoWindow })));

/**
 * Mount this where the info window goes (search and directions mode). It renders nothing, and loads
 * nothing, until a location is selected.
 */
export function LazyInfoWindow() {
  const selected = useAtomValue(selectedLocationAtom);
  if (!selected) return null;
  return (
    <Suspense fallback={null}>
      <InfoWindow />
    </Suspense>
  );
}
