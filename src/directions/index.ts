/**
 * Public face of the directions feature (spec section 2 "Directions mode", "Itinerary"; 3, 4, 5, 8, 9).
 * Only the lazy panel and the styles are exported: everything else (atoms, itinerary, DOMPurify) lives
 * in the panel's own chunk, so search-mode visitors never download it.
 *
 * - `LazyDirectionsPanel`: the sidebar of directions mode; mounting it takes a pending "directions to
 *   here" request (shared/route-atoms.ts), unmounting it (back to search) resets the route and restores
 *   two empty waypoint slots.
 * - The route is published for the map through shared/route-atoms.ts (`activeRouteAtom`).
 * - `LazySavedRoutesPanel`: the `SavedRoutes` modal (spec section 2 "Saved routes panel"), opened from
 *   the directions toolbar; the modal host mounts it while that modal is open.
 * - A route link in the URL hash opens through shared/route-atoms.ts (`openPlannedRouteAtom`): the panel
 *   takes it when it mounts, as it takes "directions to here".
 * - Its CSS comes with its chunk: the panels adopt it into the shadow root when they mount.
 */
export { LazyDirectionsPanel } from './lazy-directions-panel';
export { LazyRouteOptionsPanel } from './lazy-route-options-panel';
export { LazySavedRoutesPanel } from './lazy-saved-routes-panel';
