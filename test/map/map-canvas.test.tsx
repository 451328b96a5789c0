import { expect, waitUntil } from '@open-wc/testing';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '../helpers/i18n';
import { chooseMapsProvider, configuredMapsProvider, createMapsPlatform, mapStyleUrl } from '../../src/map/create-maps-platform';
import { MapCanvas, type MapCanvasProps } from '../../src/map/map-canvas';
import { mapLibreMapOf } from '../../src/map/maplibre/index';
import type { StationMarker } from '../../src/map/types';
import { TYPING_HOLD_MAX_MS, TYPING_QUIET_MS } from '../../src/map/typing-hold';
import { FakeGoogleMaps } from '../helpers/fake-google-maps';
import { FakeMapsPlatform } from '../helpers/fake-maps-platform';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const stations: StationMarker[] = [
  { id: 'a', lat: 51, lng: 0, brand: 'bp', colour: '#007F00', glyph: 'bp', state: 'normal', name: 'A', address: '', openStatusText: '' },
  { id: 'b', lat: 52, lng: 0, brand: 'bp', colour: '#007F00', glyph: 'bp', state: 'nonMatching', name: 'B', address: '', openStatusText: '' },
];

describe('MapCanvas', () => {
  it('creates the view once in the shadow root and diffs props into it', async () => {
    const platform = new FakeMapsPlatform();
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const mountPoint = document.createElement('div');
    shadow.append(mountPoint);
    const root = createRoot(mountPoint);
    const clicked: string[] = [];
    const base: MapCanvasProps = { platform, initialCenter: { lat: 55, lng: -4 }, initialZoom: 6, stations, clusters: [], isMobile: false, padding: { left: 400 }, onStationClick: (id) => clicked.push(id) };
    const i18n = createTestI18n('de_DE', console);
    const render = (props: Partial<MapCanvasProps>) => root.render(<I18nextProvider i18n={i18n}><MapCanvas {...base} {...props} /></I18nextProvider>);
    await act(async () => render({}));
    const view = platform.mapViews[0]!;
    expect(shadow.querySelector('[data-fake-map-view]')).not.to.equal(null);
    expect(view.stations.map((s) => s.state)).to.deep.equal(['normal', 'nonMatching']);
    expect(view.padding).to.deep.include({ left: 400 });

    expect(view.options.labels).to.deep.include({ zoomIn: 'Vergrößern', cluster: '{{count}} Tankstellen hier, auswählen zum Vergrößern' });
    await act(async () => render({ selectedId: 'a', highlightedId: 'b', isMobile: true, routePath: [{ lat: 51, lng: 0 }, { lat: 52, lng: 0 }] }));
    expect(platform.mapViews).to.have.length(1);
    expect(view.stations.map((s) => s.state)).to.deep.equal(['selected', 'highlighted']);
    expect(view.controlsVisible).to.equal(false);
    expect(view.padding).to.deep.include({ left: 0 });
    expect(view.route).to.have.length(2);

    view.clickStation('a');
    expect(clicked).to.deep.equal(['a']);
    await act(async () => root.unmount());
    expect(view.destroyed).to.equal(true);
    host.remove();
  });
});

describe('MapCanvas while the visitor types', () => {
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** A canvas in a shadow root beside a text field of the same root, as in the element. */
  function mountBesideField() {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const field = document.createElement('input');
    const mountPoint = document.createElement('div');
    shadow.append(field, mountPoint);
    const root = createRoot(mountPoint);
    const i18n = createTestI18n('en_GB', console);
    const base: MapCanvasProps = { platform: null, initialCenter: { lat: 55, lng: -4 }, initialZoom: 6, stations: [], clusters: [], isMobile: false };
    return {
      host,
      field,
      render: (props: Partial<MapCanvasProps>) => act(async () => root.render(<I18nextProvider i18n={i18n}><MapCanvas {...base} {...props} /></I18nextProvider>)),
      typeText: (data: string) => field.dispatchEvent(new InputEvent('input', { data, inputType: 'insertText', bubbles: true, composed: true })),
      unmount: async () => {
        await act(async () => root.unmount());
        host.remove();
      },
    };
  }

  it('creates the view once typing in the locator has paused (at most the hold\'s limit), at the camera of that moment', async () => {
    const platform = new FakeMapsPlatform();
    const mounted = mountBesideField();
    try {
      await mounted.render({});
      // The visitor types; the engine arrives meanwhile.
      mounted.typeText('L');
      await mounted.render({ platform });
      for (let i = 0; i < 6; i += 1) {
        await pause(50);
        mounted.typeText('e');
      }
      expect(platform.mapViews, 'views made while typing').to.have.length(0);
      // A place was chosen meanwhile: the view starts there.
      await mounted.render({ platform, initialCenter: { lat: 53.8, lng: -1.55 }, initialZoom: 12 });
      const pausedAt = performance.now();
      await act(async () => {
        await waitUntil(() => platform.mapViews.length === 1, 'no view once typing paused', { timeout: 2000 });
      });
      expect(performance.now() - pausedAt).to.be.below(TYPING_QUIET_MS + 300);
      expect(platform.mapViews[0]!.options).to.deep.include({ center: { lat: 53.8, lng: -1.55 }, zoom: 12 });
    } finally {
      await mounted.unmount();
    }
  });

  it('makes the view at once when nobody types, or when typing goes on past the hold\'s limit', async () => {
    const platform = new FakeMapsPlatform();
    const mounted = mountBesideField();
    try {
      await mounted.render({ platform });
      expect(platform.mapViews, 'nobody typing').to.have.length(1);
      await mounted.render({ platform: null });
      const later = new FakeMapsPlatform();
      const start = performance.now();
      // The field takes the focus (the keys are about to come), then text is typed on and on.
      mounted.field.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }));
      await mounted.render({ platform: later });
      while (later.mapViews.length === 0 && performance.now() - start < TYPING_HOLD_MAX_MS + 1000) {
        await act(async () => {
          await pause(50);
          mounted.typeText('e');
        });
      }
      expect(later.mapViews, 'typing on').to.have.length(1);
      expect(performance.now() - start).to.be.within(TYPING_HOLD_MAX_MS - 50, TYPING_HOLD_MAX_MS + 400);
    } finally {
      await mounted.unmount();
    }
  });
});

