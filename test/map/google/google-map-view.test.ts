import { expect, waitUntil } from '@open-wc/testing';
import { onGoogleAuthFailure } from '../../../src/map/google/auth-failure';
import { GoogleMapView, HIDDEN_FEATURE_STYLES, type ClientClustererFactory } from '../../../src/map/google/google-map-view';
import type { GAdvancedMarker } from '../../../src/map/google/google-api';
import { createMarkerClustererFactory, markerClustererFactory } from '../../../src/map/google/marker-clusterer';
import { latchLoader } from '../../../src/map/google/load-latch';
import { DIMMED_OPACITY } from '../../../src/map/marker-style';
import type { MapViewFailure, MapViewport, StationMarker } from '../../../src/map/types';
import { ADD_LISTENER_DEPRECATION, FakeGoogleMaps, STYLES_WITH_MAP_ID_WARNING, installGoogleGlobal, type FakeAdvancedMarker } from '../../helpers/fake-google-maps';

const station = (id: string, state: StationMarker['state'] = 'normal', at: { lat: number; lng: number } = { lat: 51 + Number(id.slice(1)) / 100, lng: -1 }): StationMarker => ({
  id, ...at, brand: 'bp', colour: '#007F00', glyph: 'bp', state, name: `Station ${id}`, address: 'High St', openStatusText: 'Open',
});

const mounted: { view: GoogleMapView; host: HTMLElement }[] = [];
function unmountAll(): void {
  for (const { view, host } of mounted.splice(0)) {
    view.destroy();
    host.remove();
  }
}
afterEach(unmountAll);

async function mount(options: { clusterer?: ClientClustererFactory; controlsVisible?: boolean; mapId?: string | null; fake?: FakeGoogleMaps; awaitReady?: boolean } = {}) {
  const fake = options.fake ?? new FakeGoogleMaps();
  const host = document.createElement('div');
  document.body.append(host);
  const container = document.createElement('div');
  container.style.cssText = 'position:relative;width:800px;height:600px';
  host.attachShadow({ mode: 'open' }).append(container);
  const mapId = options.mapId === undefined ? 'brand-map-id' : options.mapId;
  const view = new GoogleMapView(container, {
    center: { lat: 55, lng: -4 },
    zoom: 6,
    ...(mapId ? { mapId } : {}),
    loader: fake.loader,
    controlsVisible: options.controlsVisible ?? true,
    ...(options.clusterer ? { clientClusterer: options.clusterer } : {}),
  });
  const failures: MapViewFailure[] = [];
  view.onFailure((failure) => failures.push(failure));
  mounted.push({ view, host });
  if (options.awaitReady !== false) await view.ready;
  return { fake, host, container, view, failures, map: fake.maps[0]! };
}

const child = (marker: FakeAdvancedMarker | undefined) => marker?.firstElementChild as HTMLElement;
/**
 * A browser reports an unhandled rejection in a task of its own, after the one that made it, and gives
 * nothing to wait for when there is none: the checks that none was left wait this long instead.
 */
const unhandledRejectionsReported = () => new Promise((resolve) => setTimeout(resolve, 50));
/** The map's next idle, after the view's own idle handler (added first) has run. */
const nextIdle = (map: { events: { add(name: string, handler: () => void): { remove(): void } } }) =>
  new Promise<void>((resolve) => {
    const listener = map.events.add('idle', () => {
      listener.remove();
      resolve();
    });
  });
/** The next frame: markerclusterer renders on idle and removes old group markers a frame later. */
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

