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
import { axeViolations, formatViolations, openPage, screenshot, waitForShell, type PageWatch } from './harness';
import { setUpDemoAndBrowser } from './fixture';
import { text, type Locale } from './strings';

const env = setUpDemoAndBrowser();

async function assertAccessible(page: Page, state: string): Promise<void> {
  const violations = await axeViolations(page);
  assert.equal(violations.length, 0, `axe, ${state}:\n${formatViolations(violations)}`);
}

function assertClean(watch: PageWatch): void {
  assert.deepEqual(watch.errors, [], 'no console errors');
  assert.deepEqual(watch.googleRequests, [], 'no request to Google');
}

const waypoint = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

/** Types a town into a waypoint and picks its place completion. */
async function chooseTown(page: Page, name: string, town: string): Promise<void> {
  const input = waypoint(page, name);
  await input.click();
  await input.fill(town);
  const option = page.getByRole('option', { name: new RegExp(`^${town}`, 'i') }).first();
  await option.waitFor({ timeout: 15_000 });
  await option.click();
  await assertValue(page, name, new RegExp(town, 'i'));
}

async function assertValue(page: Page, name: string, value: RegExp): Promise<void> {
  await page.waitForFunction(
    ([label, source]) => {
      const root = document.querySelector('station-locator')?.shadowRoot;
      const labelElement = [...(root?.querySelectorAll('label') ?? [])].find((candidate) => candidate.textContent === label);
      const input = labelElement ? root?.getElementById(labelElement.htmlFor) : null;
      return input instanceof HTMLInputElement && new RegExp(source, 'i').test(input.value);
    },
    [name, value.source] as const,
    { timeout: 10_000 },
  );
}

/** The itinerary's legs once a route is shown (waits for it). */
async function legCount(page: Page, expected: number): Promise<void> {
  await page.waitForFunction(
    (count) => document.querySelector('station-locator')?.shadowRoot?.querySelectorAll('[data-itinerary-leg]').length === count,
    expected,
    { timeout: 15_000 },
  );
}

/** The lettered route markers the map shows. */
function routeMarkers(page: Page): Promise<string[]> {
  return page.evaluate(() => [...(document.querySelector('station-locator')?.shadowRoot?.querySelectorAll('.sl-route-marker') ?? [])].map((marker) => marker.textContent ?? ''));
}

async function openDirections(page: Page, locale: Locale): Promise<void> {
  await page.getByRole('button', { name: text(locale, 'search.directions') }).click();
  await waypoint(page, text(locale, 'directions.waypoint.origin')).waitFor({ timeout: 10_000 });
}

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
      await chooseTown(page, destination, 'Sheffield');
      await legCount(page, 1);
      const totals = await page.locator('station-locator [data-itinerary-totals]').textContent();
      assert.match(totals ?? '', /\d+[,.]?\d*\s?km/, `totals in km: ${totals}`);
      assert.match(totals ?? '', /Minute|Stunde/, `duration in words: ${totals}`);
      assert.deepEqual(await routeMarkers(page), ['A', 'B']);
      // The offline engine's route is labelled as an estimate.
      await page.locator('station-locator [data-itinerary-estimate]').waitFor();
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
