import { useSetAtom } from 'jotai/react';
import { activeFilterCountAtom, clearFiltersAtom } from '../filters';
import { useTranslation } from '../i18n';
import { useAtomValue } from '../shared';

/**
 * The nearest list with no station. With filters on that the visitor can see, they are why: it says so
 * and clears them with one press (`onFiltersCleared` then takes the focus, as the button goes with the
 * state). With none on (or only a config's hidden ones), a search elsewhere is what can help.
 */
export function EmptyNearestList({ onFiltersCleared }: { onFiltersCleared: () => void }) {
  const { t } = useTranslation();
  const filtersOn = useAtomValue(activeFilterCountAtom) > 0;
  const clearFilters = useSetAtom(clearFiltersAtom);
  if (!filtersOn) return <p className="nearest-list__empty">{t('locations.list.empty')}</p>;
  const clear = () => {
    clearFilters();
    onFiltersCleared();
  };
  return (
    <div className="nearest-list__empty">
      <p>{t('locations.list.empty_filtered')}</p>
      <button type="button" className="nearest-list__action" onClick={clear}>
        {t('filters.clear')}
      </button>
    </div>
  );
}
