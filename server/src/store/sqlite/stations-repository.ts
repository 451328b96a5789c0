/** SQLite: stations, countries and imports. Only bound parameters; routes never write SQL. */

import type { FuelType } from '../../../../src/api/contract.ts';
import type { CountryRow, StationRow } from '../rows.ts';
import { SnapshotValues } from '../snapshot-values.ts';
import { COUNTRY_COLUMNS, COUNTRY_UPDATES, STATION_COLUMNS, STATION_UPDATES } from '../station-columns.ts';
import type { ChargingDetail } from '../../charging/types.ts';
import { kindOf, type StationKind, type EvseStatusChanges, type EvseStatusRow, type ImportResult, type StationsRepository, type StationsSnapshot, statusRow } from '../store.ts';
import Database from 'better-sqlite3';
import type { Db } from './db.ts';

/** The columns stored as text or integers; every other column holds the `StationRow` field as is. */
type EncodedColumns = 'is_motorway' | 'is_supermarket' | 'temporarily_closed' | 'amenities' | 'fuel_types' | 'prices' | 'charging';

/** A `stations` row: the station with its encoded columns, and the import source. */
type StationDbRow = Omit<StationRow, EncodedColumns> & {
  is_motorway: number;
  is_supermarket: number;
  temporarily_closed: number;
  amenities: string;
  fuel_types: string;
  prices: string;
  charging: string | null;
  source: string;
};

const UPSERT_STATION = `
  INSERT INTO stations (${STATION_COLUMNS.join(', ')}, source)
  VALUES (${STATION_COLUMNS.map((c) => `@${c}`).join(', ')}, @source)
  ON CONFLICT (id) DO UPDATE SET ${STATION_UPDATES}`;

const UPSERT_COUNTRY = `
  INSERT INTO countries (${COUNTRY_COLUMNS.join(', ')}) VALUES (${COUNTRY_COLUMNS.map((c) => `@${c}`).join(', ')})
  ON CONFLICT (country_code) DO UPDATE SET ${COUNTRY_UPDATES}`;

/** Synchronous underneath (better-sqlite3); the async face is the shared interface's. */
export class SqliteStationsRepository implements StationsRepository {
  constructor(private readonly db: Db) {}

  async count(kind: StationKind = 'fuel'): Promise<number> {
    return this.countNow(kind);
  }

  async wasImported(source: string, hash: string): Promise<boolean> {
    return this.wasImportedNow(source, hash);
  }

  async importRows(source: string, hash: string, rows: StationRow[], skipped: number, replace = false): Promise<ImportResult> {
    // One write transaction (IMMEDIATE): the check and the import cannot interleave with another writer.
    return this.db.transaction((): ImportResult => {
      if (this.wasImportedNow(source, hash)) {
        return { source, imported: 0, total: this.countNow(kindOf(rows)), alreadyImported: true, removed: 0 };
      }
      const upsert = this.db.prepare(UPSERT_STATION);
      for (const r of rows) upsert.run(toDb(r, source));
      let removed = 0;
      if (replace) {
        this.db.exec('CREATE TEMP TABLE IF NOT EXISTS import_ids (id TEXT PRIMARY KEY)');
        this.db.exec('DELETE FROM import_ids');
        const add = this.db.prepare('INSERT OR IGNORE INTO import_ids (id) VALUES (?)');
        for (const r of rows) add.run(r.id);
        removed = this.db.prepare('DELETE FROM stations WHERE source = ? AND id NOT IN (SELECT id FROM import_ids)').run(source).changes;
        this.db.exec('DELETE FROM import_ids');
      }
      this.db
        .prepare('INSERT INTO imports (source, sha256, rows, skipped, imported_at) VALUES (?, ?, ?, ?, ?)')
        .run(source, hash, rows.length, skipped, new Date().toISOString());
      return { source, imported: rows.length, total: this.countNow(kindOf(rows)), alreadyImported: false, removed };
    }).immediate();
  }

  async countriesCount(): Promise<number> {
    return (this.db.prepare('SELECT count(*) AS n FROM countries').get() as { n: number }).n;
  }

  async importCountries(rows: CountryRow[]): Promise<void> {
    const upsert = this.db.prepare(UPSERT_COUNTRY);
    this.db.transaction(() => {
      for (const r of rows) upsert.run(r);
    })();
  }

  async version(): Promise<number> {
    return this.versionNow();
  }

  async snapshot(): Promise<StationsSnapshot> {
    if (!this.db.memory) return this.snapshotInSlices();
    // One read transaction: the version, the stations and the countries of the same moment.
    const values = new SnapshotValues();
    return this.db.transaction(
      (): StationsSnapshot => ({
        version: this.versionNow(),
        stations: (this.db.prepare('SELECT * FROM stations WHERE charging IS NULL ORDER BY rowid').all() as StationDbRow[]).map((r) => fromDb(r, values)),
        charging: (this.db.prepare('SELECT * FROM stations WHERE charging IS NOT NULL ORDER BY rowid').all() as StationDbRow[]).map((r) => fromDb(r, values)),
        countries: this.db.prepare('SELECT * FROM countries ORDER BY country_code').all() as CountryRow[],
      }),
    )();
  }

