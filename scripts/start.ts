/**
 * `npm start`: the reference API with the real UK station data (embedded SQLite) and, on the same origin,
 * the demo pages and the built element (`dist/`, built by rollup just before this runs).
 *
 *   /                    demo page: the element as a CMS author embeds it, locale switch, event log, "my stations"
 *   /strict-csp.html     the same element under a strict Content-Security-Policy with Trusted Types required
 *   /builder             the CMS authors' builder: configure, preview and publish (sign-in needed)
 *   /dist/...            the built element (self-contained bundle + its lazy chunks)
 *   /api/v2/..., /config/..., /routes, /health   the reference API (server/src/app.ts)
 *   /map/style.json, /map/tiles/..., /map/fonts/...   the demo's own map (server/src/routes/basemap.ts)
 *
 * Environment: PORT (8787; 0 = any free port), HOST (127.0.0.1), DB_PATH (server/.data/locations.db;
 * `:memory:` for a throwaway store), RATE_LIMIT_MAX (600 per minute; 0 disables), MAPS_API_KEY and MAP_ID
 * (Google Maps instead of our own map; rendered into the demo element's attributes; MAP_ID defaults
 * to Google's DEMO_MAP_ID here, never in the element), MAPS_CONSENT (`pending` or `denied`: the demo element
 * waits for the visitor's consent before Google, and the page shows a stand-in consent banner), LOG_LEVEL (warn),
 * CLUSTER_THRESHOLD (stations listed before the API clusters, default 200; `npm run bench:ui` raises it).
 *
 * The end-to-end tests and `npm run bench:ui` start this same file as a child process with PORT=0 and
 * read the URL from the line `demo page: http://...`.
 */

// opening_hours evaluates in the process zone; UTC makes the station-zone conversion exact (as server.ts).
process.env.TZ = 'UTC';

import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/src/app.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const DEMO_DIR = `${ROOT}demo/`;
const DIST_DIR = `${ROOT}dist/`;

/**
 * The strict policy of /strict-csp.html: nothing inline, no eval, no HTML sinks. Trusted Types allow one
 * policy only, the map engine's, which trusts nothing but its own worker file (src/map/maplibre/trusted-worker-url.ts);
 * the worker is that file on our origin (`worker-src 'self'`, no `blob:`).
 */
export const STRICT_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "require-trusted-types-for 'script'",
  'trusted-types station-locator-maplibre',
].join('; ');

export interface DemoServerOptions {
  port?: number;
  host?: string;
  /** SQLite file, or ':memory:'. */
  dbPath?: string;
  /** Requests per minute per client; 0 disables. */
  rateLimitMax?: number;
  mapsApiKey?: string;
  mapId?: string;
  /** The demo element's `maps-consent` (`pending`, `denied`); absent: the attribute is left out (granted). */
  mapsConsent?: string | undefined;
  logLevel?: string;
  /** Most stations a within_bounds answer lists before it clusters (server default 200); the UI bench raises it. */
  clusterThreshold?: number;
  /** The built element served at /dist/ (default: this checkout's dist/); the UI bench's baseline build. */
  distDir?: string;
}

