import { expect } from '@open-wc/testing';
import { componentsFromWire, rawDetailsFromWire, suggestionFromWire } from '../../src/map/gazetteer/gazetteer-platform';
import { stationVisual } from '../../src/map/marker-style';
import { FakeMapsPlatform, type FakeMapView } from '../helpers/fake-maps-platform';
import { pollDrawn, runMapsPlatformContract, type ContractHarness } from './maps-platform.contract';

function fakeHarness(): ContractHarness {
  const platform = new FakeMapsPlatform();
  return {
    platform,
    givenSuggestions: (input, list) => platform.scriptSuggestions(input, list.map(suggestionFromWire)),
    givenPlace: (place) => platform.scriptPlace({ ...rawDetailsFromWire(place), id: place.place_id }),
    givenReverse: (location, places) =>
      platform.scriptReverse(
        location,
        places.map((p) => ({ placeId: p.place_id, formattedAddress: p.formatted_address, location: { lat: p.lat, lng: p.lng }, types: p.types })),
      ),
    givenRoute: (route) => platform.scriptRoute(route),
    givenNoRoute: () => platform.scriptRoute(null),
    failNext: (operation, kind) => platform.failNext(operation, kind),
    holdNext: (operation) => platform.holdNext(operation),
    sessionTokens: () =>
      platform.calls
        .filter((call) => call.operation === 'suggest' || call.operation === 'details')
        .map((call) => ({ operation: call.operation as 'suggest' | 'details', token: call.session ?? null })),
    scriptedRoutes: true,
    // The fake draws nothing: what it shows is the shared pin model (`stationVisual`) of what it holds.
    drawnStations: (view, _container, done) =>
      pollDrawn(
        () => new Map((view as FakeMapView).stations.map((station) => [station.id, { text: stationVisual(station).glyph, faded: stationVisual(station).opacity < 1 }])),
        done,
      ),
  };
}

runMapsPlatformContract('test fake', fakeHarness);

describe('FakeMapsPlatform extras', () => {
  it('logs calls and honours latency', async () => {
    const platform = new FakeMapsPlatform();
    platform.latencyMs = 30;
    const started = performance.now();
    await platform.places.suggest('abc', { session: platform.places.newSession() });
    expect(performance.now() - started).to.be.at.least(25);
    expect(platform.callsOf('suggest').map((c) => c.argument)).to.deep.equal(['abc']);
  });

  it('reports auth failures to subscribers until they unsubscribe', () => {
    const platform = new FakeMapsPlatform();
    const seen: string[] = [];
    const off = platform.onAuthFailure((error) => seen.push(error.message));
    platform.emitAuthFailure();
    off();
    platform.emitAuthFailure();
    expect(seen).to.have.length(1);
  });

  it('renders a fake map view that records calls and emits events', () => {
    const platform = new FakeMapsPlatform();
    const container = document.createElement('div');
    document.body.append(container);
    const view = platform.createMapView(container, { center: { lat: 55, lng: -4 }, zoom: 6 });
    const clicked: string[] = [];
    view.onStationClick((id) => clicked.push(id));
    view.setStations([{ id: 's1', lat: 55, lng: -4, brand: 'bp', colour: '#007F00', glyph: 'bp', state: 'normal', name: 'BP One', address: '', openStatusText: '' }]);
    view.setClusters([{ id: 'c1', size: 12, centroid: { lat: 54, lng: -3 }, bounds: { north: 55, south: 53, east: -2, west: -4 } }]);
    container.querySelector<HTMLButtonElement>('[data-station-id="s1"]')!.click();
    container.querySelector<HTMLButtonElement>('[data-cluster-id="c1"]')!.click();
    expect(clicked).to.deep.equal(['s1']);
    expect(view.callsOf('fitBounds')[0]![0]).to.deep.equal({ north: 55, south: 53, east: -2, west: -4 });
    view.destroy();
    expect(container.children).to.have.length(0);
    container.remove();
  });

  it('keeps gazetteer address parts as typed components', () => {
    expect(componentsFromWire({ locality: 'Leeds', country: 'United Kingdom', country_code: 'GB' })).to.deep.equal([
      { longText: 'Leeds', shortText: 'Leeds', types: ['locality'] },
      { longText: 'United Kingdom', shortText: 'GB', types: ['country', 'political'] },
    ]);
  });
});
