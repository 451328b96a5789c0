import { useSetAtom } from 'jotai/react';
import { useTranslation } from '../i18n';
import { BadgeToggleButton, modalAtom, toggleModalAtom, useAtomValue } from '../shared';
import { activeFilterCountAtom } from './filters-atoms';
import { FILTER_TOGGLE_ATTRIBUTE, FILTERS_PANEL_ID } from './filters-dom';

export interface FilterToggleButtonProps {
  /** Id of the panel element, for `aria-controls` (default: `FILTERS_PANEL_ID`, the panel's default id). */
  controls?: string;
}

const MARKER = { [FILTER_TOGGLE_ATTRIBUTE]: '' };

const FILTER_ICON = (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path d="M3 5h18l-7 8v5l-4 2v-7z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
  </svg>
);

/**
 * The filter button of search and directions mode (spec section 2): shows the count of active filters and
 * opens / closes the Filters panel through the shell's modal atom (`modal` is `Filters` while it is open).
 */
export function FilterToggleButton({ controls = FILTERS_PANEL_ID }: FilterToggleButtonProps) {
  const expanded = useAtomValue(modalAtom) === 'Filters';
  const toggleModal = useSetAtom(toggleModalAtom);
  const { t } = useTranslation();
  const count = useAtomValue(activeFilterCountAtom);
  return (
    <BadgeToggleButton
      label={t('filters.toggle')}
      icon={FILTER_ICON}
      count={count}
      countLabel={t('filters.toggle_active_suffix', { count })}
      expanded={expanded}
      controls={controls}
      onToggle={() => toggleModal('Filters')}
      marker={MARKER}
    />
  );
}
