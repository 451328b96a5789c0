/**
 * Station JSON written by hand from an explicit field list (no DB row is ever serialised whole).
 * The static part of each station is built once and cached; per request only the open status and
 * distances are appended. Every number written here is finite (validated on import).
 */

import type { LocationFields, WireArrival, WireDetour, WireLocation, WireMapField, WireMapLocation } from '../../../src/api/contract.ts';
import { bankHolidayHours, weeklyHours } from '../hours/opening-status.ts';
import type { StationRow } from '../store/rows.ts';
import { channelOfTrade, formattedAddress } from './stations.ts';

type StaticFields = Omit<WireLocation, 'open_status' | 'next_open_status_change' | 'distance' | 'driving_distance' | 'distance_from_route' | 'distance_along_route' | 'detour' | 'arrival' | 'bounds'>;

export function staticFields(r: StationRow, siteBrand: string): StaticFields {
  return {
    id: r.id,
    name: r.name,
    formatted_address: formattedAddress(r),
    telephone: r.phone,
    city: r.city,
    website: r.website,
    lat: r.lat,
    lng: r.lng,
    site_brand: siteBrand,
    channel_of_trade: channelOfTrade(r),
    watchlist_id: r.id,
    postcode: r.postcode,
    timezone: r.timezone,
    fuel_types: r.fuel_types,
    amenities: r.amenities,
    brand: r.brand,
    prices: r.prices,
    prices_updated_at: r.updated_at,
    opening_hours: r.opening_hours,
    weekly_hours: weeklyHours(r.opening_hours),
    bank_holiday_hours: bankHolidayHours(r.bank_holiday_hours),
    is_motorway: r.is_motorway,
    is_supermarket: r.is_supermarket,
    temporarily_closed: r.temporarily_closed,
  };
}

/** The static fields of the map projection (`fields=map`): an object literal, so the compiler holds it to `WireMapLocation`. */
function staticMapFields(f: StaticFields): Omit<WireMapLocation, 'open_status' | 'next_open_status_change'> {
  return {
    id: f.id,
    name: f.name,
    formatted_address: f.formatted_address,
    lat: f.lat,
    lng: f.lng,
    site_brand: f.site_brand,
    channel_of_trade: f.channel_of_trade,
  };
}

/** The static fields of the map projection, in the order of `layout=columns` answers. */
type StaticMapField = keyof ReturnType<typeof staticMapFields>;
const STATIC_MAP_COLUMNS = ['id', 'name', 'formatted_address', 'lat', 'lng', 'site_brand', 'channel_of_trade'] as const satisfies readonly StaticMapField[];

/**
 * The map projection's fields in the order of `layout=columns` answers (`MapColumnsResponse`): the
 * static ones, then the open status (a test checks that these are every `WireMapField`).
 */
export const MAP_COLUMNS = [...STATIC_MAP_COLUMNS, 'open_status', 'next_open_status_change'] as const satisfies readonly WireMapField[];

/** JSON texts of the static map fields of a station, in `MAP_COLUMNS` order (the open status follows them). */
export function staticMapCells(r: StationRow, siteBrand: string): string[] {
  const f = staticMapFields(staticFields(r, siteBrand));
  return STATIC_MAP_COLUMNS.map((name) => JSON.stringify(f[name]));
}

/** JSON texts of a station's open status fields, in `MAP_COLUMNS` order. */
export function statusCells(d: Pick<Dynamic, 'open_status' | 'next_open_status_change'>): [string, string] {
  return [`"${d.open_status}"`, d.next_open_status_change === null ? 'null' : `"${d.next_open_status_change}"`];
}

/** Which fields of a station an answer carries: all of them (`whole`) or a projection the request named (`fields`). */
export type Projection = 'whole' | LocationFields;

/** JSON of the static fields of `projection` without the closing brace. */
export function staticHead(r: StationRow, siteBrand: string, projection: Projection = 'whole'): string {
  const fields = staticFields(r, siteBrand);
  const json = JSON.stringify(projection === 'map' ? staticMapFields(fields) : fields);
  return json.slice(0, -1);
}

export interface Dynamic {
  open_status: string;
  next_open_status_change: string | null;
  distance?: number;
  distance_from_route?: number;
  distance_along_route?: number;
  detour?: WireDetour;
  arrival?: WireArrival;
  /** A charging site's `charging` object, as JSON text. */
  charging?: string;
}

const num = (n: number): string => (Number.isFinite(n) ? String(n) : 'null');

export function finishStation(head: string, d: Dynamic): string {
  const [status, next] = statusCells(d);
  let s = `${head},"open_status":${status},"next_open_status_change":${next}`;
  if (d.distance !== undefined) s += `,"distance":${num(d.distance)}`;
  if (d.distance_from_route !== undefined) s += `,"distance_from_route":${num(d.distance_from_route)}`;
  if (d.distance_along_route !== undefined) s += `,"distance_along_route":${num(d.distance_along_route)}`;
  if (d.detour !== undefined) s += `,"detour":{"seconds":${num(d.detour.seconds)},"metres":${num(d.detour.metres)},"method":"${d.detour.method}"}`;
  if (d.arrival !== undefined) s += `,"arrival":${JSON.stringify(d.arrival)}`;
  if (d.charging !== undefined) s += `,"charging":${d.charging}`;
  return `${s}}`;
}
