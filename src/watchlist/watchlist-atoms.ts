/**
 * The visitor's watchlist ("my stations") as `watchlist_id`s, mirrored from the element's host bridge
 * (`LocatorServices.hostBridge`, src/element/host-bridge.ts), which owns it: the host page is the source of
 * truth (its `watchlist` message or the element's `watchlist` property). Without a bridge (other features'
 * tests, a services object without one) the list lives in this store only and nothing is sent.
 */
import { atom } from 'jotai/vanilla';
import { servicesAtom, type WatchlistSnapshot } from '../shared';

const READY_EMPTY: WatchlistSnapshot = Object.freeze({ status: 'ready' as const, ids: Object.freeze([]) });

/** The list when there is no host bridge. */
const localSnapshotAtom = atom<WatchlistSnapshot>(READY_EMPTY);
localSnapshotAtom.debugLabel = 'watchlist/local';

/** The bridge's snapshot while something in the store is subscribed (see `onMount` below); else null. */
const mirroredSnapshotAtom = atom<WatchlistSnapshot | null>(null);
mirroredSnapshotAtom.debugLabel = 'watchlist/mirrored';

type MirrorAction = 'subscribe' | 'unsubscribe';

/** The current watchlist snapshot (`{status, ids}`). Mounting it subscribes the store to the bridge. */
export const watchlistSnapshotAtom = atom(
  (get): WatchlistSnapshot => {
    const bridge = get(servicesAtom).hostBridge;
    if (!bridge) return get(localSnapshotAtom);
    // Before the first subscription: the bridge itself. (Unmounted reads may be cached by jotai: read it
    // through useAtomValue / store.sub, as every consumer does.)
    return get(mirroredSnapshotAtom) ?? bridge.getWatchlist();
  },
  (get, set, action: MirrorAction): (() => void) | undefined => {
    const bridge = get(servicesAtom).hostBridge;
    if (action === 'unsubscribe' || !bridge) {
      set(mirroredSnapshotAtom, null);
      return undefined;
    }
    set(mirroredSnapshotAtom, bridge.getWatchlist());
    return bridge.subscribeWatchlist(() => set(mirroredSnapshotAtom, bridge.getWatchlist()));
  },
);
watchlistSnapshotAtom.debugLabel = 'watchlist/snapshot';
watchlistSnapshotAtom.onMount = (mirror) => {
  const unsubscribe = mirror('subscribe');
  return () => {
    unsubscribe?.();
    mirror('unsubscribe');
  };
};

/** The `watchlist_id`s on the watchlist. A new Set only when the list changes. */
export const watchlistIdsAtom = atom((get): ReadonlySet<string> => new Set(get(watchlistSnapshotAtom).ids));
watchlistIdsAtom.debugLabel = 'watchlist/ids';

/** True while the element waits for the host's first answer (at most 2 s, spec section 8). */
export const watchlistPendingAtom = atom((get) => get(watchlistSnapshotAtom).status === 'pending');
watchlistPendingAtom.debugLabel = 'watchlist/pending';

/**
 * Replaces the list without telling the host. For tests and a store without a host bridge; with a bridge
 * the host owns the list (its message or the `watchlist` property), so this is ignored with a warning.
 */
export const setWatchlistIdsAtom = atom(null, (get, set, ids: Iterable<string>) => {
  const services = get(servicesAtom);
  if (services.hostBridge) {
    services.logger.warn('setWatchlistIdsAtom ignored: the host page owns the watchlist (set the element\'s watchlist property)');
    return;
  }
  set(localSnapshotAtom, Object.freeze({ status: 'ready' as const, ids: Object.freeze([...new Set(ids)]) }));
});

export interface WatchlistToggleRequest {
  resource: string;
  /** The station's id (analytics) and its `watchlist_id` (the host message). */
  location: { id: string; watchlist_id: string };
}

/**
 * Adds the station to the watchlist, or removes it when it is on it: `add-to-watchlist` /
 * `remove-from-watchlist` ({id: watchlist_id}) to the host and analytics `watchlist_add` / `watchlist_remove`.
 * Returns whether the station is on the watchlist afterwards.
 */
export const toggleWatchlistAtom = atom(null, (get, set, { resource, location }: WatchlistToggleRequest): boolean => {
  const services = get(servicesAtom);
  const id = location.watchlist_id;
  const remove = get(watchlistIdsAtom).has(id);
  if (services.hostBridge) services.hostBridge.changeWatchlist(remove ? 'remove' : 'add', id);
  else {
    const ids = get(localSnapshotAtom).ids;
    set(localSnapshotAtom, Object.freeze({ status: 'ready' as const, ids: Object.freeze(remove ? ids.filter((other) => other !== id) : [...ids, id]) }));
  }
  try {
    services.track?.(remove ? 'watchlist_remove' : 'watchlist_add', { resource, id: location.id });
  } catch (error) {
    // A throwing host listener must not break the button.
    services.logger.warn('analytics event for the watchlist failed', error);
  }
  return !remove;
});
