import { useSetAtom } from 'jotai/react';
import { useTranslation } from '../../i18n';
import type { WireLocation } from '../../api';
import { activeRouteAtom, buildDirectionsUrl, haversineDistance, planDirectionsToAtom, servicesAtom, sidebarModeAtom, trackEvent, useAtomValue } from '../../shared';
import { listOriginAtom } from '../locations-atoms';

/**
 * A route end this close to the station is the station: a stop chosen from it sits on its coordinates,
 * one read from a route link on them rounded to 5 decimals (within about 0.8 m).
 */
const SAME_STOP_M = 2;

export interface DirectionsLinkProps {
  resource: string;
  location: WireLocation;
}

/**
 * The info window's directions actions: "route to here" opens directions mode with the station as the
 * destination and the searched place (or the visitor's position) as the origin; the external link
 * opens the same trip in Google Maps in a new tab. The route on show that already ends at the station
 * offers no "route to here": it would plan the trip it shows again.
 */
export function DirectionsLink({ resource, location }: DirectionsLinkProps) {
  const { t } = useTranslation();
  const origin = useAtomValue(listOriginAtom);
  const services = useAtomValue(servicesAtom);
  const planDirectionsTo = useSetAtom(planDirectionsToAtom);
  const destination = { lat: location.lat, lng: location.lng };
  const routeEnd = useAtomValue(activeRouteAtom)?.markers.at(-1)?.location;
  const inDirections = useAtomValue(sidebarModeAtom) === 'directions';
  const endsHere = inDirections && routeEnd !== undefined && haversineDistance(routeEnd, destination) < SAME_STOP_M;
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
      {!endsHere && (
        <button type="button" className="button-primary info-window__plan-route" onClick={planHere} data-plan-route="">
          {t('infoWindow.directions.plan')}
        </button>
      )}
      <a className="info-window__directions-link" href={href} target="_blank" rel="noopener noreferrer" onClick={onLinkClick}>
        {t('infoWindow.directions.link')}
        <span className="visually-hidden">{t('infoWindow.directions.new_tab')}</span>
      </a>
    </div>
  );
}
