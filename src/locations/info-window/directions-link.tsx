import { useAtomValue, useSetAtom } from 'jotai/react';
import { useTranslation } from 'react-i18next';
import type { WireLocation } from '../../api';
import { buildDirectionsUrl, planDirectionsToAtom, servicesAtom, trackEvent } from '../../shared';
import { listOriginAtom } from '../locations-atoms';

export interface DirectionsLinkProps {
  resource: string;
  location: WireLocation;
}

/**
 * The info window's directions actions: "route to here" opens directions mode with the station as the
 * destination and the searched place (or the visitor's position) as the origin; the external link
 * opens the same trip in Google Maps in a new tab.
 */
export function DirectionsLink({ resource, location }: DirectionsLinkProps) {
  const { t } = useTranslation();
  const origin = useAtomValue(listOriginAtom);
  const services = useAtomValue(servicesAtom);
  const planDirectionsTo = useSetAtom(planDirectionsToAtom);
  const destination = { lat: location.lat, lng: location.lng };
  const href = buildDirectionsUrl({ origin: origin ? { location: origin } : null, destination: { location: destination } });
  if (!href) return null;
  const onLinkClick = () => trackEvent(services, 'directions_link_opened', { resource, id: location.id, has_origin: origin !== null });
  const planHere = () =>
    planDirectionsTo({
      destination: { description: location.name, location: destination, station: { resource, id: location.id } },
      origin: origin ? { description: origin.label || t('directions.waypoint.my_position'), location: { lat: origin.lat, lng: origin.lng } } : null,
    });
  return (
    <div className="info-window__directions">
      <button type="button" className="button-primary info-window__plan-route" onClick={planHere} data-plan-route="">
        {t('infoWindow.directions.plan')}
      </button>
      <a className="info-window__directions-link" href={href} target="_blank" rel="noopener noreferrer" onClick={onLinkClick}>
        {t('infoWindow.directions.link')}
        <span className="visually-hidden">{t('infoWindow.directions.new_tab')}</span>
      </a>
    </div>
  );
}
