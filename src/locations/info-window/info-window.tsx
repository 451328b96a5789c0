import { useCallback, useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { useSetAtom } from 'jotai/react';
import { useTranslation } from '../../i18n';
import { configAtom } from '../../config';
import { focusFallback, servicesAtom, trackEvent, useAtomValue } from '../../shared';
import { brandLineOf } from '../brand-visual';
import { ChargingDetails } from '../charging';
import { corridorListResultsAtom } from '../corridor-list-atoms';
import { corridorRouteAtom } from '../loaders-atoms';
import { clearSelectedLocationAtom, selectedLocationAtom } from '../locations-atoms';
import { useDistanceText, useOpenStatusText } from '../use-location-text';
import { useArrivalText, useDetourText } from '../use-route-text';
import { useTelephoneLink } from '../use-telephone-link';
import { safeWebsite } from './contact-links';
import { DirectionsLink } from './directions-link';
import { adoptInfoWindowStyles } from './info-window-styles';
import { OpeningHoursTable } from './opening-hours-table';
import { PriceList } from './price-list';
import { useFeatureLabel } from './use-feature-labels';
import { WatchlistButton } from './watchlist-button';

export { SelectionFailureNotice } from './selection-failure-notice';

/** Where focus was when the window opened, inside the element's shadow root (or the document). */
function activeElementOf(node: Node): HTMLElement | null {
  const root = node.getRootNode() as Document | ShadowRoot;
  const active = root.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/**
 * The selected station's details (spec section 2: "Items open the info window"): a labelled, non-modal
 * dialog. Focus moves to its heading when it opens; Escape or the close button clears the selection and
 * returns focus to what opened it. Loaded lazily (see ./lazy-info-window.tsx).
 */
export function InfoWindow() {
  const { t } = useTranslation();
  const selected = useAtomValue(selectedLocationAtom);
  const services = useAtomValue(servicesAtom);
  const { locale } = useAtomValue(configAtom);
  const close = useSetAtom(clearSelectedLocationAtom);
  const openStatusText = useOpenStatusText();
  const distanceText = useDistanceText();
  const arrivalText = useArrivalText();
  const detourText = useDetourText();
  const corridorList = useAtomValue(corridorListResultsAtom);
  const onRoute = useAtomValue(corridorRouteAtom) !== null;
  const featureLabel = useFeatureLabel();
  const headingId = useId();
  const dialog = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const trackedOpening = useRef<string | null>(null);

  const tel = useTelephoneLink(selected?.location.telephone);
  const resource = selected?.resource;
  const id = selected?.location.id;
  const fromLink = selected?.fromLink === true;
  useLayoutEffect(() => {
    if (dialog.current) adoptInfoWindowStyles(dialog.current);
  }, [resource, id]);
  useEffect(() => {
    if (!resource || !id || !dialog.current) return;
    const active = activeElementOf(dialog.current);
    // Switching stations while open keeps the original opener.
    if (active && !dialog.current.contains(active)) opener.current = active;
    if (!fromLink) heading.current?.focus();
    // Once per opening (effects may run twice for one opening in development / StrictMode).
    const key = `${resource}:${id}`;
    if (trackedOpening.current === key) return;
    trackedOpening.current = key;
    trackEvent(services, 'info_window_open', { resource, id });
  }, [resource, id, fromLink, services]);

  const closeAndReturnFocus = useCallback(() => {
    const target = opener.current;
    const root = dialog.current?.getRootNode();
    opener.current = null;
    close();
    // The opener may be gone (its list item left with a new filter): focus then goes to the sidebar's top.
    if (target?.isConnected) target.focus();
    else if (root) focusFallback(root);
  }, [close]);

  if (!selected) return null;
  const { location } = selected;
  const unco = location.channel_of_trade === 'UNCO';
  const brandLine = brandLineOf(location);
  const brand = brandLine.kind === 'brand' ? brandLine.name : t(brandLine.kind === 'independent' ? 'infoWindow.brand.unco' : 'infoWindow.brand.other');
  const website = safeWebsite(location.website);
  const distance = distanceText(location);
  // A station of the route's list (directions mode): its status when the route reaches it, and its detour.
  const alongRoute = onRoute ? corridorList[selected.resource]?.locations.find((candidate) => candidate.id === location.id) : undefined;
  const arrival = alongRoute ? arrivalText(alongRoute) : null;
  const detour = alongRoute ? detourText(alongRoute) : null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      closeAndReturnFocus();
    }
  };

  return (
    <section
      ref={dialog}
      className="info-window"
      role="dialog"
      aria-modal="false"
      aria-labelledby={headingId}
      data-location-id={location.id}
      onKeyDown={onKeyDown}
    >
      <header className="info-window__header">
        <p className="info-window__brand">
          <span
            className="info-window__brand-icon"
            data-brand={unco ? undefined : location.site_brand}
            data-channel={unco ? 'UNCO' : undefined}
            aria-hidden="true"
          />
          {brand}
        </p>
        <h2 id={headingId} ref={heading} className="info-window__name" tabIndex={-1}>
          {location.name}
        </h2>
        <button type="button" className="info-window__close" aria-label={t('infoWindow.close')} onClick={closeAndReturnFocus}>
          <span className="info-window__close-icon" aria-hidden="true" />
        </button>
      </header>

      <p className="info-window__address">{location.formatted_address}</p>
      {distance && <p className="info-window__distance">{t('infoWindow.distance', { distance })}</p>}
      <p className="info-window__open-status" data-open-status={location.open_status}>
        {openStatusText(location)}
      </p>
      {location.charging && (
        <p className="info-window__charging-block">
          <ChargingDetails charging={location.charging} className="info-window__charging" />
        </p>
      )}
      {arrival && (
        <p className="info-window__arrival" data-arrival-status={alongRoute?.arrival?.open_status}>
          {arrival}
        </p>
      )}
      {detour && (
        <p className="info-window__detour" data-detour-method={alongRoute?.detour?.method}>
          {detour}
        </p>
      )}

      <div className="info-window__actions">
        <WatchlistButton resource={selected.resource} location={location} />
        <DirectionsLink resource={selected.resource} location={location} />
      </div>

      {(tel || website) && (
        <ul className="info-window__contact">
          {tel && (
            <li>
              <a className="info-window__telephone" href={tel.href} aria-label={t('infoWindow.telephone', { telephone: tel.label })}>
                {tel.label}
              </a>
            </li>
          )}
          {website && (
            <li>
              <a className="info-window__website" href={website.href} target="_blank" rel="noopener noreferrer">
                {t('infoWindow.website', { host: website.label })}
              </a>
            </li>
          )}
        </ul>
      )}

      <section className="info-window__section" aria-label={t('infoWindow.hours.title')}>
        <OpeningHoursTable
          weekly={location.weekly_hours}
          bankHolidays={location.bank_holiday_hours}
          nowMs={services.now()}
          timeZone={location.timezone}
        />
      </section>

      {location.fuel_types.length > 0 && (
        <section className="info-window__section info-window__fuels" aria-label={t('infoWindow.fuels')}>
          <h3 className="info-window__section-title">{t('infoWindow.fuels')}</h3>
          <ul>
            {location.fuel_types.map((fuel) => (
              <li key={fuel} data-fuel={fuel}>
                {featureLabel('fuel', fuel)}
              </li>
            ))}
          </ul>
        </section>
      )}

      {location.amenities.length > 0 && (
        <section className="info-window__section info-window__amenities" aria-label={t('infoWindow.amenities')}>
          <h3 className="info-window__section-title">{t('infoWindow.amenities')}</h3>
          <ul>
            {location.amenities.map((amenity) => (
              <li key={amenity} data-amenity={amenity}>
                {featureLabel('amenity', amenity)}
              </li>
            ))}
          </ul>
        </section>
      )}

      <PriceList location={location} locale={locale} />
    </section>
  );
}
