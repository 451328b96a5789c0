// Renders the offline maps engine with the real UK forecourt list and saves docs/offline-map.png.
// Usage: node scripts/screenshot-offline-map.mjs
// Bundles a tiny page entry with esbuild (the same sources the element uses), opens it in Debian's
// Chromium through playwright-core, and takes a screenshot. No network: the basemap is the packaged
// Natural Earth data.
import { readFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { parse } from 'csv-parse/sync';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './chromium-args.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const csv = await readFile(path.join(root, 'data/uk_forecourts_fuelfinder_2026-02-18.csv'), 'utf8');
const rows = parse(csv, { columns: true, skip_empty_lines: true });
const stations = rows
  .filter((r) => Number.isFinite(Number(r.lat)) && Number.isFinite(Number(r.lng)))
  .map((r) => {
    const brand = (r.brand || 'other').toLowerCase().replace(/[^a-z0-9]+/g, '_');
    return {
      id: r.id,
      lat: Number(r.lat),
      lng: Number(r.lng),
      brand,
      colour: brand === 'bp' ? '#007F00' : null,
      glyph: brand === 'bp' ? 'bp' : brand.charAt(0).toUpperCase(),
      // BP sites match the demo filter; the rest show as the grey non-matching set.
      state: brand === 'bp' ? 'normal' : 'nonMatching',
      name: r.name,
      address: [r.address, r.city, r.postcode].filter(Boolean).join(', '),
      openStatusText: r.opening_hours === '24/7' ? 'Open 24 hours' : '',
    };
  });

const entry = `
import { OfflineMapView } from './src/map/offline/offline-map-view';
const stations = window.__STATIONS__;
const container = document.getElementById('map');
const view = new OfflineMapView(container, {
  center: { lat: 52.62, lng: -1.6 },
  zoom: 9.4,
  labels: { attribution: 'Map data: Natural Earth (public domain)', region: 'Map of fuel stations' },
});
const bp = stations.filter((s) => s.state === 'normal');
const selected = bp.find((s) => /LEICESTER/.test(s.address)) ?? bp[0];
view.setStations(stations.map((s) => (s === selected ? { ...s, state: 'selected' } : s)));
view.setRoute([{ lat: 52.4862, lng: -1.8904 }, { lat: 52.6369, lng: -1.1398 }, { lat: 52.9548, lng: -1.1581 }]);
view.setCurrentLocation({ lat: 52.4862, lng: -1.8904 });
// A station near the route is highlighted, as when the visitor hovers its list entry.
window.__ready__ = new Promise((resolve) => view.onIdle(() => setTimeout(resolve, 500)));
`;
const bundle = await build({
  stdin: { contents: entry, resolveDir: root, loader: 'ts', sourcefile: 'screenshot-entry.ts' },
  bundle: true,
  format: 'esm',
  write: false,
  loader: { '.json': 'json' },
  logLevel: 'warning',
});

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [...CHROMIUM_ARGS],
});
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 800 }, deviceScaleFactor: 1 });
  await page.setContent('<!doctype html><html><body style="margin:0"><div id="host" style="width:1200px;height:800px"></div></body></html>');
  // The map lives in a shadow root, as inside <station-locator>.
  await page.evaluate((data) => {
    window.__STATIONS__ = data;
    const host = document.getElementById('host');
    const shadow = host.attachShadow({ mode: 'open' });
    const map = document.createElement('div');
    map.id = 'map';
    map.style.cssText = 'width:1200px;height:800px';
    shadow.append(map);
    document.getElementById = ((original) => (id) => (id === 'map' ? map : original.call(document, id)))(document.getElementById);
  }, stations);
  await page.addScriptTag({ type: 'module', content: bundle.outputFiles[0].text });
  await page.waitForFunction(() => window.__ready__ !== undefined);
  await page.evaluate(() => window.__ready__);
  await mkdir(path.join(root, 'docs'), { recursive: true });
  await page.screenshot({ path: path.join(root, 'docs/offline-map.png') });
  console.log(`docs/offline-map.png: ${stations.length} stations`);
} finally {
  await browser.close();
}
