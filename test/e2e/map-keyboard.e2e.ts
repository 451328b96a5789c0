/**
 * Our own map by keyboard on the demo (docs/embedding.md, "Keyboard on the map"): after a search the visitor tabs to
 * the map, a named application with a live count; the arrow keys move from station to station among those
 * in view (each one said: name, address, open status), Enter opens the one reached, Escape leaves the
 * stations, Shift and an arrow move the map. axe runs with the focus on the map.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { openStationsAlongRoute } from './directions-steps';
import { assertAccessible, assertClean, openPage, renderedFeatures, waitForRendered, waitForShell } from './harness';
import { setUpDemoAndBrowser } from './fixture';
import { searchPlace } from './place-search';
import { pattern, text, type Locale } from './strings';

const env = setUpDemoAndBrowser();

test('the stations on the map are reachable by keyboard: arrows move between them, Enter opens one, Escape leaves', async () => {
  const watch = await openPage(env.browser, { viewport: { width: 1280, height: 900 } });
  const { page, context } = watch;
  try {
    await page.goto(env.baseUrl);
    await waitForShell(page);
    await searchPlace(page, { town: 'Leeds', locale: 'de_DE' });
    await page.locator('station-locator .nearest-list[aria-busy="false"]').waitFor({ timeout: 20_000 });
    await waitForRendered(page, ['sl-stations'], (features) => features.length > 1, 'stations around Leeds', 20_000);

    const map = page.getByRole('application', { name: text('de_DE', 'map.keyboard.name') });
    const description = await map.evaluate((element) => {
      const id = element.getAttribute('aria-describedby') ?? '';
      return (element.getRootNode() as ShadowRoot).getElementById(id)?.textContent ?? '';
    });
    assert.equal(description, text('de_DE', 'map.keyboard.help'));
    const status = page.locator('station-locator .sl-map-root > [role="status"]');
    await map.focus();
    // Arriving on the map, the visitor hears how many stations it shows.
    assert.match((await status.textContent()) ?? '', pattern('de_DE', 'map.keyboard.count'));
    await assertAccessible(page, 'the map focused');
    await page.keyboard.press('ArrowRight');
    const first = await map.getAttribute('data-active-station');
    // Among the pins drawn now: the map may have settled on the search's view since the first were drawn.
    const inView = (await renderedFeatures(page, ['sl-stations', 'sl-stations-numbered', 'sl-stations-focused'])) ?? [];
    assert.ok(first && inView.some((station) => station.id === first), `a station in view is reached: ${first}`);
    const said = (await status.textContent()) ?? '';
    const tooltip = page.locator('station-locator .sl-map-tooltip');
    assert.equal(await tooltip.isVisible(), true, 'the reached station shows its tooltip');
    const name = ((await tooltip.locator('strong').textContent()) ?? '').trim();
    // A station of the nearest list is said with its number first, as its pin and list item show it ("Nr. 3: …").
    const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const [numberPart = ''] = text('de_DE', 'map.station_indexed').split('{{name}}');
    const listed = new RegExp(`^${escape(numberPart).replace(escape('{{index}}'), '\\d+')}${escape(name)}`);
    assert.ok(name && (said.startsWith(name) || listed.test(said)), `the station is said by name, after its number when listed: "${said}"`);

    // Another arrow goes to another station (or stays on the last one in that direction).
    for (const key of ['ArrowLeft', 'ArrowDown', 'ArrowUp', 'ArrowRight']) {
      await page.keyboard.press(key);
      if ((await map.getAttribute('data-active-station')) !== first) break;
    }
    const reached = (await map.getAttribute('data-active-station')) ?? '';
    assert.notEqual(reached, first, 'the arrows move to another station');
    const reachedName = ((await tooltip.locator('strong').textContent()) ?? '').trim();

    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: reachedName }).waitFor({ timeout: 15_000 });

    await map.focus();
    await page.keyboard.press('ArrowRight');
    assert.ok(await map.getAttribute('data-active-station'));
    await page.keyboard.press('Escape');
    assert.equal(await map.getAttribute('data-active-station'), '');
    assert.equal(await tooltip.isVisible(), false, 'leaving the stations hides the tooltip');

    // Shift and an arrow move the map itself.
    const before = await map.evaluate((element) => (element as unknown as Record<symbol, { getCenter(): { lng: number } }>)[Symbol.for('station-locator.maplibre-map')]!.getCenter().lng);
    await page.keyboard.press('Shift+ArrowRight');
    const after = await map.evaluate((element) => (element as unknown as Record<symbol, { getCenter(): { lng: number } }>)[Symbol.for('station-locator.maplibre-map')]!.getCenter().lng);
    assert.ok(after > before, `the map moved east: ${before} → ${after}`);
    assertClean(watch);
  } finally {
    await context.close();
  }
});

/**
 * Tabs from `from` to the list's skip button and checks it: hidden until the keyboard reaches it (a few stops
 * on), before `firstStation`, axe clean while focused; Enter puts the focus on the map, which says its count.
 */
