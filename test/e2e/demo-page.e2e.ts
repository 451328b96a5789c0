/**
 * The demo page as a visitor first sees it: the element loads its real config from the reference API and
 * renders, with no console errors, no request to Google, no axe violations, and host-page CSS that cannot
 * reach inside it. Then the page's own controls: the locale switch and "my stations".
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { axeViolations, formatViolations, openPage, shadowBoxes, waitForShell } from './harness';
import { setUpDemoAndBrowser } from './fixture';
import { text } from './strings';

const env = setUpDemoAndBrowser();

/** Aggressive host-page CSS (hardening notes W9): resets, huge inherited text, broken layout primitives. */
const HOSTILE_CSS = `
  * { all: revert !important; font-size: 40px !important; line-height: 3 !important; letter-spacing: 6px !important;
      font-family: serif !important; text-transform: uppercase !important; word-spacing: 20px !important;
      box-sizing: content-box !important; color: red !important; }
  div, section, aside, ul, ol, li, nav, form, button, input { display: inline !important; padding: 30px !important;
      margin: 30px !important; border: 10px solid lime !important; float: left !important; }
  button, input { width: 500px !important; height: 200px !important; }
`;
/**
 * The host box is the page's to size and place: the page pins it (inline !important beats any stylesheet;
 * flow-root so the page's floats cannot narrow it), and the test compares what is inside.
 */
const PINNED_HOST = 'display:flow-root !important; width:1000px !important; height:640px !important; position:relative !important; left:0 !important; top:0 !important';
const KEY_PARTS = ['[part="container"]', '[part="sidebar"]', '[part="map"]', 'input', 'button'] as const;

/** Inherited text properties inside the element (the ones host CSS could push through the shadow boundary). */
function textStyles(page: Page): Promise<Record<string, string>> {
  return page.locator('station-locator [part="sidebar"]').evaluate((sidebar) => {
    const style = getComputedStyle(sidebar);
    return {
      font: style.font,
      color: style.color,
      letterSpacing: style.letterSpacing,
      wordSpacing: style.wordSpacing,
      textTransform: style.textTransform,
      lineHeight: style.lineHeight,
    };
  });
}

test('the demo page renders the element from the real published config, with no console errors and nothing from Google', async () => {
  const { page, context, errors, googleRequests, requests } = await openPage(env.browser);
  try {
    await page.goto(env.baseUrl, { waitUntil: 'load' });
    await waitForShell(page);
    assert.ok(requests.includes('GET /config/published/uk-fuel/prod/de_DE.json'), `config requested: ${requests.join(', ')}`);
    // German by default: the regions carry the de_DE names.
    await page.getByRole('complementary', { name: text('de_DE', 'app.layout.sidebar') }).waitFor({ timeout: 10_000 });
    await page.getByRole('region', { name: text('de_DE', 'app.layout.map'), exact: true }).waitFor({ timeout: 10_000 });
    // The data attribution is shown by the element itself (the demo page's footer repeats it for the page).
    // The fuel data's statement; the charging data's (NCR) starts the same way.
    await page.getByTestId('data-attribution').getByText('Source: GOV.UK Fuel Finder', { exact: false }).waitFor();
    assert.deepEqual(errors, [], 'no console errors');
    assert.deepEqual(googleRequests, [], 'no request to Google (offline engine without a key)');
  } finally {
    await context.close();
  }
});

test('axe finds no violations on the demo page as loaded', async () => {
  const { page, context, errors, googleRequests } = await openPage(env.browser);
  try {
    await page.goto(env.baseUrl);
    await waitForShell(page);
    const violations = await axeViolations(page);
    assert.equal(violations.length, 0, formatViolations(violations));
    assert.deepEqual(errors, []);
    assert.deepEqual(googleRequests, []);
  } finally {
    await context.close();
  }
});

