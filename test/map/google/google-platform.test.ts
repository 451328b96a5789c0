import { expect } from '@open-wc/testing';
import type { WirePlace, WirePlaceSuggestion } from '../../../src/api/contract';
import { CORRIDOR_LINE_MAX_CHARS, corridorEncodedPath } from '../../../src/map/corridor-line';
import type { MapsError } from '../../../src/map/errors';
import { isAbortError } from '../../../src/shared';
import {
  MAX_INTERMEDIATES,
  PLACE_DETAIL_FIELDS,
  createGooglePlatform,
  translateGoogleError,
} from '../../../src/map/google/google-platform';
import { decodePolyline, encodePolyline } from '../../../src/map/polyline';
import { rejection } from '../../helpers/rejection';
import { componentsFromWire } from '../../../src/map/gazetteer/gazetteer-platform';
import type { RawRoute } from '../../../src/map/route-model';
import { FakeGoogleMaps, FakeMapsNetworkError, FakeMapsRequestError, FakeMapsServerError, LOADER_FAILURE_MESSAGE, placeDetailsSku, type FakeRoute } from '../../helpers/fake-google-maps';
import type { GoogleMapView } from '../../../src/map/google/google-map-view';
import { pollDrawn, runMapsPlatformContract, type ContractHarness, type ContractOperation } from '../maps-platform.contract';

/**
 * How Google fails, per service: the new Places and Routes classes reject with the RPC codes of their
 * APIs (Places API (New), Routes API); the Geocoder is a classic service with the classic status strings.
 */
const FAILURES: Record<ContractOperation, Record<'network' | 'quota' | 'denied' | 'invalid', () => Error>> = {
  suggest: {
    network: () => new FakeMapsServerError('UNAVAILABLE', 'PLACES_AUTOCOMPLETE'),
    quota: () => new FakeMapsRequestError('RESOURCE_EXHAUSTED', 'PLACES_AUTOCOMPLETE'),
    denied: () => new FakeMapsRequestError('PERMISSION_DENIED', 'PLACES_AUTOCOMPLETE'),
    invalid: () => new FakeMapsRequestError('INVALID_ARGUMENT', 'PLACES_AUTOCOMPLETE'),
  },
  details: {
    network: () => new FakeMapsServerError('UNAVAILABLE', 'PLACES_DETAILS'),
    quota: () => new FakeMapsRequestError('RESOURCE_EXHAUSTED', 'PLACES_DETAILS'),
    denied: () => new FakeMapsRequestError('PERMISSION_DENIED', 'PLACES_DETAILS'),
    // A malformed id is "no place" (R3); a request Google finds invalid otherwise looks the same.
    invalid: () => new FakeMapsRequestError('FAILED_PRECONDITION', 'PLACES_DETAILS'),
  },
  reverse: {
    network: () => new FakeMapsNetworkError('UNKNOWN_ERROR', 'GEOCODER_GEOCODE'),
    quota: () => new FakeMapsRequestError('OVER_QUERY_LIMIT', 'GEOCODER_GEOCODE'),
    denied: () => new FakeMapsRequestError('REQUEST_DENIED', 'GEOCODER_GEOCODE'),
    invalid: () => new FakeMapsRequestError('INVALID_REQUEST', 'GEOCODER_GEOCODE'),
  },
  route: {
    network: () => new FakeMapsServerError('UNAVAILABLE', 'ROUTES_COMPUTE_ROUTES'),
    quota: () => new FakeMapsRequestError('RESOURCE_EXHAUSTED', 'ROUTES_COMPUTE_ROUTES'),
    denied: () => new FakeMapsRequestError('PERMISSION_DENIED', 'ROUTES_COMPUTE_ROUTES'),
    invalid: () => new FakeMapsRequestError('INVALID_ARGUMENT', 'ROUTES_COMPUTE_ROUTES'),
  },
};