describe('GoogleMapView (strict fake google.maps)', () => {
  it('D2: creates the map with the map id and no JSON styles (Google ignores them with a map id, and warns)', async () => {
    const { map, host, view, failures } = await mount();
    expect(map.options).to.deep.include({ mapId: 'brand-map-id', streetViewControl: false, fullscreenControl: false, mapTypeControl: true, zoomControl: true, clickableIcons: false });
    expect(map.options).not.to.have.property('styles');
    // The map's first idle, where the view sets its options.
    await waitUntil(() => map.initialised, 'the map did not initialise');
    expect(map.consoleMessages).not.to.include(STYLES_WITH_MAP_ID_WARNING);
    expect(failures).to.deep.equal([]);
    expect(host.shadowRoot!.contains(map.element)).to.equal(true);
    view.setControlsVisible(false);
    expect(map.options).to.deep.include({ zoomControl: false, mapTypeControl: false });
  });

  it('D2/R6: without a map id never falls back to DEMO_MAP_ID: hides POI/transit labels by styles and reports that markers cannot be drawn', async () => {
    const { map, view, failures, fake, host } = await mount({ mapId: null });
    expect(map.options.mapId).to.equal(undefined);
    expect(map.options.styles).to.deep.equal(HIDDEN_FEATURE_STYLES);
    expect(failures).to.deep.equal(['markers_unavailable']);
    const notice = host.shadowRoot!.querySelector('[role="alert"]')!;
    expect(notice.textContent).to.equal('The map cannot show the stations.');
    expect(notice.classList.contains('map-area__failure')).to.equal(true);
    view.setStations([station('s1')]);
    expect(fake.markerWith('stationId', 's1')!.drawn, 'Google draws no advanced marker without a map id').to.equal(false);
  });

  it('R6: reports markers_unavailable once Google says the map id cannot show advanced markers', async () => {
    const fake = new FakeGoogleMaps();
    fake.invalidMapIds.add('someone-elses-map-id');
    const { failures } = await mount({ fake, mapId: 'someone-elses-map-id' });
    await waitUntil(() => failures.length > 0, 'no failure reported');
    expect(failures).to.deep.equal(['markers_unavailable']);
  });

  it('D3: a script that cannot load is reported as load_failed, with no unhandled rejection', async () => {
    const fake = new FakeGoogleMaps();
    fake.loadFails = true;
    const unhandled: unknown[] = [];
    const onUnhandled = (event: PromiseRejectionEvent) => {
      unhandled.push(event.reason);
      event.preventDefault();
    };
    window.addEventListener('unhandledrejection', onUnhandled);
    try {
      const { failures, view, host } = await mount({ fake, awaitReady: false });
      view.setStations([station('s1')]);
      await waitUntil(() => failures.length > 0, 'no failure reported');
      await unhandledRejectionsReported();
      expect(failures).to.deep.equal(['load_failed']);
      expect(host.shadowRoot!.querySelector('[data-map-failure="load_failed"]')!.textContent).to.equal('The map could not be loaded.');
      expect(fake.maps).to.have.length(0);
      expect(unhandled).to.deep.equal([]);
      // No map, but the view still says where it looks, so the list can follow a search.
      const idles: MapViewport[] = [];
      view.onIdle((viewport) => idles.push(viewport));
      view.fitBounds({ north: 57.2, south: 57.1, east: -2.05, west: -2.2 });
      await waitUntil(() => idles.length > 0, 'idle without a map');
      expect(idles.at(-1)!.center.lat).to.be.closeTo(57.15, 0.01);
      expect(view.getView()!.zoom).to.be.greaterThan(6);
    } finally {
      window.removeEventListener('unhandledrejection', onUnhandled);
    }
  });

  it('emits idle after construction, without any camera call, and has no bounds before it', async () => {
    const fake = new FakeGoogleMaps();
    const { view, map } = await mount({ fake });
    const idles: MapViewport[] = [];
    view.onIdle((viewport) => idles.push(viewport));
    await waitUntil(() => idles.length === 1, 'no idle after construction');
    expect(map.calls.filter((call) => call.method !== 'setOptions')).to.deep.equal([]);
    expect(idles[0]!.zoom).to.equal(6);
  });

  it('diffs AdvancedMarkers by id, with our shared marker DOM as children and scales', async () => {
    const { fake, view } = await mount();
    view.setClusters([{ id: 'c', size: 3, centroid: { lat: 54, lng: -2 }, bounds: { north: 55, south: 53, east: -1, west: -3 } }]);
    view.setStations([station('s1'), station('s2', 'nonMatching')]);
    const created = fake.markers.length;
    view.setStations([station('s1', 'selected'), station('s3', 'highlighted')]);
    expect(fake.markers.length - created, 'only s3 is new').to.equal(1);
    expect(fake.markerWith('stationId', 's2')!.map, 's2 removed').to.equal(null);
    expect(child(fake.markerWith('stationId', 's1')).style.getPropertyValue('--sl-marker-scale')).to.equal('1.6');
    expect(child(fake.markerWith('stationId', 's3')).style.getPropertyValue('--sl-marker-scale')).to.equal('1.3');
  });

  it('draws a listed station\'s number in the pin\'s face and names it, keeps the brand glyph of others, and fades pins while another is selected', async () => {
    const { fake, view } = await mount();
    view.setStations([{ ...station('s1'), index: 1 }, { ...station('s2'), index: 123 }, station('s3')]);
    const pin = (id: string) => child(fake.markerWith('stationId', id));
    const glyph = (id: string) => pin(id).querySelector('.sl-marker__glyph')!;
    expect(['s1', 's2', 's3'].map((id) => glyph(id).textContent)).to.deep.equal(['1', '123', 'bp']);
    expect(pin('s1').getAttribute('aria-label')).to.equal('1. Station s1, High St');
    expect(pin('s3').getAttribute('aria-label')).to.equal('Station s3, High St');
    // Two digits larger than a brand's letters; three in the letters' size, to fit the face.
    expect(getComputedStyle(glyph('s1')).fontSize).to.equal('11px');
    expect(getComputedStyle(glyph('s2')).fontSize).to.equal('9px');
    expect(getComputedStyle(glyph('s3')).fontSize).to.equal('9px');
    expect(['s1', 's2', 's3'].map((id) => getComputedStyle(pin(id)).opacity)).to.deep.equal(['1', '1', '1']);
    // s2 is selected: the others are faded, in place (the same markers).
    const created = fake.markers.length;
    view.setStations([{ ...station('s1'), index: 1, dimmed: true }, { ...station('s2', 'selected'), index: 123 }, { ...station('s3'), dimmed: true }]);
    expect(fake.markers.length).to.equal(created);
    expect(['s1', 's2', 's3'].map((id) => Number(getComputedStyle(pin(id)).opacity))).to.deep.equal([DIMMED_OPACITY, 1, DIMMED_OPACITY]);
    // Selection cleared: whole again; a station that left the list gets its glyph back.
    view.setStations([station('s1'), { ...station('s2'), index: 123 }, station('s3')]);
    expect(['s1', 's2', 's3'].map((id) => getComputedStyle(pin(id)).opacity)).to.deep.equal(['1', '1', '1']);
    expect(glyph('s1').textContent).to.equal('bp');
    expect(pin('s1').hasAttribute('data-numbered')).to.equal(false);
  });

  it('R8: no native title tooltip; bubbles and the location dot centred, pins on their tip', async () => {
    const { fake, view } = await mount();
    view.setClusters([{ id: 'c', size: 3, centroid: { lat: 54, lng: -2 }, bounds: { north: 55, south: 53, east: -1, west: -3 } }]);
    view.setStations([station('s1')]);
    view.setCurrentLocation({ lat: 51.5, lng: -0.1 });
    const pin = fake.markerWith('stationId', 's1')!;
    const bubble = fake.markerWith('clusterId', 'c')!;
    const dot = fake.markers.find((m) => child(m)?.classList.contains('sl-current-location'))!;
    for (const marker of [pin, bubble, dot]) expect(marker.hasAttribute('title'), 'no title attribute').to.equal(false);
    expect([pin.anchorLeft, pin.anchorTop]).to.deep.equal(['-50%', '-100%']);
    expect([bubble.anchorLeft, bubble.anchorTop]).to.deep.equal(['-50%', '-50%']);
    expect([dot.anchorLeft, dot.anchorTop]).to.deep.equal(['-50%', '-50%']);
    expect(child(pin).getAttribute('aria-label'), 'the pin names itself').to.contain('Station s1');
  });

  it('fits the cluster bounds on a cluster click or Enter, reports clicks, hovers and idle after 10 ms', async () => {
    const { fake, view, map } = await mount();
    const idles: MapViewport[] = [];
    const clicks: string[] = [];
    const hovers: (string | null)[] = [];
    view.onIdle((v) => idles.push(v));
    view.onStationClick((id) => clicks.push(id));
    view.onStationHover((id) => hovers.push(id));
    await waitUntil(() => idles.length === 1, 'first idle');
    const bounds = { north: 55, south: 53, east: -1, west: -3 };
    view.setClusters([{ id: 'c', size: 30, centroid: { lat: 54, lng: -2 }, bounds }]);
    view.setStations([station('s1')]);
    const clusterMarker = fake.markerWith('clusterId', 'c')!;
    expect(child(clusterMarker).textContent).to.equal('30');
    expect(clusterMarker.tabIndex, 'a keyboard stop').to.equal(0);
    clusterMarker.click();
    expect(map.calls.find((c) => c.method === 'fitBounds')!.args[0]).to.deep.equal(bounds);
    clusterMarker.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    expect(map.calls.filter((c) => c.method === 'fitBounds')).to.have.length(2);
    await waitUntil(() => idles.length === 2, 'idle after the fit');
    const stationMarker = fake.markerWith('stationId', 's1')!;
    stationMarker.click();
    child(stationMarker).dispatchEvent(new MouseEvent('mouseenter'));
    expect(child(stationMarker).querySelector('[role="tooltip"]')!.textContent).to.contain('Station s1');
    child(stationMarker).dispatchEvent(new MouseEvent('mouseleave'));
    expect(clicks).to.deep.equal(['s1']);
    expect(hovers).to.deep.equal(['s1', null]);
  });

  it('passes the sidebar padding to fitBounds, so the bounds centre lands in the free part of the map', async () => {
    const { view, map } = await mount();
    const bounds = { north: 52, south: 51, east: 0, west: -1 };
    view.fitBounds(bounds);
    const centred = map.center.lng;
    view.setPadding({ left: 400 });
    view.fitBounds(bounds);
    expect(map.calls.at(-1)!.args[1]).to.deep.equal({ top: 0, right: 0, bottom: 0, left: 400 });
    expect(map.center.lng, 'the map centre moves west: the bounds sit right of the sidebar').to.be.lessThan(centred);
  });

  it('clusters raw stations on the client only when the API sent no clusters', async () => {
    const handed: GAdvancedMarker[][] = [];
    const clusterer: ClientClustererFactory = () => ({ setMarkers: (m) => handed.push(m), destroy: () => {} });
    const { view } = await mount({ clusterer });
    view.setStations([station('s1'), station('s2'), station('s3', 'selected')]);
    expect(handed.at(-1)).to.have.length(2); // the selected one stays on the map itself
    view.setClusters([{ id: 'c', size: 3, centroid: { lat: 54, lng: -2 }, bounds: { north: 55, south: 53, east: -1, west: -3 } }]);
    expect(handed.at(-1)).to.have.length(0);
  });

  it('draws and clears the route polyline and the current location', async () => {
    const { fake, view, map } = await mount();
    view.setRoute([{ lat: 51, lng: 0 }, { lat: 52, lng: 1 }]);
    expect(fake.polylines[0]!.map).to.equal(map);
    view.setRoute(null);
    expect(fake.polylines[0]!.map).to.equal(null);
    view.setCurrentLocation({ lat: 51.5, lng: -0.1 });
    const dot = fake.markers.find((m) => child(m)?.classList.contains('sl-current-location'))!;
    expect(dot.map).to.equal(map);
    view.setCurrentLocation(null);
    expect(dot.map).to.equal(null);
  });

  it('draws lettered route markers centred on their stops, and replaces them', async () => {
    const { fake, view, map } = await mount();
    view.setRouteMarkers([{ label: 'A', name: 'Leeds', location: { lat: 53.8, lng: -1.55 } }, { label: 'B', name: 'York', location: { lat: 53.96, lng: -1.08 } }]);
    const drawn = () => fake.markers.filter((m) => child(m)?.classList.contains('sl-route-marker') && m.map === map);
    expect(drawn().map((m) => child(m).textContent)).to.deep.equal(['A', 'B']);
    for (const marker of drawn()) expect([marker.anchorLeft, marker.anchorTop]).to.deep.equal(['-50%', '-50%']);
    view.setRouteMarkers([]);
    expect(drawn()).to.deep.equal([]);
  });

  it('applies calls made before the libraries loaded', async () => {
    const fake = new FakeGoogleMaps();
    let open = () => {};
    fake.loadGate = new Promise<void>((resolve) => (open = resolve));
    const { view } = await mount({ fake, awaitReady: false });
    view.setStations([station('s1')]);
    view.setView({ lat: 51, lng: 0 }, 10);
    open();
    await view.ready;
    expect(fake.markers).to.have.length(1);
    expect(fake.maps[0]!.zoom).to.equal(10);
  });
});

