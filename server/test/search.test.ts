import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { WordIndex, typoBudget } from '../src/index/search.ts';

describe('word search', () => {
  // Documents 0 to 3: two York stations, one in Harrogate, one on Broken Cross.
  const index = WordIndex.of([
    [0, ['york', 'extra']],
    [1, ['york', 'road']],
    [2, ['harrogate', 'road']],
    [3, ['broken', 'cross']],
  ]);

  it('leaves a query whose words all begin known words as it is', () => {
    assert.equal(index.corrected(['yor', 'extra']), null);
  });

  it('reads an unknown word as the known word fewest edits away', () => {
    assert.deepEqual(index.corrected(['harogate']), ['harrogate']); // a letter dropped
    assert.deepEqual(index.corrected(['yorl']), ['york']); // a letter changed
    assert.deepEqual(index.corrected(['yrok']), ['york']); // two swapped: one edit, so York and not "brok…" (a change, also one) by its two documents
    assert.deepEqual(index.corrected(['harrig']), ['harrogate']); // a word still being typed, against the known word's start
    assert.deepEqual(index.corrected(['road', 'yprk']), ['road', 'york']); // only the unknown word
  });

  it('reads a word whose first letter was dropped, not one whose first letter slipped', () => {
    assert.deepEqual(index.corrected(['arrogate']), ['harrogate']);
    assert.equal(index.corrected(['zork']), null);
  });

  it('gives up on a word too short to tell or too far from any, and on more than three slips', () => {
    assert.equal(index.corrected(['yrk']), null);
    assert.equal(index.corrected(['york', 'zzzzzz']), null);
    assert.deepEqual(index.corrected(['yorl', 'raod', 'extar']), ['york', 'road', 'extra']);
    assert.equal(index.corrected(['yorl', 'raod', 'extar', 'brokne']), null);
    assert.deepEqual([3, 4, 5, 6, 12].map(typoBudget), [0, 1, 1, 2, 2]);
  });
});
