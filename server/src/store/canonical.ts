/**
 * The canonical station CSV: parsing and per-row validation. The shipped UK file is in this
 * format; a brand loads its own with `npm run import -- FILE` (see server/README.md).
 *
 * Columns (header row required, order free, unknown columns ignored):
 *   required: id, name, lat, lng
 *   optional: brand, operator, address, address_line_2, city, county, postcode, nation,
 *             country_code, timezone, phone, website, opening_hours, bank_holiday_hours,
 *             is_motorway, is_supermarket, temporarily_closed, amenities, fuel_types,
 *             price_e10, price_e5, price_b7_standard, price_b7_premium, price_b10, price_hvo,
 *             updated_at, coord_quality
 * A bad row is reported with its line number and skipped; a file that is not valid CSV, or lacks
 * a required column, is rejected as a whole. A row whose optional `coord_quality` is `suspect` is
 * skipped too (see `validateRecord`), and so is a row whose coordinates are in the sea or far from its
 * postcode area among another area's stations (`misplacedRows`); a lone dash in a text field means "none".
 */

import { parse } from 'csv-parse/sync';
import type { FuelType } from '../../../src/api/contract.ts';
import { isValidBankHolidayHours, isValidHours } from '../hours/opening-status.ts';
import { isValidTimeZone } from '../hours/zoned-time.ts';
import { toFiniteNumber } from '../http/coerce.ts';
import { naturalEarthLand } from '../geo/land.ts';
import { misplacedRows } from './placement.ts';
import { FUEL_TYPES, type CountryRow, type StationRow } from './rows.ts';

const PRICE_COLUMNS: Record<FuelType, string> = {
  E10: 'price_e10',
  E5: 'price_e5',
  B7_STANDARD: 'price_b7_standard',
  B7_PREMIUM: 'price_b7_premium',
  B10: 'price_b10',
  HVO: 'price_hvo',
};

/** Time zones for countries whose stations may omit the `timezone` column. */
const COUNTRY_TIME_ZONES: Record<string, string> = {
  GB: 'Europe/London',
  IE: 'Europe/Dublin',
  DE: 'Europe/Berlin',
  AT: 'Europe/Vienna',
  CH: 'Europe/Zurich',
  NL: 'Europe/Amsterdam',
  BE: 'Europe/Brussels',
  FR: 'Europe/Paris',
  LU: 'Europe/Luxembourg',
  PL: 'Europe/Warsaw',
};

export interface RowError {
  /** The CSV line, or the record's position (1-based) in a JSON source. */
  line: number;
  /** In a JSON source: the record's path, e.g. `data[3]` or `data[3].evses[0]`. */
  where?: string;
  message: string;
}

export interface ParsedFile {
  rows: StationRow[];
  errors: RowError[];
}

const REQUIRED = ['id', 'name', 'lat', 'lng'] as const;
const ID = /^[A-Za-z0-9_.:-]{1,128}$/;
const AMENITY = /^[a-z0-9_]{1,40}$/;
const COUNTRY = /^[A-Z]{2}$/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** A record refused, with a message safe to show. */
export class RowInvalid extends Error {}

/** A lone dash: the source's "none" (the UK file writes `—` for a missing second address line). */
const NONE_PLACEHOLDER = /^[-\u2013\u2014]$/;

function text(row: Record<string, string>, col: string, max: number, required = false): string | null {
  const raw = (row[col] ?? '').trim();
  if (raw === '' || NONE_PLACEHOLDER.test(raw)) {
    if (required) throw new RowInvalid(`${col} is required`);
    return null;
  }
  if (raw.length > max) throw new RowInvalid(`${col} is longer than ${max} characters`);
  if (CONTROL.test(raw)) throw new RowInvalid(`${col} contains control characters`);
  return raw;
}

/** A UK postcode anywhere in a text (`BS41 8JP`, `BS418JP`). */
const UK_POSTCODE = /\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b/gi;
/** A town that reads as a street: a house number (`49 SHAP ROAD`) or a road number (`A199`, `A16/A17 …`). */
const STREET_LIKE = /^(\d|[ABM]\d+[A-Z]?\b)/i;
/** Separators a line was cut off after (`BIRMINGHAM,`, `PETERBOROUGH.`). */
const trimSeparators = (line: string | null): string | null => line?.replace(/[\s,.;:]+$/, '') || null;

/**
 * The address lines a person reads, from what a file gives: trailing separators cut, a postcode
 * repeated in the town taken out (it has its own field), and a street given as the town moved to the
 * second address line, the county (where the file has one) becoming the town. The town names the
 * gazetteer's places: the UK file offered "Greater Manchester,", "Bristol Bs41 8jp" and "49 Shap Road".
 */
