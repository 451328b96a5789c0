/**
 * `npm run bench:ui`: what the element adds on top of the network, in headless Chromium against the local
 * reference API (real UK data) and the offline maps engine. Prints, side by side:
 *
 *   1. element creation → first nearest list rendered (median of RUNS fresh pages), beside the API time of
 *      the same requests the element made before that list (median of API_CALLS calls each, from Node);
 *   2. map update after one pan with ~2,000 stations in view (keyboard pan on the map → the new
 *      within_bounds answer drawn; median of PANS pans), beside the API time of that within_bounds call;
 *      the configured debounce (map.updateDebounceMs) is part of the UI figure and printed too;
 *   3. JS heap growth after HEAP_PANS pans (forced GC before and after, CDP HeapProfiler).
 *
 * The API is started with CLUSTER_THRESHOLD=10000 so a view of ~2,000 stations comes back as stations, not
 * server clusters. Bounded: every wait has a timeout and the whole run stops after BENCH_DEADLINE_MS.
 */
import { performance } from 'node:perf_hooks';
import type { Page } from 'playwright-core';
import { launchBrowser, openPage, startDemo } from '../test/e2e/harness.ts';

const RUNS = Number(process.env.RUNS ?? 5);
const API_CALLS = Number(process.env.API_CALLS ?? 30);
const PANS = Number(process.env.PANS ?? 10);
const HEAP_PANS = Number(process.env.HEAP_PANS ?? 100);
const DEADLINE_MS = Number(process.env.BENCH_DEADLINE_MS ?? 240_000);
/** A view over the English Midlands: about 2,000 stations in a 1280×800 page (900 px wide map). */
const BUSY_VIEW = { center: { lat: 52.75, lng: -1.6 }, zoom: 8.3 };
/** A town view for the first-list figure: no clusters, so the nearest list shows at once. */
const TOWN_VIEW = { center: { lat: 53.7997, lng: -1.5492 }, zoom: 11 };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length === 0 ? NaN : sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a');
const ratio = (ui: number, api: number) => (Number.isFinite(ui) && Number.isFinite(api) && api > 0 ? `${(ui / api).toFixed(1)}×` : 'n/a');

const watchdog = setTimeout(() => {
  console.error(`bench:ui: deadline of ${DEADLINE_MS / 1000} s reached, stopping`);
  process.exit(1);
}, DEADLINE_MS);
watchdog.unref();

/** Median time of API_CALLS sequential GETs of `path` from Node (the network floor on loopback). */
async function apiMedian(base: string, path: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < API_CALLS; i += 1) {
    const t0 = performance.now();
    const response = await fetch(new URL(path, base));
    await response.arrayBuffer();
    times.push(performance.now() - t0);
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  }
  return median(times);
}

/** A bare same-origin page that loads the bundle (no element yet), so creation can be timed from the first line. */
async function openBenchPage(page: Page, base: string): Promise<void> {
  await page.route(`${base}bench.html`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title><link rel="icon" href="data:,"><script type="module" src="/dist/station-locator.bundle.js"></script></head><body></body></html>',
    }),
  );
  await page.goto(`${base}bench.html`);
  await page.waitForFunction(() => customElements.get('station-locator') !== undefined, null, { timeout: 30_000 });
}

/**
 * Creates the element with a map view override and resolves with the ms until its nearest list shows at
 * least one item (measured in the page with performance.now()).
 */
function timeFirstList(page: Page, view: typeof TOWN_VIEW): Promise<number> {
  return page.evaluate(async (view) => {
    // The starting view comes from the URL hash, as a shared link would give it (spec section 2).
    history.replaceState(null, '', `#/@${view.center.lat},${view.center.lng},${view.zoom}z`);
    const t0 = performance.now();
    const el = document.createElement('station-locator');
    el.setAttribute('resource', 'uk-fuel');
    el.setAttribute('config-env', 'prod');
    el.setAttribute('locale', 'en_GB');
    el.style.width = '1280px';
    document.body.append(el);
    return new Promise<number>((resolve, reject) => {
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
  }, view);
}

/** Number of station markers drawn by the map. */
function markerCount(page: Page): Promise<number> {
  return page.evaluate(() => document.querySelector('station-locator')?.shadowRoot?.querySelectorAll('[data-station-id]').length ?? 0);
}

/**
 * Presses an arrow key on the map and resolves with the ms until the next within_bounds answer has been
 * fetched and drawn (two animation frames after it arrived).
 */
function timePan(page: Page, key: 'ArrowRight' | 'ArrowLeft'): Promise<number> {
  return page.evaluate(async (key) => {
    const root = document.querySelector('station-locator')?.shadowRoot;
    const map = root?.querySelector<HTMLElement>('[part="map"] [role="region"]') ?? root?.querySelector<HTMLElement>('[part="map"]');
    if (!map) throw new Error('no map');
    const t0 = performance.now();
    const fetched = new Promise<void>((resolve, reject) => {
      const timeout = setTimeout(() => reject(new Error('no within_bounds request after the pan within 15 s')), 15_000);
      const observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => entry.name.includes('/within_bounds') && entry.startTime >= t0)) {
          observer.disconnect();
          clearTimeout(timeout);
          resolve();
        }
      });
      observer.observe({ type: 'resource', buffered: false });
    });
    map.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true }));
    await fetched;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return performance.now() - t0;
  }, key);
}

