import { LinkNotice } from '../../locations';
import { SearchPanel } from '../../search';

/**
 * Slot for the search panel (search box, completions, geolocation, recent searches, directions and
 * filter buttons): the search feature's component; under it, why the page's link was not followed,
 * if it was not (shown on a phone's map view too, as the search box is).
 */
export function SearchPanelSlot() {
  return (
    <div className="slot" data-slot="search-panel">
      <SearchPanel />
      <LinkNotice />
    </div>
  );
}
