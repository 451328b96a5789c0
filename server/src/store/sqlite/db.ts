/** Opening the SQLite store and running migrations. */

import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { MIGRATIONS, type Migration } from './migrations.ts';

export type Db = Database.Database;

export interface OpenOptions {
  /** File path, or ':memory:'. */
  path: string;
  /** ms to wait on a locked database before SQLITE_BUSY; below the request timeout. */
  busyTimeout?: number;
}

export function openDatabase({ path, busyTimeout = 2000 }: OpenOptions): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path, { timeout: busyTimeout });
  if (path !== ':memory:') {
    // Refuse a damaged or foreign file early rather than serve partial data.
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') {
      db.close();
      throw new Error(`database ${path} failed quick_check`);
    }
    db.pragma('journal_mode = WAL');
  }
  // WAL + NORMAL: a commit survives the death of the process, not necessarily a power loss
  // (FULL would fsync every commit on the event loop); see "Durability" in docs/server-stores.md.
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  migrate(db);
  return db;
}

export function migrate(db: Db, migrations: Migration[] = MIGRATIONS): number[] {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL) STRICT');
  const applied = new Set(
    (db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map((r) => r.version),
  );
  const ran: number[] = [];
  for (const m of [...migrations].sort((a, b) => a.version - b.version)) {
    if (applied.has(m.version)) continue;
    db.transaction(() => {
      db.exec(m.sql);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(m.version, m.name, new Date().toISOString());
    })();
    ran.push(m.version);
  }
  return ran;
}
