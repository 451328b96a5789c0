/**
 * The route's time profile for along_corridor's `arrival` (contract
 * `CorridorArrivalRequest.profile`): [metres along the line, seconds after departure] pairs, one per step
 * end, so the server can tell when the route passes each station.
 *
 * The metres are measured along the very line the request sends (`encodedPath`, decoded), as the server
 * measures `distance_along_route` (great-circle length of its segments): each step's end is placed on
 * that line, not at the sum of the steps' reported road distances (which round, and are measured by the
 * routing service on its own geometry). The seconds are the steps' durations, summed over every leg.
 * Pure.
 */
import { decodePolyline, type RouteResult } from '../map';
import { haversineDistance, type LatLng } from '../shared';

export type ProfilePair = [metres: number, seconds: number];

/** The contract's cap on pairs (`CorridorProfileMax`). */
export const MAX_PROFILE_PAIRS = 2000;
/** A step end this close to the line (metres) is taken as on it: the encoding rounds to ~1 m. */
const ON_LINE_M = 10;

/** Metres from `p` to segment a–b, and the fraction along it of the closest point (local flat projection). */
function nearestOnSegment(p: LatLng, a: LatLng, b: LatLng): { distance: number; fraction: number } {
  const cos = Math.cos((a.lat * Math.PI) / 180);
  const bx = (b.lng - a.lng) * cos;
  const by = b.lat - a.lat;
  const px = (p.lng - a.lng) * cos;
  const py = p.lat - a.lat;
  const lengthSquared = bx * bx + by * by;
  const fraction = lengthSquared === 0 ? 0 : Math.min(1, Math.max(0, (px * bx + py * by) / lengthSquared));
  const closest = { lat: a.lat + fraction * (b.lat - a.lat), lng: a.lng + fraction * (b.lng - a.lng) };
  return { distance: haversineDistance(p, closest), fraction };
}

interface LinePosition {
  segment: number;
  /** Where on the segment, 0 at its start point to 1 at its end. */
  fraction: number;
  metres: number;
}

/**
 * Where `point` lies on the line, searching forward from `from` (a route passes its step ends in order,
 * and may pass a place twice): the first place within `ON_LINE_M`, else the nearest from `from` on.
 */
function locate(point: LatLng, line: readonly LatLng[], cumulative: readonly number[], from: LinePosition): LinePosition {
  let best: LinePosition = from;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (let segment = from.segment; segment < line.length - 1; segment++) {
    const a = line[segment]!;
    const b = line[segment + 1]!;
    // On the segment we are on, only the part ahead of `from` counts.
    const start = segment === from.segment ? from.fraction : 0;
    const startPoint = { lat: a.lat + start * (b.lat - a.lat), lng: a.lng + start * (b.lng - a.lng) };
    const { distance, fraction: ahead } = nearestOnSegment(point, startPoint, b);
    const fraction = start + ahead * (1 - start);
    const metres = cumulative[segment]! + fraction * (cumulative[segment + 1]! - cumulative[segment]!);
    if (distance < bestDistance) {
      best = { segment, fraction, metres };
      bestDistance = distance;
    }
    if (distance <= ON_LINE_M) break;
  }
  return best;
}

/** Keeps at most `max` pairs: the first, the last, and evenly spread ones between. */
function thin(pairs: ProfilePair[], max: number): ProfilePair[] {
  if (pairs.length <= max) return pairs;
  const kept: ProfilePair[] = [];
  for (let i = 0; i < max; i++) kept.push(pairs[Math.round((i * (pairs.length - 1)) / (max - 1))]!);
  return kept;
}

/**
 * The profile of `route` along `encodedPath` (precision 5): first [0, 0], one pair per step end, last at
 * the line's end with the route's whole duration; integers, both columns non-decreasing. A route without
 * steps gives its two ends. Null when the line has fewer than two points.
 */
export function routeTimeProfile(route: Pick<RouteResult, 'legs' | 'duration'>, encodedPath: string, max = MAX_PROFILE_PAIRS): ProfilePair[] | null {
  const line = decodePolyline(encodedPath);
  if (line.length < 2) return null;
  const cumulative = [0];
  for (let i = 1; i < line.length; i++) cumulative.push(cumulative[i - 1]! + haversineDistance(line[i - 1]!, line[i]!));
  const lineMetres = cumulative[cumulative.length - 1]!;

  const steps = route.legs.flatMap((leg) => leg.steps);
  const stepSeconds = steps.reduce((sum, step) => sum + step.duration.value, 0);
  const totalSeconds = steps.length > 0 ? stepSeconds : route.duration.value;
  const pairs: ProfilePair[] = [[0, 0]];
  let position: LinePosition = { segment: 0, fraction: 0, metres: 0 };
  let seconds = 0;
  // The last step ends at the line's end, which the final pair states exactly.
  for (const step of steps.slice(0, -1)) {
    seconds += step.duration.value;
    const end = step.path[step.path.length - 1];
    if (end) position = locate(end, line, cumulative, position);
    const previous = pairs[pairs.length - 1]!;
    pairs.push([Math.max(previous[0], Math.round(position.metres)), Math.max(previous[1], Math.round(seconds))]);
  }
  const previous = pairs[pairs.length - 1]!;
  pairs.push([Math.max(previous[0], Math.round(lineMetres)), Math.max(previous[1], Math.round(totalSeconds))]);
  return thin(pairs, max);
}
