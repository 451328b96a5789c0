/**
 * The element on Google Maps under the strict, nonce-based policy the README documents for the Google path
 * (read from its `google-strict-csp` block): Google's CSP guide plus what the element needs, with Trusted
 * Types required (issue 43, finding B). Google cannot be reached from here, so its script host is answered
 * by a stand-in that does what Google's script does under such a policy: it creates Google's Trusted Types
 * policies (`lit-html` a second time, as on a host page built with Lit), inserts a style with the nonce of
 * the page's first nonced style, loads Roboto from fonts.googleapis.com, an image from maps.gstatic.com,
 * pings maps.googleapis.com, starts a worker from a `blob:` URL and writes HTML through its policy; then it
 * hands js-api-loader the strict fake google.maps (test/helpers/fake-google-maps.ts) and calls back.
 * The page is demo/strict-csp-google.html, served here with the policy and a fresh nonce. A route in
 * directions mode goes through Google's Routes (the fake) and its HTML instructions through DOMPurify's
 * policy; a weaker policy shows the test would see a violation.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { build } from 'esbuild';
import type { BrowserContext, Page } from 'playwright-core';
import { setUpDemoAndBrowser } from './fixture';
import { GOOGLE_HOSTS, REPO_ROOT, cspViolations, openPage, waitForShell } from './harness';
import { text } from './strings';

const env = setUpDemoAndBrowser();

/** The README's Google policy, one line per directive, `{NONCE}` to fill in. */
function documentedPolicy(): string {
  const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
  const block = /<!-- google-strict-csp -->\s*```\n([\s\S]*?)```/.exec(readme)?.[1];
  assert.ok(block, "the README's google-strict-csp block");
  return block.split('\n').map((line) => line.trim()).filter(Boolean).join(' ');
}

