import { useCallback } from 'react';
import { useTranslation } from '../i18n';

/** The translated name of a completion source (`places`, a resource, `recent`); a generic one for unknown resources. */
export function useSourceLabel(): (source: string) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (source: string) => (i18n.exists(`search.sources.${source}`) ? t(`search.sources.${source}`) : t('search.sources.other')),
    [t, i18n],
  );
}
