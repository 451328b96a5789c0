/**
 * Route options (spec sections 2 "Route options panel", 3 "Route options state", 9). Pure.
 */
import type { CorridorRadiusScale } from './corridor-radius';
import type { RouteAvoidance } from './route-request';

/** Spec section 9: the enabled avoid flags, plus one when the corridor radius is not the default. */
export function routeOptionsBadgeCount(avoidance: Pick<RouteAvoidance, 'avoidTolls' | 'avoidHighways'>, radiusKm: number, radiusScale: Pick<CorridorRadiusScale, 'isDefault'>): number {
  return Number(avoidance.avoidTolls) + Number(avoidance.avoidHighways) + Number(!radiusScale.isDefault(radiusKm));
}

/** Spec section 3's route options state, as saved routes and analytics speak it. */
export interface RouteOptionsState {
  avoid_tolls: boolean;
  avoid_highways: boolean;
  avoid_ferries: boolean;
  corridor_radius: { value: number; range: { min: number; max: number }; steps: number };
  travel_mode: 'driving';
  driving_distances: false;
}

export function routeOptionsState(avoidance: RouteAvoidance, radiusKm: number, range: { min: number; max: number; step: number }): RouteOptionsState {
  return {
    avoid_tolls: avoidance.avoidTolls,
    avoid_highways: avoidance.avoidHighways,
    avoid_ferries: avoidance.avoidFerries,
    corridor_radius: { value: radiusKm, range: { min: range.min, max: range.max }, steps: range.step },
    travel_mode: 'driving',
    driving_distances: false,
  };
}
