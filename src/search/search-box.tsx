import { useSetAtom } from 'jotai/react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../i18n';
import { afterNextPaint, FOCUS_FALLBACK_ATTRIBUTE, lazyComponent, mapInViewAtom, useAtomValue } from '../shared';
import { needsGoogleAttribution } from './completions';
import { ClearButton } from './clear-button';
import { GeolocationButton } from './geolocation-button';
import { SearchAnnouncer } from './search-announcer';
import { geolocationAvailableAtom, geolocationStatusAtom, startGeolocationAtom } from './geolocation-atoms';
import { chooseOptionAtom, clearSearchAtom, searchAnnouncementAtom, searchErrorAtom, searchField, setSearchQueryAtom } from './search-atoms';
import { placesUnavailableAtom, searchMapsAtom } from './search-ports';
import { useCompletionCombobox } from './use-completion-combobox';

const SearchPopup = lazyComponent(() => import('./search-popup'), 'SearchPopup');

/**
 * The search box of search mode (spec section 2): a text input with a floating label, a back button
 * while focused, a clear button, the geolocation button, and a popup with completions grouped by
 * source (or the recent searches while the text is empty). Keyboard: the ARIA 1.2 combobox pattern
 * (arrows move the active option across groups, Enter chooses, Escape closes, a second Escape clears).
 */
export function SearchBox({ onLeave }: { onLeave?: () => void } = {}) {
  const { t } = useTranslation();
  const inputId = useId();
  const recentTitleId = useId();
  const error = useAtomValue(searchErrorAtom);
  const setQuery = useSetAtom(setSearchQueryAtom);
  const clear = useSetAtom(clearSearchAtom);
  const choose = useSetAtom(chooseOptionAtom);
  const geolocationAvailable = useAtomValue(geolocationAvailableAtom);
  const geolocationStatus = useAtomValue(geolocationStatusAtom);
  const startGeolocation = useSetAtom(startGeolocationAtom);
  const { areaRef, focused, expanded, showNoResults, showLoading, showPopup, query, list, results, activeIndex, listboxId, optionIdPrefix, inputProps, unfocus, focusInput, clearAndRefocus } =
    useCompletionCombobox(searchField, { onInput: setQuery, onChoose: (index) => void choose(index), onClear: clear });
  const announcement = useAtomValue(searchAnnouncementAtom);
  const placesUnavailable = useAtomValue(placesUnavailableAtom);
  const provider = useAtomValue(searchMapsAtom)?.provider;
  const mapVisible = useAtomValue(mapInViewAtom);
  const googleAttribution = expanded && list.mode === 'completions' && needsGoogleAttribution(list.groups, provider, mapVisible);
  // The popup's code is fetched once the first view has painted, before a visitor can type, and the
  // (hidden) popup rendered then: rendered with the first view, React fetched the chunk from that render,
  // and its request and compile fell before the first list's paint. Shown sooner, it fetches it itself.
  const [popupCodeIn, setPopupCodeIn] = useState(false);
  useEffect(() => afterNextPaint(() => void SearchPopup.preload().then(() => setPopupCodeIn(true), () => {})), []);

  /**
   * The back button: leave the search box, and hand focus to `onLeave` (the panel's tools), where a
   * keyboard user goes on from. Focus is read from our shadow root, not the document.
   */
  const goBack = () => {
    const root = areaRef.current?.getRootNode() as Document | ShadowRoot | undefined;
    const active = root?.activeElement;
    if (active instanceof HTMLElement && areaRef.current?.contains(active)) active.blur();
    unfocus();
    onLeave?.();
  };

  return (
    <div className="search-box" ref={areaRef} data-focused={focused ? '' : undefined}>
      <div className="search-box__field">
        {focused && (
          <button type="button" className="tool-button search-box__back" aria-label={t('search.back')} onClick={goBack} data-search-back="">
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z" fill="currentColor" />
            </svg>
          </button>
        )}
        <div className="search-box__control">
          <input
            id={inputId}
            className="search-box__input"
            {...inputProps}
            aria-describedby={error ? `${inputId}-error` : undefined}
            part="search-input"
            {...{ [FOCUS_FALLBACK_ATTRIBUTE]: '' }}
          />
          <label htmlFor={inputId} className="search-box__label" data-floating={focused || query !== '' ? '' : undefined}>
            {t('search.label')}
          </label>
        </div>
        {query !== '' && (
          <ClearButton className="search-box__clear" label={t('search.clear')} onClick={clearAndRefocus} data-search-clear="" />
        )}
        <GeolocationButton available={geolocationAvailable} status={geolocationStatus} onStart={() => void startGeolocation()} />
      </div>
      <div className="search-box__popup" hidden={!showPopup} data-search-popup="">
        {(popupCodeIn || showPopup) && (
          <SearchPopup
            listboxId={listboxId}
            optionIdPrefix={optionIdPrefix}
            recentTitleId={recentTitleId}
            groups={list.groups}
            activeIndex={activeIndex}
            expanded={expanded}
            mode={list.mode}
            total={results.total}
            googleAttribution={googleAttribution}
            loading={showLoading}
            noResults={showNoResults}
            unknownPostcode={results.unknownPostcode}
            onChoose={(index) => void choose(index)}
            onRecentCleared={focusInput}
          />
        )}
      </div>
      {placesUnavailable && (
        <p className="search-box__notice" role="status" data-search-notice="places_unavailable">
          {t('search.places_unavailable')}
        </p>
      )}
      {error && (
        <p className="search-box__error" id={`${inputId}-error`} role="alert" data-search-error={error}>
          {t(`search.error.${error}`)}
        </p>
      )}
      <SearchAnnouncer announcement={announcement} />
    </div>
  );
}
