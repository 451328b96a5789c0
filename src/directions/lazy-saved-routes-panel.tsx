import { lazy, Suspense } from 'react';

/** The saved routes panel's own chunk (it shares the directions atoms' chunk), fetched when it first opens. */
const SavedRoutesPanel = lazy(() => import('./saved-routes-panel').then((module) => ({ default: module.SavedRoutesPanel })));

/** Mount this in the modal layer while the `SavedRoutes` modal is open. */
export function LazySavedRoutesPanel() {
  return (
    <Suspense fallback={null}>
      <SavedRoutesPanel />
    </Suspense>
  );
}
