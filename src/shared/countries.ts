/**
 * The packaged country table (`data/countries.csv`, ODbL: see data/SOURCES.md) picks the starting map
 * area for the config's `country` (spec sections 1 and 3). The fallback country is GB.
 *
 * Why CSV text, parsed here, rather than a generated module: the data file stays byte-identical to the
 * vetted, attributed source (ODbL asks changes to stay traceable), and there is no generation step to
 * forget. The table is ~13 KB gzipped, so it is loaded with a dynamic import: its own chunk, never in the
 * initial one. `parseCountries` and `findCountry` are pure and tested.
 */
import { parseCsvRecords } from './csv';
import type { LatLng } from './geo';

export const FALLBACK_COUNTRY_CODE = 'GB';

export interface Country {
  /** ISO 3166-1 alpha-2, upper case. */
  code: string;
  name: string;
  center: LatLng;
  /** West greater than east means the box crosses the antimeridian. */
  bbox: { south: number; west: number; north: number; east: number };
  areaKm2: number;
}

export type CountryTable = ReadonlyMap<string, Country>;

/** Parses the country CSV into a table keyed by upper-case alpha-2 code. Rows with bad numbers are skipped. */
export function parseCountries(csv: string): CountryTable {
  const table = new Map<string, Country>();
  for (const record of parseCsvRecords(csv)) {
    const numbers = [
      record.center_lat, record.center_lng, record.bbox_south, record.bbox_west, record.bbox_north, record.bbox_east,
    ].map((value) => (value === undefined || value === '' ? Number.NaN : Number(value)));
    const code = record.country_code?.trim().toUpperCase();
    if (!code || numbers.some((n) => !Number.isFinite(n))) continue;
    const [lat, lng, south, west, north, east] = numbers as [number, number, number, number, number, number];
    table.set(code, {
      code,
      name: record.name ?? code,
      center: { lat, lng },
      bbox: { south, west, north, east },
      areaKm2: Number(record.area_km2) || 0,
    });
  }
  return table;
}

/** The country for an alpha-2 code (any case), else the fallback GB. */
export function findCountry(table: CountryTable, code: string | null | undefined): Country {
  const found = code ? table.get(code.trim().toUpperCase()) : undefined;
  const fallback = table.get(FALLBACK_COUNTRY_CODE);
  if (found) return found;
  if (!fallback) throw new Error(`The country table has no fallback country ${FALLBACK_COUNTRY_CODE}`);
  return fallback;
}

let tablePromise: Promise<CountryTable> | undefined;

/** Loads and parses the packaged table once per page (it is immutable data, safe to share). */
export function loadCountries(): Promise<CountryTable> {
  tablePromise ??= import('../../data/countries.csv').then((module) => parseCountries(module.default));
  return tablePromise;
}
