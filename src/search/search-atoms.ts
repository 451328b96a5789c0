/**
 * State of the search feature (spec sections 2 "Search mode", 3 "Search state", 4, 5, 8, 9).
 *
 * Base atoms are private; other features read the derived atoms below and write through the actions:
 * - `searchOriginAtom`: the point the nearest list is computed around (geolocated position, else the
 *   selected place), `selectedPlaceAtom`;
 * - `selectPlaceAtom({placeId, description, shouldTarget})` (the URL hash `#/place/{id}` calls it),
 *   `selectIntentAtom(intent)`.
 * Siblings: the recent searches (recent-searches-atoms.ts) and "use my position" (geolocation-atoms.ts),
 * which shares the geolocation status and the requests in flight from here.
 *
 * Effects (timers, storage, analytics, logging) go through the per-element services (servicesAtom),
 * the maps platform through `searchMapsAtom`, our API through the locations feature's `apiClientAtom`.
 * Search pushes what the locations feature draws and measures from: `setListOriginAtom` (the origin of
 * the nearest list), `setCurrentLocationAtom` (the current-location marker), `requestMapTargetAtom`.
 */
import { atom, type Atom, type Getter, type Setter } from 'jotai/vanilla';
import { atomWithLazy } from 'jotai/vanilla/utils';
import { configAtom } from '../config';
import { activeFilterSelectionAtom, filterSelectionToQuery } from '../filters';
import { isAbortError as isAbort, relabelCountrySuffix, servicesAtom, trackEvent, type AnalyticsEventMap, type LatLng } from '../shared';
import {
  apiClientAtom,
  clearSelectedLocationAtom,
  currentLocationAtom as locationsCurrentLocationAtom,
  listOriginAtom,
  requestMapTargetAtom,
  selectLocationAtom,
  setCurrentLocationAtom,
  setListOriginAtom,
} from '../locations';
import type { Bounds, Place } from '../map';
import { createCompletionField, type CompletionField } from './completion-field';
import { RECENT_SOURCE } from './completions';
import type { GeolocationStatus } from './geolocation';
import { forgetRecentSearchesAtom, recentGroupsAtom, recordRecentSearchAtom } from './recent-searches-atoms';
import type { SearchAnalyticsEventName } from './search-analytics';
import { SearchError, type SearchErrorCode } from './search-errors';
import { searchMapsAtom } from './search-ports';
import type { SelectionIntent } from './selection-intent';

// ---- helpers ----------------------------------------------------------------------------------------

/** Per-store mutable bookkeeping that never renders: the requests in flight (geolocation-atoms.ts shares it). */
interface SearchInternals {
  selection: AbortController | undefined;
  geolocation: AbortController | undefined;
  /** The place id the last successful geolocation selected; another place resets the status. */
  geolocatedPlaceId: string | null;
}

// Per store (atomWithLazy runs the initialiser once per store): two elements never share controllers.
export const searchInternalsAtom = atomWithLazy<SearchInternals>(() => ({ selection: undefined, geolocation: undefined, geolocatedPlaceId: null }));
searchInternalsAtom.debugLabel = 'search/internals';

export function track<K extends SearchAnalyticsEventName>(get: Getter, name: K, params: AnalyticsEventMap[K]): void {
  trackEvent(get(servicesAtom), name, params);
}

// ---- base state -------------------------------------------------------------------------------------

const selectedPlaceBaseAtom = atom<Place | null>(null);
/** Written by "use my position" (geolocation-atoms.ts) and reset by another place (`selectPlaceAtom`). */
export const geolocationStatusBaseAtom = atom<GeolocationStatus>('none');
/** The last selection error; completion failures come from the field's status. */
const selectionErrorBaseAtom = atom<SearchErrorCode | null>(null);

selectedPlaceBaseAtom.debugLabel = 'search/selectedPlace';
geolocationStatusBaseAtom.debugLabel = 'search/geolocationStatus';
selectionErrorBaseAtom.debugLabel = 'search/selectionError';

/** The search box's completion field (the waypoint inputs of directions mode each have their own). */
export const searchField: CompletionField = createCompletionField({
  name: 'search',
  emptyGroups: recentGroupsAtom,
  onResults: (get, query, results) =>
    track(get, 'search_submitted', {
      query_length: query.length,
      total: results.total,
      ...Object.fromEntries(Object.entries(results.counts).map(([source, count]) => [`count_${source}`, count])),
    }),
});

// ---- public read-only state -------------------------------------------------------------------------

