/**
 * On a phone (viewport at most 767 px wide) the bottom toggle switches between the list and the map
 * (spec section 2), and the search box stays above both views: a visitor can search straight from the
 * first screen, the map. The map's footer shows the data attribution the API sends, clear of the toggle.
 * axe runs in every state.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator } from 'playwright-core';
import { assertAccessible, assertClean, openPage, screenshot, waitForShell } from './harness';
import { chooseTown, legCount, openDirections } from './directions-steps';
import { setUpDemoAndBrowser } from './fixture';
import { searchPlace } from './place-search';
import { text } from './strings';

const env = setUpDemoAndBrowser();
const TOWN = 'Leeds';

const overlaps = async (a: Locator, b: Locator) => {
  const [boxA, boxB] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!boxA || !boxB) return false;
  return boxA.x < boxB.x + boxB.width && boxB.x < boxA.x + boxA.width && boxA.y < boxB.y + boxB.height && boxB.y < boxA.y + boxA.height;
};

test('mobile: the search box sits above both views, the toggle switches the list and the map, the attribution shows', async () => {
  const watch = await openPage(env.browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const { page, context } = watch;
  try {
    await page.goto(env.baseUrl);
    await waitForShell(page);
    const map = page.locator('station-locator [part="map"]');
    const list = page.getByRole('region', { name: text('de_DE', 'locations.list.label') });
    const box = page.getByRole('combobox', { name: text('de_DE', 'search.label') });
    const toList = page.getByRole('button', { name: text('de_DE', 'app.mobile_toggle.show_list') });
    const toMap = page.getByRole('button', { name: text('de_DE', 'app.mobile_toggle.show_map') });
    const attribution = page.locator('station-locator [data-testid="data-attribution"]');

    // Map first (spec section 2), with the search box above it and the attribution under it.
    await toList.waitFor();
    await map.waitFor({ state: 'visible' });
    await box.waitFor({ state: 'visible' });
    const [boxRect, mapRect] = await Promise.all([box.boundingBox(), map.boundingBox()]);
    assert.ok(boxRect && mapRect && boxRect.y + boxRect.height <= mapRect.y, 'the search box sits above the map');
    // The fuel data's statement and, with charging in the demo, the NCR's: both under the OGL.
    await attribution.getByText('Open Government Licence v3.0', { exact: false }).first().waitFor();
    assert.ok(await attribution.isVisible(), 'attribution visible');
    // The lower one, nearer the toggle.
    assert.equal(await overlaps(attribution.getByText('Open Government Licence', { exact: false }).last(), toList), false, 'the toggle does not hide the attribution');
    await screenshot(page, 'mobile-map');
    await assertAccessible(page, 'mobile map view');

    // Search from the map view: pick the place completion; the list, once shown, is around the town.
    await searchPlace(page, {
      town: TOWN,
      locale: 'de_DE',
      beforePick: () => assertAccessible(page, 'mobile map view with completions'),
      afterPick: async () => assert.equal(await map.isVisible(), true, 'still on the map after the search'),
    });

    await toList.click();
    await toMap.waitFor();
    await map.waitFor({ state: 'hidden' });
    assert.ok(await box.isVisible(), 'the search box stays in list view');
    await list.getByRole('listitem').first().waitFor({ timeout: 20_000 });
    await page.locator('station-locator .nearest-list[aria-busy="false"]').waitFor({ timeout: 20_000 });
    const addresses = await list.locator('.location-item__address').allTextContents();
    assert.match(addresses[0] ?? '', new RegExp(TOWN, 'i'), `the nearest station is in ${TOWN}: ${addresses[0]}`);
    await assertAccessible(page, 'mobile list view');
    await screenshot(page, 'mobile-list');

    await toMap.click();
    await map.waitFor({ state: 'visible' });
    assert.ok(await box.isVisible());
    assertClean(watch);
  } finally {
    await context.close();
  }
});

test('mobile: a route planned in the itinerary view is what the map shows when the visitor switches to it', async () => {
  const watch = await openPage(env.browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const { page, context } = watch;
  try {
    await page.goto(env.baseUrl);
    await waitForShell(page);
    await openDirections(page, 'de_DE');
    await chooseTown(page, text('de_DE', 'directions.waypoint.origin'), 'Leeds');
    await chooseTown(page, text('de_DE', 'directions.waypoint.destination'), 'Birmingham');
    await legCount(page, 1);
    const map = page.locator('station-locator [part="map"]');
    assert.equal(await map.isVisible(), false, 'the itinerary shows, the map waits behind the toggle');

    await page.getByRole('button', { name: text('de_DE', 'app.mobile_toggle.show_map') }).click();
    await map.waitFor({ state: 'visible' });
    const markers = map.locator('.sl-route-marker');
    await page.waitForFunction(() => document.querySelector('station-locator')?.shadowRoot?.querySelectorAll('.sl-route-marker').length === 2);
    // Fitted to the route, not the starting country's view (where Leeds and Birmingham sat ~40 px apart):
    // both ends inside the map, far apart. The map moves there (an eased camera): wait until it has.
    await page.waitForFunction(() => {
      const shadow = document.querySelector('station-locator')?.shadowRoot;
      const mapBox = shadow?.querySelector('[part="map"]')?.getBoundingClientRect();
      const [start, end] = [...(shadow?.querySelectorAll('.sl-route-marker') ?? [])].map((marker) => marker.getBoundingClientRect());
      return Boolean(mapBox && start && end && end.y - start.y > mapBox.height / 2);
    });
    const [mapBox, start, end] = await Promise.all([map.boundingBox(), markers.nth(0).boundingBox(), markers.nth(1).boundingBox()]);
    assert.ok(mapBox && start && end);
    for (const marker of [start, end]) {
      assert.ok(marker.y >= mapBox.y && marker.y + marker.height <= mapBox.y + mapBox.height && marker.x >= mapBox.x && marker.x + marker.width <= mapBox.x + mapBox.width, 'both ends of the route are on the map');
    }
    assert.ok(end.y - start.y > mapBox.height / 2, `the route fills the map: its ends ${Math.round(end.y - start.y)} px apart in a ${Math.round(mapBox.height)} px map`);
    await screenshot(page, 'mobile-route-map');
    assertClean(watch);
  } finally {
    await context.close();
  }
});
