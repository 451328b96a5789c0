import { use } from 'react';
import { NearestList, type FirstListWait } from '../../locations';

/**
 * The list of nearest locations (shown off mobile, or on mobile in list view, when no modal is open and
 * results exist; the component decides). With `firstListWait` (the sidebar's first render), the render
 * stops here until the list's first answers are in, for a moment: the search panel before it is rendered
 * by then, and the list and the map area after it render with the stations.
 */
export function NearestListSlot({ firstListWait }: { firstListWait: FirstListWait | null }) {
  if (firstListWait) use(firstListWait);
  return (
    <div className="slot" data-slot="nearest-list">
      <NearestList />
    </div>
  );
}
