import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from '../i18n';
import type { CompletionGroup } from './completions';
import { HighlightedText } from './highlighted-text';
import { useSourceLabel } from './use-source-label';

export interface CompletionsListProps {
  id: string;
  /** Prefix of option ids; option `i` (across groups) is `${optionIdPrefix}${i}`. */
  optionIdPrefix: string;
  groups: readonly CompletionGroup[];
  activeIndex: number;
  hidden: boolean;
  /** Label groups by source with their count (completions); recent searches have one unlabelled group. */
  labelledGroups: boolean;
  label: string;
  onChoose: (index: number) => void;
}

/**
 * The listbox of an ARIA 1.2 combobox: options grouped by source (`role=group` labelled by the source
 * name and count), never focused themselves: the input keeps focus and points at the active option with
 * `aria-activedescendant`. Nor is the listbox: it scrolls, and Chrome makes a scroller without focusable
 * content a Tab stop of its own, hence `tabIndex=-1`. Pressing in it (an option, a group heading) must not
 * move focus out of the input either (a -1 tabindex would take it on a press), hence the prevented
 * mousedown.
 */
export function CompletionsList({ id, optionIdPrefix, groups, activeIndex, hidden, labelledGroups, label, onChoose }: CompletionsListProps) {
  const { t } = useTranslation();
  const sourceLabel = useSourceLabel();
  const listboxRef = useRef<HTMLDivElement>(null);
  // The listbox scrolls (a phone's popup is short): the arrow keys' active option stays in view. Only the
  // listbox scrolls, never the page around the element (which `scrollIntoView` would).
  useLayoutEffect(() => {
    const listbox = listboxRef.current;
    const option = listbox?.querySelector('[data-active]');
    if (!listbox || !option) return;
    const outer = listbox.getBoundingClientRect();
    const inner = option.getBoundingClientRect();
    if (inner.top < outer.top) listbox.scrollTop -= outer.top - inner.top;
    else if (inner.bottom > outer.bottom) listbox.scrollTop += inner.bottom - outer.bottom;
  }, [activeIndex, groups]);
  // Index of each group's first option in the flat list the arrow keys walk.
  const firstIndexOfGroup = groups.map((_, groupIndex) =>
    groups.slice(0, groupIndex).reduce((sum, previous) => sum + previous.options.length, 0),
  );
  return (
    <div
      ref={listboxRef}
      role="listbox"
      id={id}
      className="search-listbox"
      aria-label={label}
      hidden={hidden}
      tabIndex={-1}
      onMouseDown={(event) => event.preventDefault()}
    >
      {groups.map((group, groupIndex) => {
        const headingId = `${id}-group-${group.source}`;
        return (
          <div
            key={group.source}
            role="group"
            className="search-listbox__group"
            data-source={group.source}
            {...(labelledGroups ? { 'aria-labelledby': headingId } : { 'aria-label': sourceLabel(group.source) })}
          >
            {labelledGroups && (
              <div role="presentation" id={headingId} className="search-listbox__heading">
                {t('search.group_heading', { source: sourceLabel(group.source), count: group.options.length })}
              </div>
            )}
            {group.options.map((option, indexInGroup) => {
              const optionIndex = (firstIndexOfGroup[groupIndex] ?? 0) + indexInGroup;
              const active = optionIndex === activeIndex;
              return (
                <div
                  key={`${group.source}-${optionIndex}`}
                  id={`${optionIdPrefix}${optionIndex}`}
                  role="option"
                  aria-selected={active}
                  className="search-listbox__option"
                  data-active={active ? '' : undefined}
                  data-source={option.source}
                  onClick={() => onChoose(optionIndex)}
                >
                  <HighlightedText text={option.text} matches={option.matches} />
                </div>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
