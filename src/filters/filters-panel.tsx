import { useLayoutEffect, useRef } from 'react';
import { useSetAtom } from 'jotai/react';
import { useTranslation } from '../i18n';
import { ResourceChoiceControl, resourceChoiceStyles } from '../resource-choice';
import { createStyleAdopter, modalAtom, useModalPanel, type PanelCloseReason, PanelDialog, useAtomValue } from '../shared';
import { FilterGroup } from './filter-group';
import { activeFilterCountAtom, clearFiltersAtom, closeFiltersPanelAtom, filterGroupsViewAtom } from './filters-atoms';
import { FILTER_TOGGLE_ATTRIBUTE, FILTERS_PANEL_ID } from './filters-dom';
import filtersPanelCss from './filters-panel.css';

/** Why the panel asked to close. */
export type FiltersPanelCloseReason = PanelCloseReason;

export interface FiltersPanelProps {
  /** Element id (the toggle button's `aria-controls`); default `FILTERS_PANEL_ID`. */
  id?: string;
  /** Told why the panel closed (close button, Escape, or an interaction outside it), after the modal closes. */
  onClose?: (reason: FiltersPanelCloseReason) => void;
}

/**
 * The Filters panel (spec section 2): title, close button, clear button and the filter groups. Renders while
 * the shell's modal is `Filters`, nothing otherwise; closes (modal back to none) on its close button, on
 * Escape, or on any interaction outside it (spec section 4).
 *
 * Focus moves into the panel when it opens. Closing by the close button or Escape returns focus to the
 * filter toggle button; closing because the visitor clicked or tabbed elsewhere leaves focus where they put it.
 */
export function FiltersPanel(props: FiltersPanelProps) {
  const open = useAtomValue(modalAtom) === 'Filters';
  return open ? <OpenFiltersPanel {...props} /> : null;
}

/** The panel's CSS travels with its lazy chunk, adopted into the shadow root before it first paints. */
const adoptPanelStyles = createStyleAdopter(filtersPanelCss);
const adoptChoiceStyles = createStyleAdopter(resourceChoiceStyles);

function OpenFiltersPanel({ onClose, id = FILTERS_PANEL_ID }: FiltersPanelProps) {
  const { t } = useTranslation();
  const groups = useAtomValue(filterGroupsViewAtom);
  const activeCount = useAtomValue(activeFilterCountAtom);
  const clearFilters = useSetAtom(clearFiltersAtom);
  const closeModal = useSetAtom(closeFiltersPanelAtom);
  const panelRef = useRef<HTMLElement>(null);

  const { close, onKeyDown } = useModalPanel({ panelRef, toggleAttribute: FILTER_TOGGLE_ATTRIBUTE, closeModal, onClose });
  useLayoutEffect(() => {
    if (panelRef.current) {
      adoptPanelStyles(panelRef.current);
      adoptChoiceStyles(panelRef.current);
    }
  }, []);

  return (
    <PanelDialog
      block="filters-panel"
      className="side-panel filters-panel"
      panelRef={panelRef}
      id={id}
      title={t('filters.title')}
      closeLabel={t('filters.close')}
      onClose={() => close('close-button')}
      onKeyDown={onKeyDown}
    >
      <div className="side-panel__body">
        <ResourceChoiceControl />
        {groups.length === 0 ? (
          <p className="filters-panel__empty">{t('filters.empty')}</p>
        ) : (
          groups.map((group) => <FilterGroup key={group.name} group={group} />)
        )}
      </div>
      <footer className="filters-panel__footer">
        {/* aria-disabled, not disabled: a disabled button would drop the focus of a keyboard user who just cleared. */}
        <button
          type="button"
          className="filters-panel__clear"
          aria-disabled={activeCount === 0}
          onClick={() => {
            if (activeCount > 0) clearFilters();
          }}
        >
          {t('filters.clear')}
        </button>
      </footer>
    </PanelDialog>
  );
}
