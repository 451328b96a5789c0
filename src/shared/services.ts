/**
 * `LocatorServices`: everything outside the element's own code that it talks to, in one object per
 * element. ES module exports cannot be stubbed in the browser, so this object is the test seam: the
 * element builds real defaults (src/element/services.ts), a test passes its own through the element's
 * `services` property before connecting it (see src/element/station-locator-element.ts).
 *
 * Features read it from the per-element jotai store (`servicesAtom`), never from module globals.
 *
 * A new port is a field of this interface with its default in src/element/services.ts. Type-only, no
 * implementations here.
 */
import { atom, type createStore } from 'jotai/vanilla';
import type { AnalyticsEventMap, AnalyticsEventName } from './analytics';
import type { Logger } from './logger';
import type { RuntimeMode } from './runtime-mode';

export type FetchFunction = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

export interface LocatorServices {
  /** All HTTP goes through this (the config and our API). Default: the page's `fetch`. */
  fetch: FetchFunction;
  /** Leaves the page, e.g. for a 401/403 on the config request. Default: `location.assign`. */
  redirect: (url: string) => void;
  logger: Logger;
  /** See src/shared/runtime-mode.ts. */
  runtimeMode: RuntimeMode;
  /** The page's origin: the default `config-base`. */
  pageOrigin: string;
  /** Current time in ms (Date.now by default); timers and "open now" read it. */
  now: () => number;
  /**
   * Key-value storage for recent searches. Default: the page's `localStorage`, looked up on every call
   * (reading `window.localStorage` itself throws a SecurityError where storage is blocked). Any method may
   * throw (quota, privacy mode); callers survive that. Optional: without it nothing is remembered.
   */
  storage?: KeyValueStorage;
  /** The device position. Default: `navigator.geolocation` where the page has it. Optional: without it there is no geolocation button. */
  geolocation?: GeolocationPort;
  /**
   * Writes text to the clipboard ("copy link" of a shared route). Default: `navigator.clipboard` where
   * the page has it (secure contexts). Optional: without it copying fails with a message.
   */
  clipboard?: ClipboardPort;
  /** Timers for debounces. Optional: the global `setTimeout` / `clearTimeout` by default. Tests pass a fake clock. */
  timers?: Timers;
  /**
   * Sends an analytics event to the host page (spec section 7). Default: the element's `analytics` DOM
   * event. Optional: without it analytics events are dropped. Params never carry free text the visitor typed.
   */
  track?: TrackFunction;
  /**
   * Dispatches one of the element's DOM events on the host (other than `analytics`, which is `track`).
   * Default: `dispatchHostEvent` on the element (src/element/services.ts). Optional: without it the event
   * is logged as undeliverable.
   */
  emit?: <K extends keyof HostEventDetails>(name: K, detail: HostEventDetails[K]) => void;
  /**
   * The watchlist shared with the host page (spec section 7): the element's host bridge
   * (src/element/host-bridge.ts). Optional: without it the watchlist is local to the element and nothing
   * is sent. The element always fills it with its own bridge.
   */
  hostBridge?: HostBridgePort;
  /**
   * Posts a message to the host page. Default: `window.postMessage`. The host bridge always passes an
   * exact origin (never `*`); tests replace it to watch that.
   */
  postMessage?: (message: unknown, targetOrigin: string) => void;
}

/**
 * `track(name, params)`: `name` must be in the analytics catalogue (src/shared/analytics.ts), so a misspelt
 * name fails type-check; `params` must be one of the catalogue's payloads. (Pairing each name with its own
 * payload would reject callers that are generic over a subset of names, like the search feature's helper.)
 */
export type TrackFunction = (name: AnalyticsEventName, params: AnalyticsEventMap[AnalyticsEventName]) => void;

/** What the watchlist feature sees of the host bridge. */
export interface HostBridgePort {
  /** The current watchlist: `pending` until the host answers (at most 2 s), then `ready`. */
  getWatchlist(): WatchlistSnapshot;
  /** Calls `listener` after every change of the snapshot. Returns the unsubscribe function. */
  subscribeWatchlist(listener: () => void): () => void;
  /** Sends `add-to-watchlist` / `remove-from-watchlist` with `{id}` and applies the change locally until the host answers. */
  changeWatchlist(change: 'add' | 'remove', id: string): void;
}

/** The watchlist as the element knows it. `ids` is frozen. */
export interface WatchlistSnapshot {
  status: 'pending' | 'ready';
  ids: readonly string[];
}

/**
 * `locator-error` codes a feature raises after start-up, while the rest of the locator keeps working:
 * the map region's failures (script not loaded, key rejected, no advanced markers without a map id), a
 * Google service the key may not use or whose quota is spent, Google Maps loaded by the host page.
 */
export type FeatureErrorCode =
  | 'map_load_failed'
  | 'map_auth_failure'
  | 'map_markers_unavailable'
  | 'map_canvas_failed'
  | 'maps_places_denied'
  | 'maps_places_quota'
  | 'maps_routes_denied'
  | 'maps_routes_quota'
  | 'maps_geocoding_denied'
  | 'maps_geocoding_quota'
  | 'maps_host_loaded';

/** Host DOM events the features send through `emit` (the same shapes as src/element/events.ts). */
export interface HostEventDetails {
  'select-location': { resource: string; id: string };
  'locator-error': { code: FeatureErrorCode; message: string };
  /** The visitor asked to load Google Maps: the host's consent banner should ask them (also posted to the host). */
  'maps-consent-request': Record<string, never>;
}

/** The part of the Web Storage API we use. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The part of the Clipboard API we use. */
export type ClipboardPort = Pick<Clipboard, 'writeText'>;

/** The part of the Geolocation API we use. */
export type GeolocationPort = Pick<Geolocation, 'getCurrentPosition'>;

export interface Timers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

type Store = ReturnType<typeof createStore>;

const servicesBaseAtom = atom<LocatorServices | null>(null);
servicesBaseAtom.debugLabel = 'services';

/** The element's services. Reading it before `provideServices` is a programming error. */
export const servicesAtom = atom((get) => {
  const services = get(servicesBaseAtom);
  if (!services) throw new Error('servicesAtom was read before provideServices() put services in the store');
  return services;
});

/** Puts the element's services into its store (done once, when the store is created). */
export function provideServices(store: Store, services: LocatorServices): void {
  store.set(servicesBaseAtom, services);
}

/**
 * Sends an analytics event through `services.track`. A host listener that throws is logged, never
 * passed on: analytics must not break the feature that reported something.
 */
export function trackEvent<K extends AnalyticsEventName>(services: LocatorServices, name: K, params: AnalyticsEventMap[K]): void {
  try {
    services.track?.(name, params);
  } catch (error) {
    services.logger.warn(`analytics event ${name} failed`, error);
  }
}
