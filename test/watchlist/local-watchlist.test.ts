/**
 * "Save to my stations" on a page with no host script (issue 47 item 3): when no host answers within the
 * spec's 2 s, the element keeps the visitor's stations itself, per resource, in the services' storage,
 * and survives whatever that storage holds; when a host answers, the host's list is the truth.
 */
import { expect } from '@open-wc/testing';
import type { StationLocatorElement } from '../../src';
import { createRecordingLogger, type KeyValueStorage } from '../../src/shared';
import { localWatchlist, localWatchlistKey, MAX_WATCHLIST_IDS, WATCHLIST_WAIT_MS } from '../../src/watchlist';
import { createFakeTimers, type FakeTimers } from '../helpers/fake-timers';
import { postFromPage, watchlistMessage } from '../helpers/host-messages';
import { mountLocator } from '../helpers/mount-locator';
import { jsonResponse, testServices, validRemoteConfig } from '../helpers/services';

/** A Map-backed storage, with a switch that makes every call throw (privacy mode, blocked storage). */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  let broken = false;
  const check = () => {
    if (broken) throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  const storage: KeyValueStorage & { items: Map<string, string>; break(): void } = {
    items,
    break: () => void (broken = true),
    getItem: (key) => (check(), items.get(key) ?? null),
    setItem: (key, value) => void (check(), items.set(key, value)),
    removeItem: (key) => void (check(), items.delete(key)),
  };
  return storage;
}

const KEY = localWatchlistKey('demo');
describe('localWatchlist: the list the element keeps, robust to what storage holds', () => {
  const bad: [string, string][] = [
    ['not JSON', '{oops'],
    ['an object', '{"ids":["a"]}'],
    ['a string', '"a"'],
    ['numbers', '[1,2]'],
    ['an empty id', '["a",""]'],
    ['an id of 201 characters', JSON.stringify(['x'.repeat(201)])],
    ['more than 1,000 ids', JSON.stringify(Array.from({ length: MAX_WATCHLIST_IDS + 1 }, (_, i) => `id-${i}`))],
    ['null', 'null'],
  ];
  for (const [name, text] of bad) {
    it(`reads ${name} as an empty list`, () => {
      const list = localWatchlist(memoryStorage({ [KEY]: text }), 'demo', createRecordingLogger());
      expect(list?.read()).to.deep.equal([]);
    });
  }

  it('reads a stored list (duplicates dropped) and writes one per resource; an empty list removes the entry', () => {
    const storage = memoryStorage({ [KEY]: '["a","b","a"]' });
    const demo = localWatchlist(storage, 'demo', createRecordingLogger());
    const other = localWatchlist(storage, 'other', createRecordingLogger());
    expect(demo?.read()).to.deep.equal(['a', 'b']);
    expect(other?.read()).to.deep.equal([]);
    other?.write(['c']);
    expect(storage.items.get(localWatchlistKey('other'))).to.equal('["c"]');
    demo?.write([]);
    expect(storage.items.has(KEY)).to.equal(false);
  });

  it('survives a storage that throws: reads empty, writes nothing, warns', () => {
    const storage = memoryStorage({ [KEY]: '["a"]' });
    storage.break();
    const logger = createRecordingLogger();
    const list = localWatchlist(storage, 'demo', logger);
    expect(list?.read()).to.deep.equal([]);
    expect(() => list?.write(['b'])).not.to.throw();
    expect(logger.entries.filter((entry) => entry.level === 'warn')).to.have.length(2);
  });

  it('is null without storage or resource: nothing can be kept', () => {
    expect(localWatchlist(undefined, 'demo', createRecordingLogger())).to.equal(null);
    expect(localWatchlist(memoryStorage(), '  ', createRecordingLogger())).to.equal(null);
  });
});