export function tidyPlaceLines(lines: { address_line_2: string | null; city: string | null; county: string | null }): typeof lines {
  let secondLine = trimSeparators(lines.address_line_2);
  const county = trimSeparators(lines.county);
  let city = trimSeparators(lines.city?.replace(UK_POSTCODE, '').replace(/\s{2,}/g, ' ').trim() ?? null);
  if (city && STREET_LIKE.test(city)) {
    if (secondLine === null) secondLine = city;
    city = county;
  }
  return { address_line_2: secondLine, city, county };
}

function bool(row: Record<string, string>, col: string): boolean {
  const raw = (row[col] ?? '').trim().toLowerCase();
  if (raw === '' || raw === 'false' || raw === '0' || raw === 'no') return false;
  if (raw === 'true' || raw === '1' || raw === 'yes') return true;
  throw new RowInvalid(`${col} must be true or false`);
}

function coordinate(row: Record<string, string>, col: 'lat' | 'lng'): number {
  const raw = (row[col] ?? '').trim();
  const n = toFiniteNumber(raw);
  const max = col === 'lat' ? 90 : 180;
  if (n === null || n < -max || n > max) throw new RowInvalid(`${col} must be a decimal number in [-${max}, ${max}]`);
  return n;
}

/** Validates one record (keys = header names). Throws RowInvalid with a safe message. */
export function validateRecord(row: Record<string, string>): StationRow {
  const id = text(row, 'id', 128, true)!;
  if (!ID.test(id)) throw new RowInvalid('id may only contain letters, digits, _ . : -');
  const name = text(row, 'name', 200, true)!;
  const lat = coordinate(row, 'lat');
  const lng = coordinate(row, 'lng');
  // The UK file's cleaning marks coordinates far from the row's postcode area `suspect` and leaves them
  // as given: a Wakefield station sat in South Shields, a Coleraine one in the Republic of Ireland. A pin
  // in the wrong town sends drivers there, and its distances are wrong: such a row is left out.
  if ((row['coord_quality'] ?? '').trim().toLowerCase() === 'suspect') throw new RowInvalid('coord_quality is suspect: the coordinates are far from the postcode area');
  const countryCode = (text(row, 'country_code', 2) ?? 'GB').toUpperCase();
  if (!COUNTRY.test(countryCode)) throw new RowInvalid('country_code must be an ISO 3166-1 alpha-2 code');
  const timezone = text(row, 'timezone', 64) ?? COUNTRY_TIME_ZONES[countryCode];
  if (!timezone) throw new RowInvalid(`timezone is required for country ${countryCode}`);
  if (!isValidTimeZone(timezone)) throw new RowInvalid('timezone is not a known IANA time zone');
  const website = text(row, 'website', 500);
  if (website !== null && !/^https?:\/\/[^\s]+$/i.test(website)) throw new RowInvalid('website must be an http(s) URL');
  const openingHours = text(row, 'opening_hours', 500);
  if (openingHours !== null && !isValidHours(openingHours)) throw new RowInvalid('opening_hours is not valid opening_hours syntax');
  const bankHoliday = text(row, 'bank_holiday_hours', 100);
  if (bankHoliday !== null && !isValidBankHolidayHours(bankHoliday)) throw new RowInvalid('bank_holiday_hours must be HH:MM-HH:MM[,HH:MM-HH:MM] or closed');
  const amenities = (text(row, 'amenities', 1000) ?? '').split('|').filter((a) => a !== '');
  for (const a of amenities) if (!AMENITY.test(a)) throw new RowInvalid('amenities must be |-separated lower-case names');
  const fuelTypes = (text(row, 'fuel_types', 200) ?? '').split('|').filter((f) => f !== '');
  for (const f of fuelTypes) if (!FUEL_TYPES.includes(f as FuelType)) throw new RowInvalid(`fuel_types may only contain ${FUEL_TYPES.join(', ')}`);
  const prices: Partial<Record<FuelType, number>> = {};
  for (const fuel of FUEL_TYPES) {
    const col = PRICE_COLUMNS[fuel];
    const raw = (row[col] ?? '').trim();
    if (raw === '') continue;
    const p = toFiniteNumber(raw);
    if (p === null || p <= 0 || p >= 1000) throw new RowInvalid(`${col} must be pence per litre between 0 and 1000`);
    prices[fuel] = p;
  }
  const updatedAt = text(row, 'updated_at', 40);
  if (updatedAt !== null && (!/^\d{4}-\d{2}-\d{2}T/.test(updatedAt) || Number.isNaN(Date.parse(updatedAt)))) {
    throw new RowInvalid('updated_at must be an ISO 8601 date-time');
  }
  return {
    id,
    name,
    brand: text(row, 'brand', 100),
    operator: text(row, 'operator', 200),
    address: trimSeparators(text(row, 'address', 300)),
    ...tidyPlaceLines({ address_line_2: text(row, 'address_line_2', 300), city: text(row, 'city', 100), county: text(row, 'county', 100) }),
    postcode: text(row, 'postcode', 16)?.toUpperCase() ?? null,
    nation: text(row, 'nation', 100),
    country_code: countryCode,
    timezone,
    lat,
    lng,
    phone: text(row, 'phone', 40),
    website,
    opening_hours: openingHours,
    bank_holiday_hours: bankHoliday,
    is_motorway: bool(row, 'is_motorway'),
    is_supermarket: bool(row, 'is_supermarket'),
    temporarily_closed: bool(row, 'temporarily_closed'),
    amenities: [...new Set(amenities)],
    fuel_types: [...new Set(fuelTypes)] as FuelType[],
    prices,
    updated_at: updatedAt === null ? null : new Date(updatedAt).toISOString().replace('.000Z', 'Z'),
  };
}

