/**
 * Detours on a Google route from Google's route matrix. The API costs detours
 * with its own router only for routes that router drew (the offline engine); for a Google route it can
 * only estimate them from the distance off the route ("about"). With `directions.detourMatrix` on, the
 * element asks Google instead, for the first stations along the route:
 *
 *   detour = t(A→S) + t(S→B) − t(A→B)   (and the same for metres)
 *
 * where S is the station and A, B are the points of the route a little before and after the point
 * nearest to it (leg-local insertion, ../shared/reference/directions.md §4.1 C). All three come from one
 * matrix call (origins A, S × destinations S, B: 4 billed elements, S→S unused), so the subtraction
 * compares like with like. Google's matrix knows nothing of the route's avoid options: a route that
 * avoids motorways may be costed over one. Pure apart from the injected matrix call.
 */
import type { WireDetour, WireLocation } from '../api';
import type { MatrixCell, MatrixRequest } from '../map';
import { haversineDistance, type LatLng } from '../shared';

/** A station to cost: where it is and where it lies along and off the route's line. */
export interface MatrixStation {
  /** `resource:id`, the key its detour is kept under. */
  key: string;
  location: LatLng;
  /** Metres along the route's line to the point nearest the station (along_corridor `distance_along_route`). */
  along: number;
  /** Metres from that point to the station (`distance_from_route`). */
  off: number;
}

/**
 * The stations still to cost, in the list's route order: of the first `max` that can be costed, those
 * whose detour is still the API's estimate (the ones costed already count towards `max`: the cap is per
 * route, not per call). Motorway service stations keep the API's figure (on the route, they cost next
 * to nothing), and a station without a place along the route cannot be costed.
 */
export function stationsToCost(entries: readonly { resource: string; location: WireLocation }[], max: number): MatrixStation[] {
  const out: MatrixStation[] = [];
  let counted = 0;
  for (const { resource, location } of entries) {
    if (counted >= max) break;
    const { distance_along_route: along, distance_from_route: off } = location;
    const method = location.detour?.method;
    if (location.is_motorway || (method !== 'estimate' && method !== 'matrix') || along === undefined || off === undefined) continue;
    counted += 1;
    if (method === 'estimate') out.push({ key: `${resource}:${location.id}`, location: { lat: location.lat, lng: location.lng }, along, off });
  }
  return out;
}

/** Elements billed per station: origins A and S × destinations S and B. */
export const ELEMENTS_PER_STATION = 4;

const MIN_SPAN_M = 2_000;
const MAX_SPAN_M = 15_000;

/**
 * How far before and after the nearest route point the detour leaves and rejoins the route: twice the
 * station's distance off it, between 2 and 15 km. Far enough for the road network to offer an exit and
 * a way back (motorway junctions are kilometres apart), near enough that A→B is still the route.
 */
export function probeSpanMetres(off: number): number {
  return Math.min(MAX_SPAN_M, Math.max(MIN_SPAN_M, 2 * off));
}

/** Metres from the start of `path` to each of its points. */
export function cumulativeMetres(path: readonly LatLng[]): number[] {
  const out: number[] = [];
  let total = 0;
  path.forEach((point, i) => {
    if (i > 0) total += haversineDistance(path[i - 1] as LatLng, point);
    out.push(total);
  });
  return out;
}

/** The point `metres` along `path` (clamped to its ends), interpolated on the segment it falls in. */
export function pointAlong(path: readonly LatLng[], cumulative: readonly number[], metres: number): LatLng {
  const first = path[0];
  if (!first) throw new Error('pointAlong: empty path');
  const total = cumulative[cumulative.length - 1] ?? 0;
  const at = Math.min(Math.max(metres, 0), total);
  for (let i = 1; i < path.length; i += 1) {
    const end = cumulative[i] ?? 0;
    if (end < at) continue;
    const start = cumulative[i - 1] ?? 0;
    const a = path[i - 1] as LatLng;
    const b = path[i] as LatLng;
    const t = end > start ? (at - start) / (end - start) : 0;
    return { lat: a.lat + (b.lat - a.lat) * t, lng: a.lng + (b.lng - a.lng) * t };
  }
  return path[path.length - 1] as LatLng;
}

/** The leg-local detour from the three matrix elements: never negative, whole seconds and metres. */
export function legLocalDetour(aToS: MatrixCell, sToB: MatrixCell, aToB: MatrixCell): WireDetour {
  return {
    seconds: Math.max(0, Math.round(aToS.seconds + sToB.seconds - aToB.seconds)),
    metres: Math.max(0, Math.round(aToS.metres + sToB.metres - aToB.metres)),
    method: 'matrix',
  };
}

export type MatrixCall = (request: MatrixRequest, options?: { signal?: AbortSignal }) => Promise<(MatrixCell | null)[][]>;

/**
 * Costs `stations` on the route `path`, one matrix call per station (in parallel). A station Google
 * finds no route for is left out (it keeps the API's estimate). Rejects when a call fails.
 */
export async function matrixDetours(
  matrix: MatrixCall,
  path: readonly LatLng[],
  stations: readonly MatrixStation[],
  signal?: AbortSignal,
): Promise<Map<string, WireDetour>> {
  const cumulative = cumulativeMetres(path);
  const costed = await Promise.all(
    stations.map(async (station): Promise<[string, WireDetour] | null> => {
      const span = probeSpanMetres(station.off);
      const before = pointAlong(path, cumulative, station.along - span);
      const after = pointAlong(path, cumulative, station.along + span);
      const request = { origins: [before, station.location], destinations: [station.location, after] };
      const [fromBefore, fromStation] = await matrix(request, signal ? { signal } : {});
      const aToS = fromBefore?.[0];
      const aToB = fromBefore?.[1];
      const sToB = fromStation?.[1];
      return aToS && aToB && sToB ? [station.key, legLocalDetour(aToS, sToB, aToB)] : null;
    }),
  );
  return new Map(costed.filter((entry): entry is [string, WireDetour] => entry !== null));
}
