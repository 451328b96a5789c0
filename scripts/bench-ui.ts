/**
 * `npm run bench:ui`: what the element adds on top of the network, in headless Chromium against the local
 * reference API (real UK data) and the offline maps engine, side by side with the API floor (the same
 * requests timed from Node on loopback), in one run. Prints one row per target of issue 20:
 *
 *   1. element created → first nearest list (median of RUNS fresh pages) vs the API time of the requests
 *      made before it; the requests' start times show what ran before them; beside it, interleaved, the
 *      floor: a bare React element making the same requests and rendering a plain list (what this
 *      machine's browser, network and React take, whatever we build: bench-floor-element.ts); for both,
 *      when the nearest list's answer came in and how long after it the list was painted;
 *   2. the longest long task (PerformanceObserver 'longtask') on the way to the first list and while panning;
 *   3. a keyboard pan, in parts: debounce (key → first within_bounds request), API (first request → last
 *      answer, in the browser), ours (last answer → the map drawn: the offline engine's
 *      `station-locator:map-drawn` mark); at the demo's settings (server clusters above 100 stations) and
 *      with ~2,000 stations in view (a second API with CLUSTER_THRESHOLD=10000);
 *   4. a click on a list item → the info window in the DOM, measured from the station's details arriving
 *      (its chunk is preloaded when the list shows; whether it was is printed);
 *   5. JS heap after HEAP_PANS pans and after WINDOW_CYCLES info-window open/close cycles, each after a
 *      first round of as many that fills the caches (forced GC; the least of HEAP_READINGS readings).
 * and the map rows (issue 42, scripts/bench-map.ts): the engine's chunks gzipped, the map data a first
 * view loads at Great Britain zoom 6 and Leeds zoom 12 (budget 400 KB gzipped), and element created →
 * the basemap's first complete render at 1× and 4× CPU throttle.
 *
 * and the phone rows (issue 46, scripts/bench-phone.ts): at 1× and 4× CPU throttle, element created → the
 * first list painted above the API floor, and the worst Event Timing event of each interaction of a
 * scripted visit (search, station, filters, directions, route, stations along it, pan and zoom), PHONE_RUNS
 * visits per rate, medians and worst; beside the first lists, the bare React floor at the same rate; and a
 * returning visitor's first list on a phone network (scripts/bench-returning.ts; RETURNING_BASELINE_URL
 * times another running demo server beside it). PHONE=only runs just these rows; PHONE=skip leaves them out.
 *
 * BASELINE_DIST=<another build's dist/> also times that build's first lists, interleaved with this one's,
 * and prints the ratio, and its pans over ~2,000 stations (a page before ours and one after: their long
 * tasks and our work); the phone rows then show that build's figures beside ours ("before").
 *
 * It runs in Debian's chromium-headless-shell (BENCH_CHROME_PATH, chromium-args.mjs) with a GPU compositor.
 * Bounded: every wait has a timeout and the whole run stops after BENCH_DEADLINE_MS.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, startDemo, waitForBasemap } from '../test/e2e/harness.ts';
import { BENCH_CHROME_PATH, BENCH_CHROMIUM_ARGS } from './chromium-args.mjs';
import type { FloorRequests } from './bench-floor-element.ts';
import { bareEnginePanTask } from './bench-engine-floor.ts';
import { panFrames, panFramesLine, type PanFrames } from './bench-pan-frames.ts';
import { benchMap, mapRows } from './bench-map.ts';
import { benchPhone, PHONE_RATES, phoneRows, type PhoneRate } from './bench-phone.ts';
import { benchReturning, returningRows } from './bench-returning.ts';
import { inTurn } from './in-turn.ts';
import { median } from './median.ts';

const RUNS = Number(process.env.RUNS ?? 5);
const API_CALLS = Number(process.env.API_CALLS ?? 30);
/**
 * The first list is timed with the element made as soon as the page has loaded (target 1) and, for the
 * record, made this long after, as a single-page app's later route or a dialog makes it: work the browser
 * does after a load takes a share of this machine's two cores, and this row shows when some does (the full
 * Chromium drew its own window for some 300 ms after each load, chromium-args.mjs).
 */
const SETTLE_MS = 300;
const PANS = Number(process.env.PANS ?? 10);
const HEAP_PANS = Number(process.env.HEAP_PANS ?? 100);
/** The traced pans (scripts/bench-pan-frames.ts): pages per build, pans a page. */
const FRAME_PAGES = Number(process.env.FRAME_PAGES ?? 2);
const FRAME_PANS = Number(process.env.FRAME_PANS ?? 10);
const WINDOW_SELECTS = Number(process.env.WINDOW_SELECTS ?? 5);
const WINDOW_CYCLES = Number(process.env.WINDOW_CYCLES ?? 50);
const HEAP_READINGS = Number(process.env.HEAP_READINGS ?? 3);
const PHONE = process.env.PHONE?.trim() || 'yes';
const PHONE_RUNS = Number(process.env.PHONE_RUNS ?? 3);
/**
 * Another build's dist/ folder (e.g. main's, built in a git worktree): its first lists are timed too,
 * interleaved with this build's on a second API, and the ratio printed (before/after in one run).
 */
const BASELINE_DIST = process.env.BASELINE_DIST?.trim() || null;
/**
 * The phone rows' visits take 30-60 s each (four builds × rates × runs): their time is added, and so is
 * the baseline build's share of the element's rows (its first lists, pans and traced pans).
 */
