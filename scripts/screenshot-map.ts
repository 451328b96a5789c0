/**
 * Screenshots of the built-in basemap alone (a bare MapLibre page, scripts/bare-map-page.ts) at Leeds,
 * London, Cardiff and Belfast, at the element's zooms 6, 9 and 12 (MapLibre's 5, 8 and 11): what the style is tuned by (docs/own-map.md, "The demo's map").
 *
 *   node --import tsx scripts/screenshot-map.ts [out-dir]     (default docs/map/)
 *
 * Runs the reference API in this process (no station data needed) on a free port, so no build is needed.
 */
import { mkdir, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { buildApp } from '../server/src/app.ts';
import { registerBareMapPage } from './bare-map-page.ts';
import { launchBrowser } from '../test/e2e/harness.ts';

export const MAP_VIEWS = [
  { name: 'leeds', lat: 53.7997, lng: -1.5492 },
  { name: 'london', lat: 51.5074, lng: -0.1278 },
  { name: 'cardiff', lat: 51.4816, lng: -3.1791 },
  { name: 'belfast', lat: 54.5973, lng: -5.9301 },
] as const;
export const MAP_ZOOMS = [6, 9, 12] as const;

const outDir = resolve(process.argv[2] ?? 'docs/map');
await mkdir(outDir, { recursive: true });
const app = await buildApp({ dbPath: ':memory:', dataFile: null, rateLimit: false, register: registerBareMapPage });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const browser = await launchBrowser();
try {
  const page = await browser.newPage({ viewport: { width: 640, height: 480 }, deviceScaleFactor: 1 });
  page.on('console', (m) => {
    if (m.type() === 'error') console.log(`  page error: ${m.text()}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) console.log(`  ${r.status()} ${r.url()}`);
  });
  page.on('request', (r) => {
    if (!r.url().startsWith(origin)) console.log(`  request off the origin: ${r.url()}`);
  });
  for (const view of MAP_VIEWS) {
    for (const zoom of MAP_ZOOMS) {
      await page.goto(`${origin}/bare-map.html?at=${zoom}/${view.lat}/${view.lng}`);
      await page.evaluate(() => (window as unknown as { __idle: Promise<void> }).__idle);
      const file = `${outDir}/${view.name}-z${zoom}.png`;
      await page.screenshot({ path: file });
      console.log(`${file} ${((await stat(file)).size / 1024).toFixed(0)} KB`);
    }
  }
} finally {
  await browser.close();
  await app.close();
}
