/**
 * State of the search feature (spec sections 2 "Search mode", 3 "Search state", 4, 5, 8, 9).
 *
 * Base atoms are private; other features read the derived atoms below and write through the actions:
 * - `searchOriginAtom`: the point the nearest list is computed around (geolocated position, else the
 *   selected place), `selectedPlaceAtom`;
 * - `selectPlaceAtom({placeId, description, shouldTarget})` (the URL hash `#/place/{id}` calls it),
 *   `selectIntentAtom(intent)`, `startGeolocationAtom`.
 *
 * Effects (timers, storage, analytics, logging) go through the per-element services (servicesAtom),
 * the maps platform through `searchMapsAtom`, our API through the locations feature's `apiClientAtom`.
 * Search pushes what the locations feature draws and measures from: `setListOriginAtom` (the origin of
 * the nearest list), `setCurrentLocationAtom` (the current-location marker), `requestMapTargetAtom`.
 */
import { atom, type Getter, type Setter } from 'jotai/vanilla';
import { configAtom } from '../config';
import { activeFilterSelectionAtom, filterSelectionToQuery } from '../filters';
import { servicesAtom, type LatLng, type LocatorServices } from '../shared';
import {
  apiClientAtom,
  currentLocationAtom as locationsCurrentLocationAtom,
  requestMapTargetAtom,
  selectLocationAtom,
  setCurrentLocationAtom,
  setListOriginAtom,
  viewportAtom,
} from '../locations';
import type { Bounds, Place, PlaceSession } from '../map';
import { expandBoundsToInclude, nearestWithinCutoff, normaliseMinSearchLocations } from './bounds-expansion';
import {
  buildCompletionResults,
  completionResources,
  EMPTY_RESULTS,
  flattenOptions,
  locationOption,
  moveActiveIndex,
  placeOption,
  reachesMinimumLength,
  recentOption,
  RECENT_SOURCE,
  PLACES_SOURCE,
  type ActiveMove,
  type CompletionGroup,
  type CompletionOption,
  type CompletionResults,
} from './completions';
import { requestPosition, type GeolocationStatus } from './geolocation';
import { addRecentSearch, parseRecentSearches, recentSearchesKey, serialiseRecentSearches } from './recent-searches';
import type { SearchAnalyticsEventMap, SearchAnalyticsEventName } from './search-analytics';
import { SearchError, type SearchErrorCode } from './search-errors';
import { searchMapsAtom } from './search-ports';
import type { SelectionIntent } from './selection-intent';

// ---- helpers ----------------------------------------------------------------------------------------

/** Spec section 9; used when the config leaves `completions.debounceMs` out. */
export const COMPLETIONS_DEBOUNCE_MS = 250;

/** Per-store mutable bookkeeping that never renders: timers, in-flight requests, the places session. */
interface SearchInternals {
  debounceHandle: unknown;
  completions: AbortController | undefined;
  selection: AbortController | undefined;
  geolocation: AbortController | undefined;
  session: PlaceSession | undefined;
  /** The place id the last successful geolocation selected; another place resets the status. */
  geolocatedPlaceId: string | null;
  storageWarned: boolean;
}

const internalsBaseAtom = atom<SearchInternals | null>(null);
internalsBaseAtom.debugLabel = 'search/internals';

function internals(get: Getter, set: Setter): SearchInternals {
  const existing = get(internalsBaseAtom);
  if (existing) return existing;
  const created: SearchInternals = {
    debounceHandle: undefined,
    completions: undefined,
    selection: undefined,
    geolocation: undefined,
    session: undefined,
    geolocatedPlaceId: null,
    storageWarned: false,
  };
  set(internalsBaseAtom, created);
  return created;
}

function timersOf(services: LocatorServices) {
  return (
    services.timers ?? {
      setTimeout: (callback: () => void, ms: number) => globalThis.setTimeout(callback, ms),
      clearTimeout: (handle: unknown) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
    }
  );
}

function track<K extends SearchAnalyticsEventName>(get: Getter, name: K, params: SearchAnalyticsEventMap[K]): void {
  const services = get(servicesAtom);
  try {
    services.track?.(name, params);
  } catch (error) {
    // A throwing host listener must not break the search.
    services.logger.warn(`analytics event ${name} failed`, error);
  }
}

