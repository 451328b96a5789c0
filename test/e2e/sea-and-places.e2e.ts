/**
 * Issue 47 items 2 and 7 on the demo (offline engine, real UK data, the API's gazetteer and router), as
 * a visitor meets them: a route from Leeds to Belfast crosses the sea, so the itinerary says no road is
 * known for it and a ferry is needed, gives no drive time and lists no station along it (it read "5 hours
 * 58 minutes, 185 mi" with stations along the Irish Sea); a postcode the data does not know says so
 * instead of landing in its area's town ("PA80 5UD" was "PA, Paisley", 150 km from Lochaline).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { chooseTown, legCount, openDirections } from './directions-steps';
import { assertAccessible, assertClean, openPage, waitForShell } from './harness';
import { setUpDemoAndBrowser } from './fixture';
import { text, type Locale } from './strings';

const env = setUpDemoAndBrowser();

/** A screenshot for the person running the file (E2E_SEA_SHOTS=dir), not one of the docs' pictures. */
async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SEA_SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, animations: 'disabled', caret: 'hide' });
}

for (const [locale, width] of [
  ['en_GB', 1280],
  ['de_DE', 390],
  ['de_DE', 1280],
  ['en_GB', 390],
] as const satisfies readonly (readonly [Locale, number])[]) {
  test(`Leeds → Belfast says a ferry is needed, gives no drive time and no stations along the sea (${locale}, ${width} px)`, async () => {
    const mobile = width < 600;
    const watch = await openPage(env.browser, { viewport: { width, height: mobile ? 844 : 900 }, isMobile: mobile, hasTouch: mobile });
    const { page, context } = watch;
    try {
      await page.goto(env.baseUrl);
      await waitForShell(page);
      if (locale === 'en_GB') await page.getByRole('radio', { name: 'English (en_GB)' }).check();
      await openDirections(page, locale);
      await chooseTown(page, text(locale, 'directions.waypoint.origin'), 'Leeds');
      await chooseTown(page, text(locale, 'directions.waypoint.destination'), 'Belfast');
      await legCount(page, 1);
      const notice = page.locator('station-locator [data-itinerary-sea]');
      await notice.waitFor({ timeout: 15_000 });
      const words = locale === 'en_GB' ? /^No road connection is known from Leeds.* to Belfast.*: the way crosses the sea, so a ferry is needed\./ : /^Für die Strecke von Leeds.* nach Belfast.* ist keine Straßenverbindung bekannt: Der Weg führt über das Meer, eine Fähre ist nötig\./;
      assert.match((await notice.textContent()) ?? '', words);
      // No drive time anywhere: no totals, the leg gives its distance across the sea only.
      assert.equal(await page.locator('station-locator [data-itinerary-totals]').count(), 0);
      const summary = (await page.locator('station-locator .itinerary-leg__summary').textContent()) ?? '';
      assert.match(summary, locale === 'en_GB' ? /across the sea, no road$/ : /über das Meer, keine Straße$/);
      assert.doesNotMatch((await page.locator('station-locator [data-itinerary]').textContent()) ?? '', /hour|minute|Stunde|Minute/);
      await notice.scrollIntoViewIfNeeded();
      await shot(page, `sea-${locale}-${width}`);
      // No station along the crossing: the list says why, and offers no wider radius (none would help).
      await page.locator('station-locator [data-show-stations]').click();
      const empty = page.locator('station-locator [data-corridor-empty="sea"]');
      await empty.waitFor({ timeout: 20_000 });
      assert.equal(await empty.textContent(), `${text(locale, 'directions.corridor.empty_sea')} `);
      assert.equal(await page.locator('station-locator [data-corridor-wider]').count(), 0);
      await shot(page, `sea-${locale}-${width}-stations`);
      await assertAccessible(page, `Leeds → Belfast (${locale})`);
      assertClean(watch);
    } finally {
      await context.close();
    }
  });

  test(`a postcode the data does not know says so, and its place is found by name (${locale}, ${width} px)`, async () => {
    const mobile = width < 600;
    const watch = await openPage(env.browser, { viewport: { width, height: mobile ? 844 : 900 }, isMobile: mobile, hasTouch: mobile });
    const { page, context } = watch;
    try {
      await page.goto(env.baseUrl);
      await waitForShell(page);
      if (locale === 'en_GB') await page.getByRole('radio', { name: 'English (en_GB)' }).check();
      const box = page.getByRole('combobox', { name: text(locale, 'search.label') });
      await box.click();
      await box.fill('PA80 5UD');
      const notice = page.locator('station-locator [data-search-unknown-postcode]');
      await notice.waitFor({ timeout: 15_000 });
      const expected = text(locale, 'search.unknown_postcode').replace('{{postcode}}', 'PA80 5UD').replace('{{area}}', 'PA').split('(')[0]!;
      assert.ok(((await notice.textContent()) ?? '').startsWith(expected), (await notice.textContent()) ?? '');
      assert.equal(await page.getByRole('option', { name: /Paisley/ }).count(), 0);
      await shot(page, `postcode-${locale}-${width}`);
      await assertAccessible(page, `unknown postcode (${locale})`);
      // Lochaline itself, by name: the place where it is.
      await box.fill('Lochaline');
      await page.getByRole('option', { name: /^Lochaline/ }).first().waitFor({ timeout: 15_000 });
      assertClean(watch);
    } finally {
      await context.close();
    }
  });
}