/** What Google's script does on a strict-CSP page, then the fake namespace for js-api-loader's callback. */
const STAND_IN_SOURCE = `
import { FakeGoogleMaps } from ${JSON.stringify(join(REPO_ROOT, 'test/helpers/fake-google-maps.ts'))};

const report = { policies: [], errors: [], styleNonce: null, fontLoaded: false, imageLoaded: false, pinged: false, workerAnswered: false, htmlWritten: false, done: false, maps: 0, drawnMarkers: 0 };
window.__googleStandIn = report;
const fail = (what, error) => report.errors.push(what + ': ' + (error && error.message ? error.message : String(error)));
const src = document.currentScript.src;

let scriptUrls = null;
let html = null;
for (const [name, rules] of [
  ['google-maps-api-loader', { createScriptURL: (url) => url }],
  ['google-maps-api#html', { createHTML: (value) => value }],
  ['lit-html', { createHTML: (value) => value }],
]) {
  try {
    const policy = trustedTypes.createPolicy(name, rules);
    report.policies.push(name);
    if (name === 'google-maps-api-loader') scriptUrls = policy;
    if (name === 'google-maps-api#html') html = policy;
  } catch (error) {
    fail('policy ' + name, error);
  }
}

// Google: "find the first such element, and apply its nonce value to style or script elements inserted".
const nonce = document.querySelector('style[nonce], link[rel="stylesheet"][nonce]')?.nonce ?? '';
report.styleNonce = nonce;
const style = document.createElement('style');
style.nonce = nonce;
style.textContent = '.gm-style-probe { font-family: Roboto, Arial, sans-serif; outline-style: dashed; }';
document.head.append(style);
const font = document.createElement('link');
font.rel = 'stylesheet';
font.nonce = nonce;
font.href = 'https://fonts.googleapis.com/css?family=Roboto:300,400,500,700&display=swap';
const fontLoaded = new Promise((resolve) => { font.onload = () => resolve(true); font.onerror = () => resolve(false); });
document.head.append(font);

const image = new Image();
const imageLoaded = new Promise((resolve) => { image.onload = () => resolve(true); image.onerror = () => resolve(false); });
image.src = 'https://maps.gstatic.com/mapfiles/transparent.png';

const pinged = fetch('https://maps.googleapis.com/maps/api/mapsjs/gen_204?csp_test=true').then((r) => r.ok || r.status === 204, (error) => { fail('connect', error); return false; });

let workerAnswered = Promise.resolve(false);
try {
  const url = URL.createObjectURL(new Blob(['postMessage("ready")'], { type: 'text/javascript' }));
  const worker = new Worker(scriptUrls ? scriptUrls.createScriptURL(url) : url);
  workerAnswered = new Promise((resolve) => { worker.onmessage = () => resolve(true); worker.onerror = () => resolve(false); setTimeout(() => resolve(false), 5000); });
} catch (error) {
  fail('worker', error);
}

try {
  const box = document.createElement('div');
  box.innerHTML = html ? html.createHTML('<span class="gm-style-cc">Map data ©2026 Google</span>') : '<span>x</span>';
  report.htmlWritten = box.querySelector('.gm-style-cc') !== null;
} catch (error) {
  fail('html', error);
}

const fake = new FakeGoogleMaps();
// Two towns Google knows, and the route between them with Google's HTML instructions (the itinerary
// sanitises them with DOMPurify, whose Trusted Types policy is 'dompurify').
const town = (id, name, lat, lng) => ({ id, displayName: name, formattedAddress: name + ', UK', location: { lat, lng }, viewport: { north: lat + 0.1, south: lat - 0.1, east: lng + 0.15, west: lng - 0.15 }, addressComponents: [{ longText: name, shortText: name, types: ['locality', 'political'] }, { longText: 'United Kingdom', shortText: 'GB', types: ['country', 'political'] }] });
const LEEDS = town('ChIJmb1k2ko-eUgRqdwTU0_9Ab8', 'Leeds', 53.8008, -1.5491);
const YORK = town('ChIJ8WWY4UDDeEgR0eRUiomrdEc', 'York', 53.96, -1.0873);
for (const place of [LEEDS, YORK]) fake.places.set(place.id, place);
fake.suggestionsHandler = async (request) => [LEEDS, YORK]
  .filter((place) => place.displayName.toLowerCase().startsWith(request.input.trim().toLowerCase().slice(0, 3)))
  .map((place) => fake.prediction({ placeId: place.id, text: place.formattedAddress, mainText: place.displayName, secondaryText: 'UK', types: ['locality', 'political', 'geocode'] }, null));
const line = [{ lat: 53.8008, lng: -1.5491 }, { lat: 53.85, lng: -1.4 }, { lat: 53.92, lng: -1.2 }, { lat: 53.96, lng: -1.0873 }];
const step = (plain, html, maneuver, from, to) => ({ instructions: plain, html, maneuver, distanceMeters: 20000, staticDurationMillis: 900000, localizedValues: { distance: '12.4 mi', staticDuration: '15 mins' }, path: line.slice(from, to) });
fake.routeHandler = async () => [{
  distanceMeters: 40000, durationMillis: 1800000, path: line, warnings: [], localizedValues: { distance: '24.9 mi', duration: '30 mins' },
  legs: [{ distanceMeters: 40000, durationMillis: 1800000, staticDurationMillis: 1800000, localizedValues: { distance: '24.9 mi', duration: '30 mins' }, startLocation: line[0], endLocation: line[3], path: line,
    steps: [step('Head north on A64', 'Head <b>north</b> on <b>A64</b>', 'DEPART', 0, 2), step('Continue to York', 'Continue to <b>York</b><div style="font-size:0.9em">Toll road</div>', 'STRAIGHT', 1, 4)] }],
}];
window.google.maps.version = '3.66.9';
window.google.maps.importLibrary = (name) => Promise.resolve(fake.libraries[name]);
const callback = new URL(src).searchParams.get('callback');
Promise.all([fontLoaded, imageLoaded, pinged, workerAnswered]).then(([f, i, p, w]) => {
  Object.assign(report, { fontLoaded: f, imageLoaded: i, pinged: p, workerAnswered: w, done: true });
});
setInterval(() => {
  report.maps = fake.maps.length;
  report.drawnMarkers = fake.markers.filter((marker) => marker.drawn).length;
}, 100);
// js-api-loader named its bootstrap callback (google.maps.__ib__): Google calls it once loaded.
callback.split('.').reduce((object, key) => object[key], window)();
`;

