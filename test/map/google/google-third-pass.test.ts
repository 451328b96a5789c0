/**
 * The Google path's third pass (issue 43; findings of ../shared/reference/google-adapter-review.md):
 * what a brand meets on day one with a real key, pinned against the strict fake google.maps.
 */
import { expect } from '@open-wc/testing';
import type { MapsError } from '../../../src/map/errors';
import { isAbortError } from '../../../src/shared';
import { createGooglePlatform, translateGoogleError } from '../../../src/map/google/google-platform';
import { GoogleLoadError, latchLoader, loadFailureReason, type LoadLatchEnvironment } from '../../../src/map/google/load-latch';
import { detectHostLoadedMaps } from '../../../src/map/google/loader';
import { mapFailureMessage } from '../../../src/map/map-failure';
import type { MapsPlatformNotice } from '../../../src/map/types';
import { rejection } from '../../helpers/rejection';
import { FakeGoogleMaps, FakeMapsNetworkError, FakeMapsRequestError, FakeMapsServerError, type FakeRoute, type GoogleRecording } from '../../helpers/fake-google-maps';

const GOOGLE_ID = 'ChIJdd4hrwug2EcRmSrV3Vo6llI';
const LEEDS = {
  id: GOOGLE_ID,
  displayName: 'Leeds',
  formattedAddress: 'Leeds, UK',
  location: { lat: 53.8, lng: -1.55 },
  viewport: { north: 53.9, south: 53.7, east: -1.4, west: -1.7 },
  addressComponents: [{ longText: 'United Kingdom', shortText: 'GB', types: ['country'] }],
};
const tick = (ms = 10) => new Promise((resolve) => setTimeout(resolve, ms));

function platformWithNotices(fake = new FakeGoogleMaps(), locale = 'en_GB') {
  const platform = createGooglePlatform({ loader: fake.loader, locale });
  const notices: MapsPlatformNotice[] = [];
  platform.onNotice!((notice) => notices.push(notice));
  return { fake, platform, notices };
}

describe('A: a key without a service, or out of quota', () => {
  it('says so once per service, stops calling it for the page, and suggestions go quiet (no failure per keystroke)', async () => {
    const { fake, platform, notices } = platformWithNotices();
    fake.suggestionsHandler = async () => {
      throw new FakeMapsRequestError('PERMISSION_DENIED', 'PLACES_AUTOCOMPLETE');
    };
    const session = platform.places.newSession();
    const first = await rejection(platform.places.suggest('Lee', { session }));
    expect((first as MapsError).kind).to.equal('denied');
    expect(await platform.places.suggest('Leed', { session }), 'no failure, no Google call').to.deep.equal([]);
    expect(await platform.places.suggest('Leeds', { session })).to.deep.equal([]);
    const details = await rejection(platform.places.details(GOOGLE_ID, { session }));
    expect([(details as MapsError).kind, (details as MapsError).status]).to.deep.equal(['denied', 'SERVICE_OFF']);
    expect(fake.calls.map((c) => c.method), 'one call reached Google').to.deep.equal(['fetchAutocompleteSuggestions']);
    expect(notices).to.have.length(1);
    expect(notices[0]).to.deep.include({ type: 'service_failed', service: 'places', kind: 'denied', status: 'PERMISSION_DENIED' });
  });

  it('a spent Routes quota turns routes off (quota) and leaves places working; a listener added later hears it', async () => {
    const { fake, platform } = platformWithNotices();
    fake.routeHandler = async () => {
      throw new FakeMapsRequestError('RESOURCE_EXHAUSTED', 'ROUTES_COMPUTE_ROUTES');
    };
    const request = { waypoints: [{ label: 'A', location: { lat: 51, lng: 0 } }, { label: 'B', location: { lat: 52, lng: 1 } }], avoidTolls: false, avoidHighways: false, avoidFerries: false, unitSystem: 'metric' as const };
    expect(((await rejection(platform.routing.route(request))) as MapsError).kind).to.equal('quota');
    expect(((await rejection(platform.routing.route(request))) as MapsError).status).to.equal('SERVICE_OFF');
    expect(((await rejection(platform.routing.matrix!({ origins: [{ lat: 51, lng: 0 }], destinations: [{ lat: 52, lng: 0 }] }))) as MapsError).status).to.equal('SERVICE_OFF');
    expect(fake.calls.filter((c) => c.method === 'computeRoutes' || c.method === 'computeRouteMatrix')).to.have.length(1);
    await platform.places.suggest('Leeds', { session: platform.places.newSession() });
    expect(fake.calls.at(-1)!.method).to.equal('fetchAutocompleteSuggestions');
    const late: MapsPlatformNotice[] = [];
    platform.onNotice!((notice) => late.push(notice));
    expect(late).to.deep.equal([{ type: 'service_failed', service: 'routes', kind: 'quota', status: 'RESOURCE_EXHAUSTED', cause: late[0]!.type === 'service_failed' ? late[0]!.cause : null }]);
  });

  it('a passing outage does not turn a service off', async () => {
    const { fake, platform, notices } = platformWithNotices();
    let fail = true;
    fake.geocodeHandler = async () => {
      if (fail) throw new FakeMapsServerError('UNAVAILABLE', 'GEOCODER_GEOCODE');
      return [];
    };
    await rejection(platform.geocoding.reverse({ lat: 51, lng: 0 }));
    fail = false;
    expect(await platform.geocoding.reverse({ lat: 51, lng: 0 })).to.deep.equal([]);
    expect(notices).to.deep.equal([]);
  });

  it('the developer message names the API and what to do', () => {
    expect(mapFailureMessage('places_denied')).to.contain('Places API (New)').and.contain('PERMISSION_DENIED');
    expect(mapFailureMessage('routes_quota')).to.contain('Routes API').and.contain('RESOURCE_EXHAUSTED');
  });
});