export class FileInvalid extends Error {}

/** Parses and validates a whole canonical CSV. Throws FileInvalid when the file itself is unusable. */
export function parseCanonicalCsv(content: string): ParsedFile {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(content, { bom: true, info: true, relax_column_count: true, skip_empty_lines: true }) as never;
  } catch (err) {
    const line = (err as { lines?: number }).lines;
    throw new FileInvalid(`not valid CSV${line ? ` near line ${line}` : ''}`);
  }
  if (records.length === 0) throw new FileInvalid('the file is empty');
  const header = records[0]!.record.map((h) => h.trim().toLowerCase());
  for (const col of REQUIRED) if (!header.includes(col)) throw new FileInvalid(`missing required column ${col}`);
  if (new Set(header).size !== header.length) throw new FileInvalid('duplicate column names');
  const items: SourceRecord[] = [];
  const errors: RowError[] = [];
  for (let r = 1; r < records.length; r++) {
    const { record, info } = records[r]!;
    const line = info.lines;
    if (record.length !== header.length) {
      errors.push({ line, message: `expected ${header.length} fields, found ${record.length}` });
      continue;
    }
    const obj: Record<string, string> = Object.create(null) as Record<string, string>;
    header.forEach((h, i) => (obj[h] = record[i]!));
    items.push({ line, fields: obj });
  }
  const checked = validateRecords(items);
  return { rows: checked.rows, errors: [...errors, ...checked.errors].sort((a, b) => a.line - b.line) };
}

/** A record of any source in canonical columns, with where it was (a CSV line, or a path such as `data[3]`). */
export interface SourceRecord {
  line: number;
  where?: string;
  fields: Record<string, string>;
}

/**
 * The validation every import shares, whatever its source: each record by `validateRecord` (then
 * `finish`, a source's own checks, which may throw `RowInvalid`), ids unique, and the placement check
 * over the whole set (sea, far from the postcode area). Bad records come back with where they were.
 */
export function validateRecords<R extends SourceRecord>(items: readonly R[], finish?: (row: StationRow, item: R) => StationRow): ParsedFile {
  const rows: StationRow[] = [];
  const kept: R[] = [];
  const errors: RowError[] = [];
  const seen = new Set<string>();
  const errorOf = (item: R, message: string): RowError => (item.where === undefined ? { line: item.line, message } : { line: item.line, where: item.where, message });
  for (const item of items) {
    try {
      let row = validateRecord(item.fields);
      if (seen.has(row.id)) throw new RowInvalid('duplicate id in this file');
      if (finish) row = finish(row, item);
      seen.add(row.id);
      rows.push(row);
      kept.push(item);
    } catch (err) {
      if (err instanceof RowInvalid) errors.push(errorOf(item, err.message));
      else throw err;
    }
  }
  // Rows valid one by one whose coordinates the others (and the land) say are wrong.
  const misplaced = rows.length > 0 ? misplacedRows(rows, naturalEarthLand()) : new Map<number, string>();
  if (misplaced.size === 0) return { rows, errors };
  for (const [i, message] of misplaced) errors.push(errorOf(kept[i]!, message));
  errors.sort((a, b) => a.line - b.line);
  return { rows: rows.filter((_, i) => !misplaced.has(i)), errors };
}

/** Parses data/countries.csv (trusted, shipped with the repo; invalid rows are skipped). */
export function parseCountriesCsv(content: string): CountryRow[] {
  const records = parse(content, { bom: true, columns: true, skip_empty_lines: true }) as Record<string, string>[];
  const out: CountryRow[] = [];
  for (const r of records) {
    const nums = ['center_lat', 'center_lng', 'bbox_south', 'bbox_west', 'bbox_north', 'bbox_east'].map((c) => toFiniteNumber(r[c] ?? ''));
    if (!COUNTRY.test(r.country_code ?? '') || nums.some((n) => n === null)) continue;
    const [cLat, cLng, s, w, n, e] = nums as number[];
    out.push({
      country_code: r.country_code!,
      name: r.name ?? r.country_code!,
      center_lat: cLat!,
      center_lng: cLng!,
      south: s!,
      west: w!,
      north: n!,
      east: e!,
      area_km2: toFiniteNumber(r.area_km2 ?? ''),
    });
  }
  return out;
}