const DEADLINE_MS = Number(
  process.env.BENCH_DEADLINE_MS ?? (PHONE === 'only' ? 0 : 360_000 + (BASELINE_DIST ? 240_000 : 0)) + (PHONE === 'skip' ? 0 : 900_000),
);
/** Another demo server (its URL) whose returning visits are timed beside ours (scripts/bench-returning.ts). */
const RETURNING_BASELINE_URL = process.env.RETURNING_BASELINE_URL?.trim() || null;
/** A view over the English Midlands: about 2,000 stations in a 1280×800 page (900 px wide map). */
const BUSY_VIEW = { center: { lat: 52.75, lng: -1.6 }, zoom: 8.3 };
/** A town view for the first-list figure: no clusters, so the nearest list shows at once. */
const TOWN_VIEW = { center: { lat: 53.7997, lng: -1.5492 }, zoom: 11 };
const DRAWN_MARK = 'station-locator:map-drawn';
const FLOOR_TAG = 'bench-floor-locator';

/** Heap growth that still counts as flat (GC noise is a few hundred kB). */
const HEAP_FLAT_MB = 1;
const TARGETS = { firstListAboveApi: 100, longTask: 50, panDrawn: 16, panBusy: 50, infoWindow: 100 };

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a');
const ratio = (ui: number, api: number) => (Number.isFinite(ui) && Number.isFinite(api) && api > 0 ? `${(ui / api).toFixed(1)}×` : 'n/a');
const holds = (value: number, limit: number) => (Number.isFinite(value) ? (value <= limit ? 'yes' : '**no**') : 'n/a');
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

const watchdog = setTimeout(() => {
  console.error(`bench:ui: deadline of ${DEADLINE_MS / 1000} s reached, stopping`);
  process.exit(1);
}, DEADLINE_MS);
watchdog.unref();

/**
 * Median time from Node, over API_CALLS rounds, of `paths` asked as the element asks them before its first
 * list: the config requests, then every other request at once (one path: that request alone). The
 * single-threaded API answers parallel requests one after another, so the batch takes about their sum,
 * not the slowest one's time alone (timing each alone understated the floor by the others' time: the bare
 * React floor, making the same requests, was itself above "the API + 100 ms" when the demo asked for fuel
 * and charging).
 */
async function apiBatchMedian(base: string, paths: readonly string[]): Promise<number> {
  const configs = paths.filter((path) => path.startsWith('/config/'));
  const others = paths.filter((path) => !path.startsWith('/config/'));
  const get = async (path: string) => {
    const response = await fetch(new URL(path, base));
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  };
  const times: number[] = [];
  for (let i = 0; i < API_CALLS; i += 1) {
    const t0 = performance.now();
    for (const path of configs) await get(path);
    await Promise.all(others.map(get));
    times.push(performance.now() - t0);
  }
  return median(times);
}

/**
 * A bare same-origin page that loads the bundle (no element yet), so creation can be timed from the first
 * line. Its route is removed once the page is in: with no route left, nothing the page asks for is held
 * up by Playwright's request interception (see `openPage`'s `blockGoogle`). With `floorScript`, the page
 * loads the floor element (bench-floor-element.ts) instead, served from memory.
 */
