import { useAtomValue } from 'jotai/react';
import { useTranslation } from 'react-i18next';
import { searchAnnouncementAtom } from './search-atoms';

/**
 * Hidden live region telling screen-reader users how many completions arrived ("5 suggestions",
 * "No results"). Always in the DOM, so assistive technology is already listening when the text changes.
 */
export function SearchAnnouncer() {
  const { t } = useTranslation();
  const announcement = useAtomValue(searchAnnouncementAtom);
  let text = '';
  if (announcement?.key === 'search.announce.results') text = t('search.announce.results', { count: announcement.count });
  else if (announcement) text = t(announcement.key);
  return (
    <div className="search-visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-search-announcer="">
      {text}
    </div>
  );
}
