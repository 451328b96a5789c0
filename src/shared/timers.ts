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
