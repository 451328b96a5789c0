/**
 * The SQLite store: one file (or memory) on one machine. Another process on the same machine may
 * import into the file (`npm run import`); the server sees that by polling the data version.
 */

import type { Store } from '../store.ts';
import { type Db, openDatabase } from './db.ts';
import { SqliteAuthorsRepository } from './authors-repository.ts';
import { SqliteConfigsRepository } from './configs-repository.ts';
import { SqliteRoutesRepository } from './routes-repository.ts';
import { SqliteStationsRepository } from './stations-repository.ts';

export class SqliteStore implements Store {
  readonly kind = 'sqlite';
  readonly stations: SqliteStationsRepository;
  readonly routes: SqliteRoutesRepository;
  readonly configs: SqliteConfigsRepository;
  readonly authors: SqliteAuthorsRepository;
  private readonly stops = new Set<() => Promise<void>>();

  constructor(
    /** The connection, for tests and tools that need SQLite itself (pragmas, EXPLAIN). */
    readonly db: Db,
    maxRoutesPerVisitor?: number,
    /** How often `watchImports` looks at the data version, ms. */
    private readonly pollMs = 2000,
  ) {
    this.stations = new SqliteStationsRepository(db);
    this.routes = new SqliteRoutesRepository(db, maxRoutesPerVisitor);
    this.configs = new SqliteConfigsRepository(db);
    this.authors = new SqliteAuthorsRepository(db);
  }

  static open(path: string, options: { maxRoutesPerVisitor?: number; pollMs?: number } = {}): SqliteStore {
    return new SqliteStore(openDatabase({ path }), options.maxRoutesPerVisitor, options.pollMs);
  }

  async watchImports(onChange: () => void): Promise<() => Promise<void>> {
    if (this.db.memory) return async () => undefined; // nobody else can write to it
    // No notifications between SQLite connections; a read of the newest import's rowid is cheap.
    let seen = await this.stations.version();
    const timer = setInterval(() => {
      if (!this.db.open) return;
      // A busy or failing read is tried again on the next tick.
      this.stations.version().then(
        (v) => {
          if (v === seen) return;
          seen = v;
          onChange();
        },
        () => undefined,
      );
    }, this.pollMs);
    timer.unref();
    const stop = async (): Promise<void> => {
      clearInterval(timer);
      this.stops.delete(stop);
    };
    this.stops.add(stop);
    return stop;
  }

  async close(): Promise<void> {
    await Promise.all([...this.stops].map((stop) => stop()));
    if (this.db.open) this.db.close();
  }
}