describe('MapCanvas failure states', () => {
  it('gives the view its failure notices in the visitor\'s language and hands failures on', async () => {
    const platform = new FakeMapsPlatform();
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    const reported: string[] = [];
    const i18n = createTestI18n('en_GB', console);
    await act(async () =>
      root.render(
        <I18nextProvider i18n={i18n}>
          <MapCanvas platform={platform} initialCenter={{ lat: 55, lng: -4 }} initialZoom={6} stations={[]} clusters={[]} isMobile={false} onFailure={(f) => reported.push(f)} />
        </I18nextProvider>,
      ),
    );
    const view = platform.mapViews[0]!;
    expect(view.options.labels).to.deep.include({
      load_failed: 'The map could not be loaded. The list of stations still works.',
      markers_unavailable: 'The map cannot show the stations. The list of stations still works.',
    });
    await act(async () => view.emitFailure('markers_unavailable'));
    expect(reported).to.deep.equal(['markers_unavailable']);
    await act(async () => root.unmount());
    container.remove();
  });
});

describe('createMapsPlatform', () => {
  it('chooses our own map (MapLibre) without a key, with maplibre or its old name offline, and Google with a key', () => {
    expect(chooseMapsProvider({ provider: 'auto' })).to.equal('maplibre');
    expect(chooseMapsProvider({ provider: 'auto', apiKey: 'k' })).to.equal('google');
    expect(chooseMapsProvider({ provider: 'offline', apiKey: 'k' })).to.equal('maplibre');
    expect(chooseMapsProvider({ provider: 'maplibre', apiKey: 'k' })).to.equal('maplibre');
  });

  it('never chooses Google before consent, whatever the config asks for', () => {
    expect(chooseMapsProvider({ provider: 'google', apiKey: 'k', consent: 'pending' })).to.equal('maplibre');
    expect(chooseMapsProvider({ provider: 'auto', apiKey: 'k', consent: 'denied' })).to.equal('maplibre');
    expect(chooseMapsProvider({ provider: 'auto', apiKey: 'k', consent: 'granted' })).to.equal('google');
    expect(configuredMapsProvider({ provider: 'auto', apiKey: 'k' })).to.equal('google');
  });

  it('draws the brand\'s style when the config names one, else the built-in style on the API\'s origin', () => {
    expect(mapStyleUrl({ apiBase: '/api/v2' }, 'https://shop.test/de/stations')).to.equal('https://shop.test/map/style.json');
    expect(mapStyleUrl({ apiBase: 'https://api.test/api/v2/' }, 'https://shop.test/')).to.equal('https://api.test/map/style.json');
    expect(mapStyleUrl({ apiBase: '/api/v2', style: 'https://tiles.brand.test/style.json' }, 'https://shop.test/')).to.equal('https://tiles.brand.test/style.json');
    expect(mapStyleUrl({ apiBase: '/api/v2', style: '/maps/de.json' }, 'https://shop.test/a/b')).to.equal('https://shop.test/maps/de.json');
  });

  it('loads our own map lazily and the Google adapter through an injected loader', async () => {
    const own = await createMapsPlatform({ provider: 'auto', locale: 'de_DE', apiBase: '/api/v2', fetch: async () => Response.json([]) });
    expect(own.provider).to.equal('maplibre');
    const fake = new FakeGoogleMaps();
    const google = await createMapsPlatform({ provider: 'google', locale: 'de_DE', apiBase: '/api/v2', loader: fake.loader });
    expect(google.provider).to.equal('google');
    await google.places.suggest('abc', { session: google.places.newSession() });
    await waitUntil(() => fake.importedLibraries.includes('places'));
  });

  it('before consent to Google draws the brand\'s own style (maps.style), and nothing of Google loads', async function () {
    this.timeout(15_000);
    const brandStyle = { version: 8, sources: {}, layers: [{ id: 'brand-background', type: 'background', paint: { 'background-color': '#f0e6d2' } }] };
    const fake = new FakeGoogleMaps();
    const platform = await createMapsPlatform({
      provider: 'google',
      apiKey: 'k',
      consent: 'pending',
      style: `data:application/json,${encodeURIComponent(JSON.stringify(brandStyle))}`,
      locale: 'de_DE',
      apiBase: '/api/v2',
      loader: fake.loader,
      fetch: async () => Response.json([]),
    });
    expect(platform.provider).to.equal('maplibre');
    const container = document.createElement('div');
    container.style.cssText = 'width: 300px; height: 200px; position: relative';
    document.body.append(container);
    const view = platform.createMapView(container, { center: { lat: 53.8, lng: -1.55 }, zoom: 10 });
    try {
      const map = mapLibreMapOf(container)!;
      await waitUntil(() => map.isStyleLoaded() && map.getLayer('brand-background') !== undefined, 'the brand\'s style', { timeout: 10_000 });
      expect(fake.importedLibraries).to.deep.equal([]);
    } finally {
      view.destroy();
      container.remove();
    }
  });
});
