/** Compiled filters are kept by selection key: equal selections share one, and it stays exact. */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FilterParams } from '../../src/api/contract.ts';
import { syntheticStations } from '../src/import/synthetic.ts';
import { selectionSignature } from '../src/index/filters.ts';
import { StationIndex } from '../src/index/station-index.ts';

const rows = syntheticStations(2000, 9, 20);

/** Indexes of the stations the filter passes. */
const matches = (idx: StationIndex, params: FilterParams, negated = false): number[] => {
  const f = idx.compile(params, negated);
  const out: number[] = [];
  for (let i = 0; i < idx.size; i++) if (f.test(i)) out.push(i);
  return out;
};

describe('compiled filters', () => {
  it('share one compiled filter for equal selections, whatever the order or repeats of the names', () => {
    const idx = new StationIndex(rows);
    const a = idx.compile({ with_any: { fuel: ['E5', 'E10'] }, with_all: { amenity: ['car_wash'] } });
    const b = idx.compile({ with_all: { amenity: ['car_wash', 'car_wash'] }, with_any: { fuel: ['E10', 'E5', 'E10'] } });
    assert.equal(a, b);
    assert.equal(idx.compile({}), idx.compile({ with_any: {}, with_all: { fuel: [] } }));
    assert.notEqual(idx.compile({ with_any: { fuel: ['E10'] } }, true), idx.compile({ with_any: { fuel: ['E10'] } }));
  });

  it('find a selection sent again by its signature, and never mistake one selection for another', () => {
    const idx = new StationIndex(rows);
    const e10 = { with_any: { fuel: ['E10'] } };
    assert.equal(idx.compile(e10), idx.compile({ with_any: { fuel: ['E10'] } }), 'sent again: the same filter');
    assert.equal(selectionSignature({ with_any: { fuel: ['E10', 'E5'] } }) === selectionSignature({ with_any: { fuel: ['E5', 'E10'] } }), false);
    // Names that hold the signature's own separators do not run into each other.
    const pairs: [FilterParams, FilterParams][] = [
      [{ with_any: { fuel: ['a|1:b'] } }, { with_any: { fuel: ['a', 'b'] } }],
      [{ with_any: { fuel: ['E10;all.fuel'] } }, { with_any: { fuel: ['E10'] }, with_all: { fuel: [] } }],
      [{ with_any: { fuel: ['E10'] } }, { with_all: { fuel: ['E10'] } }],
      [{ with_any: { fuel: ['E10'] } }, { with_any: { amenity: ['E10'] } }],
    ];
    for (const [a, b] of pairs) assert.notEqual(selectionSignature(a), selectionSignature(b), JSON.stringify([a, b]));
    // Negated and plain filters of one selection stay apart, in either order of first use.
    const fresh = new StationIndex(rows);
    const negatedFirst = fresh.compile(e10, true);
    assert.notEqual(fresh.compile(e10), negatedFirst);
    assert.equal(fresh.compile(e10, true), negatedFirst);
    assert.deepEqual(matches(fresh, e10, true), matches(new StationIndex(rows), e10, true));
  });

  it('answer as a freshly compiled filter, and a negated one is the exact complement, also once the cache has been cleared', () => {
    const cached = new StationIndex(rows);
    const brands = cached.brandKeys;
    const selections: FilterParams[] = [
      {},
      { with_any: { fuel: ['E10'] } },
      { with_all: { fuel: ['E5', 'B7_STANDARD'] } },
      { with_any: { brand: [brands[0]!, brands[1]!] }, with_all: { amenity: ['car_wash'] } },
      { with_all: { brand: [brands[0]!, brands[1]!] } },
      { with_all: { fuel: ['NOT_A_FUEL'] } },
    ];
    const partial = selections.filter((params) => {
      const n = matches(cached, params).length;
      return n > 0 && n < cached.size;
    });
    assert.ok(partial.length >= 3, 'the sample has selections that pass some stations and not others');
    // 300 more distinct selections overflow the cache of 256 in between.
    for (let round = 0; round < 2; round++) {
      for (const params of selections) {
        const plain = matches(cached, params);
        assert.deepEqual(plain, matches(new StationIndex(rows), params), JSON.stringify(params));
        const passing = new Set(plain);
        const complement = new Set(matches(cached, params, true));
        for (let i = 0; i < cached.size; i++) assert.equal(complement.has(i), !passing.has(i), `station ${i} of ${JSON.stringify(params)}`);
      }
      for (let k = 0; k < 300; k++) cached.compile({ with_any: { brand: [`nobody_${k}`] } });
    }
  });
});
