/** Compiled filters are kept by selection key: equal selections share one, and it stays exact. */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FilterParams } from '../../src/api/contract.ts';
import { syntheticStations } from '../src/import/synthetic.ts';
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
