/**
 * PostgreSQL: stations, countries and imports. Only bound parameters: a batch of rows travels as
 * one JSON parameter that `json_to_recordset` turns into typed rows (one statement per 2,000
 * stations instead of one round trip each).
 */

import type { CountryRow, StationRow } from '../rows.ts';
import { COUNTRY_COLUMNS, COUNTRY_UPDATES, STATION_COLUMNS, STATION_UPDATES } from '../station-columns.ts';
import { kindOf, type StationKind, type EvseStatusChanges, type EvseStatusRow, type ImportResult, type StationsRepository, type StationsSnapshot, statusRow } from '../store.ts';
import { type Client, LOCK_KEY, LOCK_NAMESPACE, type Pool, transaction } from './db.ts';
import { SnapshotValues } from '../snapshot-values.ts';
import { stationsInPages } from './snapshot-rows.ts';

/** The channel an import notifies on (in its transaction: delivered when it commits). */
export const IMPORTS_CHANNEL = 'station_imports';

/** Rows per INSERT statement. */
const BATCH = 2000;

const STATION_TYPES: Record<(typeof STATION_COLUMNS)[number], string> = {
  id: 'text',
  name: 'text',
  brand: 'text',
  operator: 'text',
  address: 'text',
  address_line_2: 'text',
  city: 'text',
  county: 'text',
  postcode: 'text',
  nation: 'text',
  country_code: 'text',
  timezone: 'text',
  lat: 'double precision',
  lng: 'double precision',
  phone: 'text',
  website: 'text',
  opening_hours: 'text',
  bank_holiday_hours: 'text',
  is_motorway: 'boolean',
  is_supermarket: 'boolean',
  temporarily_closed: 'boolean',
  amenities: 'text[]',
  fuel_types: 'text[]',
  prices: 'json',
  updated_at: 'text',
  charging: 'json',
};

const COUNTRY_TYPES: Record<(typeof COUNTRY_COLUMNS)[number], string> = {
  country_code: 'text',
  name: 'text',
  center_lat: 'double precision',
  center_lng: 'double precision',
  south: 'double precision',
  west: 'double precision',
  north: 'double precision',
  east: 'double precision',
  area_km2: 'double precision',
};

const recordType = (types: Record<string, string>): string =>
  Object.entries(types)
    .map(([c, t]) => `${c} ${t}`)
    .join(', ');

const STATIONS = STATION_COLUMNS.join(', ');
/**
 * A fuel station's columns: all but `charging` (null for them, and absent from their rows). Not
 * selected rather than deleted from each row afterwards: that was a copy of every row in one go,
 * which held a replica's event loop while it rebuilt, and left each row a slow dictionary object.
 */
const FUEL_STATIONS = STATION_COLUMNS.filter((c) => c !== 'charging').join(', ');

const UPSERT_STATIONS = `
  INSERT INTO stations (${STATIONS}, source)
  SELECT ${STATIONS}, $2 FROM json_to_recordset($1::json) AS r(${recordType(STATION_TYPES)})
  ON CONFLICT (id) DO UPDATE SET ${STATION_UPDATES}`;

const UPSERT_COUNTRIES = `
  INSERT INTO countries (${COUNTRY_COLUMNS.join(', ')})
  SELECT ${COUNTRY_COLUMNS.join(', ')} FROM json_to_recordset($1::json) AS r(${recordType(COUNTRY_TYPES)})
  ON CONFLICT (country_code) DO UPDATE SET ${COUNTRY_UPDATES}`;

const lockImports = (c: Client) => c.query('SELECT pg_advisory_xact_lock($1::int, $2::int)', [LOCK_NAMESPACE, LOCK_KEY.imports]);

export class PgStationsRepository implements StationsRepository {
  constructor(private readonly pool: Pool) {}

  async count(kind: StationKind = 'fuel'): Promise<number> {
    return countIn(this.pool, kind);
  }

  async wasImported(source: string, hash: string): Promise<boolean> {
    return wasImportedIn(this.pool, source, hash);
  }

