/**
 * The phone rows of `npm run bench:ui` (issue 46, item 1): what a visitor feels after the first list, at
 * 1× and at 4× CPU throttle (DevTools' `Emulation.setCPUThrottlingRate`, set before the page loads: a
 * mid-range phone does the same work at about a quarter of this machine's speed).
 *
 * One scripted visit on the demo page as `npm start` serves it (de_DE, 1280×800; the layout is the desktop
 * one, the CPU is the phone's; the API clusters above 200 stations in view, so the first view of Great
 * Britain shows cluster bubbles), each step driven by Playwright's trusted input (Event Timing reports no
 * synthetic event):
 * type a town, choose it, open a station, close it, open the filters, toggle one, close them, enter
 * directions, plan a route (origin and destination typed and chosen), open the stations along it, pan
 * (Shift + arrow keys on the map) and zoom ('+'). The visit begins once the page's load is over (the
 * basemap drawn, then a second): its steps are interactions, not load. What load costs a visitor who
 * types at once is its own row, from a page of its own: the town typed as soon as the search box shows,
 * while the map still draws its first view (MapLibre's tiles, images and shaders on the main thread).
 *
 * Each step's figure is its worst Event Timing entry (PerformanceObserver type 'event', durationThreshold
 * 16, entries of an interaction: `interactionId` > 0) from the step's first input to its outcome on
 * screen plus a settle time: the INP of that step. Below 16 ms nothing is reported (printed "< 16 ms").
 * Durations are rounded to 8 ms by the browser.
 *
 * Several visits per rate (fresh contexts), medians and worst printed; with a baseline server (another
 * build's dist/), its visits interleaved with ours, alternating which goes first.
 */
import type { Browser, Page } from 'playwright-core';
import { openPage, waitForBasemap } from '../test/e2e/harness.ts';
import { eitherWording, text } from '../test/e2e/strings.ts';
import { inTurn } from './in-turn.ts';
import { median } from './median.ts';

export const PHONE_RATES = [1, 4] as const;
export type PhoneRate = (typeof PHONE_RATES)[number];
/** Chrome's "good" INP at 4×; at 1× this machine has headroom, so half. */
export const PHONE_TARGETS = { inp: { 1: 100, 4: 200 } as Record<PhoneRate, number>, firstListAboveApi: 250 };

export const PHONE_STEPS = [
  'type a town',
  'choose it',
  'open a station',
  'close it',
  'open the filters',
  'toggle one',
  'close them',
  'enter directions',
  'plan a route',
  'open the stations along it',
  'pan and zoom the map',
] as const;
export type PhoneStep = (typeof PHONE_STEPS)[number];
/** Typing on a page of its own before its map has drawn: load felt, not an interaction of the visit. */
const WHILE_LOADING = 'type a town while the map draws its first view';

/** Worst event (ms; 0: none over 16 ms) of each step of one visit, and of typing while loading. */
export type Visit = Record<PhoneStep | typeof WHILE_LOADING, number>;

const LOCALE = 'de_DE';
const TOWN = 'Leeds';
const STEP_TIMEOUT_MS = 60_000;
/** After a step's outcome shows: its last frames paint and their entries are reported. */
const SETTLE_MS = 400;

/** Collects Event Timing entries from the page's start (buffered), as plain records. */
const OBSERVE_EVENTS = `(() => {
  const entries = (window.__phoneEvents = []);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) entries.push({ name: e.name, start: e.startTime, duration: e.duration, id: e.interactionId || 0 });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
})();`;

interface EventRecord {
  name: string;
  start: number;
  duration: number;
  id: number;
}

const now = (page: Page) => page.evaluate(() => performance.now());
const events = (page: Page) => page.evaluate(() => (window as unknown as { __phoneEvents: EventRecord[] }).__phoneEvents);

/** Runs `step` and returns the worst interaction event that started during it (0: none reported). */
async function measure(page: Page, name: keyof Visit, step: () => Promise<void>): Promise<number> {
  const t0 = await now(page);
  try {
    await step();
  } catch (error) {
    throw new Error(`${name}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`, { cause: error });
  }
  await page.waitForTimeout(SETTLE_MS);
  const t1 = await now(page);
  const inStep = (await events(page)).filter((e) => e.id > 0 && e.start >= t0 && e.start <= t1);
  return Math.max(0, ...inStep.map((e) => e.duration));
}

const shadow = (page: Page, selector: string) => page.locator(`station-locator ${selector}`);

async function settledList(page: Page): Promise<void> {
  await shadow(page, '.nearest-list li').first().waitFor({ timeout: STEP_TIMEOUT_MS });
  await shadow(page, '.nearest-list[aria-busy="false"]').waitFor({ timeout: STEP_TIMEOUT_MS });
}

