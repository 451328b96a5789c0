import { useAtomValue, useSetAtom } from 'jotai/react';
import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CompletionsList } from './completions-list';
import { GeolocationButton } from './geolocation-button';
import { RecentSearchesHeader } from './recent-searches-header';
import { SearchAnnouncer } from './search-announcer';
import {
  activeOptionIndexAtom,
  chooseOptionAtom,
  clearSearchAtom,
  closeCompletionsAtom,
  completionResultsAtom,
  completionsOpenAtom,
  completionsStatusAtom,
  moveActiveOptionAtom,
  openCompletionsAtom,
  searchErrorAtom,
  searchListAtom,
  searchQueryAtom,
  setSearchQueryAtom,
} from './search-atoms';
import { useOutsideDismiss } from './use-outside-dismiss';

/**
 * The search box of search mode (spec section 2): a text input with a floating label, a back button
 * while focused, a clear button, the geolocation button, and a popup with completions grouped by
 * source (or the recent searches while the text is empty). Keyboard: the ARIA 1.2 combobox pattern
 * (arrows move the active option across groups, Enter chooses, Escape closes, a second Escape clears).
 */
export function SearchBox() {
  const { t } = useTranslation();
  const areaRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const listboxId = useId();
  const recentTitleId = useId();
  const [focused, setFocused] = useState(false);

  const query = useAtomValue(searchQueryAtom);
  const list = useAtomValue(searchListAtom);
  const results = useAtomValue(completionResultsAtom);
  const status = useAtomValue(completionsStatusAtom);
  const open = useAtomValue(completionsOpenAtom);
  const activeIndex = useAtomValue(activeOptionIndexAtom);
  const error = useAtomValue(searchErrorAtom);
  const setQuery = useSetAtom(setSearchQueryAtom);
  const clear = useSetAtom(clearSearchAtom);
  const openList = useSetAtom(openCompletionsAtom);
  const closeList = useSetAtom(closeCompletionsAtom);
  const move = useSetAtom(moveActiveOptionAtom);
  const choose = useSetAtom(chooseOptionAtom);

  const optionIdPrefix = `${listboxId}-option-`;
  const hasOptions = list.options.length > 0;
  const expanded = focused && open && hasOptions;
  const showRecentHeader = expanded && list.mode === 'recent';
  const showTotal = expanded && list.mode === 'completions';
  const showNoResults = focused && open && list.mode === 'completions' && status === 'ready' && results.total === 0;

  const unfocus = useCallback(() => {
    setFocused(false);
    closeList();
  }, [closeList]);

  useOutsideDismiss(areaRef, focused, unfocus);

  const focusInput = () => inputRef.current?.focus();

  /** The back button: leave the search box. Focus is read from our shadow root, not the document. */
  const goBack = () => {
    const root = areaRef.current?.getRootNode() as Document | ShadowRoot | undefined;
    const active = root?.activeElement;
    if (active instanceof HTMLElement && areaRef.current?.contains(active)) active.blur();
    unfocus();
  };

  const chooseAt = (index: number) => {
    void choose(index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move('next');
        break;
      case 'ArrowUp':
        event.preventDefault();
        move('previous');
        break;
      case 'Enter': {
        if (!expanded) break;
        // Enter without an active option takes the first completion (what the visitor most likely
        // meant); recent searches are only taken when one is active.
        const index = activeIndex >= 0 ? activeIndex : list.mode === 'completions' ? 0 : -1;
        if (index < 0) break;
        event.preventDefault();
        chooseAt(index);
        break;
      }
      case 'Escape':
        event.preventDefault();
        if (expanded) closeList();
        else clear();
        break;
      default:
        break;
    }
  };

  return (
    <div className="search-box" ref={areaRef} data-focused={focused ? '' : undefined}>
      <div className="search-box__field">
        {focused && (
          <button type="button" className="search-box__back" aria-label={t('search.back')} onClick={goBack} data-search-back="">
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z" fill="currentColor" />
            </svg>
          </button>
        )}
        <div className="search-box__control">
          <input
            ref={inputRef}
            id={inputId}
            className="search-box__input"
            type="text"
            role="combobox"
            autoComplete="off"
            spellCheck={false}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={expanded && activeIndex >= 0 ? `${optionIdPrefix}${activeIndex}` : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onFocus={() => {
              setFocused(true);
              openList();
            }}
            onKeyDown={onKeyDown}
            part="search-input"
          />
          <label htmlFor={inputId} className="search-box__label" data-floating={focused || query !== '' ? '' : undefined}>
            {t('search.label')}
          </label>
        </div>
        {query !== '' && (
          <button
            type="button"
            className="search-box__clear"
            aria-label={t('search.clear')}
            onClick={() => {
              clear();
              focusInput();
            }}
            data-search-clear=""
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" fill="currentColor" />
            </svg>
          </button>
        )}
        <GeolocationButton />
      </div>
      <div className="search-box__popup" hidden={!expanded && !showNoResults} data-search-popup="">
        {showRecentHeader && <RecentSearchesHeader titleId={recentTitleId} onCleared={focusInput} />}
        {showTotal && (
          <div className="search-box__total" data-search-total="">
            {t('search.total', { count: results.total })}
          </div>
        )}
        {showNoResults && (
          <div className="search-box__empty" data-search-empty="">
            {t('search.announce.no_results')}
          </div>
        )}
        <CompletionsList
          id={listboxId}
          optionIdPrefix={optionIdPrefix}
          groups={list.groups}
          activeIndex={activeIndex}
          hidden={!expanded}
          labelledGroups={list.mode === 'completions'}
          label={list.mode === 'recent' ? t('search.recent.title') : t('search.list_label')}
          onChoose={chooseAt}
        />
      </div>
      {error && (
        <p className="search-box__error" id={`${inputId}-error`} role="alert" data-search-error={error}>
          {t(`search.error.${error}`)}
        </p>
      )}
      <SearchAnnouncer />
    </div>
  );
}
