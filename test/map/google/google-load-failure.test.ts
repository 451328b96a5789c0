/**
 * D3 in the real `<station-locator>`: the Google path with a Maps script that cannot load (offline,
 * ad blocker, CSP). The Google adapter runs on the strict fake whose loader fails as js-api-loader
 * does. The map region says so, `locator-error` fires with a code, and the list, search (our own
 * completions) and the info window keep working, with no unhandled rejection.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { createMapsPlatform } from '../../../src/map/create-maps-platform';
import type { LocatorErrorDetail } from '../../../src/element/events';
import { createFakeApi } from '../../helpers/fake-api';
import { FakeGoogleMaps, FakeMapsRequestError } from '../../helpers/fake-google-maps';
import { mountLocator, shadowOf, waitForShadow } from '../../helpers/mount-locator';
import { testServices, validRemoteConfig } from '../../helpers/services';
import { ABERDEEN_STATIONS, at } from '../../locations/fixtures/stations';
import { completion } from '../../search/helpers/fixtures';

describe('Google Maps script fails to load, in <station-locator>', () => {
  it('shows map.load_failed, fires locator-error, and the list, our completions and the info window keep working', async function () {
    this.timeout(20_000);
    const unhandled: unknown[] = [];
    const onUnhandled = (event: PromiseRejectionEvent) => unhandled.push(event.reason);
    window.addEventListener('unhandledrejection', onUnhandled);

    const google = new FakeGoogleMaps();
    google.loadFails = true;
    const api = createFakeApi();
    // `show` first: later routes win, and this pattern also matches the views.
    api.on('GET', /\/api\/v2\/locations\/[^/]+$/, (call) => ABERDEEN_STATIONS.find((station) => call.url.pathname.endsWith(`/${station.id}`)) ?? { status: 404, body: null });
    api.on('GET', /^\/config\/published\/demo\/test\/en_GB\.json$/, () => ({ ...validRemoteConfig(), maps: { provider: 'google', apiKey: 'key', mapId: 'brand-map' } }));
    api.on('GET', /\/api\/v2\/locations\/nearest_to$/, () => ({ locations: ABERDEEN_STATIONS.map((station, i) => at(station, 800 + i * 500)), clusters: [] }));
    api.on('GET', /\/api\/v2\/[a-z_]+\/within_bounds$/, () => ({ locations: [], clusters: [] }));
    api.on('GET', /\/api\/v2\/locations\/complete$/, () => [completion(ABERDEEN_STATIONS[0]!.id, ABERDEEN_STATIONS[0]!.name, [{ offset: 0, length: 3 }])]);
    const hostEvents: { name: string; detail: unknown }[] = [];
    const services = testServices(() => new Response(null, { status: 500 }), {
      fetch: api.fetch,
      // The element's own services dispatch these on the host (src/element/services.ts); test services record them.
      emit: (name, detail) => hostEvents.push({ name, detail }),
      // The production factory on the Google path, with the fake namespace behind the loader seam.
      createMapsPlatform: (options) => createMapsPlatform({ ...options, loader: google.loader }),
    });
    const element = mountLocator({ attributes: { resource: 'demo', 'config-env': 'test', locale: 'en_GB' }, services });
    const errors = () => hostEvents.filter((event) => event.name === 'locator-error').map((event) => event.detail as LocatorErrorDetail);
    const shadow = () => shadowOf(element);

    try {
      const notice = await waitForShadow(element, '.map-area__failure');
      expect(notice.firstChild?.textContent).to.equal('The map could not be loaded. The list of stations still works.');
      expect(notice.getAttribute('role')).to.equal('alert');
      expect(google.importedLibraries).to.include('maps');
      expect(google.maps, 'no map was made').to.have.length(0);
      await waitUntil(() => errors().length > 0, 'locator-error');
      expect(errors().map((error) => error.code)).to.deep.equal(['map_load_failed']);
      expect(services.logger.entries.some((entry) => entry.level === 'error')).to.equal(true);

      // The list: the nearest stations around the starting area.
      const names = () => [...shadow().querySelectorAll('.location-item__name')].map((node) => node.textContent);
      await waitUntil(() => names().length === ABERDEEN_STATIONS.length, 'the nearest list', { timeout: 5000 });

      // Search: our API's completions (Google's place completions are gone with the script).
      const input = shadow().querySelector<HTMLInputElement>('input[role="combobox"]')!;
      const box = input.getBoundingClientRect();
      await sendMouse({ type: 'click', position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)] });
      await sendKeys({ type: ABERDEEN_STATIONS[0]!.name.slice(0, 3) });
      await waitUntil(() => shadow().querySelectorAll('[role="option"]').length === 1, 'our completion', { timeout: 5000 });
      // C: the map and every keystroke's place search shared one attempt to load the script.
      expect(google.scriptLoads, 'one script tag for the page').to.equal(1);

      await sendKeys({ press: 'Escape' });

      // The info window: a station from the list opens its details.
      shadow().querySelector<HTMLButtonElement>('.location-item__select')!.click();
      await waitUntil(() => shadow().querySelector('.info-window[role="dialog"]'), 'the info window', { timeout: 5000 });
      expect(shadow().querySelector('.info-window')!.textContent).to.contain(ABERDEEN_STATIONS[0]!.name);
      expect(google.calls, 'no Google call was attempted').to.deep.equal([]);
      expect(unhandled).to.deep.equal([]);
    } finally {
      window.removeEventListener('unhandledrejection', onUnhandled);
    }
  });

  it('A: a key without Places API (New) fires locator-error maps_places_denied once and says what still works', async function () {
    this.timeout(20_000);
    const google = new FakeGoogleMaps();
    google.suggestionsHandler = async () => {
      throw new FakeMapsRequestError('PERMISSION_DENIED', 'PLACES_AUTOCOMPLETE');
    };
    const api = createFakeApi();
    api.on('GET', /^\/config\/published\/demo\/test\/en_GB\.json$/, () => ({ ...validRemoteConfig(), maps: { provider: 'google', apiKey: 'key', mapId: 'brand-map' } }));
    api.on('GET', /\/api\/v2\/locations\/nearest_to$/, () => ({ locations: ABERDEEN_STATIONS.map((station, i) => at(station, 800 + i * 500)), clusters: [] }));
    api.on('GET', /\/api\/v2\/[a-z_]+\/within_bounds$/, () => ({ locations: [], clusters: [] }));
    api.on('GET', /\/api\/v2\/locations\/complete$/, () => [completion(ABERDEEN_STATIONS[0]!.id, ABERDEEN_STATIONS[0]!.name, [{ offset: 0, length: 3 }])]);
    const hostEvents: { name: string; detail: unknown }[] = [];
    const services = testServices(() => new Response(null, { status: 500 }), {
      fetch: api.fetch,
      emit: (name, detail) => hostEvents.push({ name, detail }),
      createMapsPlatform: (options) => createMapsPlatform({ ...options, loader: google.loader }),
    });
    const element = mountLocator({ attributes: { resource: 'demo', 'config-env': 'test', locale: 'en_GB' }, services });
    const shadow = () => shadowOf(element);
    const errors = () => hostEvents.filter((event) => event.name === 'locator-error').map((event) => event.detail as LocatorErrorDetail);
    await waitUntil(() => shadow().querySelector('input[role="combobox"]'), 'the search box', { timeout: 5000 });
    const input = shadow().querySelector<HTMLInputElement>('input[role="combobox"]')!;
    const box = input.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)] });
    await sendKeys({ type: ABERDEEN_STATIONS[0]!.name.slice(0, 3) });
    await waitUntil(() => shadow().querySelector('[data-search-notice="places_unavailable"]'), 'the notice', { timeout: 5000 });
    expect(shadow().querySelector('[data-search-notice="places_unavailable"]')!.textContent).to.equal('Place search is not available at the moment. You can still search for stations by name and use the list.');
    await waitUntil(() => shadow().querySelectorAll('[role="option"]').length === 1, 'our completion', { timeout: 5000 });
    await sendKeys({ type: 'r' });
    await waitUntil(() => errors().length > 0, 'locator-error');
    // The fourth letter's search has run (our API was asked for it and its answer is in): Google would
    // have been asked, and a second error fired, by then.
    const fourLetters = ABERDEEN_STATIONS[0]!.name.slice(0, 3) + 'r';
    const completionsFor = (query: string) => api.callsTo('GET', /\/complete$/).filter((call) => call.url.searchParams.get('query') === query);
    await waitUntil(() => completionsFor(fourLetters).length > 0, 'the fourth letter was not searched', { timeout: 5000 });
    await api.settle();
    expect(errors().map((error) => error.code)).to.deep.equal(['maps_places_denied']);
    expect(errors()[0]!.message).to.contain('Places API (New)');
    expect(google.calls.filter((call) => call.method === 'fetchAutocompleteSuggestions'), 'Google asked once').to.have.length(1);
  });
});
