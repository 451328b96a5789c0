import { SearchPanel } from '../../search';

/**
 * Slot for the search panel (search box, completions, geolocation, recent searches, directions and
 * filter buttons): the search feature's component.
 */
export function SearchPanelSlot() {
  return (
    <div className="slot" data-slot="search-panel">
      <SearchPanel />
    </div>
  );
}
