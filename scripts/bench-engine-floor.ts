/**
 * The map engine's own floor for bench:ui's "longest long task while panning": a bare MapLibre page (the
 * built-in basemap alone, no element, no stations: scripts/bare-map-page.ts) of the element's map size,
 * panned as the element's keyboard pan does (80 px, not animated), each pan until the map is idle. What
 * MapLibre and the browser take per frame on this machine (headless Chromium draws WebGL in software:
 * SwiftShader), whatever the element adds.
 */
import type { Browser } from 'playwright-core';
import { buildApp } from '../server/src/app.ts';
import { openPage } from '../test/e2e/harness.ts';
import { registerBareMapPage } from './bare-map-page.ts';

/** The element's map area in bench:ui's 1280×800 page (beside the 380 px sidebar). */
const MAP_SIZE = { width: 900, height: 800 };
const KEY_PAN_PX = 80;

export async function bareEnginePanTask(browser: Browser, view: { center: { lat: number; lng: number }; zoom: number }, pans: number): Promise<number> {
  const app = await buildApp({ dbPath: ':memory:', dataFile: null, rateLimit: false, register: registerBareMapPage });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the bare map server has no port');
  const { page, context } = await openPage(browser, { viewport: MAP_SIZE, blockGoogle: false });
  try {
    await page.goto(`http://127.0.0.1:${address.port}/bare-map.html?at=${view.zoom}/${view.center.lat}/${view.center.lng}&live`);
    await page.waitForFunction(() => '__idle' in window, undefined, { timeout: 30_000 });
    await page.evaluate(() => (window as unknown as { __idle: Promise<number> }).__idle);
    let longest = 0;
    for (let i = 0; i < pans; i += 1) {
      const dx = i % 2 ? -KEY_PAN_PX : KEY_PAN_PX;
      const task = await page.evaluate(async (dx) => {
        interface EngineMap {
          panBy(offset: [number, number], options: { animate: boolean }): void;
          once(event: 'idle', listener: () => void): void;
        }
        const map = (window as unknown as { __map: EngineMap }).__map;
        const tasks: number[] = [];
        const observer = new PerformanceObserver((list) => tasks.push(...list.getEntries().map((entry) => entry.duration)));
        observer.observe({ type: 'longtask', buffered: false });
        const idle = new Promise<void>((resolve) => map.once('idle', resolve));
        map.panBy([dx, 0], { animate: false });
        await idle;
        // A long task is reported once it has ended: the frame after the last.
        await new Promise((resolve) => setTimeout(resolve, 100));
        tasks.push(...observer.takeRecords().map((entry) => entry.duration));
        observer.disconnect();
        return Math.max(0, ...tasks);
      }, dx);
      longest = Math.max(longest, task);
    }
    return longest;
  } finally {
    await context.close();
    await app.close();
  }
}
