/**
 * Locations state: the pool of every location the loaders have seen, the selected and highlighted
 * location, and the origin of the nearest list.
 *
 * Write paths for other features (they import these through src/locations/index.ts):
 * - search: `setListOriginAtom` (the selected place or the geolocation position), `selectLocationAtom`
 *   (a location completion), `requestMapTargetAtom` / `setCurrentLocationAtom` (map-atoms.ts).
 */
import { atom } from 'jotai/vanilla';
import { atomWithLazy } from 'jotai/vanilla/utils';
import { ApiResourceError, type WireLocation } from '../api';
import { configAtom, defaultMapView } from '../config';
import { isAbortError, resolveTargetZoom, servicesAtom, showSelectionOnMobileAtom, type LatLng } from '../shared';
import { apiClientAtom } from './api-client-atom';
import { LocationNotFoundError } from './errors';
import { requestMapTargetAtom, viewportAtom } from './map-atoms';

/** A location of one resource. */
/** Where the nearest list is measured from, with what the visitor called it (a place's address). */
export interface ListOrigin extends LatLng {
  label?: string;
}

export interface LocationRef {
  resource: string;
  id: string;
}

export interface SelectLocationRequest extends LocationRef {
  /** Move the map onto the location (spec: selection intent `shouldTarget`). */
  shouldTarget?: boolean;
  /** Selected by the page's link, not by the visitor: its details do not take the focus. */
  fromLink?: boolean;
}

export interface SelectedLocation {
  resource: string;
  location: WireLocation;
  /**
   * Selected by a link (on load, or pasted into the address bar) rather than inside the element: the
   * details show without taking the focus, which would scroll the host page to the element and pull a
   * screen reader away from where the visitor is on the page.
   */
  fromLink?: boolean;
}

/** How many locations the pool keeps; the oldest are dropped first (panning all day must not leak). */
export const POOL_LIMIT = 5000;

const poolKey = (resource: string, id: string) => `${resource}\u0000${id}`;

/**
 * The pool, one Map per store, changed in place: nothing renders from it (a selection looks stations up
 * in it), and copying thousands of entries for every answer of a busy map cost a pan more than it did.
 */
const poolBaseAtom = atomWithLazy(() => new Map<string, WireLocation>());
const selectedBaseAtom = atom<SelectedLocation | null>(null);
const highlightedBaseAtom = atom<LocationRef | null>(null);
const listOriginBaseAtom = atom<ListOrigin | null>(null);
/** The running detail request, aborted by the next selection. Not state anyone renders. */
// atomWithLazy: one holder per store, so two elements never abort each other's requests.
const selectionControllerAtom = atomWithLazy<{ current: AbortController | null }>(() => ({ current: null }));
poolBaseAtom.debugLabel = 'locations/pool';
selectedBaseAtom.debugLabel = 'locations/selected';
highlightedBaseAtom.debugLabel = 'locations/highlighted';
listOriginBaseAtom.debugLabel = 'locations/listOrigin';

/** Every location seen, by resource and id (read it when needed: it changes in place). */
export const locationPoolAtom = atom((get): ReadonlyMap<string, WireLocation> => get(poolBaseAtom));

export function findInPool(pool: ReadonlyMap<string, WireLocation>, resource: string, id: string): WireLocation | undefined {
  return pool.get(poolKey(resource, id));
}

/** Adds (or refreshes) locations of `resource` in the pool. */
export const addToPoolAtom = atom(null, (get, _set, resource: string, locations: readonly WireLocation[]) => {
  const pool = get(poolBaseAtom);
  for (const location of locations) {
    const key = poolKey(resource, location.id);
    pool.delete(key); // re-insert: refreshed entries count as newest
    pool.set(key, location);
  }
  for (const key of pool.keys()) {
    if (pool.size <= POOL_LIMIT) break;
    pool.delete(key);
  }
});

export const selectedLocationAtom = atom((get) => get(selectedBaseAtom));
export const highlightedLocationAtom = atom((get) => get(highlightedBaseAtom));

/** Hover or focus on a list item or marker highlights it; null removes the highlight. */
export const highlightLocationAtom = atom(null, (_get, set, ref: LocationRef | null) => {
  set(highlightedBaseAtom, ref);
});

export const clearSelectedLocationAtom = atom(null, (get, set) => {
  get(selectionControllerAtom).current?.abort();
  set(selectedBaseAtom, null);
});

/**
 * Why a link in the address bar could not be followed: a station that is not there (or could not be
 * loaded), or a route link that does not read. Said to the visitor (`LinkNotice`); before, the locator
 * fell back to its start view without a word. Null: nothing to say.
 */
