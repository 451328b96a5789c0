/**
 * Open status from OSM-style opening hours (`Mo-Su 06:00-22:00`, `24/7`), evaluated in the
 * station's time zone with the maintained `opening_hours` parser.
 *
 * `opening_hours` works on `Date` objects in the process's local time. We hand it a "floating"
 * date whose UTC fields equal the station's wall clock, and run the process in UTC (server.ts
 * sets TZ=UTC; with any other process zone the floating dates are built with local fields so the
 * evaluation stays right except in the process zone's own DST gap).
 *
 * Bank holidays: a station's `bank_holiday_hours` become an `opening_hours` public-holiday rule
 * (`PH 08:30-20:30`, `PH off`) evaluated with the holiday calendar of its country and region
 * (England, Scotland, Wales and Northern Ireland each have their own), which `opening_hours`
 * ships. Where it has no calendar for the place, the regular hours apply.
 */

import { LRUCache } from 'lru-cache';
import OpeningHours from 'opening_hours';
import type { DayHours, OpenStatus, WeeklyHours } from '../../../src/api/contract.ts';
import { formatWithOffset, instantFromWallClock, wallClock } from './zoned-time.ts';

const WEEK_MS = 7 * 24 * 3600 * 1000;

/** Distinct entries each cache here keeps (hours strings, or hours in a zone): far more than a data set has. */
const CACHE_ENTRIES = 10_000;

/** Parsed hours by their text (and holiday rule and calendar); false where they do not parse. */
const parsed = new LRUCache<string, OpeningHours | false>({ max: CACHE_ENTRIES });

/** Parses hours; null when empty or invalid. Parsed objects are cached per string. */
export function parseHours(hours: string): OpeningHours | null {
  let oh = parsed.get(hours);
  if (oh === undefined) {
    try {
      // mode 0: time ranges only (no points in time); no warnings to stderr.
      oh = new OpeningHours(hours, null, { mode: 0, warnings_severity: 0, locale: 'en' } as never);
    } catch {
      oh = false;
    }
    parsed.set(hours, oh);
  }
  return oh || null;
}

/** A station's hours on public holidays and the place whose holiday calendar applies. */
export interface BankHolidays {
  /** `08:30-20:30` (comma-separated intervals) or `closed`. */
  hours: string;
  /** ISO 3166-1 alpha-2 country code. */
  country: string;
  /** The country's region with its own holidays (for GB: England, Scotland, Wales, Northern Ireland). */
  region: string | null;
}

export function bankHolidaysOf(station: { bank_holiday_hours: string | null; country_code: string; nation: string | null }): BankHolidays | null {
  const hours = station.bank_holiday_hours?.trim();
  return hours ? { hours, country: station.country_code, region: station.nation } : null;
}

/** Any fixed date: evaluating once at parse time surfaces a calendar `opening_hours` does not have. */
const PROBE = new Date(2024, 11, 25, 12);

/**
 * The regular hours with the public-holiday rule appended, parsed for the station's calendar;
 * null when the hours are invalid or `opening_hours` has no holidays for the place.
 */
function parseWithHolidays(hours: string, holidays: BankHolidays): OpeningHours | null {
  const rule = holidays.hours.toLowerCase() === 'closed' ? 'PH off' : `PH ${holidays.hours.replace(/\s+/g, '')}`;
  const text = `${hours}; ${rule}`;
  const key = `${text}\u0000${holidays.country}/${holidays.region ?? ''}`;
  let oh = parsed.get(key);
  if (oh === undefined) {
    try {
      // Coordinates only matter for sunrise and sunset, which station hours do not use.
      const place = { lat: 0, lon: 0, address: { country_code: holidays.country.toLowerCase(), state: holidays.region ?? '' } };
      oh = new OpeningHours(text, place as never, { mode: 0, warnings_severity: 0, locale: 'en' } as never);
      oh.getState(PROBE);
    } catch {
      oh = false;
    }
    parsed.set(key, oh);
  }
  return oh || null;
}

export function isValidHours(hours: string): boolean {
  return hours.trim() !== '' && parseHours(hours) !== null;
}

