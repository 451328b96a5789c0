/** SQL for stations, countries and imports. Only bound parameters; routes never write SQL. */

import { createHash } from 'node:crypto';
import type { FuelType } from '../../../src/api/contract.ts';
import type { CountryRow, StationRow } from '../import/canonical.ts';
import type { Db } from './db.ts';

/** The columns stored as text or integers; every other column holds the `StationRow` field as is. */
type EncodedColumns = 'is_motorway' | 'is_supermarket' | 'temporarily_closed' | 'amenities' | 'fuel_types' | 'prices';

/** A `stations` row: the station with its encoded columns, and the import source. */
type StationDbRow = Omit<StationRow, EncodedColumns> & {
  is_motorway: number;
  is_supermarket: number;
  temporarily_closed: number;
  amenities: string;
  fuel_types: string;
  prices: string;
  source: string;
};

export function sha256(content: string | Buffer): string {
  return createHash('sha256').update(content).digest('hex');
}

export interface ImportResult {
  source: string;
  /** Rows written (inserted or updated). */
  imported: number;
  /** Rows in the table afterwards. */
  total: number;
  /** True when this exact file was already imported and nothing was done. */
  alreadyImported: boolean;
  /** Stations of this source removed because the file no longer lists them (replace mode). */
  removed: number;
}

export class StationsRepository {
  constructor(private readonly db: Db) {}

  count(): number {
    return (this.db.prepare('SELECT count(*) AS n FROM stations').get() as { n: number }).n;
  }

  all(): StationRow[] {
    const rows = this.db.prepare('SELECT * FROM stations ORDER BY rowid').all() as StationDbRow[];
    return rows.map(fromDb);
  }

  wasImported(source: string, hash: string): boolean {
    return this.db.prepare('SELECT 1 FROM imports WHERE source = ? AND sha256 = ?').get(source, hash) !== undefined;
  }

  /**
   * Upserts the rows of one source in a single transaction: all of them or none. With `replace`,
   * stations of the same source that the file no longer lists are deleted.
   */
  importRows(source: string, hash: string, rows: StationRow[], skipped: number, replace = false): ImportResult {
    if (this.wasImported(source, hash)) {
      return { source, imported: 0, total: this.count(), alreadyImported: true, removed: 0 };
    }
    const upsert = this.db.prepare(`
      INSERT INTO stations (id, name, brand, operator, address, address_line_2, city, county, postcode, nation,
        country_code, timezone, lat, lng, phone, website, opening_hours, bank_holiday_hours, is_motorway,
        is_supermarket, temporarily_closed, amenities, fuel_types, prices, updated_at, source)
      VALUES (@id, @name, @brand, @operator, @address, @address_line_2, @city, @county, @postcode, @nation,
        @country_code, @timezone, @lat, @lng, @phone, @website, @opening_hours, @bank_holiday_hours, @is_motorway,
        @is_supermarket, @temporarily_closed, @amenities, @fuel_types, @prices, @updated_at, @source)
      ON CONFLICT (id) DO UPDATE SET name = excluded.name, brand = excluded.brand, operator = excluded.operator,
        address = excluded.address, address_line_2 = excluded.address_line_2, city = excluded.city,
        county = excluded.county, postcode = excluded.postcode, nation = excluded.nation,
        country_code = excluded.country_code, timezone = excluded.timezone, lat = excluded.lat, lng = excluded.lng,
        phone = excluded.phone, website = excluded.website, opening_hours = excluded.opening_hours,
        bank_holiday_hours = excluded.bank_holiday_hours, is_motorway = excluded.is_motorway,
        is_supermarket = excluded.is_supermarket, temporarily_closed = excluded.temporarily_closed,
        amenities = excluded.amenities, fuel_types = excluded.fuel_types, prices = excluded.prices,
        updated_at = excluded.updated_at, source = excluded.source`);
    let removed = 0;
    this.db.transaction(() => {
      for (const r of rows) upsert.run(toDb(r, source));
      if (replace) {
        this.db.exec('CREATE TEMP TABLE IF NOT EXISTS import_ids (id TEXT PRIMARY KEY)');
        this.db.exec('DELETE FROM import_ids');
        const add = this.db.prepare('INSERT OR IGNORE INTO import_ids (id) VALUES (?)');
        for (const r of rows) add.run(r.id);
        removed = this.db.prepare('DELETE FROM stations WHERE source = ? AND id NOT IN (SELECT id FROM import_ids)').run(source).changes;
        this.db.exec('DELETE FROM import_ids');
      }
      this.db.prepare('INSERT INTO imports (source, sha256, rows, skipped, imported_at) VALUES (?, ?, ?, ?, ?)').run(source, hash, rows.length, skipped, new Date().toISOString());
    })();
    return { source, imported: rows.length, total: this.count(), alreadyImported: false, removed };
  }

  countriesCount(): number {
    return (this.db.prepare('SELECT count(*) AS n FROM countries').get() as { n: number }).n;
  }

  importCountries(rows: CountryRow[]): void {
    const upsert = this.db.prepare(`
      INSERT INTO countries (country_code, name, center_lat, center_lng, south, west, north, east, area_km2)
      VALUES (@country_code, @name, @center_lat, @center_lng, @south, @west, @north, @east, @area_km2)
      ON CONFLICT (country_code) DO UPDATE SET name = excluded.name, center_lat = excluded.center_lat,
        center_lng = excluded.center_lng, south = excluded.south, west = excluded.west, north = excluded.north,
        east = excluded.east, area_km2 = excluded.area_km2`);
    this.db.transaction(() => {
      for (const r of rows) upsert.run(r);
    })();
  }

  countries(): CountryRow[] {
    return this.db.prepare('SELECT * FROM countries ORDER BY country_code').all() as CountryRow[];
  }
}

function toDb(r: StationRow, source: string): StationDbRow {
  return {
    ...r,
    is_motorway: r.is_motorway ? 1 : 0,
    is_supermarket: r.is_supermarket ? 1 : 0,
    temporarily_closed: r.temporarily_closed ? 1 : 0,
    amenities: r.amenities.join('|'),
    fuel_types: r.fuel_types.join('|'),
    prices: JSON.stringify(r.prices),
    source,
  };
}

function fromDb(r: StationDbRow): StationRow {
  let prices: Partial<Record<FuelType, number>>;
  try {
    prices = JSON.parse(r.prices) as Partial<Record<FuelType, number>>;
  } catch {
    prices = {};
  }
  return {
    id: r.id,
    name: r.name,
    brand: r.brand,
    operator: r.operator,
    address: r.address,
    address_line_2: r.address_line_2,
    city: r.city,
    county: r.county,
    postcode: r.postcode,
    nation: r.nation,
    country_code: r.country_code,
    timezone: r.timezone,
    lat: r.lat,
    lng: r.lng,
    phone: r.phone,
    website: r.website,
    opening_hours: r.opening_hours,
    bank_holiday_hours: r.bank_holiday_hours,
    is_motorway: r.is_motorway === 1,
    is_supermarket: r.is_supermarket === 1,
    temporarily_closed: r.temporarily_closed === 1,
    amenities: r.amenities === '' ? [] : r.amenities.split('|'),
    fuel_types: (r.fuel_types === '' ? [] : r.fuel_types.split('|')) as FuelType[],
    prices,
    updated_at: r.updated_at,
  };
}