/** The text in the search box. */
export const searchQueryAtom = searchField.queryAtom;
/** Completions grouped by source, with counts per source and the total. */
export const completionResultsAtom = searchField.resultsAtom;
export const completionsStatusAtom = searchField.statusAtom;
/** The place the visitor selected (after its details arrived), or null. */
export const selectedPlaceAtom = atom((get) => get(selectedPlaceBaseAtom));
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
export const searchErrorAtom = atom<SearchErrorCode | null>(
  (get) => get(selectionErrorBaseAtom) ?? (get(searchField.statusAtom) === 'error' ? 'completions_failed' : null),
);

/** Whether the list of options is showing. */
export const completionsOpenAtom = searchField.openAtom;

export type SearchListMode = 'recent' | 'completions';

/**
 * What the list shows: recent searches while the box is empty, completions otherwise. Groups of
 * options in display order; the arrow keys walk `options`.
 */
export const searchListAtom = atom((get) => {
  const list = get(searchField.listAtom);
  const mode: SearchListMode = list.mode === 'empty' ? 'recent' : 'completions';
  return { ...list, mode };
});

/** The index (in `searchListAtom.options`) of the option the arrow keys point at; -1 for none. */
export const activeOptionIndexAtom = searchField.activeIndexAtom;

export type Announcement =
  | { key: 'search.announce.results'; count: number }
  | { key: 'search.announce.no_results' }
  | { key: 'search.unknown_postcode'; postcode: string; area: string; where: string }
  | null;

/** What a completion field's hidden live region says (the count once in, "no results", or nothing). */
export function announcementFor(field: CompletionField): Atom<Announcement> {
  return atom<Announcement>((get) => {
    if (get(field.queryAtom).trim() === '') return null;
    // A failure is said by the field's own error message (an alert), not as "no results".
    if (get(field.statusAtom) !== 'ready') return null;
    const { total, unknownPostcode } = get(field.resultsAtom);
    // The postcode is not known, only its area: said first (the status row shows the same words).
    if (unknownPostcode && total === 0) return { key: 'search.unknown_postcode', ...unknownPostcode };
    return total > 0 ? { key: 'search.announce.results', count: total } : { key: 'search.announce.no_results' };
  });
}

/**
 * What the hidden live region says: the number of completions once they are in, "no results" when a
 * search found nothing, nothing otherwise.
 */
export const searchAnnouncementAtom = announcementFor(searchField);

// ---- completions ------------------------------------------------------------------------------------

/**
 * The visitor typed: completions are asked for 250 ms after the last change (config
 * `completions.debounceMs`), only from the minimum length on; below it the lists are emptied. Any
 * request still running for an older text is aborted at once.
 */
export const setSearchQueryAtom = atom(null, (_get, set, query: string) => {
  set(selectionErrorBaseAtom, null);
  set(searchField.setQueryAtom, query);
});

/** The clear button and the second Escape: empty text, no completions. */
export const clearSearchAtom = atom(null, (_get, set) => {
  set(selectionErrorBaseAtom, null);
  set(searchField.clearAtom);
});

export const openCompletionsAtom = searchField.openListAtom;

/** Escape or focus leaving the search area: the list closes, the text stays. */
export const closeCompletionsAtom = searchField.closeListAtom;

/** Arrow keys, Home / End inside the list. Opens the list if it was closed. */
export const moveActiveOptionAtom = searchField.moveAtom;

/**
 * Chooses the option at `index` (default: the active one). The box shows its text, the list closes,
 * and the intent is selected (a place targeted, a location selected and targeted).
 */
export const chooseOptionAtom = atom(null, async (get, set, index?: number) => {
  const typed = get(searchField.queryAtom).trim();
  const taken = set(searchField.takeOptionAtom, index);
  if (!taken) return;
  track(get, 'completion_chosen', { source: taken.option.source, position: taken.position + 1 });
  const { intent } = taken.option;
  // A Google place is remembered under what the visitor typed (a recent search keeps its own label).
  const fromGoogle = intent.type === 'google_place' && taken.option.source !== RECENT_SOURCE && get(searchMapsAtom)?.provider === 'google';
  const recentLabel = fromGoogle ? typed : undefined;
  await set(selectIntentAtom, { ...intent, shouldTarget: true, ...(recentLabel ? { recentLabel } : {}) });
});

// ---- recent searches --------------------------------------------------------------------------------

/** The clear-all action of the recent-searches block. */
export const clearRecentSearchesAtom = atom(null, (_get, set) => {
  set(forgetRecentSearchesAtom);
  set(searchField.closeListAtom);
  set(searchField.openListAtom);
});

// ---- selecting ----------------------------------------------------------------------------------------

