import { useSetAtom } from 'jotai/react';
import { useTranslation } from '../i18n';
import { clearRecentSearchesAtom } from './search-atoms';

export interface RecentSearchesHeaderProps {
  titleId: string;
  /** Called after clearing, e.g. to put focus back into the input. */
  onCleared: () => void;
}

/** Title of the recent-searches block and its clear-all action (spec section 2). Outside the listbox: a listbox holds options only. */
export function RecentSearchesHeader({ titleId, onCleared }: RecentSearchesHeaderProps) {
  const { t } = useTranslation();
  const clear = useSetAtom(clearRecentSearchesAtom);
  return (
    <div className="search-recent__header">
      <span id={titleId} className="search-recent__title">
        {t('search.recent.title')}
      </span>
      <button
        type="button"
        className="search-recent__clear"
        aria-label={t('search.recent.clear_all_label')}
        onClick={() => {
          clear();
          onCleared();
        }}
        data-search-recent-clear=""
      >
        {t('search.recent.clear_all')}
      </button>
    </div>
  );
}
