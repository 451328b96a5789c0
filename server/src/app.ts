/**
 * Builds the reference locations API (no listen: tests use `app.inject`, server.ts listens).
 */

import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions, type preValidationHookHandler } from 'fastify';
import fastifyCors from '@fastify/cors';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import type { HelmetOptions } from 'helmet';
import { fileURLToPath } from 'node:url';
import type { HealthResponse } from '../../src/api/contract.ts';
import type { AppContext, CookieSettings } from './context.ts';
import { type BoxLimits, DEFAULT_BOX_LIMITS } from './geo/bounds.ts';
import { DEFAULT_POLYLINE_LIMITS, type PolylineLimits } from './geo/polyline.ts';
import { IMMUTABLE, isContentNamedChunk } from './http/cache-control.ts';
import { coercerFor } from './http/coerce.ts';
import { badRequest, errorBody, toApiError } from './http/errors.ts';
import { lowerCaseNames } from './http/header-names.ts';
import { forNonDocuments, securityHeaders } from './http/security-headers.ts';
import { DEFAULT_QUERYSTRING_LIMITS, QueryStringError, type QueryStringLimits, parseQueryString } from './http/querystring.ts';
import type { StationRow } from './store/rows.ts';
import type { IndexOptions, StationIndex } from './index/station-index.ts';
import { loadMotorwayRouter, SHIPPED_MOTORWAYS } from './directions/motorways.ts';
import { basemapRoutes } from './routes/basemap.ts';
import { type AuthorSettings, DEFAULT_AUTHOR_SETTINGS } from './authors/auth.ts';
import { builderPage } from './config/builder-page.ts';
import { configRoutes } from './routes/config.ts';
import { chargingRoutes } from './routes/charging.ts';
import { StatusReports } from './charging/availability.ts';
import { importNcr, SHIPPED_EV_DIR } from './charging/import.ts';
import { directionsRoutes } from './routes/directions.ts';
import { locationRoutes, TOTAL_HEADER } from './routes/locations.ts';
import { placeRoutes } from './routes/places.ts';
import { savedRouteRoutes } from './routes/saved-routes.ts';
import { type StationData, StationDataReloader, buildStationData } from './station-data.ts';
import { ATTRIBUTION, SHIPPED_COUNTRIES, SHIPPED_STATIONS, ensureShippedData } from './store/dataset.ts';
import { openStore } from './store/open.ts';
import type { Store } from './store/store.ts';

export const DEFAULT_CONFIG_DIR = fileURLToPath(new URL('../configs/', import.meta.url));

export interface AppOptions {
  /** PostgreSQL URL (`DATABASE_URL`): the store replicas share. Unset: SQLite at `dbPath`. */
  databaseUrl?: string;
  /** PostgreSQL connections per process. */
  poolMax?: number;
  /** SQLite file, or ':memory:' (default). */
  dbPath?: string;
  /** Station CSV imported on first start (idempotent); null for none. Default: the shipped UK list. */
  dataFile?: string | null;
  /** Countries CSV; null for none. Default: the shipped table. */
  countriesFile?: string | null;
  /** NCR tables of charging sites (resource `charging`) imported on start (idempotent); null for none. Default: the shipped `data/ev/`. */
  chargingDir?: string | null;
  /** Motorway network (FlatGeobuf) for POST /directions, read on first use; null for none. Default: the shipped GB file. */
  motorwaysFile?: string | null;
  /** Extra stations to import (tests), as source `fixture`. */
  stations?: StationRow[];
  /** Exact origins allowed by CORS (credentialed). Empty: same-origin only. */
  corsOrigins?: string[];
  /** Requests per window per client IP; false disables (benchmarks). */
  rateLimit?: { max: number; timeWindowMs: number } | false;
  /** POST /directions per window per client IP (default 120 a minute); off when `rateLimit` is false. */
  directionsRateLimit?: { max: number; timeWindowMs: number };
  cookie?: Partial<CookieSettings>;
  /** Folder of shipped locator configs, seeding the store on first start (default server/configs). */
  configDir?: string;
  /** CMS authors' sessions and rate limits (authors/auth.ts). */
  authors?: Partial<AuthorSettings>;
  /** Serve the builder page at /builder from this build folder (holding builder/ and the element's bundle). */
  builder?: { distDir: string };
  index?: Partial<IndexOptions>;
  boxLimits?: BoxLimits;
  polylineLimits?: PolylineLimits;
  queryLimits?: QueryStringLimits;
  /** Headers added to location-list responses. Default: the data attribution. */
  metaHeaders?: Record<string, string>;
  maxRoutesPerVisitor?: number;
  /** Clock for open status (tests). */
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** Overrides for helmet's headers (CSP stays off: the API sets its own per response). */
  helmet?: HelmetOptions;
  /** Static folders served from the same origin (e.g. `dist/` and `demo/`), via @fastify/static. */
  static?: { root: string; prefix: string }[];
  /** Hook to register more routes or plugins after ours. */
  register?: (app: FastifyInstance) => Promise<void> | void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The index in service (replaced when an import lands). */
    stationIndex: StationIndex;
    store: Store;
    /** Rebuilds the indexes if the store's data changed; resolves once the data served is current. */
    reloadStations: () => Promise<void>;
    /** The motorway router of POST /directions (loaded on first call; null without a network). */
    motorways: AppContext['motorways'];
  }
}

