/**
 * Wall-clock time in an IANA time zone, without a date library: `Intl.DateTimeFormat` gives the
 * zone's fields for an instant; the reverse (zone wall clock -> instant) is found by correcting
 * the offset twice, which is exact except inside a DST gap (where it moves forward, as clocks do).
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export interface WallClock {
  year: number;
  month: number; // 1..12
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export function isValidTimeZone(tz: string): boolean {
  try {
    formatter(tz);
    return true;
  } catch {
    return false;
  }
}

export function wallClock(instant: Date, timeZone: string): WallClock {
  const parts = formatter(timeZone).formatToParts(instant);
  const get = (t: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === t)?.value ?? 0);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
}

/** Offset of the zone from UTC at `instant`, in minutes (London summer: +60). */
export function offsetMinutes(instant: Date, timeZone: string, w: WallClock = wallClock(instant, timeZone)): number {
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60000);
}

/** The instant at which the zone's clocks show `w`. */
export function instantFromWallClock(w: WallClock, timeZone: string): Date {
  const guess = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  let t = guess - offsetMinutes(new Date(guess), timeZone) * 60000;
  t = guess - offsetMinutes(new Date(t), timeZone) * 60000;
  return new Date(t);
}

const pad = (n: number, w = 2): string => String(Math.abs(n)).padStart(w, '0');

/** ISO 8601 with the zone's offset at that instant: `2026-11-22T22:00:00+00:00`. */
export function formatWithOffset(instant: Date, timeZone: string): string {
  const w = wallClock(instant, timeZone);
  // One Intl call for both: the offset comes from the same wall clock.
  const off = offsetMinutes(instant, timeZone, w);
  const sign = off < 0 ? '-' : '+';
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}${sign}${pad(Math.trunc(Math.abs(off) / 60))}:${pad(Math.abs(off) % 60)}`;
}

const ISO_INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:Z|([+-])(\d{2}):(\d{2}))$/;

/**
 * An ISO 8601 instant with `Z` or an offset (`2026-11-22T21:30:00Z`, `2026-11-22T21:30+01:00`,
 * fractions of a second allowed); null for anything else, including dates that do not exist
 * (`2026-02-30`) and a missing offset (a wall clock without a zone is not an instant).
 */
export function parseIsoInstant(text: string): Date | null {
  const m = ISO_INSTANT.exec(text);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '0'].map(Number) as [number, number, number, number, number, number];
  const offHours = m[9] === undefined ? 0 : Number(m[9]);
  const offMinutes = m[10] === undefined ? 0 : Number(m[10]);
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59 || offHours > 14 || offMinutes > 59) return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  if (new Date(wall).getUTCDate() !== day) return null;
  const millis = m[7] === undefined ? 0 : Math.floor(Number(`0.${m[7]}`) * 1000);
  const offset = (m[8] === '-' ? -1 : 1) * (offHours * 60 + offMinutes);
  return new Date(wall + millis - offset * 60_000);
}
