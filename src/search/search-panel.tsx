import { useTranslation } from 'react-i18next';
import { FilterToggleButton } from '../filters';
import { DirectionsButton } from './directions-button';
import { SearchBox } from './search-box';

/**
 * The search bar of search mode (spec section 2), for the shell's search slot: the search box
 * (completions, recent searches, geolocation, announcements), the directions button and the filter
 * toggle with its count of active filters.
 */
export function SearchPanel() {
  const { t } = useTranslation();
  return (
    <search className="search-panel" data-search-panel="">
      <SearchBox />
      <div className="search-panel__tools" role="toolbar" aria-label={t('search.toolbar')}>
        <DirectionsButton />
        <FilterToggleButton />
      </div>
    </search>
  );
}
