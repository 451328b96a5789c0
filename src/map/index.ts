/** Public face of the maps feature: the port's types, the platform factory, the React binding. */
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