describe('C: one attempt to load the script per page', () => {
  it('later calls fail at once without another script, the map and the services share the latch, a retry tries once more', async () => {
    const fake = new FakeGoogleMaps();
    fake.loadFails = true;
    const platform = createGooglePlatform({ loader: fake.loader, locale: 'en_GB' });
    const session = platform.places.newSession();
    const error = await rejection(platform.places.suggest('Le', { session }));
    expect([(error as MapsError).kind, (error as MapsError).status]).to.deep.equal(['network', 'LOAD_FAILED']);
    // Later keystrokes: no Google suggestions, and no failure to log each time (our completions carry on).
    for (const input of ['Lee', 'Leed', 'Leeds']) expect(await platform.places.suggest(input, { session })).to.deep.equal([]);
    const reverse = await rejection(platform.geocoding.reverse({ lat: 51, lng: 0 }));
    expect((reverse as MapsError).status, 'other calls fail at once with the same failure').to.equal('LOAD_FAILED');
    expect(fake.scriptLoads, 'one script tag, not one per keystroke').to.equal(1);
    // The map view of this platform sees the same failure without loading again.
    const container = document.createElement('div');
    const view = platform.createMapView(container, { center: { lat: 51, lng: 0 }, zoom: 6, mapId: 'brand' }) as unknown as { ready: Promise<void>; destroy(): void };
    await rejection(view.ready);
    expect(fake.scriptLoads).to.equal(1);
    // The visitor asks: one more attempt, and this time Google is there for everyone.
    fake.loadFails = false;
    latchLoader(fake.loader).retry();
    expect(await platform.places.suggest('Leeds', { session })).to.deep.equal([]);
    expect(fake.scriptLoads).to.equal(2);
    view.destroy();
  });

  it('J: says why the script did not load where the browser tells (CSP, Trusted Types, offline, else blocked)', async () => {
    expect(loadFailureReason(new TypeError("Failed to set the 'src' property on 'HTMLScriptElement': This document requires 'TrustedScriptURL' assignment."), false, true)).to.equal('trusted_types');
    expect(loadFailureReason(new Error('The Google Maps JavaScript API could not load.'), true, true)).to.equal('csp');
    expect(loadFailureReason(new Error('The Google Maps JavaScript API could not load.'), false, false)).to.equal('offline');
    expect(loadFailureReason(new Error('The Google Maps JavaScript API could not load.'), false, true)).to.equal('blocked');

    // Through the latch: a violation for Google's script host, reported with the script's error.
    const fake = new FakeGoogleMaps();
    fake.loadFails = true;
    const events = new EventTarget();
    const environment: LoadLatchEnvironment = { events, online: () => true, settle: () => tick(0).then(() => undefined) };
    const latch = latchLoader(fake.loader, environment);
    events.dispatchEvent(Object.assign(new Event('securitypolicyviolation'), { blockedURI: 'https://maps.googleapis.com/maps/api/js?key=k' }));
    const error = await rejection(latch.importLibrary('maps'));
    expect(error).to.be.instanceOf(GoogleLoadError);
    expect((error as GoogleLoadError).reason).to.equal('csp');
    expect(mapFailureMessage('load_failed', undefined, error)).to.contain('Content Security Policy');
    expect(mapFailureMessage('load_failed', undefined, new GoogleLoadError('offline', null))).to.contain('offline');
  });
});

