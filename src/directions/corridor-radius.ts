/**
 * The corridor radius slider's scale. The config gives the radius in kilometres (the API's unit): its
 * value, range and step are what the slider moves through and what a request carries, in every locale
 * (spec: default 5, 1 to 25). Where distances read in miles, miles only label the value ("3.1 mi" for
 * 5 km): a scale of round miles sent 4.83 km for "3 mi" and moved the default off the configured one.
 */
import { formatDistance, METRES_PER_KILOMETRE, type DistanceUnit } from '../shared';

export interface CorridorRadiusRange {
  value: number;
  min: number;
  max: number;
  step: number;
}

export interface CorridorRadiusScale {
  /** The slider's range and step, in km (the config's). */
  min: number;
  max: number;
  step: number;
  /**
   * Fraction digits a radius reads with at most: the step's, and at least one (1 km → 1, 0.25 km → 2), so
   * 5 km reads "3.1 mi" where distances read in miles and another unit's radius stays close (1.5 mi is
   * 2.4 km, not 2 km).
   */
  fractionDigits: number;
  /** The radius before the visitor picks one, in km: the config's, inside its range. */
  defaultKm: number;
  /** Whether a radius (km) is the default, so not a changed option (to the metre a route link keeps). */
  isDefault: (km: number) => boolean;
}

export function corridorRadiusScale(range: CorridorRadiusRange): CorridorRadiusScale {
  const { min, step } = range;
  const max = Math.max(min, range.max);
  const defaultKm = Math.min(max, Math.max(min, range.value));
  const fractionDigits = Math.max(1, (String(step).split('.')[1] ?? '').length);
  return { min, max, step, fractionDigits, defaultKm, isDefault: (km) => Math.abs(km - defaultKm) < HALF_A_METRE_KM };
}

/** Route links write the radius to the metre (route-hash.ts): closer than half a metre is the same. */
const HALF_A_METRE_KM = 0.0005;

/** A radius (km) as the locale reads distances, as precise as the slider's steps (`fractionDigits`). */
export function formatRadius(km: number, scale: Pick<CorridorRadiusScale, 'fractionDigits'>, unit: DistanceUnit, locale: string): string {
  return formatDistance(km * METRES_PER_KILOMETRE, unit, locale, scale.fractionDigits);
}