export type LinkProblem = 'location_not_found' | 'location_failed' | 'route_unreadable';
const linkProblemBaseAtom = atom<LinkProblem | null>(null);
linkProblemBaseAtom.debugLabel = 'locations/linkProblem';
export const linkProblemAtom = atom((get) => get(linkProblemBaseAtom));
export const setLinkProblemAtom = atom(null, (_get, set, problem: LinkProblem | null) => set(linkProblemBaseAtom, problem));

/**
 * The station a click, a key or a pin asked for and whose details could not be loaded (the API failed
 * or does not have it): said where its details would show, with "Try again". Before, nothing opened
 * and nothing was said. A link's failure is the link notice's (`linkProblemAtom`). Null: none.
 */
const selectionFailureBaseAtom = atom<LocationRef | null>(null);
selectionFailureBaseAtom.debugLabel = 'locations/selectionFailure';
export const selectionFailureAtom = atom((get) => get(selectionFailureBaseAtom));
export const dismissSelectionFailureAtom = atom(null, (_get, set) => set(selectionFailureBaseAtom, null));

/** Where the nearest list is measured from: the selected place or the visitor's position; null = the map centre. */
export const listOriginAtom = atom((get) => get(listOriginBaseAtom));

export const setListOriginAtom = atom(null, (_get, set, origin: ListOrigin | null) => {
  set(listOriginBaseAtom, origin);
});

/**
 * A location's detail without selecting it (spec section 4): from the API when the resource lists the
 * `show` view (and then kept in the pool), else from the pool; `LocationNotFoundError` otherwise.
 * Directions mode uses it to know where a station chosen as a waypoint is.
 */
export const lookUpLocationAtom = atom(null, async (get, set, { resource, id }: LocationRef, signal?: AbortSignal): Promise<WireLocation> => {
  const client = get(apiClientAtom);
  if (!Object.hasOwn(get(configAtom).resources, resource)) throw new ApiResourceError('unknown_resource', resource);
  if (!client.supports(resource, 'show')) {
    const pooled = findInPool(get(poolBaseAtom), resource, id);
    if (!pooled) throw new LocationNotFoundError(resource, id, 'not_in_pool');
    return pooled;
  }
  const origin = get(listOriginBaseAtom);
  const detail = await client.show(resource, id, origin ? { origin } : {}, signal);
  if (!detail) throw new LocationNotFoundError(resource, id, 'not_found');
  set(addToPoolAtom, resource, [detail]);
  return detail;
});

/**
 * Selects a location (spec section 4): fetches its detail when the resource lists the `show` view,
 * otherwise takes it from the pool (else `LocationNotFoundError`). Sets the selection, fires the
 * `select-location` host event and the `location_selected` analytics event, and targets the map when
 * asked. A newer selection aborts this one's request: it then rejects with an AbortError (ignore it).
 */
export const selectLocationAtom = atom(null, async (get, set, request: SelectLocationRequest): Promise<WireLocation> => {
  const { resource, id } = request;
  const config = get(configAtom);
  const services = get(servicesAtom);
  if (!Object.hasOwn(config.resources, resource)) throw new ApiResourceError('unknown_resource', resource);

  const controllerRef = get(selectionControllerAtom);
  controllerRef.current?.abort();
  const controller = new AbortController();
  controllerRef.current = controller;
  set(selectionFailureBaseAtom, null);

  let location: WireLocation;
  try {
    location = await set(lookUpLocationAtom, { resource, id }, controller.signal);
  } catch (error) {
    if (!controller.signal.aborted && !isAbortError(error) && !request.fromLink) {
      set(selectionFailureBaseAtom, { resource, id });
      // Said where the details would have shown: on a phone's map view, that is the list view.
      set(showSelectionOnMobileAtom);
    }
    throw error;
  }
  if (controller.signal.aborted) throw controller.signal.reason;
  controllerRef.current = null;

  set(selectedBaseAtom, { resource, location, ...(request.fromLink ? { fromLink: true } : {}) });
  set(showSelectionOnMobileAtom);
  if (request.shouldTarget) {
    const zoom = resolveTargetZoom(config.map.targetZoom, get(viewportAtom)?.zoom ?? defaultMapView(config).zoom);
    set(requestMapTargetAtom, { kind: 'center', center: { lat: location.lat, lng: location.lng }, zoom });
  }

  // Host event `select-location` ({resource, id}): the host page may open its own detail view.
  if (services.emit) services.emit('select-location', { resource, id });
  else services.logger.warn('select-location could not be sent: the services have no emit()');
  // Analytics `location_selected`, params {resource, id}: which station was picked, from list, map,
  // completion or URL. No free text, no coordinates of the visitor.
  services.track?.('location_selected', { resource, id });
  return location;
});
