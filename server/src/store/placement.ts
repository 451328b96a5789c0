/**
 * Stations whose coordinates cannot be where they are: in the sea, or far from their postcode area
 * among another area's stations. The UK file's own cleaning marks 51 rows `suspect`; these are the
 * ones it let through (a Belfast station 15 km out in the Irish Sea, a Fort William one in County
 * Durham, a Newcastle one in Flintshire). A pin in the wrong place sends drivers there and makes
 * every distance to it wrong, so the import leaves such rows out and reports them.
 */

import KDBush from 'kdbush';
import { around } from 'geokdbush';
import { haversine } from '../geo/haversine.ts';
import type { Land } from '../geo/land.ts';

export interface Placed {
  lat: number;
  lng: number;
  postcode: string | null;
  country_code: string;
}

/**
 * How far beyond Natural Earth's 1:10m coast a station may stand. The 1:10m land leaves out small
 * islands with forecourts: Out Skerries (Shetland) is 9.0 km from it, a shop on Orkney 2.8 km; the
 * misplaced rows are 14 km out and more (Belfast's "Star" 14.8 km, Port Askaig's corrected sign 14.4 km).
 */
export const SEA_TOLERANCE_M = 10_000;
/** A station is far from its postcode area beyond this many times the area's median distance from its median… */
export const AREA_SPREAD_FACTOR = 2.5;
/** …and beyond this many metres (the median distance of a city's area is a few kilometres). */
export const AREA_MIN_FAR_M = 25_000;
/** Neighbours looked at: a station far from its area's median is misplaced when fewer than half share its area. */
export const NEIGHBOURS = 6;
/** …and its own area's nearest station (not itself astray) is farther than this… */
export const OWN_AREA_FAR_M = 20_000;
/** …and this many times farther than the nearest station of any area. */
export const OWN_AREA_RATIO = 4;

/** A UK postcode's area: its leading letters ("LS" of "LS10 1AB"); null for no UK postcode. */
function ukArea(postcode: string | null, country: string): string | null {
  if (!postcode || country !== 'GB') return null;
  return /^([A-Z]{1,2})\d/.exec(postcode.trim().toUpperCase())?.[1] ?? null;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * The rows (by index) whose coordinates are misplaced, each with the reason, in words a report reads.
 *
 * - **In the sea**: farther than `SEA_TOLERANCE_M` from land.
 * - **Far from its postcode area**: farther from the median of its area's stations than both
 *   `AREA_SPREAD_FACTOR` times the area's median distance and `AREA_MIN_FAR_M`, and among other areas'
 *   stations: fewer than half of its `NEIGHBOURS` nearest stations share its area. Distance alone
 *   would take the islands and glens of the large Highland areas (Mallaig is 144 km from the middle
 *   of PH, Barra 137 km from HS's), whose neighbours are their own area's; a misplaced row stands among
 *   another area's stations (the Newcastle one in Flintshire among CH ones).
 */
export function misplacedRows(rows: readonly Placed[], land: Land): Map<number, string> {
  const out = new Map<number, string>();
  rows.forEach((r, i) => {
    if (land.massAt(r.lat, r.lng) !== null) return;
    const coast = land.coastMetres(r.lat, r.lng, SEA_TOLERANCE_M);
    if (coast === null) out.set(i, `coordinates are in the sea, more than ${SEA_TOLERANCE_M / 1000} km from land`);
  });
  const areas = new Map<string, number[]>();
  rows.forEach((r, i) => {
    const area = ukArea(r.postcode, r.country_code);
    if (area === null || out.has(i)) return;
    const list = areas.get(area) ?? [];
    list.push(i);
    areas.set(area, list);
  });
  const candidates = [...areas.values()].flat();
  if (candidates.length === 0) return out;
  const kd = new KDBush(candidates.length, 64, Float64Array);
  for (const i of candidates) kd.add(rows[i]!.lng, rows[i]!.lat);
  kd.finish();
  /** Far from their area's middle and among other areas' stations: misplaced unless their own area's stations are near. */
  const strays = new Map<number, { area: string; metres: number }>();
  for (const [area, members] of areas) {
    if (members.length < 3) continue; // no middle to be far from
    const lat = median(members.map((i) => rows[i]!.lat));
    const lng = median(members.map((i) => rows[i]!.lng));
    const distances = members.map((i) => haversine(rows[i]!.lat, rows[i]!.lng, lat, lng));
    const far = Math.max(AREA_MIN_FAR_M, AREA_SPREAD_FACTOR * median(distances));
    members.forEach((i, k) => {
      const d = distances[k]!;
      if (d <= far) return;
      const r = rows[i]!;
      const near = (around(kd, r.lng, r.lat, NEIGHBOURS + 1) as number[]).map((n) => candidates[n]!).filter((n) => n !== i);
      const sameArea = near.filter((n) => ukArea(rows[n]!.postcode, rows[n]!.country_code) === area).length;
      if (sameArea * 2 < near.length) strays.set(i, { area, metres: d });
    });
  }
  for (const [i, { area, metres }] of strays) {
    const r = rows[i]!;
    const [nearestAny] = (around(kd, r.lng, r.lat, 2) as number[]).map((n) => candidates[n]!).filter((n) => n !== i);
    const [nearestOwn] = (around(kd, r.lng, r.lat, 1, Infinity, (n: number) => {
      const o = candidates[n]!;
      return o !== i && !strays.has(o) && ukArea(rows[o]!.postcode, rows[o]!.country_code) === area;
    }) as number[]).map((n) => candidates[n]!);
    if (nearestAny === undefined || nearestOwn === undefined) continue;
    const own = haversine(r.lat, r.lng, rows[nearestOwn]!.lat, rows[nearestOwn]!.lng);
    const any = haversine(r.lat, r.lng, rows[nearestAny]!.lat, rows[nearestAny]!.lng);
    if (own > OWN_AREA_FAR_M && own > OWN_AREA_RATIO * any) {
      out.set(i, `coordinates are ${Math.round(metres / 1000)} km from the middle of postcode area ${area}, ${Math.round(own / 1000)} km from its nearest station, among other areas' stations`);
    }
  }
  return out;
}
