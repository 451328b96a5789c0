// Over 400 lines on purpose: every kind of load and when it runs (debounce, first view, show more, cancel) read the same inputs and keys; the policy they share is load-runner.ts.
/**
 * The location loaders (spec sections 4, 7 and 9):
 * - within_bounds for the map viewport, per enabled resource that lists the view (`locations` in colour,
 *   `non_matching_locations` in grey, clusters); the first load of the starting country view asks for the
 *   country instead (within_region, where the resource lists it; spec section 1 "the country table picks
 *   the starting map area"): one answer per country, zoom and filters, whatever the screen's size, and
 *   only that country's stations, where the viewport around its box reaches into its neighbours (the
 *   view is planned before the map exists, `first-view.ts`, so these go out while the engine loads);
 * - along_corridor in directions mode once a route exists, instead of within_bounds: the stations along
 *   the route (the active route's encoded path and corridor radius, the filters, the viewport for
 *   clustering), per enabled resource that lists the view (`locations` in colour, the grey set too);
 * - nearest_to for the list, around the list origin (selected place / geolocation) or else the map
 *   centre, limit `config.map.nearestLimit` (page 1 + per_page when the resource is paginated; "show
 *   more" then appends the page `Link` rel="next" names, `loadMoreNearestAtom`, until the last page);
 * - both with the active filters; the visitor's own pans and zooms come in bursts and are debounced by
 *   `config.map.updateDebounceMs` (250 ms, `scheduleLoadsAtom`); everything else is one deliberate change
 *   and loads at once (`loadNowAtom`): the map's first view, a view we moved the map to (a target), new
 *   filters, a new route; a new list origin (a selected place, the visitor's position) loads nearest_to
 *   at once (`refreshNearestAtom`): the list must not wait for the map to fly there and settle;
 * - the nearest list counts as loading from the moment its wanted inputs (origin, filters) differ from
 *   those of the last requested load (`nearestStaleAtom`), so old results are never shown as current;
 * - each load runs under one policy (load-runner.ts): a new request of the same resource and kind aborts
 *   the previous one, aborted calls are ignored, other failures put that load in an error state (with a
 *   Retry), and whole locations go into the location pool.
 */
import { atom, type Getter } from 'jotai/vanilla';
import { atomWithLazy } from 'jotai/vanilla/utils';
import { withinPairs, type QueryPairs, type ResourceView, type WireMapLocation } from '../api';
import { configAtom, type LocatorConfig } from '../config';
import { loadViewPlanner, viewPlannerIfLoaded } from '../map';
import { activeFilterSelectionAtom, filterSelectionToQuery, isFilterSelectionEmpty, type FilterSelection } from '../filters';
import { resourceChoiceAtom, resourceHiddenAtom } from '../resource-choice';
import { activeRouteAtom, isAbortError, roundForApi, servicesAtom, sidebarModeAtom, timersOf, type ActiveRoute, type LatLng } from '../shared';
import { apiClientAtom } from './api-client-atom';
import { recordResponseMetaAtom } from './attribution-atoms';
import type { BoxSize } from './first-view';
import {
  abortAllLoads,
  corridorBaseAtom,
  corridorListBaseAtom,
  nearestBaseAtom,
  runLoadAtom,
  withinBoundsBaseAtom,
  type LoadAnswer,
  type LoadResults,
  type MapLoadAnswer,
} from './load-runner';
import { listOriginAtom } from './locations-atoms';
import { planFirstViewAtom, viewportAtom, type Viewport } from './map-atoms';
import type { HashRoute } from './url-hash';

/** The resource whose locations are greyed out on the map (spec: "a separate grey set"). */
export const NON_MATCHING_RESOURCE = 'non_matching_locations';

/**
 * Whether `resource` answers nothing for `filters` without being asked: the grey set is the stations the
 * active filters leave out, so with no filter active there are none (the API answers an empty list then:
 * server/src/index/filters.ts). Not asking saves a request on every view without filters, the first view
 * among them (each request takes main-thread time to send on a slow machine, and the API shares the
 * cores).
 */
