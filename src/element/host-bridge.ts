/**
 * Talking to the host page (DESIGN.md "Element surface"; spec section 7; hardening notes A1, A2).
 *
 * Out: every message goes both ways at once:
 * - a DOM CustomEvent on the element (`bubbles`, `composed`, a frozen structured clone as `detail`, so a
 *   listener cannot reach our state), see `dispatchHostEvent`;
 * - `postMessage({source: 'station-locator', version: 1, type, payload}, hostOrigin)`, where hostOrigin is
 *   the `host-origin` attribute or, without one, the page's own origin. Never `*`, never `"null"`.
 *
 * In: `message` events on the page window, accepted only when `event.origin === hostOrigin` exactly,
 * `event.source` is the expected window (the page's own `window` unless configured) and the data passes
 * the hand-written schema (src/watchlist/watchlist-protocol.ts). Anything else is dropped silently: no
 * exception, no state change, no log line per message (a noisy page would flood the console).
 *
 * The watchlist: `ready-watchlist` goes out on start; the host answers with a `watchlist` message or sets the
 * element's `watchlist` property. Add / remove are applied locally at once and sent; the host's next
 * `watchlist` answer is the truth and replaces ours. Without an answer within 2 s (a page with no host
 * script) the element keeps the list itself: the one it stored for the resource (`localList`, the page's
 * storage), plus what the visitor added meanwhile, and every change from then on is stored too, until a
 * host answers after all.
 */
import {
  sanitiseAnalyticsParams,
  type AnalyticsEvent,
  type HostBridgePort,
  type LocatorServices,
  type Logger,
  type Timers,
  type TrackFunction,
  type WatchlistSnapshot,
} from '../shared';
import { envelope, parseIncomingMessage, parseWatchlistIds, WATCHLIST_WAIT_MS, type LocalWatchlist } from '../watchlist';
import { parseOrigin } from './attributes';
import type { LocatorEvent, LocatorEventDetailMap, LocatorEventName } from './events';

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * Dispatches `name` on the host with a frozen structured clone of `detail`: listeners see a snapshot
 * and cannot mutate the element's state through it.
 */
export function dispatchHostEvent<K extends LocatorEventName>(
  host: EventTarget,
  name: K,
  detail: LocatorEventDetailMap[K],
): LocatorEvent<K> {
  const event: LocatorEvent<K> = new CustomEvent(name, {
    detail: deepFreeze(structuredClone(detail)),
    bubbles: true,
    composed: true,
  });
  host.dispatchEvent(event);
  return event;
}

/** The messages the element sends, by type (each is also the DOM event of that name). */
export type OutgoingMessageType = 'ready-watchlist' | 'add-to-watchlist' | 'remove-from-watchlist' | 'analytics' | 'maps-consent-request';

/** Where incoming messages are listened for. */
export type MessageListenerTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>;

export interface HostBridgeOptions {
  /** The element: DOM events are dispatched on it. */
  host: EventTarget;
  /** The `host-origin` attribute's value, read at each use (it may change). Null or invalid: the page origin. */
  hostOriginAttribute: () => string | null;
  /** The page's own origin (`location.origin`); may be the opaque `"null"`, then nothing is posted or accepted. */
  pageOrigin: () => string;
  /** Posts to the host page (the services' `postMessage` seam). */
  postMessage: () => (message: unknown, targetOrigin: string) => void;
  timers: () => Timers;
  logger: () => Logger;
  /** Where `message` events arrive. Default: `window`. */
  listenOn?: MessageListenerTarget;
  /** The only `event.source` accepted. Default: `window` (the page itself; not an iframe on it). */
  expectedSource?: () => MessageEventSource | null;
  /**
   * Where the element keeps the list when no host answers (the resource's list in the services'
   * storage), read at each use (the resource may change). Absent or null: an empty list, not kept.
   */
  localList?: () => LocalWatchlist | null;
}

const EMPTY: readonly string[] = Object.freeze([]);

export class HostBridge implements HostBridgePort {
  readonly #options: HostBridgeOptions;
  #snapshot: WatchlistSnapshot = Object.freeze({ status: 'pending' as const, ids: EMPTY });
  /** Set once the host has answered (message or property): a later start() does not wait again. */
  #answered = false;
  /** The list the element keeps itself (no host answered in time); null while the host's is the truth. */
  #kept: LocalWatchlist | null = null;
  #started = false;
  #timer: unknown = null;
  readonly #listeners = new Set<() => void>();

  constructor(options: HostBridgeOptions) {
    this.#options = options;
  }

