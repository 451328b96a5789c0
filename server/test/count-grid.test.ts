/**
 * The count grid's lower bound never exceeds a box's exact match count (boxes of every size,
 * edges on cell edges and on stations, across the antimeridian, filtered or not), and
 * within_bounds answers exactly as the exact walk alone does while skipping that walk for the
 * boxes the grid settles.
 */

import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import type { Box } from '../src/geo/bounds.ts';
import { rng, seededBoxes, syntheticStations } from '../src/import/synthetic.ts';
import { CountGrid } from '../src/index/count-grid.ts';
import { StationIndex } from '../src/index/station-index.ts';
import type { StationRow } from '../src/store/rows.ts';

const rows: StationRow[] = syntheticStations(20_000, 17, 60);
// Two stations on the far side of the antimeridian: the grid's extent then spans the globe.
rows.push({ ...rows[0]!, id: 'east-of-180', lat: -17.8, lng: 178.4 }, { ...rows[1]!, id: 'west-of-180', lat: -14.3, lng: -170.7 });
const idx = new StationIndex(rows);
after(() => idx.close());

const FILTERS = [{}, { with_any: { fuel: ['E10'] } }, { with_all: { fuel: ['E10', 'Diesel'] } }];

/** Boxes of country, region and city size, boxes whose edges lie exactly on stations, and antimeridian boxes. */
function boxes(): Box[] {
  const out = seededBoxes(300, 5);
  const r = rng(8);
  for (let k = 0; k < 200; k++) {
    const a = rows[Math.floor(r() * rows.length)]!;
    const b = rows[Math.floor(r() * rows.length)]!;
    out.push({ south: Math.min(a.lat, b.lat), north: Math.max(a.lat, b.lat), west: Math.min(a.lng, b.lng), east: Math.max(a.lng, b.lng) });
  }
  out.push({ south: -20, north: -10, west: 170, east: -160 }, { south: -90, north: 90, west: -180, east: 180 }, { south: 40, north: 70, west: 179, east: -179 });
  return out;
}

/** The kd index's own coordinates, as the walk tests them. */
const kdOf = (index: StationIndex): ConstructorParameters<typeof CountGrid>[0] => (index as unknown as { kd: ConstructorParameters<typeof CountGrid>[0] }).kd;

describe('count grid', () => {
  it('bounds every box from below, and settles most large boxes', () => {
    let settled = 0;
    for (const params of FILTERS) {
      const filter = idx.compile(params);
      const grid = new CountGrid(kdOf(idx), filter);
      for (const [n, box] of boxes().entries()) {
        const exact = idx.inBox(box, filter).length;
        const bound = grid.atLeastInBox(box);
        assert.ok(bound <= exact, `box ${n} ${JSON.stringify(box)}: bound ${bound} above exact ${exact}`);
        if (bound > 100) settled++;
      }
    }
    assert.ok(settled > 200, `the grid settles many boxes (${settled})`);
  });

  it('counts boxes whose edges lie on cell edges exactly', async () => {
    // A grid of 4 cells a side over stations on a regular lattice: many sit on cell edges.
    const lattice: StationRow[] = [];
    for (let a = 0; a <= 40; a++) for (let b = 0; b <= 40; b++) lattice.push({ ...rows[0]!, id: `l${a}-${b}`, lat: 50 + a * 0.1, lng: -4 + b * 0.1 });
    const small = new StationIndex(lattice);
    try {
      const all = small.compile({});
      const grid = new CountGrid(kdOf(small), all, 4);
      for (let s = 0; s <= 40; s += 5) {
        for (let n = s; n <= 40; n += 5) {
          for (let w = 0; w <= 40; w += 5) {
            for (let e = w; e <= 40; e += 5) {
              const box: Box = { south: 50 + s * 0.1, north: 50 + n * 0.1, west: -4 + w * 0.1, east: -4 + e * 0.1 };
              const exact = small.inBox(box, all).length;
              assert.ok(grid.atLeastInBox(box) <= exact, JSON.stringify(box));
            }
          }
        }
      }
      // The whole extent, from outside it or from its very edges: every station counted.
      assert.equal(grid.atLeastInBox({ south: 49, north: 55, west: -5, east: 1 }), lattice.length);
      assert.equal(grid.atLeastInBox({ south: 50, north: 54, west: -4, east: 0 }), lattice.length);
    } finally {
      await small.close();
    }
  });

  it('gives within_bounds the answer of the exact walk, skipping the walk for boxes it settles', () => {
    const walkOnly = new StationIndex(rows);
    // The reference: a grid that never settles anything, so every box is walked as before.
    (walkOnly as unknown as { countGridOf: () => { atLeastInBox: () => number } }).countGridOf = () => ({ atLeastInBox: () => 0 });
    let walks = 0;
    const inBox = idx.inBox.bind(idx);
    idx.inBox = (...args) => {
      walks++;
      return inBox(...args);
    };
    try {
      let skipped = 0;
      for (const params of FILTERS) {
        for (const [n, box] of seededBoxes(120, 12).entries()) {
          const before = walks;
          const got = idx.withinBounds(box, idx.compile(params));
          if (walks === before) skipped++;
          const expected = walkOnly.withinBounds(box, walkOnly.compile(params));
          assert.deepEqual(got.locations, expected.locations, `box ${n}`);
          assert.deepEqual(Buffer.concat(got.clusterJson), Buffer.concat(expected.clusterJson), `box ${n}`);
        }
      }
      assert.ok(skipped > 60, `walks skipped: ${skipped} of 360`);
      // A city box with a few stations is still walked.
      const before = walks;
      const city = idx.withinBounds({ south: 52.2, north: 52.21, west: -1.5, east: -1.49 }, idx.compile({}));
      assert.equal(walks, before + 1);
      assert.equal(city.clusterJson.length, 0);
    } finally {
      delete (idx as { inBox?: unknown }).inBox;
      void walkOnly.close();
    }
  });
});