const isAbort = (error: unknown) =>
  (error instanceof DOMException || error instanceof Error) && (error.name === 'AbortError' || error.name === 'TimeoutError');

// ---- base state -------------------------------------------------------------------------------------

const queryBaseAtom = atom('');
const resultsBaseAtom = atom<CompletionResults>(EMPTY_RESULTS);
/** idle: nothing asked; loading: a request is due or in flight; ready: results are in; error: every source failed. */
const completionsStatusBaseAtom = atom<'idle' | 'loading' | 'ready' | 'error'>('idle');
const openBaseAtom = atom(false);
const activeIndexBaseAtom = atom(-1);
const selectedPlaceBaseAtom = atom<Place | null>(null);
const geolocationStatusBaseAtom = atom<GeolocationStatus>('none');
const errorBaseAtom = atom<SearchErrorCode | null>(null);
const namespaceBaseAtom = atom('default');
/** Recent searches as last read or written, for one namespace; null until first read. */
const recentBaseAtom = atom<{ namespace: string; list: readonly SelectionIntent[] } | null>(null);

queryBaseAtom.debugLabel = 'search/query';
resultsBaseAtom.debugLabel = 'search/results';
completionsStatusBaseAtom.debugLabel = 'search/completionsStatus';
openBaseAtom.debugLabel = 'search/open';
activeIndexBaseAtom.debugLabel = 'search/activeIndex';
selectedPlaceBaseAtom.debugLabel = 'search/selectedPlace';
geolocationStatusBaseAtom.debugLabel = 'search/geolocationStatus';
errorBaseAtom.debugLabel = 'search/error';
namespaceBaseAtom.debugLabel = 'search/namespace';
recentBaseAtom.debugLabel = 'search/recent';

// ---- public read-only state -------------------------------------------------------------------------

/** The text in the search box. */
export const searchQueryAtom = atom((get) => get(queryBaseAtom));
/** Completions grouped by source, with counts per source and the total. */
export const completionResultsAtom = atom((get) => get(resultsBaseAtom));
export const completionsStatusAtom = atom((get) => get(completionsStatusBaseAtom));
/** The place the visitor selected (after its details arrived), or null. */
export const selectedPlaceAtom = atom((get) => get(selectedPlaceBaseAtom));
export const geolocationStatusAtom = atom((get) => get(geolocationStatusBaseAtom));
/**
 * The point the nearest list is computed around: the geolocated position while geolocation is in
 * success, else the selected place, else null (no search yet).
 */
export const searchOriginAtom = atom<LatLng | null>((get) => {
  const current = get(locationsCurrentLocationAtom);
  if (current && get(geolocationStatusBaseAtom) === 'success') return current;
  const place = get(selectedPlaceBaseAtom);
  return place ? { lat: place.lat, lng: place.lng } : null;
});
/** The last error of a selection or of the completions, as a code for `search.error.{code}`; null when none. */
export const searchErrorAtom = atom((get) => get(errorBaseAtom));
/** Whether a geolocation service exists (the button is shown only then). */
export const geolocationAvailableAtom = atom((get) => Boolean(get(servicesAtom).geolocation));

/** The stored recent searches, newest first (read from storage on first use; [] if it cannot be read). */
export const recentSearchesAtom = atom<readonly SelectionIntent[]>((get) => {
  const namespace = get(namespaceBaseAtom);
  const cached = get(recentBaseAtom);
  if (cached && cached.namespace === namespace) return cached.list;
  const services = get(servicesAtom);
  try {
    return parseRecentSearches(services.storage?.getItem(recentSearchesKey(namespace)));
  } catch (error) {
    // SecurityError (storage blocked) or a broken storage shim: no recent searches, nothing else breaks.
    services.logger.warn('recent searches could not be read', error);
    return [];
  }
});

/** Whether the list of options is showing. */
export const completionsOpenAtom = atom((get) => get(openBaseAtom));

export type SearchListMode = 'recent' | 'completions';

