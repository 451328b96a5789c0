/**
 * The fake google.maps is only worth its tests if it is as strict as Google. One test per leniency
 * the review found (../shared/reference/google-adapter-review.md §5, numbered as there); 9 and 10 are
 * exercised through the adapter in google-map-view.test.ts (the real markerclusterer, the failing loader).
 */
import { expect } from '@open-wc/testing';
import type { GAutocompleteRequest, GComputeRoutesRequest, GoogleLibraries } from '../../../src/map/google/google-api';
import { rejection } from '../../helpers/rejection';
import {
  ADD_LISTENER_DEPRECATION,
  FakeGoogleMaps,
  FakeInvalidValueError,
  placeDetailsSku,
  type FakeAdvancedMarker,
  type FakeMap,
  FakeMapsRequestError,
  LOADER_FAILURE_MESSAGE,
  NO_MAP_ID_ERROR,
  STYLES_WITH_MAP_ID_WARNING,
  type FakeRoute,
} from '../../helpers/fake-google-maps';

const GOOGLE_ID = 'ChIJdd4hrwug2EcRmSrV3Vo6llI';
const tick = (ms = 10) => new Promise((resolve) => setTimeout(resolve, ms));
const codeOf = (error: unknown) => (error as { code?: string }).code;

async function libraries(fake = new FakeGoogleMaps()): Promise<{ fake: FakeGoogleMaps } & Pick<GoogleLibraries, 'places' | 'routes' | 'maps' | 'marker' | 'geocoding'>> {
  const [places, routes, maps, marker, geocoding] = await Promise.all([
    fake.loader.importLibrary('places'),
    fake.loader.importLibrary('routes'),
    fake.loader.importLibrary('maps'),
    fake.loader.importLibrary('marker'),
    fake.loader.importLibrary('geocoding'),
  ]);
  return { fake, places, routes, maps, marker, geocoding };
}

const ROUTE: FakeRoute = {
  distanceMeters: 1000,
  durationMillis: 60_000,
  path: [{ lat: 51, lng: 0 }, { lat: 51.01, lng: 0 }],
  warnings: ['Toll road'],
  legs: [{
    distanceMeters: 1000, durationMillis: 60_000, staticDurationMillis: 60_000, localizedValues: null, startLocation: null, endLocation: null,
    path: [{ lat: 51, lng: 0 }, { lat: 51.01, lng: 0 }],
    steps: [{ instructions: 'Turn left', html: 'Turn <b>left</b>', maneuver: 'TURN_LEFT', distanceMeters: 1000, staticDurationMillis: 60_000, localizedValues: null, path: [{ lat: 51, lng: 0 }, { lat: 51.01, lng: 0 }] }],
  }],
};
const routeRequest = (extra: Partial<GComputeRoutesRequest>): GComputeRoutesRequest => ({ origin: { lat: 51, lng: 0 }, destination: { lat: 51.01, lng: 0 }, fields: ['legs'], ...extra });

