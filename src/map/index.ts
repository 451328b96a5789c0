/** Public face of the maps feature: the port's types, the platform factory, the React binding. */
/*
 * Spec rule → file (spec section, rule in short → the file that implements it; from the spec audit):
 * §2 Map: station markers → marker-dom.ts
 * §2 Map: separate grey set of non-matching locations → marker-style.ts
 * §2 Map: cluster bubbles showing counts → marker-dom.ts, cluster-bubble.ts
 * §2 Map: cluster click zooms to the cluster bounds → map-canvas.tsx, google/google-map-view.ts
 * §2 Map: hover tooltip with name, address and open status → marker-dom.ts
 * §2 Map: current-location marker → google/google-map-view.ts
 * §2 Map: map-type and zoom controls on desktop only → google/google-map-view.ts, map-canvas.tsx
 * §2 Map: street view and full-screen controls off in the base map → google/google-map-view.ts
 * §2 Map: points-of-interest and transit labels hidden → google/google-map-view.ts
 * §2 Map: padding and resizing follow the sidebar on desktop, none on mobile → map-canvas.tsx
 * §2 Itinerary: step duration and distance text → route-model.ts
 * §3 Place fields: lat, lng, address1/2, city, postCode, country (N/A), id = place_id, name, bounds → place-fields.ts
 * §3 Place lookup gives nothing unless location, place id, name, viewport, address components present → place-fields.ts
 * §3 Route options state: travel_mode driving, driving_distances false → google/google-platform.ts
 * §3 Route result: legs (start/end address, duration.value, distance.value), steps (instructions, maneuver, texts) → route-model.ts, types.ts
 * §4 Autocomplete session token refreshed after each successful place-details lookup → google/google-platform.ts, session.ts
 * §4 Marker scale 1.3 highlighted, 1.6 selected → types.ts, marker-style.ts
 * §5 Autocomplete zero-results status is an empty result → google/google-platform.ts
 * §5 Any other non-OK autocomplete status is an error → google/google-platform.ts, errors.ts
 * §5 A route needs at least two points → google/google-platform.ts
 * §5 Maneuver icon only for '', straight, turn/keep/ramp/turn-slight/turn-sharp/turn-hard/fork with -left/-right → maneuvers.ts
 * §7 Maps script load: v3, libraries places, geometry, drawing; key, region, language, async → google/loader.ts
 * §7 Place autocomplete: predictions with types (default geocode), optional bounds, session token → google/google-platform.ts
 * §7 Place details with the fixed field list → google/google-platform.ts
 * §7 Geocoder (reverse geocode) → google/google-platform.ts
 * §7 Directions service: origin, destination, waypoints, travel mode, avoid flags, unit system → google/google-platform.ts, gazetteer/gazetteer-platform.ts
 * §8 Autocomplete/details status other than OK or ZERO_RESULTS rejected with the status as message → google/google-platform.ts, errors.ts
 * §8 Error thrown when a canvas context fails → errors.ts, maplibre/marker-images.ts
 * §9 Map idle callback delay 10 ms → types.ts, google/google-map-view.ts, maplibre/maplibre-map-view.ts
 * §9 Duration shown as weeks, days, hours, minutes → route-model.ts
 * §9 Marker scale 1.3 highlighted, 1.6 selected → types.ts
 */
export type {
  Bounds,
  CallOptions,
  ClusterMarker,
  DetailsOptions,
  GeocodeResult,
  GeocodingService,
  InstructionFormat,
  LatLng,
  ManeuverIcon,
  MatrixCell,
  MatrixRequest,
  MapLabels,
  MapPadding,
  MapsPlatform,
  MapsPlatformNotice,
  MapsProviderName,
  MapsService,
  MapView,
  MapViewFailure,
  MapViewOptions,
  MapViewport,
  Measure,
  Place,
  PlaceSession,
  RouteLeg,
  RouteMarker,
  RouteNetwork,
  RouteRequest,
  RouteResult,
  RouteStep,
  RouteWaypoint,
  StationMarker,
  StationMarkerState,
  Suggestion,
  SuggestOptions,
  TextMatch,
  UnitSystem,
} from './types';
export { HIGHLIGHT_SCALE, MAP_IDLE_DELAY_MS, MATRIX_MAX_ELEMENTS, SELECTED_SCALE } from './types';
import type * as PlanView from './plan-view';
export type { ViewTarget, ViewPlanOptions } from './plan-view';
export { isSameCamera, isWithinView } from './same-view';
type ViewPlanner = typeof PlanView;
let loadedViewPlanner: ViewPlanner | undefined;
/**
 * The first-view planner (`plan-view.ts` with the Mercator maths): a small lazy chunk. The Mercator
 * chunk it imports (shared with the offline engine) is asked for beside it, not after it has arrived.
 */
export const loadViewPlanner = (): Promise<ViewPlanner> =>
  Promise.all([import('./plan-view'), import('./mercator')]).then(([planner]) => (loadedViewPlanner = planner));
/** The planner when it has loaded already: the first view is then planned in the same task as the layout. */
export const viewPlannerIfLoaded = (): ViewPlanner | undefined => loadedViewPlanner;
/** Starts fetching the planner now, so it is there when the map's box has been laid out. */
export const preloadViewPlanner = (): void => void loadViewPlanner().catch(() => {}); // the plan loads it again and reports a failure
export { MapsError, isMapsError, type MapsErrorKind } from './errors';
export { createMapsPlatform, chooseMapsProvider, configuredMapsProvider, type CreateMapsPlatformOptions } from './create-maps-platform';
export type { MapsPlatformFactory } from './maps-platform-service';
export { MapCanvas, useMapLabels, type MapCanvasProps } from './map-canvas';
export { reportMapFailure } from './report-map-failure';
export type { MapFailure } from './map-failure';
export { mapFailureOfNotice } from './map-failure-of-notice';
export { encodePolyline, decodePolyline } from './polyline';
export { maneuverIcon, isManeuverIcon, MANEUVER_ICONS } from './maneuvers';
export { boundsOfPoints } from './geo';
export { mergeTouchingClusters } from './cluster-spacing';
