/**
 * The week's opening hours as 7 rows, Monday to Sunday, plus bank holidays (from `weekly_hours` and
 * `bank_holiday_hours`, local wall-clock times of the station). Pure: the current time is passed in.
 */
import type { DayHours, WeeklyHours } from '../../api';

export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

export const WEEKDAYS: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** One interval as shown: `06:00`–`22:00`; `overnight` when it closes after midnight (close before open). */
export interface IntervalView {
  open: string;
  close: string;
  overnight: boolean;
}

/** A row: closed all day, open around the clock, or a list of intervals. */
export type DayView = { kind: 'closed' } | { kind: 'all_day' } | { kind: 'intervals'; intervals: IntervalView[] };

export interface WeekRow {
  day: Weekday;
  isToday: boolean;
  hours: DayView;
}

const HH_MM = /^([01]\d|2[0-4]):[0-5]\d$/;

/** A day's intervals as shown; malformed intervals are dropped (the data comes from a parser we do not control). */
export function dayView(hours: DayHours): DayView {
  const intervals = hours.filter((interval) => HH_MM.test(interval.open) && HH_MM.test(interval.close));
  if (intervals.length === 0) return { kind: 'closed' };
  if (intervals.length === 1 && intervals[0]!.open === '00:00' && (intervals[0]!.close === '24:00' || intervals[0]!.close === '00:00')) {
    return { kind: 'all_day' };
  }
  return {
    kind: 'intervals',
    intervals: intervals.map(({ open, close }) => ({ open, close, overnight: close !== '24:00' && close <= open })),
  };
}

/**
 * Monday = 0 … Sunday = 6 at `nowMs` in the IANA zone `timeZone` (the station's). An unknown zone falls
 * back to UTC rather than failing the whole info window.
 */
export function weekdayIndexAt(nowMs: number, timeZone: string): number {
  let name: string;
  try {
    name = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone }).format(nowMs);
  } catch {
    name = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' }).format(nowMs);
  }
  return Math.max(0, WEEKDAYS.indexOf(name.toLowerCase() as Weekday));
}

/** The 7 rows, Monday first, today marked; null without usable weekly hours. */
export function weekRows(weekly: WeeklyHours | null | undefined, nowMs: number, timeZone: string): WeekRow[] | null {
  if (!Array.isArray(weekly) || weekly.length !== 7) return null;
  const today = weekdayIndexAt(nowMs, timeZone);
  return WEEKDAYS.map((day, index) => ({ day, isToday: index === today, hours: dayView(weekly[index] ?? []) }));
}
