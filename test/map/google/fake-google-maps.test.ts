/**
 * The fake google.maps is only worth its tests if it is as strict as Google. One test per leniency
 * the review found (../shared/reference/google-adapter-review.md §5, numbered as there); 9 and 10 are
 * exercised through the adapter in google-map-view.test.ts (the real markerclusterer, the failing loader).
 */
import { expect } from '@open-wc/testing';
import type { GComputeRoutesRequest, GoogleLibraries } from '../../../src/map/google/google-api';
import { rejection } from '../../helpers/rejection';
import {
  FakeGoogleMaps,
  FakeInvalidValueError,
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
});
