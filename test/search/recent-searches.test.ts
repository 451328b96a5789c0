import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  addRecentSearch,
  MAX_RECENT_SEARCHES,
  MAX_STORED_CHARS,
  parseRecentSearches,
  recentSearchesKey,
  serialiseRecentSearches,
} from '../../src/search/recent-searches';
import type { SelectionIntent } from '../../src/search';

const place = (n: number): SelectionIntent => ({ type: 'google_place', place_id: `place-${n}`, description: `Town ${n}` });
const location = (id: string): SelectionIntent => ({ type: 'location', resource: 'locations', id, description: `Station ${id}` });
const stored = (items: unknown[]) => JSON.stringify({ v: 2, items });

describe('recent searches (pure)', () => {
  it('namespaces the storage key per locator', () => {
    expect(recentSearchesKey('uk-fuel')).to.equal('station-locator:recent:uk-fuel');
  });

  describe('addRecentSearch', () => {
    it('puts the newest first and keeps at most 5', () => {
      let list: readonly SelectionIntent[] = [];
      for (let n = 1; n <= 7; n += 1) list = addRecentSearch(list, place(n));
      expect(MAX_RECENT_SEARCHES).to.equal(5);
      expect(list.map((i) => (i.type === 'google_place' ? i.place_id : i.id))).to.deep.equal(['place-7', 'place-6', 'place-5', 'place-4', 'place-3']);
    });

    it('skips a duplicate by place_id, or by resource and id, returning the same list', () => {
      const list = addRecentSearch(addRecentSearch([], place(1)), location('42'));
      expect(addRecentSearch(list, { ...place(1), description: 'Town 1, renamed' })).to.equal(list);
      expect(addRecentSearch(list, { ...location('42'), description: 'other text' })).to.equal(list);
      // Same id in another resource is another location.
      expect(addRecentSearch(list, { type: 'location', resource: 'non_matching_locations', id: '42', description: 'x' })).to.have.length(3);
    });

    it('stores intents without transient flags and refuses ones the parser would reject', () => {
      const list = addRecentSearch([], { ...place(1), shouldTarget: true });
      expect(list[0]).to.deep.equal(place(1));
      expect(addRecentSearch([], { ...place(2), description: 'x'.repeat(201) })).to.have.length(0);
      expect(addRecentSearch([], { type: 'google_place', place_id: '', description: 'Nowhere' })).to.have.length(0);
    });
  });

  describe('parseRecentSearches', () => {
    it('reads back what serialise wrote', () => {
      const list = [place(1), location('7')];
      expect(parseRecentSearches(serialiseRecentSearches(list))).to.deep.equal(list);
    });

    it('gives [] for missing, empty, non-JSON and oversized values', () => {
      expect(parseRecentSearches(null)).to.deep.equal([]);
      expect(parseRecentSearches(undefined)).to.deep.equal([]);
      expect(parseRecentSearches('')).to.deep.equal([]);
      expect(parseRecentSearches('{not json')).to.deep.equal([]);
      const big = stored([{ ...place(1), description: 'Town' }, { pad: 'x'.repeat(MAX_STORED_CHARS) }]);
      expect(big.length).to.be.greaterThan(16 * 1024);
      expect(parseRecentSearches(big)).to.deep.equal([]);
    });

    it("G: drops the Google places of format 1, whose descriptions were Google's place text (only the place id may be stored); keeps its locations", () => {
      const location = { type: 'location', resource: 'locations', id: 'st-1', description: 'BP Leeds' };
      expect(parseRecentSearches(JSON.stringify({ v: 1, items: [place(1), location] }))).to.deep.equal([location]);
      expect(JSON.parse(serialiseRecentSearches([location as SelectionIntent])).v).to.equal(2);
    });

    it('ignores foreign contents: another shape, another version, a bare array', () => {
      expect(parseRecentSearches(JSON.stringify([place(1)]))).to.deep.equal([]);
      expect(parseRecentSearches(JSON.stringify({ v: 3, items: [place(1)] }))).to.deep.equal([]);
      expect(parseRecentSearches(JSON.stringify({ items: [place(1)] }))).to.deep.equal([]);
      expect(parseRecentSearches(JSON.stringify({ v: 2, items: 'nope' }))).to.deep.equal([]);
      expect(parseRecentSearches('"just a string"')).to.deep.equal([]);
      expect(parseRecentSearches('null')).to.deep.equal([]);
    });

    it('validates each entry and keeps only the valid ones', () => {
      const items = [
        place(1),
        { type: 'google_place', description: 'no id' },
        { type: 'google_place', place_id: 5, description: 'numeric id' },
        { type: 'location', id: '9', description: 'no resource' },
        { type: 'weird', id: '1', description: 'unknown type' },
        { type: 'google_place', place_id: 'p', description: 'x'.repeat(201) },
        { type: 'google_place', place_id: 'p2', description: '   ' },
        null,
        'string',
        ['array'],
        location('3'),
      ];
      expect(parseRecentSearches(stored(items))).to.deep.equal([place(1), location('3')]);
    });

    it('drops extra fields (e.g. an injected <script> string under another key) and keeps markup-looking text as plain data', () => {
      const tricky = { type: 'google_place', place_id: 'p1', description: '<img src=x onerror=alert(1)>', html: '<script>alert(1)</script>' };
      expect(parseRecentSearches(stored([tricky]))).to.deep.equal([{ type: 'google_place', place_id: 'p1', description: '<img src=x onerror=alert(1)>' }]);
    });

    it('drops duplicates and caps at 5 even when the stored list is longer (10,000 entries)', () => {
      const many = Array.from({ length: 10_000 }, (_, n) => place(n % 3));
      // 10,000 entries is far over 16 KiB: ignored unread.
      expect(parseRecentSearches(stored(many))).to.deep.equal([]);
      const some = [place(1), place(1), place(2), place(3), place(4), place(5), place(6), place(7)];
      expect(parseRecentSearches(stored(some))).to.deep.equal([place(1), place(2), place(3), place(4), place(5)]);
    });

    it('never throws and always returns at most 5 valid intents, for random strings and random JSON', () => {
      const isValid = (intent: SelectionIntent) =>
        intent.description.length <= 200 && (intent.type === 'google_place' ? intent.place_id.length > 0 : intent.id.length > 0 && intent.resource.length > 0);
      fc.assert(
        fc.property(fc.oneof(fc.string({ maxLength: 300 }), fc.json({ maxDepth: 3 }), fc.jsonValue().map((v) => JSON.stringify({ v: 2, items: [v] }))), (raw) => {
          const result = parseRecentSearches(raw);
          expect(result.length).to.be.at.most(5);
          for (const intent of result) expect(isValid(intent)).to.equal(true);
        }),
        { numRuns: 500 },
      );
    });
  });
});
