/**
 * What panning over some 2,000 stations costs the page's main thread, read from a Chrome trace of the demo
 * page: PANS keyboard pans (Shift + an arrow, back and forth), each given PAUSE_MS to finish (the answers,
 * MapLibre's rebuilt tiles and their frames), counted whole: animation frames, their time, the main
 * thread's busy time (every task), the garbage collector's time, and tasks over 50 ms. bench:ui's pan rows
 * time a pan up to its answer's work and the next 100 ms; this counts the frames that come after as well.
 */
import type { Browser } from 'playwright-core';
import { openPage, waitForBasemap } from '../test/e2e/harness.ts';

const PAUSE_MS = 1200;

export interface PanFrames {
  pans: number;
  /** MapLibre's animation frames (the page's requestAnimationFrame callbacks) of 1 ms or more. */
  frames: number;
  frameMs: number;
  /** Every task of the page's main thread. */
  busyMs: number;
  gcMs: number;
  longTasks: number;
  longestTask: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  args?: { name?: string };
}

/** The demo page at `view` on the demo server `base`, panned `pans` times under a trace. */
export async function panFrames(browser: Browser, base: string, view: { center: { lat: number; lng: number }; zoom: number }, pans: number): Promise<PanFrames> {
  const { page, context } = await openPage(browser, { viewport: { width: 1280, height: 800 }, blockGoogle: false });
  try {
    await page.goto(`${base}#/@${view.center.lat},${view.center.lng},${view.zoom}z`);
    await waitForBasemap(page);
    await page.locator('station-locator .sl-maplibre[data-basemap="ready"]').waitFor({ state: 'attached', timeout: 30_000 });
    await page.waitForTimeout(1500); // the first view's answers and their frames are over
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    // The trace format is not typed by the protocol (string maps): these are the fields read here.
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute', transferMode: 'ReportEvents' });
    await page.evaluate(
      async ({ pans, pauseMs }) => {
        const map = document.querySelector('station-locator')?.shadowRoot?.querySelector<HTMLElement>('[part="map"] .sl-maplibre');
        if (!map) throw new Error('no map');
        for (let i = 0; i < pans; i += 1) {
          map.dispatchEvent(new KeyboardEvent('keydown', { key: i % 2 ? 'ArrowLeft' : 'ArrowRight', shiftKey: true, bubbles: true, composed: true }));
          await new Promise((resolve) => setTimeout(resolve, pauseMs));
        }
      },
      { pans, pauseMs: PAUSE_MS },
    );
    await cdp.send('Tracing.end');
    await complete;
    return summarise(events, pans);
  } finally {
    await context.close();
  }
}

function summarise(events: readonly TraceEvent[], pans: number): PanFrames {
  const thread = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!thread) throw new Error('no renderer main thread in the trace');
  const onMain = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X');
  const ms = (list: readonly TraceEvent[]) => list.reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000;
  const tasks = onMain.filter((e) => e.name === 'RunTask');
  const frames = onMain.filter((e) => e.name === 'FireAnimationFrame' && (e.dur ?? 0) >= 1000);
  const longTasks = tasks.filter((e) => (e.dur ?? 0) > 50_000);
  return {
    pans,
    frames: frames.length,
    frameMs: ms(frames),
    busyMs: ms(tasks),
    gcMs: ms(onMain.filter((e) => e.name === 'MinorGC' || e.name === 'MajorGC')),
    longTasks: longTasks.length,
    longestTask: Math.max(0, ...longTasks.map((e) => (e.dur ?? 0) / 1000)),
  };
}

/** One line for the record: per pan, with the totals. */
export function panFramesLine(label: string, runs: readonly PanFrames[]): string {
  const sum = (key: keyof PanFrames) => runs.reduce((total, run) => total + run[key], 0);
  const pans = sum('pans');
  const per = (key: keyof PanFrames) => (sum(key) / pans).toFixed(1);
  return (
    `${label}: ${pans} pans on ${runs.length} page(s), a pan's main thread (traced, ${PAUSE_MS} ms each): ${per('frames')} animation frames (${per('frameMs')} ms), ` +
    `busy ${per('busyMs')} ms, garbage collector ${per('gcMs')} ms; tasks over 50 ms ${sum('longTasks')} (longest ${Math.max(...runs.map((run) => run.longestTask)).toFixed(1)} ms)`
  );
}
