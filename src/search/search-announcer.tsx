import { useTranslation } from '../i18n';
import type { Announcement } from './search-atoms';

/**
 * Hidden live region telling screen-reader users how many completions arrived ("5 suggestions",
 * "No results"). Always in the DOM, so assistive technology is already listening when the text changes.
 * Each completion input has one (`announcementFor(field)`).
 */
export function SearchAnnouncer({ announcement }: { announcement: Announcement }) {
  const { t } = useTranslation();
  let text = '';
  if (announcement?.key === 'search.announce.results') text = t('search.announce.results', { count: announcement.count });
  else if (announcement?.key === 'search.unknown_postcode') text = t(announcement.key, { postcode: announcement.postcode, area: announcement.area, where: announcement.where });
  else if (announcement) text = t(announcement.key);
  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-search-announcer="">
      {text}
    </div>
  );
}
