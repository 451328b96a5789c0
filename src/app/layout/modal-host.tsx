import { LazyRouteOptionsPanel } from '../../directions';
import { LazySavedRoutesPanel } from '../../directions';
import { LazyFiltersPanel } from '../../filters';
import { modalAtom, useAtomValue } from '../../shared';

/**
 * Where the open modal panel renders (Filters, SavedRoutes, RouteOptions; spec section 4): a layer over
 * the sidebar (the whole width on mobile), so the map keeps its size. Each panel loads lazily the first
 * time it opens.
 */
export function ModalHost() {
  const modal = useAtomValue(modalAtom);
  if (modal === 'none') return null;
  return (
    <div className="modal-layer" data-slot="modal" data-modal={modal}>
      {modal === 'Filters' && <LazyFiltersPanel />}
      {modal === 'RouteOptions' && <LazyRouteOptionsPanel />}
      {modal === 'SavedRoutes' && <LazySavedRoutesPanel />}
    </div>
  );
}
