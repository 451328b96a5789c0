import { expect, waitUntil } from '@open-wc/testing';
import { onGoogleAuthFailure } from '../../../src/map/google/auth-failure';
import { GoogleMapView, HIDDEN_FEATURE_STYLES, type ClientClustererFactory } from '../../../src/map/google/google-map-view';
import type { GAdvancedMarker } from '../../../src/map/google/google-api';
import type { MapViewport, StationMarker } from '../../../src/map/types';
import { FakeGoogleMaps, type FakeAdvancedMarker } from '../../helpers/fake-google-maps';

const station = (id: string, state: StationMarker['state'] = 'normal'): StationMarker => ({
  id, lat: 51 + Number(id.slice(1)) / 100, lng: -1, brand: 'bp', channelOfTrade: 'RETAIL', state, name: `Station ${id}`, address: 'High St', openStatusText: 'Open',
});

async function mount(options: { clusterer?: ClientClustererFactory; controlsVisible?: boolean } = {}) {
  const fake = new FakeGoogleMaps();
  const host = document.createElement('div');
  document.body.append(host);
  const container = document.createElement('div');
  host.attachShadow({ mode: 'open' }).append(container);
  const view = new GoogleMapView(container, {
    center: { lat: 55, lng: -4 },
    zoom: 6,
    mapId: 'brand-map-id',
    loader: fake.loader,
    controlsVisible: options.controlsVisible ?? true,
    ...(options.clusterer ? { clientClusterer: options.clusterer } : {}),
  });
  await view.ready;
  return { fake, host, container, view, map: fake.maps[0]! };
}

