/**
 * The CMS author's builder (issue 44) on its own demo server over a throwaway SQLite file, with an author
 * made by the CLI as an operator would: the author signs in, changes the primary colour and a default
 * filter, sees the preview follow, is warned of a low-contrast colour, publishes; the demo page shows the
 * new config after a reload; a rollback restores it. axe on the builder (its own document; the preview
 * frames hold the element, which the other e2e files check) in both builder languages, keyboard only for
 * the sign-in. With E2E_SCREENSHOTS=1 it saves docs/builder/*.png.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { REPO_ROOT, axeViolations, formatViolations, launchBrowser, openPage, startDemo, waitForShell, type DemoProcess, type PageWatch } from './harness';

const PASSWORD = 'correct horse battery staple';
const BRAND_RED = '#8a1538';
const LOW_CONTRAST = '#ffee58';

let dir = '';
let demo: DemoProcess | undefined;
let browser: Browser | undefined;
let builder: (PageWatch & { context: BrowserContext }) | undefined;

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sl-builder-e2e-'));
  const dbPath = join(dir, 'locations.db');
  const cli = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/authors/cli.ts', 'add', 'anna'], {
    cwd: REPO_ROOT,
    env: { ...process.env, DB_PATH: dbPath, AUTHOR_PASSWORD: PASSWORD },
    encoding: 'utf8',
  });
  assert.equal(cli.status, 0, cli.stderr);
  [demo, browser] = await Promise.all([startDemo({ env: { DB_PATH: dbPath } }), launchBrowser()]);
});

after(async () => {
  await browser?.close();
  await demo?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function assertBuilderAccessible(page: Page, state: string): Promise<void> {
  const violations = await axeViolations(page, { withoutFrames: true });
  assert.equal(violations.length, 0, `axe, ${state}:\n${formatViolations(violations)}`);
}

/** The element's primary colour as its page resolves it (the config's theme, or the page's CSS). */
const primaryIn = (frame: Page | Frame) =>
  frame.evaluate(() => {
    const element = document.querySelector('station-locator');
    return element ? getComputedStyle(element).getPropertyValue('--station-locator-primary').trim() : null;
  });

async function screenshot(page: Page, name: string): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  // From the top, nothing focused: the chooser, the colours, the preview and the checks in one view.
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
    return document.fonts.ready;
  });
  await page.screenshot({ path: `${REPO_ROOT}docs/builder/${name}.png`, animations: 'disabled', caret: 'hide' });
}

/** The demo page's shell; on a timeout, what the page logged and showed instead. */
async function shellOf(visitor: PageWatch): Promise<void> {
  try {
    await waitForShell(visitor.page, 60_000);
  } catch (error) {
    const shown = await visitor.page.evaluate(() => document.querySelector('station-locator')?.shadowRoot?.textContent?.slice(0, 300) ?? null);
    throw new Error(`no shell: ${String(error)}\nerrors: ${visitor.errors.join('\n')}\nshown: ${shown}\nrequests: ${visitor.requests.slice(-8).join('\n')}`, { cause: error });
  }
}

/** A locations request (as the harness records it) that asks for E10 stations. */
const asksForE10 = (request: string): boolean => request.includes('/api/v2/locations') && decodeURIComponent(request).includes('[fuel][]=E10');

/** Whether `sign` turns true within 10 s, looked at every 100 ms. */
async function within10s(page: Page, sign: () => boolean | Promise<boolean>): Promise<boolean> {
  for (let i = 0; i < 100; i++) {
    if (await sign()) return true;
    await page.waitForTimeout(100);
  }
  return sign();
}

/** The preview's primary colour once it is `expected` (the frame reloads after each save), or the last seen. */
async function previewPrimary(page: Page, expected: string): Promise<string | null> {
  let seen: string | null = null;
  for (let i = 0; i < 100 && seen !== expected; i++) {
    // The frame may be replaced (detached) while it is read: read the new one next time round.
    seen = await previewFrame(page)
      .then(primaryIn)
      .catch(() => null);
    if (seen !== expected) await page.waitForTimeout(200);
  }
  return seen;
}

/** The desktop preview frame once it has loaded the element's shell. */
async function previewFrame(page: Page): Promise<Frame> {
  const iframe = page.locator('.frame--desktop iframe');
  const shell = 'station-locator [part="container"]';
  // A save replaces the frame: its element may have no frame yet, or a frame detached while it loads.
  // The frame locator finds the frame in place now; a replacement in between is looked up again.
  for (let attempt = 1; ; attempt++) {
    try {
      await iframe.contentFrame().locator(shell).waitFor({ timeout: 30_000 });
      const frame = await (await iframe.elementHandle()).contentFrame();
      if (!frame) throw new Error('the preview frame was detached: replaced by a save');
      await frame.locator(shell).waitFor({ timeout: 30_000 });
      return frame;
    } catch (error) {
      if (attempt === 3 || !String(error).includes('detached')) throw error;
    }
  }
}