  /**
   * Imports serialise on an advisory lock, and the "already imported?" check is repeated under
   * it: replicas that start together with the same shipped file import it once.
   */
  async importRows(source: string, hash: string, rows: StationRow[], skipped: number, replace = false): Promise<ImportResult> {
    return transaction(this.pool, async (c) => {
      await lockImports(c);
      if (await wasImportedIn(c, source, hash)) {
        return { source, imported: 0, total: await countIn(c, kindOf(rows)), alreadyImported: true, removed: 0 };
      }
      // One statement must not update a row twice; a repeated id keeps its last row (as in SQLite).
      const unique = [...new Map(rows.map((r) => [r.id, r])).values()];
      for (let k = 0; k < unique.length; k += BATCH) {
        await c.query(UPSERT_STATIONS, [JSON.stringify(unique.slice(k, k + BATCH)), source]);
      }
      let removed = 0;
      if (replace) {
        await c.query('CREATE TEMP TABLE import_ids (id text PRIMARY KEY) ON COMMIT DROP');
        await c.query('INSERT INTO import_ids SELECT unnest($1::text[])', [unique.map((r) => r.id)]);
        const deleted = await c.query('DELETE FROM stations s WHERE s.source = $1 AND NOT EXISTS (SELECT 1 FROM import_ids i WHERE i.id = s.id)', [source]);
        removed = deleted.rowCount ?? 0;
      }
      const { rows: recorded } = await c.query<{ seq: string }>(
        'INSERT INTO imports (source, sha256, rows, skipped) VALUES ($1, $2, $3, $4) RETURNING seq',
        [source, hash, rows.length, skipped],
      );
      // Delivered to every listening replica when this transaction commits, never before.
      await c.query('SELECT pg_notify($1, $2)', [IMPORTS_CHANNEL, recorded[0]!.seq]);
      return { source, imported: rows.length, total: await countIn(c, kindOf(rows)), alreadyImported: false, removed };
    });
  }

  async countriesCount(): Promise<number> {
    const { rows } = await this.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM countries');
    return rows[0]!.n;
  }

  async importCountries(rows: CountryRow[]): Promise<void> {
    await transaction(this.pool, async (c) => {
      await lockImports(c);
      await c.query(UPSERT_COUNTRIES, [JSON.stringify(rows)]);
    });
  }

  async version(): Promise<number> {
    return versionIn(this.pool);
  }

  async snapshot(): Promise<StationsSnapshot> {
    // REPEATABLE READ: the three reads see the database as of one moment (the cursors' pages too).
    const values = new SnapshotValues();
    return transaction(
      this.pool,
      async (c) => ({
        version: await versionIn(c),
        stations: await stationsInPages(c, `SELECT ${FUEL_STATIONS} FROM stations WHERE charging IS NULL ORDER BY seq`, values),
        charging: await stationsInPages(c, `SELECT ${STATIONS} FROM stations WHERE charging IS NOT NULL ORDER BY seq`, values),
        countries: (await c.query<CountryRow>(`SELECT ${COUNTRY_COLUMNS.join(', ')} FROM countries ORDER BY country_code COLLATE "C"`)).rows,
      }),
      'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY',
    );
  }

  async writeEvseStatuses(rows: EvseStatusRow[]): Promise<number> {
    return transaction(this.pool, async (c) => {
      const { rows: next } = await c.query<{ seq: number }>("SELECT nextval('evse_status_seq')::int AS seq");
      const seq = next[0]!.seq;
      await c.query(UPSERT_EVSE_STATUS, [JSON.stringify(rows), seq]);
      // Every replica hears it when this commits, and reads the statuses after the number it has.
      await c.query('SELECT pg_notify($1, $2)', [IMPORTS_CHANNEL, `status ${seq}`]);
      return seq;
    });
  }

  async evseStatusesSince(seq: number): Promise<EvseStatusChanges> {
    const { rows } = await this.pool.query<EvseStatusRow & { seq: number }>(
      'SELECT site_id, evse_uid, status, status_updated_at, seq::int AS seq FROM evse_status WHERE seq > $1 ORDER BY seq',
      [seq],
    );
    return { seq: rows.reduce((m, r) => Math.max(m, r.seq), seq), statuses: rows.map(statusRow) };
  }
}

const UPSERT_EVSE_STATUS = `
  INSERT INTO evse_status (site_id, evse_uid, status, status_updated_at, seq)
  SELECT site_id, evse_uid, status, status_updated_at, $2 FROM json_to_recordset($1::json) AS r(site_id text, evse_uid text, status text, status_updated_at text)
  ON CONFLICT (site_id, evse_uid) DO UPDATE SET status = excluded.status, status_updated_at = excluded.status_updated_at, seq = excluded.seq`;

type Queryable = Pool | Client;

async function countIn(q: Queryable, kind: StationKind): Promise<number> {
  return (await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM stations WHERE charging IS ${kind === 'fuel' ? '' : 'NOT '}NULL`)).rows[0]!.n;
}

async function wasImportedIn(q: Queryable, source: string, hash: string): Promise<boolean> {
  return (await q.query('SELECT 1 FROM imports WHERE source = $1 AND sha256 = $2', [source, hash])).rowCount === 1;
}

async function versionIn(q: Queryable): Promise<number> {
  return (await q.query<{ v: number }>('SELECT coalesce(max(seq), 0)::int AS v FROM imports')).rows[0]!.v;
}
