/**
 * How old a fuel price may be and still count as current. An old price is shown with
 * its full date and "may be out of date", and never ranks a station nor makes a saving: the demo's data,
 * dated months back, must not claim "saves £0.99". Pure.
 */

/** Default of the config's `prices.maxAgeHours`. */
export const DEFAULT_PRICE_MAX_AGE_HOURS = 48;

const HOUR_MS = 3_600_000;

export type PriceAge = 'current' | 'old' | 'unknown';

/**
 * `current` when the price was reported within `maxAgeHours` before `now` (a report a few minutes in the
 * future, a clock skew, counts as current); `old` when before that; `unknown` without a readable time.
 */
export function priceAge(updatedAt: string | null | undefined, now: number, maxAgeHours: number = DEFAULT_PRICE_MAX_AGE_HOURS): PriceAge {
  const time = updatedAt ? Date.parse(updatedAt) : Number.NaN;
  if (!Number.isFinite(time)) return 'unknown';
  return now - time <= maxAgeHours * HOUR_MS ? 'current' : 'old';
}

/** The config's maximum age, or the default (a config built without the defaults has none). */
export const priceMaxAgeHours = (config: { prices?: { maxAgeHours?: number } | undefined }): number =>
  config.prices?.maxAgeHours ?? DEFAULT_PRICE_MAX_AGE_HOURS;
