/**
 * Public face of the locations feature: the API client of the element, the location pool, selection
 * and highlight, the location loaders, the map wiring, the nearest list and the URL hash.
 *
 * For the search feature:
 * - `apiClientAtom` (`complete`, `nearestTo`, `show`): read it with `get(apiClientAtom)`.
 * - `selectLocationAtom({resource, id, shouldTarget})`: a location completion was chosen.
 * - `setListOriginAtom(latLng | null)`: the selected place or geolocation position; the nearest list is
 *   measured from it (null: from the map centre).
 * - `requestMapTargetAtom({kind: 'bounds', bounds} | {kind: 'center', center, zoom?})`: move the map.
 * - `setCurrentLocationAtom(latLng | null)`: the current-location marker.
 * - `viewportAtom`: the map's bounds, centre and zoom (completion bias).
 */
/*
 * Spec rule → file (spec section, rule in short → the file that implements it; from the spec audit):
 * §1 List the nearest locations → loaders-atoms.ts, nearest-list.tsx
 * §1 Browse locations within map bounds with clustering → loaders-atoms.ts, results-atoms.ts
 * §1 Pick a location → locations-atoms.ts
 * §1 Add stations to a watchlist ("my stations") → info-window/watchlist-button.tsx
 * §1 Brands shown: bp, amoco, {product}, {product}_pulse → brand-visual.ts, location-item.tsx, station-markers.ts
 * §1 Channel of trade UNCO with its own icon → brand-visual.ts, location-item.tsx
 * §1 Built-in country table picks the starting map area → use-first-view.ts, first-view.ts
 * §1 Primary colour #0064CC → ../shared/tokens.css (locations.css reads it)
 * §2 Single-page app; state kept in the URL hash → use-url-hash.ts
 * §2 Hash /@{lat},{lng},{zoom}z rewritten on every map bounds change → url-hash.ts, use-url-hash.ts
 * §2 Hash lat/lng with 5 decimals → url-hash.ts
 * §2 On load /resources/{resource}/{id} selects the location and targets the map → use-url-hash.ts
 * §2 On load /place/{placeId} selects a maps-service place and targets it → use-url-hash.ts
 * §2 Children render only after the maps script has loaded → locations-map.tsx
 * §2 Nearest list: shown off mobile, or on mobile in list view → results-atoms.ts, nearest-list.tsx
 * §2 Nearest list: hidden while a modal is open → results-atoms.ts
 * §2 Nearest list: shown only when results exist → nearest-list.tsx
 * §2 Item: brand line → location-item.tsx, brand-visual.ts
 * §2 Item: name and formatted address → location-item.tsx
 * §2 Item: telephone → location-item.tsx
 * §2 Item: distance (driving if present, else straight) in the configured unit → use-location-text.ts, location-item.tsx
 * §2 Item: on-watchlist note when its watchlist_id is on the watchlist → location-item.tsx
 * §2 Item: open status → location-item.tsx, use-location-text.ts
 * §2 Items open the info window → location-item.tsx, info-window/lazy-info-window.tsx
 * §2 Directions panel: info window (loaded lazily) → info-window/lazy-info-window.tsx
 * §2 Map: station markers → locations-map.tsx
 * §2 Map: separate grey set of non-matching locations → results-atoms.ts, loaders-atoms.ts
 * §2 Map: current-location marker → locations-map.tsx
 * §2 Map: driving route in directions mode → locations-map.tsx
 * §2 Map: padding and resizing follow the sidebar on desktop, none on mobile → use-sidebar-width.ts
 * §3 Location: open_status (open, twenty_four_hour, others), next_open_status_change → open-status.ts
 * §3 Location: distance, driving_distance → use-location-text.ts
 * §3 Location: watchlist_id → location-item.tsx
 * §3 Location derived UI: index, isSelected, isHighlighted, isAnotherSelected → results-atoms.ts, location-item.tsx
 * §3 Cluster: id, size, bounds (ne/sw), centroid; other fields merged in → locations-map.tsx
 * §3 Search state: paginated flag per resource (default false) → loaders-atoms.ts
 * §4 Selecting a location fetches its detail when the resource supports show → locations-atoms.ts
 * §4 Otherwise the location must already be in the local pool → locations-atoms.ts
 * §4 Selecting from the list or map selects it and fires an event → locations-atoms.ts, locations-map.tsx
 * §4 Hover or focus highlights; leaving removes the highlight → location-item.tsx, locations-map.tsx
 * §4 Requests of the same resource and kind abort the previous one → load-runner.ts
 * §4 Nearest results hidden while clustered, by mode raw / empty_if_clustered / empty_if_clustered_without_search → results-atoms.ts
 * §4 Open status: open now / until later today / until another day / 24 hours → open-status.ts, use-location-text.ts
 * §4 Open status chosen by comparing the next change with today in the station's offset → open-status.ts
 * §4 Highlight cleared again 200 ms after unmount → location-item.tsx
 * §6 Everyone has the watchlist → info-window/watchlist-button.tsx
 * §7 Aborted calls are ignored → load-runner.ts
 * §7 within_bounds answer: locations, clusters, configured meta headers → attribution-atoms.ts, map-attribution.tsx
 * §7 GET within_region (region_id, filters) → loaders-atoms.ts
 * §7 POST along_corridor: JSON bounds {sw, ne}, line, filter fields, format, corridor_radius (km) → corridor.ts
 * §7 Location loaders make nearest_to and within_bounds requests → loaders-atoms.ts
 * §7 Location loaders make along_corridor requests → loaders-atoms.ts
 * §8 Aborted fetches are ignored → load-runner.ts
 * §9 Nearest-to limit 50 in the main loader → loaders-atoms.ts
 * §9 Nearest-to pagination when configured → loaders-atoms.ts, nearest-list.tsx
 * §9 Coordinates with 6 decimals in calls → corridor.ts
 * §9 Map update debounce 250 ms → loaders-atoms.ts
 * §9 Distance unit from the number distance format config → use-location-text.ts
 */
