import { useLayoutEffect, useState, type RefObject } from 'react';
import { useStore } from 'jotai/react';
import { configAtom, defaultMapView } from '../config';
import { configuredMapsProvider, isWithinView, loadViewPlanner, preloadViewPlanner, viewPlannerIfLoaded, type LatLng } from '../map';
import { findCountry, isMobileAtom, loadCountries, servicesAtom, useAtomValue } from '../shared';
import { firstViewTarget } from './first-view';
import { mapTargetAtom, planFirstViewAtom, replanFirstViewAtom, requestMapTargetAtom, viewportAtom, viewportCauseAtom, type Viewport } from './map-atoms';
import type { HashRoute } from './url-hash';
import { sidebarCover } from './use-sidebar-width';

export interface MapCamera {
  center: LatLng;
  zoom: number;
}

/**
 * Room kept around a fitted starting country, in CSS pixels: the cluster bubbles at its edges (up to
 * 60 px across, centred on stations near the coast) stay whole instead of half off the map.
 */
const FIT_MARGIN = 24;

/**
 * Plans the map's first view as soon as the config and the map's box are known, before the maps engine
 * has loaded, so the first list does not wait for the engine: the URL's view or the starting country fitted to the box (less the sidebar over
 * it on desktop). The plan goes to the loaders at once (`planFirstViewAtom`: the first requests start
 * now, in parallel with the engine's load) and is the camera the map is created with, so the map's first
 * settled view is the planned one and nothing is asked twice. Until the visitor or a search or route moves
 * the map, a box that changes size (the search box or the attribution appearing beside it) gets the view
 * planned again.
 *
 * `resumed`: a map that replaces another in the same store starts where that one was (no plan).
 * Resolves to the camera, or null while planning.
 */
export function useFirstView(options: {
  resumed: Viewport | null;
  initialRoute: HashRoute | null;
  /** The map's own box (the map fills it; the data attribution sits under it). */
  box: RefObject<HTMLElement | null>;
  /** The box the sidebar may cover (the map and its footer). */
  anchor: RefObject<HTMLElement | null>;
}): MapCamera | null {
  const { resumed, initialRoute, box, anchor } = options;
  const store = useStore();
  const config = useAtomValue(configAtom);
  const logger = useAtomValue(servicesAtom).logger;
  const [camera, setCamera] = useState<MapCamera | null>(() => {
    if (resumed) return { center: resumed.center, zoom: resumed.zoom };
    // A link to a location, place or route moves the map itself: the map starts at the default view.
    if (initialRoute !== null && initialRoute.kind !== 'viewport') return defaultMapView(config);
    // Fetched now, so they are in when the box has been laid out.
    preloadViewPlanner();
    if (initialRoute === null) loadCountries().catch(() => {}); // the plan reports a failure
    return null;
  });

  // A layout effect: the plan starts before the first paint, not after it.
  useLayoutEffect(() => {
    if (camera) return undefined;
    let cancelled = false;
    let keepFitted: ResizeObserver | null = null;
    // The last map target asked for before the plan (none, on a first mount): the refit below stops at
    // any other, including one asked for while the plan was loading.
    let ownTarget = store.get(mapTargetAtom)?.seq;
    const fallback = defaultMapView(config);
    const plan = async (): Promise<MapCamera> => {
      // Only the starting country needs the country table (a lazy chunk); a URL view does not wait for it.
      const configured = { center: config.map.defaultCenter, zoom: config.map.defaultZoom };
      const country =
        initialRoute === null
          ? await loadCountries().then(
              (table) => findCountry(table, config.country),
              (error: unknown) => {
                logger.warn('The country table could not be loaded; the map starts at the default area', error);
                return null;
              },
            )
          : null;
      const first = firstViewTarget(initialRoute, country, fallback, configured);
      if (!first) return fallback;
      const { target, region } = first;
      const wholeZoom = configuredMapsProvider({ provider: config.maps.provider, apiKey: config.maps.apiKey }) === 'google';
      const { planMapView } = viewPlannerIfLoaded() ?? (await loadViewPlanner());
      const planNow = (): Viewport => {
        const left = store.get(isMobileAtom) || !anchor.current ? 0 : sidebarCover(anchor.current);
        const padding = { top: FIT_MARGIN, right: FIT_MARGIN, bottom: FIT_MARGIN, left: left + FIT_MARGIN };
        const viewport = planMapView(target, { size: measure(box.current), padding, wholeZoom });
        return region ? { ...viewport, region } : viewport;
      };
      const viewport = planNow();
      if (cancelled) return { center: viewport.center, zoom: viewport.zoom };
      store.set(planFirstViewAtom, viewport);
      // The box may still change size before the visitor touches the map (the search box, the data
      // attribution or a font arriving around it): the starting area is fitted again until then. Until
      // anything else moves the map, too: a hidden map (a phone's list view) keeps the view it was first
      // given while a search or a route asks to fit theirs, and must not swap that back for the country
      // when it is shown and its box gets a size.
      if (box.current && typeof ResizeObserver === 'function') {
        keepFitted = new ResizeObserver(() => {
          if (store.get(viewportCauseAtom) !== 'first' || store.get(mapTargetAtom)?.seq !== ownTarget) {
            keepFitted?.disconnect();
            return;
          }
          const next = planNow();
          const current = store.get(viewportAtom);
          // A box that shrank at the same camera (a URL's view) shows less of what was asked for: nothing to do.
          if (current && isWithinView(next, current)) return;
          store.set(replanFirstViewAtom, next);
          store.set(requestMapTargetAtom, { kind: 'center', center: next.center, zoom: next.zoom });
          ownTarget = store.get(mapTargetAtom)?.seq;
        });
        keepFitted.observe(box.current);
      }
      return { center: viewport.center, zoom: viewport.zoom };
    };
    plan().then(
      (planned) => {
        if (!cancelled) setCamera(planned);
      },
      (error: unknown) => {
        // Without a plan the map starts at the default area and its first settled view loads as before.
        logger.warn('The first map view could not be planned', error);
        if (!cancelled) setCamera(fallback);
      },
    );
    return () => {
      cancelled = true;
      keepFitted?.disconnect();
    };
    // Once per mount: the first view is planned once; later changes move the map through targets.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return camera;
}

/**
 * The box's size in CSS pixels. A box not laid out (hidden) gets the window's size: the map measures
 * itself once shown, and a different view then loads as a move.
 */
function measure(box: HTMLElement | null): { width: number; height: number } {
  const rect = box?.getBoundingClientRect();
  if (rect && rect.width > 0 && rect.height > 0) return { width: rect.width, height: rect.height };
  return { width: window.innerWidth, height: window.innerHeight };
}
