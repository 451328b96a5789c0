import { expect } from '@open-wc/testing';
import { EARTH_RADIUS_M, haversineDistance, roundCoordinate, roundForApi, roundForHash } from '../../src/shared';

describe('haversineDistance', () => {
  it('uses the earth radius 6371008.8 m', () => {
    expect(EARTH_RADIUS_M).to.equal(6371008.8);
    // A quarter of a great circle (pole to equator) is π/2 · R.
    expect(haversineDistance({ lat: 90, lng: 0 }, { lat: 0, lng: 0 })).to.be.closeTo((Math.PI / 2) * 6371008.8, 1e-6);
    // One degree of latitude along a meridian is R·π/180.
    expect(haversineDistance({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).to.be.closeTo((EARTH_RADIUS_M * Math.PI) / 180, 1e-6);
  });

  it('measures London to Paris as about 343.6 km', () => {
    const metres = haversineDistance({ lat: 51.5074, lng: -0.1278 }, { lat: 48.8566, lng: 2.3522 });
    expect(metres).to.be.closeTo(343_557, 50);
  });

  it('is zero for the same point and symmetric', () => {
    const a = { lat: 53.4808, lng: -2.2426 };
    const b = { lat: 55.9533, lng: -3.1883 };
    expect(haversineDistance(a, a)).to.equal(0);
    expect(haversineDistance(a, b)).to.equal(haversineDistance(b, a));
  });

  it('handles antipodal points without NaN', () => {
    expect(haversineDistance({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).to.be.closeTo(Math.PI * 6371008.8, 1e-6);
  });
});

describe('coordinate rounding', () => {
  it('rounds to 6 decimals for API calls and 5 for the hash', () => {
    expect(roundForApi(51.123456789)).to.equal(51.123457);
    expect(roundForHash(51.123456789)).to.equal(51.12346);
    expect(roundForApi(-0.1278449)).to.equal(-0.127845);
    expect(roundForHash(-0.1278449)).to.equal(-0.12784);
  });

  it('rounds halves away from zero without binary artefacts', () => {
    expect(roundCoordinate(1.005, 2)).to.equal(1.01);
    expect(roundCoordinate(-1.005, 2)).to.equal(-1.01);
    expect(roundCoordinate(-0.000001, 5)).to.equal(0);
    // Tiny values print in exponent form ("1e-7"); they must still round, not turn into NaN.
    expect(roundCoordinate(1e-7, 6)).to.equal(0);
    expect(roundCoordinate(-7e-7, 6)).to.equal(-0.000001);
    expect(roundCoordinate(6e-7, 6)).to.equal(0.000001);
  });
});