function leavesNothingOut(resource: string, filters: FilterSelection): boolean {
  return resource === NON_MATCHING_RESOURCE && isFilterSelectionEmpty(filters);
}

/** The answer of a resource that leaves nothing out (`leavesNothingOut`), made here. */
const NOTHING_LEFT_OUT = { locations: [], clusters: [] } as const satisfies LoadAnswer;

/** Resources that are enabled and list `view`, in config order. */
export function resourcesWithView(config: LocatorConfig, view: ResourceView): string[] {
  return Object.entries(config.resources)
    .filter(([, resource]) => resource.enabled && resource.views.includes(view))
    .map(([name]) => name);
}

/** `resourcesWithView` less the resources the visitor's choice of fuel or charging hides: those are not asked. */
function shownResourcesWithView(get: Getter, view: ResourceView): string[] {
  const hidden = get(resourceHiddenAtom);
  return resourcesWithView(get(configAtom), view).filter((resource) => !hidden(resource));
}

/** `results` without the resources the choice hides: their last answers stay loaded, but do not show. */
function withoutHidden<L extends WireMapLocation>(get: Getter, results: LoadResults<L>): LoadResults<L> {
  const hidden = get(resourceHiddenAtom);
  const resources = Object.keys(results);
  if (!resources.some(hidden)) return results;
  return Object.fromEntries(Object.entries(results).filter(([resource]) => !hidden(resource)));
}

/** What a round of loads depends on: the loaders follow these four (`useLocationLoaders`). */
export interface LoadInputs {
  viewport: Viewport | null;
  filters: FilterSelection;
  route: ActiveRoute | null;
  /** Which resources the visitor's choice hides (a new function when the choice changes). */
  hidden: (resource: string) => boolean;
}

/** The load inputs now (`get`: an atom getter or a store's `get`). */
export function readLoadInputs(get: Getter): LoadInputs {
  return { viewport: get(viewportAtom), filters: get(activeFilterSelectionAtom), route: get(corridorRouteAtom), hidden: get(resourceHiddenAtom) };
}

/** Whether two reads of the load inputs are the same values (by identity: the atoms make new ones on change). */
export function sameLoadInputs(a: LoadInputs, b: LoadInputs): boolean {
  return a.viewport === b.viewport && a.filters === b.filters && a.route === b.route && a.hidden === b.hidden;
}

/** Bookkeeping of the loads' scheduling that never renders. */
interface LoaderRuntime {
  debounce: unknown;
  /** The last within_bounds (or within_region) request sent per resource (`withinKeyOf`), until cancelled. */
  withinKeys: Map<string, string>;
}

// Per store (atomWithLazy runs the initialiser once per store): two elements never share a debounce.
const runtimeAtom = atomWithLazy<LoaderRuntime>(() => ({ debounce: undefined, withinKeys: new Map() }));
/** The corridor list as loaded (the API's detours); `corridorListResultsAtom` (corridor-list-atoms.ts) is what shows. */
export const loadedCorridorListAtom = atom((get) => withoutHidden(get, get(corridorListBaseAtom)));
/** Inputs (route line, radius, filters) of the last corridor list load; null before the first. */
const corridorListKeyBaseAtom = atom<string | null>(null);
/** Inputs (`nearestKeyOf`) of the last nearest_to load started; null after a cancel or before the first. */
const nearestRequestedKeyBaseAtom = atom<string | null>(null);
/** Origin and filters of the last nearest_to load: "show more" asks for their next page. */
const nearestRequestBaseAtom = atom<{ origin: LatLng; filters: QueryPairs } | null>(null);
corridorListKeyBaseAtom.debugLabel = 'locations/corridorListKey';
nearestRequestedKeyBaseAtom.debugLabel = 'locations/nearestRequestedKey';