/** Ajv keyword `finite: true`: rejects Infinity / NaN, which Ajv's range checks let through. */
function finiteKeyword<T>(ajv: T): T {
  (ajv as { addKeyword(def: Record<string, unknown>): unknown }).addKeyword({
    keyword: 'finite',
    type: 'number',
    schemaType: 'boolean',
    errors: false,
    validate: (schema: boolean, data: number) => !schema || Number.isFinite(data),
  });
  return ajv;
}

const API_CSP = "default-src 'none'; frame-ancestors 'none'";

export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const queryLimits = options.queryLimits ?? DEFAULT_QUERYSTRING_LIMITS;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 64 * 1024,
    // Router-level failures (malformed URL, overlong path segment): same error shape, no echo.
    frameworkErrors: (err, _req, reply) => {
      const message = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'Path segment too long' : 'Malformed URL';
      void (reply as unknown as FastifyReply).code(400).type('application/json; charset=utf-8').send(errorBody('bad_request', message));
    },
    routerOptions: {
      maxParamLength: 200,
      // Never throws: a refused query becomes a QueryStringError, answered with 400 below.
      querystringParser: (s: string) => parseQueryString(s, queryLimits) as unknown as Record<string, unknown>,
    },
    ajv: {
      customOptions: { coerceTypes: false, removeAdditional: false, useDefaults: true, allErrors: false },
      plugins: [finiteKeyword],
    },
  });

  // JSON bodies only: a text/plain POST is a CORS "simple request" that skips the preflight.
  app.removeContentTypeParser('text/plain');

  // ---- store and indexes ----
  const store = await openStore({
    ...(options.databaseUrl !== undefined ? { databaseUrl: options.databaseUrl } : {}),
    ...(options.dbPath !== undefined ? { dbPath: options.dbPath } : {}),
    ...(options.poolMax !== undefined ? { poolMax: options.poolMax } : {}),
    maxRoutesPerVisitor: options.maxRoutesPerVisitor ?? 50,
    onError: (err) => app.log.warn({ err }, 'store connection error (recovering)'),
  });
  app.decorate('store', store);
  let data: StationData;
  try {
    await ensureShippedData(
      store.stations,
      options.dataFile === undefined ? SHIPPED_STATIONS : options.dataFile,
      options.countriesFile === undefined ? SHIPPED_COUNTRIES : options.countriesFile,
    );
    const chargingDir = options.chargingDir === undefined ? SHIPPED_EV_DIR : options.chargingDir;
    if (chargingDir !== null) await importNcr(store.stations, chargingDir);
    if (options.stations && options.stations.length > 0) {
      await store.stations.importRows('fixture', `fixture-${Date.now()}-${Math.random()}`, options.stations, 0);
    }
    data = buildStationData(await store.stations.snapshot(), options.index);
  } catch (err) {
    await store.close(); // an open pool would keep the process alive
    throw err;
  }
  const motorwaysFile = options.motorwaysFile === undefined ? SHIPPED_MOTORWAYS : options.motorwaysFile;
  const statusReports = new StatusReports();
  data.charging.useReports(statusReports);
  const ctx: AppContext = {
    index: data.index,
    charging: data.charging,
    statusReports,
    gazetteer: data.gazetteer,
    dataVersion: data.version,
    routes: store.routes,
    boxLimits: options.boxLimits ?? DEFAULT_BOX_LIMITS,
    polylineLimits: options.polylineLimits ?? DEFAULT_POLYLINE_LIMITS,
    cookie: { name: 'sl_visitor', sameSite: 'lax', secure: false, partitioned: false, maxAge: 365 * 24 * 3600, ...options.cookie },
    metaHeaders: options.metaHeaders ?? { 'X-Data-Attribution': ATTRIBUTION },
    now: options.now ?? (() => new Date()),
    motorways: () => (motorwaysFile === null ? Promise.resolve(null) : loadMotorwayRouter(motorwaysFile)),
    directionsRateLimit: options.rateLimit === false ? null : (options.directionsRateLimit ?? { max: 120, timeWindowMs: 60_000 }),
  };
  app.decorate('motorways', ctx.motorways);
  app.decorate('stationIndex', { getter: () => ctx.index });
  app.addHook('onClose', async () => {
    await ctx.index.close();
    await ctx.charging.close();
    await store.close();
  });
  // Imports by other processes: rebuild in the background and swap (station-data.ts).
  const reloader = new StationDataReloader(store.stations, ctx, options.index ?? {}, app.log);
  app.decorate('reloadStations', () => reloader.request());
  await store.watchImports(() => void reloader.request()); // stopped by store.close()
  // An import between the snapshot and the start of watching sent its notice to nobody.
  await reloader.request();

  // Query strings are coerced by each route's own schema, found once when the route is added
  // (reading req.routeOptions per request builds a new object each time).
  app.addHook('onRoute', (route) => {
    const schema = route.schema?.querystring as Parameters<typeof coercerFor>[0];
    if (!schema) return;
    const coerceQuery = coercerFor(schema);
    const coerce: preValidationHookHandler = (req, _reply, done) => {
      req.query = coerceQuery(req.query);
      done();
    };
    route.preValidation = [coerce, ...[route.preValidation ?? []].flat()];
  });

  // ---- errors: one shape, never a stack or SQL ----
  app.setErrorHandler((err, req, reply) => {
    const [status, body] = toApiError(err);
    if (status >= 500) req.log.error({ err }, 'request failed');
    if (status === 429 && !reply.hasHeader('Retry-After')) reply.header('Retry-After', '60');
    void reply.code(status).type('application/json; charset=utf-8').send(body);
  });

  // ---- cross-cutting plugins ----
  const security = lowerCaseNames(
    securityHeaders({
      crossOriginResourcePolicy: { policy: 'same-origin' },
      ...options.helmet,
      contentSecurityPolicy: false, // set per response below (static pages bring their own)
    }),
  );
  // The API's own answers get a CSP of their own, and only the headers that act on a response that
  // is not a page; static pages bring their CSP and get helmet's whole set. Set here, with the other
  // headers, rather than in an onSend hook: a route that sets its own replaces it all the same, and
  // a route with no onSend hook skips fastify's onSend runner altogether.
  const apiSecurity = { ...forNonDocuments(security), 'content-security-policy': API_CSP };
  app.addHook('onRequest', function addSecurityHeaders(req, reply, done) {
    const api = req.url.startsWith('/api/') || req.url.startsWith('/config/') || req.url.startsWith('/health');
    void reply.headers(api ? apiSecurity : security);
    done();
  });
  // With no origin allowed, @fastify/cors adds nothing to any answer, and its OPTIONS route answers
  // 404 as the not-found handler does; its hook would still run on every request (it builds
  // `req.routeOptions` twice and a copy of its options each time), so it is left out.
  if (options.corsOrigins && options.corsOrigins.length > 0) {
    await app.register(fastifyCors, {
      origin: options.corsOrigins,
      credentials: true,
      methods: ['GET', 'POST', 'DELETE'],
      exposedHeaders: ['Link', TOTAL_HEADER, 'Retry-After', ...Object.keys(ctx.metaHeaders)],
      maxAge: 600,
    });
  }
  if (options.rateLimit !== false) {
    const rl = options.rateLimit ?? { max: 600, timeWindowMs: 60_000 };
    await app.register(fastifyRateLimit, { global: true, max: rl.max, timeWindow: rl.timeWindowMs });
  }

  // Hooks in callback style: they run on every request, and an async hook costs a promise each.
  app.addHook('onRequest', function refuseMalformedQuery(req, _reply, done) {
    const query = req.query as unknown;
    done(query instanceof QueryStringError ? badRequest(query.message) : undefined);
  });

  const notFoundOpts = options.rateLimit === false ? {} : { preHandler: app.rateLimit() };
  app.setNotFoundHandler(notFoundOpts, async (_req, reply) => {
    return reply.code(404).type('application/json; charset=utf-8').send(errorBody('not_found', 'Not found'));
  });

  // ---- routes ----
  app.get('/health', async (): Promise<HealthResponse> => ({ status: 'ok', stations: ctx.index.size, store: store.kind, data_version: ctx.dataVersion }));
  await app.register(configRoutes, {
    store,
    configDir: options.configDir ?? DEFAULT_CONFIG_DIR,
    authors: { ...DEFAULT_AUTHOR_SETTINGS, ...options.authors },
    now: () => new Date(),
  });
  if (options.builder) await app.register(builderPage, options.builder);
  await app.register(placeRoutes, { ctx });
  await app.register(savedRouteRoutes, { ctx });
  await app.register(directionsRoutes, { ctx });
  await app.register(chargingRoutes, { ctx, store });
  await app.register(locationRoutes, { ctx });
  await app.register(basemapRoutes);

  for (const s of options.static ?? []) {
    await app.register(fastifyStatic, {
      root: s.root,
      prefix: s.prefix,
      decorateReply: false,
      // The build's Brotli and gzip copies (rollup.config.mjs, precompress), to a browser that takes them.
      preCompressed: true,
      setHeaders: (reply, path) => {
        reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
        reply.header('Cache-Control', isContentNamedChunk(path) ? IMMUTABLE : 'no-cache');
      },
    });
  }
  if (options.register) await options.register(app);
  return app;
}