describe('<station-locator> keeps "my stations" itself when no host answers', () => {
  function mount(storage: KeyValueStorage, timers: FakeTimers, resource = 'demo'): StationLocatorElement {
    const services = testServices(() => jsonResponse(validRemoteConfig()), { storage, timers });
    return mountLocator({ attributes: { resource, locale: 'en_GB' }, services });
  }
  const bridgeOf = (element: StationLocatorElement) => element.services.hostBridge!;

  it('after 2 s without an answer: the stored list of its resource, plus what was added meanwhile; changes are stored and a reload has them', () => {
    const storage = memoryStorage({ [KEY]: '["st-1"]', [localWatchlistKey('other')]: '["st-other"]' });
    const timers = createFakeTimers();
    const element = mount(storage, timers);
    expect(bridgeOf(element).getWatchlist()).to.deep.equal({ status: 'pending', ids: [] });
    bridgeOf(element).changeWatchlist('add', 'st-2');
    timers.advance(WATCHLIST_WAIT_MS);
    expect(bridgeOf(element).getWatchlist()).to.deep.equal({ status: 'ready', ids: ['st-1', 'st-2'] });
    expect(JSON.parse(storage.items.get(KEY)!)).to.deep.equal(['st-1', 'st-2']);

    bridgeOf(element).changeWatchlist('remove', 'st-1');
    bridgeOf(element).changeWatchlist('add', 'st-3');
    expect(JSON.parse(storage.items.get(KEY)!)).to.deep.equal(['st-2', 'st-3']);
    expect(storage.items.get(localWatchlistKey('other'))).to.equal('["st-other"]');

    // The page reloads: a new element with the same storage.
    element.remove();
    const reloadTimers = createFakeTimers();
    const reloaded = mount(storage, reloadTimers);
    reloadTimers.advance(WATCHLIST_WAIT_MS);
    expect(reloaded.watchlist).to.deep.equal(['st-2', 'st-3']);
  });

  it('bad contents in storage: an empty list, and the first save stores a valid one', () => {
    const storage = memoryStorage({ [KEY]: '{"not":"a list"}' });
    const timers = createFakeTimers();
    const element = mount(storage, timers);
    timers.advance(WATCHLIST_WAIT_MS);
    expect(element.watchlist).to.deep.equal([]);
    bridgeOf(element).changeWatchlist('add', 'st-1');
    expect(storage.items.get(KEY)).to.equal('["st-1"]');
  });

  it('a host that answers within 2 s is the truth: the stored list is neither read nor changed', async () => {
    const storage = memoryStorage({ [KEY]: '["st-1"]' });
    const timers = createFakeTimers();
    const element = mount(storage, timers);
    await postFromPage(watchlistMessage(['host-1']));
    timers.advance(WATCHLIST_WAIT_MS);
    expect(element.watchlist).to.deep.equal(['host-1']);
    bridgeOf(element).changeWatchlist('add', 'st-2');
    expect(storage.items.get(KEY)).to.equal('["st-1"]');
  });

  it('a host that answers late (the property) takes over: its list replaces the kept one, and changes are no longer stored', () => {
    const storage = memoryStorage({ [KEY]: '["st-1"]' });
    const timers = createFakeTimers();
    const element = mount(storage, timers);
    timers.advance(WATCHLIST_WAIT_MS);
    expect(element.watchlist).to.deep.equal(['st-1']);
    element.watchlist = ['host-1'];
    expect(element.watchlist).to.deep.equal(['host-1']);
    bridgeOf(element).changeWatchlist('add', 'st-2');
    expect(storage.items.get(KEY)).to.equal('["st-1"]');
  });

  it('a new resource attribute: that resource’s kept list', () => {
    const storage = memoryStorage({ [KEY]: '["st-1"]', [localWatchlistKey('other')]: '["st-other"]' });
    const timers = createFakeTimers();
    const element = mount(storage, timers);
    timers.advance(WATCHLIST_WAIT_MS);
    element.setAttribute('resource', 'other');
    expect(element.watchlist).to.deep.equal(['st-other']);
  });
});