export const withinBoundsResultsAtom = atom((get) => withoutHidden(get, get(withinBoundsBaseAtom)));
/** Inputs (origin, filters) of the nearest list's last load: a new value means a new list, not more of it. */
export const nearestRequestKeyAtom = atom((get) => get(nearestRequestedKeyBaseAtom));
export const nearestResultsAtom = atom((get) => withoutHidden(get, get(nearestBaseAtom)));
/** True once a nearest list has been asked for (and not cancelled since). */
export const nearestListRequestedAtom = atom((get) => get(nearestRequestedKeyBaseAtom) !== null);
export const corridorResultsAtom = atom((get) => withoutHidden(get, get(corridorBaseAtom)));

/** The route whose stations the map shows: directions mode with a route; null otherwise. */
export const corridorRouteAtom = atom((get): ActiveRoute | null => (get(sidebarModeAtom) === 'directions' ? get(activeRouteAtom) : null));

/** What the map draws: the corridor's stations along a route in directions mode, else within_bounds. */
export const mapResultsAtom = atom(
  (get): LoadResults<WireMapLocation> => withoutHidden(get, get(corridorRouteAtom) ? get(corridorBaseAtom) : get(withinBoundsBaseAtom)),
);

/**
 * What a nearest_to load depends on: its origin as the request sends it (rounded like every API
 * coordinate: two centres a float's noise apart are one request) and the filters (same key, same answer).
 */
function nearestKeyOf(origin: LatLng, filters: ReturnType<typeof filterSelectionToQuery>, choice: string): string {
  return JSON.stringify([roundForApi(origin.lat), roundForApi(origin.lng), filters, choice]);
}

/** Where the nearest list should be measured from now: the list origin, else the map centre; null when neither is known. */
const wantedNearestOriginAtom = atom((get): LatLng | null => get(listOriginAtom) ?? get(viewportAtom)?.center ?? null);

const wantedNearestKeyAtom = atom((get): string | null => {
  const origin = get(wantedNearestOriginAtom);
  return origin ? nearestKeyOf(origin, filterSelectionToQuery(get(activeFilterSelectionAtom)), get(resourceChoiceAtom)) : null;
});

/**
 * True while the nearest results on show answer other inputs than the current ones (the origin or the
 * filters changed and their load has not started yet, e.g. during the map debounce): the list is then
 * loading, not ready, even before the request goes out.
 */
export const nearestStaleAtom = atom((get) => {
  const wanted = get(wantedNearestKeyAtom);
  return wanted !== null && Object.keys(get(nearestBaseAtom)).length > 0 && wanted !== get(nearestRequestedKeyBaseAtom);
});

/** What a within_bounds (or within_region) request asks, as the API reads it: its query pairs as sent. */
function withinKeyOf(viewport: Viewport, region: string | null, filters: QueryPairs): string {
  return JSON.stringify(withinPairs(region ? { regionId: region } : { bounds: viewport.bounds }, viewport.zoom, filters));
}

/**
 * within_bounds for `viewport`, for every resource that lists it; within_region instead (for the
 * resources that list it) when the view is a region's starting view (`viewport.region`).
 *
 * A resource whose last request asked the same (`withinKeyOf`) and has not failed is not asked again: a
 * view can be new to the map and still the same request, a camera a float's noise from the last one or
 * a box that differs below the API's precision.
 */
export const loadWithinBoundsAtom = atom(null, async (get, set, viewport: Viewport) => {
  const config = get(configAtom);
  const client = get(apiClientAtom);
  const selection = get(activeFilterSelectionAtom);
  const filters = filterSelectionToQuery(selection);
  const { withinKeys } = get(runtimeAtom);
  await Promise.all(
    shownResourcesWithView(get, 'within_bounds').map((resource) => {
      const region = viewport.region && config.resources[resource]?.views.includes('within_region') ? viewport.region : null;
      const key = withinKeyOf(viewport, region, filters);
      if (withinKeys.get(resource) === key && get(withinBoundsBaseAtom)[resource]?.status !== 'error') return Promise.resolve();
      withinKeys.set(resource, key);
      const request = async (signal: AbortSignal): Promise<MapLoadAnswer> => {
        if (leavesNothingOut(resource, selection)) return { ...NOTHING_LEFT_OUT, projection: null };
        const answer = region
          ? await client.withinRegion(resource, { regionId: region, zoom: viewport.zoom, filters }, signal)
          : await client.withinBounds(resource, { bounds: viewport.bounds, zoom: viewport.zoom, filters }, signal);
        if (!signal.aborted) set(recordResponseMetaAtom, resource, answer.meta);
        return answer;
      };
      const run = (): Promise<void> => set(runLoadAtom, { kind: 'within_bounds', resource, request, again: run });
      return run();
    }),
  );
});

