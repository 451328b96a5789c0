/**
 * Public face of the watchlist feature ("my stations", spec sections 3 and 7).
 *
 * - `watchlistIdsAtom` (ReadonlySet<string>): the `watchlist_id`s on the visitor's watchlist; the nearest
 *   list marks those stations.
 * - `watchlistPendingAtom` (boolean): true while the element waits for the host's first answer (≤ 2 s).
 * - `toggleWatchlistAtom({resource, location})`: adds or removes a station (sends the host message and the
 *   analytics event).
 * - The message protocol with the host page (envelope, validator, limits): watchlist-protocol.ts; the wire
 *   is src/element/host-bridge.ts, reached through `LocatorServices.hostBridge`.
 * - `localWatchlist(storage, resource, logger)`: the list the element keeps itself, per resource, when no
 *   host answers within 2 s (local-watchlist.ts).
 */
/*
 * Spec rule → file (spec section, rule in short → the file that implements it; from the spec audit):
 * §1 Add stations to a watchlist ("my stations") → watchlist-atoms.ts
 * §3 Watchlist: list of ids exchanged with the host page → watchlist-protocol.ts
 * §7 Host answers with a watchlist event carrying ids → watchlist-protocol.ts
 * §8 Host does not answer the watchlist within 2 s: empty list → watchlist-protocol.ts
 * §9 Watchlist wait 2 s → watchlist-protocol.ts
 */
export {
  setWatchlistIdsAtom,
  toggleWatchlistAtom,
  watchlistIdsAtom,
  watchlistPendingAtom,
  watchlistSnapshotAtom,
  type WatchlistToggleRequest,
} from './watchlist-atoms';
export {
  envelope,
  MAX_WATCHLIST_ID_LENGTH,
  MAX_WATCHLIST_IDS,
  MESSAGE_SOURCE,
  parseIncomingMessage,
  parseWatchlistIds,
  PROTOCOL_VERSION,
  WATCHLIST_WAIT_MS,
  type HostMessageEnvelope,
  type IncomingMessage,
  type IncomingPayloads,
} from './watchlist-protocol';
export { localWatchlist, localWatchlistKey, type LocalWatchlist } from './local-watchlist';