async function openBenchPage(page: Page, base: string, floorScript?: string): Promise<void> {
  const url = `${base}bench.html`;
  const script = floorScript === undefined ? '/dist/station-locator.bundle.js' : '/bench-floor.js';
  const tag = floorScript === undefined ? 'station-locator' : FLOOR_TAG;
  await page.route(url, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title><link rel="icon" href="data:,"><script type="module" src="${script}"></script></head><body></body></html>`,
    }),
  );
  const scriptUrl = new URL(script, base).href;
  if (floorScript !== undefined) await page.route(scriptUrl, (route) => route.fulfill({ contentType: 'text/javascript; charset=utf-8', body: floorScript }));
  await page.goto(url);
  await page.unroute(url);
  if (floorScript !== undefined) await page.unroute(scriptUrl);
  await page.waitForFunction((name) => customElements.get(name) !== undefined, tag, { timeout: 30_000 });
}

/** The requests the floor makes, from the paths of our first list's: the config, then each API call once. */
function floorRequestsOf(paths: readonly string[]): FloorRequests {
  const config = paths.find((path) => path.startsWith('/config/'));
  if (!config) throw new Error('our first list made no config request');
  return { config, api: [...new Set(paths.filter((path) => path.startsWith('/api/')))] };
}

/** The floor element (scripts/bench-floor-element.ts) as one ES module, React in production mode. */
async function bundleFloorElement(): Promise<string> {
  const built = await build({
    entryPoints: [fileURLToPath(new URL('./bench-floor-element.ts', import.meta.url))],
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const text = built.outputFiles[0]?.text;
  if (!text) throw new Error('the floor element did not bundle');
  return text;
}

interface FirstList {
  /** Creation → the list painted: the end of the main thread's work on the frame that first shows it. */
  total: number;
  /** Creation → the frame that first has the list in its DOM (its rAF, before its style, layout and paint). */
  inDom: number;
  /** The longest task up to the list painted, that frame's task included. */
  longestTask: number;
  /** [path, ms after creation when its request started] for the config and API requests. */
  starts: [string, number][];
  /** Creation → the nearest list's answer in (its last byte, resource timing): what follows is reading and drawing it. */
  listAnswered: number;
}

/**
 * Creates the element with a map view (from the URL hash) and resolves when its nearest list shows at
 * least one item, with the long tasks and request start times seen on the way. With `floor`, creates the
 * floor element (on a page opened with its script) making those requests instead.
 */
function timeFirstList(page: Page, view: typeof TOWN_VIEW, floor: FloorRequests | null = null): Promise<FirstList> {
  return page.evaluate(async ({ view, floor, floorTag }) => {
    history.replaceState(null, '', `#/@${view.center.lat},${view.center.lng},${view.zoom}z`);
    performance.clearResourceTimings();
    const tasks: number[] = [];
    const longTasks = new PerformanceObserver((list) => tasks.push(...list.getEntries().map((e) => e.duration)));
    longTasks.observe({ type: 'longtask', buffered: false });
    const t0 = performance.now();
    const el = document.createElement(floor ? floorTag : 'station-locator');
    if (floor) Object.assign(el, { requests: floor });
    el.setAttribute('resource', 'uk-fuel');
    el.setAttribute('config-env', 'prod');
    el.setAttribute('locale', 'en_GB');
    el.style.width = '1280px';
    document.body.append(el);
    const inDom = await new Promise<number>((resolve, reject) => {
      const timeout = setTimeout(() => reject(new Error('no nearest list within 30 s')), 30_000);
      const check = () => {
        if (el.shadowRoot?.querySelector('.nearest-list li')) {
          clearTimeout(timeout);
          resolve(performance.now() - t0);
          return;
        }
        requestAnimationFrame(check);
      };
      check();
    });
    // Found in a frame's animation callbacks: that frame's style, layout and paint still follow, in the
    // same task. A user-blocking task posted now runs right after them, when the list is painted; a
    // message (the way this was timed until stop 35) waited behind every task the page had queued before
    // it, React's next slices included, and counted them (5 to 25 ms in traces).
    const total = await new Promise<number>((resolve) => {
      const painted = () => resolve(performance.now() - t0);
      const { scheduler } = globalThis as { scheduler?: { postTask(task: () => void, options: { priority: 'user-blocking' }): Promise<void> } };
      if (scheduler) void scheduler.postTask(painted, { priority: 'user-blocking' });
      else {
        const channel = new MessageChannel();
        channel.port1.onmessage = painted;
        channel.port2.postMessage(null);
      }
    });
    // A long task is reported once it has ended: the frame's own task is among the records only now.
    await new Promise((resolve) => setTimeout(resolve, 20));
    tasks.push(...longTasks.takeRecords().map((e) => e.duration));
    longTasks.disconnect();
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const starts = resources.filter((e) => /\/(api|config)\//.test(e.name)).map((e): [string, number] => [new URL(e.name).pathname, e.startTime - t0]);
    const nearest = resources.find((e) => new URL(e.name).pathname.endsWith('/nearest_to'));
    return { total, inDom, longestTask: Math.max(0, ...tasks), starts, listAnswered: nearest ? nearest.responseEnd - t0 : Number.NaN };
  }, { view, floor, floorTag: FLOOR_TAG });
}

interface Pan {
  debounce: number;
  api: number;
  ours: number;
  total: number;
  longestTask: number;
  /** Long tasks (over 50 ms, the Long Tasks API's threshold) from the key to the answer's work done. */
  longTasks: number;
}

/** Presses an arrow key on the map and times the pan in parts, up to the map drawn with the new answers. */
function timePan(page: Page, key: 'ArrowRight' | 'ArrowLeft', withinRequests: number): Promise<Pan> {
  return page.evaluate(
    async ({ key, withinRequests, drawnMark }) => {
      const root = document.querySelector('station-locator')?.shadowRoot;
      // Our own map (MapLibre): Shift + an arrow key moves the map (plain arrows move between its stations).
      const map = root?.querySelector<HTMLElement>('[part="map"] .sl-maplibre');
      if (!map) throw new Error('no map');
      performance.clearResourceTimings();
      performance.clearMarks(drawnMark);
      const tasks: number[] = [];
      const longTasks = new PerformanceObserver((list) => tasks.push(...list.getEntries().map((e) => e.duration)));
      longTasks.observe({ type: 'longtask', buffered: false });
      const t0 = performance.now();
      const answers: PerformanceResourceTiming[] = [];
      const answered = new Promise<void>((resolve, reject) => {
        const timeout = setTimeout(() => reject(new Error('no within_bounds answers after the pan within 15 s')), 15_000);
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
            if (entry.name.includes('/within_bounds') && entry.startTime >= t0) answers.push(entry);
          }
          if (answers.length >= withinRequests) {
            observer.disconnect();
            clearTimeout(timeout);
            resolve();
          }
        });
        observer.observe({ type: 'resource', buffered: false });
      });
      map.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey: true, bubbles: true, composed: true }));
      await answered;
      const firstStart = Math.min(...answers.map((e) => e.startTime));
      const lastEnd = Math.max(...answers.map((e) => e.responseEnd));
      const drawn = await new Promise<number>((resolve, reject) => {
        const timeout = setTimeout(() => reject(new Error('the map was not drawn within 15 s of the answers')), 15_000);
        const check = () => {
          const mark = performance.getEntriesByName(drawnMark).find((e) => e.startTime >= lastEnd);
          if (mark) {
            clearTimeout(timeout);
            resolve(mark.startTime);
          } else setTimeout(check, 5);
        };
        check();
      });
      // Let the rest of the answer's work (the frame that shows it, the list) run, so its long tasks count
      // too; a long task is reported once it has ended.
      await new Promise((resolve) => setTimeout(resolve, 100));
      tasks.push(...longTasks.takeRecords().map((e) => e.duration));
      longTasks.disconnect();
      return { debounce: firstStart - t0, api: lastEnd - firstStart, ours: drawn - lastEnd, total: drawn - t0, longestTask: Math.max(0, ...tasks), longTasks: tasks.length };
    },
    { key, withinRequests, drawnMark: DRAWN_MARK },
  );
}

