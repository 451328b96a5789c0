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
 * Resolves in a task of its own, so the work after it does not lengthen the current task (a long task
 * holds up the visitor's input and the next frame). `scheduler.yield()` where the browser has it (the
 * rest then runs before other queued tasks), else a message, which comes before timers.
 */
export function nextTask(): Promise<void> {
  // Not in TypeScript's DOM library yet (Chromium 129+).
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