function googleRoute(raw: RawRoute): FakeRoute {
  return {
    legs: raw.legs.map((leg) => ({
      distanceMeters: leg.distanceMeters,
      durationMillis: leg.durationSeconds * 1000,
      staticDurationMillis: leg.durationSeconds * 1000,
      localizedValues: null,
      startLocation: null,
      endLocation: null,
      path: leg.path ?? [],
      steps: leg.steps.map((step) => ({
        instructions: step.instructions,
        maneuver: step.maneuver,
        distanceMeters: step.distanceMeters,
        staticDurationMillis: step.durationSeconds * 1000,
        localizedValues: { distance: `${step.distanceMeters} m`, staticDuration: `${step.durationSeconds} s` },
        path: step.path,
      })),
    })),
    ...(raw.path ? { path: raw.path } : {}),
  };
}

function googleHarness(): ContractHarness {
  const fake = new FakeGoogleMaps();
  const platform = createGooglePlatform({ loader: fake.loader, locale: 'en_GB' });
  const suggestions = new Map<string, WirePlaceSuggestion[]>();
  const reverse = new Map<string, WirePlace[]>();
  let route: FakeRoute[] = [];
  const interceptors = new Map<ContractOperation, (() => Promise<void>)[]>();
  const intercept = async (operation: ContractOperation) => {
    const next = interceptors.get(operation)?.shift();
    if (next) await next();
  };
  const addInterceptor = (operation: ContractOperation, run: () => Promise<void>) =>
    interceptors.set(operation, [...(interceptors.get(operation) ?? []), run]);

  fake.suggestionsHandler = async (request) => {
    await intercept('suggest');
    return (suggestions.get(request.input) ?? []).map((s) =>
      fake.prediction(
        { placeId: s.place_id, text: s.description, mainText: s.main_text, secondaryText: s.secondary_text, types: s.types, matches: s.matched_substrings.map((m) => [m.offset, m.offset + m.length]) },
        null,
      ),
    );
  };
  const defaultDetails = fake.detailsHandler;
  fake.detailsHandler = async (id) => {
    await intercept('details');
    return defaultDetails(id);
  };
  fake.geocodeHandler = async ({ location }) => {
    await intercept('reverse');
    const places = reverse.get(`${location.lat},${location.lng}`) ?? [];
    if (!places.length) throw new FakeMapsRequestError('ZERO_RESULTS', 'GEOCODER_GEOCODE');
    return places.map((p) => ({ place_id: p.place_id, formatted_address: p.formatted_address, geometry: { location: { lat: () => p.lat, lng: () => p.lng } }, types: p.types }));
  };
  fake.routeHandler = async () => {
    await intercept('route');
    return route;
  };

  return {
    platform,
    givenSuggestions: (input, list) => suggestions.set(input, list),
    givenPlace: (place) =>
      fake.places.set(place.place_id, {
        id: place.place_id,
        displayName: place.name,
        formattedAddress: place.formatted_address,
        location: { lat: place.lat, lng: place.lng },
        viewport: place.viewport ?? null,
        addressComponents: componentsFromWire(place.address_components),
      }),
    givenReverse: (at, places) => reverse.set(`${at.lat},${at.lng}`, places),
    givenRoute: (raw) => (route = [googleRoute(raw)]),
    givenNoRoute: () => (route = []),
    failNext: (operation, kind) =>
      addInterceptor(operation, async () => {
        throw FAILURES[operation][kind]();
      }),
    holdNext: (operation) => {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      addInterceptor(operation, () => held);
      return release;
    },
    sessionTokens: () =>
      fake.calls.flatMap((c): { operation: 'suggest' | 'details'; token: string | null }[] =>
        c.method === 'fetchAutocompleteSuggestions'
          ? [{ operation: 'suggest' as const, token: c.token }]
          : c.method === 'fetchFields'
            ? [{ operation: 'details' as const, token: c.token }]
            : [],
      ),
    scriptedRoutes: true,
    // The pins are our DOM inside Google's advanced markers: the glyph's text and the pin's computed opacity.
    drawnStations: async (view, _container, done) => {
      await (view as GoogleMapView).ready;
      return pollDrawn(() => {
        const drawn = new Map<string, { text: string; faded: boolean }>();
        for (const marker of fake.markers) {
          const pin = marker.firstElementChild as HTMLElement | null;
          const id = pin?.dataset['stationId'];
          if (!pin || !id || !marker.map) continue;
          drawn.set(id, { text: pin.querySelector('.sl-marker__glyph')?.textContent ?? '', faded: Number(getComputedStyle(pin).opacity) < 1 });
        }
        return drawn;
      }, done);
    },
  };
}

