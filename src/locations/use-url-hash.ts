import { useEffect, useEffectEvent, useRef } from 'react';
import { useAtomValue, useSetAtom } from 'jotai/react';
import { isAbortError } from '../api';
import { activeRouteAtom, openPlannedRouteAtom, servicesAtom, setRouteLinkAtom, sidebarModeAtom, type ActiveRoute } from '../shared';
import { selectLocationAtom } from './locations-atoms';
import { viewportAtom } from './map-atoms';
import { formatViewportHash, type HashRoute } from './url-hash';

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
 * malformed one is ignored.
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
  // Once per mount, even when StrictMode runs effects twice: a route is an action, not a sync.
  const routeApplied = useRef(false);

  const applyInitialRoute = useEffectEvent(() => {
    if (!enabled || !initialRoute || !mapsReady || routeApplied.current) return;
    routeApplied.current = true;
    if (initialRoute.kind === 'location') {
      selectLocation({ resource: initialRoute.resource, id: initialRoute.id, shouldTarget: true }).catch((error: unknown) => {
        if (!isAbortError(error)) services.logger.warn(`The location in the URL could not be selected`, error);
      });
    } else if (initialRoute.kind === 'place') {
      if (selectPlace) selectPlace(initialRoute.placeId);
      else services.logger.warn('The URL names a place, but no place selection is wired');
    } else if (initialRoute.kind === 'route') {
      loadRouteHash()
        .then(({ parseRouteHash }) => {
          const route = parseRouteHash(initialRoute.hash);
          if (route) openPlannedRoute(route);
        })
        .catch((error: unknown) => services.logger.warn('The route link could not be read', error));
    }
    // A viewport route is the map's initial camera (the caller passes it to the map).
  });
  useEffect(() => applyInitialRoute(), [mapsReady]);

  const route = enabled && inDirections ? activeRoute : null;
  useEffect(() => {
    if (!enabled) return undefined;
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
  }, [enabled, viewport, route, services, setRouteLink]);
  useEffect(() => () => setRouteLink(null), [setRouteLink]);
}
