/**
 * Directions mode on the demo (offline engine, real UK data), as a visitor uses it: from search mode to
 * directions, type a town as the start and pick it, type another as the destination and pick it, see the
 * route on the map (line and lettered markers) and the itinerary with its totals; add a stop, swap, remove
 * it; back to search resets. axe runs in each state; no console error, no request to Google. Then the
 * same at 390 px, where the bottom button switches between the route and the map.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { assertValue, chooseTown, legCount, openDirections, openStationsAlongRoute, routeMarkers, waypoint } from './directions-steps';
import { STATION_LAYERS, assertAccessible, assertClean, openPage, screenshot, waitForRendered, waitForShell } from './harness';
import { setUpDemoAndBrowser } from './fixture';
import { text, type Locale } from './strings';

const env = setUpDemoAndBrowser();

test('a visitor plans a route with a stop, swaps and removes it, and goes back to search (desktop, de_DE)', async (t) => {
  const watch = await openPage(env.browser, { viewport: { width: 1280, height: 900 } });
  const { page, context } = watch;
  const locale: Locale = 'de_DE';
  const start = text(locale, 'directions.waypoint.origin');
  const destination = text(locale, 'directions.waypoint.destination');
  const stop = text(locale, 'directions.waypoint.stop').replace('{{number}}', '1');
  try {
    await page.goto(env.baseUrl);
    await waitForShell(page);

    await t.test('directions mode opens with two empty waypoints', async () => {
      await openDirections(page, locale);
      assert.equal(await waypoint(page, start).inputValue(), '');
      assert.equal(await waypoint(page, destination).inputValue(), '');
      await assertAccessible(page, 'directions mode, empty');
      assertClean(watch);
    });

    await t.test('start Leeds, destination Sheffield: the route is on the map and the itinerary shows totals', async () => {
      await chooseTown(page, start, 'Leeds');
      // Only the start chosen: the map shows where it is (its lettered pin), before there is a route.
      await page.waitForFunction(() => document.querySelector('station-locator')?.shadowRoot?.querySelectorAll('.sl-route-marker').length === 1);
      assert.deepEqual(await routeMarkers(page), ['A']);
      await chooseTown(page, destination, 'Sheffield');
      await legCount(page, 1);
      const totals = await page.locator('station-locator [data-itinerary-totals]').textContent();
      assert.match(totals ?? '', /\d+[,.]?\d*\s?km/, `totals in km: ${totals}`);
      assert.match(totals ?? '', /Minute|Stunde/, `duration in words: ${totals}`);
      assert.deepEqual(await routeMarkers(page), ['A', 'B']);
      // The offline engine routes over the motorway network (issue 15) and labels the route as an estimate.
      await page.locator('station-locator [data-itinerary-estimate="motorway"]').waitFor();
      const steps = await page.locator('station-locator [data-itinerary-step]').allTextContents();
      assert.ok(steps.some((step) => /\bM1\b/.test(step)), `Leeds to Sheffield follows the M1: ${steps.join(' | ')}`);
      await screenshot(page, 'directions');
      await assertAccessible(page, 'route with itinerary');
      assertClean(watch);
    });

    await t.test('add a stop, pick Wakefield: two legs and three markers; swap and remove it again', async () => {
      await page.getByRole('button', { name: text(locale, 'directions.waypoint.add_after').replace('{{name}}', start) }).click();
      await chooseTown(page, stop, 'Wakefield');
      await legCount(page, 2);
      assert.deepEqual(await routeMarkers(page), ['A', 'B', 'C']);
      await assertAccessible(page, 'route with a stop');

      const swap = text(locale, 'directions.waypoint.swap').replace('{{first}}', start).replace('{{second}}', stop);
      await page.getByRole('button', { name: swap }).click();
      await assertValue(page, start, /Wakefield/);
      await assertValue(page, stop, /Leeds/);
      await legCount(page, 2);

      await page.getByRole('button', { name: text(locale, 'directions.waypoint.remove').replace('{{name}}', stop) }).click();
      await legCount(page, 1);
      assert.deepEqual(await routeMarkers(page), ['A', 'B']);
      await assertAccessible(page, 'after removing the stop');
      assertClean(watch);
    });

    await t.test('back to search resets: directions opens again with two empty waypoints and no route', async () => {
      await page.getByRole('button', { name: text(locale, 'directions.back') }).click();
      await page.getByRole('combobox', { name: text(locale, 'search.label') }).waitFor();
      assert.deepEqual(await routeMarkers(page), []);
      await openDirections(page, locale);
      assert.equal(await waypoint(page, start).inputValue(), '');
      assert.equal(await waypoint(page, destination).inputValue(), '');
      assert.equal(await page.locator('station-locator [data-itinerary]').count(), 0);
      await page.getByRole('button', { name: text(locale, 'directions.back') }).click();
      assertClean(watch);
    });
  } finally {
    await context.close();
  }
});

/** The count of stations along the route, once the list has settled (not busy). */
async function corridorCount(page: Page): Promise<number> {
  await page.locator('station-locator [data-corridor-list][aria-busy="false"] [data-corridor-count]').waitFor({ timeout: 20_000 });
  const label = (await page.locator('station-locator [data-show-stations]').textContent()) ?? '';
  return Number(/\((\d+)\)/.exec(label)?.[1] ?? Number.NaN);
}

async function waitForCount(page: Page, accept: (count: number) => boolean, what: string): Promise<number> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const count = await corridorCount(page);
    if (accept(count)) return count;
    if (Date.now() > deadline) throw new Error(`${what}: the corridor still has ${count} stations`);
    await page.waitForTimeout(200);
  }
}