test('an author signs in with the keyboard, changes colour and a default filter, sees the preview follow and a contrast warning, publishes; the demo page follows; a rollback restores it', async () => {
  builder = await openPage(browser!);
  const { page } = builder;
  await page.goto(`${demo!.url}builder?lang=en_GB`);
  await page.getByLabel('Author name').waitFor();
  await assertBuilderAccessible(page, 'sign-in');
  // Keyboard only: the name field has the focus.
  await page.keyboard.type('anna');
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: 'Preview' }).waitFor();
  await page.getByRole('status').filter({ hasText: 'published version 1 is loaded' }).waitFor();
  assert.equal(await page.getByLabel('Locator', { exact: true }).inputValue(), 'uk-fuel');
  assert.equal(await page.getByLabel('Environment', { exact: true }).inputValue(), 'prod');
  assert.equal(await page.getByLabel('Language', { exact: true }).inputValue(), 'de_DE');

  const before = await previewFrame(page);
  assert.equal(await primaryIn(before), '', 'the shipped config sets no theme');

  // A low-contrast colour: the checks say so in plain words.
  const primary = page.getByLabel('Primary colour (buttons, focus ring)', { exact: true });
  await primary.fill(LOW_CONTRAST);
  const onPrimary = page.locator('[data-check="contrast-on-primary"]');
  await onPrimary.and(page.locator('.check-error')).waitFor();
  assert.match((await onPrimary.textContent()) ?? '', /Text on the primary colour is hard to read: contrast 1\.\d+:1/);
  assert.match((await page.locator('[data-check="contrast-primary"]').textContent()) ?? '', /hardly stand out/);
  assert.match((await page.getByRole('region', { name: 'Publish', exact: true }).textContent()) ?? '', /2 checks say fix before publishing/);
  await page.getByRole('status').filter({ hasText: 'Draft saved' }).waitFor({ timeout: 15_000 });
  await previewFrame(page);
  await screenshot(page, 'builder-contrast-en_GB');

  // The brand colour passes, and a default filter: E10 on at start.
  await primary.fill(BRAND_RED);
  await onPrimary.and(page.locator('.check-ok')).waitFor();
  const requestsBefore = builder.requests.length;
  await page.getByRole('group', { name: 'On at start: fuel' }).getByLabel('E10').check();
  await page.getByRole('status').filter({ hasText: 'Draft saved' }).waitFor({ timeout: 15_000 });

  // The preview reloads on the draft: the colour, and its first list asks for E10 stations.
  assert.equal(await previewPrimary(page, BRAND_RED), BRAND_RED);
  assert.ok(await within10s(page, () => builder!.requests.slice(requestsBefore).some(asksForE10)), 'the preview asks for E10 stations');
  assert.ok(builder.requests.some((r) => r.startsWith('GET /config/draft/uk-fuel/prod/de_DE.json')), 'the preview loads the draft');

  // The diff names both changes.
  const diff = (await page.getByRole('region', { name: 'Changes against the published version' }).textContent()) ?? '';
  assert.match(diff, /theme\.primary/);
  assert.match(diff, /filters\.prefilters/);
  await assertBuilderAccessible(page, 'editing');
  await screenshot(page, 'builder-en_GB');

  // The demo page still has the published config until the author publishes.
  const visitor = await openPage(browser!);
  await visitor.page.goto(demo!.url);
  await waitForShell(visitor.page);
  assert.equal(await primaryIn(visitor.page), '');

  await page.getByRole('button', { name: 'Publish…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish this draft?' });
  assert.match((await dialog.textContent()) ?? '', /becomes version 2 with 2 changes/);
  await dialog.getByRole('button', { name: 'Publish now' }).click();
  await page.getByRole('status').filter({ hasText: 'Published as version 2' }).waitFor();

  await visitor.page.reload();
  await shellOf(visitor);
  assert.equal(await primaryIn(visitor.page), BRAND_RED, 'the demo page shows the new config after a reload');
  // The first list's request can follow the shell by a moment, so this waits for either sign.
  const e10OnForVisitor = async () => {
    const checked = await visitor.page.evaluate(() => {
      const root = document.querySelector('station-locator')?.shadowRoot;
      return [...(root?.querySelectorAll('input[type="checkbox"]:checked') ?? [])].map((i) => i.closest('label')?.textContent ?? i.getAttribute('aria-label') ?? '');
    });
    return visitor.requests.some(asksForE10) || checked.some((f) => f.includes('E10'));
  };
  assert.ok(await within10s(visitor.page, e10OnForVisitor), 'E10 is on for the visitor');

  // History: roll back to version 1; the demo page has the shipped config again.
  const restore = page.getByRole('button', { name: 'Restore version 1' });
  await restore.click();
  await page.getByRole('dialog', { name: 'Restore this version?' }).getByRole('button', { name: 'Restore now' }).click();
  await page.getByRole('status').filter({ hasText: 'Version 1 is live again (as version 3)' }).waitFor();
  await visitor.page.reload();
  await shellOf(visitor);
  assert.equal(await primaryIn(visitor.page), '', 'the rollback restored the published config');
  await visitor.context.close();

  assert.deepEqual(builder.googleRequests, [], 'no request to Google');
});

test('the builder in German, axe-clean, with its screenshot', async () => {
  const { page } = builder!;
  await page.getByLabel('Builder language').selectOption('de_DE');
  await page.getByRole('heading', { name: 'Vorschau', exact: true }).waitFor();
  // Show a state worth a picture: the brand colour as a draft again.
  await page.getByLabel('Hauptfarbe (Schaltflächen, Fokusrahmen)', { exact: true }).fill(BRAND_RED);
  await page.getByRole('status').filter({ hasText: 'Entwurf gespeichert' }).waitFor({ timeout: 15_000 });
  // The filter groups' order with the keyboard: the focus stays with the moved group.
  await page.getByRole('button', { name: 'Service nach oben' }).focus();
  await page.keyboard.press('Enter');
  assert.deepEqual(await page.locator('.order li span').allTextContents(), ['Service', 'Kraftstoff', 'Anschluss', 'Ladeleistung', 'Marke']);
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Service nach unten');
  await previewFrame(page);
  await assertBuilderAccessible(page, 'German');
  await screenshot(page, 'builder-de_DE');
  await builder!.context.close();
});
