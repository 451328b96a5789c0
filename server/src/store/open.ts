/** Picks the store: PostgreSQL for a `postgres://` URL, SQLite otherwise. */

import type { Store } from './store.ts';

export interface StoreOptions {
  /** `postgres://…` or `postgresql://…` (DATABASE_URL): the PostgreSQL store. */
  databaseUrl?: string;
  /** Without a URL: the SQLite file, or ':memory:' (default). */
  dbPath?: string;
  maxRoutesPerVisitor?: number;
  /** PostgreSQL: connections per process. */
  poolMax?: number;
  /** Connection trouble the store recovers from by itself. */
  onError?: (err: Error) => void;
}

export async function openStore(options: StoreOptions): Promise<Store> {
  const url = options.databaseUrl;
  if (url !== undefined && url !== '') {
    if (!/^postgres(ql)?:\/\//.test(url)) throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
    // Each driver is loaded only when used (pg alone takes ~90 ms to load).
    const { PgStore } = await import('./postgres/store.ts');
    return PgStore.open({
      url,
      ...(options.maxRoutesPerVisitor !== undefined ? { maxRoutesPerVisitor: options.maxRoutesPerVisitor } : {}),
      ...(options.poolMax !== undefined ? { poolMax: options.poolMax } : {}),
      ...(options.onError ? { onError: options.onError } : {}),
    });
  }
  const { SqliteStore } = await import('./sqlite/store.ts');
  return SqliteStore.open(options.dbPath ?? ':memory:', options.maxRoutesPerVisitor !== undefined ? { maxRoutesPerVisitor: options.maxRoutesPerVisitor } : {});
}
