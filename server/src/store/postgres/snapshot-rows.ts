/**
 * A snapshot's station rows read from PostgreSQL through a cursor, a page at a time, as arrays, and
 * decoded into `StationRow`s with the values that repeat kept once (snapshot-values.ts).
 */

import pg from 'pg';
import type { FuelType } from '../../../../src/api/contract.ts';
import type { ChargingDetail } from '../../charging/types.ts';
import type { StationRow } from '../rows.ts';
import { STATION_COLUMNS } from '../station-columns.ts';
import type { SnapshotValues } from '../snapshot-values.ts';
import type { Client } from './db.ts';

/**
 * Rows per page of a snapshot's cursor. The driver parses a page's rows in one go, a few
 * milliseconds for 1,000 stations; the event loop is free between pages. All 150,000 at once
 * held a replica rebuilding while it serves for longer than an answer may take.
 */
export const SNAPSHOT_PAGE = 1000;

const same = (s: string): string => s;
const TEXT_ARRAY_OID = 1009;
/** The driver's parser of a type (its declared type ids leave out the array types it parses too). */
const driverParser = pg.types.getTypeParser as (oid: number, format?: string) => (raw: string) => unknown;
const parseTextArray = driverParser(TEXT_ARRAY_OID) as (raw: string) => string[];

/** The driver's parsers, but `text[]` left as PostgreSQL's text: most rows repeat a list, and a repeated one is not parsed again. */
const RAW_LISTS: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: string) => (oid === TEXT_ARRAY_OID ? same : driverParser(oid, format))) as pg.CustomTypesConfig['getTypeParser'],
};

/** The columns of `STATION_COLUMNS` a station row is read with, by position. */
const COLUMN = Object.fromEntries(STATION_COLUMNS.map((c, k) => [c, k])) as Record<(typeof STATION_COLUMNS)[number], number>;

/**
 * One station from a row of `SELECT <STATION_COLUMNS>` (without `charging` for a fuel station, as
 * before: absent from its row), with the values that repeat across stations taken from `values`.
 */
export function stationFromArray(v: readonly unknown[], values: SnapshotValues): StationRow {
  const row: StationRow = {
    id: v[COLUMN.id] as string,
    name: v[COLUMN.name] as string,
    brand: v[COLUMN.brand] as string | null,
    operator: v[COLUMN.operator] as string | null,
    address: v[COLUMN.address] as string | null,
    address_line_2: v[COLUMN.address_line_2] as string | null,
    city: v[COLUMN.city] as string | null,
    county: v[COLUMN.county] as string | null,
    postcode: v[COLUMN.postcode] as string | null,
    nation: v[COLUMN.nation] as string | null,
    country_code: v[COLUMN.country_code] as string,
    timezone: v[COLUMN.timezone] as string,
    lat: v[COLUMN.lat] as number,
    lng: v[COLUMN.lng] as number,
    phone: v[COLUMN.phone] as string | null,
    website: v[COLUMN.website] as string | null,
    opening_hours: v[COLUMN.opening_hours] as string | null,
    bank_holiday_hours: v[COLUMN.bank_holiday_hours] as string | null,
    is_motorway: v[COLUMN.is_motorway] as boolean,
    is_supermarket: v[COLUMN.is_supermarket] as boolean,
    temporarily_closed: v[COLUMN.temporarily_closed] as boolean,
    // Shared and frozen (SnapshotValues.list); `StationRow` declares them mutable, nothing changes them.
    amenities: values.list(v[COLUMN.amenities] as string, parseTextArray) as string[],
    fuel_types: values.list(v[COLUMN.fuel_types] as string, parseTextArray) as FuelType[],
    prices: v[COLUMN.prices] as Partial<Record<FuelType, number>>,
    updated_at: v[COLUMN.updated_at] as string | null,
  };
  if (v.length > COLUMN.charging) row.charging = v[COLUMN.charging] as ChargingDetail | null;
  return values.shareRepeatedText(row);
}

/**
 * The stations of `select` (columns in `STATION_COLUMNS` order), read through a cursor a page at
 * a time, in the transaction `c` is in (a cursor lives in one). Rows come as arrays (no object per
 * row from the driver that would be dropped at once) and are decoded page by page.
 */
export async function stationsInPages(c: Client, select: string, values: SnapshotValues): Promise<StationRow[]> {
  await c.query(`DECLARE snapshot_rows NO SCROLL CURSOR FOR ${select}`);
  const rows: StationRow[] = [];
  const fetch = { text: `FETCH ${SNAPSHOT_PAGE} FROM snapshot_rows`, rowMode: 'array' as const, types: RAW_LISTS };
  for (;;) {
    const page = (await c.query<unknown[]>(fetch)).rows;
    for (const r of page) rows.push(stationFromArray(r, values));
    if (page.length < SNAPSHOT_PAGE) break;
  }
  await c.query('CLOSE snapshot_rows');
  return rows;
}
