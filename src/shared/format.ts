/**
 * Number, distance and duration formatting through `Intl` (spec section 9). Pure: the locale is an
 * argument, nothing is read from the page.
 */

/** Metres in a kilometre and kilometres in a mile, as the spec fixes them. */
export const METRES_PER_KILOMETRE = 1000;
export const KILOMETRES_PER_MILE = 1.609344;
/** Distances and numbers show at most this many fraction digits. */
export const MAX_FRACTION_DIGITS = 2;

export type DistanceUnit = 'kilometer' | 'mile';

/** `de_DE` → `de-DE` (BCP 47, what Intl wants). */
export const toLanguageTag = (locale: string) => locale.replace('_', '-');

/**
 * One `Intl.NumberFormat` per locale and options: creating one costs far more than formatting with it,
 * and lists and maps format the same way hundreds of times per answer.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(toLanguageTag(locale), options);
    numberFormats.set(key, format);
  }
  return format;
}

/** A decimal number with at most 2 fraction digits, grouped the locale's way. */
export function formatNumber(value: number, locale: string): string {
  return numberFormat(locale, { maximumFractionDigits: MAX_FRACTION_DIGITS }).format(value);
}

/** Pence per litre with one decimal, e.g. `132,9` (de_DE): the contract's price unit. */
export function formatPence(pence: number, locale: string): string {
  return numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(pence);
}

/** An amount in pence as money in pounds, e.g. `£7.41` (the reference data's prices are British). */
export function formatPenceAsPounds(pence: number, locale: string): string {
  return numberFormat(locale, { style: 'currency', currency: 'GBP' }).format(pence / 100);
}

/** `time` (ms) as a date or time in `timeZone` (a station's), in UTC when Intl does not know the zone. */
export function formatInZone(time: number, locale: string, options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat(toLanguageTag(locale), { ...options, timeZone }).format(time);
  } catch {
    return new Intl.DateTimeFormat(toLanguageTag(locale), { ...options, timeZone: 'UTC' }).format(time);
  }
}

/** Metres converted to the configured unit: metres / 1000, then kilometres or miles. */
export function convertDistance(metres: number, unit: DistanceUnit): number {
  const kilometres = metres / METRES_PER_KILOMETRE;
  return unit === 'mile' ? kilometres / KILOMETRES_PER_MILE : kilometres;
}

/**
 * A distance in metres shown in the configured unit, e.g. `1,23 km` (de_DE) or `0.77 mi` (en_GB); longer
 * ones with fewer fraction digits (`distanceFractionDigits`): `12.3 km`, `215 km`. `fractionDigits` caps
 * them where a distance is known only so precisely (a slider's steps).
 */
export function formatDistance(metres: number, unit: DistanceUnit, locale: string, fractionDigits = MAX_FRACTION_DIGITS): string {
  const value = convertDistance(metres, unit);
  return distanceFormat(unit, locale, Math.min(fractionDigits, distanceFractionDigits(value))).format(value);
}

/**
 * How many fraction digits a distance shows: at most 2 (spec section 9), fewer as it grows, so a route's
 * total reads `215 km`, not `215,19 km`, a precision neither the route nor the unit conversion has.
 */
export function distanceFractionDigits(value: number): number {
  const size = Math.abs(value);
  if (size >= 100) return 0;
  return size >= 10 ? 1 : MAX_FRACTION_DIGITS;
}

const distanceFormat = (unit: DistanceUnit, locale: string, fractionDigits = MAX_FRACTION_DIGITS) =>
  numberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: fractionDigits });

/**
 * Creates the distance formatter ahead of use: a browser's first unit formatter loads its unit data
 * (tens of milliseconds in Chromium), which a list would otherwise pay when its first answer arrives.
 */
export function prepareDistanceFormat(unit: DistanceUnit, locale: string): void {
  distanceFormat(unit, locale);
}

/**
 * Loads the browser's number data: a page's first `Intl.NumberFormat` costs tens of milliseconds in
 * Chromium (fresh pages, whatever the locale and options); later ones, in any locale, well under a
 * millisecond. The element runs it as soon as its script is in (`element/warm-up.ts`).
 */
export function loadNumberData(): void {
  new Intl.NumberFormat('en-GB', { maximumFractionDigits: MAX_FRACTION_DIGITS }).format(0);
}

/** Loads the browser's date data: a page's first `Intl.DateTimeFormat` costs 5 to 15 ms in Chromium. */
export function loadDateData(): void {
  new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' }).format(0);
}

const SECONDS_PER = { week: 604_800, day: 86_400, hour: 3_600, minute: 60 } as const;
type DurationUnit = keyof typeof SECONDS_PER;

export interface DurationParts {
  weeks: number;
  days: number;
  hours: number;
  minutes: number;
}

/**
 * Splits seconds into weeks, days, hours and minutes (rounded to the nearest minute). A positive
 * duration under half a minute counts as one minute: a short itinerary step takes time, not "0 minutes".
 */
export function splitDuration(seconds: number): DurationParts {
  const finite = Number.isFinite(seconds) ? seconds : 0;
  const minutes = finite > 0 ? Math.max(1, Math.round(finite / SECONDS_PER.minute)) : 0;
  let rest = minutes * SECONDS_PER.minute;
  const take = (unit: DurationUnit) => {
    const count = Math.floor(rest / SECONDS_PER[unit]);
    rest -= count * SECONDS_PER[unit];
    return count;
  };
  return { weeks: take('week'), days: take('day'), hours: take('hour'), minutes: take('minute') };
}

/**
 * A duration in seconds as weeks, days, hours and minutes, leaving out zero parts: `1 Tag und 2 Stunden`
 * (de_DE), `1 day and 2 hours` (en_GB). Zero shows `0 minutes`; any positive time at least `1 minute`. The unit words and the list
 * joining come from Intl, so no translation keys are needed.
 */
export function formatDuration(seconds: number, locale: string, unitDisplay: 'long' | 'short' = 'long'): string {
  const tag = toLanguageTag(locale);
  const parts = splitDuration(seconds);
  const counts: [DurationUnit, number][] = [
    ['week', parts.weeks],
    ['day', parts.days],
    ['hour', parts.hours],
    ['minute', parts.minutes],
  ];
  const shown = counts.filter(([, count]) => count > 0);
  const words = (shown.length ? shown : [['minute', 0] as [DurationUnit, number]]).map(([unit, count]) =>
    new Intl.NumberFormat(tag, { style: 'unit', unit, unitDisplay }).format(count),
  );
  return new Intl.ListFormat(tag, { style: 'long', type: 'conjunction' }).format(words);
}
