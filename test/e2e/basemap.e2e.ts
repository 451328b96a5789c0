/**
 * The demo's own map, as drawn: the element on the demo page (no Google key, so MapLibre with the built-in
 * style from `/map/style.json`) opened at Leeds, zoom 12, and at Great Britain, zoom 6. What is drawn is
 * asked from MapLibre itself (`queryRenderedFeatures` on the basemap's layers), not read from pixels: place
 * labels and the motorways with their numbers at Leeds, land with the sea around it at Great Britain.
 * Every request the page makes stays on its origin (style, tiles, glyphs, the engine's worker).
 *
 * The view's MapLibre `Map` is read from its container under `Symbol.for('station-locator.maplibre-map')`
 * (src/map/maplibre/index.ts). The element's zooms are Google's (256 px tiles); MapLibre's are one less.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { assertClean, openPage, waitForShell } from './harness';
import { setUpDemoAndBrowser } from './fixture';

const env = setUpDemoAndBrowser();

const LEEDS = { lat: 53.7997, lng: -1.5492 };

/** The rendered features of basemap layers, as plain data (a few properties of each). */
interface Drawn {
  zoom: number;
  layers: Record<string, { count: number; names: string[]; refs: string[] }>;
  /** Land drawn at each probe point, in order. */
  landAt: boolean[];
}

/** Waits for the element's MapLibre map to be idle (style, tiles and glyphs drawn), then asks it what it drew. */
function drawn(page: Page, layerIds: string[], probes: [number, number][] = []): Promise<Drawn> {
  return page.evaluate(
    async ({ layerIds, probes }) => {
      interface Feature {
        properties: Record<string, unknown>;
      }
      interface MapLike {
        loaded(): boolean;
        once(event: string, fn: () => void): void;
        getZoom(): number;
        project(lngLat: [number, number]): { x: number; y: number };
        queryRenderedFeatures(a?: unknown, b?: unknown): Feature[];
      }
      const root = document.querySelector('station-locator')?.shadowRoot;
      const container = root?.querySelector('.sl-maplibre[data-basemap="ready"]');
      const map = container ? ((container as unknown as Record<symbol, unknown>)[Symbol.for('station-locator.maplibre-map')] as MapLike | undefined) : undefined;
      if (!map) throw new Error('no MapLibre map on the element');
      if (!map.loaded()) await new Promise<void>((resolve) => map.once('idle', resolve));
      const layers: Drawn['layers'] = {};
      for (const id of layerIds) {
        const features = map.queryRenderedFeatures({ layers: [id] });
        layers[id] = {
          count: features.length,
          names: [...new Set(features.map((f) => f.properties.name).filter((v): v is string => typeof v === 'string'))],
          refs: [...new Set(features.map((f) => f.properties.ref).filter((v): v is string => typeof v === 'string'))],
        };
      }
      const landAt = probes.map((lngLat) => map.queryRenderedFeatures(map.project(lngLat), { layers: ['basemap-land'] }).length > 0);
      return { zoom: map.getZoom(), layers, landAt };
    },
    { layerIds, probes },
  );
}

async function mapReady(page: Page): Promise<void> {
  await waitForShell(page);
  await page.locator('station-locator .sl-maplibre[data-basemap="ready"]').waitFor({ timeout: 30_000 });
}

test('Leeds at zoom 12 shows place labels and the motorways with their numbers, all from our origin', async () => {
  const watch = await openPage(env.browser, { viewport: { width: 1280, height: 900 } });
  const { page, context } = watch;
  const offOrigin: string[] = [];
  const origin = new URL(env.baseUrl).origin;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== origin) offOrigin.push(request.url());
  });
  try {
    await page.goto(`${env.baseUrl}#/@${LEEDS.lat},${LEEDS.lng},12z`);
    await mapReady(page);
    const seen = await drawn(page, ['basemap-places', 'basemap-motorways', 'basemap-motorway-labels', 'basemap-land']);
    assert.ok(Math.abs(seen.zoom - 11) < 0.5, `MapLibre zoom ${seen.zoom} for the element's 12`);
    assert.ok(seen.layers['basemap-places']!.names.includes('Leeds'), `place labels: ${seen.layers['basemap-places']!.names.join(', ')}`);
    assert.ok(seen.layers['basemap-places']!.names.length >= 5, 'the city and the places around it');
    assert.ok(seen.layers['basemap-motorways']!.count > 0, 'motorway lines drawn');
    assert.ok(seen.layers['basemap-motorway-labels']!.refs.some((ref) => /^M\d/.test(ref)), `motorway numbers: ${seen.layers['basemap-motorway-labels']!.refs.join(', ')}`);
    assert.ok(seen.layers['basemap-land']!.count > 0, 'land');
    const mapRequests = watch.requests.filter((r) => r.includes('/map/'));
    assert.ok(mapRequests.some((r) => r.includes('/map/style.json')), 'the built-in style');
    assert.ok(mapRequests.some((r) => /\/map\/tiles\/[0-9a-f]+\/11\//.test(r)), 'tiles of zoom 11');
    assert.ok(mapRequests.some((r) => r.includes('/map/fonts/Noto%20Sans')), 'glyphs');
    assert.deepEqual(offOrigin, [], 'no request leaves the page origin');
    assertClean(watch);
  } finally {
    await context.close();
  }
});

test('Great Britain at zoom 6 shows the land and its coast: land at Leeds, sea in the North Sea and the Irish Sea', async () => {
  const watch = await openPage(env.browser, { viewport: { width: 1280, height: 900 } });
  const { page, context } = watch;
  try {
    await page.goto(`${env.baseUrl}#/@54.5,-3,6z`);
    await mapReady(page);
    const probes: [number, number][] = [
      [LEEDS.lng, LEEDS.lat],
      [2.5, 55], // North Sea
      [-4.6, 53.9], // Irish Sea, between Anglesey and the Isle of Man
      [-3.19, 55.95], // Edinburgh
    ];
    const seen = await drawn(page, ['basemap-land', 'basemap-places'], probes);
    assert.ok(Math.abs(seen.zoom - 5) < 0.5, `MapLibre zoom ${seen.zoom} for the element's 6`);
    assert.ok(seen.layers['basemap-land']!.count > 0, 'land drawn');
    assert.deepEqual(seen.landAt, [true, false, false, true], 'the coast lies between land and sea where it should');
    const names = seen.layers['basemap-places']!.names;
    assert.ok(names.includes('London'), `city labels: ${names.join(', ')}`);
    assertClean(watch);
  } finally {
    await context.close();
  }
});