async function skipToMap(page: Page, locale: Locale, from: Locator, firstStation: Locator, state: string): Promise<void> {
  const skip = page.getByRole('button', { name: text(locale, 'map.skip_list') });
  assert.equal(await skip.evaluate((element) => element.getBoundingClientRect().width), 1, `${state}: not shown until reached`);
  await from.focus();
  let presses = 0;
  while (!(await skip.evaluate((element) => element.matches(':focus'))) && presses < 10) {
    await page.keyboard.press('Tab');
    presses += 1;
  }
  assert.ok(presses < 10, `${state}: the skip button is among the first stops after ${await from.getAttribute('aria-label') ?? 'the start'}`);
  assert.ok((await skip.evaluate((element) => element.getBoundingClientRect().width)) > 100, `${state}: shown while it has the focus`);
  const [skipBox, stationBox] = await Promise.all([skip.boundingBox(), firstStation.boundingBox()]);
  assert.ok(skipBox && stationBox && skipBox.y < stationBox.y, `${state}: before the stations`);
  await assertAccessible(page, `the skip button focused (${state})`);

  await page.keyboard.press('Enter');
  const map = page.getByRole('application', { name: text(locale, 'map.keyboard.name') });
  assert.equal(await map.evaluate((element) => element.matches(':focus')), true, `${state}: the map has the focus`);
  const status = page.locator('station-locator .sl-map-root > [role="status"]');
  assert.match((await status.textContent()) ?? '', pattern(locale, 'map.keyboard.count'));
}

test('the keyboard skips the list to the map: a button shown on focus, before the stations, in both locales', async () => {
  for (const locale of ['de_DE', 'en_GB'] as const) {
    const watch = await openPage(env.browser, { viewport: { width: 1280, height: 900 } });
    const { page, context } = watch;
    try {
      await page.goto(env.baseUrl);
      await waitForShell(page);
      if (locale === 'en_GB') await page.getByLabel('English (en_GB)').check();
      await searchPlace(page, { town: 'Leeds', locale });
      await page.locator('station-locator .nearest-list[aria-busy="false"]').waitFor({ timeout: 20_000 });
      const search = page.getByRole('combobox', { name: text(locale, 'search.label') });
      await skipToMap(page, locale, search, page.locator('station-locator .nearest-list li button').first(), `nearest list, ${locale}`);
      assertClean(watch);
    } finally {
      await context.close();
    }
  }
});

test('the keyboard skips the stations along a route to the map (de_DE)', async () => {
  const watch = await openPage(env.browser, { viewport: { width: 1280, height: 900 } });
  const { page, context } = watch;
  const locale: Locale = 'de_DE';
  try {
    await page.goto(env.baseUrl);
    await waitForShell(page);
    await openStationsAlongRoute(page, locale, 'Leeds', 'Sheffield');
    await page.locator('station-locator [data-corridor-list][aria-busy="false"] .corridor-list__items li').first().waitFor({ timeout: 20_000 });
    const openOnly = page.locator('station-locator [data-corridor-open-only]');
    await skipToMap(page, locale, openOnly, page.locator('station-locator .corridor-list__items li button').first(), 'stations along the route');
    assertClean(watch);
  } finally {
    await context.close();
  }
});
