import { lazy, Suspense } from 'react';

/** Directions mode's own chunk (its atoms, itinerary, DOMPurify), fetched the first time it opens. */
const DirectionsPanel = lazy(() => import('./directions-panel').then((module) => ({ default: module.DirectionsPanel })));

/** Mount this in the sidebar while in directions mode. */
export function LazyDirectionsPanel() {
  return (
    <Suspense fallback={null}>
      <DirectionsPanel />
    </Suspense>
  );
}
