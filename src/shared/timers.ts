/** The element's timers (`services.timers`, a fake clock in tests), else the page's. */
import type { LocatorServices, Timers } from './services';

const globalTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export const timersOf = (services: LocatorServices): Timers => services.timers ?? globalTimers;

/**
 * Runs `task` when the page has nothing else to do (`requestIdleCallback`, within a second at the
 * latest; a short timeout where the browser has none). Returns a cancel function.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof globalThis.requestIdleCallback === 'function') {
    const handle = globalThis.requestIdleCallback(task, { timeout: 1000 });
    return () => globalThis.cancelIdleCallback(handle);
  }
  const handle = globalThis.setTimeout(task, 50);
  return () => globalThis.clearTimeout(handle);
}

/**
 * Resolves in a task of its own, after what the browser has queued (input, rendering, network answers):
 * work split at it is not one long task. The page's timer, not the element's: a fake clock would hold
 * real work back.
 */
export const yieldToBrowser = (): Promise<void> => new Promise((resolve) => globalThis.setTimeout(resolve, 0));

/** `scheduler.yield`, where the browser has it (TypeScript's DOM types do not have it yet). */
interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Resolves in a task of its own, as `yieldToBrowser`, but one the browser runs ahead of the tasks queued
 * meanwhile (a `scheduler.yield` continuation): for work that a page's other work (lazy chunks that came
 * in, their set-up) should wait for. A task at the end of the queue where there is no `scheduler.yield`.
 */
export function yieldAhead(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : yieldToBrowser();
}

/**
 * Runs `task` once the browser has painted its next frame (a frame callback, then a task after it), or
 * after `fallbackMs` where no frame comes (a hidden page paints none). Returns a cancel function. For
 * work a first view does not show (a lazy chunk's fetch, parse and compile): on a machine with two busy
 * cores it took its share of them from the frame that shows the first list.
 */
export function afterNextPaint(task: () => void, fallbackMs = 200): () => void {
  let afterFrame: ReturnType<typeof setTimeout> | undefined;
  const frame = globalThis.requestAnimationFrame(() => {
    afterFrame = globalThis.setTimeout(run, 0);
  });
  const fallback = globalThis.setTimeout(run, fallbackMs);
  const cancel = () => {
    globalThis.cancelAnimationFrame(frame);
    globalThis.clearTimeout(afterFrame);
    globalThis.clearTimeout(fallback);
  };
  // Either way cancels the other, so the task runs once.
  function run() {
    cancel();
    task();
  }
  return cancel;
}

/**
 * Resolves when `promise` settles or `ms` have passed on `timers` (the element's: `timersOf`), whichever
 * is first; never rejects (the promise's owner reports its failure).
 */
export function settledWithin(promise: Promise<unknown>, ms: number, timers: Timers = globalTimers): Promise<void> {
  return new Promise((resolve) => {
    const timer = timers.setTimeout(resolve, ms);
    const settle = () => {
      timers.clearTimeout(timer);
      resolve();
    };
    promise.then(settle, settle);
  });
}