/** The along_corridor request builder: directions mode only, so a lazy chunk (out of the first one). */
const loadCorridorRequests = () => import('./corridor');

/**
 * The route and view to load the corridor for, read once its request builder is imported. Calls made
 * while the chunk loads can resume in any order (the one that started its import resumes last), so a
 * call reads the inputs of now, not of when it was made: an older view's request, sent last, used to
 * take over from the newer one's (the route fitted at zoom 8 showed the clusters of the country view).
 */
async function corridorRequestsFor(get: Getter) {
  const requests = await loadCorridorRequests();
  const { route, viewport } = readLoadInputs(get);
  return route ? { requests, route, viewport } : null;
}

/** along_corridor of the route in the view (`readLoadInputs`), for every resource that lists it. */
export const loadCorridorAtom = atom(null, async (get, set) => {
  const inputs = await corridorRequestsFor(get);
  if (!inputs) return;
  const { requests: { corridorBody }, route, viewport } = inputs;
  const client = get(apiClientAtom);
  const selection = get(activeFilterSelectionAtom);
  const body = corridorBody(route, viewport, selection);
  await Promise.all(
    shownResourcesWithView(get, 'along_corridor').map((resource) => {
      const request = async (signal: AbortSignal) => (leavesNothingOut(resource, selection) ? NOTHING_LEFT_OUT : client.alongCorridor(resource, body, signal));
      const run = (): Promise<void> => set(runLoadAtom, { kind: 'along_corridor', resource, request, again: run });
      return run();
    }),
  );
});

/** The API's cap on the corridor list (its default and maximum). */
export const CORRIDOR_LIST_LIMIT = 500;

/**
 * Every station along the route in route order, for the coloured resources (the grey set is for the map
 * only), with its detour and its status when the route reaches it, when the route, its radius, the
 * filters or the departure changed since the last list load: panning does not reload the list. A
 * departure of "now" is read from the clock when the list loads (and does not by itself reload it).
 */
export const loadCorridorListAtom = atom(null, async (get, set) => {
  const inputs = await corridorRequestsFor(get);
  if (!inputs) return;
  const { requests: { corridorArrivalFields, corridorBody }, route } = inputs;
  const client = get(apiClientAtom);
  const base = { ...corridorBody(route, null, get(activeFilterSelectionAtom)), limit: CORRIDOR_LIST_LIMIT };
  const arrival = corridorArrivalFields(route, get(servicesAtom).now());
  const key = JSON.stringify([get(resourceChoiceAtom), base, route.departure, arrival.arrival?.profile, arrival.detour_waypoints, arrival.avoid_tolls, arrival.avoid_highways]);
  if (key === get(corridorListKeyBaseAtom)) return;
  set(corridorListKeyBaseAtom, key);
  const body = { ...base, ...arrival };
  await Promise.all(
    shownResourcesWithView(get, 'along_corridor')
      .filter((resource) => resource !== NON_MATCHING_RESOURCE)
      .map((resource) => {
        const request = async (signal: AbortSignal) => {
          const { locations, total } = await client.alongCorridorInRouteOrder(resource, body, signal);
          return { locations, clusters: [], total };
        };
        const run = (): Promise<void> => set(runLoadAtom, { kind: 'corridor_list', resource, request, again: run });
        return run();
      }),
  );
});

