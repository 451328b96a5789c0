/**
 * Provider routes → our `RouteResult`. Each implementation first reduces its answer to a
 * `RawRoute` (numbers in metres and seconds, optional provider texts, paths as points); this module
 * fills missing texts (shared/format.ts, spec section 9), maps maneuvers, builds the whole path, its bounds and our own encoded
 * polyline, so every implementation produces the same shape.
 */
import { corridorEncodedPath } from './corridor-line';
import { boundsOfPoints } from './geo';
import { maneuverIcon } from './maneuvers';
import { encodePolyline } from './polyline';
import { formatDistance, formatDuration } from '../shared';
import type { InstructionFormat, LatLng, Measure, RouteLeg, RouteNetwork, RouteResult, RouteStep, UnitSystem } from './types';

export interface RawRouteStep {
  /** Untrusted HTML or text; passed through as is (the itinerary sanitises). */
  instructions: string | null;
  maneuver: string | null;
  distanceMeters: number;
  durationSeconds: number;
  distanceText?: string | null;
  durationText?: string | null;
  path: LatLng[];
}

export interface RawRouteLeg {
  distanceMeters: number;
  durationSeconds: number;
  distanceText?: string | null;
  durationText?: string | null;
  startLocation?: LatLng | null;
  endLocation?: LatLng | null;
  steps: RawRouteStep[];
  path?: LatLng[];
  /** No road connection known for the leg (see `RouteLeg.noRoad`). */
  noRoad?: 'sea';
}

export interface RawRoute {
  legs: RawRouteLeg[];
  path?: LatLng[];
  distanceMeters?: number;
  durationSeconds?: number;
  distanceText?: string | null;
  durationText?: string | null;
  warnings?: string[];
  /**
   * How step instructions are written: `html` (Google's HTML-formatted navigation instructions) or
   * `text` (the offline engine's templates). Unset means `html`: untrusted and sanitised either way.
   */
  instructionFormat?: InstructionFormat;
  /** The offline engine's network (see `RouteResult.network`); passed through. */
  network?: RouteNetwork;
}

export interface RouteContext {
  /** One label per waypoint, origin first; leg i runs from label i to label i + 1. */
  waypointLabels: readonly string[];
  unitSystem: UnitSystem;
  locale: string;
  offline: boolean;
}

function samePoint(a: LatLng, b: LatLng): boolean {
  return a.lat === b.lat && a.lng === b.lng;
}

/** Joins paths, dropping the repeated point where one piece starts at the previous one's end. */
export function joinPaths(pieces: readonly (readonly LatLng[])[]): LatLng[] {
  const out: LatLng[] = [];
  for (const piece of pieces) {
    for (const point of piece) {
      const last = out[out.length - 1];
      if (!last || !samePoint(last, point)) out.push({ lat: point.lat, lng: point.lng });
    }
  }
  return out;
}

const SECONDS_PER_MINUTE = 60;

/**
 * The legs' durations as they read (to the minute, as `formatDuration` rounds), so that they add up to the
 * total's: each leg reads the difference of the rounded running totals. Rounded each on its own, two legs
 * of 23.4 and 24.4 minutes read "23 min" and "24 min" under a total of "48 min". A leg with time to drive
 * reads at least a minute, as `formatDuration` says of any positive time.
 */
export function legMinutesAddingUp(seconds: readonly number[]): number[] {
  let shownSoFar = 0;
  let sum = 0;
  return seconds.map((leg) => {
    sum += Number.isFinite(leg) ? leg : 0;
    const shownTotal = Math.round(sum / SECONDS_PER_MINUTE);
    const shown = shownTotal - shownSoFar;
    shownSoFar = shownTotal;
    return leg > 0 ? Math.max(1, shown) : shown;
  });
}

export function buildRouteResult(raw: RawRoute, context: RouteContext): RouteResult {
  const distance = (metres: number, text?: string | null): Measure => ({
    value: metres,
    text: text || formatDistance(metres, context.unitSystem === 'imperial' ? 'mile' : 'kilometer', context.locale),
  });
  /** `shownSeconds`: what the text reads when the service gave none (a leg's, `legMinutesAddingUp`). */
  const duration = (seconds: number, text?: string | null, shownSeconds = seconds): Measure => ({
    value: seconds,
    text: text || formatDuration(shownSeconds, context.locale),
  });

  // Without the service's own texts, the legs read in minutes that add up to the total's.
  const legMinutes = legMinutesAddingUp(raw.legs.map((leg) => leg.durationSeconds));
  const legs: RouteLeg[] = raw.legs.map((leg, index) => {
    const steps: RouteStep[] = leg.steps.map((step) => ({
      instruction: step.instructions ?? '',
      maneuver: maneuverIcon(step.maneuver),
      distance: distance(step.distanceMeters, step.distanceText),
      duration: duration(step.durationSeconds, step.durationText),
      path: step.path.map(({ lat, lng }) => ({ lat, lng })),
    }));
    const legPath = leg.path?.length ? leg.path : joinPaths(leg.steps.map((step) => step.path));
    const start = leg.startLocation ?? legPath[0] ?? { lat: 0, lng: 0 };
    const end = leg.endLocation ?? legPath[legPath.length - 1] ?? start;
    return {
      startLabel: context.waypointLabels[index] ?? '',
      endLabel: context.waypointLabels[index + 1] ?? '',
      startLocation: { lat: start.lat, lng: start.lng },
      endLocation: { lat: end.lat, lng: end.lng },
      distance: distance(leg.distanceMeters, leg.distanceText),
      duration: duration(leg.durationSeconds, leg.durationText, (legMinutes[index] ?? 0) * SECONDS_PER_MINUTE),
      steps,
      ...(leg.noRoad ? { noRoad: leg.noRoad } : {}),
    };
  });

  const path = raw.path?.length
    ? joinPaths([raw.path])
    : joinPaths(raw.legs.map((leg) => (leg.path?.length ? leg.path : joinPaths(leg.steps.map((s) => s.path)))));
  const totalMetres = raw.distanceMeters ?? raw.legs.reduce((sum, leg) => sum + leg.distanceMeters, 0);
  const totalSeconds = raw.durationSeconds ?? raw.legs.reduce((sum, leg) => sum + leg.durationSeconds, 0);
  return {
    legs,
    path,
    encodedPath: encodePolyline(path),
    corridorEncodedPath: corridorEncodedPath(path),
    bounds: boundsOfPoints(path) ?? { north: 0, south: 0, east: 0, west: 0 },
    distance: distance(totalMetres, raw.distanceText),
    duration: duration(totalSeconds, raw.durationText),
    warnings: raw.warnings ?? [],
    instructionFormat: raw.instructionFormat ?? 'html',
    offline: context.offline,
    ...(raw.network ? { network: raw.network } : {}),
  };
}