interface Select {
  /** Details answer → info window in the DOM. */
  afterDetails: number;
  total: number;
}

/** Clicks list item `index` and times the info window's appearance; then closes it again. */
function timeSelect(page: Page, index: number): Promise<Select> {
  return page.evaluate(async (index) => {
    const root = document.querySelector('station-locator')?.shadowRoot;
    const items = root?.querySelectorAll<HTMLElement>('.nearest-list .location-item');
    const item = items?.[index % items.length];
    const id = item?.dataset['locationId'];
    if (!root || !item || !id) throw new Error('no list item');
    performance.clearResourceTimings();
    const t0 = performance.now();
    const shown = new Promise<number>((resolve, reject) => {
      const timeout = setTimeout(() => reject(new Error('no info window within 15 s')), 15_000);
      const observer = new MutationObserver(() => {
        if (root.querySelector('.info-window')) {
          observer.disconnect();
          clearTimeout(timeout);
          resolve(performance.now());
        }
      });
      observer.observe(root, { childList: true, subtree: true });
    });
    item.querySelector<HTMLElement>('.location-item__select')?.click();
    const at = await shown;
    const details = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
      (e) => e.name.includes(`/${encodeURIComponent(id)}`) && e.startTime >= t0,
    );
    const arrived = details.length ? Math.max(...details.map((e) => e.responseEnd)) : t0;
    root.querySelector<HTMLElement>('.info-window__close')?.click();
    await new Promise<void>((resolve) => {
      const check = () => (root.querySelector('.info-window') ? requestAnimationFrame(check) : resolve());
      check();
    });
    return { afterDetails: at - arrived, total: at - t0 };
  }, index);
}

function infoWindowChunkLoaded(page: Page): Promise<boolean> {
  return page.evaluate(() => performance.getEntriesByType('resource').some((e) => /info-window[^/]*\.js$/.test(e.name)));
}

/** within_bounds resources of the demo config: the map asks each once per view. */
/**
 * The within_bounds requests of a pan: one per enabled resource that lists the view, but the grey set
 * (non_matching_locations), which the element asks for only while a filter is on (the bench sets none).
 */
async function withinResources(base: string): Promise<number> {
  const config = (await (await fetch(new URL('config/published/uk-fuel/prod/en_GB.json', base))).json()) as {
    resources?: Record<string, { enabled?: boolean; views?: string[] }>;
  };
  return Object.entries(config.resources ?? {}).filter(([name, r]) => name !== 'non_matching_locations' && r.enabled !== false && r.views?.includes('within_bounds')).length;
}

type CdpSession = Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['newCDPSession']>>;

/**
 * The JS heap after GC: the least of HEAP_READINGS readings 500 ms apart. One reading swings by up to
 * ~1 MB with what is in flight at that moment (an answer being read, a frame's buffers, a cache being
 * swapped; 400 pans read after each hundred moved between 17.6 and 19.2 MB without growing), which is
 * the size of the target's threshold; what stays, and a leak, raises the least of them.
 */
async function heapUsed(cdp: CdpSession): Promise<number> {
  const readings: number[] = [];
  for (let i = 0; i < HEAP_READINGS; i += 1) {
    await sleep(500);
    await cdp.send('HeapProfiler.collectGarbage');
    readings.push((await cdp.send('Runtime.getHeapUsage')).usedSize);
  }
  return Math.min(...readings);
}

interface PanRun {
  stations: number;
  pans: Pan[];
  apiFloor: number;
  /** The browser's own reading of the pans' largest answer (a bare fetch in the same page). */
  bodyRead?: BodyRead;
  heap?: [number, number];
  windows?: Select[];
  chunkPreloaded?: boolean;
  windowHeap?: [number, number];
}

interface BodyRead {
  path: string;
  bytes: number;
  /** The response's last byte (resource timing) → `text()` resolved, median. */
  read: number;
  /** `JSON.parse` of that text, median. */
  parse: number;
}

/**
 * What the browser itself spends on an answer before any of our code sees it: a bare `fetch` of `path`
 * in the page, from the response's last byte arriving to `text()` resolving, then `JSON.parse`. Our
 * "answer → drawn" starts at that last byte, so this part of it is the browser's, not ours.
 */
function timeBodyRead(page: Page, path: string): Promise<BodyRead> {
  return page.evaluate(async (path) => {
    const reads: number[] = [];
    const parses: number[] = [];
    let bytes = 0;
    for (let call = 0; call < 5; call += 1) {
      const url = new URL(path, location.href).href;
      // no-store: the answer comes from the API each time, not from the HTTP cache.
      const response = await fetch(url, { cache: 'no-store' });
      const text = await response.text();
      const readAt = performance.now();
      JSON.parse(text);
      parses.push(performance.now() - readAt);
      const entry = performance.getEntriesByName(url).at(-1) as PerformanceResourceTiming | undefined;
      if (entry) reads.push(readAt - entry.responseEnd);
      bytes = Number(response.headers.get('content-length') ?? text.length);
    }
    const mid = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
    return { path, bytes, read: mid(reads), parse: mid(parses) };
  }, path);
}

