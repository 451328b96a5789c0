/** Shared test helpers: apps over small in-memory fixtures, and one real-data app per process. */

process.env.TZ = 'UTC';

import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '../src/app.ts';
import type { StationRow } from '../src/store/rows.ts';
import { syntheticStations } from '../src/import/synthetic.ts';
import type { Db } from '../src/store/sqlite/db.ts';
import { SqliteStore } from '../src/store/sqlite/store.ts';

/** Fixed clock: Wednesday 2026-02-18 12:00 UTC (winter: London = UTC). */
export const NOON = new Date('2026-02-18T12:00:00Z');

export function fixtureStations(count = 400, seed = 7): StationRow[] {
  return syntheticStations(count, seed, 12);
}

/** An app over synthetic fixtures (no shipped stations or charging sites, real countries table), rate limit off. */
export async function fixtureApp(options: AppOptions = {}): Promise<FastifyInstance> {
  return buildApp({ dataFile: null, chargingDir: null, stations: fixtureStations(), rateLimit: false, now: () => NOON, ...options });
}

let real: Promise<FastifyInstance> | null = null;

/** The shipped UK data, imported once per test process into an in-memory database. */
export function realApp(): Promise<FastifyInstance> {
  real ??= buildApp({ rateLimit: false, now: () => NOON });
  return real;
}

export interface Json {
  [k: string]: unknown;
}

export function json<T = Json>(body: string): T {
  return JSON.parse(body) as T;
}

/** Query string for bracket params: `{sw: [1, 2]}` -> `sw[]=1&sw[]=2`. */
export function qs(params: Record<string, string | number | (string | number)[] | Record<string, (string | number)[]>>): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(params)) {
    if (Array.isArray(v)) for (const x of v) parts.push(`${k}[]=${encodeURIComponent(String(x))}`);
    else if (typeof v === 'object') {
      for (const [g, xs] of Object.entries(v)) for (const x of xs) parts.push(`${k}[${g}][]=${encodeURIComponent(String(x))}`);
    } else parts.push(`${k}=${encodeURIComponent(String(v))}`);
  }
  return parts.join('&');
}

/** The SQLite connection of an app on the SQLite store (for pragmas and raw reads in tests). */
export function sqliteOf(app: FastifyInstance): Db {
  if (!(app.store instanceof SqliteStore)) throw new Error(`the app runs on ${app.store.kind}, not SQLite`);
  return app.store.db;
}
