/**
 * The departure time as a `<input type="datetime-local">` holds it: `YYYY-MM-DDTHH:MM` to the minute, in
 * the route's time zone (config `directions.timeZone`, the zone its stations' hours and arrival times are
 * in), else the visitor's own. Pure. `toLocalInputValue` and `fromLocalInputValue` are the only places
 * the field's text and an instant are converted (with @date-fns/tz's `TZDate`, which reads and makes wall
 * times in a named zone, daylight saving included); everything else here compares instants.
 */
import { TZDate } from '@date-fns/tz';
import { DEPARTURE_WINDOW_MS, toLanguageTag } from '../shared';

const pad = (value: number) => String(value).padStart(2, '0');
const MINUTE_MS = 60_000;

/** `ms` as the input's value: the wall time in `timeZone` (absent: the visitor's). */
export function toLocalInputValue(ms: number, timeZone?: string): string {
  const date = timeZone ? new TZDate(ms, timeZone) : new Date(ms);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const LOCAL_VALUE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The input's value, a wall time in `timeZone` (absent: the visitor's), as an ISO instant; null when it is empty or no real date. */
export function fromLocalInputValue(value: string, timeZone?: string): string | null {
  const match = LOCAL_VALUE.exec(value);
  if (!match) return null;
  const [year, month, day, hours, minutes] = match.slice(1).map(Number) as [number, number, number, number, number];
  const date = timeZone ? new TZDate(year, month - 1, day, hours, minutes, timeZone) : new Date(year, month - 1, day, hours, minutes);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return new Date(date.getTime()).toISOString();
}

/** The field's `min` and `max`: from the current minute to the end of the API's window. */
export function departureInputLimits(nowMs: number, timeZone?: string): { min: string; max: string } {
  return { min: toLocalInputValue(nowMs, timeZone), max: toLocalInputValue(nowMs + DEPARTURE_WINDOW_MS, timeZone) };
}

/** The zone's name for a person, in `locale` ("United Kingdom Time", "Vereinigtes Königreich (Ortszeit)"). */
export function timeZoneLabel(timeZone: string, locale: string, nowMs: number): string {
  const parts = new Intl.DateTimeFormat(toLanguageTag(locale), { timeZone, timeZoneName: 'longGeneric' }).formatToParts(nowMs);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/**
 * What a value of the field means for the departure: `now` (empty: leave now), `at` a chosen instant,
 * or a time that is not taken (the route then leaves now, and the field says why): `past` (before the
 * current minute, so the minute on show as "now" still counts) or `too_far` (beyond the API's window,
 * which would leave now anyway). `unreadable` is text that is no local time (the field never gives it).
 */
export type DepartureEntry = { kind: 'now' } | { kind: 'at'; departure: string } | { kind: 'past' } | { kind: 'too_far' } | { kind: 'unreadable' };

export function readDepartureInput(value: string, nowMs: number, timeZone?: string): DepartureEntry {
  if (value.trim() === '') return { kind: 'now' };
  const departure = fromLocalInputValue(value, timeZone);
  if (departure === null) return { kind: 'unreadable' };
  const chosen = Date.parse(departure);
  if (chosen < Math.floor(nowMs / MINUTE_MS) * MINUTE_MS) return { kind: 'past' };
  if (chosen > nowMs + DEPARTURE_WINDOW_MS) return { kind: 'too_far' };
  return { kind: 'at', departure };
}