/** Opens a page on `view`, pans PANS times (and optionally measures the heap and the info window). */
async function panRun(browser: Browser, base: string, view: typeof BUSY_VIEW, full: boolean): Promise<PanRun> {
  const within = await withinResources(base);
  const { page, context, requests } = await openPage(browser, { viewport: { width: 1280, height: 800 }, blockGoogle: false });
  try {
    await openBenchPage(page, base);
    await timeFirstList(page, view).catch(() => undefined); // clustered views may show no list; the map is what matters
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, DRAWN_MARK, { timeout: 30_000 });
    await waitForBasemap(page);
    await page.waitForTimeout(500); // the first view's answers are in
    const stations = await page.evaluate(
      () => (document.querySelector('station-locator')?.shadowRoot?.querySelector('[data-station-count]') as HTMLElement | null)?.dataset['stationCount'] ?? '0',
    );
    // Right then left, and so on: the map goes back and forth between two views.
    const pan = (i: number) => timePan(page, i % 2 ? 'ArrowLeft' : 'ArrowRight', within);
    const pans: Pan[] = [];
    let panRequests: string[] = [];
    for (let i = 0; i < PANS; i += 1) {
      const before = requests.length;
      pans.push(await pan(i));
      panRequests = requests.slice(before).filter((r) => r.includes('/within_bounds')).map((r) => r.slice('GET '.length));
    }
    // One request per resource the element asks, in parallel: the floor is the slowest.
    let apiFloor = 0;
    for (const path of new Set(panRequests)) apiFloor = Math.max(apiFloor, await apiBatchMedian(base, [path]));
    const run: PanRun = { stations: Number(stations), pans, apiFloor: panRequests.length ? apiFloor : NaN };
    if (!full) return run;
    const largest = panRequests.find((path) => path.includes('/locations/within_bounds') && !path.includes('/non_matching_'));
    if (largest) run.bodyRead = await timeBodyRead(page, largest);

    // A first round fills what is meant to fill once, as for the info window: V8's optimised code for the
    // pan's path (heap snapshots after GC: code +0.43 MB over the first 100 pans, +0.17 MB over the next
    // 100; the rest came and went). The baseline is taken after it.
    for (let i = 0; i < HEAP_PANS; i += 1) await pan(i);
    const cdp = await context.newCDPSession(page);
    const before = await heapUsed(cdp);
    for (let i = 0; i < HEAP_PANS; i += 1) await pan(i);
    run.heap = [before, await heapUsed(cdp)];
    return run;
  } finally {
    await context.close();
  }
}

/** The info window on a town view: select → visible, then the heap over open/close cycles. */
async function windowRun(browser: Browser, base: string): Promise<Pick<PanRun, 'windows' | 'chunkPreloaded' | 'windowHeap'>> {
  const { page, context } = await openPage(browser, { viewport: { width: 1280, height: 800 }, blockGoogle: false });
  try {
    await openBenchPage(page, base);
    await timeFirstList(page, TOWN_VIEW);
    // The basemap's outlines (a large lazy chunk) are in before any heap figure: they are the page's, not a leak.
    await waitForBasemap(page);
    await page.waitForTimeout(300);
    const chunkPreloaded = await infoWindowChunkLoaded(page);
    const windows: Select[] = [];
    for (let i = 0; i < WINDOW_SELECTS; i += 1) windows.push(await timeSelect(page, i));
    // A first round fills what is meant to fill once (the location pool, text and formatter caches; about
    // 1.5 MB, then flat over the next hundreds of cycles): the baseline is taken after it.
    for (let i = 0; i < WINDOW_CYCLES; i += 1) await timeSelect(page, i);
    const cdp = await context.newCDPSession(page);
    const before = await heapUsed(cdp);
    for (let i = 0; i < WINDOW_CYCLES; i += 1) await timeSelect(page, i);
    return { windows, chunkPreloaded, windowHeap: [before, await heapUsed(cdp)] };
  } finally {
    await context.close();
  }
}

/**
 * The phone rows: element created → first list painted on the bench page at each CPU throttle rate, runs
 * interleaved with the baseline build's (when given), then the scripted visits (scripts/bench-phone.ts).
 */
async function phoneBench(browser: Browser): Promise<string[]> {
  // The first lists as target 1's (a town view, an API that lists up to 10,000 stations); the visits on the
  // demo as a visitor has it (`npm start`: the API clusters above 200 stations in view).
  const demo = await startDemo({ env: { CLUSTER_THRESHOLD: '10000' } });
  const baselineDemo = BASELINE_DIST ? await startDemo({ env: { CLUSTER_THRESHOLD: '10000', DIST_DIR: BASELINE_DIST } }) : null;
  const visited = await startDemo();
  const baselineVisited = BASELINE_DIST ? await startDemo({ env: { DIST_DIR: BASELINE_DIST } }) : null;
  try {
    const firstListAt = async (base: string, rate: PhoneRate, floor?: { script: string; requests: FloorRequests }) => {
      const { page, context, requests } = await openPage(browser, { viewport: { width: 1280, height: 800 }, blockGoogle: false });
      try {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate });
        await openBenchPage(page, base, floor?.script);
        const before = requests.length;
        const run = await timeFirstList(page, TOWN_VIEW, floor?.requests ?? null);
        return { total: run.total, paths: requests.slice(before).filter((r) => r.startsWith('GET /api/') || r.startsWith('GET /config/')).map((r) => r.slice('GET '.length)) };
      } finally {
        await context.close();
      }
    };
    const lists = PHONE_RATES.map((rate) => ({ rate, ours: [] as number[], baseline: baselineDemo ? ([] as number[]) : null, floor: [] as number[], api: NaN }));
    let paths: string[] = [];
    // The bare React floor (as beside target 1) at the same rate, making the requests of our last run.
    const floorScript = await bundleFloorElement();
    const floorAt = (rate: PhoneRate) => firstListAt(demo.url, rate, { script: floorScript, requests: floorRequestsOf(paths) });
    for (let run = 0; run < PHONE_RUNS; run += 1) {
      for (const list of lists) {
        await inTurn(run, [
          async () => {
            const timed = await firstListAt(demo.url, list.rate);
            list.ours.push(timed.total);
            paths = timed.paths;
            list.floor.push((await floorAt(list.rate)).total);
          },
          async () => {
            if (baselineDemo) list.baseline?.push((await firstListAt(baselineDemo.url, list.rate)).total);
          },
        ]);
      }
    }
    // As target 1: the config, then the other API calls at once.
    const api = await apiBatchMedian(demo.url, [...new Set(paths)]);
    for (const list of lists) list.api = api;
    const returning = await benchReturning(browser, demo.url, RETURNING_BASELINE_URL, PHONE_RUNS);
    const visits = await benchPhone(browser, visited.url, baselineVisited?.url ?? null, PHONE_RUNS);
    return [...phoneRows(visits, lists), ...returningRows(returning)];
  } finally {
    await baselineVisited?.stop();
    await visited.stop();
    await baselineDemo?.stop();
    await demo.stop();
  }
}

