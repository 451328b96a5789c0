import { NearestList } from '../../locations';

/**
 * The list of nearest locations (shown off mobile, or on mobile in list view, when no modal is open and
 * results exist; the component decides).
 */
export function NearestListSlot() {
  return (
    <div className="slot" data-slot="nearest-list">
      <NearestList />
    </div>
  );
}
