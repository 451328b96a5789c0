/** PostgreSQL: the connection pool, transactions, advisory locks and migrations. */

import pg from 'pg';
import { MIGRATIONS, type Migration } from './migrations.ts';

export type Pool = pg.Pool;
export type Client = pg.PoolClient;

export interface PoolOptions {
  /** `postgres://user:password@host:port/database` (libpq-style parameters such as `?host=/socket/dir` work too). */
  url: string;
  /** Most connections this process opens (each replica has its own pool). */
  max?: number;
  /** Errors of idle connections (e.g. the server restarted): the pool drops them and opens new ones. */
  onError?: (err: Error) => void;
}

export function createPool({ url, max = 10, onError }: PoolOptions): Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // A request waits at most this long for a connection, then fails (500) instead of hanging.
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    application_name: 'station-locator',
  });
  // Without a listener an idle client's error would be thrown as an uncaught exception.
  pool.on('error', (err) => onError?.(err));
  return pool;
}

/**
 * Advisory lock keys, `pg_advisory_xact_lock(namespace, key)`: the first number names this
 * application, so other applications on the same database do not collide with it.
 */
export const LOCK_NAMESPACE = 0x534c4f43; // 'SLOC'
export const LOCK_KEY = { migrations: 1, imports: 2 } as const;
/** Saved routes lock per owner: the namespace + 1, and the owner hash's first 4 bytes. */
export const OWNER_LOCK_NAMESPACE = LOCK_NAMESPACE + 1;

/** Runs `fn` in a transaction on one pooled connection: COMMIT when it resolves, ROLLBACK when it throws. */
export async function transaction<T>(pool: Pool, fn: (c: Client) => Promise<T>, begin = 'BEGIN'): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query(begin);
    const result = await fn(client);
    await client.query('COMMIT');
    client.release();
    return result;
  } catch (err) {
    // A connection that cannot even roll back is broken: destroy it rather than pool it.
    const broken = await client.query('ROLLBACK').then(
      () => undefined,
      (e: unknown) => (e instanceof Error ? e : new Error(String(e))),
    );
    client.release(broken);
    throw err;
  }
}

/**
 * Applies the migrations not yet applied, all in one transaction under an advisory lock: replicas
 * starting together queue on the lock, and the later ones find the work done. PostgreSQL's DDL is
 * transactional, so a failed migration leaves nothing behind.
 */
export async function migrate(pool: Pool, migrations: Migration[] = MIGRATIONS): Promise<number[]> {
  return transaction(pool, async (c) => {
    await c.query('SELECT pg_advisory_xact_lock($1::int, $2::int)', [LOCK_NAMESPACE, LOCK_KEY.migrations]);
    await c.query('CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())');
    const applied = new Set((await c.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((r) => r.version));
    const ran: number[] = [];
    for (const m of [...migrations].sort((a, b) => a.version - b.version)) {
      if (applied.has(m.version)) continue;
      await c.query(m.sql);
      await c.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
      ran.push(m.version);
    }
    return ran;
  });
}
