/**
 * Draws the images the map asks for a few milliseconds' worth at a time. MapLibre asks for every
 * missing image of a tile at once (a first view: some seventy pins), and one task drawing them all
 * held the page for 200 ms on this machine (profiled at 1x), about four times that at a phone's speed,
 * while a visitor typed.
 *
 * Between slices it yields with `yieldAhead` (a `scheduler.yield` continuation), not at the back of the
 * task queue: MapLibre lays out a tile only once its images are in, and a slice queued behind the map's
 * own tasks of that moment (tiles parsed, frames) waited for all of them, which at a phone's speed made a
 * first view's map complete half a second later. Input and frames still come between slices.
 */
import { yieldAhead } from '../../shared';

/** Drawing time per task before the browser gets its turn (input, frames). */
export const IMAGE_SLICE_MS = 8;

/**
 * A resolver for `map.setMissingStyleImageResolver`: each id is drawn by `draw` in order, in tasks of
 * about `sliceMs`; its promise settles once it is drawn. A draw that throws settles too (the map then
 * reports the image missing, as it would without a resolver).
 */
export function drawInSlices(draw: (id: string) => void, sliceMs = IMAGE_SLICE_MS): (id: string) => Promise<void> {
  const waiting: { id: string; done: () => void }[] = [];
  let running = false;

  async function drain(): Promise<void> {
    while (waiting.length > 0) {
      const start = performance.now();
      while (waiting.length > 0 && performance.now() - start < sliceMs) {
        const next = waiting.shift()!;
        try {
          draw(next.id);
        } catch {
          // Settled below all the same: one image that cannot be drawn does not hold the others.
        } finally {
          next.done();
        }
      }
      if (waiting.length > 0) await yieldAhead();
    }
    running = false;
  }

  return (id) =>
    new Promise<void>((resolve) => {
      waiting.push({ id, done: resolve });
      if (running) return;
      running = true;
      // After the caller's other requests of this moment, so the slices see them all.
      queueMicrotask(() => void drain());
    });
}
