// Pure helpers and cross-feature state used by two or more features.
/*
 * Spec rule → file (spec section, rule in short → the file that implements it; from the spec audit):
 * §1 Built-in country table picks the starting map area → countries.ts
 * §1 Country fallback GB → countries.ts
 * §1 Default locale de_DE → locale.ts
 * §2 Hash lat/lng with 5 decimals → geo.ts
 * §2 Two sidebar modes: search (initial) and directions → view-atoms.ts
 * §2 Directions sub-view defaults to itinerary → view-atoms.ts
 * §2 Mobile = viewport width at most 767 px → breakpoints.ts
 * §2 Mobile toggle defaults to map → view-atoms.ts
 * §2 Directions button switches to directions mode → view-atoms.ts
 * §2 Mobile: bottom-centre button toggles list and map → view-atoms.ts
 * §2 Directions: back-to-search button → view-atoms.ts
 * §2 Directions on mobile: bottom button toggles itinerary and map → view-atoms.ts
 * §2 View falls back to itinerary when not mobile while on map → view-atoms.ts
 * §2 Filters panel: title, close button, groups of checkbox filters → panel-dialog.tsx
 * §3 Config: default target zoom → zoom.ts
 * §3 Country table: name, country_code, center, bbox, area → countries.ts
 * §4 Sidebar mode: search to directions by the directions button → view-atoms.ts
 * §4 Sidebar mode: directions to search by back to search → view-atoms.ts
 * §4 Modal: none, Filters, SavedRoutes or RouteOptions → view-atoms.ts
 * §4 Route options button toggles its modal → view-atoms.ts
 * §4 Each panel closes on its close button → panel-dialog.tsx, use-modal-panel.ts
 * §4 Each panel closes on any interaction event other than its own → use-modal-panel.ts
 * §4 Mobile view: map or list (search) → view-atoms.ts
 * §4 Mobile view: map or itinerary (directions) → view-atoms.ts
 * §7 External maps directions link: origin, destination, waypoints, their place ids, travel mode → directions-url.ts
 * §7 Analytics events posted to the host page by message → analytics.ts
 * §9 Default target zoom range 14..18 → zoom.ts
 * §9 Target zoom as number, list or range; value nearest the current zoom → zoom.ts
 * §9 Mobile breakpoint 767 px → breakpoints.ts
 * §9 Coordinates with 6 decimals in calls → geo.ts
 * §9 Hash coordinates with 5 decimals → geo.ts
 * §9 Distances: metres divided by 1000 before conversion → format.ts
 * §9 Distances: decimal, at most 2 fraction digits → format.ts
 * §9 1 mile = 1.609344 km → format.ts
 * §9 Earth radius 6371008.8 m → geo.ts
 * §9 Duration shown as weeks, days, hours, minutes → format.ts
 */
// Style sheets leave as typed strings, never `export { default } from './x.css'`: the shipped declarations
// would import the .css file, which a host type-checking them (skipLibCheck off) cannot resolve.
import tokensCss from './tokens.css';
import toolButtonCss from './tool-button.css';
import visuallyHiddenCss from './visually-hidden.css';
export * from './abort';
export * from './adopt-styles';
export * from './analytics';
export * from './badge-toggle-button';
export * from './breakpoints';
export * from './countries';
export * from './csv';
export * from './directions-url';
export * from './format';
export * from './lazy-component';
export * from './geo';
export * from './locale';
export * from './logger';
export * from './price-age';
export * from './country-suffix';
export * from './route-atoms';
export * from './runtime-mode';
export * from './services';
export * from './timers';
export * from './panel-dialog';
export * from './focus-fallback';
export * from './shell-part';
export * from './skip-to-map-button';
export * from './use-atom-value';
export * from './use-modal-panel';
export * from './use-painted-once';
export * from './view-atoms';
export * from './zoom';
/** The design tokens (`--sl-*` on `:host`) every sheet reads; the element adopts them first (tests add them to mounts). */
export const tokenStyles: string = tokensCss;
/** The `.visually-hidden` utility every feature uses; the element adopts it once (tests add it to mounts). */
export const visuallyHiddenStyles: string = visuallyHiddenCss;
/** The `.tool-button` flat buttons of both modes' tool rows; the element adopts it once (tests add it to mounts). */
export const toolButtonStyles: string = toolButtonCss;
