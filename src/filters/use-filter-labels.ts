import { useCallback } from 'react';
import { useTranslation } from '../i18n';
import { filterLabelKey, groupLabelKey, humaniseFilterName } from './filter-labels';

/**
 * Label lookups for the panel. A label missing from the locale files falls back to the humanised name
 * (checked with `exists`, so the i18n missing-key handling, which throws in development, is not hit for
 * config-driven names).
 */
export function useFilterLabels(): {
  groupLabel: (group: string) => string;
  filterLabel: (group: string, filter: string) => string;
} {
  const { t, i18n } = useTranslation();
  const groupLabel = useCallback(
    (group: string) => {
      const key = groupLabelKey(group);
      return i18n.exists(key) ? t(key) : humaniseFilterName(group);
    },
    [t, i18n],
  );
  const filterLabel = useCallback(
    (group: string, filter: string) => {
      const key = filterLabelKey(group, filter);
      return i18n.exists(key) ? t(key) : humaniseFilterName(filter);
    },
    [t, i18n],
  );
  return { groupLabel, filterLabel };
}
