import { useTranslation } from '../i18n';

/**
 * The line a completion popup shows instead of options: "Searching…" while the first answer for the
 * text is on its way (a slow API showed nothing for seconds), or "No results". Screen readers hear the
 * results through the announcer, not this line.
 */
export function CompletionsStatusRow({ loading, noResults }: { loading: boolean; noResults: boolean }) {
  const { t } = useTranslation();
  if (loading) {
    return (
      <div className="search-box__empty search-box__searching" data-search-loading="">
        <span className="search-spinner" aria-hidden="true" />
        {t('search.loading')}
      </div>
    );
  }
  return noResults ? (
    <div className="search-box__empty" data-search-empty="">
      {t('search.announce.no_results')}
    </div>
  ) : null;
}
