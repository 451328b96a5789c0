/**
 * Issue 18 on the demo (offline engine, real UK data, the reference API): a visitor plans Leeds to
 * Sheffield leaving on a Sunday night at 23:30, opens the stations along the route and sees which are
 * closed when the route reaches them (supermarket forecourts close on Sunday evenings), orders them by
 * detour (our own router's detours: no "about"), and, the demo's prices being months old, is shown their
 * dates and no saving (issue 47). The departure goes into the route link. axe runs on the list; no console error, no Google request.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TZDate } from '@date-fns/tz';
import { chooseTown, legCount, openDirections } from './directions-steps';
import { assertAccessible, assertClean, openPage, screenshot, waitForShell } from './harness';
import { setUpDemoAndBrowser } from './fixture';
import { text, type Locale } from './strings';

const env = setUpDemoAndBrowser();

/**
 * The coming Sunday at 23:30 in London (a week on when today is Sunday): a departure in the past is not
 * taken. As the departure field's text, and as the route link writes it (UTC).
 */
function nextSundayNight(now = new Date()): { field: string; link: string; label: string } {
  const london = new TZDate(now.getTime(), 'Europe/London');
  const days = (7 - london.getDay()) % 7 || 7;
  const at = new TZDate(london.getFullYear(), london.getMonth(), london.getDate() + days, 23, 30, 'Europe/London');
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
  return { field: `${date}T23:30`, link: `${new Date(at.getTime()).toISOString().slice(0, 16)}Z`, label: date };
}

test('a visitor leaving on a Sunday night sees stations closed on arrival, orders by detour, and gets no saving claimed from the demo’s old prices (en_GB)', async (t) => {
  const watch = await openPage(env.browser, { viewport: { width: 1280, height: 900 } });
  const { page, context } = watch;
  const locale: Locale = 'en_GB';
  const list = page.locator('station-locator .corridor-list__items > .location-item');
  const sunday = nextSundayNight();
  try {
    await page.goto(env.baseUrl);
    await waitForShell(page);
    await page.getByRole('radio', { name: 'English (en_GB)' }).check();
    await page.getByRole('complementary', { name: text(locale, 'app.layout.sidebar') }).waitFor({ timeout: 15_000 });

    await t.test(`Leeds to Sheffield, leaving Sunday ${sunday.label} at 23:30`, async () => {
      await openDirections(page, locale);
      await chooseTown(page, text(locale, 'directions.waypoint.origin'), 'Leeds');
      await chooseTown(page, text(locale, 'directions.waypoint.destination'), 'Sheffield');
      await legCount(page, 1);
      const departure = page.getByLabel(text(locale, 'directions.departure.label'), { exact: true });
      await departure.fill(sunday.field);
      await page.getByRole('button', { name: text(locale, 'directions.departure.reset') }).waitFor();
      // The link carries the departure, in UTC.
      await page.waitForFunction((link) => window.location.hash.includes(`depart=${link}`), sunday.link, { timeout: 10_000 });
      assertClean(watch);
    });

    await t.test('the stations along the route say whether they are open when the route reaches them', async () => {
      await page.locator('station-locator [data-show-stations]').click();
      await page.waitForFunction(
        () => (document.querySelector('station-locator')?.shadowRoot?.querySelectorAll('.corridor-list__items .corridor-station__arrival').length ?? 0) > 10,
        undefined,
        { timeout: 20_000 },
      );
      const closed = list.filter({ has: page.locator('.corridor-station__arrival[data-arrival-status="closed"]') });
      assert.ok((await closed.count()) > 0, 'some stations are closed at 23:30 on a Sunday');
      const closedText = (await closed.first().locator('.corridor-station__arrival').textContent()) ?? '';
      assert.match(closedText, /^(Closed at \d\d:\d\d|Closes \d+ minutes? before you arrive)/, closedText);
      const open = list.filter({ has: page.locator('.corridor-station__arrival[data-arrival-status="twenty_four_hour"], .corridor-station__arrival[data-arrival-status="open"]') });
      assert.ok((await open.count()) > 0, 'some are open');
      // Our router's route: detours are its own cost, said without "about".
      const detour = (await list.first().locator('.corridor-station__detour').textContent()) ?? '';
      assert.match(detour, /^(Detour \+\d+ min, \+[\d.]+ mi|On the route: no detour)$/, detour);
      await assertAccessible(page, 'stations along the route with arrival and detour');
      assertClean(watch);
    });

    await t.test('ordered by detour, least first; the filter keeps the open ones only', async () => {
      await page.getByLabel(text(locale, 'directions.corridor.order'), { exact: true }).selectOption('detour');
      // Another order is another list: its first screen shows first, the rest after it (busy until then).
      await page.locator('station-locator [data-corridor-list][aria-busy="false"] [data-corridor-count]').filter({ hasText: 'least detour first' }).waitFor();
      const minutes = await list.locator('.corridor-station__detour').allTextContents();
      const values = minutes.map((line) => (line.startsWith('On the route') ? 0 : Number(/\+(\d+) min/.exec(line)?.[1])));
      assert.ok(values.length > 10 && values.every((value, index) => index === 0 || value >= values[index - 1]!), `ascending: ${values.join(',')}`);
      // The list's controls at the top of the sidebar, the first stations below them.
      await page.locator('station-locator .corridor-list__title').evaluate((node) => node.scrollIntoView({ block: 'start' }));
      await screenshot(page, 'arrival-detour');

      const total = await list.count();
      await page.getByLabel(text(locale, 'directions.corridor.open_only'), { exact: true }).check();
      await page.locator('station-locator [data-corridor-list][aria-busy="false"] [data-corridor-count]').filter({ hasText: 'open when you arrive' }).waitFor();
      const shown = await list.count();
      assert.ok(shown > 0 && shown < total, `${shown} of ${total} open`);
      assert.equal(await list.locator('.corridor-station__arrival[data-arrival-status="closed"]').count(), 0);
      await page.getByLabel(text(locale, 'directions.corridor.open_only'), { exact: true }).uncheck();
    });

    await t.test('the demo\'s prices (reported 18 Feb 2026, older than 48 hours) claim no saving: each shows its full date and "may be out of date"', async () => {
      assert.equal(await list.locator('.corridor-station__worth').count(), 0, 'no "saves £…" and no "not worth it" from old prices');
      assert.equal(await page.locator('station-locator [data-worth-basis]').count(), 0);
      assert.match(
        (await page.locator('station-locator [data-no-current-prices]').textContent()) ?? '',
        /^No price on this route is from the last 48 hours: no savings are worked out\.$/,
      );
      assert.match((await list.locator('.corridor-station__price').first().textContent()) ?? '', /p\/l \(price from \d+ [A-Z][a-z]{2} \d{4}, may be out of date\)$/);
      assertClean(watch);
    });
  } finally {
    await context.close();
  }
});
