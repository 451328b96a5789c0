/** The real `LocatorServices` (src/shared/services.ts): the page's fetch, location, console and clock. */
import { createConsoleLogger, detectRuntimeMode, type AnalyticsEvent, type KeyValueStorage, type LocatorServices } from '../shared';
import type { LocatorEventDetailMap } from './events';
import { dispatchHostEvent } from './host-bridge';

/**
 * `window.localStorage`, looked up on every call: in privacy modes or sandboxed frames the getter itself
 * throws a SecurityError, and that must surface where the caller catches it, not when the element starts.
 */
const pageLocalStorage: KeyValueStorage = {
  getItem: (key) => window.localStorage.getItem(key),
  setItem: (key, value) => window.localStorage.setItem(key, value),
  removeItem: (key) => window.localStorage.removeItem(key),
};

/** `host`: where the `analytics` DOM event is dispatched (without it, analytics events are dropped). */
export function createDefaultServices(host?: EventTarget): LocatorServices {
  // Looked up when used, not here: the first read of `navigator.geolocation` or `navigator.clipboard`
  // makes the browser's object, and this runs in every element's constructor, before its config request.
  const hasGeolocation = typeof navigator !== 'undefined' && 'geolocation' in navigator;
  // Only in secure contexts (HTTPS, localhost).
  const hasClipboard = typeof navigator !== 'undefined' && 'clipboard' in navigator;
  return {
    // Bound: calling an unbound window.fetch throws "Illegal invocation".
    fetch: (input, init) => window.fetch(input, init),
    redirect: (url) => window.location.assign(url),
    logger: createConsoleLogger(),
    runtimeMode: detectRuntimeMode(),
    pageOrigin: window.location.origin,
    now: () => Date.now(),
    storage: pageLocalStorage,
    // Called on their object: the Geolocation and Clipboard methods throw "Illegal invocation" off it.
    ...(hasGeolocation ? { geolocation: { getCurrentPosition: (...args) => navigator.geolocation.getCurrentPosition(...args) } } : {}),
    ...(hasClipboard ? { clipboard: { writeText: (text: string) => navigator.clipboard.writeText(text) } } : {}),
    timers: { setTimeout: (callback, ms) => window.setTimeout(callback, ms), clearTimeout: (handle) => window.clearTimeout(handle as number) },
    ...(host ? { track: (name, params) => void dispatchHostEvent(host, 'analytics', { name, params } as AnalyticsEvent) } : {}),
    // Each HostEventDetails entry is its LocatorEventDetailMap entry or narrower; TS cannot relate the
    // two maps through the generic key, hence the cast.
    ...(host ? { emit: (name, detail) => void dispatchHostEvent(host, name, detail as LocatorEventDetailMap[typeof name]) } : {}),
  };
}
