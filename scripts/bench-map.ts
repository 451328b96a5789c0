/**
 * The map rows of `npm run bench:ui` (issue 42): what our own map costs a visitor.
 *
 * - the engine's chunks in `dist/` (MapLibre with our view, its worker, the pmtiles reader), gzipped at
 *   level 9 as `npm run size` counts;
 * - the bytes of map data a first view loads (style, tiles, glyphs: every `/map/` request the page and
 *   the engine's worker make, as sent to a browser, gzipped) at Great Britain, zoom 6, and Leeds, zoom 12;
 * - element created → the basemap's first complete render (the view's `data-basemap="ready"`, set at
 *   MapLibre's first `idle`: style, tiles and glyphs drawn), median of `runs` fresh pages, at 1× and at
 *   4× CPU throttle (DevTools' `Emulation.setCPUThrottlingRate`).
 *
 * Every page is fresh (its own context, so nothing cached). Zooms are the element's (Google's).
 *
 * With BASELINE_DIST=<another build's dist/> (as bench:ui takes it), the same figures of that build's map
 * in the same run, on a second demo server, its timed pages in turn with ours. A build from before issue
 * 42 (the home-made offline engine, whose first view's map data is its Natural Earth outline chunk, a JS
 * module, gzipped here as if served so) is counted the same way, but served with today's demo config
 * its map no longer loads.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { REPO_ROOT, openPage, startDemo } from '../test/e2e/harness.ts';
import { inTurn } from './in-turn.ts';
import { median } from './median.ts';

export interface MapView {
  name: string;
  lat: number;
  lng: number;
  zoom: number;
}

export const MAP_VIEWS: readonly MapView[] = [
  { name: 'Great Britain, zoom 6', lat: 54.5, lng: -3, zoom: 6 },
  { name: 'Leeds, zoom 12', lat: 53.7997, lng: -1.5492, zoom: 12 },
];

export const MAP_DATA_BUDGET_KB = 400;

export interface Chunk {
  file: string;
  /** What it is: the engine (MapLibre and our view), its worker, the PMTiles reader. */
  role: string;
  bytes: number;
  gzipped: number;
}

/**
 * The engine's files in the self-contained bundle's build (dist/bundle-stats.json, as `npm run size`
 * finds them): the lazy chunk that names MapLibre's worker file, the worker itself (an asset beside the
 * chunks), and the lazy chunk of the `pmtiles` reader (fetched only for a brand's PMTiles style). In a
 * build from before MapLibre: the offline engine's chunks and its Natural Earth outline chunk.
 */
export function engineChunks(distDir = `${REPO_ROOT}dist/`): Chunk[] {
  const stats = JSON.parse(readFileSync(`${distDir}bundle-stats.json`, 'utf8')) as { lazy: string[]; assets?: string[] };
  const chunks: Chunk[] = [];
  const add = (file: string, role: string) => {
    const body = readFileSync(`${distDir}${file}`);
    chunks.push({ file, role, bytes: body.length, gzipped: gzipSync(body, { level: 9 }).length });
  };
  for (const file of stats.lazy) {
    const text = readFileSync(`${distDir}${file}`, 'utf8');
    if (text.includes('maplibre-gl-worker.mjs')) add(file, 'engine');
    else if (text.includes('PMTiles')) add(file, OPTIONAL);
    else if (text.includes('sl-offline-map')) add(file, 'offline engine');
    else if (/"arcs":\[|arcs:\[/.test(text)) add(file, OFFLINE_DATA);
  }
  for (const file of stats.assets ?? []) add(file, 'worker');
  return chunks;
}

const OPTIONAL = 'PMTiles reader, only for PMTiles styles';
const OFFLINE_DATA = 'offline basemap data';

export interface MapLoad {
  view: MapView;
  /** Gzipped bytes of the view's `/map/` requests, as the server sends them to a browser. */
  bytes: number;
  requests: { style: number; tiles: number; fonts: number };
  /** Element created → data-basemap="ready", ms. */
  readyMs: number;
  /** Element created → the style requested, ms. */
  styleAtMs: number;
}

/** A bare same-origin page with the bundle loaded and no element yet (its route is dropped once in). */
async function openBarePage(page: Page, base: string): Promise<void> {
  const url = `${base}bench-map.html`;
  await page.route(url, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title><link rel="icon" href="data:,"><script type="module" src="/dist/station-locator.bundle.js"></script></head><body style="margin:0"></body></html>',
    }),
  );
  await page.goto(url);
  await page.unroute(url);
  await page.waitForFunction(() => customElements.get('station-locator') !== undefined, undefined, { timeout: 30_000 });
}

