import { useAtomValue } from 'jotai/react';
import { useTranslation } from 'react-i18next';
import type { WireLocation } from '../../api';
import { servicesAtom } from '../../shared';
import { listOriginAtom } from '../locations-atoms';
import { buildDirectionsUrl } from './directions-url';

export interface DirectionsLinkProps {
  resource: string;
  location: WireLocation;
}

/**
 * Directions to the station in Google Maps, in a new tab, from the search origin when there is one. Stands
 * in until the element's own directions mode exists (then this becomes "directions to here").
 */
export function DirectionsLink({ resource, location }: DirectionsLinkProps) {
  const { t } = useTranslation();
  const origin = useAtomValue(listOriginAtom);
  const services = useAtomValue(servicesAtom);
  const href = buildDirectionsUrl({ origin, destination: { lat: location.lat, lng: location.lng } });
  if (!href) return null;
  const onClick = () => {
    try {
      services.track?.('directions_link_opened', { resource, id: location.id, has_origin: origin !== null });
    } catch (error) {
      services.logger.warn('analytics event directions_link_opened failed', error);
    }
  };
  return (
    <a className="info-window__directions" href={href} target="_blank" rel="noopener noreferrer" onClick={onClick}>
      {t('infoWindow.directions.link')}
      <span className="visually-hidden">{t('infoWindow.directions.new_tab')}</span>
    </a>
  );
}