describe('fake google.maps: as strict as Google', () => {
  it('1. fetchFields returns only the requested fields and rejects unknown field names', async () => {
    const { fake, places } = await libraries();
    fake.places.set(GOOGLE_ID, { id: GOOGLE_ID, displayName: 'London', location: { lat: 51.5, lng: 0 }, viewport: { north: 52, south: 51, east: 1, west: -1 } });
    const { place } = await new places.Place({ id: GOOGLE_ID }).fetchFields({ fields: ['displayName', 'location'] });
    expect(place.displayName).to.equal('London');
    expect(place.location?.lat()).to.equal(51.5);
    expect(place.viewport, 'not requested').to.equal(undefined);
    expect(place.formattedAddress, 'not requested').to.equal(undefined);
    // Google checks the names on the client ("Unknown fields requested"), before any request is sent.
    const error = await rejection(new places.Place({ id: GOOGLE_ID }).fetchFields({ fields: ['displayname'] }));
    expect(error).to.be.instanceOf(FakeInvalidValueError);
    expect((error as Error).message).to.contain('Unknown fields requested: displayname');
  });

  it('2. computeRoutes returns only the requested fields; paths only with "path"; HTML only when asked for', async () => {
    const { fake, routes } = await libraries();
    fake.routeHandler = async () => [structuredClone(ROUTE)];
    const { routes: [legsOnly] = [] } = await routes.Route.computeRoutes(routeRequest({ fields: ['legs'] }));
    expect(legsOnly!.path, 'path not requested').to.equal(undefined);
    expect(legsOnly!.warnings, 'warnings not requested').to.equal(undefined);
    expect(legsOnly!.legs![0]!.path, 'leg paths need "path"').to.deep.equal([]);
    expect(legsOnly!.legs![0]!.steps[0]!.path, 'step paths need "path"').to.deep.equal([]);
    expect(legsOnly!.legs![0]!.steps[0]!.instructions).to.equal('Turn left');

    const { routes: [full] = [] } = await routes.Route.computeRoutes(
      routeRequest({ fields: ['legs', 'path', 'warnings'], extraComputations: ['HTML_FORMATTED_NAVIGATION_INSTRUCTIONS'] }),
    );
    expect(full!.path).to.have.length(2);
    expect(full!.warnings).to.deep.equal(['Toll road']);
    expect(full!.legs![0]!.steps[0]!.path).to.have.length(2);
    expect(full!.legs![0]!.steps[0]!.instructions).to.equal('Turn <b>left</b>');

    expect(codeOf(await rejection(routes.Route.computeRoutes(routeRequest({ fields: ['leg'] }))))).to.equal('INVALID_ARGUMENT');
    expect(await rejection(routes.Route.computeRoutes(routeRequest({ fields: [] })))).to.be.instanceOf(FakeInvalidValueError);
  });

  it('3. validates requests as Google does: input, primary types, session token, intermediates', async () => {
    const { places, routes } = await libraries();
    const suggest = (request: Parameters<GoogleLibraries['places']['AutocompleteSuggestion']['fetchAutocompleteSuggestions']>[0]) =>
      rejection(places.AutocompleteSuggestion.fetchAutocompleteSuggestions(request));
    const token = new places.AutocompleteSessionToken();
    expect(codeOf(await suggest({ input: '', sessionToken: token })), 'empty input').to.equal('INVALID_ARGUMENT');
    expect(codeOf(await suggest({ input: 'Lo', sessionToken: token, includedPrimaryTypes: ['a', 'b', 'c', 'd', 'e', 'f'] })), 'six types').to.equal('INVALID_ARGUMENT');
    expect(codeOf(await suggest({ input: 'Lo', sessionToken: token, includedPrimaryTypes: ['(cities)', 'geocode'] })), 'a collection with others').to.equal('INVALID_ARGUMENT');
    expect(await suggest({ input: 'Lo', sessionToken: { id: 'home-made' } }), 'not a session token').to.be.instanceOf(FakeInvalidValueError);
    const ok = await places.AutocompleteSuggestion.fetchAutocompleteSuggestions({ input: 'Lo', sessionToken: token, includedPrimaryTypes: ['(regions)'] });
    expect(ok.suggestions).to.deep.equal([]);
    const intermediates = Array.from({ length: 26 }, (_, i) => ({ location: { lat: 51 + i / 100, lng: 0 } }));
    expect(codeOf(await rejection(routes.Route.computeRoutes(routeRequest({ intermediates })))), '26 intermediates').to.equal('INVALID_ARGUMENT');
  });

  it('4. records the language and region of Place and Geocoder requests', async () => {
    const { fake, places, geocoding } = await libraries();
    fake.places.set(GOOGLE_ID, { id: GOOGLE_ID });
    await new places.Place({ id: GOOGLE_ID, requestedLanguage: 'de', requestedRegion: 'de' }).fetchFields({ fields: ['id'] });
    await rejection(new geocoding.Geocoder().geocode({ location: { lat: 51, lng: 0 }, language: 'de', region: 'DE' }));
    expect(fake.calls[0]).to.deep.include({ requestedLanguage: 'de', requestedRegion: 'de' });
    expect(fake.calls[1]).to.deep.equal({ method: 'geocode', request: { location: { lat: 51, lng: 0 }, language: 'de', region: 'DE' } });
  });

  it('5. rejects a malformed place id with INVALID_ARGUMENT, a well-formed unknown one with NOT_FOUND', async () => {
    const { places } = await libraries();
    expect(codeOf(await rejection(new places.Place({ id: 'locality:aberdeen' }).fetchFields({ fields: ['id'] })))).to.equal('INVALID_ARGUMENT');
    expect(codeOf(await rejection(new places.Place({ id: GOOGLE_ID }).fetchFields({ fields: ['id'] })))).to.equal('NOT_FOUND');
  });

  it('6. fails with the error classes and RPC codes of the new APIs', async () => {
    const { fake, places } = await libraries();
    const error = await rejection(new places.Place({ id: 'bad id' }).fetchFields({ fields: ['id'] }));
    expect(error).to.be.instanceOf(FakeMapsRequestError);
    expect((error as FakeMapsRequestError).name).to.equal('MapsRequestError');
    // Google's endpoint name for Place.fetchFields (its error-handling page: "PLACES_GET_PLACE: INVALID_ARGUMENT").
    expect((error as FakeMapsRequestError).endpoint).to.equal('PLACES_GET_PLACE');
    expect(fake.calls).to.have.length(1);
  });

  it('7. AdvancedMarkerElement is an HTMLElement: gmp-click only when clickable, drawn only on a map with a map id, no `content`', async () => {
    const { fake, maps, marker } = await libraries();
    const withId = new maps.Map(document.createElement('div'), { mapId: 'brand', center: { lat: 51, lng: 0 }, zoom: 6 });
    const withoutId = new maps.Map(document.createElement('div'), { center: { lat: 51, lng: 0 }, zoom: 6 });
    const clickable = new marker.AdvancedMarkerElement({ gmpClickable: true });
    const plain = new marker.AdvancedMarkerElement({});
    expect(clickable).to.be.instanceOf(HTMLElement);
    const clicks: string[] = [];
    clickable.addEventListener('gmp-click', () => clicks.push('clickable'));
    plain.addEventListener('gmp-click', () => clicks.push('plain'));
    clickable.map = withId;
    plain.map = withId;
    clickable.click();
    plain.click();
    expect(clicks).to.deep.equal(['clickable']);
    expect(clickable.tabIndex).to.equal(0);

    const lost = new marker.AdvancedMarkerElement({});
    lost.map = withoutId;
    expect(fake.markers.at(-1)!.drawn).to.equal(false);
    expect(fake.maps[1]!.consoleMessages).to.include(NO_MAP_ID_ERROR);
    expect(() => new marker.AdvancedMarkerElement({ content: document.createElement('div') } as never)).to.throw(TypeError);
  });

  it('8. the map warns about styles with a map id, idles after construction, has no bounds before, honours padding, reports capabilities', async () => {
    const { fake, maps } = await libraries();
    fake.invalidMapIds.add('wrong');
    const element = document.createElement('div');
    element.style.cssText = 'width:800px;height:600px';
    document.body.append(element);
    const map = new maps.Map(element, { mapId: 'brand', styles: [{ stylers: [{ visibility: 'off' }] }], center: { lat: 51, lng: 0 }, zoom: 6 });
    const fakeMap = fake.maps[0]!;
    expect(fakeMap.consoleMessages).to.deep.equal([STYLES_WITH_MAP_ID_WARNING]);
    expect(map.getBounds(), 'no bounds before the map has initialised').to.equal(undefined);
    let idles = 0;
    map.addListener('idle', () => (idles += 1));
    await tick();
    expect(idles, 'idle after construction').to.equal(1);
    expect(map.getBounds()).not.to.equal(undefined);
    expect(map.getMapCapabilities().isAdvancedMarkersAvailable).to.equal(true);

    const bounds = { north: 52, south: 51, east: 1, west: 0 };
    map.fitBounds(bounds);
    const plainCentre = map.getCenter()!.lng();
    map.fitBounds(bounds, { top: 0, right: 0, bottom: 0, left: 400 });
    expect(map.getCenter()!.lng(), 'the bounds centre moves right of the padding').to.be.lessThan(plainCentre);

    new maps.Map(element, { mapId: 'wrong', center: { lat: 51, lng: 0 }, zoom: 6 });
    await tick();
    expect(fake.maps[1]!.getMapCapabilities().isAdvancedMarkersAvailable).to.equal(false);
    element.remove();
  });

  it('10. the loader can fail as js-api-loader does when the script cannot load', async () => {
    const fake = new FakeGoogleMaps();
    fake.loadFails = true;
    const error = await rejection(fake.loader.importLibrary('maps'));
    expect((error as Error).message).to.equal(LOADER_FAILURE_MESSAGE);
  });

  // The third pass (issue 43, review §3 L1, L2, L5, L6, L9, L10, §5.9).

  it('11. rejects request keys Google does not know, at every level (L1)', async () => {
    const { fake, places, routes, maps, geocoding, marker } = await libraries();
    fake.places.set(GOOGLE_ID, { id: GOOGLE_ID });
    const token = new places.AutocompleteSessionToken();
    const suggest = (request: object) => rejection(places.AutocompleteSuggestion.fetchAutocompleteSuggestions(request as GAutocompleteRequest));
    expect(await suggest({ input: 'Lo', sessionToken: token, bias: { north: 1, south: 0, east: 1, west: 0 } }), 'bias is locationBias').to.be.instanceOf(FakeInvalidValueError);
    expect(await rejection(routes.Route.computeRoutes({ ...routeRequest({}), avoidTolls: true } as GComputeRoutesRequest)), 'avoid* belong in routeModifiers').to.be.instanceOf(FakeInvalidValueError);
    expect(await rejection(routes.Route.computeRoutes(routeRequest({ routeModifiers: { avoidToll: true } as never }))), 'a misspelt modifier').to.be.instanceOf(FakeInvalidValueError);
    expect(await rejection(new places.Place({ id: GOOGLE_ID }).fetchFields({ fields: ['id'], language: 'de' } as never)), 'fetchFields takes no language').to.be.instanceOf(FakeInvalidValueError);
    expect(await rejection(new geocoding.Geocoder().geocode({ location: { lat: 51, lng: 0 }, lang: 'de' } as never))).to.be.instanceOf(FakeInvalidValueError);
    expect(() => new maps.Map(document.createElement('div'), { centre: { lat: 51, lng: 0 } } as never)).to.throw(FakeInvalidValueError);
    expect(() => new marker.AdvancedMarkerElement({ clickable: true } as never)).to.throw(FakeInvalidValueError);
    expect(() => new maps.Polyline({ path: [], strokeColor: '#000', strokeOpacity: 1, strokeWeight: 1, colour: 'red' } as never)).to.throw(FakeInvalidValueError);
  });

  it('12. checks values: region in the form each request documents, enums, units, types, place-id stops (L2)', async () => {
    const { places, routes, geocoding } = await libraries();
    const token = new places.AutocompleteSessionToken();
    const invalid = async (promise: Promise<unknown>) => (await rejection(promise)) instanceof FakeInvalidValueError;
    expect(await invalid(places.AutocompleteSuggestion.fetchAutocompleteSuggestions({ input: 'Lo', sessionToken: token, region: 'uk' })), 'autocomplete: CLDR').to.equal(true);
    await places.AutocompleteSuggestion.fetchAutocompleteSuggestions({ input: 'Lo', sessionToken: token, region: 'GB', language: 'en-GB' });
    expect(await invalid(new geocoding.Geocoder().geocode({ location: { lat: 51, lng: 0 }, region: 'uk' })), 'Geocoder: CLDR').to.equal(true);
    expect(await invalid(Promise.resolve().then(() => new places.Place({ id: GOOGLE_ID, requestedRegion: 'GB' }).fetchFields({ fields: ['id'] }))), 'Place: ccTLD').to.equal(true);
    expect(await invalid(routes.Route.computeRoutes(routeRequest({ region: 'GB' }))), 'Routes: ccTLD').to.equal(true);
    expect(await invalid(routes.RouteMatrix.computeRouteMatrix({ origins: [{ lat: 51, lng: 0 }], destinations: [{ lat: 52, lng: 0 }], region: 'gb', fields: ['condition'] })), 'matrix: ccTLD').to.equal(true);
    expect(await invalid(routes.Route.computeRoutes(routeRequest({ units: 'METRIC' as never }))), 'units is the numeric enum').to.equal(true);
    expect(await invalid(routes.Route.computeRoutes(routeRequest({ polylineQuality: 'BEST' as never })))).to.equal(true);
    expect(await invalid(routes.Route.computeRoutes(routeRequest({ extraComputations: ['HTML_INSTRUCTIONS' as never] })))).to.equal(true);
    expect(await invalid(routes.Route.computeRoutes(routeRequest({ language: 'English' })))).to.equal(true);
    expect(codeOf(await rejection(routes.Route.computeRoutes(routeRequest({ destination: 'places/locality:aberdeen' })))), 'a stop that is no place id').to.equal('INVALID_ARGUMENT');
    expect(codeOf(await rejection(places.AutocompleteSuggestion.fetchAutocompleteSuggestions({ input: 'Lo', sessionToken: token, includedPrimaryTypes: ['Gas Station'] })))).to.equal('INVALID_ARGUMENT');
    await routes.Route.computeRoutes(routeRequest({ region: 'uk', language: 'en-GB', units: 1, polylineQuality: 'HIGH_QUALITY' }));
  });

  it("13. capabilities can be scripted: undefined, false, true, each with mapcapabilities_changed (L6)", async () => {
    const { fake, maps } = await libraries();
    fake.deferCapabilities = true;
    const map = new maps.Map(document.createElement('div'), { mapId: 'brand', center: { lat: 51, lng: 0 }, zoom: 6 }) as FakeMap;
    const seen: (boolean | undefined)[] = [];
    map.addListener('mapcapabilities_changed', () => seen.push(map.getMapCapabilities().isAdvancedMarkersAvailable));
    await tick();
    expect(map.getMapCapabilities(), 'not known after the first idle either').to.deep.equal({});
    map.reportCapabilities(false);
    map.reportCapabilities(true);
    expect(seen).to.deep.equal([false, true]);
  });

  it("14. logs Google's 3.66 deprecation warning for AdvancedMarkerElement.addListener (L9)", async () => {
    const { fake, marker } = await libraries();
    const warn = console.warn;
    const logged: unknown[] = [];
    console.warn = (...args: unknown[]) => logged.push(args[0]);
    try {
      const element = new marker.AdvancedMarkerElement({ gmpClickable: true }) as FakeAdvancedMarker;
      element.addListener('gmp-click', () => {});
      element.addEventListener('gmp-click', () => {});
    } finally {
      console.warn = warn;
    }
    expect(fake.consoleMessages).to.deep.equal([ADD_LISTENER_DEPRECATION]);
    expect(logged).to.deep.equal([ADD_LISTENER_DEPRECATION]);
  });

  it('15. the loader bootstraps again after a failure, as js-api-loader 2.1.3 does; calls share a pending bootstrap (L10)', async () => {
    const fake = new FakeGoogleMaps();
    fake.loadFails = true;
    await Promise.all([rejection(fake.loader.importLibrary('maps')), rejection(fake.loader.importLibrary('marker'))]);
    expect(fake.scriptLoads, 'one script for calls made together').to.equal(1);
    await rejection(fake.loader.importLibrary('places'));
    expect(fake.scriptLoads, 'a new script for the next call').to.equal(2);
    fake.loadFails = false;
    await fake.loader.importLibrary('places');
    await fake.loader.importLibrary('routes');
    expect(fake.scriptLoads, 'loaded: no more scripts').to.equal(3);
  });

  it('16. counts billed calls per SKU, with session pricing (§5.9)', async () => {
    const { fake, places, routes, maps } = await libraries();
    fake.places.set(GOOGLE_ID, { id: GOOGLE_ID, displayName: 'London' });
    fake.suggestionsHandler = async () => [fake.prediction({ placeId: GOOGLE_ID, text: 'London' }, null)];
    new maps.Map(document.createElement('div'), { mapId: 'brand', center: { lat: 51, lng: 0 }, zoom: 6 });
    const token = new places.AutocompleteSessionToken();
    await places.AutocompleteSuggestion.fetchAutocompleteSuggestions({ input: 'Lo', sessionToken: token });
    const { suggestions } = await places.AutocompleteSuggestion.fetchAutocompleteSuggestions({ input: 'Lon', sessionToken: token });
    await suggestions[0]!.placePrediction!.toPlace().fetchFields({ fields: ['displayName', 'location'] });
    // The spent token again, and a session that is never concluded: billed per request.
    await places.AutocompleteSuggestion.fetchAutocompleteSuggestions({ input: 'Lond', sessionToken: token });
    await places.AutocompleteSuggestion.fetchAutocompleteSuggestions({ input: 'Pa', sessionToken: new places.AutocompleteSessionToken() });
    await new places.Place({ id: GOOGLE_ID }).fetchFields({ fields: ['id', 'formattedAddress'] });
    const intermediates = Array.from({ length: 11 }, (_, i) => ({ location: { lat: 51 + i / 100, lng: 0 } }));
    await routes.Route.computeRoutes(routeRequest({}));
    await routes.Route.computeRoutes(routeRequest({ intermediates }));
    await routes.RouteMatrix.computeRouteMatrix({ origins: [{ lat: 51, lng: 0 }, { lat: 51.1, lng: 0 }], destinations: [{ lat: 52, lng: 0 }, { lat: 52.1, lng: 0 }], fields: ['condition'] });
    expect(fake.billing()).to.deep.equal({
      'Dynamic Maps': 1,
      'Autocomplete Session Usage': 1,
      'Place Details Pro': 1,
      'Place Details Essentials': 1,
      'Autocomplete Requests': 2,
      'Compute Routes Essentials': 1,
      'Compute Routes Pro': 1,
      'Compute Route Matrix Essentials (elements)': 4,
    });
    expect(placeDetailsSku(['id'])).to.equal('Place Details Essentials IDs Only');
    expect(placeDetailsSku(['formattedAddress', 'rating'])).to.equal('Place Details Enterprise');
  });
});
