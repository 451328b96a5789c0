/**
 * The offline engine's route: straight segments between the waypoints, honest about being an
 * estimate. Distance is the great-circle distance; duration assumes a constant average speed.
 * One step per leg. Pure.
 */
import { haversineMeters } from '../geo';
import type { RawRoute } from '../route-model';
import type { LatLng } from '../types';

/** Assumed average driving speed for offline estimates (mixed roads; no traffic, no road network). */
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
    const distanceMeters = haversineMeters(from.location, to.location);
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
  return { legs, instructionFormat: 'text' };
}