describe('D: Google Maps already loaded by the host page', () => {
  it('is detected before our setOptions and reports the version Google runs', () => {
    expect(detectHostLoadedMaps({})).to.equal(null);
    const target: { google?: { maps?: { importLibrary?: unknown; version?: unknown } } } = { google: { maps: { importLibrary: () => Promise.resolve({}) } } };
    const host = detectHostLoadedMaps(target)!;
    expect(host()).to.deep.equal({ version: null });
    target.google!.maps!.version = '3.58.2';
    expect(host()).to.deep.equal({ version: '3.58.2' });
  });

  it('the platform says so once Google has answered, and the message tells the host what was ignored', async () => {
    const fake = new FakeGoogleMaps();
    fake.hostLoadedVersion = '3.58.2';
    const platform = createGooglePlatform({ loader: fake.hostPageLoader, locale: 'de_DE' });
    const notices: MapsPlatformNotice[] = [];
    platform.onNotice!((notice) => notices.push(notice));
    await platform.places.suggest('Ham', { session: platform.places.newSession() });
    await platform.places.suggest('Hamb', { session: platform.places.newSession() });
    expect(notices).to.deep.equal([{ type: 'host_loaded', version: '3.58.2' }]);
    expect(mapFailureMessage('host_loaded', undefined, notices[0])).to.contain('3.58.2').and.contain("key, language, region, version ('quarterly') and map id");
    expect(mapFailureMessage('host_loaded', undefined, notices[0]), 'too old for our markers').to.contain('older than 3.63');
    expect(mapFailureMessage('host_loaded', undefined, { version: '3.66.9' })).not.to.contain('older');
  });
});

