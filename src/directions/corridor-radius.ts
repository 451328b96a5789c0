/**
 * The corridor radius slider's scale in the unit distances read in. The config gives the range in
 * kilometres (the API's unit); where distances read in miles, 1 km steps would show as "3.11 mi",
 * "3.73 mi", …, so the slider moves in round miles instead and the default is the nearest of them.
 */
import { formatDistance, KILOMETRES_PER_MILE, METRES_PER_KILOMETRE, type DistanceUnit } from '../shared';

export interface CorridorRadiusRange {
  value: number;
  min: number;
  max: number;
  step: number;
}

export interface CorridorRadiusScale {
  /** The slider's range and step, in the display unit. */
  min: number;
  max: number;
  step: number;
  /**
   * Fraction digits a radius reads with at most: the step's, and at least one (0.5 mi → 1, 1 km → 1,
   * 0.25 mi → 2). A route link's or saved route's 5 km, in miles, is 3.1 mi, not "3.11 mi", a precision
   * the slider does not have; one digit keeps another unit's radius close (1.5 mi is 2.4 km, not 2 km).
   */
  fractionDigits: number;
  /** The radius before the visitor picks one, in km: the config's, on a round value of the unit. */
  defaultKm: number;
  /** A slider value (display unit) → km, as the API takes it. */
  toKm: (value: number) => number;
  /** km → a slider value (display unit). */
  fromKm: (km: number) => number;
  /**
   * Whether a radius sits on the default's step of the slider: a route link's or saved route's 5 km is
   * the 3 mi default where the slider moves in half miles, so it is not called a changed option.
   */
  isDefault: (km: number) => boolean;
}

/** Steps that read well in miles, smallest first. */
const MILE_STEPS = [0.1, 0.25, 0.5, 1, 2, 5, 10] as const;

export function corridorRadiusScale(range: CorridorRadiusRange, unit: DistanceUnit): CorridorRadiusScale {
  if (unit === 'kilometer') return withDefaultTest({ min: range.min, max: range.max, step: range.step, defaultKm: range.value, toKm: (value) => value, fromKm: (km) => km });
  const fromKm = (km: number) => km / KILOMETRES_PER_MILE;
  const toKm = (miles: number) => miles * KILOMETRES_PER_MILE;
  // The largest round step not coarser than the config's (1 km is 0.62 mi: half-mile steps).
  const step = [...MILE_STEPS].reverse().find((candidate) => candidate <= fromKm(range.step)) ?? MILE_STEPS[0];
  // Inside the config's range (which the API enforces), on whole steps; this is the unit's, not 0.
  const min = Math.ceil(roundOff(fromKm(range.min) / step)) * step;
  const max = Math.max(min, Math.floor(roundOff(fromKm(range.max) / step)) * step);
  const preferred = Math.min(max, Math.max(min, Math.round(fromKm(range.value) / step) * step));
  return withDefaultTest({ min, max, step, defaultKm: toKm(preferred), toKm, fromKm });
}

function withDefaultTest(scale: Omit<CorridorRadiusScale, 'isDefault' | 'fractionDigits'>): CorridorRadiusScale {
  const stepOf = (km: number) => Math.round(roundOff(scale.fromKm(km) / scale.step));
  const defaultStep = stepOf(scale.defaultKm);
  const fractionDigits = Math.max(1, (String(scale.step).split('.')[1] ?? '').length);
  return { ...scale, fractionDigits, isDefault: (km) => stepOf(km) === defaultStep };
}

/** Drops float noise (2.0000000004 steps is 2), so a bound exactly on a step is kept. */
const roundOff = (steps: number) => Math.round(steps * 1e6) / 1e6;

/** A radius (km) as the locale reads distances, as precise as the slider's steps (`fractionDigits`). */
export function formatRadius(km: number, scale: Pick<CorridorRadiusScale, 'fractionDigits'>, unit: DistanceUnit, locale: string): string {
  return formatDistance(km * METRES_PER_KILOMETRE, unit, locale, scale.fractionDigits);
}
