/**
 * The search bar inside the real `<station-locator>`: the shell mounts it, the map slot hands it the
 * maps platform (the Maps fake through `services.createMapsPlatform`, scripted with the offline
 * gazetteer's wire data), and its analytics leave the element as DOM events. Config and our API are the
 * fake API behind `services.fetch`.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import type { WirePlace, WirePlaceSuggestion } from '../../src/api';
import type { AnalyticsEvent } from '../../src/shared';
import { rawDetailsFromWire, suggestionFromWire } from '../../src/map/gazetteer/gazetteer-platform';
import { createFakeApi } from '../helpers/fake-api';
import { FakeMapsPlatform } from '../helpers/fake-maps-platform';
import { mountLocator, shadowOf, waitForShadow } from '../helpers/mount-locator';
import { testServices, validRemoteConfig } from '../helpers/services';
import { ABERDEEN_STATIONS, at, PATCHAM_UNCO } from '../locations/fixtures/stations';
import { completion } from './helpers/fixtures';
import { createMemoryStorage } from './helpers/search-context';

const ABERDEEN_SUGGESTION: WirePlaceSuggestion = {
  place_id: 'gb-locality-aberdeen',
  description: 'Aberdeen, Scotland, United Kingdom',
  main_text: 'Aberdeen',
  secondary_text: 'Scotland, United Kingdom',
  types: ['locality'],
  matched_substrings: [{ offset: 0, length: 3 }],
};

const ABERDEEN_PLACE: WirePlace = {
  place_id: 'gb-locality-aberdeen',
  name: 'Aberdeen',
  formatted_address: 'Aberdeen, Scotland, United Kingdom',
  lat: 57.1497,
  lng: -2.0943,
  viewport: { north: 57.2, south: 57.1, east: -2.05, west: -2.2 },
  types: ['locality'],
  address_components: { locality: 'Aberdeen', country: 'United Kingdom', country_code: 'GB' },
};

describe('search in <station-locator>', () => {
  it('types, shows grouped completions from the maps port (scripted as the offline gazetteer answers) and our API, selects with Enter, reports analytics without text', async function () {
    // A whole element (config, offline map, loaders) with real timers: slower than a unit under a loaded CI.
    this.timeout(20_000);
    const api = createFakeApi();
    api.on('GET', /^\/config\/published\/demo\/test\/en_GB\.json$/, () => validRemoteConfig());
    api.on('GET', /\/api\/v2\/locations\/complete$/, () => [completion('1001', 'BP Aberdeen North', [{ offset: 3, length: 3 }])]);
    api.on('GET', /\/api\/v2\/[a-z_]+\/(nearest_to|within_bounds)$/, () => ({ locations: [], clusters: [] }));
    const storage = createMemoryStorage();
    // The maps port: the Maps fake, answering like the offline gazetteer would for "Abe".
    const maps = new FakeMapsPlatform()
      .scriptSuggestions('Abe', [suggestionFromWire(ABERDEEN_SUGGESTION)])
      .scriptPlace({ ...rawDetailsFromWire(ABERDEEN_PLACE), id: ABERDEEN_PLACE.place_id });
    const services = testServices(() => new Response(null, { status: 500 }), {
      fetch: api.fetch,
      storage,
      createMapsPlatform: async () => maps,
    });
    const element = mountLocator({ attributes: { resource: 'demo', 'config-env': 'test', locale: 'en_GB' }, services });
    const analytics: AnalyticsEvent[] = [];
    element.addEventListener('analytics', (event) => analytics.push(event.detail as AnalyticsEvent));

    const input = await waitForShadow<HTMLInputElement>(element, 'input[role="combobox"]');
    // The offline platform loads asynchronously and place completions need it: the map slot renders the
    // map and hands the platform to search in the same commit.
    await waitForShadow(element, '[data-testid="locations-map"]');
    const box = input.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)] });
    await sendKeys({ type: 'Abe' });
    await waitUntil(() => shadowOf(element).querySelectorAll('[role="option"]').length === 2, 'two options', { timeout: 5000 });

    const shadow = shadowOf(element);
    const headings = [...shadow.querySelectorAll('[role="group"]')].map((group) => shadow.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent);
    expect(headings).to.deep.equal(['Places (1)', 'Stations (1)']);
    expect(shadow.querySelector('[data-search-announcer]')?.textContent).to.equal('2 suggestions');
    expect(api.callsTo('GET', /\/api\/v2\/locations\/complete$/)[0]?.url.searchParams.get('query')).to.equal('Abe');

    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => input.value === 'Aberdeen, Scotland, United Kingdom', 'place chosen', { timeout: 5000 });
    expect(maps.callsOf('details').map((call) => call.argument)).to.deep.equal(['gb-locality-aberdeen']);

    const names = analytics.map((event) => event.name);
    expect(names).to.include('search_submitted');
    expect(names).to.include('completion_chosen');
    expect(analytics.find((event) => event.name === 'search_submitted')?.params).to.deep.equal({
      query_length: 3,
      total: 2,
      count_places: 1,
      count_locations: 1,
    });
    expect(JSON.stringify(analytics)).to.not.match(/Abe|Aberdeen/);
    await waitUntil(() => storage.items.size === 1, 'recent search stored', { timeout: 3000 });
  });

  it('picking a place loads the nearest list around it at once, without waiting for the map to settle there', async function () {
    // The journey e2e: the map had settled on the starting area (the list measured from its centre), a
    // town was picked, the map flew there, and the list kept the far-away stations as if they were the
    // answer. The list origin alone must bring the new list; the map's next idle may come late or never.
    this.timeout(20_000);
    const api = createFakeApi();
    api.on('GET', /^\/config\/published\/demo\/test\/en_GB\.json$/, () => validRemoteConfig());
    api.on('GET', /\/api\/v2\/locations\/complete$/, () => []);
    api.on('GET', /\/api\/v2\/[a-z_]+\/within_bounds$/, () => ({ locations: [], clusters: [] }));
    // Around Aberdeen: the Aberdeen stations; anywhere else: a site in Brighton, 700 km away.
    api.on('GET', /\/api\/v2\/locations\/nearest_to$/, (call) =>
      Math.abs(Number(call.url.searchParams.get('lat')) - ABERDEEN_PLACE.lat) < 0.01
        ? { locations: ABERDEEN_STATIONS.map((station, i) => at(station, 800 + i * 500)), clusters: [] }
        : { locations: [at(PATCHAM_UNCO, 700_000)], clusters: [] },
    );
    const maps = new FakeMapsPlatform()
      .scriptSuggestions('Abe', [suggestionFromWire(ABERDEEN_SUGGESTION)])
      .scriptPlace({ ...rawDetailsFromWire(ABERDEEN_PLACE), id: ABERDEEN_PLACE.place_id });
    const services = testServices(() => new Response(null, { status: 500 }), { fetch: api.fetch, createMapsPlatform: async () => maps });
    const element = mountLocator({ attributes: { resource: 'demo', 'config-env': 'test', locale: 'en_GB' }, services });
    const shadow = () => shadowOf(element);
    const names = () => [...shadow().querySelectorAll('.location-item__name')].map((node) => node.textContent);
    const nearestCalls = () => api.callsTo('GET', /\/api\/v2\/locations\/nearest_to$/);

    // The map settles once, far from Aberdeen: the list is measured from its centre.
    await waitForShadow(element, '[data-testid="locations-map"]');
    await waitUntil(() => maps.mapViews.length > 0, 'map view created', { timeout: 3000 });
    maps.mapViews.at(-1)!.emitIdle({ center: { lat: 50.87, lng: -0.15 }, zoom: 9 });
    // The first view's list (measured from the starting area) is the same far station: wait for the settled one.
    await waitUntil(
      () => names().length === 1 && shadow().querySelector('.nearest-list')?.getAttribute('aria-busy') === 'false',
      'the far list, settled',
      { timeout: 3000 },
    );

    const input = shadow().querySelector<HTMLInputElement>('input[role="combobox"]')!;
    const box = input.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)] });
    await sendKeys({ type: 'Abe' });
    await waitUntil(() => shadow().querySelectorAll('[role="option"]').length === 1, 'the place completion', { timeout: 5000 });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => input.value === ABERDEEN_PLACE.formatted_address, 'place chosen', { timeout: 5000 });
    // From the moment the place is chosen, the far list is no longer presented as the answer.
    const list = shadow().querySelector('.nearest-list');
    expect(list?.getAttribute('aria-busy') === 'true' || names().length !== 1, 'the old list is not shown as settled').to.equal(true);

    // No further idle from the map: the origin alone brings the list around the place.
    await waitUntil(
      () => names().length === ABERDEEN_STATIONS.length && shadow().querySelector('.nearest-list')?.getAttribute('aria-busy') === 'false',
      'the list of the Aberdeen stations, no longer busy',
      { timeout: 3000 },
    );
    const around = nearestCalls().at(-1)!.url.searchParams;
    expect([Number(around.get('lat')), Number(around.get('lng'))]).to.deep.equal([ABERDEEN_PLACE.lat, ABERDEEN_PLACE.lng]);
  });

  it('starts on the place of a #/place/{id} link: the map targets it and the list is measured from it', async function () {
    this.timeout(20_000);
    const originalUrl = window.location.href;
    window.history.replaceState(null, '', `#/place/${ABERDEEN_PLACE.place_id}`);
    try {
      const api = createFakeApi();
      api.on('GET', /^\/config\/published\/demo\/test\/en_GB\.json$/, () => validRemoteConfig());
      api.on('GET', /\/api\/v2\/[a-z_]+\/within_bounds$/, () => ({ locations: [], clusters: [] }));
      api.on('GET', /\/api\/v2\/locations\/nearest_to$/, (call) =>
        Math.abs(Number(call.url.searchParams.get('lat')) - ABERDEEN_PLACE.lat) < 0.01
          ? { locations: ABERDEEN_STATIONS.map((station, i) => at(station, 800 + i * 500)), clusters: [] }
          : { locations: [at(PATCHAM_UNCO, 700_000)], clusters: [] },
      );
      const maps = new FakeMapsPlatform().scriptPlace({ ...rawDetailsFromWire(ABERDEEN_PLACE), id: ABERDEEN_PLACE.place_id });
      const services = testServices(() => new Response(null, { status: 500 }), { fetch: api.fetch, createMapsPlatform: async () => maps });
      // hash-routing is on by default.
      const element = mountLocator({ attributes: { resource: 'demo', 'config-env': 'test', locale: 'en_GB' }, services });
      const shadow = () => shadowOf(element);
      const names = () => [...shadow().querySelectorAll('.location-item__name')].map((node) => node.textContent);

      await waitUntil(() => maps.callsOf('details').length > 0, 'the place looked up', { timeout: 5000 });
      expect(maps.callsOf('details').map((call) => call.argument)).to.deep.equal([ABERDEEN_PLACE.place_id]);
      // The search box names the place; the map goes there (a box around it), never to the country box.
      // (The search box may render after the look-up started: on desktop the sidebar's content follows the first view.)
      const input = () => shadow().querySelector<HTMLInputElement>('input[role="combobox"]');
      await waitUntil(() => input()?.value === ABERDEEN_PLACE.name, 'the place in the search box', { timeout: 5000 });
      const view = maps.mapViews.at(-1)!;
      await waitUntil(() => view.callsOf('fitBounds').length > 0, 'the map targeted', { timeout: 3000 });
      const fits = view.callsOf('fitBounds').map(([bounds]) => bounds as { north: number; south: number; east: number; west: number });
      expect(fits).to.have.length(1);
      const { north, south, east, west } = fits[0]!;
      expect(south < ABERDEEN_PLACE.lat && ABERDEEN_PLACE.lat < north && west < ABERDEEN_PLACE.lng && ABERDEEN_PLACE.lng < east, JSON.stringify(fits[0])).to.equal(true);
      expect(north - south, 'a town-sized box').to.be.below(1);
      // Without a single idle from the map, the list is the stations around the place.
      await waitUntil(() => names().length === ABERDEEN_STATIONS.length, 'the Aberdeen list', { timeout: 3000 });
      const nearest = api.callsTo('GET', /\/api\/v2\/locations\/nearest_to$/);
      // Every nearest_to is measured from the place (the map target's bounds expansion asks with limit 1, the list with 50).
      expect(nearest.map((call) => [Number(call.url.searchParams.get('lat')), Number(call.url.searchParams.get('lng'))])).to.deep.equal(nearest.map(() => [ABERDEEN_PLACE.lat, ABERDEEN_PLACE.lng]));
      expect(nearest.map((call) => call.url.searchParams.get('limit')).sort()).to.deep.equal(['1', '50']);
    } finally {
      window.history.replaceState(null, '', originalUrl);
    }
  });
});