describe('GoogleMapView (fake google.maps)', () => {
  it('creates the base map with the map id, controls for desktop, and POI/transit labels hidden', async () => {
    const { map, host, view } = await mount();
    expect(map.options).to.deep.include({ mapId: 'brand-map-id', streetViewControl: false, fullscreenControl: false, mapTypeControl: true, zoomControl: true, clickableIcons: false });
    expect(map.options.styles).to.deep.equal(HIDDEN_FEATURE_STYLES);
    expect(host.shadowRoot!.contains(map.element)).to.equal(true);
    view.setControlsVisible(false);
    expect(map.options).to.deep.include({ zoomControl: false, mapTypeControl: false });
    view.destroy();
    host.remove();
  });

  it('diffs AdvancedMarkers by id, with our shared content and scales', async () => {
    const { fake, view, host } = await mount();
    view.setClusters([{ id: 'c', size: 3, centroid: { lat: 54, lng: -2 }, bounds: { north: 55, south: 53, east: -1, west: -3 } }]);
    view.setStations([station('s1'), station('s2', 'nonMatching')]);
    const created = fake.markers.length;
    view.setStations([station('s1', 'selected'), station('s3', 'highlighted')]);
    expect(fake.markers.length - created, 'only s3 is new').to.equal(1);
    const byId = (id: string) => fake.markers.find((m) => (m.content as HTMLElement | null)?.dataset['stationId'] === id)!;
    expect(byId('s2').map, 's2 removed').to.equal(null);
    expect((byId('s1').content as HTMLElement).style.getPropertyValue('--sl-marker-scale')).to.equal('1.6');
    expect((byId('s3').content as HTMLElement).style.getPropertyValue('--sl-marker-scale')).to.equal('1.3');
    view.destroy();
    host.remove();
  });

  it('fits the cluster bounds on a cluster click, reports clicks, hovers and idle after 10 ms', async () => {
    const { fake, view, map, host } = await mount();
    const idles: MapViewport[] = [];
    const clicks: string[] = [];
    const hovers: (string | null)[] = [];
    view.onIdle((v) => idles.push(v));
    view.onStationClick((id) => clicks.push(id));
    view.onStationHover((id) => hovers.push(id));
    const bounds = { north: 55, south: 53, east: -1, west: -3 };
    view.setClusters([{ id: 'c', size: 30, centroid: { lat: 54, lng: -2 }, bounds }]);
    view.setStations([station('s1')]);
    const clusterMarker = fake.markers.find((m) => (m.content as HTMLElement).dataset['clusterId'] === 'c') as FakeAdvancedMarker;
    expect((clusterMarker.content as HTMLElement).textContent).to.equal('30');
    clusterMarker.click();
    expect(map.calls.find((c) => c.method === 'fitBounds')!.args[0]).to.deep.equal(bounds);
    await waitUntil(() => idles.length === 1, 'idle');
    const stationMarker = fake.markers.find((m) => (m.content as HTMLElement).dataset['stationId'] === 's1') as FakeAdvancedMarker;
    stationMarker.click();
    (stationMarker.content as HTMLElement).dispatchEvent(new MouseEvent('mouseenter'));
    expect((stationMarker.content as HTMLElement).querySelector('[role="tooltip"]')!.textContent).to.contain('Station s1');
    (stationMarker.content as HTMLElement).dispatchEvent(new MouseEvent('mouseleave'));
    expect(clicks).to.deep.equal(['s1']);
    expect(hovers).to.deep.equal(['s1', null]);
    view.destroy();
    host.remove();
  });

  it('clusters raw stations on the client only when the API sent no clusters', async () => {
    const handed: GAdvancedMarker[][] = [];
    const clusterer: ClientClustererFactory = () => ({ setMarkers: (m) => handed.push(m), destroy: () => {} });
    const { view, host } = await mount({ clusterer });
    view.setStations([station('s1'), station('s2'), station('s3', 'selected')]);
    expect(handed.at(-1)).to.have.length(2); // the selected one stays on the map itself
    view.setClusters([{ id: 'c', size: 3, centroid: { lat: 54, lng: -2 }, bounds: { north: 55, south: 53, east: -1, west: -3 } }]);
    expect(handed.at(-1)).to.have.length(0);
    view.destroy();
    host.remove();
  });

  it('draws and clears the route polyline and the current location', async () => {
    const { fake, view, map, host } = await mount();
    view.setRoute([{ lat: 51, lng: 0 }, { lat: 52, lng: 1 }]);
    expect(fake.polylines[0]!.map).to.equal(map);
    view.setRoute(null);
    expect(fake.polylines[0]!.map).to.equal(null);
    view.setCurrentLocation({ lat: 51.5, lng: -0.1 });
    const dot = fake.markers.find((m) => (m.content as HTMLElement).classList.contains('sl-current-location'))!;
    expect(dot.map).to.equal(map);
    view.setCurrentLocation(null);
    expect(dot.map).to.equal(null);
    view.destroy();
    host.remove();
  });

  it('applies calls made before the libraries loaded', async () => {
    const fake = new FakeGoogleMaps();
    const container = document.createElement('div');
    document.body.append(container);
    const view = new GoogleMapView(container, { center: { lat: 55, lng: -4 }, zoom: 6, loader: fake.loader });
    view.setStations([station('s1')]);
    view.setView({ lat: 51, lng: 0 }, 10);
    await view.ready;
    expect(fake.markers).to.have.length(1);
    expect(fake.maps[0]!.zoom).to.equal(10);
    expect(fake.maps[0]!.options.mapId).to.equal('DEMO_MAP_ID');
    view.destroy();
    container.remove();
  });
});

describe('gm_authFailure', () => {
  it('chains an existing handler and reports a typed error', () => {
    const target: { gm_authFailure?: () => void } = {};
    const calls: string[] = [];
    target.gm_authFailure = () => calls.push('host');
    const off = onGoogleAuthFailure((error) => calls.push(`${error.kind}:${error.status}`), target);
    target.gm_authFailure();
    off();
    target.gm_authFailure();
    expect(calls).to.deep.equal(['host', 'denied:AUTH_FAILURE', 'host']);
  });
});
