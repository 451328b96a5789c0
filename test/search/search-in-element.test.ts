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
import { rawDetailsFromWire, suggestionFromWire } from '../../src/map/offline/gazetteer-platform';
import { createFakeApi } from '../helpers/fake-api';
import { FakeMapsPlatform } from '../helpers/fake-maps-platform';
import { mountLocator, shadowOf, waitForShadow } from '../helpers/mount-locator';
import { testServices, validRemoteConfig } from '../helpers/services';
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
  it('types, shows grouped completions from the gazetteer and our API, selects with Enter, reports analytics without text', async function () {
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
});
