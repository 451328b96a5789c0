/**
 * The browser's Back and Forward on the demo page (issue 47): a visitor searches a town, opens a station,
 * plans a route to it; Back walks back through those states inside the element (the route, directions
 * mode, the station's details, the search) and Forward through them again; Back from the first state
 * leaves the page as usual. Map moves add no entries.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { assertClean, openPage, waitForShell } from './harness';
import { setUpDemoAndBrowser } from './fixture';
import { searchPlace } from './place-search';
import { text } from './strings';

const env = setUpDemoAndBrowser();
const TOWN = 'Leeds';
const LOCALE = 'de_DE';

const shadowCount = (page: Page, selector: string) =>
  page.evaluate((css) => document.querySelector('station-locator')?.shadowRoot?.querySelectorAll(css).length ?? 0, selector);

/** Waits until the element shows a state: the mode, whether station details are open, the route's legs. */
async function shows(page: Page, state: { mode: 'search' | 'directions'; details: boolean; legs: number }, what: string): Promise<void> {
  try {
    await page.waitForFunction(
      ({ mode, details, legs }) => {
        const root = document.querySelector('station-locator')?.shadowRoot;
        if (!root) return false;
        const inDirections = root.querySelector('[data-directions-panel]') !== null;
        const open = root.querySelector('.info-window[role="dialog"]') !== null;
        return inDirections === (mode === 'directions') && open === details && root.querySelectorAll('[data-itinerary-leg]').length === legs;
      },
      state,
      { timeout: 15_000 },
    );
  } catch (error) {
    const seen = {
      directions: await shadowCount(page, '[data-directions-panel]'),
      details: await shadowCount(page, '.info-window[role="dialog"]'),
      legs: await shadowCount(page, '[data-itinerary-leg]'),
      url: page.url(),
    };
    throw new Error(`${what}: expected ${JSON.stringify(state)}, the element shows ${JSON.stringify(seen)}`, { cause: error });
  }
}

test('Back and Forward walk search → station → directions → route inside the element; Back from the first state leaves the page (de_DE)', async (t) => {
  const watch = await openPage(env.browser, { viewport: { width: 1280, height: 900 } });
  const { page, context } = watch;
  const SEARCH = { mode: 'search', details: false, legs: 0 } as const;
  const STATION = { mode: 'search', details: true, legs: 0 } as const;
  const DIRECTIONS = { mode: 'directions', details: false, legs: 0 } as const;
  const ROUTE = { mode: 'directions', details: false, legs: 1 } as const;
  try {
    await page.goto(env.baseUrl);
    await waitForShell(page);
    const first = await page.evaluate(() => history.length);

    await t.test('the steps: a town searched, a station opened, a route planned to it', async () => {
      await searchPlace(page, { town: TOWN, locale: LOCALE });
      const list = page.getByRole('region', { name: text(LOCALE, 'locations.list.label') });
      await list.getByRole('listitem').first().waitFor({ timeout: 20_000 });
      await page.locator('station-locator .nearest-list[aria-busy="false"]').waitFor({ timeout: 20_000 });
      // The step is written with the view the map settles on once it has moved to the town: after the list
      // around it, on a busy machine.
      await page.waitForFunction((before) => history.length > before, first, { timeout: 15_000 });
      const afterSearch = await page.evaluate(() => history.length);
      assert.equal(afterSearch, first + 1, 'the town searched is a step');

      await list.getByRole('listitem').first().getByRole('button').first().click();
      await shows(page, STATION, 'the station opened');
      // A map move is no step: the mouse wheel zooms the map.
      const map = page.locator('station-locator [data-testid="locations-map"]');
      const box2 = await map.boundingBox();
      assert.ok(box2);
      await page.mouse.move(box2.x + box2.width * 0.7, box2.y + box2.height / 2);
      const hashBefore = await page.evaluate(() => location.hash);
      await page.mouse.wheel(0, -300);
      // The map's new view is written into the address (the entry's own: replaceState) once it settles.
      await page.waitForFunction((before) => location.hash !== before && location.hash.startsWith('#/@'), hashBefore, { timeout: 15_000 });
      assert.equal(await page.evaluate(() => history.length), first + 2, 'the station is a step, the map move is not');

      await page.getByRole('button', { name: text(LOCALE, 'infoWindow.directions.plan') }).click();
      await shows(page, ROUTE, 'the route planned to the station');
      await page.waitForFunction(() => location.hash.startsWith('#/route/'));
      assert.equal(await page.evaluate(() => history.length), first + 4, 'directions mode entered, and its route, are steps');
      assertClean(watch);
    });

    await t.test('Back walks back: directions mode before its route, the station, the search, the first state', async () => {
      await page.goBack();
      await shows(page, DIRECTIONS, 'Back from the route');
      await page.goBack();
      await shows(page, STATION, 'Back from directions mode');
      await page.goBack();
      await shows(page, SEARCH, 'Back from the station');
      await page.goBack();
      await shows(page, SEARCH, 'Back from the search');
      assert.ok(page.url().startsWith(env.baseUrl), `still on the page: ${page.url()}`);
      assertClean(watch);
    });

    await t.test('Forward walks through them again, to the route', async () => {
      await page.goForward();
      await shows(page, SEARCH, 'Forward to the search');
      await page.goForward();
      await shows(page, STATION, 'Forward to the station');
      await page.goForward();
      await shows(page, DIRECTIONS, 'Forward to directions mode');
      await page.goForward();
      await shows(page, ROUTE, 'Forward to the route');
      await page.waitForFunction(() => location.hash.startsWith('#/route/'));
      assertClean(watch);
    });

    await t.test('Back from the first state leaves the page', async () => {
      for (let i = 0; i < 4; i += 1) await page.goBack();
      await shows(page, SEARCH, 'back at the first state');
      await page.goBack();
      await page.waitForURL((url) => !url.href.startsWith(env.baseUrl), { timeout: 10_000 });
      assert.ok(!page.url().startsWith(env.baseUrl), `left the page: ${page.url()}`);
    });
  } finally {
    await context.close();
  }
});

