/**
 * A language switch on a whole `<station-locator>` (issue 47): the element keeps its state (the route
 * and its waypoints, the filters, the station whose details are open) and shows it in the new language,
 * the places' labels included (the country they end in is ours to translate).
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { RawRoute } from '../../src/map/route-model';
import type { CreateMapsPlatformOptions } from '../../src/map';
import { createFakeApi } from '../helpers/fake-api';
import { FakeMapsPlatform } from '../helpers/fake-maps-platform';
import { mountLocator, shadowOf, waitForShadow } from '../helpers/mount-locator';
import { testServices, validRemoteConfig } from '../helpers/services';
import { ABERDEEN_STATIONS } from '../locations/fixtures/stations';

const LEEDS = { lat: 53.79648, lng: -1.54785 };
const SHEFFIELD = { lat: 53.38297, lng: -1.4659 };
const ROUTE: RawRoute = {
  legs: [
    {
      distanceMeters: 56_000,
      durationSeconds: 50 * 60,
      startLocation: LEEDS,
      endLocation: SHEFFIELD,
      steps: [{ instructions: 'M1', maneuver: 'STRAIGHT', distanceMeters: 56_000, durationSeconds: 50 * 60, path: [LEEDS, SHEFFIELD] }],
    },
  ],
};
const STATION = { ...ABERDEEN_STATIONS[0]!, lat: 53.6, lng: -1.5 };

describe('a language switch keeps the element\'s state (issue 47)', () => {
  const start = `${location.pathname}${location.search}`;
  afterEach(() => history.replaceState(null, '', start));

  it('plans a route in de_DE, switches to en_GB: the route, its waypoints, the filters and the open station stay, in English', async function () {
    this.timeout(20_000);
    // The route's ends as a German locator labels gazetteer places (the country in German).
    history.replaceState(null, '', `${start}#/route/53.79648,-1.54785,Leeds%2C%20Vereinigtes%20K%C3%B6nigreich/53.38297,-1.4659,Sheffield%2C%20Vereinigtes%20K%C3%B6nigreich`);
    const api = createFakeApi();
    api.on('GET', /^\/config\/published\/demo\/test\/(de_DE|en_GB)\.json$/, () => ({ ...validRemoteConfig(), filters: { groups: { fuel: { filters: ['E10', 'E5'] } } } }));
    api.on('GET', new RegExp(`/api/v2/locations/${STATION.id}$`), () => STATION);
    const along = { ...STATION, distance_along_route: 20_000, distance_from_route: 300 };
    api.on('POST', /\/api\/v2\/locations\/along_corridor$/, () => ({ status: 200, body: { locations: [along], clusters: [], total: 1 }, headers: { 'X-Total-Count': '1' } }));
    api.on('POST', /\/api\/v2\/non_matching_locations\/along_corridor$/, () => ({ locations: [], clusters: [] }));
    api.on('GET', /\/api\/v2\/[a-z_]+\/(nearest_to|within_bounds)$/, () => ({ locations: [], clusters: [] }));
    const platforms: FakeMapsPlatform[] = [];
    const services = testServices(() => new Response(null, { status: 500 }), {
      fetch: api.fetch,
      createMapsPlatform: async (options: CreateMapsPlatformOptions) => {
        const platform = new FakeMapsPlatform().scriptRoute(ROUTE);
        platform.locale = options.locale;
        platforms.push(platform);
        return platform;
      },
    });
    const element = mountLocator({ attributes: { resource: 'demo', 'config-env': 'test', locale: 'de_DE' }, services });
    const root = () => shadowOf(element);
    const endpoints = () => root().querySelector('.itinerary__endpoints')?.textContent ?? '';
    const waypointValues = () => [...root().querySelectorAll<HTMLInputElement>('[data-directions-panel] input[role="combobox"]')].map((input) => input.value);
    await waitUntil(() => endpoints().includes('Vereinigtes Königreich'), 'the route in German', { timeout: 10_000 });
    expect(waypointValues()).to.deep.equal(['Leeds, Vereinigtes Königreich', 'Sheffield, Vereinigtes Königreich']);

    // A filter on, and a station along the route opened.
    (await waitForShadow<HTMLButtonElement>(element, '[data-directions-panel] [data-filters-toggle]')).click();
    (await waitForShadow<HTMLInputElement>(element, '.filters-checkbox__input')).click();
    await waitUntil(() => root().querySelector('[data-filters-toggle] .badge-toggle__badge')?.textContent === '1', 'one filter on');
    (root().querySelector('[data-directions-panel] [data-filters-toggle]') as HTMLButtonElement).click();
    (await waitForShadow<HTMLButtonElement>(element, '[data-show-stations]')).click();
    await waitUntil(() => root().querySelector('.corridor-list__items .location-item__select'), 'the stations along the route', { timeout: 5000 });
    (root().querySelector('.corridor-list__items .location-item__select') as HTMLButtonElement).click();
    await waitUntil(() => root().querySelector('.info-window[role="dialog"]'), 'the station opened', { timeout: 5000 });
    const routeRequests = platforms.flatMap((platform) => platform.callsOf('route')).length;
    const entries = history.length;

    element.setAttribute('locale', 'en_GB');
    await waitUntil(() => root().querySelector('[part="map"]')?.getAttribute('aria-label') === 'Map', 'English strings', { timeout: 10_000 });
    await waitUntil(() => waypointValues().join(' | ') === 'Leeds, United Kingdom | Sheffield, United Kingdom', `the waypoints in English: ${waypointValues().join(' | ')}`, { timeout: 10_000 });
    expect(root().querySelector('[data-directions-panel]'), 'still in directions mode').to.not.equal(null);
    expect(root().querySelector('[data-filters-toggle] .badge-toggle__badge')?.textContent, 'the filter still on').to.equal('1');
    expect(root().querySelector('.info-window[role="dialog"]'), 'the station still open').to.not.equal(null);
    expect(root().querySelector('[data-show-stations]')?.getAttribute('aria-pressed'), 'the stations along the route still listed').to.equal('true');
    (root().querySelector('[data-show-itinerary]') as HTMLButtonElement).click();
    await waitUntil(() => endpoints() === 'From Leeds, United Kingdom to Sheffield, United Kingdom', `the route in English: "${endpoints()}"`, { timeout: 10_000 });
    // The route was asked for again from the new locale's maps service, with the English labels.
    const requests = platforms.flatMap((platform) => platform.callsOf('route'));
    expect(requests.length).to.equal(routeRequests + 1);
    expect(platforms.at(-1)!.locale).to.equal('en_GB');
    expect(api.callsTo('GET', /\/en_GB\.json$/)).to.have.length(1);
    // The same route in another language is no step of the browser's history; its link names it in English.
    expect(history.length).to.equal(entries);
    await waitUntil(() => decodeURIComponent(location.hash).includes('Leeds, United Kingdom'), `the route link in English: ${location.hash}`);
  });
});
