/**
 * EV charging in the demo (issue 45), as a driver of an electric car uses it, in de_DE and en_GB, at 1280 px
 * and on a 390 px phone: search "Park Lane, London" and open the bp pulse site (connectors with kW), show
 * charging only and filter to CCS at 50 kW or more (every listed site has such a connector), open a site
 * from the list, plan London → Nottingham and find chargers along the route. axe runs on every state;
 * console errors fail a step. E2E_SHOTS=dir keeps a screenshot of each state there.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { openStationsAlongRoute } from './directions-steps';
import { setUpDemoAndBrowser } from './fixture';
import { assertAccessible, assertClean, openPage, waitForShell } from './harness';
import { text, type Locale } from './strings';

const env = setUpDemoAndBrowser();

async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS;
  if (!dir) return;
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))));
  await page.screenshot({ path: join(dir, `charging-${name}.png`), animations: 'disabled', caret: 'hide' });
}

/** The highest kW among a card's CCS connector lines (`CCS 50 kW ×2`), or 0 without one. */
function fastestCcs(lines: string[]): number {
  return Math.max(0, ...lines.map((line) => Number(/^CCS\s+([\d.,]+)\s*kW/.exec(line.trim())?.[1]?.replace(',', '.') ?? 0)));
}

const shadowTexts = (page: Page, selector: string) =>
  page.evaluate((s) => [...(document.querySelector('station-locator')?.shadowRoot?.querySelectorAll(s) ?? [])].map((n) => n.textContent ?? ''), selector);

for (const { locale, width, height, phone } of [
  { locale: 'de_DE' as Locale, width: 1280, height: 900, phone: false },
  { locale: 'en_GB' as Locale, width: 390, height: 844, phone: true },
  { locale: 'en_GB' as Locale, width: 1280, height: 900, phone: false },
  { locale: 'de_DE' as Locale, width: 390, height: 844, phone: true },
]) {
  test(`charging: search, a bp pulse site, CCS at 50 kW or more, a site, chargers along London → Nottingham (${locale}, ${width} px)`, async (t) => {
    const watch = await openPage(env.browser, phone ? { viewport: { width, height }, isMobile: true, hasTouch: true } : { viewport: { width, height } });
    const { page, context } = watch;
    const name = `${locale}-${width}`;
    try {
      await page.goto(env.baseUrl);
      await waitForShell(page);
      if (locale === 'en_GB') {
        await page.getByRole('radio', { name: 'English (en_GB)' }).check();
        await page.getByRole('combobox', { name: text(locale, 'search.label') }).waitFor({ timeout: 15_000 });
      }

      await t.test('search "Park Lane, London": the bp pulse site opens with its connectors and kW', async () => {
        const box = page.getByRole('combobox', { name: text(locale, 'search.label') });
        await box.click();
        await box.fill('Park Lane, London');
        const option = page.getByRole('option', { name: /bp pulse/i }).first();
        await option.waitFor({ timeout: 15_000 });
        await option.click();
        const dialog = page.getByRole('dialog', { name: /Park Lane/ });
        await dialog.waitFor({ timeout: 15_000 });
        const content = (await dialog.textContent()) ?? '';
        assert.match(content, /bp pulse/);
        const connectors = await dialog.locator('.charging__connector').allTextContents();
        assert.ok(connectors.length > 0, 'connectors shown');
        for (const line of connectors) assert.match(line, /\d+(?:[.,]\d+)? kW/, line);
        assert.match(content, new RegExp(text(locale, 'charging.statusUnknown')));
        await shot(page, `${name}-site`);
        await assertAccessible(page, 'bp pulse site open');
        assertClean(watch);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached', timeout: 10_000 });
      });

      await t.test('show charging only, CCS at 50 kW or more: every listed site has such a connector, the hash says so', async () => {
        await page.getByRole('button', { name: new RegExp(`^${text(locale, 'filters.toggle')}`) }).click();
        const panel = page.getByRole('dialog', { name: text(locale, 'filters.title') });
        await panel.waitFor();
        await panel.getByRole('radio', { name: text(locale, 'filters.show.charging') }).check();
        // Fuel's own groups go, the charging ones stay.
        await panel.locator('fieldset[data-group="fuel"]').waitFor({ state: 'detached' });
        await panel.getByRole('checkbox', { name: text(locale, 'filters.labels.connector.IEC_62196_T2_COMBO'), exact: true }).check();
        await panel.getByRole('checkbox', { name: text(locale, 'filters.labels.power.50'), exact: true }).check();
        await shot(page, `${name}-filters`);
        await assertAccessible(page, 'filters: charging, CCS, 50 kW');
        await panel.getByRole('button', { name: text(locale, 'filters.close') }).click();
        await panel.waitFor({ state: 'detached', timeout: 10_000 });
        await page.waitForFunction(() => window.location.hash.endsWith(';show=charging'));
        // On a phone the list may be behind the map (after a site from the search it is the list already).
        const toList = page.getByRole('button', { name: text(locale, 'app.mobile_toggle.show_list') });
        if (phone && (await toList.isVisible())) await toList.click();
        const list = page.getByRole('region', { name: text(locale, 'locations.list.label') });
        await list.getByRole('listitem').first().waitFor({ timeout: 20_000 });
        await page.locator('station-locator .nearest-list[aria-busy="false"]').waitFor({ timeout: 20_000 });
        const items = list.getByRole('listitem');
        const count = await items.count();
        assert.ok(count > 0, 'sites listed');
        for (let i = 0; i < count; i++) {
          const lines = await items.nth(i).locator('.charging__connector').allTextContents();
          assert.ok(fastestCcs(lines) >= 50, `item ${i + 1}: ${lines.join(' | ')}`);
        }
        await shot(page, `${name}-list`);
        await assertAccessible(page, 'list of CCS sites');
        assertClean(watch);
      });

      await t.test('open a site from the list: its connectors and status show', async () => {
        const list = page.getByRole('region', { name: text(locale, 'locations.list.label') });
        const first = list.getByRole('listitem').first();
        const siteName = ((await first.locator('.location-item__name').textContent()) ?? '').trim();
        await first.getByRole('button').first().click();
        const dialog = page.getByRole('dialog', { name: siteName });
        await dialog.waitFor({ timeout: 15_000 });
        assert.ok(fastestCcs(await dialog.locator('.charging__connector').allTextContents()) >= 50, 'a CCS connector of 50 kW or more');
        await shot(page, `${name}-list-site`);
        await assertAccessible(page, 'site from the list');
        assertClean(watch);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached', timeout: 10_000 });
      });

      await t.test('plan London → Nottingham: chargers along the route', async () => {
        await openStationsAlongRoute(page, locale, 'London', 'Nottingham');
        await page.locator('station-locator [data-corridor-list][aria-busy="false"] [data-corridor-count]').waitFor({ timeout: 30_000 });
        const along = page.locator('station-locator .corridor-list__items > li');
        await along.first().waitFor({ timeout: 20_000 });
        const count = await along.count();
        assert.ok(count > 0, 'sites along the route');
        for (let i = 0; i < count; i++) {
          const lines = await along.nth(i).locator('.charging__connector').allTextContents();
          assert.ok(fastestCcs(lines) >= 50, `along the route, item ${i + 1}: ${lines.join(' | ')}`);
        }
        const names = await shadowTexts(page, '.corridor-list__items .location-item__name');
        assert.ok(names.length > 0);
        await shot(page, `${name}-route`);
        await assertAccessible(page, 'chargers along the route');
        assertClean(watch);
      });
    } finally {
      await context.close();
    }
  });
}
