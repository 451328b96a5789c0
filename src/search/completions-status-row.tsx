import { useTranslation } from '../i18n';
import type { UnknownPostcode } from './completions';

/**
 * The line a completion popup shows instead of options: "Searching…" while the first answer for the
 * text is on its way (a slow API showed nothing for seconds), or "No results"; or that a postcode is not
 * known, only its area (`UnknownPostcode`). Screen readers hear the results through the announcer, not
 * this line.
 */
export function CompletionsStatusRow({ loading, noResults, unknownPostcode }: { loading: boolean; noResults: boolean; unknownPostcode?: UnknownPostcode | undefined }) {
  const { t } = useTranslation();
  // A postcode the places service knows only by its area: said instead of "No results", and above any
  // other suggestions (stations), never offered as the place.
  if (!loading && unknownPostcode) {
    return (
      <div className="search-box__empty search-box__unknown-postcode" data-search-unknown-postcode={unknownPostcode.postcode}>
        {t('search.unknown_postcode', { ...unknownPostcode })}
      </div>
    );
  }
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
