/**
 * Public face of the search feature (spec section 2 "Search mode"; sections 3, 4, 5, 8, 9).
 *
 * For the locations feature and the URL hash:
 * - `searchOriginAtom` (LatLng | null): the point the nearest list is computed around;
 *   (search also pushes it to the locations feature's `setListOriginAtom`, and the geolocated position
 *   to `setCurrentLocationAtom`);
 * - `selectedPlaceAtom` (Place | null);
 * - `selectPlaceAtom({placeId, description, shouldTarget})`: `#/place/{id}` calls it;
 * - `selectIntentAtom(intent)`, `geolocationStatusAtom`, `startGeolocationAtom`.
 *
 * Wiring (done in src/app/layout): `<SearchPanel />` in the search slot; the map slot connects the maps
 * platform (`store.set(provideSearchMapsAtom, platform)`) and sends `#/place/{id}` to `selectPlaceAtom`.
 * Still for the element / app: adopt `searchStyles` in the shadow root, and namespace the recent searches
 * per locator: `store.set(setSearchNamespaceAtom, resourceAttribute)` (default namespace `default`).
 * Services used: `storage`, `geolocation`, `timers`, `track`, `logger` (all optional, see src/shared/services.ts).
 */
/*
 * Spec rule → file (spec section, rule in short → the file that implements it; from the spec audit):
 * §1 Search by typed text with completions from a places service → completion-field.ts
 * §1 Completions from the product's own location resources → completions.ts, completion-field.ts
 * §1 Use the current position → geolocation-atoms.ts, geolocation-button.tsx
 * §2 Search box with floating label → search-box.tsx
 * §2 Search box clear button → search-box.tsx
 * §2 Back button while focused → search-box.tsx
 * §2 Completions list → completions-list.tsx
 * §2 Geolocation button → geolocation-button.tsx, search-box.tsx
 * §2 Recent-searches block with a clear-all action → recent-searches-header.tsx
 * §2 Hidden screen-reader announcements of results → search-announcer.tsx
 * §2 Directions button switches to directions mode → directions-button.tsx
 * §3 Completion: id, value, optional matched_substrings → completions.ts
 * §3 Selection intent: google_place / location, with description and shouldTarget → selection-intent.ts
 * §3 Search state: recent searches (selection intents) in local storage → recent-searches-atoms.ts, recent-searches.ts
 * §3 Search state: completions per source, counts per source and total → completions.ts
 * §3 Config: map.minSearchLocations (number, or {count, cutoffDistance}) → bounds-expansion.ts
 * §4 Sidebar mode: search to directions by the directions button → directions-button.tsx
 * §4 Geolocation status none/waiting/success/error; start sets waiting → geolocation-atoms.ts, geolocation.ts
 * §4 Found position reverse-geocoded: a result gives success and a targeted place selection → geolocation-atoms.ts
 * §4 No geocode result or position failure gives error → geolocation-atoms.ts, geolocation.ts
 * §4 Geolocation returns to none when the selected place changes → search-atoms.ts
 * §4 Autocomplete session token refreshed after each successful place-details lookup → search-atoms.ts
 * §4 Selecting a place fetches place details and stores the place → search-atoms.ts
 * §4 Targeted place: bounds grow by 1.1 until the nearest min-count locations within the cutoff are inside → bounds-expansion.ts, search-atoms.ts
 * §4 Clearing search text clears completions → search-atoms.ts, completion-field.ts
 * §5 Completions requested only once the query reaches the minimum length (default 3) → completions.ts, completion-field.ts
 * §5 Below the minimum the lists are emptied → completion-field.ts
 * §5 Completion limit default 5 → completions.ts
 * §5 Recent searches kept to 5 → recent-searches.ts
 * §5 Recent-search duplicates by place_id or id skipped → selection-intent.ts
 * §7 Browser geolocation: max age 60 s, timeout 30 s, no high accuracy → geolocation.ts
 * §8 Missing place_id on a place selection: error → search-atoms.ts
 * §8 Geolocation failure or no geocode result: status error, tooltip search.geolocation_status.error → geolocation-button.tsx
 * §9 Completions: minimum 3, limit 5, debounce 250 ms → completion-field.ts
 * §9 Recent searches 5 → recent-searches.ts
 * §9 Geolocation max age 60 s, timeout 30 s → geolocation.ts
 * §9 Bounds growth factor 1.1 → bounds-expansion.ts
 */
// Style sheets leave as typed strings, never `export { default } from './x.css'`: the shipped declarations
// would import the .css file, which a host type-checking them (skipLibCheck off) cannot resolve.
import searchCss from './search.css';
export type { SelectionIntent, GooglePlaceIntent, LocationIntent } from './selection-intent';
export { isSameIntent } from './selection-intent';
export type { GeolocationStatus } from './geolocation';
export { GEOLOCATION_OPTIONS } from './geolocation';
export type { SearchErrorCode } from './search-errors';
export { SearchError, isSearchError } from './search-errors';
export type { SearchAnalyticsEventMap, SearchAnalyticsEventName, GeolocationFailure } from './search-analytics';
export type { SearchMaps } from './search-ports';
export { provideSearchMapsAtom, searchMapsAtom } from './search-ports';
export type { SelectPlaceRequest, Announcement, SearchListMode } from './search-atoms';
export {
  searchOriginAtom,
  selectedPlaceAtom,
  selectPlaceAtom,
  selectIntentAtom,
  searchQueryAtom,
  setSearchQueryAtom,
  clearSearchAtom,
  completionResultsAtom,
  clearRecentSearchesAtom,
  searchErrorAtom,
  relabelSearchAtom,
} from './search-atoms';
export { geolocationStatusAtom, startGeolocationAtom } from './geolocation-atoms';
export { recentSearchesAtom, setSearchNamespaceAtom } from './recent-searches-atoms';
export { recentSearchesKey, MAX_RECENT_SEARCHES } from './recent-searches';
export { SearchPanel } from './search-panel';
export { useRelocalisedSearch } from './use-relocalised-search';
export { SearchBox } from './search-box';
export const searchStyles: string = searchCss;
// The completion machinery, one field per input: the search box is one, each waypoint input another.
export { createCompletionField, COMPLETIONS_DEBOUNCE_MS, type CompletionField, type CompletionList, type CompletionsStatus } from './completion-field';
export type { CompletionOption, CompletionGroup } from './completions';
export { announcementFor } from './search-atoms';
export { useCompletionCombobox } from './use-completion-combobox';
export { CompletionsList } from './completions-list';
export { CompletionsStatusRow } from './completions-status-row';
export { SearchAnnouncer } from './search-announcer';
export { GeolocationButton } from './geolocation-button';
export { ClearButton } from './clear-button';
export { locateVisitor, type LocateOutcome } from './geolocation';
