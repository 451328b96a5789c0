import { expect } from '@open-wc/testing';
import { createStore } from 'jotai/vanilla';
import { HostBridge } from '../../src/element/host-bridge';
import { createRecordingLogger, provideServices, type LocatorServices } from '../../src/shared';
import { setWatchlistIdsAtom, toggleWatchlistAtom, watchlistIdsAtom, watchlistPendingAtom } from '../../src/watchlist';
import { testServices } from '../helpers/services';

function storeWith(overrides: Partial<LocatorServices> = {}) {
  const store = createStore();
  const tracked: { name: string; params: unknown }[] = [];
  const services = testServices(() => new Response(null, { status: 404 }), { track: (name, params) => tracked.push({ name, params }), ...overrides });
  provideServices(store, services);
  return { store, tracked, services };
}

function hostBridge() {
  const host = document.createElement('div');
  const sent: string[] = [];
  for (const type of ['add-to-watchlist', 'remove-from-watchlist']) host.addEventListener(type, (e) => sent.push(`${type}:${(e as CustomEvent<{ id: string }>).detail.id}`));
  const bridge = new HostBridge({
    host,
    hostOriginAttribute: () => null,
    pageOrigin: () => window.location.origin,
    postMessage: () => () => undefined,
    timers: () => ({ setTimeout: () => 0, clearTimeout: () => undefined }),
    logger: () => createRecordingLogger(),
  });
  return { bridge, sent };
}

const station = { id: 'station-1', watchlist_id: 'w-1' };

describe('watchlist atoms', () => {
  it('mirror the host bridge while subscribed (the nearest list reads watchlistIdsAtom)', () => {
    const { bridge } = hostBridge();
    const { store } = storeWith({ hostBridge: bridge });
    const seen: ReadonlySet<string>[] = [];
    const unsubscribe = store.sub(watchlistIdsAtom, () => seen.push(store.get(watchlistIdsAtom)));
    bridge.start();
    expect(store.get(watchlistPendingAtom)).to.equal(true);
    bridge.setWatchlist(['w-1', 'w-2']);
    expect([...store.get(watchlistIdsAtom)]).to.deep.equal(['w-1', 'w-2']);
    expect(store.get(watchlistPendingAtom)).to.equal(false);
    expect(seen.length).to.be.greaterThan(0);
    unsubscribe();
    bridge.stop();
  });

  it('toggle sends add / remove through the bridge with the watchlist_id and tracks with the station id', () => {
    const { bridge, sent } = hostBridge();
    const { store, tracked } = storeWith({ hostBridge: bridge });
    const unsubscribe = store.sub(watchlistIdsAtom, () => undefined);
    expect(store.set(toggleWatchlistAtom, { resource: 'locations', location: station })).to.equal(true);
    expect(store.get(watchlistIdsAtom).has('w-1')).to.equal(true);
    expect(store.set(toggleWatchlistAtom, { resource: 'locations', location: station })).to.equal(false);
    expect(sent).to.deep.equal(['add-to-watchlist:w-1', 'remove-from-watchlist:w-1']);
    expect(tracked).to.deep.equal([
      { name: 'watchlist_add', params: { resource: 'locations', id: 'station-1' } },
      { name: 'watchlist_remove', params: { resource: 'locations', id: 'station-1' } },
    ]);
    unsubscribe();
  });

  it('keep a local list without a bridge; with a bridge, setWatchlistIdsAtom is refused (the host owns the list)', () => {
    const local = storeWith();
    local.store.set(setWatchlistIdsAtom, ['a', 'a', 'b']);
    expect([...local.store.get(watchlistIdsAtom)]).to.deep.equal(['a', 'b']);
    local.store.set(toggleWatchlistAtom, { resource: 'locations', location: { id: 'x', watchlist_id: 'a' } });
    expect([...local.store.get(watchlistIdsAtom)]).to.deep.equal(['b']);

    const { bridge } = hostBridge();
    const bridged = storeWith({ hostBridge: bridge });
    bridged.store.set(setWatchlistIdsAtom, ['z']);
    expect([...bridged.store.get(watchlistIdsAtom)]).to.deep.equal([]);
    expect(bridged.services.logger.entries.map((entry) => entry.level)).to.deep.equal(['warn']);
  });

  it('track accepts catalogue names only (checked by tsc: the @ts-expect-error fails if the typo compiles)', () => {
    const { services, tracked } = storeWith();
    // @ts-expect-error: misspelt analytics event name
    services.track?.('watchlist_ad', { resource: 'locations', id: 'x' });
    services.track?.('watchlist_add', { resource: 'locations', id: 'x' });
    expect(tracked.map((event) => event.name)).to.deep.equal(['watchlist_ad', 'watchlist_add']);
  });
});
