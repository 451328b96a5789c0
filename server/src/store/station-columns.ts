/** The station columns both stores keep: one list for the SQL of both (never user input). */

import type { CountryRow, StationRow } from './rows.ts';

/** Every `StationRow` field, in table order; each store adds `source` (the import it came from). */
export const STATION_COLUMNS = [
  'id',
  'name',
  'brand',
  'operator',
  'address',
  'address_line_2',
  'city',
  'county',
  'postcode',
  'nation',
  'country_code',
  'timezone',
  'lat',
  'lng',
  'phone',
  'website',
  'opening_hours',
  'bank_holiday_hours',
  'is_motorway',
  'is_supermarket',
  'temporarily_closed',
  'amenities',
  'fuel_types',
  'prices',
  'updated_at',
  'charging',
] as const satisfies readonly (keyof StationRow)[];

// A field added to StationRow but not here fails to compile.
type Missing = Exclude<keyof StationRow, (typeof STATION_COLUMNS)[number]>;
const complete: [Missing] extends [never] ? true : Missing = true;
void complete;

/** `col = excluded.col` for every column but the key, and the source: the upsert's update list. */
export const STATION_UPDATES = [...STATION_COLUMNS.filter((c) => c !== 'id'), 'source'].map((c) => `${c} = excluded.${c}`).join(', ');

export const COUNTRY_COLUMNS = ['country_code', 'name', 'center_lat', 'center_lng', 'south', 'west', 'north', 'east', 'area_km2'] as const satisfies readonly (keyof CountryRow)[];
export const COUNTRY_UPDATES = COUNTRY_COLUMNS.filter((c) => c !== 'country_code').map((c) => `${c} = excluded.${c}`).join(', ');
