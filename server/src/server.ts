/**
 * Runs the API: `PORT=8787 npm run server`. Process concerns only: environment, listen,
 * timeouts, graceful shutdown. Environment:
 *   PORT (8787), HOST (127.0.0.1), DATABASE_URL (postgres://…; unset: SQLite), DATABASE_POOL_MAX (10),
 *   DB_PATH (server/.data/locations.db, SQLite), DATA_FILE (shipped UK list),
 *   CHARGING_DIR (NCR tables of the resource `charging`, default data/ev/; `off`: none),
 *   CORS_ORIGINS (comma list of exact origins), RATE_LIMIT_MAX (600 per minute; 0 disables),
 *   COOKIE_SAMESITE (lax|strict|none), COOKIE_SECURE (true|false), COOKIE_PARTITIONED (true|false),
 *   TRUST_PROXY (true|false), LOG_LEVEL (warn), BUILDER (off: no /builder page), BUILDER_DIST (dist/: the
 *   built builder and element the /builder page serves).
 */

// opening_hours evaluates in the process zone; UTC makes the station-zone conversion exact.
process.env.TZ = 'UTC';

import closeWithGrace from 'close-with-grace';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';

const env = process.env;
const bool = (v: string | undefined, dflt: boolean): boolean => (v === undefined || v === '' ? dflt : v === 'true' || v === '1');
const port = Number(env.PORT ?? 8787);
const host = env.HOST ?? '127.0.0.1';
const rateMax = Number(env.RATE_LIMIT_MAX ?? 600);
const sameSite = (env.COOKIE_SAMESITE ?? 'lax') as 'lax' | 'strict' | 'none';
if (!['lax', 'strict', 'none'].includes(sameSite)) throw new Error('COOKIE_SAMESITE must be lax, strict or none');
if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error('PORT must be a port number');

const builderDist = env.BUILDER_DIST ?? fileURLToPath(new URL('../../dist/', import.meta.url));
const poolMax = Number(env.DATABASE_POOL_MAX ?? 10);
if (!Number.isInteger(poolMax) || poolMax < 1) throw new Error('DATABASE_POOL_MAX must be a positive integer');

const app = await buildApp({
  ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL, poolMax } : {}),
  dbPath: env.DB_PATH ?? fileURLToPath(new URL('../.data/locations.db', import.meta.url)),
  ...(env.DATA_FILE ? { dataFile: env.DATA_FILE } : {}),
  ...(env.CHARGING_DIR ? { chargingDir: env.CHARGING_DIR === 'off' ? null : env.CHARGING_DIR } : {}),
  corsOrigins: (env.CORS_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
  rateLimit: Number.isFinite(rateMax) && rateMax > 0 ? { max: rateMax, timeWindowMs: 60_000 } : false,
  cookie: {
    sameSite,
    secure: bool(env.COOKIE_SECURE, sameSite === 'none'),
    partitioned: bool(env.COOKIE_PARTITIONED, sameSite === 'none'),
  },
  trustProxy: bool(env.TRUST_PROXY, false),
  logger: { level: env.LOG_LEVEL ?? 'warn' },
  // The CMS authors' builder at /builder, once rollup has built it (BUILDER=off leaves it out).
  ...(env.BUILDER !== 'off' && existsSync(`${builderDist}builder/builder.js`) ? { builder: { distDir: builderDist } } : {}),
});

// Fastify's default request timeout is 0 (none); without a proxy in front that invites slowloris.
app.server.requestTimeout = 30_000;
app.server.headersTimeout = 10_000;

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.warn(`${signal ?? 'close'} received, shutting down`);
  await app.close();
});

const address = await app.listen({ port, host });
// Build the completion word index and the motorway graph now rather than on the first request.
app.stationIndex.words();
await app.motorways();
console.log(`station-locator API listening on ${address} (${app.stationIndex.size} stations, ${app.store.kind} store)`);