describe('K, N: the session race and retryable errors', () => {
  it('K: a suggestion in flight when details renews the session does not file its predictions under the new session', async () => {
    const fake = new FakeGoogleMaps();
    fake.places.set(GOOGLE_ID, LEEDS);
    let release = () => {};
    let hold = false;
    fake.suggestionsHandler = async () => {
      if (hold) await new Promise<void>((resolve) => (release = resolve));
      return [fake.prediction({ placeId: GOOGLE_ID, text: 'Leeds, UK' }, null)];
    };
    const platform = createGooglePlatform({ loader: fake.loader, locale: 'en_GB' });
    const session = platform.places.newSession();
    await platform.places.suggest('Lee', { session });
    hold = true;
    const controller = new AbortController();
    const late = platform.places.suggest('Leed', { session, signal: controller.signal });
    await tick();
    hold = false;
    controller.abort();
    // The pick concludes the first session (its token goes out with fetchFields) and renews it.
    await platform.places.details(GOOGLE_ID, { session });
    release();
    expect(isAbortError(await rejection(late))).to.equal(true);
    await tick();
    // Picked again in the new session (no new suggestion yet): no spent token may go out again.
    await platform.places.details(GOOGLE_ID, { session });
    const detailTokens = fake.calls.flatMap((c) => (c.method === 'fetchFields' ? [c.token] : []));
    expect(detailTokens[1], 'the second pick carries no token (the first was spent)').to.equal(null);
    expect(fake.billing()['Autocomplete Session Usage']).to.equal(1);
  });

  it("N: Google's 5xx and internal errors are a retryable network failure, not unknown", () => {
    for (const error of [new FakeMapsServerError('INTERNAL', 'PLACES_AUTOCOMPLETE'), new FakeMapsRequestError('UNKNOWN_ERROR', 'GEOCODER_GEOCODE'), new FakeMapsRequestError('UNKNOWN', 'ROUTES_COMPUTE_ROUTES'), new FakeMapsNetworkError('UNKNOWN_ERROR')]) {
      expect((translateGoogleError(error) as MapsError).kind, error.message).to.equal('network');
    }
    expect((translateGoogleError(new FakeMapsRequestError('SOMETHING_NEW')) as MapsError).kind).to.equal('unknown');
  });

  it('N: a route whose steps came back as plain text is text, not HTML', async () => {
    const fake = new FakeGoogleMaps();
    const route: FakeRoute = {
      legs: [{ distanceMeters: 10, durationMillis: 1000, staticDurationMillis: 1000, localizedValues: null, startLocation: null, endLocation: null, path: [], steps: [{ instructions: 'Continue on A1(M) north & M1 > Leeds', maneuver: 'STRAIGHT', distanceMeters: 10, staticDurationMillis: 1000, localizedValues: null, path: [] }] }],
      path: [{ lat: 51, lng: 0 }, { lat: 51.01, lng: 0 }],
    };
    fake.routeHandler = async () => [route];
    const platform = createGooglePlatform({ loader: fake.loader, locale: 'en_GB' });
    const request = { waypoints: [{ label: 'A', location: { lat: 51, lng: 0 } }, { label: 'B', location: { lat: 51.01, lng: 0 } }], avoidTolls: false, avoidHighways: false, avoidFerries: false, unitSystem: 'metric' as const };
    expect((await platform.routing.route(request))!.instructionFormat).to.equal('text');
  });
});

describe('L: region in the form each request documents', () => {
  it('autocomplete and the Geocoder take GB (CLDR); Routes, the matrix and Place take uk (ccTLD)', async () => {
    const fake = new FakeGoogleMaps();
    fake.places.set(GOOGLE_ID, LEEDS);
    const platform = createGooglePlatform({ loader: fake.loader, locale: 'en_GB' });
    await platform.places.suggest('Leeds', { session: platform.places.newSession() });
    await platform.geocoding.reverse({ lat: 53.8, lng: -1.55 });
    await platform.places.details(GOOGLE_ID, {});
    await platform.routing.route({ waypoints: [{ label: 'A', location: { lat: 51, lng: 0 } }, { label: 'B', placeId: GOOGLE_ID }], avoidTolls: false, avoidHighways: false, avoidFerries: false, unitSystem: 'metric' });
    await platform.routing.matrix!({ origins: [{ lat: 51, lng: 0 }], destinations: [{ lat: 52, lng: 0 }] });
    const regions = fake.calls.map((c) => [c.method, 'request' in c ? c.request.region : c.method === 'fetchFields' ? c.requestedRegion : null]);
    expect(regions).to.deep.equal([
      ['fetchAutocompleteSuggestions', 'GB'],
      ['geocode', 'GB'],
      ['fetchFields', 'uk'],
      ['computeRoutes', 'uk'],
      ['computeRouteMatrix', 'uk'],
    ]);
  });

  it('an old gazetteer id as a place or a stop is "no place" / "no route" (Google: INVALID_ARGUMENT), billed nothing', async () => {
    const fake = new FakeGoogleMaps();
    const platform = createGooglePlatform({ loader: fake.loader, locale: 'en_GB' });
    expect(await platform.places.details('locality:aberdeen', {})).to.equal(null);
    expect(await platform.routing.route({ waypoints: [{ label: 'A', placeId: 'locality:aberdeen' }, { label: 'B', location: { lat: 52, lng: 0 } }], avoidTolls: false, avoidHighways: false, avoidFerries: false, unitSystem: 'metric' })).to.equal(null);
    expect(fake.billing()).to.deep.equal({});
  });
});