/** Types `town` into `box` key by key (a visitor's pace) and waits for its place completion. */
async function typeTown(page: Page, box: ReturnType<Page['getByRole']>, town: string): Promise<ReturnType<Page['getByRole']>> {
  await box.click();
  await box.pressSequentially(town, { delay: 120 });
  const option = page.getByRole('option', { name: new RegExp(`^${town}`, 'i') }).first();
  await option.waitFor({ timeout: STEP_TIMEOUT_MS });
  return option;
}

/** A fresh page at `rate`× CPU throttle, observing Event Timing, on the demo page at `url`. */
async function phonePage(browser: Browser, url: string, rate: PhoneRate) {
  const { page, context } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
  await context.addInitScript(OBSERVE_EVENTS);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto(url);
  const box = page.getByRole('combobox', { name: eitherWording(LOCALE, 'search.label') });
  await box.waitFor({ timeout: STEP_TIMEOUT_MS });
  return { page, context, box };
}

/**
 * The town typed as soon as the search box shows (the demo's first view, Great Britain, has clusters and
 * no list), while the map still loads and draws its first view: the load a visitor feels.
 */
async function typeWhileLoading(browser: Browser, url: string, rate: PhoneRate): Promise<number> {
  const { page, context, box } = await phonePage(browser, url, rate);
  try {
    return await measure(page, WHILE_LOADING, async () => {
      await typeTown(page, box, TOWN);
    });
  } finally {
    await context.close();
  }
}

/** One scripted visit at `rate`× CPU throttle on the demo page at `url`, and typing while it loads. */
export async function visit(browser: Browser, url: string, rate: PhoneRate): Promise<Visit> {
  const result = { [WHILE_LOADING]: await typeWhileLoading(browser, url, rate) } as Visit;
  const { page, context, box } = await phonePage(browser, url, rate);
  try {
    await waitForBasemap(page);
    await page.waitForTimeout(1000); // the page's own load work is over before the first step
    let option: ReturnType<Page['getByRole']> | null = null;
    result['type a town'] = await measure(page, 'type a town', async () => {
      option = await typeTown(page, box, TOWN);
    });
    result['choose it'] = await measure(page, 'choose it', async () => {
      await option?.click();
      await settledList(page);
    });
    const dialog = page.getByRole('dialog').first();
    result['open a station'] = await measure(page, 'open a station', async () => {
      await shadow(page, '.nearest-list li').first().getByRole('button').first().click();
      await dialog.waitFor({ timeout: STEP_TIMEOUT_MS });
    });
    result['close it'] = await measure(page, 'close it', async () => {
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
    });
    const panel = page.getByRole('dialog', { name: text(LOCALE, 'filters.title') });
    result['open the filters'] = await measure(page, 'open the filters', async () => {
      await page.getByRole('button', { name: new RegExp(`^${text(LOCALE, 'filters.toggle')}`) }).first().click();
      await panel.waitFor({ timeout: STEP_TIMEOUT_MS });
    });
    result['toggle one'] = await measure(page, 'toggle one', async () => {
      const box = panel.getByRole('checkbox', { name: text(LOCALE, 'filters.labels.fuel.HVO') });
      await box.check({ timeout: STEP_TIMEOUT_MS });
    });
    result['close them'] = await measure(page, 'close them', async () => {
      await panel.getByRole('button', { name: text(LOCALE, 'filters.close') }).click();
      await panel.waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
      await settledList(page);
    });
    const origin = page.getByRole('combobox', { name: text(LOCALE, 'directions.waypoint.origin'), exact: true });
    result['enter directions'] = await measure(page, 'enter directions', async () => {
      await page.getByRole('button', { name: text(LOCALE, 'search.directions') }).click();
      await origin.waitFor({ timeout: STEP_TIMEOUT_MS });
    });
    result['plan a route'] = await measure(page, 'plan a route', async () => {
      for (const [input, town] of [
        [origin, 'Leeds'],
        [page.getByRole('combobox', { name: text(LOCALE, 'directions.waypoint.destination'), exact: true }), 'Sheffield'],
      ] as const) {
        await input.fill('');
        await (await typeTown(page, input, town)).click();
      }
      await page.waitForFunction(() => (document.querySelector('station-locator')?.shadowRoot?.querySelectorAll('[data-itinerary-leg]').length ?? 0) > 0, null, {
        timeout: STEP_TIMEOUT_MS,
      });
    });
    result['open the stations along it'] = await measure(page, 'open the stations along it', async () => {
      await shadow(page, '[data-show-stations]').click();
      await shadow(page, '[data-corridor-list][aria-busy="false"] [data-corridor-count]').waitFor({ timeout: STEP_TIMEOUT_MS });
    });
    result['pan and zoom the map'] = await measure(page, 'pan and zoom the map', async () => {
      // Focus without a click (a click on the map picks a station); then keys, as a keyboard visitor pans.
      await shadow(page, '[part="map"] .sl-maplibre').focus();
      for (const key of ['Shift+ArrowRight', 'Shift+ArrowDown', '+', 'Shift+ArrowLeft', '-']) {
        await page.keyboard.press(key);
        await page.waitForTimeout(600);
      }
    });
    return result;
  } finally {
    await context.close();
  }
}

