import { useCallback } from 'react';
import { useTranslation } from '../../i18n';
import { filterLabelKey, humaniseFilterName } from '../../filters';

/**
 * Labels for fuel grades and amenities: the filters feature's `filters.labels.<group>.<name>` strings, so
 * the panel and the info window say the same thing; the humanised name when a value has no label (data
 * can carry amenities no locale file knows; `exists` avoids the missing-key handling, which throws in
 * development).
 */
export function useFeatureLabel(): (group: 'fuel' | 'amenity', name: string) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (group, name) => {
      const key = filterLabelKey(group, name);
      return i18n.exists(key) ? t(key) : humaniseFilterName(name);
    },
    [t, i18n],
  );
}
