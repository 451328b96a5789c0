/**
 * Issue 22 in the real `<station-locator>`: `maps-consent`. The production platform factory runs with
 * the strict Google fake behind its loader seam, so "no call into the Google loader" is measured where
 * the real script would be asked for; before consent the real offline engine draws the map.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { createMapsPlatform } from '../../src/map/create-maps-platform';
import { effectiveMapsConsent } from '../../src/config';
import { mapsConsentAttribute, parseMapsConsent } from '../../src/element/attributes';
import type { StationLocatorElement } from '../../src/element/station-locator-element';
import { createFakeApi, type FakeApi } from '../helpers/fake-api';
import { FakeGoogleMaps } from '../helpers/fake-google-maps';
import { mountLocator, settle, shadowOf, waitForShadow } from '../helpers/mount-locator';
import { testServices, validRemoteConfig } from '../helpers/services';
import { ABERDEEN_STATIONS, at } from '../locations/fixtures/stations';
import { completion } from '../search/helpers/fixtures';

const FIRST = ABERDEEN_STATIONS[0]!;
const SECOND = ABERDEEN_STATIONS[1]!;

interface Setup {
  element: StationLocatorElement;
  api: FakeApi;
  google: FakeGoogleMaps;
  hostEvents: { name: string; detail: unknown }[];
  posted: { message: unknown; targetOrigin: string }[];
  analytics: string[];
}

/**
 * The element on the Google path (a key in the config) with `maps-consent` as given, our API faked;
 * `consentMode`: the config's `maps.consentMode`.
 */
function setUp(consent: string | null, consentMode?: 'required' | 'not_required'): Setup {
  const google = new FakeGoogleMaps();
  const api = createFakeApi();
  api.on('GET', /\/api\/v2\/locations\/[^/]+$/, (call) => ABERDEEN_STATIONS.find((station) => call.url.pathname.endsWith(`/${station.id}`)) ?? { status: 404, body: null });
  api.on('GET', /^\/config\/published\/demo\/test\/en_GB\.json$/, () => ({
    ...validRemoteConfig(),
    maps: { provider: 'auto', apiKey: 'key', mapId: 'brand-map', ...(consentMode ? { consentMode } : {}) },
    filters: { groups: { fuel: { filters: ['E10', 'E5'] } } },
  }));
  api.on('GET', /\/api\/v2\/locations\/nearest_to$/, () => ({ locations: ABERDEEN_STATIONS.map((station, i) => at(station, 800 + i * 500)), clusters: [] }));
  api.on('GET', /\/api\/v2\/[a-z_]+\/within_bounds$/, () => ({ locations: [], clusters: [] }));
  api.on('GET', /\/api\/v2\/[a-z_]+\/along_corridor$/, () => ({ locations: [], clusters: [] }));
  api.on('GET', /\/api\/v2\/locations\/complete$/, (call) => {
    const query = (call.url.searchParams.get('query') ?? '').toLowerCase();
    return ABERDEEN_STATIONS.filter((station) => station.name.toLowerCase().startsWith(query)).map((station) =>
      completion(station.id, station.name, [{ offset: 0, length: query.length }]),
    );
  });
  const hostEvents: Setup['hostEvents'] = [];
  const posted: Setup['posted'] = [];
  const analytics: string[] = [];
  const services = testServices(() => new Response(null, { status: 500 }), {
    fetch: api.fetch,
    // No `emit` and no `track`: the element's own host bridge sends them (DOM event + postMessage).
    postMessage: (message, targetOrigin) => posted.push({ message, targetOrigin }),
    // The production factory, with the fake Google namespace behind the loader seam.
    createMapsPlatform: (options) => createMapsPlatform({ ...options, loader: google.loader }),
  });
  const attributes: Record<string, string> = { resource: 'demo', 'config-env': 'test', locale: 'en_GB', 'hash-routing': 'false' };
  if (consent !== null) attributes['maps-consent'] = consent;
  const element = mountLocator({ attributes, services });
  for (const name of ['maps-consent-request', 'select-location']) element.addEventListener(name, (event) => hostEvents.push({ name, detail: (event as CustomEvent).detail }));
  element.addEventListener('analytics', (event) => analytics.push((event as CustomEvent<{ name: string }>).detail.name));
  return { element, api, google, hostEvents, posted, analytics };
}

