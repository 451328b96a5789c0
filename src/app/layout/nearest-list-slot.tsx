/**
 * Slot for the list of nearest locations (shown off mobile, or on mobile in list view, when no modal is
 * open and results exist): the locations feature's component goes here.
 */
export function NearestListSlot() {
  return <div className="slot" data-slot="nearest-list" />;
}
