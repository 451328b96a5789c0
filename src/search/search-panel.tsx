import { useRef } from 'react';
import { useTranslation } from '../i18n';
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
  const tools = useRef<HTMLDivElement>(null);
  // Leaving the search box by its back button: focus goes on to the tools after it, not to the page.
  const focusTools = () => tools.current?.querySelector<HTMLElement>('button')?.focus();
  return (
    <search className="search-panel" data-search-panel="">
      <SearchBox onLeave={focusTools} />
      <div ref={tools} className="search-panel__tools" role="toolbar" aria-label={t('search.toolbar')}>
        <DirectionsButton />
        <FilterToggleButton />
      </div>
    </search>
  );
}