const started = performance.now();
const uptime = (() => {
  try {
    return execSync('uptime', { encoding: 'utf8' }).trim();
  } catch {
    return `load average: ${loadavg().map((l) => l.toFixed(2)).join(', ')}`;
  }
})();
// Every row times the main thread: in the headless shell, on a GPU compositor (chromium-args.mjs).
if (!existsSync(BENCH_CHROME_PATH)) {
  console.error(`bench:ui: no ${BENCH_CHROME_PATH}; install Debian's chromium-headless-shell (apt-get install chromium-headless-shell) or set BENCH_CHROME_PATH`);
  process.exit(1);
}
const browser = await launchBrowser(BENCH_CHROMIUM_ARGS, BENCH_CHROME_PATH);
try {
  if (PHONE !== 'skip') {
    const rows = await phoneBench(browser).catch((error: unknown) => [`| phone rows | n/a: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]} | | |`]);
    console.log(`bench:ui, what a phone feels (issue 46), ${new Date().toISOString().slice(0, 10)}; ${PHONE_RUNS} runs per figure${BASELINE_DIST ? `, "before": ${BASELINE_DIST}, interleaved` : ''}; ${BENCH_CHROME_PATH} ${browser.version()}; machine: ${uptime}`);
    console.log('| target | measured | API floor | target |');
    console.log('|---|---|---|---|');
    for (const row of rows) console.log(row);
    if (PHONE === 'only') {
      await browser.close();
      process.exit(0);
    }
  }
  // ---- the demo's real settings: a pan over the Midlands, where the API answers with server clusters ----
  const demo = await startDemo();
  let clustered: PanRun;
  try {
    // Our own map's rows first (scripts/bench-map.ts), printed at once: a failure in them, or in a target
    // after them, leaves the other's figures standing.
    const map = await benchMap(browser, demo.url).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
    console.log(`bench:ui, our own map (issue 42), ${new Date().toISOString().slice(0, 10)}; machine: ${uptime}`);
    console.log('| target | measured | | | target holds |');
    console.log('|---|---|---|---|---|');
    for (const row of map instanceof Error ? [`| map rows | n/a: ${map.message.split('\n')[0]} | | | |`] : mapRows(map)) console.log(row);
    clustered = await panRun(browser, demo.url, BUSY_VIEW, false);
  } finally {
    await demo.stop();
  }

  // ---- an API that clusters only above 10,000 stations: the first list (a town view shows no clusters
  // either way), ~2,000 stations in view, the info window ----
  const busyDemo = await startDemo({ env: { CLUSTER_THRESHOLD: '10000' } });
  const firstLists: FirstList[] = [];
  const baselineLists: FirstList[] = [];
  const floorLists: FirstList[] = [];
  /** Ours again, the element made SETTLE_MS after the page's load rather than at once (see below). */
  const settledLists: FirstList[] = [];
  let firstListApi = NaN;
  /** The engine alone, panned the same way: its longest long task (scripts/bench-engine-floor.ts). */
  let engineFloorTask = NaN;
  let requestPaths: string[] = [];
  let busy: PanRun;
  /** The baseline build's pans over the same view (BASELINE_DIST): two pages of PANS, one on either side of ours. */
  const baselineBusyPans: Pan[] = [];
  const busyFrames: PanFrames[] = [];
  const baselineBusyFrames: PanFrames[] = [];
  let windows: Awaited<ReturnType<typeof windowRun>>;
  let debounce = NaN;
  try {
    const base = busyDemo.url;
    const config = (await (await fetch(new URL('config/published/uk-fuel/prod/en_GB.json', base))).json()) as { map?: { updateDebounceMs?: number } };
    debounce = config.map?.updateDebounceMs ?? NaN;
    let firstListRequests: string[] = [];
    const timeOnce = async (url: string, floor?: { script: string; requests: FloorRequests }, settleMs = 0) => {
      const { page, context, requests } = await openPage(browser, { viewport: { width: 1280, height: 800 }, blockGoogle: false });
      try {
        await openBenchPage(page, url, floor?.script);
        if (settleMs > 0) await page.waitForTimeout(settleMs);
        const before = requests.length;
        const run = await timeFirstList(page, TOWN_VIEW, floor?.requests ?? null);
        return { run, requests: requests.slice(before).filter((r) => r.startsWith('GET /api/') || r.startsWith('GET /config/')) };
      } finally {
        await context.close();
      }
    };
    // The baseline build on an API of its own, for its first lists and then its busy pans.
    const baselineDemo = BASELINE_DIST ? await startDemo({ env: { CLUSTER_THRESHOLD: '10000', DIST_DIR: BASELINE_DIST } }) : null;
    const timeBaseline = async () => {
      if (baselineDemo) baselineLists.push((await timeOnce(baselineDemo.url)).run);
    };
    // The floor makes the requests of our last run: the config, then the API calls.
    const floorScript = await bundleFloorElement();
    const timeFloor = async () => {
      const requests = floorRequestsOf(firstListRequests.map((r) => r.slice('GET '.length)));
      floorLists.push((await timeOnce(base, { script: floorScript, requests })).run);
    };
    try {
      for (let run = 0; run < RUNS; run += 1) {
        // Alternating which goes first, so neither build always meets the machine's state the other left.
        if (run % 2 === 1) {
          await timeBaseline();
          await timeFloor();
        }
        const timed = await timeOnce(base);
        firstLists.push(timed.run);
        firstListRequests = timed.requests;
        if (run % 2 === 0) {
          await timeBaseline();
          await timeFloor();
        }
        settledLists.push((await timeOnce(base, undefined, SETTLE_MS)).run);
      }
      requestPaths = [...new Set(firstListRequests.map((r) => r.slice('GET '.length)))];
      // The element makes the config request first, then the rest in parallel.
      firstListApi = await apiBatchMedian(base, requestPaths);
      // The baseline build's busy pans on either side of ours, so both meet the machine alike.
      if (baselineDemo) baselineBusyPans.push(...(await panRun(browser, baselineDemo.url, BUSY_VIEW, false)).pans);
      busy = await panRun(browser, base, BUSY_VIEW, true);
      if (baselineDemo) baselineBusyPans.push(...(await panRun(browser, baselineDemo.url, BUSY_VIEW, false)).pans);
      // The same pans traced whole, the builds' pages in turn.
      for (let run = 0; run < FRAME_PAGES; run += 1) {
        await inTurn(run, [
          async () => busyFrames.push(await panFrames(browser, base, BUSY_VIEW, FRAME_PANS)),
          async () => baselineDemo && baselineBusyFrames.push(await panFrames(browser, baselineDemo.url, BUSY_VIEW, FRAME_PANS)),
        ]);
      }
    } finally {
      await baselineDemo?.stop();
    }
    windows = await windowRun(browser, base);
    engineFloorTask = await bareEnginePanTask(browser, BUSY_VIEW, PANS).catch(() => NaN);
  } finally {
    await busyDemo.stop();
  }

  const firstList = median(firstLists.map((r) => r.total));
  const firstListInDom = median(firstLists.map((r) => r.inDom));
  const firstListTask = Math.max(...firstLists.map((r) => r.longestTask));
  const part = (run: PanRun, key: keyof Pan) => median(run.pans.map((p) => p[key]));
  const panTask = Math.max(...[...clustered.pans, ...busy.pans].map((p) => p.longestTask));
  const afterDetails = median(windows.windows?.map((w) => w.afterDetails) ?? []);
  const heapRow = (label: string, heap: [number, number] | undefined) =>
    heap
      ? `| ${label} (flat: ≤ ${HEAP_FLAT_MB} MB growth) | ${mb(heap[0])} → ${mb(heap[1])} (${heap[1] >= heap[0] ? '+' : ''}${mb(heap[1] - heap[0])}) | | | ${holds((heap[1] - heap[0]) / 1024 / 1024, HEAP_FLAT_MB)} |`
      : `| ${label} | n/a | | | n/a |`;

  console.log(`bench:ui, ${new Date().toISOString().slice(0, 10)}, ${BENCH_CHROME_PATH} ${browser.version()}, offline engine, local API with the real UK data (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  console.log(`machine: ${uptime}`);
  console.log('| target | measured | API floor (from Node) | UI ÷ API | target holds |');
  console.log('|---|---|---|---|---|');
  console.log(
    `| 1. element created → first nearest list painted, median of ${RUNS} (≤ API + ${TARGETS.firstListAboveApi} ms) | ${ms(firstList)} (${ms(firstList - firstListApi)} above the API; in the DOM of a frame at ${ms(firstListInDom)}) | ${ms(firstListApi)} (the config, then the other ${requestPaths.length - 1} at once, as the element asks; median of ${API_CALLS}) | ${ratio(firstList, firstListApi)} | ${holds(firstList - firstListApi, TARGETS.firstListAboveApi)} |`,
  );
  console.log(
    `| 2. longest long task on the way to the first list painted, worst of ${RUNS} pages (≤ ${TARGETS.longTask} ms; 0: none) | ${ms(firstListTask)} (median page ${ms(median(firstLists.map((r) => r.longestTask)))}) | | | ${holds(firstListTask, TARGETS.longTask)} |`,
  );
  console.log(`| 2. longest long task while panning (both settings below) | ${ms(panTask)} | the engine alone (a bare MapLibre page, basemap only, the same pans): ${ms(engineFloorTask)} | | ${holds(panTask, TARGETS.longTask)} |`);
  for (const [label, run, limit] of [
    [`demo settings (server clusters above 100), ${clustered.stations} stations drawn`, clustered, TARGETS.panDrawn],
    [`${busy.stations} stations in view (CLUSTER_THRESHOLD=10000)`, busy, TARGETS.panBusy],
  ] as const) {
    console.log(
      `| 3. pan, ${label}: our work, answer → drawn, median of ${PANS} (≤ ${limit} ms) | ${ms(part(run, 'ours'))} (of ${ms(part(run, 'total'))}: debounce ${ms(part(run, 'debounce'))} incl. the ${debounce} ms setting, API in the browser ${ms(part(run, 'api'))}) | ${ms(run.apiFloor)} (slowest within_bounds) | ${ratio(part(run, 'total'), run.apiFloor)} | ${holds(part(run, 'ours'), limit)} |`,
    );
  }
  console.log(
    `| 4. list item selected → info window in the DOM, after the details arrived, median of ${WINDOW_SELECTS} (≤ ${TARGETS.infoWindow} ms) | ${ms(afterDetails)} (chunk preloaded with the list: ${windows.chunkPreloaded ? 'yes' : 'no'}) | | | ${holds(afterDetails, TARGETS.infoWindow)} |`,
  );
  console.log(heapRow(`5. JS heap over ${HEAP_PANS} pans after a first ${HEAP_PANS}, ${busy.stations} stations (after GC)`, busy.heap));
  console.log(heapRow(`5. JS heap over ${WINDOW_CYCLES} info-window open/close cycles after a first ${WINDOW_CYCLES} (after GC)`, windows.windowHeap));
  const busyTasks = (pans: readonly Pan[]) =>
    `${pans.reduce((sum, pan) => sum + pan.longTasks, 0)} long tasks over 50 ms in ${pans.length} pans (longest ${ms(Math.max(0, ...pans.map((pan) => pan.longestTask)))}), our work median ${ms(median(pans.map((pan) => pan.ours)))}`;
  console.log(`the ${busy.stations}-station pans: ${busyTasks(busy.pans)}`);
  if (baselineBusyPans.length > 0) console.log(`the same pans of the baseline build (${BASELINE_DIST}), a page on either side of ours: ${busyTasks(baselineBusyPans)}`);
  console.log(panFramesLine(`the ${busy.stations}-station pans of this build`, busyFrames));
  if (baselineBusyFrames.length > 0) console.log(panFramesLine(`the same of the baseline build, pages in turn with ours`, baselineBusyFrames));
  if (busy.bodyRead) {
    const { bytes, read, parse, path } = busy.bodyRead;
    // The map projection (the resource's `mapFields`) is what makes this answer small: say which it was.
    const query = new URL(path, 'http://bench.invalid/').searchParams;
    const fields = [query.get('fields') && `fields=${query.get('fields')}`, query.get('layout') && `layout=${query.get('layout')}`].filter(Boolean).join(', ');
    console.log(
      `the browser's own part of a ${busy.stations}-station pan's "our work": its main answer (${(bytes / 1024 / 1024).toFixed(2)} MB, ${fields || 'whole stations'}), fetched bare in the same page, takes ${ms(read)} from its last byte to text() and ${ms(parse)} to JSON.parse (medians of 5)`,
    );
  }
  const floor = median(floorLists.map((r) => r.total));
  console.log(
    `the floor beside it: a bare React element (scripts/bench-floor-element.ts) making the same requests (the config, then the ${requestPaths.length - 1} API calls in parallel) and rendering the nearest stations as a plain list, in fresh pages interleaved with ours, median of ${RUNS}: painted at ${ms(floor)} (${ms(floor - firstListApi)} above the API floor; in the DOM of a frame at ${ms(median(floorLists.map((r) => r.inDom)))}), longest long task on the way: median ${ms(median(floorLists.map((r) => r.longestTask)))}, at most ${ms(Math.max(...floorLists.map((r) => r.longestTask)))}; ours ÷ floor ${(firstList / floor).toFixed(2)}`,
  );
  // Before the list's answer: the config, its checks and the requests, and the network; after it: reading
  // the answer and drawing the list (and, on this loopback, whatever of the shell is not done yet).
  const answered = (runs: FirstList[]) => median(runs.map((r) => r.listAnswered));
  const afterAnswer = (runs: FirstList[]) => median(runs.map((r) => r.total - r.listAnswered));
  console.log(
    `the nearest list's answer in (its last byte, resource timing), medians of ${RUNS}: ours at ${ms(answered(firstLists))}, then painted ${ms(afterAnswer(firstLists))} after it; the floor's at ${ms(answered(floorLists))}, painted ${ms(afterAnswer(floorLists))} after it`,
  );
  const settled = median(settledLists.map((r) => r.total));
  console.log(
    `for the record, not the target's measure: ours with the element made ${SETTLE_MS} ms after the page's load, interleaved, median of ${RUNS}: painted at ${ms(settled)} (${ms(settled - firstListApi)} above the API floor), ${(settled / firstList).toFixed(2)} of the time made at once`,
  );
  if (BASELINE_DIST) {
    const baseline = median(baselineLists.map((r) => r.total));
    const tasks = (runs: FirstList[]) => ms(median(runs.map((r) => r.longestTask)));
    console.log(
      `first list beside the baseline build (${BASELINE_DIST}), interleaved, median of ${RUNS} each, painted: this build ${ms(firstList)}, baseline ${ms(baseline)}, this ÷ baseline ${(firstList / baseline).toFixed(2)}; longest long task on the way, medians: ${tasks(firstLists)} and ${tasks(baselineLists)}`,
    );
  }
  const starts = firstLists[firstLists.length - 1]?.starts ?? [];
  console.log(`requests of the last first-list run, started at (ms after creation): ${starts.map(([path, at]) => `${path.replace(/^\/api\/v2\//, '')} ${at.toFixed(0)}`).join(', ')}`);
} finally {
  await browser.close();
}
