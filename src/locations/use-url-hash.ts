import { useEffect, useEffectEvent, useRef } from 'react';
import { useAtomValue, useSetAtom } from 'jotai/react';
import { isAbortError } from '../api';
import { activeRouteAtom, openPlannedRouteAtom, servicesAtom, setRouteLinkAtom, sidebarModeAtom, type ActiveRoute } from '../shared';
import { selectLocationAtom } from './locations-atoms';
import { viewportAtom } from './map-atoms';
import { formatRouteHash, formatViewportHash, type HashRoute } from './url-hash';

/** The route link of the route on show: its waypoints where the map shows them, named, and its options. */
function routeHashOf(route: ActiveRoute): string | null {
  return formatRouteHash({
    stops: route.markers.map((marker) => ({ description: marker.name || marker.label, location: marker.location })),
    avoidTolls: route.avoidTolls,
    avoidHighways: route.avoidHighways,
    corridorRadiusKm: route.corridorRadiusKm,
  });
}

/**
 * URL hash state while `hash-routing` is on: applies the route found on load (`initialRoute`, parsed
 * once by the caller) and rewrites the hash with `history.replaceState`, so panning never adds history
 * entries: `#/@lat,lng,zoomz` on every settled map view, or, while directions mode shows a route, that
 * route's link (`#/route/…`, published as `routeLinkAtom` for "copy link"). A `#/place/{id}` route goes
 * to `selectPlace` (the search feature's place selection, wired by the shell: locations cannot import
 * search, which imports it); a `#/route/…` one opens directions mode with that route.
 */
export function useUrlHash(enabled: boolean, initialRoute: HashRoute | null, selectPlace?: (placeId: string) => void): void {
  const viewport = useAtomValue(viewportAtom);
  const services = useAtomValue(servicesAtom);
  const activeRoute = useAtomValue(activeRouteAtom);
  const inDirections = useAtomValue(sidebarModeAtom) === 'directions';
  const selectLocation = useSetAtom(selectLocationAtom);
  const openPlannedRoute = useSetAtom(openPlannedRouteAtom);
  const setRouteLink = useSetAtom(setRouteLinkAtom);
  // Once per mount, even when StrictMode runs effects twice: a route is an action, not a sync.
  const routeApplied = useRef(false);

  const applyInitialRoute = useEffectEvent(() => {
    if (!enabled || !initialRoute || routeApplied.current) return;
    routeApplied.current = true;
    if (initialRoute.kind === 'location') {
      selectLocation({ resource: initialRoute.resource, id: initialRoute.id, shouldTarget: true }).catch((error: unknown) => {
        if (!isAbortError(error)) services.logger.warn(`The location in the URL could not be selected`, error);
      });
    } else if (initialRoute.kind === 'place') {
      if (selectPlace) selectPlace(initialRoute.placeId);
      else services.logger.warn('The URL names a place, but no place selection is wired');
    } else if (initialRoute.kind === 'route') {
      openPlannedRoute(initialRoute.route);
    }
    // A viewport route is the map's initial camera (the caller passes it to the map).
  });
  useEffect(() => applyInitialRoute(), []);

  const routeHash = enabled && inDirections && activeRoute ? routeHashOf(activeRoute) : null;
  useEffect(() => {
    if (!enabled) return;
    const hash = routeHash ?? (viewport ? formatViewportHash(viewport.center, viewport.zoom) : null);
    if (hash === null) return;
    const url = new URL(window.location.href);
    url.hash = hash;
    if (window.location.hash !== hash) window.history.replaceState(window.history.state, '', url);
    setRouteLink(routeHash === null ? null : url.href);
  }, [enabled, viewport, routeHash, setRouteLink]);
  useEffect(() => () => setRouteLink(null), [setRouteLink]);
}
