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
 * before: absent from its row). Unique fields (id, name, address, phone, postcode, prices) are
 * taken as they are; fields that repeat across stations go through `values`.
 */
export function stationFromArray(v: readonly unknown[], values: SnapshotValues): StationRow {
  const text = (c: (typeof STATION_COLUMNS)[number]): string | null => values.text(c, v[COLUMN[c]] as string | null);
  const row: StationRow = {
    id: v[COLUMN.id] as string,
    name: v[COLUMN.name] as string,
    brand: text('brand'),
    operator: text('operator'),
    address: v[COLUMN.address] as string | null,
    address_line_2: text('address_line_2'),
    city: text('city'),
    county: text('county'),
    postcode: v[COLUMN.postcode] as string | null,
    nation: text('nation'),
    country_code: text('country_code')!,
    timezone: text('timezone')!,
    lat: v[COLUMN.lat] as number,
    lng: v[COLUMN.lng] as number,
    phone: v[COLUMN.phone] as string | null,
    website: text('website'),
    opening_hours: text('opening_hours'),
    bank_holiday_hours: text('bank_holiday_hours'),
    is_motorway: v[COLUMN.is_motorway] as boolean,
    is_supermarket: v[COLUMN.is_supermarket] as boolean,
    temporarily_closed: v[COLUMN.temporarily_closed] as boolean,
    // Shared and frozen (SnapshotValues.list); `StationRow` declares them mutable, nothing changes them.
    amenities: values.list(v[COLUMN.amenities] as string, parseTextArray) as string[],
    fuel_types: values.list(v[COLUMN.fuel_types] as string, parseTextArray) as FuelType[],
    prices: v[COLUMN.prices] as Partial<Record<FuelType, number>>,
    updated_at: text('updated_at'),
  };
  if (v.length > COLUMN.charging) row.charging = v[COLUMN.charging] as ChargingDetail | null;
  return row;
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