test('aggressive host-page CSS does not change the layout inside the element', async () => {
  const { page, context, errors, googleRequests } = await openPage(env.browser);
  try {
    await page.goto(env.baseUrl);
    await page.locator('station-locator').evaluate((el, style) => el.setAttribute('style', style), PINNED_HOST);
    await waitForShell(page);
    // On desktop the sidebar's content (the search box, its buttons) follows the shell's first commit.
    await page.locator('station-locator input').first().waitFor({ timeout: 15_000 });
    const before = { boxes: await shadowBoxes(page, KEY_PARTS), text: await textStyles(page) };
    await page.addStyleTag({ content: HOSTILE_CSS });
    // The host page really changed (so the comparison means something)…
    const headingSize = await page.locator('h1').evaluate((el) => getComputedStyle(el).fontSize);
    assert.equal(headingSize, '40px');
    // …and nothing inside the element moved or restyled.
    const after = { boxes: await shadowBoxes(page, KEY_PARTS), text: await textStyles(page) };
    assert.ok(before.boxes['[part="container"]'], 'the container rendered');
    assert.deepEqual(after, before);
    assert.deepEqual(errors, []);
    assert.deepEqual(googleRequests, []);
  } finally {
    await context.close();
  }
});

test('the locale switch changes the element’s language and reloads its config for that locale', async () => {
  const { page, context, errors, googleRequests } = await openPage(env.browser);
  try {
    await page.goto(env.baseUrl);
    await waitForShell(page);
    // Asked for by the switch; the sidebar may speak English (its strings' chunk) before the request goes out.
    const configAsked = page.waitForRequest((request) => new URL(request.url()).pathname === '/config/published/uk-fuel/prod/en_GB.json', { timeout: 15_000 });
    await page.getByRole('radio', { name: 'English (en_GB)' }).check();
    assert.equal(await page.locator('station-locator').getAttribute('locale'), 'en_GB');
    await page.getByRole('complementary', { name: text('en_GB', 'app.layout.sidebar') }).waitFor({ timeout: 15_000 });
    await configAsked;
    await page.getByRole('radio', { name: 'Deutsch (de_DE)' }).check();
    await page.getByRole('complementary', { name: text('de_DE', 'app.layout.sidebar') }).waitFor({ timeout: 15_000 });
    assert.deepEqual(errors, []);
    assert.deepEqual(googleRequests, []);
  } finally {
    await context.close();
  }
});

test('"my stations" answers ready-watchlist with the page’s stored list, shows it and keeps the element in step', async () => {
  const { page, context, errors, googleRequests } = await openPage(env.browser);
  try {
    // A real station from the shipped data, and its name as the API gives it.
    const response = await fetch(`${env.baseUrl}api/v2/locations/complete?query=Leeds&limit=1`);
    const [completion] = (await response.json()) as { id: string }[];
    assert.ok(completion, 'the API completes "Leeds"');
    const station = (await (await fetch(`${env.baseUrl}api/v2/locations/${completion.id}`)).json()) as { name: string; watchlist_id: string };

    await page.goto(env.baseUrl);
    await page.evaluate((ids) => localStorage.setItem('station-locator-demo:v1:my-stations', JSON.stringify(ids)), [station.watchlist_id]);
    await page.reload();
    await waitForShell(page);

    // The element announced itself (DOM event and postMessage envelope, both in the page's log)…
    await page.locator('#event-log li[data-kind="event"][data-name="ready-watchlist"]').waitFor();
    await page.locator('#event-log li[data-kind="message"][data-name="ready-watchlist"]').waitFor();
    // …and the page answered with its stored list.
    await page.waitForFunction((id) => {
      const watchlist = document.querySelector('station-locator')?.watchlist;
      return watchlist?.length === 1 && watchlist[0] === id;
    }, station.watchlist_id, { timeout: 10_000 });
    await page.locator('#my-stations li', { hasText: station.name }).waitFor();

    // Removing it on the page updates storage and the element.
    await page.getByRole('button', { name: `Remove ${station.name}`, exact: false }).click();
    await page.getByText('No stations yet', { exact: false }).waitFor();
    assert.deepEqual(await page.evaluate(() => [...(document.querySelector('station-locator')?.watchlist ?? ['missing'])]), []);
    assert.equal(await page.evaluate(() => localStorage.getItem('station-locator-demo:v1:my-stations')), '[]');
    assert.deepEqual(errors, []);
    assert.deepEqual(googleRequests, []);
  } finally {
    await context.close();
  }
});
