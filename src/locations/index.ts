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
export { LocationItem, HIGHLIGHT_CLEAR_DELAY_MS, type LocationItemProps } from './location-item';
export { LinkNotice } from './link-notice';
export { LoadErrorNotice } from './load-error-notice';
export { LazyMapsConsentNotice } from './lazy-maps-consent-notice';
export { useMapsPlatform, type MapsPlatformFailure, type MapsPlatformState } from './use-maps-platform';
export const locationsStyles: string = locationsCss;
export { LazyInfoWindow } from './info-window';
