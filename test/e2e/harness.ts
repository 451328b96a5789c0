/**
 * End-to-end harness: the demo server (scripts/start.ts, the same code path as `npm start`, started as a
 * child process) and Debian's Chromium through playwright-core, with Google's hosts blocked and the page's
 * console errors, page errors and CSP violations recorded.
 *
 * Used by the e2e tests (test/e2e/*.e2e.ts), `npm run bench:ui` and `npm run screenshots`. It imports no
 * project code, only packages and node built-ins, so it runs under both the browser tsconfig and the
 * NodeNext one of scripts/.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Page, type Request } from 'playwright-core';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

import { CHROMIUM_ARGS } from '../../scripts/chromium-args.mjs';

export { CHROMIUM_ARGS };

/** Google Maps platform hosts: every request to them is aborted and recorded. */
export const GOOGLE_HOSTS = /^https?:\/\/([a-z0-9-]+\.)*(googleapis\.com|gstatic\.com|google\.com)(:\d+)?\//i;

// ---- demo server ---------------------------------------------------------------------------------

export interface DemoProcess {
  /** http://127.0.0.1:PORT/ */
  url: string;
  stop(): Promise<void>;
}

const children = new Set<ChildProcess>();
// Whatever happens (failed assertion, timeout, Ctrl+C), no server outlives the test process.
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

/**
 * Starts `scripts/start.ts` on a free port with a throwaway in-memory store and no rate limit, and waits
 * for its `demo page: http://…` line. `dist/` must be built (the test:e2e script runs rollup first).
 */
export async function startDemo(options: { env?: Record<string, string>; timeoutMs?: number } = {}): Promise<DemoProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DB_PATH: ':memory:', RATE_LIMIT_MAX: '0', LOG_LEVEL: 'warn', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(force);
    }
    children.delete(child);
  };
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`demo server did not start in time:\n${output}`)), options.timeoutMs ?? 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /demo page: http:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`demo server exited (${code}) before it was ready:\n${output}`));
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { url: `http://127.0.0.1:${port}/`, stop };
}

// ---- browser -------------------------------------------------------------------------------------

/**
 * Debian's Chromium, headless, with `args` (the tests' flags unless told; the benches pass theirs and
 * their own browser, chromium-args.mjs).
 */
export function launchBrowser(args: readonly string[] = CHROMIUM_ARGS, executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'): Promise<Browser> {
  return chromium.launch({
    executablePath,
    headless: true,
    args: [...args],
    timeout: 60_000,
  });
}

export interface PageWatch {
  page: Page;
  /** console.error messages and uncaught page errors, as text. */
  errors: string[];
  /** console.warn messages (reported, not failed on). */
  warnings: string[];
  /** URLs of requests to Google's hosts (all aborted). */
  googleRequests: string[];
  /** Every same-origin request path, in order (e.g. to check the config URL). */
  requests: string[];
}

/**
 * A fresh context (own storage) and page, with Google blocked and errors recorded. `securitypolicyviolation`
 * events are collected in the page into `window.__cspViolations` from before any page script runs.
 *
 * `blockGoogle: false` (the UI benchmark, offline engine only): no route, so no request is intercepted.
 * A Playwright route holds every request of the context until the test process has matched it (a
 * round trip through Node per request, ~10% of a first list here), which a visitor's browser never does.
 */
