import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  BOUNDS_GROWTH_FACTOR,
  expandBoundsToInclude,
  nearestWithinCutoff,
  normaliseMinSearchLocations,
  type BoundsBox,
} from '../../src/search/bounds-expansion';

const box: BoundsBox = { north: 57.2, south: 57.1, east: -2.05, west: -2.2 };
const contains = (b: BoundsBox, p: { lat: number; lng: number }) => p.lat <= b.north + 1e-9 && p.lat >= b.south - 1e-9 && p.lng <= b.east + 1e-9 && p.lng >= b.west - 1e-9;
const closeTo = (a: number, b: number) => Math.abs(a - b) < 1e-9;

describe('bounds expansion for a targeted place', () => {
  it('keeps the viewport when every station is already inside', () => {
    expect(expandBoundsToInclude(box, [{ lat: 57.15, lng: -2.1 }])).to.deep.equal(box);
    expect(expandBoundsToInclude(box, [])).to.deep.equal(box);
  });

  it('grows the box by 1.1 per step around its centre until the stations are inside, and no further', () => {
    expect(BOUNDS_GROWTH_FACTOR).to.equal(1.1);
    const outside = { lat: 57.26, lng: -2.1 }; // 0.11 above the centre; half-height is 0.05
    const grown = expandBoundsToInclude(box, [outside]);
    // 0.05 * 1.1^n >= 0.11 first at n = 9 (0.1179...).
    const half = 0.05 * 1.1 ** 9;
    expect(closeTo(grown.north, 57.15 + half)).to.equal(true);
    expect(closeTo(grown.south, 57.15 - half)).to.equal(true);
    expect(closeTo(grown.east - grown.west, 0.15 * 1.1 ** 9)).to.equal(true);
    expect(closeTo((grown.east + grown.west) / 2, -2.125)).to.equal(true);
    expect(contains(grown, outside)).to.equal(true);
    // One step fewer would have left it out.
    expect(57.15 + 0.05 * 1.1 ** 8).to.be.lessThan(outside.lat);
  });

  it('grows a zero-size viewport (a point) too', () => {
    const point = { north: 51.5, south: 51.5, east: -0.12, west: -0.12 };
    const grown = expandBoundsToInclude(point, [{ lat: 51.52, lng: -0.12 }]);
    expect(grown.north).to.be.greaterThan(51.52 - 1e-9);
  });

  it('includes every point for random boxes and points (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -60, max: 60, noNaN: true }),
        fc.double({ min: -170, max: 170, noNaN: true }),
        fc.double({ min: 0.001, max: 2, noNaN: true }),
        fc.array(fc.record({ lat: fc.double({ min: -70, max: 70, noNaN: true }), lng: fc.double({ min: -175, max: 175, noNaN: true }) }), { maxLength: 5 }),
        (lat, lng, half, points) => {
          const start = { north: lat + half, south: lat - half, east: lng + half, west: lng - half };
          const grown = expandBoundsToInclude(start, points);
          for (const p of points) {
            expect(p.lat <= grown.north + 1e-9 && p.lat >= grown.south - 1e-9).to.equal(true);
            if (grown.west <= grown.east && !(grown.west === -180 && grown.east === 180)) {
              expect(p.lng <= grown.east + 1e-9 && p.lng >= grown.west - 1e-9).to.equal(true);
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('handles a viewport across the antimeridian', () => {
    const fiji = { north: -16, south: -18, east: -179.5, west: 179 };
    const grown = expandBoundsToInclude(fiji, [{ lat: -17, lng: -178.5 }]);
    expect(grown.west).to.be.greaterThan(grown.east); // still crossing
    expect(grown.east).to.be.at.least(-178.5);
  });

  describe('map.minSearchLocations', () => {
    it('reads a number as a count without cutoff, and an object as count + cutoff metres', () => {
      expect(normaliseMinSearchLocations(3)).to.deep.equal({ count: 3, cutoffDistance: Number.POSITIVE_INFINITY });
      expect(normaliseMinSearchLocations({ count: 2, cutoffDistance: 20_000 })).to.deep.equal({ count: 2, cutoffDistance: 20_000 });
      expect(normaliseMinSearchLocations(-1).count).to.equal(0);
      expect(normaliseMinSearchLocations(Number.NaN).count).to.equal(0);
      expect(normaliseMinSearchLocations(undefined).count).to.equal(0);
    });

    it('takes the first count stations within the cutoff, by API distance, else straight-line distance', () => {
      const origin = { lat: 57.1497, lng: -2.0943 };
      const stations = [
        { id: 'a', lat: 57.15, lng: -2.09, distance: 500 },
        { id: 'b', lat: 57.2, lng: -2.1, distance: 6_000 },
        { id: 'c', lat: 57.5, lng: -2.1, distance: 40_000 },
      ];
      expect(nearestWithinCutoff(origin, stations, { count: 2, cutoffDistance: 10_000 }).map((s) => s.id)).to.deep.equal(['a', 'b']);
      expect(nearestWithinCutoff(origin, stations, { count: 3, cutoffDistance: 10_000 }).map((s) => s.id)).to.deep.equal(['a', 'b']);
      expect(nearestWithinCutoff(origin, stations, { count: 1, cutoffDistance: Infinity }).map((s) => s.id)).to.deep.equal(['a']);
      expect(nearestWithinCutoff(origin, stations, { count: 0, cutoffDistance: Infinity })).to.deep.equal([]);
      const noDistance = [{ id: 'far', lat: 58.1497, lng: -2.0943 }]; // ~111 km north
      expect(nearestWithinCutoff(origin, noDistance, { count: 1, cutoffDistance: 100_000 })).to.deep.equal([]);
      expect(nearestWithinCutoff(origin, noDistance, { count: 1, cutoffDistance: 120_000 })).to.have.length(1);
    });
  });
});
