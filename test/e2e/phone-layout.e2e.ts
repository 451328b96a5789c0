/**
 * On a phone (390 px) nothing a visitor needs sits under the floating list/map toggle, and the station's
 * details do not scroll inside the sidebar that already scrolls (issue 47 item 9): at the top, the middle
 * and the end of the sidebar's scroll, in search mode with a station's details open and in directions
 * mode with a route, no link, button or field the visitor can see overlaps the toggle, and the details
 * are one with the sidebar's scroll (no scroll area of their own).
 *
 * With E2E_SHOT_DIR set, each checked state is also saved there as a PNG (to look at, not committed).
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { chooseTown, legCount, openDirections } from './directions-steps';
import { assertClean, openPage, waitForShell } from './harness';
import { setUpDemoAndBrowser } from './fixture';
import { searchPlace } from './place-search';
import { text, type Locale } from './strings';

const env = setUpDemoAndBrowser();

interface Covered {
  scroll: string;
  covered: string[];
}

/**
 * Scrolls the sidebar to its top, middle and end and lists, at each, the visible controls (the part of
 * each inside the sidebar's box) that the toggle's box overlaps.
 */
function coveredByToggle(page: Page): Promise<Covered[]> {
  return page.evaluate(async () => {
    const root = document.querySelector('station-locator')!.shadowRoot!;
    const sidebar = root.querySelector<HTMLElement>('.sidebar')!;
    const toggle = root.querySelector<HTMLElement>('.mobile-toggle')!.getBoundingClientRect();
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const out: { scroll: string; covered: string[] }[] = [];
    const end = sidebar.scrollHeight - sidebar.clientHeight;
    for (const [name, top] of [['top', 0], ['middle', end / 2], ['end', end]] as const) {
      sidebar.scrollTop = top;
      await frame();
      const box = sidebar.getBoundingClientRect();
      const covered: string[] = [];
      for (const control of sidebar.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex="0"], h2, h3')) {
        const r = control.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue;
        // Only the part the sidebar shows: what is scrolled out of it is not under the toggle.
        const top = Math.max(r.top, box.top);
        const bottom = Math.min(r.bottom, box.bottom);
        if (bottom <= top) continue;
        const overlaps = r.left < toggle.right && toggle.left < r.right && top < toggle.bottom && toggle.top < bottom;
        if (overlaps) covered.push(`${control.tagName.toLowerCase()} "${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40)}"`);
      }
      out.push({ scroll: name, covered });
    }
    return out;
  });
}

/** Elements inside the sidebar that scroll on their own (content taller than their box, and scrollable). */
function innerScrollers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.querySelector('station-locator')!.shadowRoot!;
    const sidebar = root.querySelector<HTMLElement>('.sidebar')!;
    return [...sidebar.querySelectorAll<HTMLElement>('*')]
      .filter((element) => {
        const { overflowY } = getComputedStyle(element);
        return (overflowY === 'auto' || overflowY === 'scroll') && element.scrollHeight > element.clientHeight + 1;
      })
      .map((element) => element.className || element.tagName.toLowerCase());
  });
}

async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SHOT_DIR;
  if (dir) await page.screenshot({ path: join(dir, `${name}.png`), animations: 'disabled', caret: 'hide' });
}

async function showStationDetails(page: Page, locale: Locale): Promise<void> {
  // The first completions after the demo started wait for its gazetteer: more time than later ones.
  await searchPlace(page, { town: 'Leeds', locale, optionTimeoutMs: 40_000 });
  await page.getByRole('button', { name: text(locale, 'app.mobile_toggle.show_list') }).click();
  const list = page.getByRole('region', { name: text(locale, 'locations.list.label') });
  await list.getByRole('listitem').first().waitFor({ timeout: 20_000 });
  await page.locator('station-locator .nearest-list[aria-busy="false"]').waitFor({ timeout: 20_000 });
  // A station with a telephone number: its details end in the contact lines and buttons.
  await list.getByRole('listitem').filter({ has: page.locator('.location-item__telephone') }).first().locator('button').first().click();
  await page.locator('station-locator .info-window').waitFor({ timeout: 30_000 });
  await page.locator('station-locator .info-window__telephone').first().waitFor({ timeout: 15_000 });
}

/** The demo page in `locale` (its language switch sets the element's attribute). */
async function openDemo(page: Page, locale: Locale): Promise<void> {
  await page.goto(env.baseUrl);
  await waitForShell(page);
  if (locale === 'en_GB') {
    await page.getByRole('radio', { name: 'English (en_GB)' }).check();
    await page.getByRole('complementary', { name: text('en_GB', 'app.layout.sidebar') }).waitFor({ timeout: 15_000 });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

for (const locale of ['de_DE', 'en_GB'] as const) {
  test(`phone (${locale}): the toggle covers nothing of the station's details or the list, and the details scroll with the sidebar`, async () => {
    const watch = await openPage(env.browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const { page, context } = watch;
    try {
      await openDemo(page, locale);
      await showStationDetails(page, locale);
      await shot(page, `phone-details-${locale}`);
      assert.deepEqual(await innerScrollers(page), [], 'one scroll area: the details do not scroll inside the sidebar');
      const covered = await coveredByToggle(page);
      await shot(page, `phone-details-end-${locale}`);
      assert.deepEqual(covered.filter((state) => state.covered.length > 0), [], 'nothing the visitor needs under the toggle');
      assertClean(watch);
    } finally {
      await context.close();
    }
  });

  test(`phone (${locale}): in directions mode the toggle covers nothing of the itinerary, its stations or "Save route"`, async () => {
    const watch = await openPage(env.browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const { page, context } = watch;
    try {
      await openDemo(page, locale);
      await openDirections(page, locale);
      await chooseTown(page, text(locale, 'directions.waypoint.origin'), 'Leeds');
      await chooseTown(page, text(locale, 'directions.waypoint.destination'), 'Sheffield');
      await legCount(page, 1);
      await page.locator('station-locator [data-itinerary-leg]').first().waitFor({ timeout: 20_000 });
      await page.getByRole('button', { name: text(locale, 'directions.save.button') }).waitFor({ timeout: 10_000 });
      await shot(page, `phone-route-${locale}`);
      assert.deepEqual(await innerScrollers(page), [], 'one scroll area');
      const covered = await coveredByToggle(page);
      await shot(page, `phone-route-end-${locale}`);
      assert.deepEqual(covered.filter((state) => state.covered.length > 0), [], 'nothing the visitor needs under the toggle');
      assertClean(watch);
    } finally {
      await context.close();
    }
  });
}
