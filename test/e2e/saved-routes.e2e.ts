/**
 * Saved routes and shared route links on the demo (offline engine, real UK data, the reference API's
 * visitor cookie): plan a route and save it; open its link in a fresh page and see the same route; save
 * that one with options; reload the page, open the saved routes panel, open the route (waypoints and
 * options restored, route drawn) and delete it; another visitor (a second browser context) sees none of
 * them. axe runs on the panel and the dialog; no console error, no request to Google.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { assertValue, chooseTown, legCount, openDirections, routeMarkers, waypoint } from './directions-steps';
import { assertAccessible, assertClean, openPage, waitForShell } from './harness';
import { setUpDemoAndBrowser } from './fixture';
import { text, type Locale } from './strings';

const env = setUpDemoAndBrowser();
const locale: Locale = 'de_DE';
const start = text(locale, 'directions.waypoint.origin');
const destination = text(locale, 'directions.waypoint.destination');

/** The page's URL once its hash holds a route link. */
async function routeLink(page: Page): Promise<string> {
  await page.waitForFunction(() => window.location.hash.startsWith('#/route/'), undefined, { timeout: 10_000 });
  return page.url();
}

/** Saves the route on show under `name` through the save dialog, and waits for the announcement. */
async function saveRoute(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: text(locale, 'directions.save.button') }).click();
  const dialog = page.getByRole('dialog', { name: text(locale, 'directions.save.title') });
  await dialog.waitFor();
  await assertAccessible(page, 'save dialog');
  const input = dialog.getByRole('textbox', { name: text(locale, 'directions.save.name_label') });
  await input.fill(name);
  await input.press('Enter');
  await page.locator('station-locator [data-route-tools-status="saved"]').waitFor({ timeout: 10_000 });
  await dialog.waitFor({ state: 'detached' });
}

async function openSavedRoutes(page: Page): Promise<void> {
  await page.getByRole('button', { name: text(locale, 'directions.saved.open') }).click();
  await page.locator('station-locator [data-saved-routes="ready"]').waitFor({ timeout: 10_000 });
}

function savedRouteNames(page: Page): Promise<string[]> {
  return page.locator('station-locator .saved-routes__name').allTextContents();
}

test('a visitor saves routes, shares one by link, reopens and deletes them; another visitor sees none (desktop, de_DE)', async (t) => {
  const watch = await openPage(env.browser, { viewport: { width: 1280, height: 900 } });
  const { page, context } = watch;
  let link = '';
  try {
    await page.goto(env.baseUrl);
    await waitForShell(page);

    await t.test('plan Leeds to Sheffield and save it; the URL hash holds the route', async () => {
      await openDirections(page, locale);
      await chooseTown(page, start, 'Leeds');
      await chooseTown(page, destination, 'Sheffield');
      await legCount(page, 1);
      link = await routeLink(page);
      assert.match(new URL(link).hash, /^#\/route\/53\.\d+,-1\.\d+,Leeds[^/]*\/53\.\d+,-1\.\d+,Sheffield[^/?]*\?radius=5$/);
      await saveRoute(page, 'Zur Arbeit');
      assertClean(watch);
    });

    await t.test('the copy link action puts the link on the clipboard', async () => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(env.baseUrl).origin });
      await page.getByRole('button', { name: text(locale, 'directions.share.copy') }).click();
      await page.locator('station-locator [data-route-tools-status="link_copied"]').waitFor({ timeout: 10_000 });
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), link);
    });

    await t.test('the shared link, with options added, opens the same route in a fresh page; that one is saved too', async () => {
      const shared = await context.newPage();
      await shared.goto(`${link.replace(/\?radius=5$/, '')}?avoid=tolls&radius=10`);
      await waitForShell(shared);
      await legCount(shared, 1);
      await assertValue(shared, start, /Leeds/);
      await assertValue(shared, destination, /Sheffield/);
      assert.deepEqual(await routeMarkers(shared), ['A', 'B']);
      assert.match(await routeLink(shared), /\?avoid=tolls&radius=10$/);
      // Opened by the link, not by the visitor: the element takes no focus, so the host page stays where it is.
      assert.equal(await shared.evaluate(() => document.activeElement === document.body), true, 'focus left on the page');
      await saveRoute(shared, 'Ohne Maut');
      await shared.close();
    });

    await t.test('after a reload the saved routes panel lists both, with their options', async () => {
      await page.goto(env.baseUrl);
      await waitForShell(page);
      await openDirections(page, locale);
      assert.equal(await waypoint(page, start).inputValue(), '');
      await openSavedRoutes(page);
      assert.deepEqual(await savedRouteNames(page), ['Zur Arbeit', 'Ohne Maut']);
      const options = await page.locator('station-locator [data-saved-route] .saved-routes__options').allTextContents();
      assert.deepEqual(options, ['Mautstraßen vermeiden und Korridor von 10 km']);
      await assertAccessible(page, 'saved routes panel');
      assertClean(watch);
    });

    await t.test('opening a saved route restores its waypoints and options and draws it', async () => {
      await page.locator('station-locator [data-saved-route-open]', { hasText: 'Ohne Maut' }).click();
      await legCount(page, 1);
      await assertValue(page, start, /Leeds/);
      await assertValue(page, destination, /Sheffield/);
      assert.deepEqual(await routeMarkers(page), ['A', 'B']);
      // The options are the saved ones: the route's link carries them.
      assert.match(await routeLink(page), /\?avoid=tolls&radius=10$/);
      assertClean(watch);
    });

    await t.test('deleting a route reloads the list', async () => {
      await openSavedRoutes(page);
      await page.getByRole('button', { name: text(locale, 'directions.saved.delete').replace('{{name}}', 'Ohne Maut') }).click();
      await page.waitForFunction(
        () => {
          const root = document.querySelector('station-locator')?.shadowRoot;
          return root?.querySelector('[data-saved-routes="ready"]') && root.querySelectorAll('[data-saved-route]').length === 1;
        },
        undefined,
        { timeout: 10_000 },
      );
      assert.deepEqual(await savedRouteNames(page), ['Zur Arbeit']);
      assertClean(watch);
    });
  } finally {
    await context.close();
  }

  await t.test('another visitor (a second browser context) sees no saved routes', async () => {
    const other = await openPage(env.browser, { viewport: { width: 1280, height: 900 } });
    try {
      await other.page.goto(env.baseUrl);
      await waitForShell(other.page);
      await openDirections(other.page, locale);
      await openSavedRoutes(other.page);
      await other.page.locator('station-locator [data-saved-routes-empty]').waitFor();
      assert.deepEqual(await savedRouteNames(other.page), []);
      assertClean(other);
    } finally {
      await other.context.close();
    }
  });
});
