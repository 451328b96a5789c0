/**
 * The host bridge on its own (src/element/host-bridge.ts): DOM events and postMessage out, the origin /
 * source / schema gate in, the 2 s wait. Real `window` messages; the postMessage seam and timers are spies.
 */
import { expect, waitUntil } from '@open-wc/testing';
import fc from 'fast-check';
import { HostBridge, type OutgoingMessageType } from '../../src/element/host-bridge';
import { createRecordingLogger, type Timers } from '../../src/shared';
import { malformedMessage } from '../watchlist/malformed-messages';

interface PostCall {
  message: unknown;
  targetOrigin: string;
}

/** Timers that run only when the test says so. */
function manualTimers() {
  let now = 0;
  let nextHandle = 1;
  const pending = new Map<number, { at: number; callback: () => void }>();
  const timers: Timers = {
    setTimeout: (callback, ms) => {
      const handle = nextHandle++;
      pending.set(handle, { at: now + ms, callback });
      return handle;
    },
    clearTimeout: (handle) => void pending.delete(handle as number),
  };
  const advance = (ms: number) => {
    now += ms;
    for (const [handle, timer] of [...pending]) {
      if (timer.at <= now) {
        pending.delete(handle);
        timer.callback();
      }
    }
  };
  return { timers, advance, pendingCount: () => pending.size };
}

const WIRE_EVENTS: OutgoingMessageType[] = ['ready-watchlist', 'add-to-watchlist', 'remove-from-watchlist', 'analytics'];