let standIn: string | undefined;
async function standInScript(): Promise<string> {
  standIn ??= (await build({ stdin: { contents: STAND_IN_SOURCE, resolveDir: REPO_ROOT, loader: 'ts' }, bundle: true, format: 'iife', write: false, target: 'es2022', logLevel: 'silent' })).outputFiles[0]!.text;
  return standIn;
}

/** A 1×1 transparent PNG. */
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

interface GooglePage {
  page: Page;
  context: BrowserContext;
  errors: string[];
  nonce: string;
  unexpected: string[];
}

/** The page under `policy`, Google's hosts answered by the stand-in, a host page that already made `lit-html`. */
async function openGooglePage(policy: string): Promise<GooglePage> {
  const { page, context, errors } = await openPage(env.browser, { blockGoogle: false });
  const nonce = randomBytes(16).toString('base64');
  const unexpected: string[] = [];
  const script = await standInScript();
  await context.route(GOOGLE_HOSTS, async (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === 'maps.googleapis.com' && url.pathname === '/maps/api/js') return route.fulfill({ contentType: 'text/javascript', body: script });
    if (url.hostname === 'maps.googleapis.com' && url.pathname.endsWith('/gen_204')) return route.fulfill({ status: 204, body: '' });
    if (url.hostname === 'fonts.googleapis.com') return route.fulfill({ contentType: 'text/css', body: '.gm-style-font-probe { font-weight: 500; }' });
    if (url.hostname === 'maps.gstatic.com') return route.fulfill({ contentType: 'image/png', body: PIXEL });
    unexpected.push(url.href);
    return route.abort('blockedbyclient');
  });
  const html = readFileSync(join(REPO_ROOT, 'demo/strict-csp-google.html'), 'utf8').replaceAll('{{NONCE}}', nonce);
  await page.route(`${env.baseUrl}strict-csp-google.html`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', headers: { 'Content-Security-Policy': policy.replaceAll('{NONCE}', nonce) }, body: html }),
  );
  // A host page built with Lit has its own `lit-html` policy before Google makes one.
  await context.addInitScript(() => {
    (window as unknown as { trustedTypes: { createPolicy(name: string, rules: object): unknown } }).trustedTypes.createPolicy('lit-html', { createHTML: (value: string) => value });
  });
  await page.goto(`${env.baseUrl}strict-csp-google.html`);
  return { page, context, errors, nonce, unexpected };
}

interface StandInReport {
  policies: string[];
  errors: string[];
  styleNonce: string | null;
  fontLoaded: boolean;
  imageLoaded: boolean;
  pinged: boolean;
  workerAnswered: boolean;
  htmlWritten: boolean;
  done: boolean;
  maps: number;
  drawnMarkers: number;
}

const standInReport = (page: Page) => page.evaluate(() => (window as unknown as { __googleStandIn?: StandInReport }).__googleStandIn ?? null);

