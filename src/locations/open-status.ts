/**
 * Which open-status line a station gets (spec sections 2 and 4): open now; open now until later today;
 * open now until a later day; 24 hours; or closed / opens at. "Today" is today in the station's own UTC
 * offset, read from `next_open_status_change` (`2026-11-22T22:00:00+00:00`): the time in that string is
 * already the station's wall-clock time, so it is shown as written. Pure: `now` is passed in.
 */
export type OpenStatusLine =
  | { kind: 'open' }
  | { kind: 'open_until_today'; time: string }
  | { kind: 'open_until_day'; time: string; day: LocalDate }
  | { kind: 'twenty_four_hours' }
  | { kind: 'closed' }
  | { kind: 'closed_opens_today'; time: string }
  | { kind: 'closed_opens_day'; time: string; day: LocalDate }
  | { kind: 'temporarily_closed' }
  | { kind: 'unknown' };

/** A calendar date in the station's offset. */
export interface LocalDate {
  year: number;
  month: number; // 1..12
  day: number;
}

export interface StatusChange {
  date: LocalDate;
  /** `HH:MM`, the station's wall-clock time. */
  time: string;
  /** Minutes east of UTC. */
  offsetMinutes: number;
}

const ISO_WITH_OFFSET = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** Parses an ISO 8601 timestamp with an offset; null when it has none or is malformed. */
export function parseStatusChange(value: string | null | undefined): StatusChange | null {
  if (typeof value !== 'string') return null;
  const match = ISO_WITH_OFFSET.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, zone] = match as unknown as [string, string, string, string, string, string, string];
  const date = { year: Number(y), month: Number(mo), day: Number(d) };
  const hours = Number(h);
  const minutes = Number(mi);
  if (date.month < 1 || date.month > 12 || date.day < 1 || date.day > 31 || hours > 24 || minutes > 59) return null;
  let offsetMinutes = 0;
  if (zone !== 'Z') {
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    offsetMinutes = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2)));
    if (Math.abs(offsetMinutes) > 18 * 60) return null;
  }
  return { date, time: `${h}:${mi}`, offsetMinutes };
}

/** The calendar date at `nowMs` in a fixed UTC offset. */
export function localDateAt(nowMs: number, offsetMinutes: number): LocalDate {
  const shifted = new Date(nowMs + offsetMinutes * 60_000);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

const sameDate = (a: LocalDate, b: LocalDate) => a.year === b.year && a.month === b.month && a.day === b.day;

/** The line for a station's status at `nowMs`. */
/** `status` is an `OpenStatus`; another backend may send other strings, which read as unknown. */
export function openStatusLine(status: string, nextChange: string | null | undefined, nowMs: number): OpenStatusLine {
  if (status === 'twenty_four_hour') return { kind: 'twenty_four_hours' };
  if (status === 'temporarily_closed') return { kind: 'temporarily_closed' };
  if (status !== 'open' && status !== 'closed') return { kind: 'unknown' };
  const change = parseStatusChange(nextChange);
  if (!change) return { kind: status };
  const localToday = localDateAt(nowMs, change.offsetMinutes);
  const today = sameDate(change.date, localToday);
  if (status === 'open') {
    // Closing at midnight tonight: "until 24:00", as the hours table says (06:00–24:00), not "until Fri 00:00".
    if (change.time === '00:00' && sameDate(change.date, localDateAt(Date.UTC(localToday.year, localToday.month - 1, localToday.day + 1), 0))) {
      return { kind: 'open_until_today', time: '24:00' };
    }
    return today ? { kind: 'open_until_today', time: change.time } : { kind: 'open_until_day', time: change.time, day: change.date };
  }
  return today ? { kind: 'closed_opens_today', time: change.time } : { kind: 'closed_opens_day', time: change.time, day: change.date };
}

/** One formatter per locale: creating an Intl.DateTimeFormat costs far more than formatting with it. */
const weekdayFormats = new Map<string, Intl.DateTimeFormat>();

function weekdayFormat(locale: string): Intl.DateTimeFormat {
  let format = weekdayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale.replace('_', '-'), { weekday: 'short', timeZone: 'UTC' });
    weekdayFormats.set(locale, format);
  }
  return format;
}

/** The short weekday name of a local date in `locale` (`Mon`, `Mo.`). */
export function weekdayName(date: LocalDate, locale: string): string {
  return weekdayFormat(locale).format(new Date(Date.UTC(date.year, date.month - 1, date.day)));
}

/**
 * Makes the weekday formatter ahead of use: a page's first `Intl.DateTimeFormat` costs milliseconds in
 * Chromium (fresh pages), later ones well under a millisecond; the open-status texts
 * of the first answer's stations would pay it.
 */
export function prepareWeekdayName(locale: string): void {
  weekdayFormat(locale);
}
