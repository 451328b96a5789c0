import { useEffect, useEffectEvent, useRef } from 'react';
import { useAtomValue, useSetAtom } from 'jotai/react';
import { isAbortError } from '../api';
import { servicesAtom } from '../shared';
import { selectLocationAtom } from './locations-atoms';
import { viewportAtom } from './map-atoms';
import { formatViewportHash, type HashRoute } from './url-hash';

/**
 * URL hash state while `hash-routing` is on: applies the route found on load (`initialRoute`, parsed
 * once by the caller) and rewrites `#/@lat,lng,zoomz` with `history.replaceState` on every settled map
 * view, so panning never adds history entries. A `#/place/{id}` route goes to `selectPlace` (the search
 * feature's place selection, wired by the shell: locations cannot import search, which imports it).
 */
export function useUrlHash(enabled: boolean, initialRoute: HashRoute | null, selectPlace?: (placeId: string) => void): void {
  const viewport = useAtomValue(viewportAtom);
  const services = useAtomValue(servicesAtom);
  const selectLocation = useSetAtom(selectLocationAtom);
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
    }
    // A viewport route is the map's initial camera (the caller passes it to the map).
  });
  useEffect(() => applyInitialRoute(), []);

  useEffect(() => {
    if (!enabled || !viewport) return;
    const hash = formatViewportHash(viewport.center, viewport.zoom);
    if (window.location.hash === hash) return;
    const url = new URL(window.location.href);
    url.hash = hash;
    window.history.replaceState(window.history.state, '', url);
  }, [enabled, viewport]);
}
