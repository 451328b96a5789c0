/**
 * The self-contained bundle on a page with a strict Content-Security-Policy (scripts/start.ts STRICT_CSP:
 * no inline script or style, no eval, Trusted Types required with one policy allowed, the map engine's,
 * which trusts only its worker file): the element renders, styled, its map draws with MapLibre's worker
 * from our origin, and the browser reports no policy violation (hardening notes W4).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { STATION_LAYERS, cspViolations, openPage, waitForRendered, waitForShell } from './harness';
import { setUpDemoAndBrowser } from './fixture';
import { text } from './strings';

const env = setUpDemoAndBrowser();

test('the strict-CSP page renders the element styled, with no CSP violation and no console error', async () => {
  const { page, context, errors, googleRequests } = await openPage(env.browser);
  try {
    const response = await page.goto(`${env.baseUrl}strict-csp.html`);
    const policy = response?.headers()['content-security-policy'] ?? '';
    assert.match(policy, /script-src 'self'/);
    assert.match(policy, /style-src 'self'/);
    assert.match(policy, /require-trusted-types-for 'script'/);
    assert.match(policy, /trusted-types station-locator-maplibre(;|$)/);
    assert.match(policy, /worker-src 'self'/);
    assert.doesNotMatch(policy, /blob:|unsafe-eval|unsafe-inline/);

    await waitForShell(page);
    await page.getByRole('complementary', { name: text('en_GB', 'app.layout.sidebar') }).waitFor({ timeout: 10_000 });

    // Styled by its constructable stylesheet (not blocked by style-src): grid layout, sidebar width, height.
    const styles = await page.locator('station-locator [part="container"]').evaluate((container) => {
      const host = (container.getRootNode() as ShadowRoot).host;
      const sidebar = container.querySelector('[part="sidebar"]');
      return {
        display: getComputedStyle(container).display,
        columns: getComputedStyle(container).gridTemplateColumns,
        hostHeight: Math.round(host.getBoundingClientRect().height),
        sidebarWidth: sidebar ? Math.round(sidebar.getBoundingClientRect().width) : 0,
        sidebarBorder: sidebar ? getComputedStyle(sidebar).borderInlineEndWidth : '',
      };
    });
    assert.equal(styles.display, 'grid');
    assert.equal(styles.sidebarWidth, 380);
    assert.equal(styles.sidebarBorder, '1px');
    assert.equal(styles.hostHeight, 640);

    // Our own map draws under this policy: MapLibre's worker is the file beside the bundle's chunks (not a
    // blob), it parsed the style, and the stations are on the map, read back from the engine.
    await waitForRendered(page, STATION_LAYERS, (features) => features.length > 0, 'stations or clusters', 20_000);
    const workers = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.includes('maplibre-gl-worker')));
    assert.ok(workers.some((name) => new URL(name).pathname === '/dist/bundle-chunks/maplibre-gl-worker.mjs'), `worker from our origin: ${workers.join(', ')}`);

    // Checked before the probe below, which raises a violation and a console error of its own.
    assert.deepEqual(await cspViolations(page), [], 'no securitypolicyviolation from the element');
    assert.deepEqual(errors, [], 'no console errors');
    assert.deepEqual(googleRequests, []);

    // The policy is really enforced on this page (so "no violation" above means something): an HTML sink throws.
    const sinkBlocked = await page.evaluate(() => {
      try {
        document.createElement('div').innerHTML = '<b>x</b>';
        return false;
      } catch {
        return true;
      }
    });
    assert.ok(sinkBlocked, 'Trusted Types are enforced');
    // And no other policy can be made: the engine's is the only name the page allows.
    const otherPolicyRefused = await page.evaluate(() => {
      try {
        (window as unknown as { trustedTypes: { createPolicy(name: string, rules: object): unknown } }).trustedTypes.createPolicy('anything', {});
        return false;
      } catch {
        return true;
      }
    });
    assert.ok(otherPolicyRefused, 'only the map engine\'s policy may exist');
  } finally {
    await context.close();
  }
});

test('the strict-CSP page plans a route in directions mode with no CSP violation (the lazy chunk, its styles, the itinerary)', async () => {
  const { page, context, errors, googleRequests } = await openPage(env.browser);
  try {
    await page.goto(`${env.baseUrl}strict-csp.html`);
    await waitForShell(page);
    await page.getByRole('button', { name: text('en_GB', 'search.directions') }).click();
    for (const [name, town] of [
      [text('en_GB', 'directions.waypoint.origin'), 'Leeds'],
      [text('en_GB', 'directions.waypoint.destination'), 'York'],
    ] as const) {
      const input = page.getByRole('combobox', { name, exact: true });
      await input.click();
      await input.fill(town);
      await page.getByRole('option', { name: new RegExp(`^${town}`) }).first().click();
    }
    await page.locator('station-locator [data-itinerary-step]').first().waitFor({ timeout: 15_000 });
    // The directions sheet was adopted (constructable, not blocked by style-src): the waypoint marker is round.
    const radius = await page.locator('station-locator .waypoints__marker').first().evaluate((marker) => getComputedStyle(marker).borderRadius);
    assert.equal(radius, '50%');
    assert.deepEqual(await cspViolations(page), [], 'no securitypolicyviolation in directions mode');
    assert.deepEqual(errors, [], 'no console errors');
    assert.deepEqual(googleRequests, []);
  } finally {
    await context.close();
  }
});
