import { expect } from '@open-wc/testing';
import type { WirePlace, WirePlaceSuggestion } from '../../../src/api/contract';
import type { MapsError } from '../../../src/map/errors';
import { PLACE_DETAIL_FIELDS, createGooglePlatform, translateGoogleError } from '../../../src/map/google/google-platform';
import type { GRoute } from '../../../src/map/google/google-api';
import { componentsFromWire } from '../../../src/map/offline/gazetteer-platform';
import type { RawRoute } from '../../../src/map/route-model';
import { FakeGoogleMaps, FakeMapsNetworkError, FakeMapsRequestError } from '../../helpers/fake-google-maps';
import { runMapsPlatformContract, type ContractHarness, type ContractOperation } from '../maps-platform.contract';

const CODES = { quota: 'OVER_QUERY_LIMIT', denied: 'REQUEST_DENIED', invalid: 'INVALID_REQUEST' } as const;

function googleRoute(raw: RawRoute): GRoute {
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
  let route: GRoute[] = [];
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
  fake.geocodeHandler = async (location) => {
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
        throw kind === 'network' ? new FakeMapsNetworkError('UNKNOWN_ERROR') : new FakeMapsRequestError(CODES[kind]);
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
  };
}

runMapsPlatformContract('Google adapter (fake google.maps)', googleHarness);

describe('Google adapter specifics', () => {
  it('requests the spec field list without alt_id, id (classic) and scope, in the new names', () => {
    expect([...PLACE_DETAIL_FIELDS]).to.have.members([
      'addressComponents', 'adrFormatAddress', 'formattedAddress', 'location', 'viewport', 'svgIconMaskURI',
      'displayName', 'photos', 'id', 'plusCode', 'types', 'googleMapsURI', 'shortFormattedAddress',
    ]);
    for (const classic of ['alt_id', 'scope', 'place_id', 'address_component', 'geometry']) {
      expect(PLACE_DETAIL_FIELDS).not.to.include(classic);
    }
  });

  it('sends the field list, language and region with details', async () => {
    const fake = new FakeGoogleMaps();
    fake.places.set('p', { id: 'p', displayName: 'P', location: { lat: 1, lng: 2 }, viewport: { north: 2, south: 0, east: 3, west: 1 }, addressComponents: [] });
    const platform = createGooglePlatform({ loader: fake.loader, locale: 'de_DE' });
    const place = await platform.places.details('p', {});
    expect(place!.country).to.equal('N/A');
    const call = fake.calls.find((c) => c.method === 'fetchFields');
    expect(call).to.deep.include({ placeId: 'p', fields: [...PLACE_DETAIL_FIELDS] });
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

  it('asks Routes for a driving route with avoid flags, units, place ids and a field mask', async () => {
    const fake = new FakeGoogleMaps();
    const platform = createGooglePlatform({ loader: fake.loader, locale: 'en_GB' });
    await platform.routing.route({
      waypoints: [
        { label: 'A', location: { lat: 51, lng: 0 } },
        { label: 'Stop', placeId: 'ChIJstop' },
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
      region: 'GB',
      polylineQuality: 'OVERVIEW',
    });
    expect(call.request.intermediates).to.deep.equal([{ location: 'places/ChIJstop' }]);
    expect(call.request.routeModifiers).to.deep.equal({ avoidTolls: true, avoidHighways: false, avoidFerries: true });
    expect(call.request.fields).to.include.members(['legs', 'path']);
  });

  it('translates Google errors and keeps status strings inside', () => {
    expect(translateGoogleError(new FakeMapsRequestError('ZERO_RESULTS'))).to.equal('empty');
    const quota = translateGoogleError(new FakeMapsRequestError('OVER_QUERY_LIMIT')) as MapsError;
    expect([quota.kind, quota.status]).to.deep.equal(['quota', 'OVER_QUERY_LIMIT']);
    expect((translateGoogleError(new FakeMapsNetworkError('UNKNOWN_ERROR')) as MapsError).kind).to.equal('network');
    expect((translateGoogleError(new Error('The Google Maps JavaScript API could not load.')) as MapsError).kind).to.equal('network');
    expect((translateGoogleError(new Error('boom')) as MapsError).kind).to.equal('unknown');
  });

  it('loads only through the injected loader (no global google, no script)', async () => {
    const fake = new FakeGoogleMaps();
    const platform = createGooglePlatform({ loader: fake.loader, locale: 'en_GB' });
    await platform.places.suggest('abc', { session: platform.places.newSession() });
    expect(fake.importedLibraries).to.include('places');
    expect((window as { google?: unknown }).google).to.equal(undefined);
    expect(document.querySelector('script[src*="maps.googleapis.com"]')).to.equal(null);
  });

  it('cannot reach Google hosts from the test browser', async () => {
    let failed = false;
    try {
      await fetch('https://maps.googleapis.com/maps/api/js', { mode: 'no-cors' });
    } catch {
      failed = true;
    }
    expect(failed, 'maps.googleapis.com is blocked').to.equal(true);
  });
});
