import { useAtomValue } from 'jotai/react';
import { LazyFiltersPanel } from '../../filters';
import { modalAtom } from '../../shared';

/**
 * Where the open modal panel renders (Filters, SavedRoutes, RouteOptions; spec section 4): a layer over
 * the sidebar (the whole width on mobile), so the map keeps its size. The saved routes and route options
 * panels come with directions mode; until then those modals open an empty layer marked with their name.
 */
export function ModalHost() {
  const modal = useAtomValue(modalAtom);
  if (modal === 'none') return null;
  return (
    <div className="modal-layer" data-slot="modal" data-modal={modal}>
      {modal === 'Filters' && <LazyFiltersPanel />}
    </div>
  );
}
