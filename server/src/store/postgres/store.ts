/**
 * The PostgreSQL store, for several API replicas on one database: a connection pool per process,
 * migrations under an advisory lock, and a LISTEN connection that hears every import.
 */

import pg from 'pg';
import type { Store } from '../store.ts';
import { type Pool, createPool, migrate } from './db.ts';
import { PgAuthorsRepository } from './authors-repository.ts';
import { PgConfigsRepository } from './configs-repository.ts';
import { PgRoutesRepository } from './routes-repository.ts';
import { IMPORTS_CHANNEL, PgStationsRepository } from './stations-repository.ts';

export interface PgStoreOptions {
  url: string;
  maxRoutesPerVisitor?: number;
  /** Pool size per process. */
  poolMax?: number;
  /** Connection trouble that the store recovers from by itself (logged by the caller). */
  onError?: (err: Error) => void;
  /** First wait before the LISTEN connection is opened again after it broke, ms (doubles up to 30 s). */
  reconnectMs?: number;
}

export class PgStore implements Store {
  readonly kind = 'postgres';
  readonly stations: PgStationsRepository;
  readonly routes: PgRoutesRepository;
  readonly configs: PgConfigsRepository;
  readonly authors: PgAuthorsRepository;
  private readonly stops = new Set<() => Promise<void>>();

  private constructor(
    readonly pool: Pool,
    private readonly options: PgStoreOptions,
  ) {
    this.stations = new PgStationsRepository(pool);
    this.routes = new PgRoutesRepository(pool, options.maxRoutesPerVisitor);
    this.configs = new PgConfigsRepository(pool);
    this.authors = new PgAuthorsRepository(pool);
  }

  /** Connects and migrates (once across replicas: see migrate). */
  static async open(options: PgStoreOptions): Promise<PgStore> {
    const pool = createPool({ url: options.url, ...(options.poolMax ? { max: options.poolMax } : {}), ...(options.onError ? { onError: options.onError } : {}) });
    try {
      await migrate(pool);
    } catch (err) {
      await pool.end();
      throw err;
    }
    return new PgStore(pool, options);
  }

  /**
   * A connection of its own (LISTEN holds it; a pooled one would go back to the pool). When it
   * breaks, it is opened again with a growing wait, and `onChange` is called once it listens
   * again: notifications sent while nobody listened are gone, so the caller compares versions.
   */
  async watchImports(onChange: () => void): Promise<() => Promise<void>> {
    let stopped = false;
    let client: pg.Client | null = null;
    let timer: NodeJS.Timeout | null = null;
    let wait = this.options.reconnectMs ?? 1000;

    const connect = async (): Promise<void> => {
      const c = new pg.Client({ connectionString: this.options.url, keepAlive: true, application_name: 'station-locator listen' });
      c.on('notification', (n) => {
        if (n.channel === IMPORTS_CHANNEL) onChange();
      });
      c.on('error', (err) => {
        this.options.onError?.(err);
        lost(c);
      });
      c.on('end', () => lost(c));
      try {
        await c.connect();
        await c.query(`LISTEN ${IMPORTS_CHANNEL}`);
      } catch (err) {
        void c.end().catch(() => undefined);
        throw err;
      }
      if (stopped) await c.end();
      else client = c;
    };
    const schedule = (): void => {
      timer = setTimeout(retry, wait);
      timer.unref();
      wait = Math.min(wait * 2, 30_000);
    };
    const lost = (c: pg.Client): void => {
      if (client !== c || stopped) return;
      client = null;
      void c.end().catch(() => undefined);
      schedule();
    };
    const retry = (): void => {
      timer = null;
      if (stopped) return;
      connect().then(
        () => {
          wait = this.options.reconnectMs ?? 1000;
          if (!stopped) onChange();
        },
        (err: unknown) => {
          this.options.onError?.(err instanceof Error ? err : new Error(String(err)));
          schedule();
        },
      );
    };

    await connect();
    const stop = async (): Promise<void> => {
      stopped = true;
      this.stops.delete(stop);
      if (timer) clearTimeout(timer);
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    };
    this.stops.add(stop);
    return stop;
  }

  async close(): Promise<void> {
    await Promise.all([...this.stops].map((stop) => stop()));
    await this.pool.end();
  }
}