  /**
   * `snapshot` of a file, for a replica rebuilding while it serves: read on a read-only connection of
   * its own, whose one read transaction sees the database of one moment, in slices with the event
   * loop handed back between them (150,000 stations read and decoded at once held it for a second).
   */
  private async snapshotInSlices(): Promise<StationsSnapshot> {
    const reader = new Database(this.db.name, { readonly: true, timeout: 2000 });
    try {
      reader.exec('BEGIN');
      const version = (reader.prepare('SELECT coalesce(max(rowid), 0) AS v FROM imports').get() as { v: number }).v;
      // Both kinds in one pass: a query for one kind scans the whole table (`charging` has no index),
      // and its first step, finding no charging site among 150,000 stations, held the loop 23 ms.
      const { stations, charging } = await decodedInSlices(reader.prepare('SELECT * FROM stations ORDER BY rowid'));
      const countries = reader.prepare('SELECT * FROM countries ORDER BY country_code').all() as CountryRow[];
      reader.exec('COMMIT');
      return { version, stations, charging, countries };
    } finally {
      reader.close();
    }
  }

  async writeEvseStatuses(rows: EvseStatusRow[]): Promise<number> {
    return this.db.transaction((): number => {
      const seq = (this.db.prepare('SELECT coalesce(max(seq), 0) + 1 AS seq FROM evse_status').get() as { seq: number }).seq;
      const upsert = this.db.prepare(
        `INSERT INTO evse_status (site_id, evse_uid, status, status_updated_at, seq) VALUES (@site_id, @evse_uid, @status, @status_updated_at, @seq)
         ON CONFLICT (site_id, evse_uid) DO UPDATE SET status = excluded.status, status_updated_at = excluded.status_updated_at, seq = excluded.seq`,
      );
      for (const r of rows) upsert.run({ site_id: r.site_id, evse_uid: r.evse_uid, status: r.status, status_updated_at: r.status_updated_at, seq });
      return seq;
    }).immediate();
  }

  async evseStatusesSince(seq: number): Promise<EvseStatusChanges> {
    const rows = this.db.prepare('SELECT site_id, evse_uid, status, status_updated_at, seq FROM evse_status WHERE seq > ? ORDER BY seq').all(seq) as (EvseStatusRow & { seq: number })[];
    return { seq: rows.reduce((m, r) => Math.max(m, r.seq), seq), statuses: rows.map(statusRow) };
  }

  private countNow(kind: StationKind): number {
    return (this.db.prepare(`SELECT count(*) AS n FROM stations WHERE charging IS ${kind === 'fuel' ? '' : 'NOT '}NULL`).get() as { n: number }).n;
  }

  private wasImportedNow(source: string, hash: string): boolean {
    return this.db.prepare('SELECT 1 FROM imports WHERE source = ? AND sha256 = ?').get(source, hash) !== undefined;
  }

  private versionNow(): number {
    return (this.db.prepare('SELECT coalesce(max(rowid), 0) AS v FROM imports').get() as { v: number }).v;
  }
}

/** The statement's stations, decoded and told apart (fuel stations, charging sites), handing the event loop back (setImmediate) every 8 ms of work. */
async function decodedInSlices(statement: Database.Statement): Promise<{ stations: StationRow[]; charging: StationRow[] }> {
  const stations: StationRow[] = [];
  const charging: StationRow[] = [];
  const values = new SnapshotValues();
  let start = performance.now();
  let read = 0;
  for (const row of statement.iterate() as IterableIterator<StationDbRow>) {
    (row.charging === null ? stations : charging).push(fromDb(row, values));
    if ((++read & 255) === 0 && performance.now() - start >= 8) {
      await new Promise((resolve) => setImmediate(resolve));
      start = performance.now();
    }
  }
  return { stations, charging };
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
    charging: r.charging ? JSON.stringify(r.charging) : null,
    source,
  };
}

const splitList = (raw: string): string[] => (raw === '' ? [] : raw.split('|'));

/** A station as stored, with the values that repeat across stations taken from `values` (snapshot-values.ts). */
function fromDb(r: StationDbRow, values: SnapshotValues): StationRow {
  let prices: Partial<Record<FuelType, number>>;
  try {
    prices = JSON.parse(r.prices) as Partial<Record<FuelType, number>>;
  } catch {
    prices = {};
  }
  const row: StationRow = {
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
    // Shared and frozen (SnapshotValues.list); `StationRow` declares them mutable, nothing changes them.
    amenities: values.list(r.amenities, splitList) as string[],
    fuel_types: values.list(r.fuel_types, splitList) as FuelType[],
    prices,
    updated_at: r.updated_at,
  };
  // Fuel stations come back without the key, as the CSV import makes them.
  if (r.charging !== null) row.charging = JSON.parse(r.charging) as ChargingDetail;
  return values.shareRepeatedText(row);
}
