import { expect, waitUntil } from '@open-wc/testing';
import { CanvasContextError } from '../../../src/map/errors';
import { project } from '../../../src/map/offline/mercator';
import { MAP_DRAWN_MARK, OfflineMapView } from '../../../src/map/offline/offline-map-view';
import type { LatLng, MapViewFailure } from '../../../src/map/types';
import type { ClusterMarker, MapViewport, StationMarker } from '../../../src/map/types';

/** Deterministic pseudo-random numbers (mulberry32) so the synthetic stations are the same every run. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function syntheticStations(count: number, seed = 7): StationMarker[] {
  const random = seeded(seed);
  return Array.from({ length: count }, (_, i) => ({
    id: `s${i}`,
    lat: 50 + random() * 8,
    lng: -6 + random() * 7.5,
    brand: i % 3 === 0 ? 'bp' : 'esso',
    colour: i % 10 === 0 ? '#5F6B7A' : null,
    glyph: i % 10 === 0 ? 'U' : 'E',
    state: 'normal' as const,
    name: `Station ${i}`,
    address: `${i} High Street`,
    openStatusText: 'Open 24 hours',
  }));
}

const clusters: ClusterMarker[] = [
  { id: 'c-north', size: 240, centroid: { lat: 56.5, lng: -4 }, bounds: { north: 58, south: 55, east: -2, west: -6 } },
  { id: 'c-south', size: 12, centroid: { lat: 51.5, lng: -1 }, bounds: { north: 52, south: 51, east: 0, west: -2 } },
];

interface Mounted {
  host: HTMLElement;
  container: HTMLElement;
  view: OfflineMapView;
  map: HTMLElement;
  idles: MapViewport[];
}

function mount(): Mounted {
  const host = document.createElement('div');
  host.style.cssText = 'position:absolute;left:0;top:0;width:800px;height:600px';
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  container.style.cssText = 'width:800px;height:600px';
  shadow.append(container);
  const view = new OfflineMapView(container, {
    center: { lat: 54.5, lng: -3 },
    zoom: 6,
    labels: { region: 'Karte der Tankstellen', zoomIn: 'Vergrößern', zoomOut: 'Verkleinern' },
    loadBasemap: async () => [],
  });
  const idles: MapViewport[] = [];
  view.onIdle((viewport) => idles.push(viewport));
  const map = container.querySelector<HTMLElement>('.sl-offline-map')!;
  return { host, container, view, map, idles };
}

/**
 * Input is dispatched as real DOM events rather than through the runner's sendMouse/sendKeys:
 * those need the page in front, and test pages run two at a time.
 */
function pointer(target: Element, type: string, x: number, y: number, extra: PointerEventInit = {}): void {
  target.dispatchEvent(new PointerEvent(type, { bubbles: true, composed: true, cancelable: true, pointerId: 1, pointerType: 'mouse', button: 0, clientX: x, clientY: y, ...extra }));
}

function key(target: Element, name: string): void {
  target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, composed: true, cancelable: true }));
}

/** After the view has drawn: it renders on the next animation frame, or by timer on a background page. */
const frame = () => new Promise((resolve) => setTimeout(resolve, 150));

/** Where `position` is on the 800 × 600 map, in pixels from its top left corner. */
function screenOf(view: OfflineMapView, position: LatLng): { x: number; y: number } {
  const { center, zoom } = view.getView()!;
  const p = project(position, zoom);
  const c = project(center, zoom);
  return { x: p.x - c.x + 400, y: p.y - c.y + 300 };
}

/** The station canvas's pixel (RGBA) at map coordinates `x`, `y`. */
function stationPixel(m: Mounted, x: number, y: number): number[] {
  const canvas = m.container.querySelector<HTMLCanvasElement>('canvas.sl-offline-stations')!;
  const ratio = canvas.width / 800;
  return [...canvas.getContext('2d')!.getImageData(Math.round(x * ratio), Math.round(y * ratio), 1, 1).data];
}

/**
 * A point on a pin's body, left of its white face (the pin is 28 × 36 with its tip at the station,
 * the face a disc of radius 9 around 13.5 px below its top): painted in the pin's fill.
 */
function bodyPixel(m: Mounted, tip: { x: number; y: number }): number[] {
  return stationPixel(m, tip.x - 10.5, tip.y - 22);
}

const PRIMARY = [0x00, 0x64, 0xcc, 255];

