/** The element's timers (`services.timers`, a fake clock in tests), else the page's. */
import type { LocatorServices, Timers } from './services';

const globalTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export const timersOf = (services: LocatorServices): Timers => services.timers ?? globalTimers;