interface Timing {
  /** Element created → data-basemap="ready". */
  ready: number;
  /** Element created → the style's request started (before it: the config, the engine's chunk, the map's creation). */
  styleAt: number;
}

/** Creates the element at `view` and resolves with the ms until its map's first complete render. */
function timeBasemap(page: Page, view: MapView): Promise<Timing> {
  return page.evaluate(async (view) => {
    history.replaceState(null, '', `#/@${view.lat},${view.lng},${view.zoom}z`);
    const t0 = performance.now();
    const el = document.createElement('station-locator');
    el.setAttribute('resource', 'uk-fuel');
    el.setAttribute('config-env', 'prod');
    el.setAttribute('locale', 'en_GB');
    el.style.cssText = 'display:block;width:1280px;height:800px';
    document.body.append(el);
    const ready = await new Promise<number>((resolve, reject) => {
      const timeout = setTimeout(() => reject(new Error('the basemap did not render within 60 s')), 60_000);
      const check = () => {
        if (el.shadowRoot?.querySelector('[data-basemap="ready"]')) {
          clearTimeout(timeout);
          resolve(performance.now() - t0);
          return;
        }
        setTimeout(check, 5);
      };
      check();
    });
    const style = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((e) => e.name.includes('/map/style.json'));
    return { ready, styleAt: style ? style.startTime - t0 : Number.NaN };
  }, view);
}

/** Bytes of `paths` as sent to a browser (gzip accepted), fetched again from Node. */
async function sentBytes(base: string, paths: readonly string[]): Promise<number> {
  let total = 0;
  for (const path of paths) {
    const response = await fetch(new URL(path, base), { headers: { 'accept-encoding': 'gzip' } });
    // fetch decodes gzip: the length on the wire is the Content-Length the server sent.
    const length = Number(response.headers.get('content-length'));
    const body = await response.arrayBuffer();
    total += Number.isFinite(length) && length > 0 ? length : body.byteLength;
  }
  return total;
}

/**
 * One fresh page: loads the bundle, creates the element at `view`, times its basemap, counts its map
 * bytes: the `/map/` requests as sent, and any of `dataChunks` (path under the origin → gzipped bytes) it fetched.
 */
