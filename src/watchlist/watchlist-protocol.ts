/**
 * The message protocol with the host page (spec section 7 "Messages to the host page"; hardening notes A1).
 * Pure: no DOM, no React. The wire (DOM events and `postMessage`) is src/element/host-bridge.ts.
 *
 * Every message, in both directions, is one envelope:
 *
 *   { source: 'station-locator', version: 1, type, payload }
 *
 * Outgoing (element → host), each also dispatched as a DOM CustomEvent of the same name on the element:
 * - `ready-watchlist`        payload `{}`: the element started and wants the watchlist;
 * - `add-to-watchlist`       payload `{id}`: the visitor added the station with `watchlist_id` `id`;
 * - `remove-from-watchlist`  payload `{id}`: the visitor removed it;
 * - `analytics`              payload `{name, params}` (catalogue: src/shared/analytics.ts).
 *
 * Incoming (host → element):
 * - `watchlist`              payload `{ids: string[]}`: the whole watchlist (replaces ours).
 *
 * The validator is hand-written: schema libraries that compile validators with `new Function` trip a host
 * page's CSP. It never throws, whatever it is given (getters, proxies, cycles, huge arrays).
 */

export const MESSAGE_SOURCE = 'station-locator';
export const PROTOCOL_VERSION = 1;

/** Longest id accepted from the host. */
export const MAX_WATCHLIST_ID_LENGTH = 200;
/** Most ids accepted in one watchlist. */
export const MAX_WATCHLIST_IDS = 1000;
/** How long the element waits for the host's first `watchlist` answer before it uses an empty list. */
export const WATCHLIST_WAIT_MS = 2000;

export interface HostMessageEnvelope<T extends string = string, P = unknown> {
  source: typeof MESSAGE_SOURCE;
  version: typeof PROTOCOL_VERSION;
  type: T;
  payload: P;
}

/** The payload of each incoming message type. */
export interface IncomingPayloads {
  watchlist: { ids: string[] };
}

export type IncomingMessage = { [K in keyof IncomingPayloads]: HostMessageEnvelope<K, IncomingPayloads[K]> }[keyof IncomingPayloads];

/** Builds an outgoing envelope. */
export function envelope<T extends string, P>(type: T, payload: P): HostMessageEnvelope<T, P> {
  return { source: MESSAGE_SOURCE, version: PROTOCOL_VERSION, type, payload };
}

/** Reads own data properties only: a getter on a hostile object could throw or change between reads. */
function ownValue(object: object, key: string): unknown {
  const descriptor = Object.getOwnPropertyDescriptor(object, key);
  return descriptor && 'value' in descriptor ? descriptor.value : undefined;
}

const isPlainRecord = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A list of watchlist ids, or null when it does not match the schema: an array of at most 1,000
 * non-empty strings of at most 200 characters. Duplicates are dropped (first one kept). Used for the
 * `watchlist` message and the element's `watchlist` property alike. Returns a new array, never `value`.
 */
export function parseWatchlistIds(value: unknown): string[] | null {
  try {
    if (!Array.isArray(value)) return null;
    const length = ownValue(value, 'length');
    if (typeof length !== 'number' || length > MAX_WATCHLIST_IDS) return null;
    const ids = new Set<string>();
    for (let index = 0; index < length; index += 1) {
      const id = ownValue(value, String(index));
      if (typeof id !== 'string' || id.length === 0 || id.length > MAX_WATCHLIST_ID_LENGTH) return null;
      ids.add(id);
    }
    return [...ids];
  } catch {
    // A Proxy trap can throw from any reflection call: treat it as malformed.
    return null;
  }
}

/** An incoming host message, validated; null for anything else (never throws). */
export function parseIncomingMessage(data: unknown): IncomingMessage | null {
  try {
    if (!isPlainRecord(data)) return null;
    if (ownValue(data, 'source') !== MESSAGE_SOURCE || ownValue(data, 'version') !== PROTOCOL_VERSION) return null;
    if (ownValue(data, 'type') !== 'watchlist') return null;
    const payload = ownValue(data, 'payload');
    if (!isPlainRecord(payload)) return null;
    const ids = parseWatchlistIds(ownValue(payload, 'ids'));
    return ids ? envelope('watchlist', { ids }) : null;
  } catch {
    return null;
  }
}