describe('GoogleMapView with the real @googlemaps/markerclusterer', () => {
  // markerclusterer reads `google.maps` from the page (OverlayView, LatLng, instanceof checks), not
  // from our loader: it gets the fake's classes, and runs its own render() against the fake map.
  let uninstall = () => {};
  beforeEach(() => {
    uninstall = installGoogleGlobal();
  });
  afterEach(async () => {
    unmountAll();
    // markerclusterer removes old group markers a frame later: let it, while it still finds google.maps.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    uninstall();
  });

  // s1 alone in the west; s2 and s3 500 m apart, which clusters at zoom 6.
  const s1 = (state: StationMarker['state'] = 'normal') => station('s1', state, { lat: 52, lng: -3 });
  const s2 = (state: StationMarker['state'] = 'normal') => station('s2', state, { lat: 51.5, lng: 0 });
  const s3 = (state: StationMarker['state'] = 'normal') => station('s3', state, { lat: 51.5045, lng: 0 });

  async function mountClustered() {
    const mountedView = await mount({ clusterer: markerClustererFactory });
    const { view, fake } = mountedView;
    view.setStations([s1(), s2(), s3()]);
    // The library loads on demand and renders once the map has a projection (after the first idle).
    await waitUntil(() => fake.markers.some((m) => child(m)?.classList.contains('sl-cluster') && m.drawn), 'client cluster drawn', { timeout: 3000 });
    return mountedView;
  }

  const shown = (fake: FakeGoogleMaps, id: string) => {
    const marker = fake.markerWith('stationId', id)!;
    return marker.map !== null && marker.drawn;
  };

  it('D1: a single station stays on the map when it is selected, highlighted, or when server clusters arrive', async () => {
    const { view, fake } = await mountClustered();
    expect(shown(fake, 's1'), 'a single-marker cluster is the marker itself').to.equal(true);
    expect([shown(fake, 's2'), shown(fake, 's3')], 'grouped').to.deep.equal([false, false]);

    view.setStations([s1('selected'), s2(), s3()]);
    expect(shown(fake, 's1'), 'selected').to.equal(true);
    view.setStations([s1('highlighted'), s2(), s3()]);
    expect(shown(fake, 's1'), 'highlighted').to.equal(true);
    view.setStations([s1(), s2(), s3()]);
    expect(shown(fake, 's1'), 'back in the clusterer').to.equal(true);

    view.setClusters([{ id: 'server', size: 40, centroid: { lat: 54, lng: -2 }, bounds: { north: 55, south: 53, east: -1, west: -3 } }]);
    expect(['s1', 's2', 's3'].map((id) => shown(fake, id)), 'server clusters: every station is ours').to.deep.equal([true, true, true]);
    // The clusterer re-renders on every idle: it must not take them away later either.
    const idle = nextIdle(fake.maps[0]!);
    fake.maps[0]!.setZoom(7);
    await idle;
    await nextFrame();
    expect(['s1', 's2', 's3'].map((id) => shown(fake, id))).to.deep.equal([true, true, true]);
  });

  it('R5: a client cluster bubble is clickable and a keyboard stop, and its click fits the cluster', async () => {
    const { fake, map } = await mountClustered();
    const bubble = fake.markers.find((m) => child(m)?.classList.contains('sl-cluster') && m.drawn)!;
    expect(bubble.gmpClickable).to.equal(true);
    expect(bubble.tabIndex).to.equal(0);
    expect([bubble.anchorLeft, bubble.anchorTop]).to.deep.equal(['-50%', '-50%']);
    bubble.click();
    const fit = map.calls.find((c) => c.method === 'fitBounds');
    expect(fit, 'the click reached the clusterer').not.to.equal(undefined);
    const bounds = fit!.args[0] as { north: number; south: number };
    expect(bounds.north).to.be.closeTo(51.5045, 1e-9);
    expect(bounds.south).to.be.closeTo(51.5, 1e-9);
  });

  it('I: cluster clicks without the deprecated addListener (Google 3.66 warns on each call), so the console stays quiet', async () => {
    const { fake, view, map } = await mountClustered();
    const idle = nextIdle(map);
    map.setZoom(7);
    view.setStations([s1(), s2('nonMatching'), s3()]);
    await idle;
    await nextFrame();
    expect(fake.consoleMessages).not.to.include(ADD_LISTENER_DEPRECATION);
  });

  it('F: a clusterer that cannot start (its chunk failed) leaves every station on the map, with no unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (event: PromiseRejectionEvent) => {
      unhandled.push(event.reason);
      event.preventDefault();
    };
    window.addEventListener('unhandledrejection', onUnhandled);
    try {
      const failing = createMarkerClustererFactory(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
      const { view, fake } = await mount({ clusterer: failing });
      view.setStations([s1(), s2(), s3()]);
      await waitUntil(() => ['s1', 's2', 's3'].every((id) => shown(fake, id)), 'every station shown without the clusterer', { timeout: 3000 });
      await unhandledRejectionsReported();
      expect(unhandled).to.deep.equal([]);
    } finally {
      window.removeEventListener('unhandledrejection', onUnhandled);
    }
  });
});