test('stations along the route: in route order on the map and in the list, a wider radius finds more, a fuel filter fewer, one becomes a stop (en_GB)', async (t) => {
  const watch = await openPage(env.browser, { viewport: { width: 1280, height: 900 } });
  const { page, context } = watch;
  const locale: Locale = 'en_GB';
  try {
    await page.goto(env.baseUrl);
    await waitForShell(page);
    await page.getByRole('radio', { name: 'English (en_GB)' }).check();
    await openStationsAlongRoute(page, locale, 'Leeds', 'Sheffield');
    let count = 0;

    await t.test('the list is in route order and the map shows the corridor', async () => {
      count = await waitForCount(page, (n) => n > 0, 'stations along Leeds to Sheffield');
      const along = await page.locator('station-locator .corridor-list__items .location-item__distance').allTextContents();
      const miles = along.map((line) => Number(/^([\d.,]+)\s?mi/.exec(line)?.[1]?.replace(',', '') ?? Number.NaN));
      assert.ok(miles.every((value) => Number.isFinite(value)), `distances along the route: ${along.slice(0, 3).join(' | ')}`);
      for (let i = 1; i < miles.length; i += 1) assert.ok(miles[i]! >= miles[i - 1]!, `route order at ${i}: ${miles[i - 1]} then ${miles[i]}`);
      // Stations and bubbles are drawn by our own map's layers: read back from the engine, with the route line.
      await waitForRendered(page, STATION_LAYERS, (features) => features.length > 0, 'stations or clusters along the route');
      await waitForRendered(page, ['sl-route-line'], (features) => features.length > 0, 'the route line');
      await screenshot(page, 'corridor');
      await assertAccessible(page, 'stations along the route');
    });

    await t.test('a wider radius finds more stations', async () => {
      await page.getByRole('button', { name: new RegExp(`^${text(locale, 'directions.options.toggle')}`) }).click();
      const panel = page.getByRole('dialog', { name: text(locale, 'directions.options.title') });
      await panel.waitFor();
      await assertAccessible(page, 'route options open');
      const slider = panel.getByRole('slider');
      await slider.focus();
      for (let i = 0; i < 10; i += 1) await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Escape');
      const wider = await waitForCount(page, (n) => n > count, 'after widening the radius from 5 to 15 km (3.1 to 9.3 mi)');
      assert.ok(wider > count, `${wider} > ${count}`);
      count = wider;
    });

    await t.test('a fuel filter finds fewer', async () => {
      await page.getByRole('button', { name: new RegExp(`^${text(locale, 'filters.toggle')}`) }).click();
      const panel = page.getByRole('dialog', { name: text(locale, 'filters.title') });
      await panel.getByRole('checkbox', { name: text(locale, 'filters.labels.fuel.HVO') }).check();
      await panel.getByRole('button', { name: text(locale, 'filters.close') }).click();
      const fewer = await waitForCount(page, (n) => n < count, 'after filtering by HVO');
      assert.ok(fewer < count, `${fewer} < ${count}`);
      count = fewer;
    });

    await t.test('"add as stop" makes a station a stop and the route changes', async () => {
      const first = page.locator('station-locator [data-add-stop]').first();
      const name = ((await first.getAttribute('aria-label')) ?? '').replace(/^Add as stop: /, '');
      await first.click();
      await page.waitForFunction(
        () => document.querySelector('station-locator')?.shadowRoot?.querySelectorAll('.sl-route-marker').length === 3,
        undefined,
        { timeout: 15_000 },
      );
      assert.deepEqual(await routeMarkers(page), ['A', 'B', 'C']);
      await page.locator('station-locator [data-show-itinerary]').click();
      await legCount(page, 2);
      await assertValue(page, text(locale, 'directions.waypoint.stop').replace('{{number}}', '1'), new RegExp(name.slice(0, 8).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i'));
      await assertAccessible(page, 'after adding a stop');
      assertClean(watch);
    });
  } finally {
    await context.close();
  }
});

test('on a 390 px phone the bottom button switches between the route and the map (en_GB)', async () => {
  const watch = await openPage(env.browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const { page, context } = watch;
  const locale: Locale = 'en_GB';
  try {
    await page.goto(env.baseUrl);
    await waitForShell(page);
    await page.getByRole('radio', { name: /en_GB/ }).check();
    await page.getByRole('button', { name: text(locale, 'app.mobile_toggle.show_list') }).click();
    await openDirections(page, locale);
    await chooseTown(page, text(locale, 'directions.waypoint.origin'), 'York');
    await chooseTown(page, text(locale, 'directions.waypoint.destination'), 'Leeds');
    await legCount(page, 1);
    await screenshot(page, 'mobile-directions');
    await assertAccessible(page, 'mobile itinerary');

    await page.getByRole('button', { name: text(locale, 'app.mobile_toggle.show_map') }).click();
    await page.getByRole('button', { name: text(locale, 'app.mobile_toggle.show_itinerary') }).waitFor();
    assert.equal(await page.locator('station-locator [data-itinerary]').count(), 0, 'the map view hides the itinerary');
    assert.deepEqual(await routeMarkers(page), ['A', 'B']);
    await screenshot(page, 'mobile-directions-map');
    await assertAccessible(page, 'mobile route map');
    await page.getByRole('button', { name: text(locale, 'app.mobile_toggle.show_itinerary') }).click();
    await legCount(page, 1);
    assertClean(watch);
  } finally {
    await context.close();
  }
});