const centre = (element: Element): [number, number] => {
  const box = element.getBoundingClientRect();
  return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
};

async function click(element: Element): Promise<void> {
  await sendMouse({ type: 'click', position: centre(element) });
}

/** The combobox whose label reads `label`, or null. */
function findCombobox(shadow: ShadowRoot, label: string): HTMLInputElement | null {
  const labelElement = [...shadow.querySelectorAll('label')].find((candidate) => candidate.textContent === label);
  const input = labelElement ? shadow.getElementById(labelElement.htmlFor) : null;
  return input instanceof HTMLInputElement ? input : null;
}

function combobox(shadow: ShadowRoot, label: string): HTMLInputElement {
  const input = findCombobox(shadow, label);
  if (!input) throw new Error(`no combobox labelled ${label}`);
  return input;
}

/** Types into `input` and picks the completion whose text starts with `name`. */
async function choose(shadow: ShadowRoot, input: HTMLInputElement, name: string): Promise<void> {
  await click(input);
  await sendKeys({ type: name.slice(0, 4) });
  const option = () => [...shadow.querySelectorAll<HTMLElement>('[role="option"]')].find((candidate) => candidate.textContent?.includes(name));
  await waitUntil(option, `the completion ${name}`, { timeout: 5000 });
  await click(option()!);
}

/** The map view a `within_bounds` request was made for: the bounds' centre and the zoom. */
function requestedView(api: FakeApi): { lat: number; lng: number; zoom: number } {
  const call = api.callsTo('GET', /\/within_bounds$/).at(-1);
  if (!call) throw new Error('no within_bounds request');
  const [swLat, swLng] = call.url.searchParams.getAll('sw[]').map(Number);
  const [neLat, neLng] = call.url.searchParams.getAll('ne[]').map(Number);
  return { lat: (swLat! + neLat!) / 2, lng: (swLng! + neLng!) / 2, zoom: Number(call.url.searchParams.get('zoom')) };
}

const names = (shadow: ShadowRoot) => [...shadow.querySelectorAll('.location-item__name')].map((node) => node.textContent);
const offlineMap = (shadow: ShadowRoot) => shadow.querySelector('.locations-map canvas, .locations-map svg');

