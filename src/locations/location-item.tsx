import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { useSetAtom, useStore } from 'jotai/react';
import { useTranslation } from '../i18n';
import type { WireLocation } from '../api';
import { configAtom } from '../config';
import { formatNumber, isAbortError, servicesAtom, timersOf, useAtomValue } from '../shared';
import { watchlistIdsAtom } from '../watchlist';
import { brandLineOf, brandVisualOf } from './brand-visual';
import { LazyChargingDetails } from './charging';
import { highlightedLocationAtom, highlightLocationAtom, selectLocationAtom } from './locations-atoms';
import { useDistanceText, useOpenStatusText } from './use-location-text';
import { useTelephoneLink } from './use-telephone-link';

// React's CSSProperties has no custom properties; React sets them with style.setProperty.
const brandColourStyle = (colour: string) => ({ '--sl-brand-colour': colour }) as CSSProperties;

/** Spec section 4: the highlight is cleared this long after the highlighted item unmounts. */
export const HIGHLIGHT_CLEAR_DELAY_MS = 200;

export interface LocationItemProps {
  resource: string;
  location: WireLocation;
  selected: boolean;
  /** The station's place in the nearest list, from 1 (spec section 3, `index`): a number badge, as on its map pin. */
  index?: number | undefined;
  /**
   * Another station is selected (spec section 3, `isAnotherSelected`): the number badge turns from the
   * brand's colour to an outline. The text keeps its contrast (faded text would fall below WCAG AA).
   */
  anotherSelected?: boolean | undefined;
  /** Replaces the distance line (the corridor list says how far along and off the route). */
  distanceText?: string | undefined;
  /** More lines inside the item's button, after the open status (the corridor list's arrival, detour, price). */
  details?: ReactNode;
  /** Actions beside the item's button (the corridor list's "add as stop"). */
  actions?: ReactNode;
  /** Told when the visitor selects the item (after the selection started). */
  onSelect?: (() => void) | undefined;
}

/**
 * One station of a list (the nearest list, the stations along a route). The main part is a button (Enter or Space selects); the telephone
 * is a separate `tel:` link beside it, since links may not sit inside buttons. Hover or focus anywhere
 * in the item highlights its marker.
 */
export function LocationItem({
  resource,
  location,
  selected,
  index,
  anotherSelected = false,
  distanceText: distanceOverride,
  details,
  actions,
  onSelect,
}: LocationItemProps) {
  const { t } = useTranslation();
  const store = useStore();
  const services = useAtomValue(servicesAtom);
  const watchlist = useAtomValue(watchlistIdsAtom);
  const highlight = useSetAtom(highlightLocationAtom);
  const selectLocation = useSetAtom(selectLocationAtom);
  const openStatusText = useOpenStatusText();
  const distanceText = useDistanceText();
  const { brands, locale } = useAtomValue(configAtom);
  const { id } = location;

  // After unmount, drop the highlight if it is still ours (a list reload must not leave a marker enlarged).
  // `mounted` guards against a cleanup that was followed by a re-mount (StrictMode, changed deps).
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      timersOf(services).setTimeout(() => {
        const current = store.get(highlightedLocationAtom);
        if (!mounted.current && current?.resource === resource && current.id === id) store.set(highlightLocationAtom, null);
      }, HIGHLIGHT_CLEAR_DELAY_MS);
    };
  }, [store, services, resource, id]);

  const on = () => highlight({ resource, id });
  const off = () => highlight(null);
  const select = () => {
    selectLocation({ resource, id, shouldTarget: false }).catch((error: unknown) => {
      if (!isAbortError(error)) services.logger.error('Selecting a station from the list failed', error);
    });
    onSelect?.();
  };
  const unco = location.channel_of_trade === 'UNCO';
  const brandVisual = brandVisualOf(location, brands);
  const brandLine = brandLineOf(location);
  const brandName = brandLine.kind === 'brand' ? brandLine.name : t(brandLine.kind === 'independent' ? 'locations.item.unco' : 'locations.item.other_brand');
  const distance = distanceOverride ?? distanceText(location);
  const onWatchlist = watchlist.has(location.watchlist_id);
  const tel = useTelephoneLink(location.telephone);

  return (
    <li
      className="location-item"
      data-location-id={id}
      data-resource={resource}
      data-selected={selected ? '' : undefined}
      data-another-selected={anotherSelected ? '' : undefined}
      onMouseEnter={on}
      onMouseLeave={off}
      onFocus={on}
      onBlur={off}
    >
      <button type="button" className="location-item__select" aria-current={selected ? 'true' : undefined} onClick={select}>
        <span className="location-item__brand">
          {index !== undefined && (
            <>
              {/* Seen: the number as on the pin; heard: "1." or "Nr. 1" before the rest of the item's name, once. */}
              <span className="location-item__index" aria-hidden="true">
                {formatNumber(index, locale)}
              </span>
              <span className="visually-hidden">{`${t('locations.item.index', { index: formatNumber(index, locale) })} `}</span>
            </>
          )}
          {/* The same colour and glyph as the station's map pin (one brand table). A CSS custom property set
              through the CSSOM, which a strict style-src allows. */}
          <span
            className="location-item__brand-icon"
            data-brand={unco ? undefined : location.site_brand}
            data-channel={unco ? 'UNCO' : undefined}
            style={brandVisual.colour ? brandColourStyle(brandVisual.colour) : undefined}
            aria-hidden="true"
          >
            {brandVisual.glyph}
          </span>
          <span className="location-item__brand-name">{brandName}</span>
        </span>
        <span className="location-item__name">{location.name}</span>
        <span className="location-item__address">{location.formatted_address}</span>
        {distance && <span className="location-item__distance">{distanceOverride ?? t('locations.item.distance', { distance })}</span>}
        <span className="location-item__open-status" data-open-status={location.open_status}>
          {openStatusText(location)}
        </span>
        {location.charging && <LazyChargingDetails charging={location.charging} className="location-item__charging" />}
        {details}
        {onWatchlist && <span className="location-item__watchlist">{t('locations.item.on_watchlist')}</span>}
      </button>
      {tel && (
        <a className="location-item__telephone" href={tel.href}>
          {t('locations.item.telephone', { telephone: tel.label })}
        </a>
      )}
      {actions}
    </li>
  );
}
