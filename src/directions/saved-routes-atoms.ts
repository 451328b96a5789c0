/**
 * Saved routes and the route link (spec sections 2 "Saved routes panel", 3 "Saved route", 4, 5, 7):
 * the list of the visitor's saved routes (loading, ready, error), saving the route on show, deleting and
 * opening a saved route, copying the route's link; and the message the route tools announce.
 *
 * The routes calls go through the element's API client, which sends the visitor cookie with credentials
 * (api/client.ts), so this works when the API is on another site than the page (server/README.md).
 */
import { atom, type Getter } from 'jotai/vanilla';
import type { SavedRoute } from '../api';
import { apiClientAtom } from '../locations';
import { activeRouteAtom, isAbortError, routeLinkAtom, servicesAtom, type AnalyticsEventMap, trackEvent } from '../shared';
import { corridorRadiusAtom, openRouteAtom, routeAtom, routeAvoidanceAtom, waypointsAtom } from './directions-atoms';
import { normaliseSavedRoutes, plannedRouteOf, savedRouteInput } from './saved-routes';

export type SavedRoutesStatus = 'idle' | 'loading' | 'ready' | 'error';

interface SavedRoutesState {
  status: SavedRoutesStatus;
  /** The last list loaded; kept while it reloads (after a delete), so the rows and focus stay put. */
  routes: readonly SavedRoute[];
}

/** What the route tools last announced (save and copy link; spec: "success and failure are announced"). */
export type RouteToolsMessage = { kind: 'saved'; name: string } | { kind: 'link_copied' } | { kind: 'copy_failed' } | null;

/** How a save ended: saved, nothing to save (no route, or fewer than two savable waypoints), or failed. */
export type SaveOutcome = { ok: true; route: SavedRoute } | { ok: false; reason: 'nothing_to_save' | 'failed' };

const IDLE: SavedRoutesState = { status: 'idle', routes: [] };

const listBaseAtom = atom<SavedRoutesState>(IDLE);
/** The list request in flight: a new one (or closing the panel) aborts it. Bookkeeping, never rendered. */
const listRequestBaseAtom = atom<{ controller: AbortController | null }>({ controller: null });
const messageBaseAtom = atom<RouteToolsMessage>(null);
listBaseAtom.debugLabel = 'directions/savedRoutes';
listRequestBaseAtom.debugLabel = 'directions/savedRoutesRequest';
messageBaseAtom.debugLabel = 'directions/routeToolsMessage';

function track<K extends keyof AnalyticsEventMap>(get: Getter, name: K, params: AnalyticsEventMap[K]): void {
  trackEvent(get(servicesAtom), name, params);
}

export const savedRoutesStatusAtom = atom((get) => get(listBaseAtom).status);
export const savedRoutesAtom = atom((get) => get(listBaseAtom).routes);
export const routeToolsMessageAtom = atom((get) => get(messageBaseAtom));

function abortList(get: Getter): void {
  const request = get(listRequestBaseAtom);
  request.controller?.abort();
  request.controller = null;
}

/** Loads the visitor's saved routes (`GET /routes?format=json&cacheBust=…`). A newer load aborts this one. */
export const loadSavedRoutesAtom = atom(null, async (get, set): Promise<void> => {
  abortList(get);
  const controller = new AbortController();
  get(listRequestBaseAtom).controller = controller;
  set(listBaseAtom, { status: 'loading', routes: get(listBaseAtom).routes });
  const services = get(servicesAtom);
  try {
    const { routes, dropped } = normaliseSavedRoutes(await get(apiClientAtom).listRoutes(controller.signal));
    if (controller.signal.aborted) return;
    if (dropped > 0) services.logger.warn(`${dropped} saved route(s) from the API were not usable and are not shown`);
    set(listBaseAtom, { status: 'ready', routes });
  } catch (error) {
    if (controller.signal.aborted || isAbortError(error)) return;
    services.logger.error('The saved routes could not be loaded', error);
    set(listBaseAtom, { status: 'error', routes: [] });
  } finally {
    if (get(listRequestBaseAtom).controller === controller) get(listRequestBaseAtom).controller = null;
  }
});

/** The panel closed: its list request is no longer wanted, and the next opening loads afresh. */
export const closeSavedRoutesAtom = atom(null, (get, set) => {
  abortList(get);
  set(listBaseAtom, IDLE);
});

/** Deletes a saved route, then reloads the list (spec section 4). Resolves to whether the delete worked. */
export const deleteSavedRouteAtom = atom(null, async (get, set, id: string): Promise<boolean> => {
  try {
    await get(apiClientAtom).deleteRoute(id);
  } catch (error) {
    get(servicesAtom).logger.error(`The saved route ${id} could not be deleted`, error);
    return false;
  }
  track(get, 'saved_route_deleted', {});
  // Gone from the list at once; the reload says what the API now holds.
  set(listBaseAtom, { ...get(listBaseAtom), routes: get(listBaseAtom).routes.filter((route) => route.id !== id) });
  await set(loadSavedRoutesAtom);
  return true;
});

/** Opens a saved route in directions mode: its waypoints and options replace the current ones. */
export const openSavedRouteAtom = atom(null, (get, set, saved: SavedRoute) => {
  const { waypoints, options } = saved.route;
  set(openRouteAtom, plannedRouteOf(saved));
  track(get, 'saved_route_opened', {
    waypoint_count: waypoints.length,
    avoid_tolls: options.avoid_tolls,
    avoid_highways: options.avoid_highways,
    corridor_radius: options.corridor_radius,
  });
});

/** Saves the route on show under `name` (`POST /routes`), with the current route options. */
export const saveRouteAtom = atom(null, async (get, set, name: string): Promise<SaveOutcome> => {
  const route = get(routeAtom);
  const avoidance = get(routeAvoidanceAtom);
  const options = { avoid_tolls: avoidance.avoidTolls, avoid_highways: avoidance.avoidHighways, corridor_radius: get(corridorRadiusAtom) };
  const input = route ? savedRouteInput(name, get(waypointsAtom), route, options) : null;
  if (!input) return { ok: false, reason: 'nothing_to_save' };
  let saved: SavedRoute;
  try {
    saved = await get(apiClientAtom).saveRoute(input);
  } catch (error) {
    get(servicesAtom).logger.error('The route could not be saved', error);
    return { ok: false, reason: 'failed' };
  }
  set(messageBaseAtom, { kind: 'saved', name: input.name });
  track(get, 'route_saved', {
    waypoint_count: input.route.waypoints.length,
    avoid_tolls: options.avoid_tolls,
    avoid_highways: options.avoid_highways,
    corridor_radius: options.corridor_radius,
  });
  return { ok: true, route: saved };
});

/** "Copy link": the page's URL with the route in its hash, onto the clipboard. Announces either way. */
export const copyRouteLinkAtom = atom(null, async (get, set): Promise<boolean> => {
  const link = get(routeLinkAtom);
  const services = get(servicesAtom);
  if (!link) return false;
  try {
    if (!services.clipboard) throw new Error('no clipboard on this page');
    await services.clipboard.writeText(link);
  } catch (error) {
    services.logger.warn('The route link could not be copied', error);
    set(messageBaseAtom, { kind: 'copy_failed' });
    return false;
  }
  set(messageBaseAtom, { kind: 'link_copied' });
  track(get, 'route_link_copied', { waypoint_count: get(activeRouteAtom)?.markers.length ?? 0 });
  return true;
});

/** The announcement was read (or the route changed): clear it. */
export const clearRouteToolsMessageAtom = atom(null, (_get, set) => set(messageBaseAtom, null));