function setup({ hostOrigin = null as string | null, pageOrigin = window.location.origin } = {}) {
  const host = document.createElement('div');
  document.body.append(host);
  const posts: PostCall[] = [];
  const events: CustomEvent[] = [];
  for (const name of WIRE_EVENTS) host.addEventListener(name, (event) => events.push(event as CustomEvent));
  const clock = manualTimers();
  const logger = createRecordingLogger();
  let attribute = hostOrigin;
  const bridge = new HostBridge({
    host,
    hostOriginAttribute: () => attribute,
    pageOrigin: () => pageOrigin,
    postMessage: () => (message, targetOrigin) => posts.push({ message, targetOrigin }),
    timers: () => clock.timers,
    logger: () => logger,
  });
  const changes: number[] = [];
  bridge.subscribeWatchlist(() => changes.push(changes.length));
  cleanups.push(() => {
    bridge.stop();
    host.remove();
  });
  return { host, bridge, posts, events, clock, logger, changes, setAttribute: (value: string | null) => (attribute = value) };
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

const watchlistMessage = (ids: unknown) => ({ source: 'station-locator', version: 1, type: 'watchlist', payload: { ids } });

/** Posts `data` to this window from `source` and resolves once every listener has seen it. */
async function deliver(data: unknown, from: Window = window, targetOrigin = window.location.origin): Promise<void> {
  const marker = `delivered-${Math.random()}`;
  await new Promise<void>((resolve) => {
    const onMessage = (event: MessageEvent) => {
      if (event.data === marker) {
        window.removeEventListener('message', onMessage);
        resolve();
      }
    };
    window.addEventListener('message', onMessage);
    from.postMessage(data, targetOrigin);
    // Messages from one source arrive in order: the marker comes after `data`.
    from.postMessage(marker, targetOrigin);
  });
}

describe('HostBridge', () => {
  describe('out', () => {
    it('sends ready-watchlist on start as a DOM event and a postMessage to the page origin', () => {
      const { bridge, posts, events } = setup();
      bridge.start();
      expect(events.map((e) => e.type)).to.deep.equal(['ready-watchlist']);
      expect(events[0]!.bubbles && events[0]!.composed).to.equal(true);
      expect(events[0]!.detail).to.deep.equal({});
      expect(posts).to.deep.equal([
        { message: { source: 'station-locator', version: 1, type: 'ready-watchlist', payload: {} }, targetOrigin: window.location.origin },
      ]);
    });

    it('sends add and remove with {id} and applies them locally at once', () => {
      const { bridge, posts, events } = setup({ hostOrigin: 'https://shop.example:8443/path' });
      bridge.start();
      bridge.changeWatchlist('add', 'st-1');
      bridge.changeWatchlist('add', 'st-2');
      expect(bridge.getWatchlist().ids).to.deep.equal(['st-1', 'st-2']);
      bridge.changeWatchlist('remove', 'st-1');
      expect(bridge.getWatchlist().ids).to.deep.equal(['st-2']);
      expect(events.slice(1).map((e): unknown[] => [e.type, e.detail])).to.deep.equal([
        ['add-to-watchlist', { id: 'st-1' }],
        ['add-to-watchlist', { id: 'st-2' }],
        ['remove-from-watchlist', { id: 'st-1' }],
      ]);
      expect(posts.slice(1).map((p) => [p.message, p.targetOrigin])).to.deep.equal([
        [{ source: 'station-locator', version: 1, type: 'add-to-watchlist', payload: { id: 'st-1' } }, 'https://shop.example:8443'],
        [{ source: 'station-locator', version: 1, type: 'add-to-watchlist', payload: { id: 'st-2' } }, 'https://shop.example:8443'],
        [{ source: 'station-locator', version: 1, type: 'remove-from-watchlist', payload: { id: 'st-1' } }, 'https://shop.example:8443'],
      ]);
    });

    it('sends analytics as an `analytics` event and message, with parameters cleaned', () => {
      const { bridge, posts, events } = setup();
      bridge.track('filter_toggle', { group: 'fuel', filter: 'E10', active: true });
      bridge.track('location_selected', { resource: 'locations', id: 'x'.repeat(500) });
      expect(events.map((e) => e.type)).to.deep.equal(['analytics', 'analytics']);
      expect(events[0]!.detail).to.deep.equal({ name: 'filter_toggle', params: { group: 'fuel', filter: 'E10', active: true } });
      expect((events[1]!.detail as { params: { id: string } }).params.id).to.have.length(100);
      expect(posts[0]!.message).to.deep.equal({
        source: 'station-locator',
        version: 1,
        type: 'analytics',
        payload: { name: 'filter_toggle', params: { group: 'fuel', filter: 'E10', active: true } },
      });
    });

    it('never posts to "*": every targetOrigin is the exact host origin, and nothing goes out from an opaque origin', () => {
      const attributes = [null, '*', 'null', 'javascript:alert(1)', 'https://host.example/a/b?c', 'not a url', 'http://127.0.0.1:9'];
      const all: PostCall[] = [];
      for (const attribute of attributes) {
        const { bridge, posts } = setup({ hostOrigin: attribute });
        bridge.start();
        bridge.changeWatchlist('add', 'a');
        bridge.track('info_window_open', { resource: 'locations', id: 'a' });
        all.push(...posts);
      }
      const opaque = setup({ pageOrigin: 'null' });
      opaque.bridge.start();
      opaque.bridge.changeWatchlist('add', 'a');
      expect(opaque.posts).to.deep.equal([]);
      expect(opaque.events.map((e) => e.type)).to.deep.equal(['ready-watchlist', 'add-to-watchlist']);

      expect(all.length).to.equal(attributes.length * 3);
      for (const call of all) {
        expect(call.targetOrigin).to.not.equal('*');
        expect(call.targetOrigin).to.match(/^https?:\/\/[^/]+$/);
      }
      expect(new Set(all.map((call) => call.targetOrigin))).to.deep.equal(
        new Set([window.location.origin, 'https://host.example', 'http://127.0.0.1:9']),
      );
    });

    it('gives listeners a frozen copy: mutating a detail changes nothing inside', () => {
      const { host, bridge } = setup();
      bridge.setWatchlist(['a', 'b']);
      const mutate = (event: Event) => {
        const detail = (event as CustomEvent).detail as Record<string, unknown>;
        // Frozen: assignments fail (Reflect.set reports it instead of throwing in strict mode).
        expect(Reflect.set(detail, 'id', 'hijacked')).to.equal(false);
        expect(Object.isFrozen(detail)).to.equal(true);
      };
      host.addEventListener('add-to-watchlist', mutate);
      host.addEventListener('remove-from-watchlist', mutate);
      bridge.changeWatchlist('add', 'c');
      bridge.changeWatchlist('remove', 'a');
      expect(bridge.getWatchlist().ids).to.deep.equal(['b', 'c']);
      expect(Object.isFrozen(bridge.getWatchlist().ids)).to.equal(true);
    });

    it('keeps no reference to the array the host passed to the watchlist property', () => {
      const { bridge } = setup();
      const hostArray = ['a', 'b'];
      expect(bridge.setWatchlist(hostArray)).to.equal(true);
      hostArray.push('c');
      hostArray[0] = 'z';
      expect(bridge.getWatchlist().ids).to.deep.equal(['a', 'b']);
    });
  });

  describe('the 2 s wait', () => {
    it('is pending until the host answers, then an empty list when it does not within 2 s', () => {
      const { bridge, clock, changes } = setup();
      bridge.start();
      expect(bridge.getWatchlist()).to.deep.equal({ status: 'pending', ids: [] });
      clock.advance(1999);
      expect(bridge.getWatchlist().status).to.equal('pending');
      clock.advance(1);
      expect(bridge.getWatchlist()).to.deep.equal({ status: 'ready', ids: [] });
      expect(changes.length).to.equal(1);
    });

    it('stops waiting when the host answers, and still accepts a late answer', async () => {
      const { bridge, clock } = setup();
      bridge.start();
      bridge.setWatchlist(['a']);
      expect(bridge.getWatchlist()).to.deep.equal({ status: 'ready', ids: ['a'] });
      expect(clock.pendingCount()).to.equal(0);
      await deliver(watchlistMessage(['b', 'c']));
      expect(bridge.getWatchlist()).to.deep.equal({ status: 'ready', ids: ['b', 'c'] });
    });

    it('does not wait again on a restart after an answer; stop() clears the timer', () => {
      const { bridge, clock } = setup();
      bridge.start();
      bridge.stop();
      expect(clock.pendingCount()).to.equal(0);
      expect(bridge.getWatchlist().status).to.equal('ready');
      bridge.setWatchlist(['a']);
      bridge.start();
      expect(bridge.getWatchlist()).to.deep.equal({ status: 'ready', ids: ['a'] });
      expect(clock.pendingCount()).to.equal(0);
    });
  });

  describe('in', () => {
    it('accepts a watchlist message the page posts to itself (same origin, source window)', async () => {
      const { bridge } = setup();
      bridge.start();
      await deliver(watchlistMessage(['st-1', 'st-2', 'st-1']));
      expect(bridge.getWatchlist()).to.deep.equal({ status: 'ready', ids: ['st-1', 'st-2'] });
    });

    it('ignores a message from another origin than host-origin', async () => {
      const { bridge, changes } = setup({ hostOrigin: 'https://shop.example' });
      bridge.start();
      await deliver(watchlistMessage(['st-1']));
      expect(bridge.getWatchlist()).to.deep.equal({ status: 'pending', ids: [] });
      expect(changes).to.deep.equal([]);
    });

    it('ignores a well-formed message from another window (an iframe on the page, same origin)', async () => {
      const { bridge, changes } = setup();
      bridge.start();
      const frame = document.createElement('iframe');
      frame.srcdoc = '<!doctype html><title>child</title>';
      const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
      document.body.append(frame);
      cleanups.push(() => frame.remove());
      await loaded;
      const child = frame.contentWindow!;
      // The child posts to its parent: same origin (srcdoc inherits ours), but event.source is the child.
      const seen = new Promise<MessageEvent>((resolve) => {
        const onMessage = (event: MessageEvent) => {
          window.removeEventListener('message', onMessage);
          resolve(event);
        };
        window.addEventListener('message', onMessage);
      });
      (child as Window & { eval(code: string): unknown }).eval(
        `parent.postMessage({source:'station-locator',version:1,type:'watchlist',payload:{ids:['from-iframe']}}, parent.location.origin)`,
      );
      const event = await seen;
      expect(event.origin).to.equal(window.location.origin);
      expect(event.source).to.equal(child);
      expect(bridge.getWatchlist()).to.deep.equal({ status: 'pending', ids: [] });
      expect(changes).to.deep.equal([]);
    });

    it('ignores messages after stop()', async () => {
      const { bridge } = setup();
      bridge.start();
      bridge.stop();
      await deliver(watchlistMessage(['late']));
      expect(bridge.getWatchlist().ids).to.deep.equal([]);
    });

    it('ignores 1,000 generated malformed messages: no exception, no state change, no log', async function () {
      this.timeout(20000);
      const { bridge, changes, logger } = setup();
      bridge.start();
      bridge.setWatchlist(['keep']);
      const before = bridge.getWatchlist();
      const errors: unknown[] = [];
      const onError = (event: ErrorEvent) => errors.push(event.error);
      window.addEventListener('error', onError);
      const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();
      const samples = fc.sample(malformedMessage(), { numRuns: 1000, seed: 42 });
      let delivered = 0;
      const count = () => delivered++;
      window.addEventListener('message', count);
      try {
        for (const data of samples) window.postMessage(data, window.location.origin);
        await waitUntil(() => delivered === samples.length, 'all messages delivered', { timeout: 15000 });
      } finally {
        window.removeEventListener('message', count);
        window.removeEventListener('error', onError);
      }
      expect(errors).to.deep.equal([]);
      expect(bridge.getWatchlist()).to.equal(before);
      expect(changes.length).to.equal(1); // the setWatchlist above, nothing since
      expect(logger.entries).to.deep.equal([]);
      expect(Object.getOwnPropertyNames(Object.prototype).sort()).to.deep.equal(prototypeKeys);
    });
  });
});