const started = performance.now();
const demo = await startDemo({ env: { CLUSTER_THRESHOLD: '10000' } });
const browser = await launchBrowser();
try {
  const base = demo.url;
  const config = (await (await fetch(new URL('config/published/uk-fuel/prod/en_GB.json', base))).json()) as { map?: { updateDebounceMs?: number } };
  const debounce = config.map?.updateDebounceMs ?? NaN;

  // ---- 1. creation → first list ----
  const firstList: number[] = [];
  let firstListRequests: string[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const { page, context, requests } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await openBenchPage(page, base);
    const before = requests.length;
    firstList.push(await timeFirstList(page, TOWN_VIEW));
    firstListRequests = requests.slice(before).filter((r) => r.startsWith('GET /api/') || r.startsWith('GET /config/'));
    await context.close();
  }
  const requestPaths = [...new Set(firstListRequests.map((r) => r.slice('GET '.length)))];
  let firstListApi = 0;
  for (const path of requestPaths) firstListApi += await apiMedian(base, path);

  // ---- 2. pan with ~2,000 stations in view ----
  const { page, context, requests } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
  await openBenchPage(page, base);
  await timeFirstList(page, BUSY_VIEW).catch(() => 0); // the list may be long; the map is what matters here
  await page.waitForFunction(() => (document.querySelector('station-locator')?.shadowRoot?.querySelectorAll('[data-station-id]').length ?? 0) > 0, null, {
    timeout: 30_000,
  });
  const stationsInView = await markerCount(page);
  const pans: number[] = [];
  let panRequests: string[] = [];
  for (let i = 0; i < PANS; i += 1) {
    const before = requests.length;
    pans.push(await timePan(page, i % 2 ? 'ArrowLeft' : 'ArrowRight'));
    panRequests = requests.slice(before).filter((r) => r.includes('/within_bounds')).map((r) => r.slice('GET '.length));
  }
  // The element asks for matching and non-matching stations in parallel: the floor is the slower one.
  let panApi = 0;
  for (const path of new Set(panRequests)) panApi = Math.max(panApi, await apiMedian(base, path));
  if (panRequests.length === 0) panApi = NaN;

  // ---- 3. heap growth after HEAP_PANS pans ----
  const cdp = await context.newCDPSession(page);
  const heapUsed = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  };
  const heapBefore = await heapUsed();
  for (let i = 0; i < HEAP_PANS; i += 1) await timePan(page, i % 2 ? 'ArrowLeft' : 'ArrowRight');
  const heapAfter = await heapUsed();
  await context.close();

  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
  console.log(`bench:ui (headless Chromium, offline engine, local API with the real UK data; ${((performance.now() - started) / 1000).toFixed(0)} s)`);
  console.log('| measure | UI | API alone (from Node) | UI ÷ API |');
  console.log('|---|---|---|---|');
  console.log(
    `| element created → first nearest list (median of ${RUNS}) | ${ms(median(firstList))} | ${ms(firstListApi)} (sum of ${requestPaths.length} request medians, ${API_CALLS} calls each) | ${ratio(median(firstList), firstListApi)} |`,
  );
  console.log(
    `| map updated after a pan, ${stationsInView} stations in view (median of ${PANS}; includes the ${debounce} ms debounce) | ${ms(median(pans))} | ${ms(panApi)} (slowest of ${new Set(panRequests).size} within_bounds calls, ${API_CALLS} each) | ${ratio(median(pans), panApi)} |`,
  );
  console.log(`| JS heap after ${HEAP_PANS} pans (after GC) | ${mb(heapBefore)} → ${mb(heapAfter)} (${heapAfter >= heapBefore ? '+' : ''}${mb(heapAfter - heapBefore)}) | | |`);
  console.log(`requests before the first list: ${requestPaths.join(', ')}`);
} finally {
  await browser.close();
  await demo.stop();
}
