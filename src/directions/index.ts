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
/*
 * Spec rule → file (spec section, rule in short → the file that implements it; from the spec audit):
 * §1 Plan driving directions with origin, stops and destination → route-request-atoms.ts, directions-panel.tsx, waypoint-list.tsx
 * §1 Save routes → saved-routes-atoms.ts, save-route-dialog.tsx, route-tools.tsx
 * §2 Directions: back-to-search button → directions-panel.tsx
 * §2 Directions: waypoint search (origin, stops, destination) → waypoint-list.tsx, waypoint-input.tsx, waypoint-atoms.ts
 * §2 Directions: route-options button with a count badge → route-options-button.tsx, route-options.ts
 * §2 Directions: filter button → directions-panel.tsx
 * §2 Directions panel: Filters → directions-panel.tsx
 * §2 Directions panel: SavedRoutes → saved-routes-panel.tsx, route-tools.tsx
 * §2 Directions panel: RouteOptions → route-options-panel.tsx
 * §2 Directions panel: itinerary (itinerary view chosen and a route exists) → directions-panel.tsx, itinerary.tsx
 * §2 Leaving directions mode resets the route and restores two empty waypoint slots → directions-atoms.ts, directions-panel.tsx
 * §2 Map: driving route in directions mode → route-request-atoms.ts
 * §2 Route options panel: avoid_tolls toggle → route-options-panel.tsx, route-options-atoms.ts
 * §2 Route options panel: avoid_highways toggle → route-options-panel.tsx, route-options-atoms.ts
 * §2 Route options panel: corridor radius slider → route-options-panel.tsx, corridor-radius.ts
 * §2 Saved routes panel: list of saved routes with names → saved-routes-panel.tsx, saved-routes-atoms.ts
 * §2 Saved routes panel: active options joined with commas and "and" → saved-routes.ts
 * §2 Saved routes panel: delete button → saved-routes-panel.tsx, saved-routes-atoms.ts
 * §2 Saved routes panel: loading animation → saved-routes-panel.tsx
 * §2 Itinerary: totals from the first start address to the last end address → itinerary.tsx
 * §2 Itinerary: per leg, steps with instructions (HTML) → itinerary.tsx, step-instruction.tsx, sanitise-html.ts
 * §2 Itinerary: step duration and distance text → itinerary.tsx
 * §2 Itinerary: maneuver arrows → maneuver-icon.tsx, itinerary.tsx
 * §2 Itinerary: leg destination line → itinerary.tsx
 * §3 Waypoint: id, searchTerm, selectionIntent → waypoints.ts
 * §3 Saved route: id, name, route {waypoints [{origin, description}], options} → saved-routes.ts
 * §3 Saved route: legacy avoidTolls/avoidHighways/corridorRadius normalised → saved-routes.ts
 * §3 Saved route: missing options default to no avoidance, corridor radius 5 → saved-routes.ts
 * §3 Route options state: avoid_tolls, avoid_highways, avoid_ferries → route-options-atoms.ts, route-request.ts
 * §3 Route options state: corridor_radius {value 5, range {1, 25}, steps} → corridor-radius.ts, route-options-atoms.ts
 * §3 Route options state: travel_mode driving, driving_distances false → route-options.ts
 * §3 Config: directions.unitSystem, directions.waypointsLimit → waypoint-atoms.ts, route-request-atoms.ts
 * §4 Sidebar mode: directions to search by back to search → directions-panel.tsx
 * §4 Route options button toggles its modal → route-options-button.tsx
 * §4 Waypoints: first is origin, last is destination, others are stops → waypoints.ts, waypoint-list.tsx
 * §4 Waypoints: stops can be removed → waypoints.ts, waypoint-list.tsx, waypoint-atoms.ts
 * §4 Waypoints: adjacent waypoints swapped (only when either is filled) → waypoints.ts, waypoint-list.tsx
 * §4 Waypoints: a stop can be added after one unless the maximum is reached → waypoints.ts, waypoint-list.tsx
 * §4 Clearing a waypoint's search resets its term, selection and geolocation → waypoints.ts, waypoint-atoms.ts
 * §4 Focused waypoint input shows completions; blur outside the search area unfocuses it → waypoint-input.tsx, waypoint-atoms.ts
 * §4 Opening a saved route replaces the waypoints (synthetic saved-location entries) and sets the route options → saved-routes-atoms.ts, directions-atoms.ts, saved-routes.ts
 * §4 Deleting a saved route reloads the list → saved-routes-atoms.ts
 * §4 Directions request: non-OK status clears the route and flags a failure → route-request-atoms.ts
 * §4 Directions request: on OK the first route is used, chosen by route index → route-request-atoms.ts, route-request.ts
 * §4 Requests of the same resource and kind abort the previous one → route-request-atoms.ts, waypoint-atoms.ts
 * §4 Slider values commit after 250 ms → route-options-atoms.ts, route-options-panel.tsx, use-debounced-commit.ts
 * §5 A route is built only when every waypoint has a selection and every chosen location is known → route-request.ts
 * §5 A route needs at least two points → route-request.ts
 * §5 Maximum waypoints = directions.waypointsLimit, default 3 → waypoint-atoms.ts, waypoints.ts
 * §5 Add-stop button hidden when the maximum is reached → waypoint-list.tsx
 * §5 Only waypoints with a selection are saved → saved-routes.ts
 * §5 A google_place waypoint needs place id and description to be saved → saved-routes.ts
 * §5 Corridor slider min default 1 → corridor-radius.ts, route-options-panel.tsx
 * §5 Corridor slider max default 25 → corridor-radius.ts, route-options-atoms.ts
 * §5 Corridor slider step from config → corridor-radius.ts
 * §5 Maneuver icon only for '', straight, turn/keep/ramp/turn-slight/turn-sharp/turn-hard/fork with -left/-right → maneuver-icon.tsx
 * §6 Everyone has saved routes → saved-routes-atoms.ts
 * §7 GET {baseUrl}/routes?format=json&cacheBust={random} → saved-routes-atoms.ts
 * §7 DELETE {baseUrl}/routes/{id}, then the list is reloaded → saved-routes-atoms.ts
 * §7 External maps directions link: origin, destination, waypoints, their place ids, travel mode → route-link.ts, directions-panel.tsx
 * §8 Directions status not OK: route cleared and failure shown → route-request-atoms.ts, directions-panel.tsx
 * §8 No route at the chosen index: error → route-request.ts, route-request-atoms.ts
 * §8 Waypoint search shows directions.error when its error flag is set → directions-panel.tsx
 * §9 Waypoint limit 3 → waypoints.ts
 * §9 Corridor radius default 5 → corridor-radius.ts, directions-state.ts
 * §9 Corridor radius range 1 to 25, step 1 → corridor-radius.ts, route-options-atoms.ts
 * §9 Corridor commit delay 250 ms → route-options-atoms.ts
 * §9 Route options badge: enabled avoid flags plus one if corridor radius differs from default → route-options.ts, route-options-button.tsx
 * §9 Distance unit from the number distance format config → itinerary.tsx
 * §9 Duration shown as weeks, days, hours, minutes → itinerary.tsx
 */
export { LazyDirectionsPanel } from './lazy-directions-panel';
export { LazyRouteOptionsPanel } from './lazy-route-options-panel';
export { LazySavedRoutesPanel } from './lazy-saved-routes-panel';
