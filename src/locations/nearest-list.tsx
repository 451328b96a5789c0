import { memo, useDeferredValue, useEffect, useRef, useState, type Ref } from 'react';
import { useSetAtom, useStore } from 'jotai/react';
import { useTranslation } from '../i18n';
import { configAtom } from '../config';
import { afterNextPaint, formatNumber, prepareDistanceFormat, SkipToMapButton, whenIdle, useAtomValue } from '../shared';
import { preloadInfoWindow } from './info-window';
import { EmptyNearestList } from './empty-nearest-list';
import { LoadErrorNotice } from './load-error-notice';
import { loadMoreNearestAtom, nearestRequestKeyAtom } from './loaders-atoms';
import { LocationItem } from './location-item';
import { prepareWeekdayName } from './open-status';
import { selectedLocationAtom } from './locations-atoms';
import { nearestListAtom, nearestListCoveredAtom, nearestListPlacedAtom, type NearestList as NearestListState } from './results-atoms';
import { useFirstScreen } from './use-first-screen';

/**
 * The nearest stations (spec section 2): shown off mobile (or on mobile in list view), kept inert under
 * an open modal panel (nearestListCoveredAtom); a busy state while the first answer loads, an empty state, a retry message after a failure.
 * A paginated resource (config `paginated`) ends the list with "show more" while there is a next page:
 * the new stations are appended, focus moves to the first of them and the count is announced.
 */
