/**
 * The returning visitor's row of `npm run bench:ui` (with the phone rows): the demo page opened twice in
 * one browser profile on a phone's network and CPU, navigation → the first nearest list painted, the
 * second time. What the second visit can skip is what the browser kept from the first: the element's
 * chunks, if the server let it keep them without asking again (server/src/http/cache-control.ts).
 *
 * The network is DevTools' "Slow 4G" (150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up; a round trip
 * on the loopback is under a millisecond, so without it a request asked again costs nothing here), the
 * CPU 4× throttled. The page is the demo's own (no Playwright route: a route turns the HTTP cache off),
 * on a town view so the nearest list shows.
 *
 * `RETURNING_BASELINE_URL` (another demo server, e.g. one started from a worktree of another commit with
 * `CLUSTER_THRESHOLD=10000`) is visited too, interleaved, and printed as "before".
 */
import type { Browser } from 'playwright-core';
import { inTurn } from './in-turn.ts';
import { median } from './median.ts';

const NETWORK = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const RATE = 4;
const VIEW = '#/@53.7997,-1.5492,11z';
const TIMEOUT_MS = 60_000;
/**
 * Between the visits, once the first is over (no request for 500 ms: the map's chunks, tiles and fonts
 * are in): a request still on its way when the page is left is dropped, and the second visit would fetch
 * it again.
 */
const SETTLE_MS = 500;

/**
 * Navigation start → the first nearest list painted (a user-blocking task after the frame that shows it).
 * Given to the page as text: a function written here reached the page with tsx's `__name` calls in it,
 * which the page does not define.
 */
const FIRST_LIST_PAINTED = `new Promise((resolve, reject) => {
  const timeout = setTimeout(() => reject(new Error('no nearest list within ${TIMEOUT_MS / 1000} s')), ${TIMEOUT_MS});
  const check = () => {
    const root = document.querySelector('station-locator')?.shadowRoot;
    if (!root?.querySelector('.nearest-list li')) return requestAnimationFrame(check);
    clearTimeout(timeout);
    scheduler.postTask(() => resolve(performance.now()), { priority: 'user-blocking' });
  };
  check();
})`;

export interface ReturningVisit {
  first: number;
  returning: number;
  /** Responses of the second visit up to its first list that came over the network (not from the browser's cache). */
  fetched: number;
  /** Of those, the files asked for again and found unchanged (304). */
  askedAgain: number;
}

/** The demo page at `base` visited twice in a fresh browser profile, on the phone's network and CPU. */
export async function returningVisit(browser: Browser, base: string): Promise<ReturningVisit> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
    let fetched = 0;
    let askedAgain = 0;
    // A response the browser had kept: from its disk cache (flagged), or from memory (announced first).
    const servedFromCache = new Set<string>();
    cdp.on('Network.requestServedFromCache', (event: { requestId: string }) => servedFromCache.add(event.requestId));
    cdp.on('Network.responseReceived', (event: { requestId: string; response: { fromDiskCache?: boolean; status: number } }) => {
      if (event.response.fromDiskCache || servedFromCache.has(event.requestId)) return;
      fetched += 1;
      if (event.response.status === 304) askedAgain += 1;
    });
    // A query string per visit: the same URL with only a new fragment would not load the page again.
    const open = async (visit: number) => {
      await page.goto(`${base}?visit=${visit}${VIEW}`);
      return (await page.evaluate(FIRST_LIST_PAINTED)) as number;
    };
    const first = await open(1);
    await page.waitForLoadState('networkidle', { timeout: TIMEOUT_MS });
    await page.waitForTimeout(SETTLE_MS);
    fetched = 0;
    askedAgain = 0;
    const returning = await open(2);
    return { first, returning, fetched, askedAgain };
  } finally {
    await context.close();
  }
}

/** `runs` pairs of visits on `url`, and on `baselineUrl` interleaved when given (alternating which goes first). */
export async function benchReturning(browser: Browser, url: string, baselineUrl: string | null, runs: number): Promise<{ ours: ReturningVisit[]; baseline: ReturningVisit[] | null }> {
  const ours: ReturningVisit[] = [];
  const baseline: ReturningVisit[] | null = baselineUrl ? [] : null;
  for (let run = 0; run < runs; run += 1) {
    const pair = [async () => ours.push(await returningVisit(browser, url))];
    if (baselineUrl && baseline) pair.push(async () => baseline.push(await returningVisit(browser, baselineUrl)));
    await inTurn(run, pair);
  }
  return { ours, baseline };
}

export function returningRows({ ours, baseline }: { ours: ReturningVisit[]; baseline: ReturningVisit[] | null }): string[] {
  const cell = (runs: ReturningVisit[]) =>
    `median ${median(runs.map((r) => r.returning)).toFixed(0)} ms (${runs.map((r) => r.returning.toFixed(0)).join(', ')}), ${median(runs.map((r) => r.fetched))} responses over the network up to it (${median(runs.map((r) => r.askedAgain))} of them 304, asked again); first visit ${median(runs.map((r) => r.first)).toFixed(0)} ms`;
  return [
    `| phone 4×, "Slow 4G" (150 ms round trips): a returning visitor, navigation → first list painted (for the record) | ${ours.length ? cell(ours) : 'n/a'}${baseline?.length ? `; before: ${cell(baseline)}` : ''} | | – |`,
  ];
}
