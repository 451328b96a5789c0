import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { activeFilterCountAtom } from './filters-atoms';
import { FILTER_TOGGLE_ATTRIBUTE, FILTERS_PANEL_ID } from './filters-dom';

export interface FilterToggleButtonProps {
  /** Whether the Filters panel is open (the shell's modal is `Filters`). */
  expanded: boolean;
  /** Opens the panel when closed, closes it when open (the shell flips its modal atom). */
  onToggle: () => void;
  /** Id of the panel element, for `aria-controls` (default: `FILTERS_PANEL_ID`, the panel's default id). */
  controls?: string;
}

/**
 * The filter button of search and directions mode (spec section 2): shows the count of active filters and
 * opens / closes the Filters panel. The open state belongs to the shell's modal atom, which this feature
 * may not import (features sit below app), so the shell passes it in.
 */
export function FilterToggleButton({ expanded, onToggle, controls = FILTERS_PANEL_ID }: FilterToggleButtonProps) {
  const { t } = useTranslation();
  const count = useAtomValue(activeFilterCountAtom);
  const props = { [FILTER_TOGGLE_ATTRIBUTE]: '' };
  return (
    <button
      type="button"
      className="filters-toggle"
      aria-expanded={expanded}
      aria-controls={expanded ? controls : undefined}
      aria-label={count > 0 ? t('filters.toggle_active', { count }) : t('filters.toggle')}
      onClick={onToggle}
      {...props}
    >
      <svg className="filters-toggle__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M3 5h18l-7 8v5l-4 2v-7z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      <span className="filters-toggle__text">{t('filters.toggle')}</span>
      {count > 0 && (
        <span className="filters-toggle__badge" aria-hidden="true">
          {count}
        </span>
      )}
    </button>
  );
}