export function NearestList() {
  const { t } = useTranslation();
  const placed = useAtomValue(nearestListPlacedAtom);
  const covered = useAtomValue(nearestListCoveredAtom);
  // A list replacing another follows its answers at a lower priority than the map: a new answer draws
  // the map first, and React renders the list in slices after it (no long task while panning; the old
  // list stays meanwhile). A first list, with nothing on show yet, shows at once.
  const current = useAtomValue(nearestListAtom);
  const deferred = useDeferredValue(current);
  const list = deferred.items.length === 0 ? current : deferred;
  const selected = useAtomValue(selectedLocationAtom);
  const config = useAtomValue(configAtom);
  const { locale } = config;
  const distanceUnit = config.intlData.formats.number.distance.unit;
  const loadMore = useSetAtom(loadMoreNearestAtom);
  // The key of the list on show: the deferred one while the deferred list is on show.
  const currentKey = useAtomValue(nearestRequestKeyAtom);
  const deferredKey = useDeferredValue(currentKey);
  const requestKey = list === current ? currentKey : deferredKey;
  const store = useStore();
  const items = useRef<HTMLOListElement>(null);
  const section = useRef<HTMLElement>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  /** The last "show more": which list it added to, where its stations start, and what to announce. */
  const [more, setMore] = useState<{ key: string | null; from: number; text: string } | null>(null);
  /** The list (its request key) whose last "show more" failed: it says so above the button. */
  const [moreFailedFor, setMoreFailedFor] = useState<string | null>(null);
  const moreButton = useRef<HTMLButtonElement>(null);
  // The message pushes the button, which keeps the focus, down: back into view for another try.
  useEffect(() => {
    if (moreFailedFor !== null) moreButton.current?.scrollIntoView({ block: 'nearest' });
  }, [moreFailedFor]);
  // A new list (its request key) starts with the first screen's stations.
  const { shown, renderingRest } = useFirstScreen(requestKey, list.items.length);

  // Focus moves to the first station the last "show more" added, once it is on screen (the list renders
  // after its answer, so that may be a render later), and only once.
  const focusedFor = useRef<typeof more>(null);
  const shownCount = list.items.length;
  useEffect(() => {
    if (!more || focusedFor.current === more) return;
    const button = items.current?.children[more.from]?.querySelector<HTMLElement>('button');
    if (!button) return;
    button.focus();
    focusedFor.current = more;
  }, [more, shownCount]);

  const countText = (shown: number, total: number | null) =>
    t('locations.list.count', { shown: formatNumber(shown, locale), total: formatNumber(total ?? shown, locale) });
  const hasItems = list.items.length > 0;
  // While the first answer is on its way (the main thread has nothing to do), the list's own formatters
  // are made (the browser's number and date data are in already, see element/warm-up.ts; where they
  // are not, these pay for them). Two idle tasks, not one: each may be a long task on a slow machine.
  const awaitingFirst = list.status === 'loading' && !hasItems;
  useEffect(() => {
    if (!awaitingFirst) return undefined;
    let cancelDate = () => {};
    const cancelNumber = whenIdle(() => {
      prepareDistanceFormat(distanceUnit, locale);
      cancelDate = whenIdle(() => prepareWeekdayName(locale));
    });
    return () => {
      cancelNumber();
      cancelDate();
    };
  }, [awaitingFirst, distanceUnit, locale]);
  useEffect(() => {
    if (!hasItems) return undefined;
    // Once the list is painted (its frame does not share the cores with the chunk's compile). Nothing to
    // do on failure: selecting a station loads the chunk again (and reports a failure there).
    return afterNextPaint(() => void preloadInfoWindow().catch(() => {}));
  }, [hasItems]);

  if ((!placed && !covered) || list.status === 'idle') return null;

  const showMore = async () => {
    // aria-disabled, not disabled: the button keeps focus while the page loads.
    if (loadingMore) return;
    setLoadingMore(true);
    setMoreFailedFor(null);
    const from = list.items.length;
    const key = requestKey;
    const result = await loadMore();
    setLoadingMore(false);
    if (result === 'failed') setMoreFailedFor(key);
    if (result !== 'appended') return;
    const now = store.get(nearestListAtom);
    setMore({ key: store.get(nearestRequestKeyAtom), from, text: countText(now.items.length, now.total) });
  };

  // Busy from the moment the inputs change, also while the list on show is the one before (deferred).
  const busy = current.status === 'loading' || list !== current;
  // A new list (another origin or filters) is not what the last announcement was about.
  const announcement = more && more.key === requestKey && list.items.length > more.from ? more.text : '';
  let body;
  if (list.status === 'error') body = <LoadErrorNotice />;
  else if (list.items.length > 0) {
    body = (
      <>
        <SkipToMapButton label={t('map.skip_list')} className="nearest-list__skip" />
        <NearestItems
          listRef={items}
          items={list.items.slice(0, shown)}
          selectedKey={selected ? `${selected.resource}:${selected.location.id}` : null}
        />
        {list.hasMore && (
          <div className="nearest-list__more">
            <p className="nearest-list__count">{countText(list.items.length, list.total)}</p>
            {moreFailedFor !== null && moreFailedFor === requestKey && (
              <p className="nearest-list__more-error" role="alert">
                {t('locations.list.more_failed')}
              </p>
            )}
            <button ref={moreButton} type="button" className="nearest-list__more-button" aria-disabled={loadingMore} onClick={() => void showMore()}>
              {t(loadingMore ? 'locations.list.loading_more' : 'locations.list.show_more')}
            </button>
          </div>
        )}
      </>
    );
  } else if (busy) body = <p className="nearest-list__loading">{t('locations.list.loading')}</p>;
  else if (list.hiddenByClusters) body = <p className="nearest-list__empty">{t('locations.list.hidden_by_clusters')}</p>;
  else body = <EmptyNearestList onFiltersCleared={() => section.current?.focus()} />;

  return (
    // Focusable by script only: clearing the filters from the empty state moves the focus here.
    <section
      ref={section}
      tabIndex={-1}
      className="nearest-list"
      // Under a modal panel: out of reach of the keyboard and assistive technology until it closes.
      inert={covered}
      aria-label={t('locations.list.label')}
      // Busy too while the stations after the first few render (assistive technology may wait).
      aria-busy={busy || renderingRest}
      data-status={busy ? 'loading' : list.status}
    >
      {body}
      <p className="visually-hidden" role="status" data-nearest-announcement="">
        {announcement}
      </p>
    </section>
  );
}

interface NearestItemsProps {
  listRef: Ref<HTMLOListElement>;
  items: NearestListState['items'];
  /** `resource:id` of the selected station. */
  selectedKey: string | null;
}

/**
 * The stations of the list. Memoised on the stations themselves: the list's state is rebuilt whenever
 * its status changes (loading while the map moves), with the same stations, and they need no new render.
 */
const NearestItems = memo(function NearestItems({ listRef, items, selectedKey }: NearestItemsProps) {
  return (
    <ol ref={listRef} className="nearest-list__items">
      {items.map(({ resource, location }, i) => (
        <LocationItem
          key={`${resource}:${location.id}`}
          resource={resource}
          location={location}
          // The same numbers as the map's pins (`nearestIndexes`): the list's order, from 1.
          index={i + 1}
          selected={selectedKey === `${resource}:${location.id}`}
          anotherSelected={selectedKey !== null && selectedKey !== `${resource}:${location.id}`}
        />
      ))}
    </ol>
  );
}, sameItems);

function sameItems(a: NearestItemsProps, b: NearestItemsProps): boolean {
  return (
    a.listRef === b.listRef &&
    a.selectedKey === b.selectedKey &&
    a.items.length === b.items.length &&
    a.items.every((item, i) => item.location === b.items[i]?.location && item.resource === b.items[i]?.resource)
  );
}