/** nearest_to around `origin`, for every resource that lists it. */
export const loadNearestAtom = atom(null, async (get, set, origin: LatLng) => {
  const config = get(configAtom);
  const client = get(apiClientAtom);
  const filters = filterSelectionToQuery(get(activeFilterSelectionAtom));
  const limit = config.map.nearestLimit;
  set(nearestRequestedKeyBaseAtom, nearestKeyOf(origin, filters, get(resourceChoiceAtom)));
  set(nearestRequestBaseAtom, { origin, filters });
  await Promise.all(
    shownResourcesWithView(get, 'nearest_to').map((resource) => {
      const paging = config.resources[resource]?.paginated ? { page: 1, perPage: limit } : { limit };
      const request = (signal: AbortSignal) => client.nearestTo(resource, { lat: origin.lat, lng: origin.lng, filters, ...paging }, signal);
      const run = (): Promise<void> => set(runLoadAtom, { kind: 'nearest_to', resource, request, again: run });
      return run();
    }),
  );
});

/**
 * The first view's loads, sent as soon as the store exists (with the config, before the shell has
 * rendered) when the URL names the view: every shared link and every reload, since the map
 * writes its view there.
 *
 * - With the map's box foretold from the host's (`mapBox`, desktop): the view is planned now, at the
 *   URL's centre and zoom, and both the map's and the list's requests go out. The map's own plan, once
 *   its box is laid out, finds its view within this one (a footer may take some of the box) and asks
 *   for nothing again (`planFirstViewAtom`); a larger box is a new view and loads.
 * - Without it, in the `raw` nearest mode: the list alone, around the view's centre (the map's plan at
 *   that centre finds it loaded or on its way: `refreshNearestAtom` compares the inputs). In the other
 *   modes the list shows once the map's answer says it is not clustered, so the map's plan asks for
 *   both together, as without a view in the URL.
 *
 * `initialRoute`: the URL's route as the map reads it on load (null without hash routing).
 */
export const loadFirstViewAtom = atom(null, async (get, set, start: { initialRoute: HashRoute | null; mapBox: BoxSize | null }) => {
  const { initialRoute, mapBox } = start;
  // A link to a location, a place or a route moves the map itself: nothing to ask for before it.
  if (initialRoute?.kind !== 'viewport') return;
  // Loaded by now as a rule: the element asks for it as it connects. Without it the map plans as before.
  const planner = mapBox ? (viewPlannerIfLoaded() ?? (await loadViewPlanner().catch(() => null))) : null;
  // The map planned its view meanwhile (the planner came late): its loads are out.
  if (get(viewportAtom) !== null) return;
  if (mapBox && planner) {
    const target = { kind: 'center', center: initialRoute.center, zoom: initialRoute.zoom } as const;
    // A centre and zoom: nothing is fitted, so neither padding nor whole zooms change the view.
    set(planFirstViewAtom, planner.planMapView(target, { size: mapBox, padding: { top: 0, right: 0, bottom: 0, left: 0 }, wholeZoom: false }));
    await set(loadNowAtom);
  } else if (get(configAtom).map.nearestMode === 'raw') {
    await set(loadNearestAtom, initialRoute.center);
  }
});

/**
 * What "show more" came to: the next pages appended; nothing to load or a newer load took over (the list
 * on show is another one now); or a page could not be loaded (the list stays as it was, with its "show
 * more", for another try).
 */
export type LoadMoreResult = 'appended' | 'superseded' | 'failed';

/**
 * "Show more": the next page of every paginated nearest_to that has one, appended to the list (same
 * origin and filters, same page size). A new origin or filters (a new load) aborts it and starts over at
 * page 1. A page that fails leaves the list on show as it was: the stations already listed stay, not an
 * error in their place, and the caller says it could not load more.
 */
