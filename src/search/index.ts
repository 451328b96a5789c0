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