/**
 * `runs` visits per rate on `url`, and on `baselineUrl` (another build) interleaved when given. A
 * visit that fails is left out and said on stderr (the other figures stand).
 */
export async function benchPhone(
  browser: Browser,
  url: string,
  baselineUrl: string | null,
  runs: number,
): Promise<{ ours: Record<PhoneRate, Visit[]>; baseline: Record<PhoneRate, Visit[]> | null }> {
  const ours: Record<PhoneRate, Visit[]> = { 1: [], 4: [] };
  const baseline: Record<PhoneRate, Visit[]> | null = baselineUrl ? { 1: [], 4: [] } : null;
  const attempt = async (into: Visit[], at: string, rate: PhoneRate, label: string) => {
    try {
      into.push(await visit(browser, at, rate));
    } catch (error) {
      console.error(`bench:ui phone: a ${label} visit at ${rate}× failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    }
  };
  for (let run = 0; run < runs; run += 1) {
    for (const rate of PHONE_RATES) {
      const pair = [() => attempt(ours[rate], url, rate, 'this build')];
      if (baselineUrl && baseline) pair.push(() => attempt(baseline[rate], baselineUrl, rate, 'baseline'));
      await inTurn(run, pair);
    }
  }
  return { ours, baseline };
}

const fmt = (value: number) => (!Number.isFinite(value) ? 'n/a' : value === 0 ? '< 16 ms' : `${value.toFixed(0)} ms`);
const holds = (value: number, limit: number) => (!Number.isFinite(value) ? 'n/a' : value <= limit ? 'holds' : '**does not hold**');

/** Median and worst of `values`, with the baseline's beside them. */
function cell(values: number[], baseline: number[] | null): string {
  const ours = `median ${fmt(median(values))}, worst ${fmt(Math.max(...values))} (${values.length} runs)`;
  return baseline ? `${ours}; before: median ${fmt(median(baseline))}, worst ${fmt(Math.max(...baseline))}` : ours;
}

/**
 * The table's rows: the first list at each rate (element created → painted, above the API floor), then
 * each step's worst event at each rate. A step holds when its worst over the runs is within target.
 */
export function phoneRows(
  figures: { ours: Record<PhoneRate, Visit[]>; baseline: Record<PhoneRate, Visit[]> | null },
  firstLists: { rate: PhoneRate; ours: number[]; baseline: number[] | null; floor: number[]; api: number }[],
): string[] {
  const rows: string[] = [];
  for (const { rate, ours, baseline, floor, api } of firstLists) {
    const above = ours.map((value) => value - api);
    const limit = rate === 4 ? `≤ API + ${PHONE_TARGETS.firstListAboveApi} ms` : 'for the record';
    const floorAbove = floor.map((value) => value - api);
    rows.push(
      `| phone ${rate}×: element created → first list painted, above the API (${limit}) | ${cell(above, baseline?.map((value) => value - api) ?? null)} | API ${fmt(api)}; the bare React floor (scripts/bench-floor-element.ts), interleaved: ${floorAbove.length ? `median ${fmt(median(floorAbove))}, worst ${fmt(Math.max(...floorAbove))}` : 'n/a'} above it | ${rate === 4 ? holds(median(above), PHONE_TARGETS.firstListAboveApi) : ''} |`,
    );
  }
  for (const step of [...PHONE_STEPS, WHILE_LOADING] as const) {
    for (const rate of PHONE_RATES) {
      const values = figures.ours[rate].map((v) => v[step]);
      const before = figures.baseline?.[rate].map((v) => v[step]) ?? null;
      // Load is not an interaction of the visit: held to the same figure, told apart by its name.
      rows.push(`| phone ${rate}×: ${step}, worst event (≤ ${PHONE_TARGETS.inp[rate]} ms) | ${cell(values, before)} | | ${holds(Math.max(...values), PHONE_TARGETS.inp[rate])} |`);
    }
  }
  return rows;
}