export interface SelectPlaceRequest {
  placeId: string | null | undefined;
  description: string;
  shouldTarget?: boolean;
  /** Keep it out of recent searches (a geolocated address is the visitor's whereabouts). */
  remember?: boolean;
  /** Our own label for recent searches (see `GooglePlaceIntent.recentLabel`); without one the place is not remembered. */
  recentLabel?: string | undefined;
}

function failSelection(get: Getter, set: Setter, error: SearchError): null {
  get(servicesAtom).logger.error(error.message, error.cause);
  set(selectionErrorBaseAtom, error.code);
  return null;
}

/** The first enabled resource that lists nearest_to: the one the nearest list and targeting use. */
function nearestResource(get: Getter): string | null {
  const resources = get(configAtom).resources;
  const entry = Object.entries(resources).find(([, resource]) => resource.enabled && resource.views.includes('nearest_to'));
  return entry ? entry[0] : null;
}

/** The box growing rule: needed only once a place is chosen, so a lazy chunk (out of the first one). */
const loadBoundsExpansion = () => import('./bounds-expansion');

/** The box the map fits for a targeted place: its viewport, grown until the nearest stations are inside. */
async function targetBoundsFor(get: Getter, place: Place, signal: AbortSignal): Promise<Bounds> {
  const { expandBoundsToInclude, nearestWithinCutoff, normaliseMinSearchLocations } = await loadBoundsExpansion();
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
  set(selectionErrorBaseAtom, null);
  const placeId = typeof request.placeId === 'string' ? request.placeId.trim() : '';
  if (!placeId) return failSelection(get, set, new SearchError('missing_place_id', 'A place selection needs a place_id'));
  const maps = get(searchMapsAtom);
  if (!maps) return failSelection(get, set, new SearchError('selection_failed', 'No maps platform to look the place up'));

  const state = get(searchInternalsAtom);
  state.selection?.abort();
  const controller = new AbortController();
  state.selection = controller;
  const { signal } = controller;
  const session = set(searchField.sessionAtom);
  try {
    const place = await maps.places.details(placeId, { signal, ...(session ? { session } : {}) });
    if (signal.aborted) return null;
    if (!place) return failSelection(get, set, new SearchError('place_not_found', `No details for place ${placeId}`));
    // Spec section 4: a new autocomplete session after each successful details lookup.
    set(searchField.renewSessionAtom);
    if (state.geolocatedPlaceId !== placeId) {
      // Spec section 4: geolocation returns to none when the selected place changes to another one.
      state.geolocatedPlaceId = null;
      set(geolocationStatusBaseAtom, 'none');
      set(setCurrentLocationAtom, null);
      set(setListOriginAtom, { lat: place.lat, lng: place.lng, label: request.description || place.name });
    }
    set(selectedPlaceBaseAtom, place);
    // A new place is a new search: the station open before (its details over the list) goes, so the
    // list of stations near the place shows. It stayed, over the list, while the map moved away.
    set(clearSelectedLocationAtom);
    set(searchField.setTextAtom, request.description || place.name);
    // Google's place text may not be stored (its terms): a Google place is remembered by its id and our
    // own label. Our own gazetteer's names (the offline engine) are ours to keep.
    const recentLabel = request.recentLabel?.trim() || (maps.provider === 'google' ? '' : request.description || place.name);
    if (request.remember !== false && recentLabel) {
      set(recordRecentSearchAtom, { type: 'google_place', place_id: placeId, description: recentLabel });
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
    await set(selectPlaceAtom, { placeId: intent.place_id, description: intent.description, shouldTarget: intent.shouldTarget ?? true, recentLabel: intent.recentLabel });
    return;
  }
  set(selectionErrorBaseAtom, null);
  try {
    await set(selectLocationAtom, { resource: intent.resource, id: intent.id, shouldTarget: true });
  } catch (error) {
    if (!isAbort(error)) failSelection(get, set, new SearchError('selection_failed', `Selecting ${intent.resource} ${intent.id} failed`, { cause: error }));
    return;
  }
  set(recordRecentSearchAtom, intent);
});

/**
 * The locale changed: the search box's text and the list origin's name (a chosen place's
 * label, which "Plan a route to here" takes as the start) name their country in the new language
 * (`relabelCountrySuffix`); everything else of the search stays.
 */
export const relabelSearchAtom = atom(null, (get, set, change: { from: string; to: string; countryCodes: readonly string[] }) => {
  const relabel = (text: string) => relabelCountrySuffix(text, change.from, change.to, change.countryCodes);
  const text = get(searchField.queryAtom);
  if (relabel(text) !== text) set(searchField.setTextAtom, relabel(text));
  const origin = get(listOriginAtom);
  if (origin?.label && relabel(origin.label) !== origin.label) set(setListOriginAtom, { ...origin, label: relabel(origin.label) });
});