export const loadMoreNearestAtom = atom(null, async (get, set): Promise<LoadMoreResult> => {
  const last = get(nearestRequestBaseAtom);
  const key = get(nearestRequestedKeyBaseAtom);
  if (!last || key === null) return 'superseded';
  const client = get(apiClientAtom);
  const { logger } = get(servicesAtom);
  const perPage = get(configAtom).map.nearestLimit;
  const more = Object.entries(get(nearestResultsAtom)).filter(([, state]) => state.status === 'ready' && state.nextPage !== undefined);
  if (more.length === 0) return 'superseded';
  let failed = false;
  await Promise.all(
    more.map(([resource, shown]) => {
      const page = shown.nextPage ?? 1;
      const request = async (signal: AbortSignal): Promise<LoadAnswer> => {
        let answer: LoadAnswer;
        try {
          answer = await client.nearestTo(resource, { lat: last.origin.lat, lng: last.origin.lng, filters: last.filters, page, perPage }, signal);
        } catch (error) {
          if (signal.aborted || isAbortError(error)) throw error;
          logger.error(`Loading page ${page} of nearest_to of ${resource} failed`, error);
          failed = true;
          return { locations: shown.locations, clusters: shown.clusters, total: shown.total ?? null, nextPage: page };
        }
        // A station that moved up a page between the two calls (the data changed) is listed once.
        const listed = new Set(shown.locations.map((location) => location.id));
        return { ...answer, locations: [...shown.locations, ...answer.locations.filter((location) => !listed.has(location.id))] };
      };
      const run = (): Promise<void> => set(runLoadAtom, { kind: 'nearest_to', resource, request, again: run });
      return run();
    }),
  );
  const current = get(nearestRequestedKeyBaseAtom) === key && more.every(([resource]) => get(nearestBaseAtom)[resource]?.status === 'ready');
  if (!current) return 'superseded';
  return failed ? 'failed' : 'appended';
});

/**
 * nearest_to around the wanted origin (list origin, else map centre) when its inputs differ from the last
 * load's, so panning with a fixed origin does not reload the list.
 */
export const refreshNearestAtom = atom(null, async (get, set) => {
  const origin = get(wantedNearestOriginAtom);
  if (!origin || get(wantedNearestKeyAtom) === get(nearestRequestedKeyBaseAtom)) return;
  await set(loadNearestAtom, origin);
});

/**
 * Loads what the current view needs: with a route in directions mode, the stations along it; otherwise
 * within_bounds always and nearest_to when its inputs changed. The list's request is sent first: the
 * list shows as soon as its own answer is in, and each `fetch` call takes a few milliseconds of the main
 * thread on a slow machine (the map's two requests then went out ~10 ms before the list's).
 */
export const runLoadsAtom = atom(null, async (get, set) => {
  const { viewport, route } = readLoadInputs(get);
  if (route) {
    await Promise.all([set(loadCorridorAtom), set(loadCorridorListAtom)]);
    return;
  }
  if (!viewport) return;
  await Promise.all([set(refreshNearestAtom), set(loadWithinBoundsAtom, viewport)]);
});

/**
 * Schedules `runLoadsAtom` after the map update debounce: a burst of viewport, origin or filter changes
 * gives one round of requests.
 */
export const scheduleLoadsAtom = atom(null, (get, set) => {
  const runtime = get(runtimeAtom);
  const timers = timersOf(get(servicesAtom));
  if (runtime.debounce !== undefined) timers.clearTimeout(runtime.debounce);
  runtime.debounce = timers.setTimeout(() => {
    runtime.debounce = undefined;
    void set(runLoadsAtom);
  }, get(configAtom).map.updateDebounceMs);
});

/** Runs the loads now, dropping a pending debounce (a deliberate change: first view, target, filters, route). */
export const loadNowAtom = atom(null, async (get, set) => {
  const runtime = get(runtimeAtom);
  if (runtime.debounce !== undefined) timersOf(get(servicesAtom)).clearTimeout(runtime.debounce);
  runtime.debounce = undefined;
  await set(runLoadsAtom);
});

/** Cancels a pending debounce and every running request (the map unmounts). */
export const cancelLoadsAtom = atom(null, (get, set) => {
  const runtime = get(runtimeAtom);
  runtime.withinKeys.clear();
  if (runtime.debounce !== undefined) timersOf(get(servicesAtom)).clearTimeout(runtime.debounce);
  runtime.debounce = undefined;
  abortAllLoads(get);
  set(nearestRequestedKeyBaseAtom, null);
  set(nearestRequestBaseAtom, null);
  set(corridorListKeyBaseAtom, null);
});
