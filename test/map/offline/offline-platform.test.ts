import { expect } from '@open-wc/testing';
import { createOfflinePlatform } from '../../../src/map/offline/index';
import { FakeGazetteer } from '../../helpers/fake-gazetteer-maps';
import { ABERDEEN_SUGGESTION, runMapsPlatformContract, type ContractHarness } from '../maps-platform.contract';

function offlineHarness(): ContractHarness {
  const gazetteer = new FakeGazetteer();
  const platform = createOfflinePlatform({ apiBase: '/api/v2', fetch: gazetteer.fetch, locale: 'en_GB', loadBasemap: async () => [] });
  return {
    platform,
    givenSuggestions: (input, list) => gazetteer.suggestions(input, list),
    givenPlace: (place) => gazetteer.place(place),
    givenReverse: (at, places) => gazetteer.reverse(at, places),
    // Offline routes are computed from the waypoints; there is no provider to script.
    givenRoute: () => {},
    givenNoRoute: () => {},
    failNext: (operation, kind) => {
      if (operation === 'route') {
        // The offline route only calls the gazetteer for place ids; fail the lookup it makes.
        const original = platform.routing.route.bind(platform.routing);
        platform.routing.route = (request, options) =>
          original({ ...request, waypoints: [{ label: 'failing', placeId: 'fail-me' }, ...request.waypoints.slice(1)] }, options);
        gazetteer.failNext('details', kind);
      } else {
        gazetteer.failNext(operation, kind);
      }
    },
    holdNext: (operation) => {
      if (operation !== 'route') return gazetteer.holdNext(operation);
      const release = gazetteer.holdNext('details');
      gazetteer.place({ place_id: 'held', name: 'Held', formatted_address: 'Held', lat: 51, lng: 0, viewport: { north: 51.1, south: 50.9, east: 0.1, west: -0.1 }, types: ['locality'], address_components: { country: 'United Kingdom', country_code: 'GB' } });
      const original = platform.routing.route.bind(platform.routing);
      platform.routing.route = (request, options) => {
        platform.routing.route = original;
        return original({ ...request, waypoints: [{ label: 'Held', placeId: 'held' }, ...request.waypoints.slice(1)] }, options);
      };
      return release;
    },
    scriptedRoutes: false,
    contactedHosts: () => gazetteer.requests.map((url) => new URL(url).hostname),
  };
}

runMapsPlatformContract('offline engine (gazetteer)', offlineHarness);

describe('offline gazetteer requests', () => {
  it('asks the reference API with query, limit and coordinates', async () => {
    const gazetteer = new FakeGazetteer();
    gazetteer.suggestions('Aber', [ABERDEEN_SUGGESTION]);
    const platform = createOfflinePlatform({ apiBase: '/api/v2/', fetch: gazetteer.fetch, locale: 'de_DE', limit: 7 });
    await platform.places.suggest('  Aber ', { session: platform.places.newSession() });
    await platform.geocoding.reverse({ lat: 57.1, lng: -2.1 });
    await platform.places.details('locality/aberdeen', {});
    expect(gazetteer.requests).to.deep.equal([
      'http://api.test/api/v2/places/complete?query=Aber&limit=7',
      'http://api.test/api/v2/places/reverse?lat=57.100000&lng=-2.100000',
      'http://api.test/api/v2/places/locality%2Faberdeen',
    ]);
  });

  it('does not call the API for blank input', async () => {
    const gazetteer = new FakeGazetteer();
    const platform = createOfflinePlatform({ apiBase: '/api/v2', fetch: gazetteer.fetch, locale: 'en_GB' });
    expect(await platform.places.suggest('   ', { session: platform.places.newSession() })).to.deep.equal([]);
    expect(gazetteer.requests).to.deep.equal([]);
  });

  it('uses the localised step text and resolves place-id waypoints', async () => {
    const gazetteer = new FakeGazetteer();
    gazetteer.place({ place_id: 'leeds', name: 'Leeds', formatted_address: 'Leeds, UK', lat: 53.8, lng: -1.55, viewport: { north: 53.9, south: 53.7, east: -1.4, west: -1.7 }, types: ['locality'], address_components: { locality: 'Leeds', country: 'United Kingdom', country_code: 'GB' } });
    const platform = createOfflinePlatform({ apiBase: '/api/v2', fetch: gazetteer.fetch, locale: 'de_DE', stepInstruction: (to) => `Luftlinie nach ${to}` });
    const result = await platform.routing.route({
      waypoints: [{ label: 'York', location: { lat: 53.96, lng: -1.08 } }, { label: '', placeId: 'leeds' }],
      avoidTolls: true,
      avoidHighways: false,
      avoidFerries: false,
      unitSystem: 'metric',
    });
    expect(result!.offline).to.equal(true);
    expect(result!.legs[0]!.endLabel).to.equal('Leeds');
    expect(result!.legs[0]!.steps[0]!.instruction).to.equal('Luftlinie nach Leeds');
    expect(result!.legs[0]!.distance.text).to.match(/km/);
  });
});
