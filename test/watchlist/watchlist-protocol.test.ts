import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  envelope,
  MAX_WATCHLIST_ID_LENGTH,
  MAX_WATCHLIST_IDS,
  parseIncomingMessage,
  parseWatchlistIds,
} from '../../src/watchlist';
import { malformedMessage } from './malformed-messages';

const watchlistMessage = (ids: unknown) => ({ source: 'station-locator', version: 1, type: 'watchlist', payload: { ids } });

describe('watchlist protocol', () => {
  describe('parseWatchlistIds', () => {
    it('accepts an array of strings and drops duplicates, keeping the first', () => {
      expect(parseWatchlistIds(['a', 'b', 'a', 'c', 'b'])).to.deep.equal(['a', 'b', 'c']);
      expect(parseWatchlistIds([])).to.deep.equal([]);
    });

    it('returns a copy, never the array it was given', () => {
      const input = ['a'];
      const ids = parseWatchlistIds(input);
      input.push('b');
      expect(ids).to.deep.equal(['a']);
    });

    it('accepts exactly 1,000 ids of 200 characters, and rejects 1,001 or 201', () => {
      const long = 'x'.repeat(MAX_WATCHLIST_ID_LENGTH);
      const many = Array.from({ length: MAX_WATCHLIST_IDS }, (_, i) => `id-${i}`);
      expect(parseWatchlistIds([long])).to.deep.equal([long]);
      expect(parseWatchlistIds(many)).to.have.length(MAX_WATCHLIST_IDS);
      expect(parseWatchlistIds([`${long}x`])).to.equal(null);
      expect(parseWatchlistIds([...many, 'one-more'])).to.equal(null);
    });

    it('rejects non-arrays, empty strings, non-strings and holes', () => {
      for (const value of [null, undefined, 'a', 1, { 0: 'a', length: 1 }, [''], ['a', 1], [null], [['a']], new Array(3)]) {
        expect(parseWatchlistIds(value), JSON.stringify(value)).to.equal(null);
      }
    });

    it('never runs getters or proxy traps into an exception', () => {
      const withGetter = ['a'];
      Object.defineProperty(withGetter, 0, {
        get() {
          throw new Error('boom');
        },
      });
      const proxy = new Proxy(['a'], {
        getOwnPropertyDescriptor() {
          throw new Error('trap');
        },
      });
      expect(parseWatchlistIds(withGetter)).to.equal(null);
      expect(parseWatchlistIds(proxy)).to.equal(null);
    });
  });

  describe('parseIncomingMessage', () => {
    it('accepts the documented envelope', () => {
      expect(parseIncomingMessage(watchlistMessage(['a', 'a', 'b']))).to.deep.equal(envelope('watchlist', { ids: ['a', 'b'] }));
    });

    it('rejects another source, version or type, and a payload without valid ids', () => {
      const ok = watchlistMessage(['a']);
      expect(parseIncomingMessage({ ...ok, source: 'other-widget' })).to.equal(null);
      expect(parseIncomingMessage({ ...ok, version: 2 })).to.equal(null);
      expect(parseIncomingMessage({ ...ok, version: '1' })).to.equal(null);
      expect(parseIncomingMessage({ ...ok, type: 'add-to-watchlist' })).to.equal(null);
      expect(parseIncomingMessage({ ...ok, payload: ['a'] })).to.equal(null);
      expect(parseIncomingMessage({ ...ok, payload: { ids: 'a' } })).to.equal(null);
      expect(parseIncomingMessage(JSON.stringify(ok))).to.equal(null);
    });

    it('ignores inherited fields (a polluted prototype does not make a message valid)', () => {
      const inherited = Object.create(watchlistMessage(['a'])) as object;
      expect(parseIncomingMessage(inherited)).to.equal(null);
    });

    it('rejects 1,000 generated malformed messages without throwing or touching Object.prototype', () => {
      const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();
      fc.assert(
        fc.property(malformedMessage(), (data) => {
          expect(parseIncomingMessage(data)).to.equal(null);
        }),
        { numRuns: 1000, seed: 7 },
      );
      expect(Object.getOwnPropertyNames(Object.prototype).sort()).to.deep.equal(prototypeKeys);
      expect(({} as Record<string, unknown>)['polluted']).to.equal(undefined);
    });
  });
});