  /** The origin messages go to and come from; null when none is usable (opaque page origin, no attribute). */
  hostOrigin(): string | null {
    return parseOrigin(this.#options.hostOriginAttribute()) ?? parseOrigin(this.#options.pageOrigin());
  }

  /** Starts listening, sends `ready-watchlist` and starts the 2 s wait (unless the host already answered). */
  start(): void {
    if (this.#started) return;
    this.#started = true;
    (this.#options.listenOn ?? window).addEventListener('message', this.#onMessage);
    if (!this.#answered) {
      this.#setSnapshot('pending', this.#snapshot.ids);
      this.#timer = this.#options.timers().setTimeout(this.#onTimeout, WATCHLIST_WAIT_MS);
    }
    this.send('ready-watchlist', {});
  }

  /** Stops listening and waiting (the element left the page). State is kept for a reconnect. */
  stop(): void {
    if (!this.#started) return;
    this.#started = false;
    (this.#options.listenOn ?? window).removeEventListener('message', this.#onMessage);
    this.#clearTimer();
    // Nobody will answer while we are off the page: do not stay "pending" forever.
    if (this.#snapshot.status === 'pending') this.#setSnapshot('ready', this.#snapshot.ids);
  }

  getWatchlist = (): WatchlistSnapshot => this.#snapshot;

  subscribeWatchlist = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** The `watchlist` property setter: the same validator as messages. False (and no change) when invalid. */
  setWatchlist(value: unknown): boolean {
    const ids = parseWatchlistIds(value);
    if (!ids) return false;
    this.#answer(ids);
    return true;
  }

  changeWatchlist = (change: 'add' | 'remove', id: string): void => {
    const current = this.#snapshot.ids;
    const next = change === 'add' ? (current.includes(id) ? current : [...current, id]) : current.filter((other) => other !== id);
    this.#setSnapshot(this.#snapshot.status, next);
    this.#kept?.write(next);
    this.send(change === 'add' ? 'add-to-watchlist' : 'remove-from-watchlist', { id });
  };

  /** Sends one analytics event (the services' `track`). Parameters are cleaned first (src/shared/analytics.ts). */
  track: TrackFunction = (name, params) => {
    // The cleaning keeps every well-typed parameter as it is, so the result still matches the catalogue.
    this.send('analytics', { name, params: sanitiseAnalyticsParams(params) } as AnalyticsEvent);
  };

  /**
   * The services' `emit`: a feature's host event. `maps-consent-request` is also posted (a consent banner
   * may live in the host's frame or script); the others are DOM events only, as before.
   */
  emit: NonNullable<LocatorServices['emit']> = (name, detail) => {
    if (name === 'maps-consent-request') this.send(name, {});
    // Each HostEventDetails entry is its LocatorEventDetailMap entry or narrower (see src/element/services.ts).
    else dispatchHostEvent(this.#options.host, name, detail as LocatorEventDetailMap[typeof name]);
  };

  /** Dispatches the DOM event and posts the same message to the host origin. */
  send<K extends OutgoingMessageType>(type: K, payload: LocatorEventDetailMap[K]): void {
    dispatchHostEvent(this.#options.host, type, payload);
    const targetOrigin = this.hostOrigin();
    if (!targetOrigin) return;
    try {
      // structuredClone by the browser: the host gets its own copy.
      this.#options.postMessage()(envelope(type, payload), targetOrigin);
    } catch (error) {
      this.#options.logger().warn(`Could not post the ${type} message to the host page`, error);
    }
  }

  readonly #onMessage = (event: MessageEvent): void => {
    // Cheapest checks first; no property of event.data is touched before origin and source pass.
    const origin = this.hostOrigin();
    if (origin === null || event.origin !== origin) return;
    const expected = this.#options.expectedSource ? this.#options.expectedSource() : window;
    if (expected === null || event.source !== expected) return;
    const message = parseIncomingMessage(event.data);
    if (!message) return;
    this.#answer(message.payload.ids);
  };

  readonly #onTimeout = (): void => {
    this.#timer = null;
    if (this.#snapshot.status !== 'pending') return;
    // Spec section 8: no answer within 2 s → an empty list, here the one the element kept for the resource
    // (for a page with no host script), plus anything the visitor added meanwhile.
    this.#keepLocally();
  };

  /** The resource changed: a list the element keeps is that resource's. */
  resourceChanged(): void {
    if (this.#kept) this.#keepLocally();
  }

  #keepLocally(): void {
    const kept = this.#options.localList?.() ?? null;
    this.#kept = kept;
    if (!kept) {
      this.#setSnapshot('ready', this.#snapshot.ids);
      return;
    }
    const stored = kept.read();
    const ids = [...new Set([...stored, ...(this.#snapshot.status === 'pending' ? this.#snapshot.ids : [])])];
    if (ids.length !== stored.length) kept.write(ids);
    this.#setSnapshot('ready', ids);
  }

  #answer(ids: readonly string[]): void {
    this.#answered = true;
    // The host's list is the truth from now on; what the element stored stays where it is.
    this.#kept = null;
    this.#clearTimer();
    this.#setSnapshot('ready', ids);
  }

  #clearTimer(): void {
    if (this.#timer !== null) {
      this.#options.timers().clearTimeout(this.#timer);
      this.#timer = null;
    }
  }

  #setSnapshot(status: WatchlistSnapshot['status'], ids: readonly string[]): void {
    const frozenIds = Object.isFrozen(ids) ? ids : Object.freeze([...ids]);
    if (status === this.#snapshot.status && frozenIds === this.#snapshot.ids) return;
    this.#snapshot = Object.freeze({ status, ids: frozenIds });
    for (const listener of [...this.#listeners]) {
      try {
        listener();
      } catch (error) {
        this.#options.logger().error('A watchlist listener failed', error);
      }
    }
  }
}
