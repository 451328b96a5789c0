/**
 * PostgreSQL schema migrations, applied in order at startup in one transaction under an advisory
 * lock (see db.ts). Never edit an applied migration: add a new one. The tables mirror SQLite's
 * (`../sqlite/migrations.ts`) with PostgreSQL's own types; `seq` columns keep insertion order,
 * which SQLite's rowid gives for free. JSON columns are `json`, not `jsonb`: they keep the text as
 * written (jsonb reorders keys), so both stores serve byte-identical answers.
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
        seq bigint GENERATED ALWAYS AS IDENTITY,
        id text PRIMARY KEY,
        name text NOT NULL,
        brand text,
        operator text,
        address text,
        address_line_2 text,
        city text,
        county text,
        postcode text,
        nation text,
        country_code text NOT NULL,
        timezone text NOT NULL,
        lat double precision NOT NULL CHECK (lat BETWEEN -90 AND 90),
        lng double precision NOT NULL CHECK (lng BETWEEN -180 AND 180),
        phone text,
        website text,
        opening_hours text,
        bank_holiday_hours text,
        is_motorway boolean NOT NULL DEFAULT false,
        is_supermarket boolean NOT NULL DEFAULT false,
        temporarily_closed boolean NOT NULL DEFAULT false,
        amenities text[] NOT NULL DEFAULT '{}',
        fuel_types text[] NOT NULL DEFAULT '{}',
        prices json NOT NULL DEFAULT '{}',
        updated_at text,
        source text NOT NULL
      );
      CREATE INDEX stations_source ON stations (source);
      CREATE TABLE countries (
        country_code text PRIMARY KEY,
        name text NOT NULL,
        center_lat double precision NOT NULL,
        center_lng double precision NOT NULL,
        south double precision NOT NULL,
        west double precision NOT NULL,
        north double precision NOT NULL,
        east double precision NOT NULL,
        area_km2 double precision
      );
      CREATE TABLE imports (
        seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        source text NOT NULL,
        sha256 text NOT NULL,
        rows integer NOT NULL,
        skipped integer NOT NULL,
        imported_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (source, sha256)
      );
    `,
  },
  {
    version: 2,
    name: 'saved routes owned by anonymous visitors',
    sql: `
      CREATE TABLE saved_routes (
        seq bigint GENERATED ALWAYS AS IDENTITY,
        id text PRIMARY KEY,
        owner_hash bytea NOT NULL CHECK (length(owner_hash) = 32),
        name text NOT NULL,
        route json NOT NULL,
        created_at timestamptz NOT NULL
      );
      CREATE INDEX saved_routes_owner ON saved_routes (owner_hash, seq);
    `,
  },
  {
    // Numbered after its issue (44), not the next free number: other migrations were being written at the same time.
    version: 44,
    name: 'locator configs with drafts and versions; CMS authors',
    sql: `
      CREATE TABLE config_versions (
        config_key text NOT NULL,
        version integer NOT NULL,
        body json NOT NULL,
        author text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('seed', 'publish', 'rollback')),
        restored_from integer,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (config_key, version)
      );
      CREATE TABLE config_drafts (
        config_key text PRIMARY KEY,
        body json NOT NULL,
        base_version integer NOT NULL,
        author text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE authors (
        name text PRIMARY KEY,
        password_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE author_sessions (
        id_hash bytea PRIMARY KEY,
        author text NOT NULL REFERENCES authors (name) ON DELETE CASCADE,
        csrf text NOT NULL,
        expires_at timestamptz NOT NULL
      );
      CREATE TABLE author_tokens (
        token_hash bytea PRIMARY KEY,
        author text NOT NULL REFERENCES authors (name) ON DELETE CASCADE,
        label text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
  {
    // Numbered after its issue (45), as 44 is.
    version: 45,
    name: 'charging sites (the stations table with their equipment) and EVSE statuses',
    sql: `
      ALTER TABLE stations ADD COLUMN charging json;
      CREATE SEQUENCE evse_status_seq;
      CREATE TABLE evse_status (
        site_id text NOT NULL,
        evse_uid text NOT NULL,
        status text NOT NULL,
        status_updated_at text NOT NULL,
        seq bigint NOT NULL,
        PRIMARY KEY (site_id, evse_uid)
      );
      CREATE INDEX evse_status_seq_idx ON evse_status (seq);
    `,
  },
];
