import { expect } from '@open-wc/testing';
import type { DirectionsResponse } from '../../../src/api/contract';
import { isAbortError } from '../../../src/shared';
import { isManeuverIcon } from '../../../src/map/maneuvers';
import { LAYERS, createMapLibrePlatform, mapLibreMapOf } from '../../../src/map/maplibre/index';
import { lookOfImage } from '../../../src/map/maplibre/station-features';
import { decodePolyline } from '../../../src/map/polyline';
import type { RouteRequest } from '../../../src/map/types';
import { FakeGazetteer } from '../../helpers/fake-gazetteer-maps';
import { rejection } from '../../helpers/rejection';
import { TEST_STYLE } from './test-style';
import { ABERDEEN_SUGGESTION, pollDrawn, runMapsPlatformContract, wirePlace, type ContractHarness } from '../maps-platform.contract';
// The reference API's answer to `request`, recorded from the server (server/test/directions.test.ts checks it is current).
import recorded from '../offline/fixtures/directions-leeds-london.json';

function offlineHarness(): ContractHarness {
  const gazetteer = new FakeGazetteer();
  const platform = createMapLibrePlatform({ apiBase: '/api/v2', fetch: gazetteer.fetch, locale: 'en_GB', style: TEST_STYLE });
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
    // A route waits for the API's router.
    holdNext: (operation) => gazetteer.holdNext(operation === 'route' ? 'directions' : operation),
    scriptedRoutes: false,
    contactedHosts: () => gazetteer.requests.map((url) => new URL(url).hostname),
    // The pins are GPU symbols: the rendered features' images (the look they are named after) and the
    // opacity the station layers draw them with. A listed station's number is a pin of its own, drawn over
    // its own pin, which is then not drawn (a feature state).
    drawnStations: (_view, container, done) =>
      pollDrawn(() => {
        const map = mapLibreMapOf(container);
        const drawn = new Map<string, { text: string; faded: boolean }>();
        if (!map?.getLayer(LAYERS.stations)) return drawn;
        for (const layer of [LAYERS.stations, LAYERS.numberedStations, LAYERS.focusedStations]) {
          const opacity = JSON.stringify(map.getPaintProperty(layer, 'icon-opacity'));
          for (const feature of map.queryRenderedFeatures({ layers: [layer] })) {
            if (layer === LAYERS.stations && feature.state['numbered'] === true) continue;
            const look = lookOfImage(String(feature.properties['icon']));
            const faded = opacity.includes(JSON.stringify(['get', 'opacity'])) && Number(feature.properties['opacity']) < 1;
            if (look?.kind === 'pin') drawn.set(String(feature.properties['id']), { text: look.glyph, faded });
          }
        }
        return drawn;
      }, done),
  };
}

runMapsPlatformContract('our own map (MapLibre, gazetteer from the API)', offlineHarness);