/**
 * What the list shows: recent searches while the box is empty, completions otherwise. Groups of
 * options in display order; the arrow keys walk `options`.
 */
export const searchListAtom = atom((get) => {
  const query = get(queryBaseAtom);
  if (query.trim() === '') {
    const recent = get(recentSearchesAtom);
    const groups: CompletionGroup[] = recent.length > 0 ? [{ source: RECENT_SOURCE, options: recent.map(recentOption) }] : [];
    return { mode: 'recent', groups, options: flattenOptions(groups) };
  }
  const { groups } = get(resultsBaseAtom);
  return { mode: 'completions', groups, options: flattenOptions(groups) };
});

/** The index (in `searchListAtom.options`) of the option the arrow keys point at; -1 for none. */
export const activeOptionIndexAtom = atom((get) => {
  const index = get(activeIndexBaseAtom);
  return index < get(searchListAtom).options.length ? index : -1;
});

export type Announcement = { key: 'search.announce.results'; count: number } | { key: 'search.announce.no_results' } | null;

/**
 * What the hidden live region says: the number of completions once they are in, "no results" when a
 * search found nothing, nothing otherwise.
 */
export const searchAnnouncementAtom = atom<Announcement>((get) => {
  if (get(queryBaseAtom).trim() === '') return null;
  const status = get(completionsStatusBaseAtom);
  if (status !== 'ready' && status !== 'error') return null;
  const total = get(resultsBaseAtom).total;
  return total > 0 ? { key: 'search.announce.results', count: total } : { key: 'search.announce.no_results' };
});

// ---- completions ------------------------------------------------------------------------------------

function cancelCompletions(get: Getter, set: Setter): void {
  const state = internals(get, set);
  if (state.debounceHandle !== undefined) {
    timersOf(get(servicesAtom)).clearTimeout(state.debounceHandle);
    state.debounceHandle = undefined;
  }
  state.completions?.abort();
  state.completions = undefined;
}

function resetCompletions(get: Getter, set: Setter): void {
  cancelCompletions(get, set);
  set(resultsBaseAtom, EMPTY_RESULTS);
  set(completionsStatusBaseAtom, 'idle');
  set(activeIndexBaseAtom, -1);
}

function placesSession(get: Getter, set: Setter): PlaceSession | undefined {
  const maps = get(searchMapsAtom);
  if (!maps) return undefined;
  const state = internals(get, set);
  state.session ??= maps.places.newSession();
  return state.session;
}

/** Asks every source for `query` now (the debounce has passed). Stale answers are dropped. */
const fetchCompletionsAtom = atom(null, async (get, set, query: string) => {
  const state = internals(get, set);
  state.completions?.abort();
  const controller = new AbortController();
  state.completions = controller;
  const { signal } = controller;

  const config = get(configAtom);
  const maps = get(searchMapsAtom);
  const api = get(apiClientAtom);
  const limit = config.completions.limit;
  const types = config.completions.options?.types;
  const bias: Bounds | null = get(viewportAtom)?.bounds ?? null;
  const filters = filterSelectionToQuery(get(activeFilterSelectionAtom));
  const services = get(servicesAtom);

  const requests: { source: string; run: () => Promise<CompletionOption[]> }[] = [];
  const session = placesSession(get, set);
  if (maps && session) {
    requests.push({
      source: PLACES_SOURCE,
      run: async () =>
        (await maps.places.suggest(query, { session, signal, ...(bias ? { bias } : {}), ...(types ? { types } : {}) })).map(placeOption),
    });
  }
  for (const resource of completionResources(config.resources)) {
    requests.push({
      source: resource,
      run: async () =>
        (await api.complete(resource, { query, limit, filters, ...(bias ? { bounds: bias } : {}) }, signal))
          .map((completion) => locationOption(resource, completion))
          .filter((option): option is CompletionOption => option !== null),
    });
  }

  const settled = await Promise.allSettled(requests.map((request) => request.run()));
  if (signal.aborted || state.completions !== controller) return; // a newer query owns the list now
  state.completions = undefined;

  const sources = requests.map((request, index) => {
    const outcome = settled[index];
    if (outcome?.status === 'fulfilled') return { source: request.source, options: outcome.value };
    if (!isAbort(outcome?.reason)) services.logger.warn(`completions from ${request.source} failed`, outcome?.reason);
    return { source: request.source, options: [] };
  });
  const results = buildCompletionResults(sources, limit);
  const allFailed = requests.length > 0 && settled.every((outcome) => outcome.status === 'rejected');
  set(resultsBaseAtom, results);
  set(activeIndexBaseAtom, -1);
  set(completionsStatusBaseAtom, allFailed ? 'error' : 'ready');
  set(errorBaseAtom, allFailed ? 'completions_failed' : null);
  track(get, 'search_submitted', {
    query_length: query.length,
    total: results.total,
    ...Object.fromEntries(Object.entries(results.counts).map(([source, count]) => [`count_${source}`, count])),
  });
});

