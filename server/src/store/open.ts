/** Picks the store: PostgreSQL for a `postgres://` URL, SQLite otherwise. */

import { PgStore } from './postgres/store.ts';
import { SqliteStore } from './sqlite/store.ts';
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
    return PgStore.open({
      url,
      ...(options.maxRoutesPerVisitor !== undefined ? { maxRoutesPerVisitor: options.maxRoutesPerVisitor } : {}),
      ...(options.poolMax !== undefined ? { poolMax: options.poolMax } : {}),
      ...(options.onError ? { onError: options.onError } : {}),
    });
  }
  return SqliteStore.open(options.dbPath ?? ':memory:', options.maxRoutesPerVisitor !== undefined ? { maxRoutesPerVisitor: options.maxRoutesPerVisitor } : {});
}
