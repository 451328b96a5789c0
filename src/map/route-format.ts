/**
 * Display texts for distances and durations when a provider does not send its own (the offline
 * engine, and Google legs without localized values). Pure; uses Intl with the locator's locale.
 */
import type { UnitSystem } from './types';

/** Spec section 9. */
export const METRES_PER_MILE = 1609.344;

/** `de_DE` → `de-DE` for Intl. */
export function bcp47(locale: string): string {
  return locale.replace('_', '-');
}

export function formatDistance(metres: number, unitSystem: UnitSystem, locale: string): string {
  const tag = bcp47(locale);
  if (unitSystem === 'imperial') {
    const miles = metres / METRES_PER_MILE;
    return new Intl.NumberFormat(tag, { style: 'unit', unit: 'mile', maximumFractionDigits: miles < 10 ? 1 : 0 }).format(miles);
  }
  if (metres < 1000) {
    return new Intl.NumberFormat(tag, { style: 'unit', unit: 'meter', maximumFractionDigits: 0 }).format(Math.round(metres / 10) * 10);
  }
  const km = metres / 1000;
  return new Intl.NumberFormat(tag, { style: 'unit', unit: 'kilometer', maximumFractionDigits: km < 10 ? 1 : 0 }).format(km);
}

/** `3 h 5 min`, `12 min`, `1 d 2 h` in the locale's short unit style; at least one minute. */
export function formatDuration(seconds: number, locale: string): string {
  const tag = bcp47(locale);
  const totalMinutes = Math.max(1, Math.round(seconds / 60));
  const days = Math.floor(totalMinutes / 1440);
  const hours = Math.floor((totalMinutes % 1440) / 60);
  const minutes = totalMinutes % 60;
  const part = (value: number, unit: 'day' | 'hour' | 'minute') =>
    new Intl.NumberFormat(tag, { style: 'unit', unit, unitDisplay: 'short' }).format(value);
  const parts: string[] = [];
  if (days) parts.push(part(days, 'day'));
  if (hours) parts.push(part(hours, 'hour'));
  if (minutes && !days) parts.push(part(minutes, 'minute'));
  return parts.join(' ');
}