describe('GoogleMapView: capabilities and a retried load', () => {
  it('E: the map id notice follows Google: none while unknown, shown on false, gone again on true', async () => {
    const fake = new FakeGoogleMaps();
    fake.deferCapabilities = true;
    const { map, host, failures, view } = await mount({ fake });
    view.setStations([station('s1')]);
    await nextFrame();
    const notice = () => host.shadowRoot!.querySelector('[data-map-failure="markers_unavailable"]');
    expect(notice(), 'capabilities not known yet').to.equal(null);
    map.reportCapabilities(false);
    expect(notice(), 'Google says no advanced markers').not.to.equal(null);
    expect(failures).to.deep.equal(['markers_unavailable']);
    map.reportCapabilities(true);
    expect(notice(), 'the map id works after all').to.equal(null);
    // A later "no" is said again (not swallowed as already reported).
    map.reportCapabilities(false);
    expect(failures).to.deep.equal(['markers_unavailable', 'markers_unavailable']);
  });

  it('C: after a failed load, Try again loads once more and the map takes over the view', async () => {
    const fake = new FakeGoogleMaps();
    fake.loadFails = true;
    const host = document.createElement('div');
    document.body.append(host);
    const container = document.createElement('div');
    container.style.cssText = 'position:relative;width:800px;height:600px';
    host.attachShadow({ mode: 'open' }).append(container);
    const loader = latchLoader(fake.loader);
    const view = new GoogleMapView(container, { center: { lat: 55, lng: -4 }, zoom: 6, mapId: 'brand-map-id', loader, labels: { load_retry: 'Try again' } });
    mounted.push({ view, host });
    const notice = () => host.shadowRoot!.querySelector('[data-map-failure="load_failed"]');
    await waitUntil(() => notice(), 'load_failed notice');
    view.fitBounds({ north: 57.2, south: 57.1, east: -2.05, west: -2.2 });
    await nextFrame();
    expect(fake.scriptLoads).to.equal(1);
    fake.loadFails = false;
    notice()!.querySelector('button')!.click();
    await waitUntil(() => fake.maps.length === 1, 'the map after the retry');
    expect(fake.scriptLoads, 'one more attempt, asked for').to.equal(2);
    expect(notice()).to.equal(null);
    expect(fake.maps[0]!.center.lat, 'where the view without a map looked').to.be.closeTo(57.15, 0.05);
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