export async function openPage(
  browser: Browser,
  options: { viewport?: { width: number; height: number }; isMobile?: boolean; hasTouch?: boolean; blockGoogle?: boolean } = {},
): Promise<PageWatch & { context: BrowserContext }> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 900 },
    deviceScaleFactor: 1,
    isMobile: options.isMobile ?? false,
    hasTouch: options.hasTouch ?? false,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    serviceWorkers: 'block',
  });
  const googleRequests: string[] = [];
  if (options.blockGoogle !== false) {
    await context.route(GOOGLE_HOSTS, async (route) => {
      googleRequests.push(route.request().url());
      await route.abort('blockedbyclient');
    });
  }
  // tsx (esbuild keepNames) wraps named functions inside page.evaluate callbacks in `__name(...)`: give
  // the page a no-op one so those callbacks run there as written.
  await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  await context.addInitScript(() => {
    const violations: { directive: string; blocked: string; sample: string; source: string }[] = [];
    (window as unknown as { __cspViolations: typeof violations }).__cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push({
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  const page = await context.newPage();
  const errors: string[] = [];
  const warnings: string[] = [];
  const requests: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    const where = message.location();
    const text = `${message.text()}${where.url ? ` (${where.url}:${where.lineNumber})` : ''}`;
    if (message.type() === 'error') errors.push(text);
    else if (message.type() === 'warning') warnings.push(text);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.stack ?? error.message}`));
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.protocol === 'http:' && url.hostname === '127.0.0.1') requests.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return { context, page, errors, warnings, googleRequests, requests };
}

/** The CSP violations the page has seen so far. */
export function cspViolations(page: Page): Promise<{ directive: string; blocked: string; sample: string; source: string }[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations?: [] }).__cspViolations ?? []);
}

// ---- axe -----------------------------------------------------------------------------------------

const require = createRequire(import.meta.url);
let axeSource: string | undefined;

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
  /** axe's explanation for the first node (colours and ratio for contrast, names for label rules). */
  summary: string;
}

/**
 * Runs axe-core over the whole document (it descends into open shadow roots). The source is evaluated
 * through the DevTools protocol, so a page CSP does not block it. `withoutFrames`: iframes are left out
 * (a page whose frames hold elements checked on their own, as the builder's preview).
 */
export async function axeViolations(page: Page, options: { withoutFrames?: boolean } = {}): Promise<AxeViolation[]> {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(axeSource);
  return page.evaluate(async (withoutFrames) => {
    interface AxeResult {
      violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] }[];
    }
    const axe = (window as unknown as { axe: { run(context: object, options: object): Promise<AxeResult> } }).axe;
    const result = withoutFrames
      ? await axe.run({ include: [document.body], exclude: [['iframe']] }, { resultTypes: ['violations'], iframes: false })
      : await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => JSON.stringify(n.target)),
      summary: (v.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
    }));
  }, options.withoutFrames ?? false);
}

export function formatViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n    ${v.summary}\n    ${v.targets.slice(0, 5).join('\n    ')}`)
    .join('\n');
}

// ---- the element ---------------------------------------------------------------------------------

/** Waits until the element has rendered its shell (the config loaded and React mounted). */
export async function waitForShell(page: Page, timeout = 30_000): Promise<void> {
  await page.locator('station-locator [part="container"]').first().waitFor({ state: 'visible', timeout });
}

/** Bounding boxes of elements inside the element's shadow root, relative to the element's own box. */
export function shadowBoxes(page: Page, selectors: readonly string[], host = 'station-locator'): Promise<Record<string, number[] | null>> {
  return page.evaluate(
    ({ selectors, host }) => {
      const element = document.querySelector(host);
      const root = element?.shadowRoot;
      if (!element || !root) throw new Error(`${host} has no open shadow root`);
      const origin = element.getBoundingClientRect();
      const out: Record<string, number[] | null> = {};
      for (const selector of selectors) {
        const node = root.querySelector(selector);
        if (!node) {
          out[selector] = null;
          continue;
        }
        const r = node.getBoundingClientRect();
        out[selector] = [r.x - origin.x, r.y - origin.y, r.width, r.height].map((n) => Math.round(n));
      }
      return out;
    },
    { selectors, host },
  );
}

/** Fails with axe's findings, named after the state of the page, when there are any. */
export async function assertAccessible(page: Page, state: string): Promise<void> {
  const violations = await axeViolations(page);
  assert.equal(violations.length, 0, `axe, ${state}:\n${formatViolations(violations)}`);
}

/** No console error and no request to Google so far. */
export function assertClean(watch: PageWatch): void {
  assert.deepEqual(watch.errors, [], 'no console errors');
  assert.deepEqual(watch.googleRequests, [], 'no request to Google');
}

/**
 * Waits for our own map's first complete drawing (MapLibre's first `idle`: style, tiles and glyphs in)
 * where the page has that map: a screenshot or a heap baseline taken before it is not the page's. The
 * map's view comes with its engine's chunk, after the first list: first the view (either engine's) or
 * the notice that there is none, then, when it is ours, its basemap.
 */
export async function waitForBasemap(page: Page): Promise<void> {
  if ((await page.locator('station-locator').count()) === 0) return;
  const attached = { state: 'attached', timeout: 15_000 } as const;
  await page.locator('station-locator .sl-map-root, station-locator .map-area__failure').first().waitFor(attached).catch(() => undefined);
  const ownMap = page.locator('station-locator .sl-maplibre');
  if ((await ownMap.count()) > 0) await ownMap.first().and(page.locator('[data-basemap]')).waitFor(attached).catch(() => undefined);
}

/** A feature our own map drew, as MapLibre's `queryRenderedFeatures` reports it. */
export interface RenderedFeature {
  layer: string;
  id: string;
  /** Stations: `normal`, `nonMatching`, `highlighted`, `selected`. */
  state?: string;
  /** Cluster bubbles: how many stations. */
  size?: number;
}

/**
 * What our own map has drawn in `layers`, read from the engine (MapLibre's `queryRenderedFeatures` over the
 * whole map, through the test hook on the map's container, src/map/maplibre/index.ts); null while there is
 * no map or not yet our layers. Our layers: `sl-stations` (every station, a listed one's own pin hidden under its
 * number), `sl-stations-numbered` (the listed stations' numbers), `sl-stations-focused`, `sl-clusters`, `sl-route-line`.
 */
export function renderedFeatures(page: Page, layers: readonly string[]): Promise<RenderedFeature[] | null> {
  return page.evaluate((names) => {
    interface Engine {
      getLayer(id: string): unknown;
      queryRenderedFeatures(options: { layers: string[] }): { layer: { id: string }; properties: Record<string, unknown> }[];
    }
    const root = document.querySelector('station-locator')?.shadowRoot?.querySelector('.sl-maplibre');
    const map = (root as unknown as Record<symbol, Engine | undefined> | null)?.[Symbol.for('station-locator.maplibre-map')];
    if (!map || names.some((name) => !map.getLayer(name))) return null;
    return map.queryRenderedFeatures({ layers: [...names] }).map((feature) => ({
      layer: feature.layer.id,
      id: typeof feature.properties['id'] === 'string' ? feature.properties['id'] : '',
      ...(typeof feature.properties['state'] === 'string' ? { state: feature.properties['state'] } : {}),
      ...(typeof feature.properties['size'] === 'number' ? { size: feature.properties['size'] } : {}),
    }));
  }, layers);
}

/** Waits until what our own map drew in `layers` passes `check`; returns it. */
export async function waitForRendered(
  page: Page,
  layers: readonly string[],
  check: (features: RenderedFeature[]) => boolean,
  what: string,
  timeout = 15_000,
): Promise<RenderedFeature[]> {
  const end = Date.now() + timeout;
  for (;;) {
    const features = await renderedFeatures(page, layers);
    if (features && check(features)) return features;
    if (Date.now() > end) throw new Error(`timed out waiting for the map to draw ${what}: ${JSON.stringify(features?.slice(0, 5) ?? null)}`);
    await page.waitForTimeout(100);
  }
}

/** The layers our own map draws stations and cluster bubbles in. */
export const STATION_LAYERS = ['sl-stations', 'sl-stations-numbered', 'sl-stations-focused', 'sl-clusters'] as const;

// ---- screenshots for the README ------------------------------------------------------------------

/**
 * With E2E_SCREENSHOTS=1 (`npm run screenshots`), saves the viewport as docs/{name}.png; otherwise does
 * nothing, so ordinary runs never touch the committed images.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  await waitForBasemap(page);
  // Let the last frame settle (markers, fonts) without a fixed sleep.
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))));
  await page.screenshot({ path: `${REPO_ROOT}docs/${name}.png`, animations: 'disabled', caret: 'hide' });
}
