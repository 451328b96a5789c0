import { useAtomValue } from 'jotai/react';
import { useTranslation } from 'react-i18next';
import { isMobileAtom, modalAtom, searchMobileViewAtom } from '../shared';
import { LoadErrorNotice } from './load-error-notice';
import { LocationItem } from './location-item';
import { selectedLocationAtom } from './locations-atoms';
import { nearestListAtom } from './results-atoms';

/**
 * The nearest stations (spec section 2): shown off mobile (or on mobile in list view) while no modal is
 * open; a busy state while the first answer loads, an empty state, a retry message after a failure.
 */
export function NearestList() {
  const { t } = useTranslation();
  const isMobile = useAtomValue(isMobileAtom);
  const mobileView = useAtomValue(searchMobileViewAtom);
  const modal = useAtomValue(modalAtom);
  const list = useAtomValue(nearestListAtom);
  const selected = useAtomValue(selectedLocationAtom);

  if ((isMobile && mobileView !== 'list') || modal !== 'none' || list.status === 'idle') return null;

  const busy = list.status === 'loading';
  let body;
  if (list.status === 'error') body = <LoadErrorNotice />;
  else if (list.items.length > 0) {
    body = (
      <ol className="nearest-list__items">
        {list.items.map(({ resource, location }) => (
          <LocationItem
            key={`${resource}:${location.id}`}
            resource={resource}
            location={location}
            selected={selected?.resource === resource && selected.location.id === location.id}
          />
        ))}
      </ol>
    );
  } else if (busy) body = <p className="nearest-list__loading">{t('locations.list.loading')}</p>;
  else if (list.hiddenByClusters) body = <p className="nearest-list__empty">{t('locations.list.hidden_by_clusters')}</p>;
  else body = <p className="nearest-list__empty">{t('locations.list.empty')}</p>;

  return (
    <section className="nearest-list" aria-label={t('locations.list.label')} aria-busy={busy} data-status={list.status}>
      {body}
    </section>
  );
}
