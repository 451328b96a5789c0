/**
 * Public face of the directions feature (spec section 2 "Directions mode", "Itinerary"; 3, 4, 5, 8, 9).
 * Only the lazy panel and the styles are exported: everything else (atoms, itinerary, DOMPurify) lives
 * in the panel's own chunk, so search-mode visitors never download it.
 *
 * - `LazyDirectionsPanel`: the sidebar of directions mode; mounting it takes a pending "directions to
 *   here" request (shared/route-atoms.ts), unmounting it (back to search) resets the route and restores
 *   two empty waypoint slots.
 * - The route is published for the map through shared/route-atoms.ts (`activeRouteAtom`).
 * - Its CSS comes with its chunk: the panel adopts it into the shadow root when it mounts.
 */
export { LazyDirectionsPanel } from './lazy-directions-panel';
export { LazyRouteOptionsPanel } from './lazy-route-options-panel';
