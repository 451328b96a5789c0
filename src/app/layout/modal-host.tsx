import { useAtomValue } from 'jotai/react';
import { FiltersPanel } from '../../filters';
import { modalAtom } from '../../shared';

/**
 * Where the open modal panel renders (Filters, SavedRoutes, RouteOptions; spec section 4). The saved
 * routes and route options panels come with directions mode; until then those modals render an empty
 * host marked with their name.
 */
export function ModalHost() {
  const modal = useAtomValue(modalAtom);
  if (modal === 'none') return null;
  if (modal === 'Filters') return <FiltersPanel />;
  return <div className="slot" data-slot="modal" data-modal={modal} />;
}
