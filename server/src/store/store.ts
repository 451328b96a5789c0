/**
 * The store behind the API: stations with their import bookkeeping, and saved routes. Two
 * implementations of the same repositories: SQLite (`sqlite/`, the embedded default: one process,
 * one file) and PostgreSQL (`postgres/`, for replicas behind a load balancer). The routes and the
 * index never see which one they talk to.
 *
 * Every method is async: PostgreSQL answers over a socket. The SQLite repositories run their
 * statements synchronously (better-sqlite3) and return settled promises.
 */

import { createHash, randomBytes } from 'node:crypto';
import type { EvseStatus, SavedRoute, SavedRouteInput } from '../../../src/api/contract.ts';
import type { CountryRow, StationRow } from './rows.ts';
import type { AuthorsRepository } from './authors.ts';
import type { ConfigsRepository } from './configs.ts';

export type StoreKind = 'sqlite' | 'postgres';

export function sha256(content: string | Buffer): string {
  return createHash('sha256').update(content).digest('hex');
}

export interface ImportResult {
  source: string;
  /** Rows written (inserted or updated). */
  imported: number;
  /** Rows of the imported kind (fuel stations or charging sites) in the table afterwards. */
  total: number;
  /** True when this exact file was already imported and nothing was done. */
  alreadyImported: boolean;
  /** Stations of this source removed because the file no longer lists them (replace mode). */
  removed: number;
}

/** What the in-memory indexes are built from, read in one transaction. */
export interface StationsSnapshot {
  /** The data version: the sequence number of the latest import, 0 before the first. */
  version: number;
  /** Fuel stations, in the order they were first imported (an update keeps a station's place). */
  stations: StationRow[];
  /** Charging sites (rows with `charging`), in the same order. */
  charging: StationRow[];
  countries: CountryRow[];
}

/** An EVSE's status as reported (OCPI push or the status call). */
export interface EvseStatusRow {
  site_id: string;
  evse_uid: string;
  status: EvseStatus;
  /** ISO 8601 UTC. */
  status_updated_at: string;
}

/** A status row as read (a store's row may carry more columns, such as its sequence number). */
export const statusRow = (r: EvseStatusRow): EvseStatusRow => ({ site_id: r.site_id, evse_uid: r.evse_uid, status: r.status, status_updated_at: r.status_updated_at });

/** Status reports newer than a sequence number, and the newest number. */
export interface EvseStatusChanges {
  seq: number;
  statuses: EvseStatusRow[];
}

/** Fuel stations, or charging sites (rows with `charging`): one table, one import, counted apart. */
export type StationKind = 'fuel' | 'charging';

/** The kind of an import's rows (an import is of one kind). */
export const kindOf = (rows: readonly StationRow[]): StationKind => (rows.some((r) => r.charging) ? 'charging' : 'fuel');

export interface StationsRepository {
  /** Rows of one kind (default: fuel stations). */
  count(kind?: StationKind): Promise<number>;
  wasImported(source: string, hash: string): Promise<boolean>;
  /**
   * Upserts the rows of one source in a single transaction: all of them or none, and the import
   * is recorded (a later call with the same source and hash changes nothing). With `replace`,
   * stations of the same source that the rows no longer list are deleted.
   */
  importRows(source: string, hash: string, rows: StationRow[], skipped: number, replace?: boolean): Promise<ImportResult>;
  countriesCount(): Promise<number>;
  importCountries(rows: CountryRow[]): Promise<void>;
  /** The data version alone (see StationsSnapshot). */
  version(): Promise<number>;
  snapshot(): Promise<StationsSnapshot>;
  /**
   * Writes a batch of EVSE statuses in one transaction (all or none) under one new sequence number,
   * and tells the other processes (PostgreSQL: the imports' notice, so every replica looks). Returns the number.
   */
  writeEvseStatuses(rows: EvseStatusRow[]): Promise<number>;
  /** Statuses written after `seq` (all with 0). */
  evseStatusesSince(seq: number): Promise<EvseStatusChanges>;
}

/**
 * Saved routes of anonymous visitors. Every statement carries the owner (the SHA-256 of the
 * visitor's secret) in its WHERE clause (OWASP API1: BOLA): another owner's route is
 * indistinguishable from one that never existed.
 */
export interface RoutesRepository {
  /** Most routes one visitor may keep. */
  readonly maxPerOwner: number;
  /** Oldest first. */
  list(owner: Buffer): Promise<SavedRoute[]>;
  get(owner: Buffer, id: string): Promise<SavedRoute | null>;
  /** Null when the owner is at the quota (also when several requests race for the last place). */
  create(owner: Buffer, input: SavedRouteInput): Promise<SavedRoute | null>;
  delete(owner: Buffer, id: string): Promise<boolean>;
}

export interface Store {
  readonly kind: StoreKind;
  readonly stations: StationsRepository;
  readonly routes: RoutesRepository;
  /** Locator configs with drafts and versions (configs.ts). */
  readonly configs: ConfigsRepository;
  /** CMS authors (authors.ts). */
  readonly authors: AuthorsRepository;
  /**
   * Calls `onChange` when another process may have imported stations (PostgreSQL: a NOTIFY sent
   * in the import's transaction; also after the listening connection was re-established, since
   * notifications sent meanwhile are lost). Resolves once listening; the function it gives stops.
   * SQLite has one process per file and never calls back.
   */
  watchImports(onChange: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** A new route as stored: a random 128-bit id and the creation time. */
export function newSavedRoute(input: SavedRouteInput, now = new Date()): SavedRoute {
  return { id: randomBytes(16).toString('base64url'), name: input.name, route: input.route, created_at: now.toISOString() };
}