export interface DemoServer {
  app: FastifyInstance;
  /** Base URL with a trailing slash, e.g. http://localhost:8787/ */
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Escapes a value for a double-quoted HTML attribute. */
function attributeValue(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The demo page with the Google settings (when given) rendered into the element's attributes: the page
 * stays static HTML with no inline script, and the element reads them like any other attribute.
 */
export function renderDemoPage(
  template: string,
  maps: { apiKey?: string | undefined; mapId?: string | undefined; consent?: string | undefined },
): string {
  const extra = [
    maps.apiKey ? ` maps-api-key="${attributeValue(maps.apiKey)}"` : '',
    maps.mapId ? ` map-id="${attributeValue(maps.mapId)}"` : '',
    maps.consent ? ` maps-consent="${attributeValue(maps.consent)}"` : '',
  ].join('');
  return extra ? template.replace(/<station-locator\b/, `<station-locator${extra}`) : template;
}

/** demo/demo.ts → one ES module, compiled once at start (esbuild, a few ms). */
async function compileDemoScript(): Promise<string> {
  const result = await build({
    entryPoints: [`${DEMO_DIR}demo.ts`],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    minify: false,
    logLevel: 'warning',
  });
  const file = result.outputFiles[0];
  if (!file) throw new Error('esbuild produced no output for demo/demo.ts');
  return file.text;
}

export async function startDemoServer(options: DemoServerOptions = {}): Promise<DemoServer> {
  const distDir = options.distDir ? `${options.distDir.replace(/\/$/, '')}/` : DIST_DIR;
  if (!existsSync(`${distDir}station-locator.bundle.js`)) {
    throw new Error(`${distDir}station-locator.bundle.js is missing: run \`npx rollup -c\` (npm start does it for you)`);
  }
  const [indexTemplate, strictPage, css, demoScript] = await Promise.all([
    readFile(`${DEMO_DIR}index.html`, 'utf8'),
    readFile(`${DEMO_DIR}strict-csp.html`, 'utf8'),
    readFile(`${DEMO_DIR}demo.css`, 'utf8'),
    compileDemoScript(),
  ]);
  const indexPage = renderDemoPage(indexTemplate, { apiKey: options.mapsApiKey, mapId: options.mapId, consent: options.mapsConsent });
  const rateMax = options.rateLimitMax ?? 600;

  const app = await buildApp({
    dbPath: options.dbPath ?? fileURLToPath(new URL('../server/.data/locations.db', import.meta.url)),
    rateLimit: rateMax > 0 ? { max: rateMax, timeWindowMs: 60_000 } : false,
    logger: { level: options.logLevel ?? 'warn' },
    static: [{ root: distDir, prefix: '/dist/' }],
    // The CMS authors' builder (/builder): authors come from `npm run author -- add NAME` on the same DB_PATH.
    builder: { distDir },
    ...(options.clusterThreshold ? { index: { clusterThreshold: options.clusterThreshold } } : {}),
    register: (server) => {
      // helmet's default `no-referrer` would break Google keys restricted by HTTP referrer.
      const page = (html: string, csp?: string) => async (_req: unknown, reply: import('fastify').FastifyReply) => {
        void reply.header('Referrer-Policy', 'strict-origin-when-cross-origin').header('Cache-Control', 'no-cache');
        if (csp) void reply.header('Content-Security-Policy', csp);
        return reply.type('text/html; charset=utf-8').send(html);
      };
      server.get('/', page(indexPage));
      server.get('/index.html', page(indexPage));
      server.get('/strict-csp.html', page(strictPage, STRICT_CSP));
      server.get('/demo/demo.css', async (_req, reply) => reply.type('text/css; charset=utf-8').header('Cache-Control', 'no-cache').send(css));
      server.get('/demo/demo.js', async (_req, reply) =>
        reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(demoScript),
      );
    },
  });
  // As server.ts: no proxy in front, so bound the time a client may hold a request open.
  app.server.requestTimeout = 30_000;
  app.server.headersTimeout = 10_000;

  await app.listen({ port: options.port ?? 8787, host: options.host ?? '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 8787);
  const shownHost = !options.host || options.host === '127.0.0.1' || options.host === '0.0.0.0' ? 'localhost' : options.host;
  return { app, url: `http://${shownHost}:${port}/`, port, close: () => app.close() };
}

/** Google's documented map id for trying out advanced markers (`google.maps.Map.DEMO_MAP_ID`). */
const DEMO_MAP_ID = 'DEMO_MAP_ID';

async function main(): Promise<void> {
  const env = process.env;
  const port = Number(env.PORT ?? 8787);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error('PORT must be a port number');
  const rateMax = Number(env.RATE_LIMIT_MAX ?? 600);
  const dbPath = env.DB_PATH ?? fileURLToPath(new URL('../server/.data/locations.db', import.meta.url));
  const mapsApiKey = env.MAPS_API_KEY?.trim() || undefined;
  // The demo (and only the demo) falls back to Google's test map id: markers show, but POI and transit
  // labels cannot be hidden without a brand map id and its cloud style (README, "Going live with Google Maps").
  const mapId = env.MAP_ID?.trim() || (mapsApiKey ? DEMO_MAP_ID : undefined);
  const clusterThreshold = Number(env.CLUSTER_THRESHOLD ?? 0);
  const started = Date.now();
  const demo = await startDemoServer({
    port,
    host: env.HOST ?? '127.0.0.1',
    dbPath,
    rateLimitMax: Number.isFinite(rateMax) ? rateMax : 600,
    mapsApiKey,
    mapId,
    mapsConsent: env.MAPS_CONSENT?.trim() || undefined,
    logLevel: env.LOG_LEVEL ?? 'warn',
    ...(Number.isInteger(clusterThreshold) && clusterThreshold > 0 ? { clusterThreshold } : {}),
    ...(env.DIST_DIR?.trim() ? { distDir: env.DIST_DIR.trim() } : {}),
  });

  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: stopping`);
    const force = setTimeout(() => process.exit(1), 5_000);
    force.unref();
    demo.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  const { url } = demo;
  const maps = mapsApiKey
    ? `Google Maps (key from MAPS_API_KEY, map id ${mapId}${mapId === DEMO_MAP_ID ? ' (no MAP_ID: Google\'s test map id, POI labels stay visible)' : ''})`
    : 'our own map (no MAPS_API_KEY: MapLibre with the demo\'s map from /map/, gazetteer from the API, no network needed)';
  const lines = [
    `station-locator demo is running (started in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    `  demo page: ${url}`,
    `  strict CSP page: ${url}strict-csp.html`,
    `  element: ${url}dist/station-locator.bundle.js (built by rollup)`,
    `  reference API: ${url}api/v2/locations (${demo.app.stationIndex.size} stations, SQLite ${dbPath})`,
    `  config: ${url}config/published/uk-fuel/prod/de_DE.json`,
    `  builder: ${url}builder (CMS authors; add one with \`DB_PATH=${dbPath} npm run author -- add NAME\`)`,
    `  map style: ${url}map/style.json (the demo's own map: vector tiles and glyphs from /map/, open data in data/basemap/)`,
    `  maps: ${maps}`,
    `  rate limit: ${rateMax > 0 ? `${rateMax} requests per minute per client` : 'off'}`,
    'Ctrl+C stops it.',
  ];
  console.log(lines.join('\n'));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error('station-locator demo failed to start:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