test('a town searched before the history code has come in is a step: Back shows the first state and stays on the page (de_DE)', async () => {
  const watch = await openPage(env.browser, { viewport: { width: 1280, height: 900 } });
  const { page, context } = watch;
  try {
    // As on a slow phone, where a visitor types before the element's chunks are in: the history's chunk
    // comes only once the town has been searched.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let asked = () => {};
    const askedFor = new Promise<void>((resolve) => (asked = resolve));
    await page.route(/\/use-url-hash-[\w-]+\.js$/, async (route) => {
      asked();
      await released;
      await route.continue();
    });
    await page.goto(env.baseUrl);
    await waitForShell(page);
    const first = await page.evaluate(() => history.length);

    await searchPlace(page, { town: TOWN, locale: LOCALE });
    const list = page.getByRole('region', { name: text(LOCALE, 'locations.list.label') });
    await list.getByRole('listitem').first().waitFor({ timeout: 20_000 });
    // The element asks for the chunk once its map engine is in: before the search or after it.
    await Promise.race([askedFor, page.waitForTimeout(30_000).then(() => Promise.reject(new Error('the history chunk was never asked for')))]);
    assert.equal(await page.evaluate(() => history.length), first, 'nothing is written before the history code is in');

    release();
    await page.waitForFunction((before) => history.length > before, first, { timeout: 15_000 });
    assert.equal(await page.evaluate(() => history.length), first + 1, 'the town searched is a step of its own');

    const townView = await page.evaluate(() => location.hash);
    await page.goBack();
    await shows(page, { mode: 'search', details: false, legs: 0 }, 'Back from the town searched early');
    // The first entry has the view the map started on, not the town's.
    const firstView = await page.evaluate(() => location.hash);
    assert.match(firstView, /^#\/@/, `the first entry has a map view: ${firstView}`);
    assert.notEqual(firstView, townView, 'the first entry has the view the map started on');
    assert.ok(page.url().startsWith(env.baseUrl), `still on the page: ${page.url()}`);
    assertClean(watch);
  } finally {
    await context.close();
  }
});
