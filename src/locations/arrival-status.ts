/**
 * What a station along the route says about the time the route reaches it: its status
 * at the ETA as the API evaluated it (along_corridor `arrival`), in words, and its detour. Times are the
 * station's wall-clock times, read from the API's ISO strings with the station's offset (as the open
 * status line does, ./open-status.ts). Pure.
 */
import type { WireArrival, WireDetour } from '../api';
import { localDateAt, parseStatusChange, type LocalDate } from './open-status';

/** Closed at the ETA but closed this recently (minutes): "closes N minutes before you arrive". */
export const CLOSES_BEFORE_WINDOW_MIN = 60;

export type ArrivalLine =
  | { kind: 'open'; eta: string }
  | { kind: 'twenty_four_hours'; eta: string }
  /** Closed at the ETA; it closed `minutes` before it. */
  | { kind: 'closes_before'; eta: string; minutes: number }
  /** Closed at the ETA; opens at `opens` (on `day` when that is not the ETA's date). */
  | { kind: 'closed_opens'; eta: string; opens: string; day: LocalDate | null }
  /** Closed at the ETA, no opening within the week after it. */
  | { kind: 'closed'; eta: string }
  | { kind: 'temporarily_closed'; eta: string }
  /** No usable hours (or a status another backend invented). */
  | { kind: 'unknown'; eta: string };

const sameDate = (a: LocalDate, b: LocalDate) => a.year === b.year && a.month === b.month && a.day === b.day;

/** The line for `arrival`; null when there is none or its ETA is unreadable. */
export function arrivalLine(arrival: WireArrival | null | undefined): ArrivalLine | null {
  if (!arrival) return null;
  const eta = parseStatusChange(arrival.eta);
  if (!eta) return null;
  switch (arrival.open_status) {
    case 'open':
      return { kind: 'open', eta: eta.time };
    case 'twenty_four_hour':
      return { kind: 'twenty_four_hours', eta: eta.time };
    case 'temporarily_closed':
      return { kind: 'temporarily_closed', eta: eta.time };
    case 'closed': {
      const closedAt = Date.parse(arrival.previous_open_status_change ?? '');
      const minutes = Math.round((Date.parse(arrival.eta) - closedAt) / 60_000);
      if (Number.isFinite(minutes) && minutes >= 1 && minutes <= CLOSES_BEFORE_WINDOW_MIN) return { kind: 'closes_before', eta: eta.time, minutes };
      const opens = parseStatusChange(arrival.next_open_status_change);
      if (!opens) return { kind: 'closed', eta: eta.time };
      return { kind: 'closed_opens', eta: eta.time, opens: opens.time, day: sameDate(opens.date, eta.date) ? null : opens.date };
    }
    default:
      return { kind: 'unknown', eta: eta.time };
  }
}

/**
 * The ETA's date when it is not the departure's (both on the station's clock): the route reaches the
 * station after midnight, and "about 01:38" alone reads as tonight's. Null on the same day, or without
 * a readable ETA.
 */
export function etaDayAfterDeparture(arrival: WireArrival | null | undefined, departureMs: number): LocalDate | null {
  const eta = parseStatusChange(arrival?.eta);
  if (!eta || !Number.isFinite(departureMs)) return null;
  return sameDate(eta.date, localDateAt(departureMs, eta.offsetMinutes)) ? null : eta.date;
}

export interface DetourFigures {
  /** Whole minutes, at least 1 when there is any extra time. */
  minutes: number;
  metres: number;
  /** An estimate from the distance off the route: say "about". */
  estimate: boolean;
}

/** Detours under this many metres read as having no length. */
export const NO_DETOUR_M = 100;

/**
 * What a detour line says: nothing extra ("on the route"), the minutes alone, or minutes and length.
 * The minutes alone when it costs time but no length: our router times a stop by the fastest way, and
 * a station off the motorway can sit on a shorter, slower road than the route's (a Leeds → Birmingham
 * route had 36 of 348 such stations, read "+3 min, +0 km" before).
 */
export function detourWording(figures: DetourFigures): 'none' | 'time' | 'time_and_distance' {
  if (figures.metres >= NO_DETOUR_M) return 'time_and_distance';
  return figures.minutes === 0 ? 'none' : 'time';
}

/** The detour as shown: whole minutes (rounded up from any extra second) and metres; null without one. */
export function detourFigures(detour: WireDetour | null | undefined): DetourFigures | null {
  if (!detour || !Number.isFinite(detour.seconds) || !Number.isFinite(detour.metres)) return null;
  const seconds = Math.max(0, detour.seconds);
  return { minutes: seconds === 0 ? 0 : Math.max(1, Math.round(seconds / 60)), metres: Math.max(0, detour.metres), estimate: detour.method === 'estimate' };
}
