/**
 * The watchlist protocol through the real `<station-locator>`: events on the element seen by a page
 * listener, messages through the `postMessage` services seam, the `watchlist` property, `host-origin`.
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { StationLocatorElement } from '../../src';
import type { Timers } from '../../src/shared';
import { postFromPage, watchlistMessage } from '../helpers/host-messages';
import { mountLocator } from '../helpers/mount-locator';
import { jsonResponse, testServices, validRemoteConfig } from '../helpers/services';

interface PostCall {
  message: unknown;
  targetOrigin: string;
}

function mount({ attributes = {}, timers }: { attributes?: Record<string, string>; timers?: Timers } = {}) {
  const posts: PostCall[] = [];
  const pageEvents: CustomEvent[] = [];
  const onEvent = (event: Event) => pageEvents.push(event as CustomEvent);
  for (const name of ['ready-watchlist', 'add-to-watchlist', 'remove-from-watchlist']) document.addEventListener(name, onEvent);
  cleanups.push(() => {
    for (const name of ['ready-watchlist', 'add-to-watchlist', 'remove-from-watchlist']) document.removeEventListener(name, onEvent);
  });
  const services = testServices(() => jsonResponse(validRemoteConfig()), {
    postMessage: (message, targetOrigin) => posts.push({ message, targetOrigin }),
    ...(timers ? { timers } : {}),
  });
  const element = mountLocator({ attributes: { resource: 'demo', locale: 'en_GB', ...attributes }, services });
  return { element, posts, pageEvents, services };
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

const bridgeOf = (element: StationLocatorElement) => {
  const bridge = element.services.hostBridge;
  if (!bridge) throw new Error('the element has no host bridge');
  return bridge;
};

describe('<station-locator> watchlist with the host page', () => {
  it('sends ready-watchlist on connect: a composed event the page sees, and a message to the page origin', () => {
    const { element, posts, pageEvents } = mount();
    expect(pageEvents.map((event) => event.type)).to.deep.equal(['ready-watchlist']);
    expect(pageEvents[0]!.target).to.equal(element);
    expect(posts).to.deep.equal([
      { message: { source: 'station-locator', version: 1, type: 'ready-watchlist', payload: {} }, targetOrigin: window.location.origin },
    ]);
  });

  it('round trip by postMessage: add goes out, the host answers with the list, the element takes it', async () => {
    const { element, posts } = mount();
    bridgeOf(element).changeWatchlist('add', 'st-9');
    expect(posts.at(-1)).to.deep.equal({
      message: { source: 'station-locator', version: 1, type: 'add-to-watchlist', payload: { id: 'st-9' } },
      targetOrigin: window.location.origin,
    });
    await postFromPage(watchlistMessage(['st-1', 'st-9']));
    expect(element.watchlist).to.deep.equal(['st-1', 'st-9']);
  });

  it('round trip by DOM events and the property: the page listens for add/remove and sets `watchlist`', () => {
    const { element } = mount();
    const hostList = new Set<string>(['a']);
    element.addEventListener('add-to-watchlist', (event) => {
      hostList.add(event.detail.id);
      element.watchlist = [...hostList];
    });
    element.addEventListener('remove-from-watchlist', (event) => {
      hostList.delete(event.detail.id);
      element.watchlist = [...hostList];
    });
    bridgeOf(element).changeWatchlist('add', 'b');
    expect(element.watchlist).to.deep.equal(['a', 'b']);
    bridgeOf(element).changeWatchlist('remove', 'a');
    expect(element.watchlist).to.deep.equal(['b']);
    expect(bridgeOf(element).getWatchlist().status).to.equal('ready');
  });

  it('passes the watchlist property through the same validator', () => {
    const { element, services } = mount();
    element.watchlist = ['a', 'a', 'b'];
    expect(element.watchlist).to.deep.equal(['a', 'b']);
    for (const bad of [['x'.repeat(201)], Array.from({ length: 1001 }, (_, i) => `${i}`), [''], [1], 'a', null]) {
      element.watchlist = bad as string[];
      expect(element.watchlist).to.deep.equal(['a', 'b']);
    }
    expect(services.logger.entries.filter((entry) => entry.level === 'warn')).to.have.length(6);
    expect(Object.isFrozen(element.watchlist)).to.equal(true);
  });

  it('ignores the page’s messages when host-origin names another origin, and posts only there', async () => {
    const { element, posts } = mount({ attributes: { 'host-origin': 'https://shop.example' } });
    await postFromPage(watchlistMessage(['st-1']));
    expect(element.watchlist).to.deep.equal([]);
    expect(bridgeOf(element).getWatchlist().status).to.equal('pending');
    bridgeOf(element).changeWatchlist('add', 'x');
    expect(posts.map((post) => post.targetOrigin)).to.deep.equal(['https://shop.example', 'https://shop.example']);
  });

  it('uses an empty list when the host does not answer within 2 s (timers seam)', () => {
    const scheduled: { ms: number; callback: () => void }[] = [];
    const timers: Timers = { setTimeout: (callback, ms) => scheduled.push({ ms, callback }), clearTimeout: () => undefined };
    const { element } = mount({ timers });
    expect(bridgeOf(element).getWatchlist().status).to.equal('pending');
    const wait = scheduled.find((timer) => timer.ms === 2000);
    expect(wait, 'a 2 s timer').to.exist;
    wait!.callback();
    expect(bridgeOf(element).getWatchlist()).to.deep.equal({ status: 'ready', ids: [] });
  });

  it('a page listener mutating the detail leaves the element’s watchlist unchanged', () => {
    const { element } = mount();
    element.watchlist = ['a'];
    document.addEventListener(
      'add-to-watchlist',
      (event) => {
        const detail = event.detail as { id: string };
        try {
          detail.id = 'hijacked';
        } catch {
          // frozen: strict-mode assignment throws; that is the point
        }
      },
      { once: true },
    );
    bridgeOf(element).changeWatchlist('add', 'b');
    expect(element.watchlist).to.deep.equal(['a', 'b']);
  });

  it('stops listening when removed from the page', async () => {
    const { element } = mount();
    element.remove();
    await postFromPage(watchlistMessage(['late']));
    expect(element.watchlist).to.deep.equal([]);
  });

  it('sends analytics through the bridge: `analytics` event and message', async () => {
    const { element, posts } = mount();
    const seen: CustomEvent[] = [];
    element.addEventListener('analytics', (event) => seen.push(event));
    element.services.track?.('info_window_open', { resource: 'locations', id: 's1' });
    await waitUntil(() => seen.length === 1);
    expect(seen[0]!.detail).to.deep.equal({ name: 'info_window_open', params: { resource: 'locations', id: 's1' } });
    expect(posts.at(-1)).to.deep.equal({
      message: { source: 'station-locator', version: 1, type: 'analytics', payload: { name: 'info_window_open', params: { resource: 'locations', id: 's1' } } },
      targetOrigin: window.location.origin,
    });
  });
});
