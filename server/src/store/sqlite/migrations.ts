/**
 * Schema migrations, applied in order at startup, each in its own transaction. Never edit an
 * applied migration: add a new one.
 */

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: Migration[] = [
  {
    version: 1,
    name: 'stations, countries, imports',
    sql: `
      CREATE TABLE stations (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        brand TEXT,
        operator TEXT,
        address TEXT,
        address_line_2 TEXT,
        city TEXT,
        county TEXT,
        postcode TEXT,
        nation TEXT,
        country_code TEXT NOT NULL,
        timezone TEXT NOT NULL,
        lat REAL NOT NULL CHECK (lat BETWEEN -90 AND 90),
        lng REAL NOT NULL CHECK (lng BETWEEN -180 AND 180),
        phone TEXT,
        website TEXT,
        opening_hours TEXT,
        bank_holiday_hours TEXT,
        is_motorway INTEGER NOT NULL DEFAULT 0,
        is_supermarket INTEGER NOT NULL DEFAULT 0,
        temporarily_closed INTEGER NOT NULL DEFAULT 0,
        amenities TEXT NOT NULL DEFAULT '',
        fuel_types TEXT NOT NULL DEFAULT '',
        prices TEXT NOT NULL DEFAULT '{}',
        updated_at TEXT,
        source TEXT NOT NULL
      ) STRICT;
      CREATE INDEX stations_source ON stations (source);
      CREATE TABLE countries (
        country_code TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        center_lat REAL NOT NULL,
        center_lng REAL NOT NULL,
        south REAL NOT NULL,
        west REAL NOT NULL,
        north REAL NOT NULL,
        east REAL NOT NULL,
        area_km2 REAL
      ) STRICT;
      CREATE TABLE imports (
        source TEXT NOT NULL,
        sha256 TEXT NOT NULL,
        rows INTEGER NOT NULL,
        skipped INTEGER NOT NULL,
        imported_at TEXT NOT NULL,
        PRIMARY KEY (source, sha256)
      ) STRICT;
    `,
  },
  {
    version: 2,
    name: 'saved routes owned by anonymous visitors',
    sql: `
      CREATE TABLE saved_routes (
        id TEXT PRIMARY KEY,
        owner_hash BLOB NOT NULL,
        name TEXT NOT NULL,
        route TEXT NOT NULL,
        created_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX saved_routes_owner ON saved_routes (owner_hash, created_at);
    `,
  },
  {
    // Numbered after its issue (44), not the next free number: other migrations were being written at the same time.
    version: 44,
    name: 'locator configs with drafts and versions; CMS authors',
    sql: `
      CREATE TABLE config_versions (
        config_key TEXT NOT NULL,
        version INTEGER NOT NULL,
        body TEXT NOT NULL,
        author TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('seed', 'publish', 'rollback')),
        restored_from INTEGER,
        created_at TEXT NOT NULL,
        PRIMARY KEY (config_key, version)
      ) STRICT;
      CREATE TABLE config_drafts (
        config_key TEXT PRIMARY KEY,
        body TEXT NOT NULL,
        base_version INTEGER NOT NULL,
        author TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) STRICT;
      CREATE TABLE authors (
        name TEXT PRIMARY KEY,
        password_hash TEXT NOT NULL,
        created_at TEXT NOT NULL
      ) STRICT;
      CREATE TABLE author_sessions (
        id_hash BLOB PRIMARY KEY,
        author TEXT NOT NULL REFERENCES authors (name) ON DELETE CASCADE,
        csrf TEXT NOT NULL,
        expires_at TEXT NOT NULL
      ) STRICT;
      CREATE TABLE author_tokens (
        token_hash BLOB PRIMARY KEY,
        author TEXT NOT NULL REFERENCES authors (name) ON DELETE CASCADE,
        label TEXT NOT NULL,
        created_at TEXT NOT NULL
      ) STRICT;
    `,
  },
  {
    version: 45,
    name: 'charging sites (the stations table with their equipment) and EVSE statuses',
    sql: `
      ALTER TABLE stations ADD COLUMN charging TEXT;
      CREATE TABLE evse_status (
        site_id TEXT NOT NULL,
        evse_uid TEXT NOT NULL,
        status TEXT NOT NULL,
        status_updated_at TEXT NOT NULL,
        seq INTEGER NOT NULL,
        PRIMARY KEY (site_id, evse_uid)
      ) STRICT;
      CREATE INDEX evse_status_seq_idx ON evse_status (seq);
    `,
  },
];
