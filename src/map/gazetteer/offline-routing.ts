/**
 * The offline engine's routes, both estimates. Pure.
 *
 * - `routeFromDirections`: the reference API's answer (`POST /directions`, routed over the GB
 *   motorway network with straight connectors, or straight where the network cannot help) as a
 *   `RawRoute`.
 * - `estimateStraightRoute`: straight segments between the waypoints, for when the API cannot be
 *   reached. Distance is the great-circle distance; duration assumes a constant average speed. One
 *   step per leg.
 */
import type { DirectionsResponse } from '../../api';
import { haversineDistance } from '../../shared';
import { decodePolyline } from '../polyline';
import type { RawRoute } from '../route-model';
import type { LatLng } from '../types';

/**
 * Assumed average driving speed of the local straight estimate (mixed roads; no traffic, no road
 * network). The API's straight legs assume 50 km/h along the line (server/src/directions/router.ts).
 */
export const OFFLINE_AVERAGE_SPEED_KMH = 60;

export interface ResolvedWaypoint {
  location: LatLng;
  label: string;
}

/** `instructionFor(destinationLabel)` gives the one step's text per leg (localised by the caller). */
export function estimateStraightRoute(
  waypoints: readonly ResolvedWaypoint[],
  instructionFor: (destination: string) => string,
): RawRoute {
  const metresPerSecond = (OFFLINE_AVERAGE_SPEED_KMH * 1000) / 3600;
  const legs = waypoints.slice(1).map((to, index) => {
    const from = waypoints[index]!;
    const distanceMeters = haversineDistance(from.location, to.location);
    const durationSeconds = distanceMeters / metresPerSecond;
    const path = [{ ...from.location }, { ...to.location }];
    return {
      distanceMeters,
      durationSeconds,
      startLocation: { ...from.location },
      endLocation: { ...to.location },
      path,
      steps: [{ instructions: instructionFor(to.label), maneuver: 'straight', distanceMeters, durationSeconds, path }],
    };
  });
  return { legs, instructionFormat: 'text', network: 'straight' };
}

/** The API's directions answer as a raw route; its instructions are plain text from its templates. */
export function routeFromDirections(answer: DirectionsResponse): RawRoute {
  return {
    legs: answer.legs.map((leg) => ({
      distanceMeters: leg.distance_meters,
      durationSeconds: leg.duration_seconds,
      startLocation: { lat: leg.start_location.lat, lng: leg.start_location.lng },
      endLocation: { lat: leg.end_location.lat, lng: leg.end_location.lng },
      steps: leg.steps.map((step) => ({
        instructions: step.instruction,
        maneuver: step.maneuver,
        distanceMeters: step.distance_meters,
        durationSeconds: step.duration_seconds,
        path: decodePolyline(step.polyline),
      })),
      ...(leg.network === 'sea' ? { noRoad: 'sea' as const } : {}),
    })),
    path: decodePolyline(answer.polyline),
    distanceMeters: answer.distance_meters,
    durationSeconds: answer.duration_seconds,
    warnings: [...answer.warnings],
    instructionFormat: 'text',
    network: answer.network,
  };
}
