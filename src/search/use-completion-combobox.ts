import { useSetAtom } from 'jotai/react';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useAtomValue } from '../shared';
import type { CompletionField } from './completion-field';
import { searchMapsAtom } from './search-ports';
import { useOutsideDismiss } from './use-outside-dismiss';

export interface CompletionComboboxOptions {
  /** The visitor typed (the field's `setQueryAtom`, plus whatever the input resets with it). */
  onInput: (text: string) => void;
  /** An option was chosen (click or Enter), by its index in the field's list. */
  onChoose: (index: number) => void;
  /** The second Escape (unless `onRestore` brought something back), and the ✕ button: the input empties. */
  onClear: () => void;
  /**
   * Escape while no list shows: brings back what the input held before the visitor typed over it (a
   * waypoint's chosen place). Returns false when there is nothing to bring back; Escape clears then.
   */
  onRestore?: () => boolean;
  /**
   * Focus or a press went outside the input's area (Tab on, a click elsewhere): a waypoint puts its
   * chosen place's text back over what was typed, so the field never shows one place while the route
   * goes to another.
   */
  onLeave?: () => void;
  /** Also given the input element (a list that moves focus between its inputs). */
  inputRef?: (element: HTMLInputElement | null) => void;
}

/**
 * One completion input's behaviour, shared by the search box and every waypoint input: the ARIA 1.2
 * combobox pattern (arrows move the active option across groups, Enter chooses, Escape closes, a
 * second Escape restores or clears, Tab closes and moves on), focus tracking, and closing when a press
 * or focus lands outside `areaRef`. The caller renders the input (spreading `inputProps`, which carry
 * its ref), the list (`CompletionsList`) and the ✕ button (`ClearButton` calling `clearAndRefocus`).
 */
export function useCompletionCombobox(field: CompletionField, { onInput, onChoose, onClear, onRestore, onLeave, inputRef }: CompletionComboboxOptions) {
  const areaRef = useRef<HTMLDivElement>(null);
  const inputElement = useRef<HTMLInputElement | null>(null);
  const listboxId = useId();
  const [focused, setFocused] = useState(false);
  const query = useAtomValue(field.queryAtom);
  const list = useAtomValue(field.listAtom);
  const results = useAtomValue(field.resultsAtom);
  const status = useAtomValue(field.statusAtom);
  const open = useAtomValue(field.openAtom);
  const activeIndex = useAtomValue(field.activeIndexAtom);
  const openList = useSetAtom(field.openListAtom);
  const closeList = useSetAtom(field.closeListAtom);
  const move = useSetAtom(field.moveAtom);
  // Text typed before the maps platform came is asked again when it does, with the place search.
  const maps = useAtomValue(searchMapsAtom);
  const askAgainWithPlaces = useSetAtom(field.askAgainWithPlacesAtom);
  useEffect(() => {
    if (maps) askAgainWithPlaces();
  }, [maps, askAgainWithPlaces]);

  const optionIdPrefix = `${listboxId}-option-`;
  const expanded = focused && open && list.options.length > 0;
  const showNoResults = focused && open && list.mode === 'completions' && status === 'ready' && results.total === 0;
  // The first answer for the text is on its way: the popup says so rather than nothing.
  const showLoading = focused && open && list.mode === 'completions' && status === 'loading' && list.options.length === 0;
  /** The popup shows: options, or a line instead of them ("Searching…", "No results"). */
  const showPopup = expanded || showNoResults || showLoading;
  /**
   * Enter pressed while the suggestions for the text were on their way: the text it was pressed on. The
   * first suggestion is taken when they arrive, as Enter does once they show (a slow API lost the Enter).
   */
  const enterPending = useRef<string | null>(null);
  useEffect(() => {
    const pending = enterPending.current;
    if (pending === null || status === 'loading') return;
    enterPending.current = null;
    if (pending === query && focused && status === 'ready' && list.mode === 'completions' && list.options.length > 0) onChoose(0);
  });

  const unfocus = useCallback(() => {
    setFocused(false);
    closeList();
    onLeave?.();
  }, [closeList, onLeave]);
  useOutsideDismiss(areaRef, focused, unfocus);

  const ref = useCallback(
    (element: HTMLInputElement | null) => {
      inputElement.current = element;
      inputRef?.(element);
    },
    [inputRef],
  );
  const focusInput = () => inputElement.current?.focus();
  /**
   * The ✕ button: it renders only while there is text, so clearing removes the button that has focus,
   * and focus would fall to the page. It goes into the (now empty) input instead, where the visitor types
   * the replacement.
   */
  const clearAndRefocus = () => {
    onClear();
    focusInput();
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
        if (!expanded) {
          if (showLoading) {
            event.preventDefault();
            enterPending.current = query;
          }
          break;
        }
        // Enter without an active option takes the first completion (what the visitor most likely
        // meant); options shown for an empty text (recent searches) are only taken when one is active.
        const index = activeIndex >= 0 ? activeIndex : list.mode === 'completions' ? 0 : -1;
        if (index < 0) break;
        event.preventDefault();
        onChoose(index);
        break;
      }
      case 'Escape':
        event.preventDefault();
        if (expanded) closeList();
        else if (!onRestore?.()) onClear();
        break;
      case 'Tab':
        // Tab and Shift+Tab move on (not prevented) and choose nothing: the list closes, so it neither
        // covers the next control nor stays open behind focus (ARIA 1.2 combobox pattern).
        closeList();
        break;
      default:
        break;
    }
  };

  const inputProps = {
    type: 'text',
    role: 'combobox',
    autoComplete: 'off',
    spellCheck: false,
    'aria-autocomplete': 'list',
    'aria-expanded': expanded,
    'aria-controls': listboxId,
    'aria-activedescendant': expanded && activeIndex >= 0 ? `${optionIdPrefix}${activeIndex}` : undefined,
    ref,
    value: query,
    onChange: (event: { target: { value: string } }) => onInput(event.target.value),
    onFocus: () => {
      setFocused(true);
      openList();
    },
    onKeyDown,
  } as const;

  return {
    areaRef,
    focused,
    expanded,
    showNoResults,
    showLoading,
    showPopup,
    query,
    list,
    results,
    activeIndex,
    listboxId,
    optionIdPrefix,
    inputProps,
    unfocus,
    focusInput,
    clearAndRefocus,
  };
}
