/**
 * The two calls a new visitor meets before searching anything (issue 20 item 11), on the demo page with the
 * real UK data: the starting country view comes from within_region (the country table picks the area:
 * Great Britain, every station of it as clusters and stations, the data attribution shown from the first
 * view), and the paginated nearest list ends with "show more", which appends the next page, moves focus to
 * the first new station and announces the new count.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertAccessible, assertClean, openPage, waitForRendered, waitForShell } from './harness';
import { setUpDemoAndBrowser } from './fixture';
import { isApiGet, searchPlace } from './place-search';
import { pattern, text } from './strings';

const env = setUpDemoAndBrowser();

/** Every station of the real data set (shared/data: the UK Fuel Finder forecourt list). */
const UK_STATIONS = 7058;

/** A within_region answer of the map projection: as columns (the demo's `mapColumns`) or as rows. */
interface Answer {
  columns?: { id: unknown[] };
  locations?: unknown[];
  clusters: { size: number }[];
}

test('the starting country view: within_region for Great Britain, drawn as clusters, with the data attribution', async () => {
  const watch = await openPage(env.browser, { viewport: { width: 1280, height: 900 } });
  const { page, context } = watch;
  try {
    const regionAnswer = page.waitForResponse(isApiGet('/api/v2/locations/within_region'), { timeout: 30_000 });
    await page.goto(env.baseUrl);
    await waitForShell(page);
    const response = await regionAnswer;
    const url = new URL(response.url());
    assert.equal(url.searchParams.get('region_id'), 'GB', 'the configured country picks the starting area');
    assert.equal(response.status(), 200);
    const answer = (await response.json()) as Answer;
    assert.equal(url.searchParams.get('layout'), 'columns', 'the demo config asks for the map projection as columns');
    const stations = answer.columns?.id.length ?? answer.locations?.length ?? 0;
    const covered = stations + answer.clusters.reduce((sum, cluster) => sum + cluster.size, 0);
    assert.equal(covered, UK_STATIONS, 'the starting view covers every station of the country');
    assert.ok(answer.clusters.length > 0, 'at country zoom the stations come as clusters');

    // Our own map draws those clusters as bubbles with their counts (read back from the engine).
    const bubbles = await waitForRendered(page, ['sl-clusters'], (features) => features.length > 1, 'several cluster bubbles', 20_000);
    assert.ok(bubbles.every((bubble) => (bubble.size ?? 0) > 1), `bubbles with counts: ${JSON.stringify(bubbles.slice(0, 3))}`);
    // The attribution the API sends with that answer is shown under the map from the first view.
    const attribution = response.headers()['x-data-attribution'];
    assert.ok(attribution, 'the API sends the data attribution');
    await page.locator('station-locator').getByText(attribution.slice(0, 40), { exact: false }).first().waitFor({ timeout: 10_000 });
    // The first view does not ask for the same area twice (no within_bounds on top of within_region).
    assert.equal(watch.requests.filter((r) => r.includes('/locations/within_bounds')).length, 0, watch.requests.join('\n'));
    await assertAccessible(page, 'starting country view');
    assertClean(watch);
  } finally {
    await context.close();
  }
});

test('the paginated nearest list: "show more" appends the next page, focuses its first station and announces the count', async () => {
  const watch = await openPage(env.browser, { viewport: { width: 1280, height: 900 } });
  const { page, context } = watch;
  // Every nearest_to asked and answered, with when (ms from the page's start): what a failure says, since
  // this test has failed rarely in CI with no page 2 after the click, or with a page 1 instead.
  const started = Date.now();
  const nearestLog: string[] = [];
  const isNearest = isApiGet('/api/v2/locations/nearest_to');
  page.on('request', (request) => {
    if (isNearest(request)) nearestLog.push(`${Date.now() - started} asked ${new URL(request.url()).search}`);
  });
  page.on('response', (response) => {
    if (isNearest(response)) nearestLog.push(`${Date.now() - started} answered ${response.status()} ${new URL(response.url()).search}`);
  });
  const seen = (what: string) => `${what}; nearest_to so far:\n${nearestLog.join('\n')}`;
  try {
    await page.goto(env.baseUrl);
    await waitForShell(page);
    await searchPlace(page, { town: 'Leeds', locale: 'de_DE' });
    const list = page.getByRole('region', { name: text('de_DE', 'locations.list.label') });
    const items = list.locator('.nearest-list__items > li');
    await items.first().waitFor({ timeout: 20_000 });
    await page.locator('station-locator .nearest-list[aria-busy="false"]').waitFor({ timeout: 20_000 });
    const firstPage = await items.count();
    const firstNames = await list.locator('.location-item__name').allTextContents();
    // The count line says how many of how many, from the API's total header.
    const count = list.locator('.nearest-list__count');
    assert.match((await count.textContent()) ?? '', pattern('de_DE', 'locations.list.count'));

    const next = page.waitForResponse(isNearest, { timeout: 20_000 });
    nearestLog.push(`${Date.now() - started} clicking "show more" (${firstPage} items listed)`);
    await list.getByRole('button', { name: text('de_DE', 'locations.list.show_more') }).click();
    const response = await next.catch((error: unknown) => {
      throw new Error(seen(`no nearest_to answer within 20 s of the click (${String(error)})`), { cause: error });
    });
    assert.equal(new URL(response.url()).searchParams.get('page'), '2', seen('the page the Link header names'));

    await page.waitForFunction((before) => {
      const root = document.querySelector('station-locator')?.shadowRoot;
      return (root?.querySelectorAll('.nearest-list__items > li').length ?? 0) > before;
    }, firstPage);
    const all = await list.locator('.location-item__name').allTextContents();
    assert.ok(all.length > firstPage, `${all.length} stations after "show more", ${firstPage} before`);
    assert.deepEqual(all.slice(0, firstPage), firstNames, 'the first page stays where it was');

    // Focus is on the first station the page added (moved once the new items are committed, which a busy
    // machine may show a frame later than the items), and the new count is announced.
    const focusedName = () =>
      page.evaluate(() => {
        const root = document.querySelector('station-locator')?.shadowRoot;
        const focused = root?.activeElement;
        return focused?.closest('li')?.querySelector('.location-item__name')?.textContent ?? null;
      });
    await page
      .waitForFunction(
        (expected) => document.querySelector('station-locator')?.shadowRoot?.activeElement?.closest('li')?.querySelector('.location-item__name')?.textContent === expected,
        all[firstPage],
        { timeout: 5_000 },
      )
      .catch(() => undefined);
    assert.equal(await focusedName(), all[firstPage], 'focus moved to the first new station');
    const announcement = page.locator('station-locator [data-nearest-announcement]');
    await page.waitForFunction(() => {
      const node = document.querySelector('station-locator')?.shadowRoot?.querySelector('[data-nearest-announcement]');
      return (node?.textContent ?? '').trim() !== '';
    });
    assert.match(((await announcement.textContent()) ?? '').trim(), pattern('de_DE', 'locations.list.count'));
    await assertAccessible(page, 'nearest list after show more');
    assertClean(watch);
  } finally {
    await context.close();
  }
});