export async function loadMap(browser: Browser, base: string, view: MapView, cpuSlowdown = 1, dataChunks = new Map<string, number>()): Promise<MapLoad> {
  const { page, context, requests } = await openPage(browser, { viewport: { width: 1280, height: 800 }, blockGoogle: false });
  try {
    await openBarePage(page, base);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const before = requests.length;
    const { ready: readyMs, styleAt: styleAtMs } = await timeBasemap(page, view);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const requested = new Set(requests.slice(before).map((r) => r.replace(/^GET /, '')));
    const paths = [...requested].filter((p) => p.startsWith('/map/'));
    const count = (re: RegExp) => paths.filter((p) => re.test(p)).length;
    const chunkBytes = [...requested].reduce((sum, p) => sum + (dataChunks.get(p) ?? 0), 0);
    return {
      view,
      bytes: (await sentBytes(base, paths)) + chunkBytes,
      requests: { style: count(/^\/map\/style\.json/), tiles: count(/^\/map\/tiles\//), fonts: count(/^\/map\/fonts\//) },
      readyMs,
      styleAtMs,
    };
  } finally {
    await context.close();
  }
}

export interface EngineBench {
  chunks: Chunk[];
  loads: MapLoad[];
  /** Medians, ms, per CPU slowdown: element created → basemap drawn at the first view (Leeds). */
  ready: { slowdown: number; ms: number; styleAtMs: number; runs: number }[];
}

export interface MapBench {
  ours: EngineBench;
  /** The same figures of BASELINE_DIST's build, when given. */
  baseline: (EngineBench & { dist: string }) | null;
}

/** A build's demo server and its dist/ directory. */
interface Build {
  base: string;
  distDir: string;
}

/** A build's sizes and first views' bytes: exact, so measured once, build after build. */
async function sizesOf(browser: Browser, build: Build): Promise<Omit<EngineBench, 'ready'>> {
  const chunks = engineChunks(build.distDir);
  const dataChunks = new Map(chunks.filter((c) => c.role === OFFLINE_DATA).map((c) => [`/dist/${c.file}`, c.gzipped]));
  const loads: MapLoad[] = [];
  for (const view of MAP_VIEWS) loads.push(await loadMap(browser, build.base, view, 1, dataChunks));
  return { chunks, loads };
}

/**
 * Each build's sizes, then its first complete render at Leeds at each CPU slowdown, `runs` pages per build
 * with the builds' pages in turn (a time, unlike a size, depends on what the machine does meanwhile).
 */
async function benchEngines(browser: Browser, builds: readonly Build[], runs: number): Promise<EngineBench[]> {
  const sizes: Omit<EngineBench, 'ready'>[] = [];
  for (const build of builds) sizes.push(await sizesOf(browser, build));
  const ready: EngineBench['ready'][] = builds.map(() => []);
  const leeds = MAP_VIEWS[1]!;
  for (const slowdown of [1, 4]) {
    const timed: MapLoad[][] = builds.map(() => []);
    for (let run = 0; run < runs; run += 1) {
      await inTurn(
        run,
        builds.map((build, i) => async () => timed[i]!.push(await loadMap(browser, build.base, leeds, slowdown))),
      );
    }
    timed.forEach((loads, i) =>
      ready[i]!.push({ slowdown, ms: median(loads.map((t) => t.readyMs)), styleAtMs: median(loads.map((t) => t.styleAtMs)), runs }),
    );
  }
  return sizes.map((size, i) => ({ ...size, ready: ready[i]! }));
}

export async function benchMap(browser: Browser, base: string, runs = Number(process.env.MAP_RUNS ?? 3)): Promise<MapBench> {
  const dist = process.env.BASELINE_DIST?.trim();
  const demo = dist ? await startDemo({ env: { DIST_DIR: dist } }) : null;
  try {
    const builds: Build[] = [{ base, distDir: `${REPO_ROOT}dist/` }];
    if (demo && dist) builds.push({ base: demo.url, distDir: `${dist.replace(/\/$/, '')}/` });
    const [ours, baseline] = await benchEngines(browser, builds, runs);
    return { ours: ours!, baseline: baseline && dist ? { ...baseline, dist } : null };
  } finally {
    await demo?.stop();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : 'n/a');

/** The map rows, as Markdown table rows under bench:ui's header (target | measured | … | holds). */
export function mapRows({ ours, baseline }: MapBench): string[] {
  const rows: string[] = [];
  const chunkList = (chunks: Chunk[]) => chunks.map((c) => `${c.role} ${c.file} ${kb(c.gzipped)} (${kb(c.bytes)} minified)`).join('; ');
  const loaded = (chunks: Chunk[]) => kb(chunks.filter((c) => c.role !== OPTIONAL).reduce((sum, c) => sum + c.gzipped, 0));
  const then = (text: string) => (baseline ? `; the baseline build's (${baseline.dist}): ${text}` : '');
  rows.push(
    `| map: the engine's chunks, gzipped (lazy: only pages with our own map load them) | ${loaded(ours.chunks)} loaded: ${chunkList(ours.chunks)}${then(`${loaded(baseline?.chunks ?? [])}: ${chunkList(baseline?.chunks ?? [])}`)} | | | |`,
  );
  ours.loads.forEach((load, i) => {
    const { style, tiles, fonts } = load.requests;
    const old = baseline?.loads[i];
    rows.push(
      `| map: data the first view loads, ${load.view.name}, gzipped (≤ ${MAP_DATA_BUDGET_KB} KB) | ${kb(load.bytes)} (style ${style}, tiles ${tiles}, glyph ranges ${fonts})${then(old ? kb(old.bytes) : 'n/a')} | | | ${load.bytes <= MAP_DATA_BUDGET_KB * 1024 ? 'yes' : '**no**'} |`,
    );
  });
  ours.ready.forEach((r, i) => {
    const old = baseline?.ready[i];
    rows.push(
      `| map: element created → basemap's first complete render (data-basemap="ready": MapLibre's first idle), Leeds, zoom 12, ${r.slowdown}× CPU, median of ${r.runs} | ${ms(r.ms)} (the style requested at ${ms(r.styleAtMs)}: before it the config, the engine's chunk and the map's set-up; after it style, tiles, glyphs and drawing)${then(old ? ms(old.ms) : 'n/a')} | | | |`,
    );
  });
  return rows;
}