test("the README's Google policy: Google's script and the element run with no CSP violation, the nonce carried over", async () => {
  const { page, context, errors, nonce, unexpected } = await openGooglePage(documentedPolicy());
  try {
    await waitForShell(page);
    await page.waitForFunction(() => (window as unknown as { __googleStandIn?: { done: boolean } }).__googleStandIn?.done === true, null, { timeout: 20_000 });
    await page.waitForFunction(() => ((window as unknown as { __googleStandIn?: { drawnMarkers: number } }).__googleStandIn?.drawnMarkers ?? 0) > 0, null, { timeout: 20_000 });
    const report = (await standInReport(page))!;
    assert.deepEqual(report.errors, [], "the stand-in did all Google's script does");
    assert.deepEqual(report.policies, ['google-maps-api-loader', 'google-maps-api#html', 'lit-html'], "Google's Trusted Types policies, lit-html a second time on this page");
    assert.equal(report.styleNonce, nonce, "Google takes the page's style nonce");
    assert.deepEqual([report.fontLoaded, report.imageLoaded, report.pinged, report.workerAnswered, report.htmlWritten], [true, true, true, true, true]);
    assert.equal(report.maps, 1, 'one map, made by the element on the fake google.maps');
    // The style Google inserted applies (a blocked one would not).
    const probe = await page.evaluate(() => {
      const element = document.createElement('div');
      element.className = 'gm-style-probe';
      document.body.append(element);
      const outline = getComputedStyle(element).outlineStyle;
      element.remove();
      return outline;
    });
    assert.equal(probe, 'dashed');
    // js-api-loader copied the page's script nonce onto Google's script.
    const scriptNonce = await page.evaluate(() => document.querySelector<HTMLScriptElement>('script[src*="maps.googleapis.com/maps/api/js"]')?.nonce ?? null);
    assert.equal(scriptNonce, nonce);
    assert.deepEqual(await cspViolations(page), [], 'no securitypolicyviolation');
    assert.deepEqual(errors, [], 'no console errors');
    assert.deepEqual(unexpected, [], 'no other Google host asked for');
    // The policy is enforced (so "no violation" means something): a policy of another name is refused.
    const refused = await page.evaluate(() => {
      try {
        (window as unknown as { trustedTypes: { createPolicy(name: string, rules: object): unknown } }).trustedTypes.createPolicy('anything', {});
        return false;
      } catch {
        return true;
      }
    });
    assert.ok(refused);
  } finally {
    await context.close();
  }
});

test("the policy without Google's additions (no 'allow-duplicates', no worker-src blob:) is caught", async () => {
  const weaker = documentedPolicy().replace(" 'allow-duplicates'", '').replace('worker-src blob:;', "worker-src 'self';");
  const { page, context } = await openGooglePage(weaker);
  try {
    await page.waitForFunction(() => (window as unknown as { __googleStandIn?: { done: boolean } }).__googleStandIn?.done === true, null, { timeout: 20_000 });
    const report = (await standInReport(page))!;
    assert.ok(report.errors.some((error) => error.startsWith('policy lit-html')), `lit-html refused a second time: ${report.errors.join('; ')}`);
    assert.equal(report.workerAnswered, false);
    const directives = (await cspViolations(page)).map((violation) => violation.directive);
    assert.ok(directives.includes('trusted-types'), directives.join(', '));
    assert.ok(directives.includes('worker-src'), directives.join(', '));
  } finally {
    await context.close();
  }
});

test("directions on Google under the README's policy: Google's HTML instructions through DOMPurify's policy, no violation", async () => {
  const { page, context, errors, unexpected } = await openGooglePage(documentedPolicy());
  try {
    await waitForShell(page);
    await page.getByRole('button', { name: text('en_GB', 'search.directions') }).click();
    for (const [name, town] of [
      [text('en_GB', 'directions.waypoint.origin'), 'Leeds'],
      [text('en_GB', 'directions.waypoint.destination'), 'York'],
    ] as const) {
      const input = page.getByRole('combobox', { name, exact: true });
      await input.click();
      await input.fill(town);
      // Google's suggestion (its place text), not one of our stations.
      await page.getByRole('option', { name: `${town}, UK` }).click();
    }
    const step = page.locator('station-locator [data-itinerary-step]').first();
    await step.waitFor({ timeout: 15_000 });
    // The instruction is Google's HTML, sanitised into elements (bold kept, the style attribute gone).
    const rendered = await page.locator('station-locator [data-itinerary-step]').evaluateAll((steps) => steps.map((element) => ({ bold: element.querySelector('b')?.textContent ?? null, styled: element.querySelector('[style]') !== null })));
    assert.deepEqual(rendered.map((r) => r.bold).filter(Boolean).slice(0, 2), ['north', 'York']);
    assert.ok(rendered.every((r) => !r.styled), 'no attribute survives the sanitiser');
    assert.deepEqual(await cspViolations(page), [], 'no securitypolicyviolation in directions mode');
    assert.deepEqual(errors, [], 'no console errors');
    assert.deepEqual(unexpected, []);
  } finally {
    await context.close();
  }
});