/**
 * The visitor typed: completions are asked for 250 ms after the last change (config
 * `completions.debounceMs`), only from the minimum length on; below it the lists are emptied. Any
 * request still running for an older text is aborted at once.
 */
export const setSearchQueryAtom = atom(null, (get, set, query: string) => {
  set(queryBaseAtom, query);
  set(errorBaseAtom, null);
  set(openBaseAtom, true);
  const config = get(configAtom);
  if (!reachesMinimumLength(query, config.completions.minQueryLength)) {
    resetCompletions(get, set);
    return;
  }
  cancelCompletions(get, set);
  set(activeIndexBaseAtom, -1);
  set(completionsStatusBaseAtom, 'loading');
  const state = internals(get, set);
  const delay = config.completions.debounceMs ?? COMPLETIONS_DEBOUNCE_MS;
  state.debounceHandle = timersOf(get(servicesAtom)).setTimeout(() => {
    state.debounceHandle = undefined;
    void set(fetchCompletionsAtom, query);
  }, delay);
});

/** The clear button and the second Escape: empty text, no completions. */
export const clearSearchAtom = atom(null, (get, set) => {
  set(queryBaseAtom, '');
  set(errorBaseAtom, null);
  resetCompletions(get, set);
});

export const openCompletionsAtom = atom(null, (_get, set) => {
  set(openBaseAtom, true);
});

/** Escape or focus leaving the search area: the list closes, the text stays. */
export const closeCompletionsAtom = atom(null, (_get, set) => {
  set(openBaseAtom, false);
  set(activeIndexBaseAtom, -1);
});

/** Arrow keys, Home / End inside the list. Opens the list if it was closed. */
export const moveActiveOptionAtom = atom(null, (get, set, move: ActiveMove) => {
  const count = get(searchListAtom).options.length;
  set(openBaseAtom, true);
  set(activeIndexBaseAtom, moveActiveIndex(get(activeOptionIndexAtom), count, move));
});

/**
 * Chooses the option at `index` (default: the active one). The box shows its text, the list closes,
 * and the intent is selected (a place targeted, a location selected and targeted).
 */
export const chooseOptionAtom = atom(null, async (get, set, index?: number) => {
  const { options } = get(searchListAtom);
  const position = index ?? get(activeOptionIndexAtom);
  const option = options[position];
  if (!option) return;
  track(get, 'completion_chosen', { source: option.source, position: position + 1 });
  cancelCompletions(get, set);
  set(queryBaseAtom, option.text);
  set(resultsBaseAtom, EMPTY_RESULTS);
  set(completionsStatusBaseAtom, 'idle');
  set(openBaseAtom, false);
  set(activeIndexBaseAtom, -1);
  await set(selectIntentAtom, { ...option.intent, shouldTarget: true });
});

// ---- recent searches --------------------------------------------------------------------------------

/** Recent searches are namespaced per locator (`station-locator:recent:{namespace}`); the shell sets it. */
export const setSearchNamespaceAtom = atom(null, (_get, set, namespace: string) => {
  set(namespaceBaseAtom, namespace.trim() || 'default');
});