/** Station wall clock as a floating local Date for `opening_hours`. */
function toFloating(instant: Date, tz: string): Date {
  const w = wallClock(instant, tz);
  return new Date(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
}

function fromFloating(d: Date, tz: string): Date {
  return instantFromWallClock(
    { year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate(), hour: d.getHours(), minute: d.getMinutes(), second: d.getSeconds() },
    tz,
  );
}

export interface StatusResult {
  open_status: OpenStatus;
  next_open_status_change: string | null;
}

/** A status and the instants (ms) between which it holds: `from` inclusive, `until` exclusive. */
export interface TimedStatus {
  readonly status: Readonly<StatusResult>;
  readonly from: number;
  readonly until: number;
}

/** Most time a computed status is trusted for, even when the hours name no change before then. */
const MAX_VALIDITY_MS = 5 * 60_000;

const constant = (open_status: OpenStatus): TimedStatus =>
  Object.freeze({ status: Object.freeze({ open_status, next_open_status_change: null }), from: -Infinity, until: Infinity });
const TEMPORARILY_CLOSED = constant('temporarily_closed');
const NO_HOURS = constant('unknown');

/**
 * Status computation with a cache per (hours, zone, bank holidays): a result stays valid from the
 * instant it was computed until its next change (or at most 5 minutes), so a request over hundreds
 * of stations costs a map lookup each.
 */
export class OpenStatusCache {
  readonly #cache = new LRUCache<string, TimedStatus>({ max: CACHE_ENTRIES });
  readonly #untilNextChange: boolean;

  /**
   * `untilNextChange`: keep a result up to its next change even when that is more than 5 minutes
   * away. Exact: between two changes the status and the next change are the same; only a result
   * with no change within the week it looked at ages (its week ends later), and that one keeps the
   * 5-minute cap. For statuses at arrival times, which run over hours of a route in route order.
   */
  constructor(untilNextChange = false) {
    this.#untilNextChange = untilNextChange;
  }

  status(hours: string | null, timeZone: string, temporarilyClosed: boolean, now: Date, holidays: BankHolidays | null = null): StatusResult {
    return this.timed(hours, timeZone, temporarilyClosed, now, holidays).status;
  }

  /** The status at `now` and how long it holds (callers may reuse it while `from <= t < until`). */
  timed(hours: string | null, timeZone: string, temporarilyClosed: boolean, now: Date, holidays: BankHolidays | null = null): TimedStatus {
    if (temporarilyClosed) return TEMPORARILY_CLOSED;
    if (hours === null || hours.trim() === '') return NO_HOURS;
    const key = holidays ? `${timeZone}\u0000${hours}\u0000${holidays.hours}\u0000${holidays.country}/${holidays.region ?? ''}` : `${timeZone}\u0000${hours}`;
    const t = now.getTime();
    const hit = this.#cache.get(key);
    if (hit && t >= hit.from && t < hit.until) return hit;
    const result = computeStatus(hours, timeZone, now, holidays);
    const nextMs = result.next === null ? Infinity : result.next.getTime();
    const entry: TimedStatus = Object.freeze({
      status: Object.freeze({ open_status: result.open_status, next_open_status_change: result.next_open_status_change }),
      from: t,
      until: this.#untilNextChange && result.next !== null ? nextMs : Math.min(nextMs, t + MAX_VALIDITY_MS),
    });
    this.#cache.set(key, entry);
    return entry;
  }
}

/** The evaluator for a station's hours: with its bank-holiday rule and calendar where it has them. */
function evaluator(hours: string, holidays: BankHolidays | null): OpeningHours | null {
  return (holidays && parseWithHolidays(hours, holidays)) ?? parseHours(hours);
}

/** How far back `previousChange` looks. */
export const PREVIOUS_CHANGE_WINDOW_MS = 24 * 3600 * 1000;

/**
 * When a station closed at `at`: the end of its last open interval before `at`, if that is within
 * `PREVIOUS_CHANGE_WINDOW_MS` before it; null when it is open at `at`, or was closed all that time,
 * or the hours cannot be read. Same evaluator (and holiday calendar) as `computeStatus`.
 */
export function previousChange(hours: string, timeZone: string, at: Date, holidays: BankHolidays | null = null): Date | null {
  const oh = evaluator(hours, holidays);
  if (!oh) return null;
  try {
    const local = toFloating(at, timeZone);
    const intervals = oh.getOpenIntervals(new Date(local.getTime() - PREVIOUS_CHANGE_WINDOW_MS), local);
    const last = intervals[intervals.length - 1];
    // An interval reaching `at` (clipped to it) means open at `at`: no closing before it.
    if (!last || last[1].getTime() >= local.getTime()) return null;
    return fromFloating(last[1], timeZone);
  } catch {
    return null;
  }
}

/** `computeStatus` at a future instant plus, when closed then, `previousChange` formatted like the others. */
export interface StatusAt extends StatusResult {
  previous_open_status_change: string | null;
}

/** Uncached evaluation; `next` is the next change within a week, as an instant. */
export function computeStatus(hours: string, timeZone: string, now: Date, holidays: BankHolidays | null = null): StatusResult & { next: Date | null } {
  const oh = evaluator(hours, holidays);
  if (!oh) return { open_status: 'unknown', next_open_status_change: null, next: null };
  try {
    const local = toFloating(now, timeZone);
    const open = oh.getState(local);
    const unknown = oh.getUnknown(local);
    const limit = new Date(local.getTime() + WEEK_MS);
    const nextLocal = oh.getNextChange(local, limit);
    const next = nextLocal ? fromFloating(nextLocal, timeZone) : null;
    if (unknown) return { open_status: 'unknown', next_open_status_change: null, next: null };
    if (open && next === null) return { open_status: 'twenty_four_hour', next_open_status_change: null, next: null };
    return {
      open_status: open ? 'open' : 'closed',
      next_open_status_change: next ? formatWithOffset(next, timeZone) : null,
      next,
    };
  } catch {
    return { open_status: 'unknown', next_open_status_change: null, next: null };
  }
}

const hhmm = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The regular week by hours text; false where the hours do not parse. */
const weeklyCache = new LRUCache<string, WeeklyHours | false>({ max: CACHE_ENTRIES });

/**
 * The regular week, Monday first, from a fixed reference week without holidays or DST
 * (2024-01-01 is a Monday). Intervals running past midnight are split at 24:00.
 */
export function weeklyHours(hours: string | null): WeeklyHours | null {
  if (hours === null || hours.trim() === '') return null;
  const cached = weeklyCache.get(hours);
  if (cached !== undefined) return cached || null;
  const oh = parseHours(hours);
  let result: WeeklyHours | null = null;
  if (oh) {
    try {
      const days: DayHours[] = [[], [], [], [], [], [], []];
      const start = new Date(2024, 0, 1);
      const intervals = oh.getOpenIntervals(start, new Date(2024, 0, 8));
      for (const [from, to] of intervals) {
        for (let d = 0; d < 7; d++) {
          const dayStart = new Date(2024, 0, 1 + d).getTime();
          const dayEnd = new Date(2024, 0, 2 + d).getTime();
          const a = Math.max(from.getTime(), dayStart);
          const b = Math.min(to.getTime(), dayEnd);
          if (b > a) {
            days[d]!.push({ open: hhmm(Math.round((a - dayStart) / 60000)), close: hhmm(Math.round((b - dayStart) / 60000)) });
          }
        }
      }
      result = days as WeeklyHours;
    } catch {
      result = null;
    }
  }
  weeklyCache.set(hours, result ?? false);
  return result;
}

const BANK_HOLIDAY = /^(?:\d{2}:\d{2}-\d{2}:\d{2})(?:,\s*\d{2}:\d{2}-\d{2}:\d{2})*$/;

/** Validates the `bank_holiday_hours` column (`08:30-20:30`, comma-separated intervals, or `closed`). */
export function isValidBankHolidayHours(v: string): boolean {
  if (v === '' || v.toLowerCase() === 'closed') return true;
  if (!BANK_HOLIDAY.test(v)) return false;
  return v.split(',').every((iv) => {
    const [a, b] = iv.trim().split('-') as [string, string];
    const ok = (s: string): boolean => {
      const [h, m] = s.split(':').map(Number) as [number, number];
      return h <= 24 && m < 60 && !(h === 24 && m > 0);
    };
    return ok(a) && ok(b);
  });
}

export function bankHolidayHours(v: string | null): DayHours | null {
  if (v === null || v === '') return null;
  if (v.toLowerCase() === 'closed') return [];
  return v.split(',').map((iv) => {
    const [open, close] = iv.trim().split('-') as [string, string];
    return { open, close };
  });
}
