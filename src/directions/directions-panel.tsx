import { useSetAtom, useStore } from 'jotai/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n';
import { FilterToggleButton } from '../filters';
import { corridorListResultsAtom } from '../locations';
import {
  backToSearchAtom,
  directionsResetRequestsAtom,
  directionsViewAtom,
  FOCUS_FALLBACK_ATTRIBUTE,
  pendingDirectionsTargetAtom,
  pendingPlannedRouteAtom,
  servicesAtom,
  directionsOpenedQuietlyAtom,
  trackEvent,
  useAtomValue,
} from '../shared';
import { applyDirectionsTargetAtom, enterDirectionsAtom, requestRouteAtom, resetDirectionsAtom, routeAtom, routeErrorAtom, routeStatusAtom, waypointsAtom } from './directions-atoms';
import { CorridorList } from './corridor-list';
import { DepartureControl } from './departure-control';
import { adoptDirectionsStyles } from './directions-styles';
import { Itinerary } from './itinerary';
import { RouteOptionsButton } from './route-options-button';
import { RouteTools, RouteToolsStatus } from './route-tools';
import { routeLinkFor } from './route-link';
import { useRelocalisedDirections } from './use-relocalised-directions';
import { WaypointList } from './waypoint-list';

/**
 * The sidebar of directions mode (spec section 2): back to search, the waypoint search, the departure
 * time, the tools (the
 * route options, the filter button, saved routes, save and copy link), the route's state, and
 * the itinerary.
 * Opening it takes a "directions to here" request from the info window; leaving resets the route and
 * restores two empty waypoint slots.
 */
export function DirectionsPanel() {
  const { t } = useTranslation();
  const backToSearch = useSetAtom(backToSearchAtom);
  const applyTarget = useSetAtom(applyDirectionsTargetAtom);
  const enter = useSetAtom(enterDirectionsAtom);
  const reset = useSetAtom(resetDirectionsAtom);
  const store = useStore();
  const requestRoute = useSetAtom(requestRouteAtom);
  const services = useAtomValue(servicesAtom);
  const waypoints = useAtomValue(waypointsAtom);
  const route = useAtomValue(routeAtom);
  const status = useAtomValue(routeStatusAtom);
  const error = useAtomValue(routeErrorAtom);
  const view = useAtomValue(directionsViewAtom);
  const backButton = useRef<HTMLButtonElement>(null);
  // The itinerary or the stations along the route: two views of one route, switched by the visitor.
  const [content, setContent] = useState<'itinerary' | 'stations'>('itinerary');
  const corridor = useAtomValue(corridorListResultsAtom);
  const corridorStates = Object.values(corridor);
  const stationCount = corridorStates.reduce((sum, state) => sum + (state.total ?? state.locations.length), 0);
  // No count until the list has answered: "Stations (0)" while it loads would say there are none.
  const stationsCounted = corridorStates.length > 0 && corridorStates.every((state) => state.status === 'ready');
  const panel = useRef<HTMLElement>(null);
  useRelocalisedDirections();
  useLayoutEffect(() => {
    if (panel.current) adoptDirectionsStyles(panel.current);
  }, []);

  useEffect(() => {
    const source = enter();
    trackEvent(services, 'directions_opened', { source: source ?? 'button' });
    // Focus lands at the top of the new panel, where the visitor goes on from; not when a route link
    // opened it (on load): that would scroll the host page to the element and take a screen reader there.
    // Nor when the browser's Forward opened it (`openDirectionsAtom`'s `focus: false`).
    if (source !== 'link' && !store.get(directionsOpenedQuietlyAtom)) backButton.current?.focus();
    return () => reset();
  }, [enter, reset, services, store]);

  // "Route to here" from a station's details opened in directions mode: the panel is open already, so
  // nothing mounts to take the request; it is taken as it comes (it waited for the next opening, and
  // then replaced the route the visitor had planned meanwhile). The details close with it: focus goes
  // to the top of the panel, as when the panel opens.
  const pendingTarget = useAtomValue(pendingDirectionsTargetAtom);
  useEffect(() => {
    if (pendingTarget && applyTarget()) backButton.current?.focus();
  }, [pendingTarget, applyTarget]);
  // A whole route asked for while the panel is open (the browser's Back or Forward to a route's entry):
  // it replaces the one on show, without taking the focus (the visitor is at the browser's buttons).
  const pendingRoute = useAtomValue(pendingPlannedRouteAtom);
  useEffect(() => {
    if (pendingRoute) applyTarget();
  }, [pendingRoute, applyTarget]);
  // Back to directions mode's entry from before its route: the mode stays, emptied.
  const resetRequests = useAtomValue(directionsResetRequestsAtom);
  const resetsSeen = useRef(resetRequests);
  useEffect(() => {
    if (resetRequests === resetsSeen.current) return;
    resetsSeen.current = resetRequests;
    reset();
  }, [resetRequests, reset]);

  const link = route ? routeLinkFor(waypoints) : null;
  return (
    <section ref={panel} className="directions-panel" aria-label={t('directions.title')} data-directions-panel="">
      <header className="directions-panel__header">
        <button ref={backButton} type="button" className="tool-button tool-button--outlined directions-panel__back" onClick={() => backToSearch()} data-directions-back="" {...{ [FOCUS_FALLBACK_ATTRIBUTE]: '' }}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z" fill="currentColor" />
          </svg>
          <span>{t('directions.back')}</span>
        </button>
        <h2 className="directions-panel__title">{t('directions.title')}</h2>
      </header>
      <WaypointList />
      <DepartureControl />
      <div className="directions-panel__tools" role="toolbar" aria-label={t('directions.toolbar')}>
        <RouteOptionsButton />
        <FilterToggleButton />
        <RouteTools />
      </div>
      <RouteToolsStatus />
      <div className="directions-panel__status" role="status" aria-live="polite" data-route-status={status}>
        {status === 'loading' && (
          <span className="directions-panel__loading">
            <span className="search-spinner" aria-hidden="true" />
            {t('directions.loading')}
          </span>
        )}
        {status === 'error' && (
          <span className="directions-panel__error" data-directions-error={error ?? ''}>
            {t('directions.error')}
            {error === 'no_route' ? ` ${t('directions.no_route_hint')}` : ''}
            {error === 'same_place' ? ` ${t('directions.same_place_hint')}` : ''}
          </span>
        )}
        {/* A failure (the service down, not "no road between them") may pass: the visitor can ask again. */}
        {status === 'error' && error === 'failed' && (
          <button type="button" className="button-primary directions-panel__retry" onClick={() => void requestRoute()} data-directions-retry="">
            {t('directions.retry')}
          </button>
        )}
      </div>
      {route && view === 'itinerary' && (
        <>
          <div className="directions-panel__views" role="group" aria-label={t('directions.view.label')}>
            <button type="button" aria-pressed={content === 'itinerary'} onClick={() => setContent('itinerary')} data-show-itinerary="">
              {t('directions.view.itinerary')}
            </button>
            <button type="button" aria-pressed={content === 'stations'} onClick={() => setContent('stations')} data-show-stations="">
              {stationsCounted ? t('directions.view.stations', { count: stationCount }) : t('directions.view.stations_pending')}
            </button>
          </div>
          {content === 'itinerary' ? <Itinerary route={route} /> : <CorridorList />}
        </>
      )}
      {link && (
        <a className="directions-panel__external" href={link} target="_blank" rel="noopener noreferrer" data-directions-external="">
          {t('directions.open_in_google_maps')}
          <span className="visually-hidden">{t('infoWindow.directions.new_tab')}</span>
        </a>
      )}
    </section>
  );
}