function writeRecent(get: Getter, set: Setter, list: readonly SelectionIntent[]): void {
  const namespace = get(namespaceBaseAtom);
  set(recentBaseAtom, { namespace, list });
  const services = get(servicesAtom);
  const key = recentSearchesKey(namespace);
  try {
    if (list.length === 0) services.storage?.removeItem(key);
    else services.storage?.setItem(key, serialiseRecentSearches(list));
  } catch (error) {
    // Quota exceeded, privacy mode, SecurityError: the list still works for this page view.
    const state = internals(get, set);
    if (!state.storageWarned) services.logger.warn('recent searches could not be stored', error);
    state.storageWarned = true;
  }
}

const recordRecentSearchAtom = atom(null, (get, set, intent: SelectionIntent) => {
  const current = get(recentSearchesAtom);
  const next = addRecentSearch(current, intent);
  if (next !== current) writeRecent(get, set, next);
});

/** The clear-all action of the recent-searches block. */
export const clearRecentSearchesAtom = atom(null, (get, set) => {
  writeRecent(get, set, []);
  set(activeIndexBaseAtom, -1);
});

// ---- selecting ----------------------------------------------------------------------------------------

export interface SelectPlaceRequest {
  placeId: string | null | undefined;
  description: string;
  shouldTarget?: boolean;
  /** Keep it out of recent searches (a geolocated address is the visitor's whereabouts). */
  remember?: boolean;
}

function failSelection(get: Getter, set: Setter, error: SearchError): null {
  get(servicesAtom).logger.error(error.message, error.cause);
  set(errorBaseAtom, error.code);
  return null;
}

/** The first enabled resource that lists nearest_to: the one the nearest list and targeting use. */
function nearestResource(get: Getter): string | null {
  const resources = get(configAtom).resources;
  const entry = Object.entries(resources).find(([, resource]) => resource.enabled && resource.views.includes('nearest_to'));
  return entry ? entry[0] : null;
}

/** The box the map fits for a targeted place: its viewport, grown until the nearest stations are inside. */
async function targetBoundsFor(get: Getter, place: Place, signal: AbortSignal): Promise<Bounds> {
  const rule = normaliseMinSearchLocations(get(configAtom).map.minSearchLocations);
  const api = get(apiClientAtom);
  const resource = nearestResource(get);
  if (rule.count === 0 || !resource) return place.bounds;
  const origin = { lat: place.lat, lng: place.lng };
  try {
    const filters = filterSelectionToQuery(get(activeFilterSelectionAtom));
    const { locations } = await api.nearestTo(resource, { lat: origin.lat, lng: origin.lng, limit: rule.count, filters }, signal);
    return expandBoundsToInclude(place.bounds, nearestWithinCutoff(origin, locations, rule));
  } catch (error) {
    if (isAbort(error)) throw error;
    // The place is still worth showing: fall back to its own viewport.
    get(servicesAtom).logger.warn('nearest locations for targeting failed', error);
    return place.bounds;
  }
}

/**
 * Selects a maps-service place: fetches its details (in the current autocomplete session, which is
 * renewed after each successful lookup), stores it as the selected place and, if targeted, moves the
 * map to its viewport grown to include the nearest stations (`map.minSearchLocations`). A missing
 * place id is an error (logged, shown translated). Resolves with the place, or null on failure or when
 * a newer selection superseded this one.
 */
export const selectPlaceAtom = atom(null, async (get, set, request: SelectPlaceRequest): Promise<Place | null> => {
  set(errorBaseAtom, null);
  const placeId = typeof request.placeId === 'string' ? request.placeId.trim() : '';
  if (!placeId) return failSelection(get, set, new SearchError('missing_place_id', 'A place selection needs a place_id'));
  const maps = get(searchMapsAtom);
  if (!maps) return failSelection(get, set, new SearchError('selection_failed', 'No maps platform to look the place up'));

  const state = internals(get, set);
  state.selection?.abort();
  const controller = new AbortController();
  state.selection = controller;
  const { signal } = controller;
  const session = placesSession(get, set);
  try {
    const place = await maps.places.details(placeId, { signal, ...(session ? { session } : {}) });
    if (signal.aborted) return null;
    if (!place) return failSelection(get, set, new SearchError('place_not_found', `No details for place ${placeId}`));
    // Spec section 4: a new autocomplete session after each successful details lookup.
    state.session = maps.places.newSession();
    if (state.geolocatedPlaceId !== placeId) {
      // Spec section 4: geolocation returns to none when the selected place changes to another one.
      state.geolocatedPlaceId = null;
      set(geolocationStatusBaseAtom, 'none');
      set(setCurrentLocationAtom, null);
      set(setListOriginAtom, { lat: place.lat, lng: place.lng });
    }
    set(selectedPlaceBaseAtom, place);
    set(queryBaseAtom, request.description || place.name);
    if (request.remember !== false) {
      set(recordRecentSearchAtom, { type: 'google_place', place_id: placeId, description: request.description || place.name });
    }
    if (request.shouldTarget) {
      const bounds = await targetBoundsFor(get, place, signal);
      if (signal.aborted) return null;
      set(requestMapTargetAtom, { kind: 'bounds', bounds });
    }
    return place;
  } catch (error) {
    if (isAbort(error) || signal.aborted) return null;
    return failSelection(get, set, new SearchError('selection_failed', `Selecting place ${placeId} failed`, { cause: error }));
  } finally {
    if (state.selection === controller) state.selection = undefined;
  }
});

