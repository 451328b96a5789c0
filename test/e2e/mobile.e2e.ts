/**
 * On a phone (viewport at most 767 px wide) the element shows either the list or the map, switched by the
 * bottom toggle (spec section 2). axe runs in both states.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { axeViolations, formatViolations, openPage, screenshot, waitForShell } from './harness';
import { setUpDemoAndBrowser } from './fixture';
import { text } from './strings';

const env = setUpDemoAndBrowser();

test('mobile: the bottom toggle switches between the list and the map', async () => {
  const { page, context, errors, googleRequests } = await openPage(env.browser, {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    await page.goto(env.baseUrl);
    await waitForShell(page);
    const sidebar = page.getByRole('complementary', { name: text('de_DE', 'app.layout.sidebar') });
    const map = page.locator('station-locator [part="map"]');

    const toList = page.getByRole('button', { name: text('de_DE', 'app.mobile_toggle.show_list') });
    const toMap = page.getByRole('button', { name: text('de_DE', 'app.mobile_toggle.show_map') });

    // Map first (spec section 2): the map shows, the sidebar is hidden, the toggle offers the list.
    await toList.waitFor();
    await map.waitFor({ state: 'visible' });
    assert.equal(await sidebar.isVisible(), false);
    let violations = await axeViolations(page);
    assert.equal(violations.length, 0, formatViolations(violations));

    await toList.click();
    await toMap.waitFor();
    await sidebar.waitFor({ state: 'visible' });
    await map.waitFor({ state: 'hidden' });
    violations = await axeViolations(page);
    assert.equal(violations.length, 0, formatViolations(violations));

    await screenshot(page, 'mobile-list');
    await toMap.click();
    await map.waitFor({ state: 'visible' });
    await screenshot(page, 'mobile-map');
    assert.equal(await sidebar.isVisible(), false);
    assert.deepEqual(errors, []);
    assert.deepEqual(googleRequests, []);
  } finally {
    await context.close();
  }
});
