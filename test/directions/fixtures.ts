/**
 * Places and routes the directions tests share: the same Leeds and London everywhere, and a route through
 * given points as a routing service would return it.
 */
import type { RawRoute } from '../../src/map/route-model';
import type { LatLng, PlannedRoute } from '../../src/shared';

export const LEEDS: LatLng = { lat: 53.7997, lng: -1.5492 };
export const WAKEFIELD: LatLng = { lat: 53.683, lng: -1.499 };
export const LONDON: LatLng = { lat: 51.5072, lng: -0.1276 };

/** A link's or a saved route's two stops, Leeds to London, with the default options. */
export const LEEDS_TO_LONDON: PlannedRoute = {
  stops: [
    { description: 'Leeds', location: LEEDS },
    { description: 'London', location: LONDON },
  ],
  avoidTolls: false,
  avoidHighways: false,
  corridorRadiusKm: null,
};

/** Each leg's measures and its one step's words. */
export interface LegShape {
  distanceMeters: number;
  durationSeconds: number;
  instructions: string;
  maneuver: string;
}

/** A route through `points` as the routing service placed them: leg i from point i to point i + 1, one step each. */
export function rawRouteThrough(points: readonly LatLng[], { distanceMeters, durationSeconds, instructions, maneuver }: LegShape): RawRoute {
  return {
    legs: points.slice(1).map((to, index) => {
      const from = points[index]!;
      return { distanceMeters, durationSeconds, startLocation: from, endLocation: to, steps: [{ instructions, maneuver, distanceMeters, durationSeconds, path: [from, to] }] };
    }),
  };
}