describe('maps-consent in <station-locator>', () => {
  it('parses granted, pending and denied; absent is granted, anything else pending', () => {
    expect([undefined, '', 'granted', ' GRANTED '].map(parseMapsConsent)).to.deep.equal(['granted', 'granted', 'granted', 'granted']);
    expect(['pending', 'denied', 'Denied', 'yes', 'pendng'].map(parseMapsConsent)).to.deep.equal(['pending', 'denied', 'denied', 'pending', 'pending']);
  });

  it("without the attribute, the config's consentMode decides: pending where it is required, else granted", () => {
    expect([undefined, '', ' '].map(mapsConsentAttribute)).to.deep.equal([null, null, null]);
    expect(['granted', 'DENIED', 'pending', 'yes'].map(mapsConsentAttribute)).to.deep.equal(['granted', 'denied', 'pending', 'pending']);
    expect(effectiveMapsConsent(null, { consentMode: 'required' })).to.equal('pending');
    expect(effectiveMapsConsent(null, { consentMode: 'not_required' })).to.equal('granted');
    expect(effectiveMapsConsent(null, {})).to.equal('granted');
    expect(effectiveMapsConsent('granted', { consentMode: 'required' })).to.equal('granted');
    expect(effectiveMapsConsent('denied', {})).to.equal('denied');
  });

  it('without the attribute, a config that requires consent holds Google back until the page grants it', async function () {
    this.timeout(20_000);
    const { element, google } = setUp(null, 'required');
    const shadow = shadowOf(element);
    const notice = await waitForShadow(element, '.maps-consent-notice');
    expect(notice.textContent).to.equal('Google Maps is not loaded without your consent.Load Google Maps');
    await waitUntil(() => names(shadow).length === ABERDEEN_STATIONS.length, 'the nearest list', { timeout: 5000 });
    await waitUntil(() => offlineMap(shadow), 'our own map', { timeout: 5000 });
    await settle(20);
    expect(google.importedLibraries, 'the Google loader was never asked').to.deep.equal([]);
    expect(google.calls).to.deep.equal([]);

    element.mapsConsent = 'granted';
    await waitUntil(() => google.maps.length === 1, 'the Google map', { timeout: 5000 });
    expect(shadow.querySelector('.maps-consent-notice')).to.equal(null);
  });

  it('without the attribute and with a key, loads Google as before', async () => {
    const { element, google } = setUp(null);
    await waitUntil(() => google.maps.length === 1, 'the Google map', { timeout: 5000 });
    expect(element.mapsConsent).to.equal('granted');
    expect(shadowOf(element).querySelector('.maps-consent-notice')).to.equal(null);
  });

  it('pending: not one call into the Google loader; the offline map, the list, our completions and the info window work; the button asks the host', async function () {
    this.timeout(20_000);
    const { element, google, hostEvents, posted, analytics } = setUp('pending');
    const shadow = shadowOf(element);
    const notice = await waitForShadow(element, '.maps-consent-notice');
    expect(notice.textContent).to.equal('Google Maps is not loaded without your consent.Load Google Maps');
    await waitUntil(() => names(shadow).length === ABERDEEN_STATIONS.length, 'the nearest list', { timeout: 5000 });
    await waitUntil(() => offlineMap(shadow), 'the offline map', { timeout: 5000 });

    await choose(shadow, shadow.querySelector<HTMLInputElement>('input[role="combobox"]')!, FIRST.name);
    await waitUntil(() => shadow.querySelector('.info-window[role="dialog"]'), 'the info window', { timeout: 5000 });

    const button = [...notice.querySelectorAll('button')].find((candidate) => candidate.textContent === 'Load Google Maps');
    expect(button, 'the request button').to.exist;
    button!.click();
    expect(hostEvents.filter((event) => event.name === 'maps-consent-request')).to.deep.equal([{ name: 'maps-consent-request', detail: {} }]);
    expect(posted.map(({ message, targetOrigin }) => [(message as { type: string }).type, targetOrigin])).to.deep.include(['maps-consent-request', window.location.origin]);
    expect(analytics).to.include('maps_consent_requested');
    await settle();
    // The element never grants consent itself.
    expect(element.getAttribute('maps-consent')).to.equal('pending');
    expect(google.importedLibraries, 'the Google loader was never asked').to.deep.equal([]);
    expect(google.calls).to.deep.equal([]);
  });

  it('denied: the notice has no button, and nothing of Google loads', async () => {
    const { element, google } = setUp('denied');
    const notice = await waitForShadow(element, '.maps-consent-notice');
    expect(notice.textContent).to.equal('Google Maps is not loaded.');
    expect(notice.querySelector('button')).to.equal(null);
    await waitUntil(() => offlineMap(shadowOf(element)), 'the offline map', { timeout: 5000 });
    expect(google.importedLibraries).to.deep.equal([]);
  });

  it('pending → granted switches to Google keeping the search text, selection, filters, list and map view; granted → denied goes back offline', async function () {
    this.timeout(30_000);
    const { element, api, google } = setUp('pending');
    const shadow = shadowOf(element);
    await waitUntil(() => names(shadow).length === ABERDEEN_STATIONS.length, 'the nearest list', { timeout: 5000 });
    await waitUntil(() => offlineMap(shadow), 'the offline map', { timeout: 5000 });

    // A filter.
    await click(shadow.querySelector('[data-filters-toggle]')!);
    const e10 = () => [...shadow.querySelectorAll<HTMLLabelElement>('.filters-checkbox')].find((label) => label.textContent?.trim() === 'Unleaded (E10)');
    await waitUntil(e10, 'the E10 filter', { timeout: 5000 });
    e10()!.querySelector('input')!.click();
    await waitUntil(() => shadow.querySelector('.badge-toggle__badge')?.textContent === '1', 'the filter badge');
    await sendKeys({ press: 'Escape' });

    // The search text and the selected station (its info window).
    const search = shadow.querySelector<HTMLInputElement>('input[role="combobox"]')!;
    await choose(shadow, search, FIRST.name);
    await waitUntil(() => shadow.querySelector('.info-window[role="dialog"]'), 'the info window', { timeout: 5000 });
    const searchText = search.value;
    expect(searchText).to.contain(FIRST.name);
    await settle(20);
    const list = names(shadow);
    expect(list).to.have.length.greaterThan(0);
    // The offline map moved to the station (a targeted selection) and asked for the stations in view.
    await waitUntil(() => Math.abs(requestedView(api).lat - FIRST.lat) < 0.01, 'the offline map at the station', { timeout: 5000 });
    const offlineView = requestedView(api);
    expect(google.importedLibraries).to.deep.equal([]);

    element.mapsConsent = 'granted';
    expect(element.getAttribute('maps-consent')).to.equal('granted');
    await waitUntil(() => google.maps.length === 1, 'the Google map', { timeout: 5000 });
    await settle(20);
    expect(shadow.querySelector('.maps-consent-notice')).to.equal(null);
    const map = google.maps[0]!;
    expect(map.options.center!.lat).to.be.closeTo(offlineView.lat, 1e-3);
    expect(map.options.center!.lng).to.be.closeTo(offlineView.lng, 1e-3);
    expect(map.options.zoom).to.be.closeTo(offlineView.zoom, 0.5);
    // Neither the starting area nor the earlier move to the station is applied again.
    expect(map.calls.map((call) => call.method).filter((method) => method !== 'setOptions'), 'the camera did not move').to.deep.equal([]);
    expect(shadow.querySelector<HTMLInputElement>('input[role="combobox"]')!.value).to.equal(searchText);
    expect(shadow.querySelector('.info-window[role="dialog"]')?.textContent).to.contain(FIRST.name);
    expect(shadow.querySelector('.badge-toggle__badge')?.textContent).to.equal('1');
    expect(names(shadow)).to.deep.equal(list);

    // Withdrawn: our own map again, no new call into Google's loader from the next view on.
    const imported = google.importedLibraries.length;
    element.setAttribute('maps-consent', 'denied');
    const notice = await waitForShadow(element, '.maps-consent-notice');
    expect(notice.querySelector('button')).to.equal(null);
    await waitUntil(() => offlineMap(shadow), 'the offline map again', { timeout: 5000 });
    await settle(20);
    expect(google.maps).to.have.length(1);
    expect(google.importedLibraries).to.have.length(imported);
    expect(shadow.querySelector('.info-window[role="dialog"]')?.textContent).to.contain(FIRST.name);
    expect(names(shadow)).to.deep.equal(list);
  });

  it('pending → granted keeps the directions waypoints and the route, now drawn on the Google map', async function () {
    this.timeout(30_000);
    const { element, google } = setUp('pending');
    const shadow = shadowOf(element);
    await waitUntil(() => offlineMap(shadow), 'the offline map', { timeout: 5000 });
    const directionsButton = [...shadow.querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === 'Directions');
    expect(directionsButton, 'the Directions button').to.exist;
    directionsButton!.click();
    await waitUntil(() => findCombobox(shadow, 'Start'), 'the start field', { timeout: 5000 });
    await choose(shadow, combobox(shadow, 'Start'), FIRST.name);
    await choose(shadow, combobox(shadow, 'Destination'), SECOND.name);
    await waitUntil(() => shadow.querySelectorAll('[data-itinerary-leg]').length === 1, 'the offline route', { timeout: 10_000 });
    const routeText = shadow.querySelector('[data-itinerary-leg]')!.textContent;
    expect(google.importedLibraries).to.deep.equal([]);

    element.mapsConsent = 'granted';
    await waitUntil(() => google.maps.length === 1, 'the Google map', { timeout: 5000 });
    await waitUntil(() => google.polylines.length > 0, 'the route line on the Google map', { timeout: 5000 });
    expect(combobox(shadow, 'Start').value).to.contain(FIRST.name);
    expect(combobox(shadow, 'Destination').value).to.contain(SECOND.name);
    expect(shadow.querySelector('[data-itinerary-leg]')?.textContent).to.equal(routeText);
    // Kept, not recomputed by Google.
    expect(google.calls.filter((call) => call.method === 'computeRoutes')).to.deep.equal([]);
  });
});