describe('offline gazetteer requests', () => {
  it('asks the reference API with query, limit and coordinates, in the element\'s locale', async () => {
    const gazetteer = new FakeGazetteer();
    gazetteer.suggestions('Aber', [ABERDEEN_SUGGESTION]);
    const platform = createMapLibrePlatform({ apiBase: '/api/v2/', fetch: gazetteer.fetch, locale: 'de_DE', limit: 7, style: TEST_STYLE });
    await platform.places.suggest('  Aber ', { session: platform.places.newSession() });
    await platform.geocoding.reverse({ lat: 57.1, lng: -2.1 });
    await platform.places.details('locality/aberdeen', {});
    expect(gazetteer.requests).to.deep.equal([
      'http://api.test/api/v2/places/complete?query=Aber&limit=7&locale=de_DE',
      'http://api.test/api/v2/places/reverse?lat=57.100000&lng=-2.100000&locale=de_DE',
      'http://api.test/api/v2/places/locality%2Faberdeen?locale=de_DE',
    ]);
  });

  it('does not call the API for blank input', async () => {
    const gazetteer = new FakeGazetteer();
    const platform = createMapLibrePlatform({ apiBase: '/api/v2', fetch: gazetteer.fetch, locale: 'en_GB', style: TEST_STYLE });
    expect(await platform.places.suggest('   ', { session: platform.places.newSession() })).to.deep.equal([]);
    expect(gazetteer.requests).to.deep.equal([]);
  });

  it('uses the localised step text and resolves place-id waypoints', async () => {
    const gazetteer = new FakeGazetteer();
    gazetteer.place({ place_id: 'leeds', name: 'Leeds', formatted_address: 'Leeds, UK', lat: 53.8, lng: -1.55, viewport: { north: 53.9, south: 53.7, east: -1.4, west: -1.7 }, types: ['locality'], address_components: { locality: 'Leeds', country: 'United Kingdom', country_code: 'GB' } });
    const platform = createMapLibrePlatform({ apiBase: '/api/v2', fetch: gazetteer.fetch, locale: 'de_DE', stepInstruction: (to) => `Luftlinie nach ${to}`, style: TEST_STYLE });
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

describe('offline routing over the API (recorded answer of the reference server)', () => {
  const answer = recorded.response as DirectionsResponse;
  const [leeds, london] = recorded.request.waypoints;
  const request = (overrides: Partial<RouteRequest> = {}): RouteRequest => ({
    waypoints: [
      { label: 'Leeds', location: { lat: leeds!.lat, lng: leeds!.lng } },
      { label: 'London', placeId: 'locality:london' },
    ],
    avoidTolls: false,
    avoidHighways: false,
    avoidFerries: false,
    unitSystem: 'metric',
    ...overrides,
  });
  let gazetteer: FakeGazetteer;
  beforeEach(() => {
    gazetteer = new FakeGazetteer();
    gazetteer.place(wirePlace({ place_id: 'locality:london', name: 'London', lat: london!.lat, lng: london!.lng }));
  });
  const platform = (locale = 'en_GB') =>
    createMapLibrePlatform({ apiBase: '/api/v2', fetch: gazetteer.fetch, locale, stepInstruction: (to) => `Straight to ${to}`, style: TEST_STYLE });

  it('resolves place ids, then asks POST /directions with coordinates, labels, options and locale', async () => {
    gazetteer.directions(answer);
    await platform().routing.route(request({ avoidTolls: true }));
    expect(gazetteer.requests.map((url) => new URL(url).pathname)).to.deep.equal(['/api/v2/places/locality%3Alondon', '/api/v2/directions']);
    expect(gazetteer.directionsRequests).to.deep.equal([{ ...recorded.request, avoid_tolls: true, format: 'json' }]);
  });

  it('maps the answer onto the route: motorway network, plain-text steps, the whole path', async () => {
    gazetteer.directions(answer);
    const route = await platform().routing.route(request());
    expect(route).not.to.equal(null);
    expect(route!.offline).to.equal(true);
    expect(route!.network).to.equal('motorway');
    expect(route!.instructionFormat).to.equal('text');
    expect(route!.distance.value).to.equal(answer.distance_meters);
    expect(route!.duration.value).to.equal(answer.duration_seconds);
    expect(route!.path).to.deep.equal(decodePolyline(answer.polyline));
    const [leg] = route!.legs;
    expect([leg!.startLabel, leg!.endLabel]).to.deep.equal(['Leeds', 'London']);
    expect(leg!.steps.map((s) => s.instruction)).to.deep.equal(answer.legs[0]!.steps.map((s) => s.instruction));
    expect(leg!.steps.map((s) => s.instruction)).to.include('Take the M1 heading south');
    for (const [i, step] of leg!.steps.entries()) {
      expect(isManeuverIcon(step.maneuver)).to.equal(true);
      expect(step.path).to.deep.equal(decodePolyline(answer.legs[0]!.steps[i]!.polyline));
      expect(step.distance.text).to.match(/km|m$/);
    }
    // Drawn along the motorway: hundreds of vertices, not one straight segment.
    expect(route!.path.length).to.be.greaterThan(100);
  });

  it('passes the warnings on', async () => {
    gazetteer.directions({ ...answer, warnings: ['This route uses a toll road: M6 Toll.'] });
    const route = await platform().routing.route(request());
    expect(route!.warnings).to.deep.equal(['This route uses a toll road: M6 Toll.']);
  });

  const fallbacks: [string, (g: FakeGazetteer) => void][] = [
    ['cannot be reached', (g) => g.failNext('directions', 'network')],
    ['has no router (404)', () => {}],
    ['is overloaded (429)', (g) => g.failNext('directions', 'quota')],
    ['answers with something else', (g) => g.directions({ legs: 'nope' })],
  ];
  for (const [when, arrange] of fallbacks) {
    it(`falls back to the straight estimate when the API ${when}`, async () => {
      arrange(gazetteer);
      const route = await platform().routing.route(request());
      expect(route!.network).to.equal('straight');
      expect(route!.offline).to.equal(true);
      expect(route!.legs[0]!.steps.map((s) => s.instruction)).to.deep.equal(['Straight to London']);
      expect(route!.path).to.have.length(2);
    });
  }

  it('routes a place it looked up before without asking for it again: once the API is gone, as the straight estimate', async () => {
    gazetteer.directions(answer);
    const offline = platform();
    // The visitor chose London: the search looked it up.
    await offline.places.details('locality:london', { session: offline.places.newSession() });
    const first = await offline.routing.route(request());
    expect(first!.network).to.equal('motorway');
    expect(gazetteer.requests.filter((url) => url.includes('/places/'))).to.have.length(1);
    // The API goes away; a route option changes and the route is asked for again.
    gazetteer.failNext('details', 'network');
    gazetteer.failNext('directions', 'network');
    const again = await offline.routing.route(request({ avoidTolls: true }));
    expect(again!.network).to.equal('straight');
    expect(again!.legs[0]!.endLabel).to.equal('London');
    expect(gazetteer.requests.filter((url) => url.includes('/places/'))).to.have.length(1);
  });

  it('drops the answer when aborted while the router works', async () => {
    gazetteer.directions(answer);
    const release = gazetteer.holdNext('directions');
    const controller = new AbortController();
    const pending = platform().routing.route(request(), { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 0));
    controller.abort();
    release();
    expect(isAbortError(await rejection(pending))).to.equal(true);
  });
});
