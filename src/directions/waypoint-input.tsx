import { useSetAtom } from 'jotai/react';
import { useId, useMemo } from 'react';
import { useTranslation } from '../i18n';
import { announcementFor, ClearButton, CompletionsList, CompletionsStatusRow, GeolocationButton, SearchAnnouncer, useCompletionCombobox } from '../search';
import { servicesAtom, useAtomValue } from '../shared';
import { chooseWaypointOptionAtom, clearWaypointAtom, locateWaypointAtom, restoreWaypointTextAtom, setWaypointTextAtom, waypointField } from './directions-atoms';
import type { Waypoint } from './waypoints';

export interface WaypointInputProps {
  waypoint: Waypoint;
  /** "Start", "Stop 1", "Destination": the input's label and the name its buttons use. */
  name: string;
  /** The origin offers "my position". */
  isOrigin: boolean;
  /** Lets the panel move focus into this input (after adding a stop, say). */
  inputRef: (element: HTMLInputElement | null) => void;
}

/**
 * One waypoint's search: a combobox with the same completions as the search box (its own completion
 * field), a clear button, and "my position" on the origin. Blur outside the input's area closes its list.
 * Typing over a chosen place keeps it (and the route) until another is chosen or the field is emptied;
 * Escape with no list showing, or leaving the field, brings the chosen place's text back.
 */
export function WaypointInput({ waypoint, name, isOrigin, inputRef }: WaypointInputProps) {
  const { t } = useTranslation();
  const { id } = waypoint;
  const field = waypointField(id);
  const inputId = useId();
  const setText = useSetAtom(setWaypointTextAtom);
  const clear = useSetAtom(clearWaypointAtom);
  const restore = useSetAtom(restoreWaypointTextAtom);
  const choose = useSetAtom(chooseWaypointOptionAtom);
  const locate = useSetAtom(locateWaypointAtom);
  const geolocationAvailable = Boolean(useAtomValue(servicesAtom).geolocation);
  const announcement = useAtomValue(useMemo(() => announcementFor(field), [field]));
  // Every source of suggestions failed (the API is down): said under the field, as the search box says it.
  const failed = useAtomValue(field.statusAtom) === 'error';
  const errorId = `${inputId}-error`;
  const { areaRef, focused, expanded, showNoResults, showLoading, showPopup, query, list, results, activeIndex, listboxId, optionIdPrefix, inputProps, clearAndRefocus } = useCompletionCombobox(field, {
    onInput: (text) => setText(id, text),
    onChoose: (index) => void choose(id, index),
    onClear: () => clear(id),
    onRestore: () => restore(id),
    onLeave: () => void restore(id),
    inputRef,
  });
  return (
    <div className="waypoint-input" ref={areaRef} data-focused={focused ? '' : undefined} data-waypoint-input={id}>
      <label className="waypoint-input__label" htmlFor={inputId}>
        {name}
      </label>
      <div className="search-box__field waypoint-input__field">
        <input
          id={inputId}
          className="waypoint-input__input"
          {...inputProps}
          aria-describedby={failed ? errorId : undefined}
          placeholder={t('directions.waypoint.placeholder')}
          data-loading={waypoint.selection?.kind === 'location' && !waypoint.selection.location ? '' : undefined}
        />
        {query !== '' && (
          <ClearButton className="waypoint-input__clear" label={t('directions.waypoint.clear', { name })} onClick={clearAndRefocus} data-waypoint-clear="" />
        )}
        {isOrigin && (
          <GeolocationButton
            available={geolocationAvailable}
            status={waypoint.geolocation}
            onStart={() => void locate(id)}
            label={t('directions.waypoint.my_position_button', { name })}
          />
        )}
      </div>
      {failed && (
        <p className="search-box__error" id={errorId} role="alert" data-waypoint-error="">
          {t('search.error.completions_failed')}
        </p>
      )}
      <div className="search-box__popup waypoint-input__popup" hidden={!showPopup}>
        <CompletionsStatusRow loading={showLoading} noResults={showNoResults} unknownPostcode={results.unknownPostcode} />
        <CompletionsList
          id={listboxId}
          optionIdPrefix={optionIdPrefix}
          groups={list.groups}
          activeIndex={activeIndex}
          hidden={!expanded}
          labelledGroups
          label={t('directions.waypoint.suggestions', { name })}
          onChoose={(index) => void choose(id, index)}
        />
      </div>
      <SearchAnnouncer announcement={announcement} />
    </div>
  );
}