describe('M, H: what a typical visit is billed', () => {
  it('type 6 characters, pick, plan a route: one map load, one autocomplete session, one Place Details Pro, one Compute Routes Essentials', async () => {
    const fake = new FakeGoogleMaps();
    fake.places.set(GOOGLE_ID, LEEDS);
    fake.suggestionsHandler = async () => [fake.prediction({ placeId: GOOGLE_ID, text: 'Leeds, UK' }, null)];
    fake.routeHandler = async () => [];
    const platform = createGooglePlatform({ loader: fake.loader, locale: 'en_GB' });
    const view = platform.createMapView(document.createElement('div'), { center: { lat: 53.8, lng: -1.55 }, zoom: 6, mapId: 'brand' });
    const session = platform.places.newSession();
    // The 250 ms debounce turns six keystrokes into the requests of the texts the visitor paused on.
    for (const input of ['Lee', 'Leeds ', 'Leeds,']) await platform.places.suggest(input, { session });
    const place = await platform.places.details(GOOGLE_ID, { session });
    expect(place).not.to.equal(null);
    await platform.routing.route({ waypoints: [{ label: 'Leeds', placeId: GOOGLE_ID }, { label: 'York', location: { lat: 53.96, lng: -1.08 } }], avoidTolls: false, avoidHighways: false, avoidFerries: false, unitSystem: 'metric' });
    await tick();
    expect(fake.billing()).to.deep.equal({
      'Dynamic Maps': 1,
      'Autocomplete Session Usage': 1,
      'Place Details Pro': 1,
      'Compute Routes Essentials': 1,
    });
    view.destroy();
  });
});

describe("10: recorded answers replay through the fake", () => {
  // The shape docs/google-maps.md's recording snippet saves; the error is the message public code shows Google sending.
  const recording: GoogleRecording = {
    recordedWith: '3.66.9',
    suggestions: {
      Leeds: [{ placeId: GOOGLE_ID, text: { text: 'Leeds, UK', matches: [{ startOffset: 0, endOffset: 5 }] }, mainText: { text: 'Leeds', matches: [] }, secondaryText: { text: 'UK', matches: [] }, types: ['locality', 'political', 'geocode'] }],
    },
    places: { [GOOGLE_ID]: { ...LEEDS } },
    errors: {},
  };

  it('suggestions and details come back through the adapter as Google gave them', async () => {
    const fake = new FakeGoogleMaps();
    fake.replay(recording);
    const platform = createGooglePlatform({ loader: fake.loader, locale: 'en_GB' });
    const session = platform.places.newSession();
    const [suggestion] = await platform.places.suggest('Leeds', { session });
    expect(suggestion).to.deep.include({ placeId: GOOGLE_ID, text: 'Leeds, UK', mainText: 'Leeds', secondaryText: 'UK' });
    const place = await platform.places.details(GOOGLE_ID, { session });
    expect(place).to.deep.include({ place_id: GOOGLE_ID, name: 'Leeds', country: 'United Kingdom' });
  });

  it('a recorded refusal is what the adapter reports (and latches)', async () => {
    const fake = new FakeGoogleMaps();
    fake.replay({ ...recording, errors: { details: { name: 'MapsRequestError', code: 'PERMISSION_DENIED', endpoint: 'PLACES_GET_PLACE', message: 'PLACES_GET_PLACE: PERMISSION_DENIED: Error fetching fields: Requests to this API places.googleapis.com method google.maps.places.v1.Places.GetPlace are blocked.' } } });
    const { platform, notices } = platformWithNotices(fake);
    const error = await rejection(platform.places.details(GOOGLE_ID, {}));
    expect((error as MapsError).kind).to.equal('denied');
    expect(notices.map((n) => n.type === 'service_failed' && n.service)).to.deep.equal(['places']);
  });
});
