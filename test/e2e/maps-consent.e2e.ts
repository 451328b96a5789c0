/**
 * Consent first (issue 22) on the demo with a Google key and `maps-consent="pending"` (its own demo
 * server: MAPS_API_KEY and MAPS_CONSENT render into the element's attributes). Every request the page
 * makes is recorded: none goes to a Google host while a visitor searches a town, opens a station and plans
 * a route on our own map. The notice's button asks the page (event + message) and grants nothing; the
 * page's consent banner grants, and then the element asks for Google's loader. Google's hosts are blocked
 * here, so the map says it could not load, and the list stays.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { chooseTown } from './directions-steps';
import { GOOGLE_HOSTS, launchBrowser, openPage, startDemo, waitForShell, type DemoProcess } from './harness';
import { searchPlace } from './place-search';
import { text } from './strings';

let demo: DemoProcess | undefined;
let browser: Browser | undefined;
before(async () => {
  [demo, browser] = await Promise.all([startDemo({ env: { MAPS_API_KEY: 'e2e-not-a-real-key', MAPS_CONSENT: 'pending' } }), launchBrowser()]);
});
after(async () => {
  await browser?.close();
  await demo?.stop();
});

const TOWN = 'Leeds';
const DESTINATION = 'York';

const shadowTexts = (page: Page, selector: string) =>
  page.evaluate((css) => [...(document.querySelector('station-locator')?.shadowRoot?.querySelectorAll(css) ?? [])].map((node) => node.textContent ?? ''), selector);

async function settledList(page: Page): Promise<string[]> {
  const list = page.getByRole('region', { name: text('de_DE', 'locations.list.label') });
  await list.getByRole('listitem').first().waitFor({ timeout: 20_000 });
  await page.locator('station-locator .nearest-list[aria-busy="false"]').waitFor({ timeout: 20_000 });
  return list.locator('.location-item__name').allTextContents();
}

test('maps-consent="pending": nothing goes to Google while searching, opening a station and planning a route; granting asks for the loader; the list survives the blocked script', async (t) => {
  assert.ok(demo && browser, 'the demo and the browser are running');
  const watch = await openPage(browser, { viewport: { width: 1280, height: 900 } });
  const { page, context } = watch;
  // Every request of the page, whatever its host (the harness keeps only Google's and our own).
  const everyRequest: string[] = [];
  page.on('request', (request) => everyRequest.push(request.url()));
  const toGoogle = () => everyRequest.filter((url) => GOOGLE_HOSTS.test(url));
  try {
    await page.goto(demo.url);
    await waitForShell(page);
    assert.equal(await page.locator('station-locator').getAttribute('maps-consent'), 'pending');

    await t.test('our own map, with a notice that Google Maps is not loaded', async () => {
      const notice = page.locator('station-locator .maps-consent-notice');
      await notice.waitFor({ timeout: 15_000 });
      assert.equal(await notice.locator('p').textContent(), text('de_DE', 'map.consent.pending'));
      // Our own map (MapLibre): its keyboard application, drawn from the built-in style.
      await page.getByRole('application', { name: text('de_DE', 'map.keyboard.name') }).waitFor({ timeout: 15_000 });
    });

    let listed: string[] = [];
    await t.test(`search "${TOWN}" with our own completions and read the list`, async () => {
      await searchPlace(page, { town: TOWN, locale: 'de_DE' });
      listed = await settledList(page);
      assert.ok(listed.length > 0, 'stations listed');
    });

    await t.test('open a station from the list', async () => {
      const first = page.getByRole('region', { name: text('de_DE', 'locations.list.label') }).getByRole('listitem').first();
      const name = (await first.locator('.location-item__name').textContent())?.trim() ?? '';
      await first.getByRole('button').first().click();
      await page.getByRole('dialog', { name }).waitFor({ timeout: 15_000 });
      await page.keyboard.press('Escape');
    });

    await t.test(`plan a route from ${TOWN} to ${DESTINATION} (offline route), then back to the list`, async () => {
      await page.getByRole('button', { name: text('de_DE', 'search.directions') }).click();
      await chooseTown(page, text('de_DE', 'directions.waypoint.origin'), TOWN);
      await chooseTown(page, text('de_DE', 'directions.waypoint.destination'), DESTINATION);
      await page.waitForFunction(() => document.querySelector('station-locator')?.shadowRoot?.querySelectorAll('[data-itinerary-leg]').length === 1, undefined, {
        timeout: 15_000,
      });
      await page.getByRole('button', { name: text('de_DE', 'directions.back') }).click();
      listed = await settledList(page);
    });

    await t.test('not one request went to a Google host; every request stayed on the demo origin', async () => {
      assert.deepEqual(toGoogle(), []);
      assert.deepEqual(watch.googleRequests, []);
      const origin = new URL(demo!.url).origin;
      assert.deepEqual(
        everyRequest.filter((url) => !url.startsWith(origin) && !url.startsWith('data:')),
        [],
        'only our own origin',
      );
      assert.deepEqual(watch.errors, [], 'no console errors');
    });

    await t.test('the notice button asks the page (DOM event and message) and grants nothing', async () => {
      await page.getByRole('button', { name: text('de_DE', 'map.consent.request') }).click();
      await page.locator('#event-log li[data-kind="event"][data-name="maps-consent-request"]').waitFor({ timeout: 5_000 });
      await page.locator('#event-log li[data-kind="message"][data-name="maps-consent-request"]').waitFor({ timeout: 5_000 });
      // The demo's stand-in banner takes focus, as a real one would open.
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'consent-grant');
      assert.equal(await page.locator('station-locator').getAttribute('maps-consent'), 'pending');
      assert.deepEqual(toGoogle(), []);
    });

    await t.test('the page grants: the element asks for Google’s loader; blocked, the map says so and the list stays', async () => {
      await page.locator('#consent-grant').click();
      await page.waitForFunction(() => document.querySelector('station-locator')?.getAttribute('maps-consent') === 'granted');
      const deadline = Date.now() + 15_000;
      while (!toGoogle().some((url) => /maps\.googleapis\.com\/maps\/api\/js/.test(url)) && Date.now() < deadline) await page.waitForTimeout(100);
      assert.ok(
        toGoogle().some((url) => /maps\.googleapis\.com\/maps\/api\/js/.test(url) && url.includes('key=e2e-not-a-real-key')),
        `the Maps script was asked for: ${toGoogle().join(', ')}`,
      );
      await page.getByRole('alert').filter({ hasText: text('de_DE', 'map.load_failed') }).waitFor({ timeout: 15_000 });
      assert.equal(await page.locator('station-locator .maps-consent-notice').count(), 0, 'the notice is gone');
      assert.deepEqual(await shadowTexts(page, '.location-item__name'), listed, 'the same list');
      const search = page.getByRole('combobox', { name: text('de_DE', 'search.label') });
      assert.match(await search.inputValue(), new RegExp(TOWN, 'i'), 'the search text');
    });
  } finally {
    await context.close();
  }
});
