import { useAtomValue } from 'jotai/react';
import { modalAtom } from '../../shared';

/**
 * Where the open modal panel renders (Filters, SavedRoutes, RouteOptions; spec section 4). The features
 * supply the panels; until then an open modal renders an empty host marked with its name.
 */
export function ModalHost() {
  const modal = useAtomValue(modalAtom);
  if (modal === 'none') return null;
  return <div className="slot" data-slot="modal" data-modal={modal} />;
}
