// Public face of the app folder: the composition root the element mounts.
/*
 * Spec rule → file (spec section, rule in short → the file that implements it; from the spec audit):
 * §2 On load /place/{placeId} selects a maps-service place and targets it → layout/map-area-slot.tsx
 * §2 App renders nothing until the remote config has loaded → app.tsx
 * §2 Children render only after the maps script has loaded → layout/map-area-slot.tsx
 * §2 Two sidebar modes: search (initial) and directions → layout/sidebar.tsx
 * §2 Mobile = viewport width at most 767 px → layout/use-is-mobile.ts
 * §2 Mobile: bottom-centre button toggles list and map → layout/mobile-toggle.tsx
 * §2 Directions panel: Filters → layout/modal-host.tsx
 * §2 Directions panel: SavedRoutes → layout/modal-host.tsx
 * §2 Directions panel: RouteOptions → layout/modal-host.tsx
 * §2 Directions panel: info window (loaded lazily) → layout/sidebar.tsx
 * §2 Directions on mobile: bottom button toggles itinerary and map → layout/mobile-toggle.tsx
 * §4 Modal: none, Filters, SavedRoutes or RouteOptions → layout/modal-host.tsx
 * §4 Mobile view: map or itinerary (directions) → layout/mobile-toggle.tsx
 */
export { App, type AppProps } from './app';
export { toAppError, type AppError, type LocatorErrorCode } from './app-error';
export { FIRST_VIEW_WAIT_MS, preloadLocatorConfig } from './use-locator-config';
export { createLocatorStore, type LocatorStore } from './create-locator-store';
export { featureStyles } from './feature-styles';
