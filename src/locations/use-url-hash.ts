import { useEffect, useEffectEvent, useRef } from 'react';
import { useSetAtom } from 'jotai/react';
import { ApiResourceError, isAbortError } from '../api';
import { activeRouteAtom, openPlannedRouteAtom, servicesAtom, setRouteLinkAtom, sidebarModeAtom, type ActiveRoute, useAtomValue } from '../shared';
import { LocationNotFoundError } from './errors';
import { selectLocationAtom, setLinkProblemAtom } from './locations-atoms';
import { requestMapTargetAtom, viewportAtom } from './map-atoms';
import { formatViewportHash, parseHash, type HashRoute } from './url-hash';

/** The route link codec: its own chunk, fetched the first time a link is read or written. */
const loadRouteHash = () => import('./route-hash');

/** The route on show as a link carries it: its waypoints where the map shows them, named, and its options. */
function plannedRouteOf(route: ActiveRoute) {
  return {
    stops: route.markers.map((marker) => ({ description: marker.name || marker.label, location: marker.location })),
    avoidTolls: route.avoidTolls,
    avoidHighways: route.avoidHighways,
    corridorRadiusKm: route.corridorRadiusKm,
    departure: route.departure,
  };
}

/** Puts `hash` into the address bar without a history entry; returns the page's URL with it. */
function replaceHash(hash: string): string {
  const url = new URL(window.location.href);
  url.hash = hash;
  if (window.location.hash !== url.hash) window.history.replaceState(window.history.state, '', url);
  return url.href;
}

/**
 * URL hash state while `hash-routing` is on: applies the route found on load (`initialRoute`, parsed
 * once by the caller) and rewrites the hash with `history.replaceState`, so panning never adds history
 * entries: `#/@lat,lng,zoomz` on every settled map view, or, while directions mode shows a route, that
 * route's link (`#/route/…`, published as `routeLinkAtom` for "copy link"). A `#/place/{id}` route goes
 * to `selectPlace` (the search feature's place selection, wired by the shell: locations cannot import
 * search, which imports it); a well-formed `#/route/…` opens directions mode with that route, a
 * malformed one is ignored. A link put into the address bar of the open page (pasted, or a host's link
 * to `#/route/…`) is applied the same way, a view moving the map: the `hashchange` event comes only
 * from such navigations, never from this hook's own `replaceState`.
 */
export function useUrlHash(
  enabled: boolean,
  initialRoute: HashRoute | null,
  selectPlace?: (placeId: string) => void,
  /** The maps platform has loaded: a place or route link is looked up with it, so it waits for this. */
  mapsReady = true,
): void {
  const viewport = useAtomValue(viewportAtom);
  const services = useAtomValue(servicesAtom);
  const activeRoute = useAtomValue(activeRouteAtom);
  const inDirections = useAtomValue(sidebarModeAtom) === 'directions';
  const selectLocation = useSetAtom(selectLocationAtom);
  const openPlannedRoute = useSetAtom(openPlannedRouteAtom);
  const setRouteLink = useSetAtom(setRouteLinkAtom);
  const requestMapTarget = useSetAtom(requestMapTargetAtom);
  const setLinkProblem = useSetAtom(setLinkProblemAtom);
  // Once per mount, even when StrictMode runs effects twice: a route is an action, not a sync.
  const routeApplied = useRef(false);
  // A route link being opened: the hash keeps it until its route shows (or it turns out unusable, or
  // the visitor leaves directions mode). Writing the map's view over it meanwhile lost the route when
  // the element started again before it showed (a locale switch right after opening the link).
  const routeLinkPending = useRef(initialRoute?.kind === 'route');

  /** Acts on a link's route; a view only when it comes after load (the first one is the map's camera). */
  const applyRoute = useEffectEvent((link: HashRoute) => {
    setLinkProblem(null);
    if (link.kind === 'viewport') {
      requestMapTarget({ kind: 'center', center: link.center, zoom: link.zoom });
    } else if (link.kind === 'location') {
      selectLocation({ resource: link.resource, id: link.id, shouldTarget: true, fromLink: true }).catch((error: unknown) => {
        if (isAbortError(error)) return;
        services.logger.warn(`The location in the URL could not be selected`, error);
        const notThere = error instanceof LocationNotFoundError || error instanceof ApiResourceError;
        setLinkProblem(notThere ? 'location_not_found' : 'location_failed');
      });
    } else if (link.kind === 'place') {
      if (selectPlace) selectPlace(link.placeId);
      else services.logger.warn('The URL names a place, but no place selection is wired');
    } else {
      routeLinkPending.current = true;
      const unreadable = () => {
        routeLinkPending.current = false;
        setLinkProblem('route_unreadable');
      };
      loadRouteHash()
        .then(({ parseRouteHash }) => {
          const route = parseRouteHash(link.hash);
          if (route) openPlannedRoute(route);
          else unreadable();
        })
        .catch((error: unknown) => {
          services.logger.warn('The route link could not be read', error);
          unreadable();
        });
    }
  });

  const applyInitialRoute = useEffectEvent(() => {
    if (!enabled || !initialRoute || !mapsReady || routeApplied.current) return;
    routeApplied.current = true;
    // A viewport route is the map's initial camera (the caller passes it to the map).
    if (initialRoute.kind !== 'viewport') applyRoute(initialRoute);
  });
  useEffect(() => applyInitialRoute(), [mapsReady]);

  useEffect(() => {
    if (!enabled || !mapsReady) return undefined;
    const onHashChange = () => {
      const link = parseHash(window.location.hash);
      if (link) applyRoute(link);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [enabled, mapsReady]);

  const route = enabled && inDirections ? activeRoute : null;
  // Directions mode opens before the link's route shows: leaving it is what ends the wait, not its start.
  const openedDirections = useRef(false);
  useEffect(() => {
    if (route || (!inDirections && openedDirections.current)) routeLinkPending.current = false;
    if (inDirections) openedDirections.current = true;
    if (!enabled || routeLinkPending.current) return undefined;
    const writeViewport = () => {
      if (viewport) replaceHash(formatViewportHash(viewport.center, viewport.zoom));
      setRouteLink(null);
    };
    if (!route) {
      writeViewport();
      return undefined;
    }
    let current = true;
    loadRouteHash()
      .then(({ formatRouteHash }) => {
        if (!current) return;
        const hash = formatRouteHash(plannedRouteOf(route));
        // A route too long for a link keeps the viewport in the hash, and offers no link.
        if (hash) setRouteLink(replaceHash(hash));
        else writeViewport();
      })
      .catch((error: unknown) => {
        services.logger.warn('The route link could not be written', error);
        if (current) writeViewport();
      });
    return () => {
      current = false;
    };
  }, [enabled, viewport, route, inDirections, services, setRouteLink]);
  useEffect(() => () => setRouteLink(null), [setRouteLink]);
}