/**
 * Selects what a completion, a recent search or the hash named. A location goes to the locations
 * feature (`selectLocationAtom`, targeted); both kinds are recorded as recent searches on success.
 */
export const selectIntentAtom = atom(null, async (get, set, intent: SelectionIntent): Promise<void> => {
  if (intent.type === 'google_place') {
    await set(selectPlaceAtom, { placeId: intent.place_id, description: intent.description, shouldTarget: intent.shouldTarget ?? true });
    return;
  }
  set(errorBaseAtom, null);
  try {
    await set(selectLocationAtom, { resource: intent.resource, id: intent.id, shouldTarget: true });
  } catch (error) {
    if (!isAbort(error)) failSelection(get, set, new SearchError('selection_failed', `Selecting ${intent.resource} ${intent.id} failed`, { cause: error }));
    return;
  }
  set(recordRecentSearchAtom, intent);
});

// ---- geolocation --------------------------------------------------------------------------------------

/**
 * "Use my position": waiting, then the position is reverse-geocoded; a result gives success and a
 * targeted place selection (not remembered as a recent search); no result or a position failure gives
 * error. A second press while waiting is ignored.
 */
export const startGeolocationAtom = atom(null, async (get, set): Promise<void> => {
  if (get(geolocationStatusBaseAtom) === 'waiting') return;
  const services = get(servicesAtom);
  const fail = (reason: 'denied' | 'unavailable' | 'timeout' | 'no_result') => {
    set(geolocationStatusBaseAtom, 'error');
    track(get, 'geolocation_used', { status: 'error', reason });
  };
  const port = services.geolocation;
  const maps = get(searchMapsAtom);
  if (!port || !maps) {
    fail('unavailable');
    return;
  }
  const state = internals(get, set);
  state.geolocation?.abort();
  const controller = new AbortController();
  state.geolocation = controller;
  set(geolocationStatusBaseAtom, 'waiting');

  const outcome = await requestPosition(port);
  if (controller.signal.aborted) return;
  if (!outcome.ok) {
    fail(outcome.reason);
    return;
  }
  let placeId: string | undefined;
  let description = '';
  try {
    const [first] = await maps.geocoding.reverse(outcome.position, { signal: controller.signal });
    placeId = first?.placeId;
    description = first?.formattedAddress ?? '';
  } catch (error) {
    if (controller.signal.aborted) return;
    services.logger.warn('reverse geocoding failed', error);
  }
  if (!placeId) {
    fail('no_result');
    return;
  }
  state.geolocatedPlaceId = placeId;
  const place = await set(selectPlaceAtom, { placeId, description, shouldTarget: true, remember: false });
  if (controller.signal.aborted) return;
  if (!place) {
    state.geolocatedPlaceId = null;
    fail('no_result');
    return;
  }
  // The device position, not the geocoded address, is where the visitor is: the marker and the origin.
  set(setCurrentLocationAtom, outcome.position);
  set(setListOriginAtom, outcome.position);
  set(geolocationStatusBaseAtom, 'success');
  track(get, 'geolocation_used', { status: 'success' });
});
