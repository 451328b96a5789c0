import { useTranslation } from '../i18n';
import type { CompletionGroup, UnknownPostcode } from './completions';
import { CompletionsList } from './completions-list';
import { CompletionsStatusRow } from './completions-status-row';
import { RecentSearchesHeader } from './recent-searches-header';

export interface SearchPopupProps {
  listboxId: string;
  optionIdPrefix: string;
  recentTitleId: string;
  groups: readonly CompletionGroup[];
  activeIndex: number;
  expanded: boolean;
  /** What the list shows: the completions of the text, or the recent searches while it is empty. */
  mode: 'completions' | 'empty';
  total: number;
  googleAttribution: boolean;
  loading: boolean;
  noResults: boolean;
  unknownPostcode: UnknownPostcode | undefined;
  onChoose: (index: number) => void;
  onRecentCleared: () => void;
}

/**
 * What the search box's popup holds: the recent searches' header, the count of completions (with
 * Google's attribution when its completions show without its map), the status line and the listbox.
 * A chunk of its own (search-box.tsx): no visitor needs it before the search box has focus.
 */
export function SearchPopup(props: SearchPopupProps) {
  const { t } = useTranslation();
  const { expanded, mode } = props;
  return (
    <>
      {expanded && mode === 'empty' && <RecentSearchesHeader titleId={props.recentTitleId} onCleared={props.onRecentCleared} />}
      {expanded && mode === 'completions' && (
        <div className="search-box__total" data-search-total="">
          {/* At the top, where it stays in view however the list scrolls or the popup is cut. */}
          {props.googleAttribution && (
            <span className="search-box__attribution" data-google-attribution="">
              {t('search.google_attribution')}
            </span>
          )}
          {t('search.total', { count: props.total })}
        </div>
      )}
      <CompletionsStatusRow loading={props.loading} noResults={props.noResults} unknownPostcode={props.unknownPostcode} />
      <CompletionsList
        id={props.listboxId}
        optionIdPrefix={props.optionIdPrefix}
        groups={props.groups}
        activeIndex={props.activeIndex}
        hidden={!expanded}
        labelledGroups={mode === 'completions'}
        label={mode === 'empty' ? t('search.recent.title') : t('search.list_label')}
        onChoose={props.onChoose}
      />
    </>
  );
}