// Style sheets leave as typed strings, never `export { default } from './x.css'`: the shipped declarations
// would import the .css file, which a host type-checking them (skipLibCheck off) cannot resolve.
import locationsCss from './locations.css';
export { apiClientAtom } from './api-client-atom';
export { LocationNotFoundError } from './errors';
export {
  addToPoolAtom,
  clearSelectedLocationAtom,
  findInPool,
  highlightedLocationAtom,
  highlightLocationAtom,
  listOriginAtom,
  locationPoolAtom,
  lookUpLocationAtom,
  POOL_LIMIT,
  selectedLocationAtom,
  selectLocationAtom,
  setListOriginAtom,
  type ListOrigin,
  type LocationRef,
  type SelectedLocation,
  type SelectLocationRequest,
} from './locations-atoms';
export {
  currentLocationAtom,
  mapTargetAtom,
  requestMapTargetAtom,
  setCurrentLocationAtom,
  setViewportAtom,
  viewportAtom,
  type MapTarget,
  type MapTargetRequest,
  type Viewport,
} from './map-atoms';
export { firstListDecided } from './first-list-decided';
export {
  cancelLoadsAtom,
  loadFirstViewAtom,
  loadMoreNearestAtom,
  loadNearestAtom,
  loadWithinBoundsAtom,
  nearestListRequestedAtom,
  nearestResultsAtom,
  nearestStaleAtom,
  NON_MATCHING_RESOURCE,
  refreshNearestAtom,
  resourcesWithView,
  runLoadsAtom,
  scheduleLoadsAtom,
  withinBoundsResultsAtom,
  corridorResultsAtom,
  CORRIDOR_LIST_LIMIT,
  corridorRouteAtom,
  mapResultsAtom,
  loadCorridorAtom,
} from './loaders-atoms';
export { loadFailedAtom, retryFailedLoadsAtom, type LoadKind, type LoadResults, type LoadState, type LoadStatus } from './load-runner';
export { corridorListResultsAtom, setMatrixDetoursAtom } from './corridor-list-atoms';
export {
  hidesNearest,
  isClusteredAtom,
  mapClustersAtom,
  mapLocationsAtom,
  markerIdOf,
  nearestListAtom,
  nearestListHasItemsAtom,
  parseMarkerId,
  type MapCluster,
  type MapLocation,
  type NearestItem,
  type NearestList as NearestListState,
} from './results-atoms';
export { arrivalLine, etaDayAfterDeparture, detourFigures, detourWording, CLOSES_BEFORE_WINDOW_MIN, type ArrivalLine, type DetourFigures } from './arrival-status';
export { useArrivalText, useDetourText } from './use-route-text';
export { localDateAt, openStatusLine, parseStatusChange, weekdayName, type LocalDate, type OpenStatusLine } from './open-status';
// Route links (`#/route/…`) are read and written by ./route-hash.ts, a lazy chunk: not exported here.
export { formatLocationHash, formatPlaceHash, formatViewportHash, parseHash, type HashRoute } from './url-hash';
export { firstViewTarget, predictedMapBox, type BoxSize, type FirstViewTarget } from './first-view';
export { LocationsMap, type LocationsMapProps } from './locations-map';
export { NearestList } from './nearest-list';
export { useFirstScreen, type FirstScreen } from './use-first-screen';
export { LocationItem, HIGHLIGHT_CLEAR_DELAY_MS, type LocationItemProps } from './location-item';
export { LinkNotice } from './link-notice';
export { LoadErrorNotice } from './load-error-notice';
export { LazyMapsConsentNotice } from './lazy-maps-consent-notice';
export { useMapsPlatform, type MapsPlatformFailure, type MapsPlatformState } from './use-maps-platform';
export const locationsStyles: string = locationsCss;
export { LazyInfoWindow } from './info-window';