runMapsPlatformContract('Google adapter (fake google.maps)', googleHarness);

const GOOGLE_ID = 'ChIJdd4hrwug2EcRmSrV3Vo6llI';
const completePlace = (id: string) => ({
  id,
  displayName: 'London',
  formattedAddress: 'London, UK',
  location: { lat: 51.5, lng: -0.12 },
  viewport: { north: 51.7, south: 51.3, east: 0.3, west: -0.5 },
  addressComponents: [{ longText: 'London', shortText: 'London', types: ['locality'] }],
});
const twoPoints = (label: string) =>
  [{ label: `${label} A`, location: { lat: 51, lng: 0 } }, { label: `${label} B`, location: { lat: 52, lng: 1 } }];
const routeRequest = (waypoints: ReturnType<typeof twoPoints>) => ({ waypoints, avoidTolls: false, avoidHighways: false, avoidFerries: false, unitSystem: 'metric' as const });

describe('Google adapter specifics', () => {
  it('M: requests only the place fields it reads, in the new names: one Place Details Pro call per pick', () => {
    // Billing is per field mask at the highest SKU among its fields: the spec's 13 fields (7 never read:
    // photos, icon, plus code, types, url, vicinity, adr_address) bought nothing but risk.
    expect([...PLACE_DETAIL_FIELDS]).to.have.members(['id', 'displayName', 'formattedAddress', 'location', 'viewport', 'addressComponents']);
    for (const classic of ['alt_id', 'scope', 'place_id', 'address_component', 'geometry']) {
      expect(PLACE_DETAIL_FIELDS).not.to.include(classic);
    }
    expect(placeDetailsSku(PLACE_DETAIL_FIELDS), 'displayName is a Pro field').to.equal('Place Details Pro');
  });

  it('L: sends the field list, language and region (a ccTLD: uk, not GB) with details by id', async () => {
    for (const [locale, language, region] of [['de_DE', 'de', 'de'], ['en_GB', 'en-GB', 'uk']] as const) {
      const fake = new FakeGoogleMaps();
      fake.places.set(GOOGLE_ID, { id: GOOGLE_ID, displayName: 'P', location: { lat: 1, lng: 2 }, viewport: { north: 2, south: 0, east: 3, west: 1 }, addressComponents: [] });
      const platform = createGooglePlatform({ loader: fake.loader, locale });
      const place = await platform.places.details(GOOGLE_ID, {});
      expect(place!.country).to.equal('N/A');
      const call = fake.calls.find((c) => c.method === 'fetchFields');
      expect(call).to.deep.include({ placeId: GOOGLE_ID, fields: [...PLACE_DETAIL_FIELDS], requestedLanguage: language, requestedRegion: region });
    }
  });

  it('sends language and region with reverse geocoding', async () => {
    const fake = new FakeGoogleMaps();
    const platform = createGooglePlatform({ loader: fake.loader, locale: 'en_GB' });
    await platform.geocoding.reverse({ lat: 51.5, lng: -0.1 });
    const call = fake.calls.find((c) => c.method === 'geocode');
    expect(call).to.deep.equal({ method: 'geocode', request: { location: { lat: 51.5, lng: -0.1 }, language: 'en-GB', region: 'GB' } });
  });

  it('passes bias, language, region and a session token to autocomplete', async () => {
    const fake = new FakeGoogleMaps();
    const platform = createGooglePlatform({ loader: fake.loader, locale: 'de_DE' });
    const bias = { north: 55, south: 50, east: 2, west: -6 };
    await platform.places.suggest('Hamb', { session: platform.places.newSession(), bias });
    const call = fake.calls[0];
    expect(call?.method).to.equal('fetchAutocompleteSuggestions');
    if (call?.method !== 'fetchAutocompleteSuggestions') return;
    expect(call.request).to.deep.include({ input: 'Hamb', language: 'de', region: 'DE', locationBias: bias });
    expect(call.token).to.be.a('string');
    expect(call.request).not.to.have.property('includedPrimaryTypes');
  });

  it('asks autocomplete for the configured place types', async () => {
    const fake = new FakeGoogleMaps();
    const platform = createGooglePlatform({ loader: fake.loader, locale: 'en_GB' });
    await platform.places.suggest('Leed', { session: platform.places.newSession(), types: ['(cities)'] });
    const call = fake.calls[0];
    if (call?.method !== 'fetchAutocompleteSuggestions') throw new Error('no autocomplete call');
    expect(call.request.includedPrimaryTypes).to.deep.equal(['(cities)']);
  });

  it('answers blank input with no suggestions and no Google call (Google rejects empty input)', async () => {
    const fake = new FakeGoogleMaps();
    const platform = createGooglePlatform({ loader: fake.loader, locale: 'en_GB' });
    expect(await platform.places.suggest('   ', { session: platform.places.newSession() })).to.deep.equal([]);
    expect(fake.calls).to.deep.equal([]);
  });

  it('asks Routes for a driving route with avoid flags, units, place ids, HTML instructions, the full-quality line and a field mask', async () => {
    const fake = new FakeGoogleMaps();
    const platform = createGooglePlatform({ loader: fake.loader, locale: 'en_GB' });
    await platform.routing.route({
      waypoints: [
        { label: 'A', location: { lat: 51, lng: 0 } },
        { label: 'Stop', placeId: GOOGLE_ID },
        { label: 'B', location: { lat: 52, lng: 1 } },
      ],
      avoidTolls: true,
      avoidHighways: false,
      avoidFerries: true,
      unitSystem: 'imperial',
    });
    const call = fake.calls.find((c) => c.method === 'computeRoutes');
    if (call?.method !== 'computeRoutes') throw new Error('no computeRoutes call');
    expect(call.request).to.deep.include({
      origin: { lat: 51, lng: 0 },
      destination: { lat: 52, lng: 1 },
      travelMode: 'DRIVING',
      units: 1,
      language: 'en-GB',
      // Routes documents a ccTLD: the United Kingdom is `uk` (L).
      region: 'uk',
      polylineQuality: 'HIGH_QUALITY',
    });
    expect(call.request.extraComputations).to.deep.equal(['HTML_FORMATTED_NAVIGATION_INSTRUCTIONS']);
    expect(call.request.intermediates).to.deep.equal([{ location: `places/${GOOGLE_ID}` }]);
    expect(call.request.routeModifiers).to.deep.equal({ avoidTolls: true, avoidHighways: false, avoidFerries: true });
    expect(call.request.fields).to.include.members(['legs', 'path']);
  });

  it('R1: gives the HTML-formatted instructions Google returns on request, marked as HTML', async () => {
    const fake = new FakeGoogleMaps();
    const route = googleRoute({
      legs: [{ distanceMeters: 100, durationSeconds: 10, steps: [{ instructions: 'Turn left onto High St\nToll road', maneuver: 'TURN_LEFT', distanceMeters: 100, durationSeconds: 10, path: [{ lat: 51, lng: 0 }, { lat: 52, lng: 1 }] }] }],
    });
    // What Google sends instead of the plain text when HTML_FORMATTED_NAVIGATION_INSTRUCTIONS is asked for.
    route.legs![0]!.steps[0]!.html = 'Turn <b>left</b> onto <b>High St</b><div>Toll road</div>';
    fake.routeHandler = async () => [route];
    const platform = createGooglePlatform({ loader: fake.loader, locale: 'en_GB' });
    const result = await platform.routing.route(routeRequest(twoPoints('R1')));
    expect(result!.instructionFormat).to.equal('html');
    expect(result!.legs[0]!.steps[0]!.instruction).to.equal('Turn <b>left</b> onto <b>High St</b><div>Toll road</div>');
  });

  it('R7: keeps the full line for drawing and sends along_corridor a simplified one only when it is long', async () => {
    const fake = new FakeGoogleMaps();
    // A wiggly 40 km line of 20,000 points: far longer encoded than the corridor line may be.
    const path = Array.from({ length: 20_000 }, (_, i) => ({ lat: 51 + i * 0.00002, lng: (i % 2 ? 0.00003 : 0) + i * 0.00001 }));
    fake.routeHandler = async (request) => [
      googleRoute({ legs: [{ distanceMeters: 40_000, durationSeconds: 2_000, steps: [] }], path: request.polylineQuality === 'HIGH_QUALITY' ? path : [path[0]!, path.at(-1)!] }),
    ];
    const platform = createGooglePlatform({ loader: fake.loader, locale: 'en_GB' });
    const result = await platform.routing.route(routeRequest(twoPoints('R7')));
    expect(result!.path).to.have.length(20_000);
    expect(result!.encodedPath).to.equal(encodePolyline(result!.path));
    expect(result!.corridorEncodedPath.length).to.be.at.most(CORRIDOR_LINE_MAX_CHARS);
    const corridor = decodePolyline(result!.corridorEncodedPath);
    expect(corridor.length).to.be.greaterThan(1).and.lessThan(20_000);
    const full = decodePolyline(result!.encodedPath);
    expect(corridor[0], 'same start').to.deep.equal(full[0]);
    expect(corridor.at(-1), 'same end').to.deep.equal(full.at(-1));
    // A short line goes out as it is.
    expect(corridorEncodedPath(path.slice(0, 50))).to.equal(encodePolyline(path.slice(0, 50)));
  });

  it('rejects more than 25 stops as invalid before calling Google', async () => {
    const fake = new FakeGoogleMaps();
    const platform = createGooglePlatform({ loader: fake.loader, locale: 'en_GB' });
    const waypoints = Array.from({ length: MAX_INTERMEDIATES + 3 }, (_, i) => ({ label: `W${i}`, location: { lat: 51 + i / 100, lng: 0 } }));
    const error = await rejection(platform.routing.route(routeRequest(waypoints)));
    expect([(error as MapsError).kind, (error as MapsError).status]).to.deep.equal(['invalid', 'MAX_WAYPOINTS_EXCEEDED']);
    expect(fake.calls).to.deep.equal([]);
  });

  describe('route matrix (detours on Google routes, issue 18)', () => {
    const A = { lat: 53.8, lng: -1.55 };
    const S = { lat: 53.75, lng: -1.6 };
    const B = { lat: 53.7, lng: -1.5 };

    it('asks for a traffic-unaware driving matrix with a field mask and reads each element in order', async () => {
      const fake = new FakeGoogleMaps();
      fake.matrixHandler = async () => [
        [{ condition: 'ROUTE_EXISTS', durationMillis: 300_000, distanceMeters: 4_000, staticDurationMillis: 290_000 }, { condition: 'ROUTE_EXISTS', durationMillis: 600_000, distanceMeters: 9_000 }],
        [{ condition: 'ROUTE_EXISTS', durationMillis: 0, distanceMeters: 0 }, { condition: 'ROUTE_NOT_FOUND' }],
      ];
      const platform = createGooglePlatform({ loader: fake.loader, locale: 'de_DE' });
      const cells = await platform.routing.matrix!({ origins: [A, S], destinations: [S, B] });
      expect(cells).to.deep.equal([
        [{ seconds: 300, metres: 4_000 }, { seconds: 600, metres: 9_000 }],
        [{ seconds: 0, metres: 0 }, null],
      ]);
      const [call] = fake.calls;
      expect(call?.method).to.equal('computeRouteMatrix');
      expect(call && 'request' in call ? call.request : null).to.deep.equal({
        origins: [A, S],
        destinations: [S, B],
        travelMode: 'DRIVING',
        routingPreference: 'TRAFFIC_UNAWARE',
        language: 'de',
        region: 'de',
        fields: ['condition', 'durationMillis', 'distanceMeters'],
      });
    });

    it('rejects more than 625 elements as invalid before calling Google (each element is billed)', async () => {
      const fake = new FakeGoogleMaps();
      const platform = createGooglePlatform({ loader: fake.loader, locale: 'en_GB' });
      const points = Array.from({ length: 26 }, (_, i) => ({ lat: 53 + i / 100, lng: -1 }));
      const error = await rejection(platform.routing.matrix!({ origins: points, destinations: points }));
      expect([(error as MapsError).kind, (error as MapsError).status]).to.deep.equal(['invalid', 'MAX_ELEMENTS_EXCEEDED']);
      expect(fake.calls).to.deep.equal([]);
    });

    it('the fake is as strict as Google: no field mask, unknown fields, an empty side or too many elements are refused', async () => {
      const fake = new FakeGoogleMaps();
      const { RouteMatrix } = await fake.loader.importLibrary('routes');
      const base = { origins: [A], destinations: [B], fields: ['durationMillis'] };
      for (const request of [
        { ...base, fields: [] },
        { ...base, fields: ['duration'] },
        { ...base, destinations: [] },
        { ...base, origins: Array.from({ length: 11 }, () => A), destinations: Array.from({ length: 10 }, () => B), routingPreference: 'TRAFFIC_AWARE_OPTIMAL' },
      ]) {
        await rejection(RouteMatrix.computeRouteMatrix(request as Parameters<typeof RouteMatrix.computeRouteMatrix>[0]));
      }
      // Only the requested fields come back.
      const { matrix } = await RouteMatrix.computeRouteMatrix(base);
      expect(Object.keys(matrix.rows[0]!.items[0]!)).to.deep.equal(['durationMillis']);
    });

    it('an aborted call never reaches Google, and Google failures are translated', async () => {
      const fake = new FakeGoogleMaps();
      const platform = createGooglePlatform({ loader: fake.loader, locale: 'en_GB' });
      const controller = new AbortController();
      controller.abort();
      expect(isAbortError(await rejection(platform.routing.matrix!({ origins: [A], destinations: [B] }, { signal: controller.signal })))).to.equal(true);
      expect(fake.calls).to.deep.equal([]);
      fake.matrixHandler = async () => {
        throw new FakeMapsRequestError('RESOURCE_EXHAUSTED', 'ROUTES_COMPUTE_ROUTE_MATRIX');
      };
      expect((await rejection(platform.routing.matrix!({ origins: [A], destinations: [B] })) as MapsError).kind).to.equal('quota');
    });
  });

  it('R3: a malformed place id is "no place" (Google: INVALID_ARGUMENT), and so is a well-formed unknown one (NOT_FOUND)', async () => {
    const fake = new FakeGoogleMaps();
    const platform = createGooglePlatform({ loader: fake.loader, locale: 'en_GB' });
    expect(await platform.places.details('locality:aberdeen', {})).to.equal(null);
    expect(await platform.places.details(GOOGLE_ID, {})).to.equal(null);
    // INVALID_ARGUMENT stays an error where it does not mean "no such place".
    fake.suggestionsHandler = async () => {
      throw new FakeMapsRequestError('INVALID_ARGUMENT');
    };
    const error = await rejection(platform.places.suggest('Lon', { session: platform.places.newSession() }));
    expect((error as MapsError).kind).to.equal('invalid');
  });

  it('R4: renews the session once fetchFields has answered, even with an incomplete place', async () => {
    const fake = new FakeGoogleMaps();
    fake.places.set(GOOGLE_ID, { ...completePlace(GOOGLE_ID), viewport: null });
    fake.suggestionsHandler = async () => [fake.prediction({ placeId: GOOGLE_ID, text: 'London, UK' }, null)];
    const platform = createGooglePlatform({ loader: fake.loader, locale: 'en_GB' });
    const session = platform.places.newSession();
    const first = session.id;
    await platform.places.suggest('Lon', { session });
    expect(await platform.places.details(GOOGLE_ID, { session }), 'no viewport: incomplete').to.equal(null);
    expect(session.id, 'the token went out with fetchFields: a new session').not.to.equal(first);
    await platform.places.suggest('Lon', { session });
    const tokens = fake.calls.flatMap((c) => (c.method === 'fetchFields' || c.method === 'fetchAutocompleteSuggestions' ? [c.token] : []));
    expect(tokens[1], 'details closed the first session').to.equal(tokens[0]);
    expect(tokens[2], 'the next suggestion has a fresh token').to.be.a('string').and.not.equal(tokens[0]);
  });

  it('R11: a call aborted while the libraries load never reaches Google', async () => {
    const fake = new FakeGoogleMaps();
    let open = () => {};
    fake.loadGate = new Promise<void>((resolve) => (open = resolve));
    const platform = createGooglePlatform({ loader: fake.loader, locale: 'en_GB' });
    const controller = new AbortController();
    const pending = platform.places.suggest('Lon', { session: platform.places.newSession(), signal: controller.signal });
    controller.abort();
    open();
    expect(isAbortError(await rejection(pending))).to.equal(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fake.calls).to.deep.equal([]);
  });

  it('R9: translates Google errors by what they are, and keeps status strings inside', () => {
    expect(translateGoogleError(new FakeMapsRequestError('ZERO_RESULTS'))).to.equal('empty');
    const quota = translateGoogleError(new FakeMapsRequestError('OVER_QUERY_LIMIT')) as MapsError;
    expect([quota.kind, quota.status]).to.deep.equal(['quota', 'OVER_QUERY_LIMIT']);
    expect((translateGoogleError(new FakeMapsRequestError('RESOURCE_EXHAUSTED')) as MapsError).kind).to.equal('quota');
    expect((translateGoogleError(new FakeMapsRequestError('PERMISSION_DENIED')) as MapsError).kind).to.equal('denied');
    expect((translateGoogleError(new FakeMapsServerError('UNAVAILABLE')) as MapsError).kind).to.equal('network');
    expect((translateGoogleError(new FakeMapsNetworkError('UNKNOWN_ERROR')) as MapsError).kind).to.equal('network');
    expect((translateGoogleError(new Error(LOADER_FAILURE_MESSAGE)) as MapsError).kind).to.equal('network');
    expect((translateGoogleError(new TypeError('Failed to fetch')) as MapsError).kind).to.equal('network');
    // A response shape we did not expect is a bug to see, not an outage.
    const shape = translateGoogleError(new TypeError("Cannot read properties of undefined (reading 'map')")) as MapsError;
    expect([shape.kind, shape.status]).to.deep.equal(['unknown', 'UNEXPECTED_SHAPE']);
    expect((translateGoogleError(new Error('boom')) as MapsError).kind).to.equal('unknown');
  });

  it('R9: a route answer missing a field we read is reported as unknown, not as a network failure', async () => {
    const fake = new FakeGoogleMaps();
    fake.routeHandler = async () => [{ legs: [{ distanceMeters: 1, durationMillis: 1, staticDurationMillis: 1, localizedValues: null, startLocation: null, endLocation: null, path: [], steps: undefined as never }] }];
    const platform = createGooglePlatform({ loader: fake.loader, locale: 'en_GB' });
    const error = await rejection(platform.routing.route(routeRequest(twoPoints('R9'))));
    expect((error as MapsError).kind).to.equal('unknown');
  });

  it('loads only through the injected loader (no global google, no script)', async () => {
    const fake = new FakeGoogleMaps();
    const platform = createGooglePlatform({ loader: fake.loader, locale: 'en_GB' });
    await platform.places.suggest('abc', { session: platform.places.newSession() });
    expect(fake.importedLibraries).to.include('places');
    expect((window as { google?: unknown }).google).to.equal(undefined);
    expect(document.querySelector('script[src*="maps.googleapis.com"]')).to.equal(null);
  });

});
