import { lazy, Suspense } from 'react';
import { modalAtom, useAtomValue } from '../shared';

/** The panel lives in directions mode's chunk, which is loaded by the time its button can be pressed. */
const RouteOptionsPanel = lazy(() => import('./route-options-panel').then((module) => ({ default: module.RouteOptionsPanel })));

/** Mount this where the panels go: it renders and loads nothing until the modal is `RouteOptions`. */
export function LazyRouteOptionsPanel() {
  const open = useAtomValue(modalAtom) === 'RouteOptions';
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <RouteOptionsPanel />
    </Suspense>
  );
}