function expectColour(actual: number[], expected: number[], message: string): void {
  actual.forEach((value, i) => expect(value, `${message}: channel ${i} of [${actual.join(', ')}]`).to.be.closeTo(expected[i]!, 3));
}

/** A real press and release at a map point, with the click a browser then sends, on the canvas unless said. */
function clickAt(m: Mounted, x: number, y: number, target: Element = m.container.querySelector('canvas.sl-offline-stations')!): void {
  const rect = m.map.getBoundingClientRect();
  const at = { clientX: rect.left + x, clientY: rect.top + y };
  pointer(target, 'pointerdown', at.clientX, at.clientY);
  pointer(target, 'pointerup', at.clientX, at.clientY);
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, ...at }));
}

describe('OfflineMapView', () => {
  let m: Mounted;
  beforeEach(async () => {
    m = mount();
    await waitUntil(() => m.idles.length > 0, 'initial idle', { timeout: 4000 });
    m.idles.length = 0;
  });
  afterEach(async () => {
    m.view.destroy();
    m.host.remove();
  });

  it('mounts inside the shadow root as a focusable, named map region with its styles', () => {
    expect(m.host.shadowRoot!.contains(m.map)).to.equal(true);
    expect(m.map.getAttribute('role')).to.equal('region');
    expect(m.map.getAttribute('aria-label')).to.equal('Karte der Tankstellen');
    expect(m.map.tabIndex).to.equal(0);
    // Adopted by the shadow root as a constructable sheet (a <style> element is blocked by strict CSPs).
    const sheetText = (sheets: readonly CSSStyleSheet[]) => sheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');
    expect(sheetText(m.host.shadowRoot!.adoptedStyleSheets)).to.contain('.sl-marker');
    expect(m.container.querySelector('style')).to.equal(null);
    expect(sheetText(document.adoptedStyleSheets)).not.to.contain('.sl-offline-map');
    const zoomIn = m.container.querySelector('button[aria-label="Vergrößern"]');
    expect(zoomIn).not.to.equal(null);
    expect(m.container.querySelector('.sl-offline-attribution')!.textContent).to.contain('Natural Earth');
  });

  it('reports the viewport about 10 ms after a programmatic move', async () => {
    m.view.setView({ lat: 51.5, lng: -0.12 }, 9);
    const started = performance.now();
    await waitUntil(() => m.idles.length === 1, 'idle after setView');
    expect(performance.now() - started).to.be.at.least(8);
    const [viewport] = m.idles;
    expect(viewport!.zoom).to.equal(9);
    expect(viewport!.center.lat).to.be.closeTo(51.5, 1e-6);
    expect(viewport!.bounds.north).to.be.greaterThan(51.5);
    expect(viewport!.bounds.west).to.be.lessThan(-0.12);
  });

  it('pans with a mouse drag and reports the new viewport once the drag ends', async () => {
    const before = m.view.getView()!;
    const rect = m.map.getBoundingClientRect();
    pointer(m.map, 'pointerdown', rect.left + 400, rect.top + 300);
    pointer(m.map, 'pointermove', rect.left + 300, rect.top + 250);
    pointer(m.map, 'pointermove', rect.left + 200, rect.top + 200);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(m.idles, 'no idle while dragging').to.have.length(0);
    pointer(m.map, 'pointerup', rect.left + 200, rect.top + 200);
    await waitUntil(() => m.idles.length === 1, 'idle after drag');
    const after = m.idles[0]!;
    // Dragging the content left and up shows what is east and south.
    expect(after.center.lng).to.be.greaterThan(before.center.lng);
    expect(after.center.lat).to.be.lessThan(before.center.lat);
    expect(after.zoom).to.equal(before.zoom);
  });

  it('zooms with the wheel around the pointer', async () => {
    const rect = m.map.getBoundingClientRect();
    const at = { clientX: rect.left + 600, clientY: rect.top + 150 };
    m.map.dispatchEvent(new WheelEvent('wheel', { deltaY: -250, bubbles: true, cancelable: true, ...at }));
    await waitUntil(() => m.idles.length === 1, 'idle after wheel');
    expect(m.idles[0]!.zoom).to.be.closeTo(7, 1e-9);
    expect(m.idles[0]!.center.lng).to.be.greaterThan(-3); // zoomed towards the right-hand side
  });

  it('pans with arrow keys and zooms with + and - when focused', async () => {
    m.map.focus();
    expect(m.host.shadowRoot!.activeElement).to.equal(m.map);
    const start = m.view.getView()!;
    key(m.map, 'ArrowRight');
    expect(m.view.getView()!.center.lng).to.be.greaterThan(start.center.lng);
    key(m.map, 'ArrowUp');
    expect(m.view.getView()!.center.lat).to.be.greaterThan(start.center.lat);
    key(m.map, '+');
    expect(m.view.getView()!.zoom).to.equal(7);
    key(m.map, '-');
    key(m.map, '-');
    expect(m.view.getView()!.zoom).to.equal(5);
    await waitUntil(() => m.idles.length > 0, 'idle after keys');
  });

  it('zooms with the on-map buttons, which hide on mobile', async () => {
    m.container.querySelector<HTMLButtonElement>('button[aria-label="Vergrößern"]')!.click();
    expect(m.view.getView()!.zoom).to.equal(7);
    m.view.setControlsVisible(false);
    expect(m.container.querySelector<HTMLElement>('.sl-offline-controls')!.hidden).to.equal(true);
  });

  it('draws a selected or highlighted station above a cluster bubble on the same spot', async () => {
    const spot = clusters[1]!.centroid;
    for (const state of ['selected', 'highlighted'] as const) {
      m.view.setStations([{ ...syntheticStations(1)[0]!, id: 'under', lat: spot.lat, lng: spot.lng, state }]);
      m.view.setClusters([clusters[1]!]);
      await frame();
      const tip = screenOf(m.view, spot);
      // The pin's head, a few pixels above its tip: where the bubble (centred on the spot) covers it too.
      const hit = m.host.shadowRoot!.elementFromPoint(tip.x, tip.y - 8);
      expect(hit?.closest('[data-station-id]')?.getAttribute('data-station-id'), state).to.equal('under');
    }
  });

  it('draws 1,000 stations on its canvas, keeps clusters as DOM, and diffs by id when they change on a pan', async () => {
    const layer = m.container.querySelector<HTMLElement>('.sl-offline-layer')!;
    // Probes, last of their state so that they are drawn above the other 999 and their pixels can be read.
    const probe = { ...syntheticStations(1)[0]!, id: 'probe', lat: 54.5, lng: -3, colour: '#FF0000', state: 'normal' as const };
    const stations = [...syntheticStations(999), probe];
    m.view.setStations(stations);
    m.view.setClusters(clusters);
    // Drawn when setStations returns: the drawn mark means drawn.
    const RED = [255, 0, 0, 255];
    expectColour(bodyPixel(m, { x: 400, y: 300 }), RED, 'the probe is painted in its fill');
    await frame();
    expect(layer.dataset['stationCount']).to.equal('1000');
    expect(layer.dataset['normalCount']).to.equal('1000');
    expect(layer.dataset['highlightedCount']).to.equal('0');
    expect(layer.dataset['selectedCount']).to.equal('0');
    expect(layer.querySelectorAll('[data-station-id]'), 'no DOM pins for stations nobody focuses').to.have.length(0);
    expect(layer.querySelectorAll('[data-cluster-id]')).to.have.length(2);
    expect(layer.querySelector('[data-cluster-id="c-north"]')!.textContent).to.equal('240');
    const canvas = m.container.querySelector('canvas.sl-offline-stations')!;
    expect(canvas.getAttribute('aria-hidden')).to.equal('true');
    const summary = m.container.querySelector('.sl-offline-summary')!;
    expect(summary.getAttribute('role')).to.equal('img');
    expect(summary.getAttribute('aria-label')).to.equal('1000 stations');

    let added = 0;
    let removed = 0;
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        added += record.addedNodes.length;
        removed += record.removedNodes.length;
      }
    });
    observer.observe(layer, { childList: true, subtree: true });

    // A pan: 100 stations leave (the probe too), 100 new ones arrive (a new probe too), 900 stay (one of them is now selected).
    const probe2 = { ...probe, id: 'probe2', lat: 55.5, colour: '#00FF00' };
    const panned = [
      ...stations.slice(100, 999).map((s) => (s.id === 's500' ? { ...s, state: 'selected' as const } : s)),
      ...syntheticStations(1100, 99).slice(1000).map((s) => ({ ...s, id: `n${s.id}` })),
      probe2,
    ];
    const started = performance.now();
    m.view.setStations(panned);
    const elapsed = performance.now() - started;
    m.view.setClusters([clusters[0]!]);
    await frame();
    observer.disconnect();

    expect(added, 'only the selected station gets a DOM pin').to.equal(1);
    expect(removed, 'one cluster is removed').to.equal(1);
    const selected = layer.querySelector<HTMLElement>('[data-station-id]')!;
    expect(selected.dataset['stationId']).to.equal('s500');
    expect(selected.getAttribute('data-state')).to.equal('selected');
    expect(selected.getAttribute('role')).to.equal('img');
    expect(selected.getAttribute('aria-label')).to.equal('Station 500, 500 High Street');
    expect(layer.dataset['stationCount']).to.equal('1000');
    expect(layer.dataset['selectedCount']).to.equal('1');
    expect(layer.dataset['normalCount']).to.equal('999');
    expect(bodyPixel(m, { x: 400, y: 300 }), 'the probe left the map').not.to.deep.equal(RED);
    expectColour(bodyPixel(m, screenOf(m.view, probe2)), [0, 255, 0, 255], 'the new probe is drawn');
    expect(elapsed, 'diffing and drawing 1,000 stations is fast').to.be.lessThan(100);

    // The same stations again: the selected pin's DOM node stays.
    m.view.setStations(panned);
    expect(layer.querySelector('[data-station-id="s500"]')).to.equal(selected);
  });

  it('marks each draw for the bench, keeping only the last mark (the user-timing buffer never empties itself)', () => {
    const stations = syntheticStations(10);
    for (let round = 0; round < 5; round += 1) {
      const before = performance.now();
      m.view.setStations(round % 2 ? stations.slice(1) : stations);
      const marks = performance.getEntriesByName(MAP_DRAWN_MARK);
      expect(marks, `after draw ${round + 1}`).to.have.length(1);
      expect(marks[0]!.startTime).to.be.at.least(before);
    }
  });

  it('redraws the pins in the frame that moves the map, in a few milliseconds for 2,000', async () => {
    const station = { ...syntheticStations(1)[0]!, id: 'centre', lat: 54.5, lng: -3, colour: null };
    const many = syntheticStations(2000);
    m.view.setStations([...many, station]);
    await frame();
    expectColour(bodyPixel(m, { x: 400, y: 300 }), PRIMARY, 'the centre pin');
    key(m.map, 'ArrowLeft'); // the content moves 80 px right
    await frame();
    expectColour(bodyPixel(m, { x: 480, y: 300 }), PRIMARY, 'the centre pin, moved');
    const times: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const started = performance.now();
      m.view.setStations([...many, station]); // nothing to diff: the time is the drawing's
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    expect(times[2], `median redraw of 2,001 pins (ms): ${times.map((t) => t.toFixed(1)).join(', ')}`).to.be.lessThan(30);
  });

  it('scales highlighted and selected pins and greys non-matching ones', async () => {
    const at = (i: number) => ({ lat: 54.5, lng: -4 + i });
    const [a, b, c, d] = syntheticStations(4).map((s, i) => ({ ...s, ...at(i), colour: null }));
    m.view.setStations([{ ...a!, state: 'highlighted' }, { ...b!, state: 'selected' }, { ...c!, state: 'nonMatching' }, d!]);
    await frame();
    const tip = (i: number) => screenOf(m.view, at(i));
    // The highlighted and selected pins are DOM pins above the canvas (and above cluster bubbles), scaled.
    const highlighted = m.container.querySelector<HTMLElement>('[data-station-id="s0"]')!;
    expect(getComputedStyle(highlighted).getPropertyValue('--sl-marker-scale').trim()).to.equal('1.3');
    expect(stationPixel(m, tip(0).x, tip(0).y - 20)[3], 'the highlighted pin is DOM, not canvas').to.equal(0);
    const selected = m.container.querySelector<HTMLElement>('[data-station-id="s1"]')!;
    expect(getComputedStyle(selected).getPropertyValue('--sl-marker-scale').trim()).to.equal('1.6');
    expect(stationPixel(m, tip(1).x, tip(1).y - 20)[3], 'the selected pin is DOM, not canvas').to.equal(0);
    expect(stationPixel(m, tip(3).x, tip(3).y - 20)[3], 'a normal pin is canvas').to.equal(255);
    // #9AA0A6 at 0.85 opacity.
    expectColour(bodyPixel(m, tip(2)), [0x9a, 0xa0, 0xa6, 217], 'the non-matching pin');
    const layer = m.container.querySelector<HTMLElement>('.sl-offline-layer')!;
    expect([layer.dataset['highlightedCount'], layer.dataset['selectedCount'], layer.dataset['nonMatchingCount'], layer.dataset['normalCount']]).to.deep.equal(['1', '1', '1', '1']);
  });

  it('clicks the topmost pin under the pointer, and a drag clicks nothing', async () => {
    const here = { lat: 54.5, lng: -3 };
    const [a, b, c] = syntheticStations(3).map((s) => ({ ...s, ...here }));
    const clicks: string[] = [];
    m.view.onStationClick((id) => clicks.push(id));
    // Same place: the highlighted one is a DOM pin on top of the canvas, and a later pin on top of an earlier one.
    m.view.setStations([a!, { ...b!, state: 'highlighted' }, c!]);
    const rect = m.map.getBoundingClientRect();
    const top = m.host.shadowRoot!.elementFromPoint(rect.left + 400, rect.top + 290)!;
    expect(top.closest('[data-station-id]')?.getAttribute('data-station-id')).to.equal('s1');
    clickAt(m, 400, 290, top);
    m.view.setStations([a!, b!, c!]);
    clickAt(m, 400, 290);
    expect(clicks).to.deep.equal(['s1', 's2']);

    clickAt(m, 400, 320); // below the tip: no pin there
    clickAt(m, 420, 290); // right of a 28 px wide pin
    expect(clicks).to.have.length(2);

    const canvas = m.container.querySelector('canvas.sl-offline-stations')!;
    pointer(canvas, 'pointerdown', rect.left + 400, rect.top + 290);
    pointer(canvas, 'pointermove', rect.left + 430, rect.top + 300);
    pointer(canvas, 'pointerup', rect.left + 430, rect.top + 300);
    canvas.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, clientX: rect.left + 430, clientY: rect.top + 300 }));
    expect(clicks, 'a drag is not a click').to.have.length(2);
  });

  it('reports station clicks and hovers with a tooltip, and fits cluster bounds on cluster click', async () => {
    const station = { ...syntheticStations(1)[0]!, lat: 54.5, lng: -3, colour: null };
    m.view.setStations([station]);
    m.view.setClusters([clusters[1]!]);
    await frame();
    const clicks: string[] = [];
    const hovers: (string | null)[] = [];
    m.view.onStationClick((id) => clicks.push(id));
    m.view.onStationHover((id) => hovers.push(id));

    const canvas = m.container.querySelector('canvas.sl-offline-stations')!;
    const rect = m.map.getBoundingClientRect();
    pointer(canvas, 'pointermove', rect.left + 400, rect.top + 290);
    const tooltip = m.container.querySelector<HTMLElement>('.sl-map-tooltip')!;
    expect(tooltip.hidden).to.equal(false);
    expect(tooltip.textContent).to.contain('Station 0').and.contain('Open 24 hours');
    expect(m.map.classList.contains('is-over-pin'), 'the pointer cursor').to.equal(true);
    // The hovered pin is DOM now, on top of the canvas: the browser sends the next events to it.
    const marker = m.container.querySelector<HTMLElement>('[data-station-id="s0"]')!;
    expect(marker.getAttribute('aria-label')).to.equal('Station 0, 0 High Street');
    pointer(marker, 'pointermove', rect.left + 401, rect.top + 290);
    clickAt(m, 401, 290, marker);
    pointer(canvas, 'pointermove', rect.left + 5, rect.top + 5);
    expect(clicks).to.deep.equal(['s0']);
    expect(hovers).to.deep.equal(['s0', null]);
    expect(tooltip.hidden).to.equal(true);
    expect(m.map.classList.contains('is-over-pin')).to.equal(false);
    expect(m.container.querySelector('[data-station-id]'), 'no DOM pin once not hovered').to.equal(null);
    expectColour(bodyPixel(m, { x: 400, y: 300 }), PRIMARY, 'back on the canvas');

    m.idles.length = 0;
    m.container.querySelector<HTMLElement>('[data-cluster-id="c-south"]')!.click();
    await waitUntil(() => m.idles.length === 1, 'idle after cluster zoom');
    const bounds = m.idles[0]!.bounds;
    expect(m.idles[0]!.zoom).to.be.greaterThan(6);
    expect(bounds.north).to.be.at.least(52 - 1e-6);
    expect(bounds.south).to.be.at.most(51 + 1e-6);
  });

  it('lets a custom cluster click replace the default fit', () => {
    const seen: string[] = [];
    m.view.onClusterClick((cluster) => seen.push(cluster.id));
    m.view.setClusters(clusters);
    const before = m.view.getView()!.zoom;
    m.container.querySelector<HTMLElement>('[data-cluster-id="c-north"]')!.click();
    expect(seen).to.deep.equal(['c-north']);
    expect(m.view.getView()!.zoom).to.equal(before);
  });

  it('fits bounds inside the padding and shows the current location', async () => {
    m.view.setPadding({ left: 300 });
    m.view.fitBounds({ north: 53, south: 52, east: -1, west: -2 });
    const view = m.view.getView()!;
    expect(view.bounds.west).to.be.lessThan(-2 - 0.5); // the padded left side shows more to the west
    m.view.setCurrentLocation({ lat: 52.5, lng: -1.5 });
    await frame();
    const dot = m.container.querySelector<HTMLElement>('.sl-current-location')!;
    expect(dot.getAttribute('aria-label')).to.equal('Your location');
    m.view.setCurrentLocation(null);
    expect(m.container.querySelector('.sl-current-location')).to.equal(null);
  });

  it('draws a route line on the canvas', async () => {
    const canvas = m.container.querySelector('canvas')!;
    const pixel = () => {
      const ctx = canvas.getContext('2d')!;
      const ratio = canvas.width / 800;
      return [...ctx.getImageData(Math.round(400 * ratio), Math.round(300 * ratio), 1, 1).data];
    };
    await frame();
    const water = pixel();
    m.view.setRoute([{ lat: 54.5, lng: -5 }, { lat: 54.5, lng: -1 }]);
    await frame();
    expect(pixel()).not.to.deep.equal(water);
    m.view.setRoute(null);
    await frame();
    expect(pixel()).to.deep.equal(water);
  });

  it('loads the basemap only after reporting its first viewport, so the first requests go out first', async () => {
    const host = document.createElement('div');
    host.style.cssText = 'position:absolute;left:0;top:0;width:400px;height:300px';
    document.body.append(host);
    const order: string[] = [];
    const view = new OfflineMapView(host, {
      center: { lat: 54.5, lng: -3 },
      zoom: 6,
      labels: {},
      loadBasemap: async () => {
        order.push('basemap');
        return [];
      },
    });
    try {
      view.onIdle(() => order.push('idle'));
      expect(order, 'nothing loads while the view is created').to.deep.equal([]);
      await waitUntil(() => order.includes('basemap'), 'the basemap was never loaded');
      view.setView({ lat: 51.5, lng: -0.1 }, 8);
      await waitUntil(() => order.filter((e) => e === 'idle').length === 2);
      expect(order).to.deep.equal(['idle', 'basemap', 'idle']);
    } finally {
      view.destroy();
      host.remove();
    }
  });

  it('stops reporting and removes its DOM when destroyed', async () => {
    m.view.destroy();
    expect(m.container.children).to.have.length(0);
    expect(m.view.getView()).to.equal(null);
  });

  describe('in a container without a size yet', () => {
    const GB = { north: 60.8484, south: 49.9098, west: -13.6927, east: 1.7694 };

    function mountUnsized(): { host: HTMLElement; view: OfflineMapView; idles: MapViewport[] } {
      const host = document.createElement('div');
      // Laid out later (the element's grid, a tab that opens): 0 × 0 for now.
      host.style.cssText = 'position:absolute;left:0;top:0;width:0;height:0';
      document.body.append(host);
      const view = new OfflineMapView(host, { center: { lat: 54.5, lng: -3 }, zoom: 6, labels: {}, loadBasemap: async () => [] });
      const idles: MapViewport[] = [];
      view.onIdle((viewport) => idles.push(viewport));
      return { host, view, idles };
    }

    it('keeps a fit asked for while the container is 0 × 0 and applies it once the container has a size', async () => {
      const { host, view, idles } = mountUnsized();
      try {
        view.fitBounds(GB);
        host.style.width = '800px';
        host.style.height = '600px';
        // Wait for the fit itself: an idle of the starting view (zoom 6, at the stand-in size of
        // a container without one) can come first, and its zoom alone says nothing.
        const showsGB = (b: MapViewport['bounds']): boolean => b.west <= GB.west + 1e-6 && b.east >= GB.east - 1e-6;
        await waitUntil(() => idles.some((idle) => showsGB(idle.bounds)), 'the fit applied at the real size', { timeout: 4000 });
        const { bounds, zoom, center } = view.getView()!;
        // The whole box shows, tightly: not the zoom-3 world view a made-up 300 × 150 box would give.
        expect(bounds.west).to.be.at.most(GB.west + 1e-6);
        expect(bounds.east).to.be.at.least(GB.east - 1e-6);
        expect(bounds.north).to.be.at.least(GB.north - 1e-6);
        expect(bounds.south).to.be.at.most(GB.south + 1e-6);
        expect(zoom).to.be.greaterThan(4.5);
        expect(center.lng).to.be.closeTo((GB.west + GB.east) / 2, 0.01);
      } finally {
        view.destroy();
        host.remove();
      }
    });

    it('drops the pending fit when a later move replaces it', async () => {
      const { host, view, idles } = mountUnsized();
      try {
        view.fitBounds(GB);
        view.setView({ lat: 51.5, lng: -0.12 }, 12);
        host.style.width = '800px';
        host.style.height = '600px';
        await waitUntil(() => idles.some((idle) => idle.bounds.east - idle.bounds.west > 0 && idle.zoom === 12), 'the resize reported', { timeout: 2000 });
        await new Promise((resolve) => setTimeout(resolve, 100));
        const { zoom, center } = view.getView()!;
        expect(zoom).to.equal(12);
        expect(center.lat).to.be.closeTo(51.5, 1e-6);
        expect(center.lng).to.be.closeTo(-0.12, 1e-6);
      } finally {
        view.destroy();
        host.remove();
      }
    });
  });

  describe('when the browser gives the canvas no 2D context', () => {
    const original = Object.getOwnPropertyDescriptor(HTMLCanvasElement.prototype, 'getContext')!;
    beforeEach(() => {
      // What a canvas blocked by a privacy setting, or out of memory, answers.
      Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', { ...original, value: () => null });
    });
    afterEach(() => {
      Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', original);
    });

    it('raises the canvas error once (spec section 8) and says so over the map, while its stations and moves keep working', async () => {
      const { host, container, view } = mount();
      const failures: [MapViewFailure, unknown][] = [];
      view.onFailure((failure, cause) => failures.push([failure, cause]));
      try {
        await waitUntil(() => failures.length > 0, 'the failure reported', { timeout: 2000 });
        view.setView({ lat: 51.5, lng: -0.12 }, 9);
        view.setStations(syntheticStations(3));
        await frame();
        expect(failures.map(([failure]) => failure)).to.deep.equal(['canvas_failed']);
        expect(failures[0]![1]).to.be.instanceOf(CanvasContextError);
        const notices = container.querySelectorAll('.map-area__failure');
        expect(notices).to.have.length(1);
        expect(notices[0]!.getAttribute('role')).to.equal('alert');
        expect(notices[0]!.textContent).to.equal('The map cannot be drawn in this browser.');
        expect(container.querySelector<HTMLElement>('.sl-offline-layer')!.dataset['stationCount']).to.equal('3');
        expect(view.getView()!.zoom).to.equal(9);
      } finally {
        view.destroy();
        host.remove();
      }
    });

    it('raises the same error when only the station canvas has none', async () => {
      // Only the station canvas is refused; the basemap (and the sprites' canvases) draw.
      Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', {
        ...original,
        value(this: HTMLCanvasElement, ...args: Parameters<HTMLCanvasElement['getContext']>) {
          return this.classList.contains('sl-offline-stations') ? null : (original.value as HTMLCanvasElement['getContext']).apply(this, args);
        },
      });
      const { host, container, view } = mount();
      const failures: MapViewFailure[] = [];
      view.onFailure((failure) => failures.push(failure));
      try {
        view.setStations(syntheticStations(3));
        expect(failures).to.deep.equal(['canvas_failed']);
        await frame();
        expect(failures, 'once').to.have.length(1);
        expect(container.querySelectorAll('.map-area__failure')).to.have.length(1);
      } finally {
        view.destroy();
        host.remove();
      }
    });
  });
});
