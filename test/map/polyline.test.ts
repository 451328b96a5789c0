import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { decodePolyline, encodePolyline } from '../../src/map/polyline';

/** The published example from Google's "Encoded Polyline Algorithm Format" page. */
const PUBLISHED_POINTS = [
  { lat: 38.5, lng: -120.2 },
  { lat: 40.7, lng: -120.95 },
  { lat: 43.252, lng: -126.453 },
];
const PUBLISHED_ENCODED = '_p~iF~ps|U_ulLnnqC_mqNvxq`@';

describe('polyline', () => {
  it('encodes the published test vector', () => {
    expect(encodePolyline(PUBLISHED_POINTS)).to.equal(PUBLISHED_ENCODED);
  });

  it('decodes the published test vector', () => {
    expect(decodePolyline(PUBLISHED_ENCODED)).to.deep.equal(PUBLISHED_POINTS);
  });

  it('encodes an empty path as an empty string and back', () => {
    expect(encodePolyline([])).to.equal('');
    expect(decodePolyline('')).to.deep.equal([]);
  });

  it('rejects truncated and malformed input', () => {
    expect(() => decodePolyline('_p~iF~ps|')).to.throw(RangeError);
    expect(() => decodePolyline('_p~iF ps|U')).to.throw(RangeError);
  });

  it('round-trips any path at 5 decimal precision', () => {
    const point = fc.record({
      lat: fc.integer({ min: -9_000_000, max: 9_000_000 }).map((n) => n / 1e5),
      lng: fc.integer({ min: -18_000_000, max: 18_000_000 }).map((n) => n / 1e5),
    });
    fc.assert(
      fc.property(fc.array(point, { maxLength: 50 }), (points) => {
        const decoded = decodePolyline(encodePolyline(points));
        expect(decoded).to.have.length(points.length);
        decoded.forEach((p, i) => {
          expect(p.lat).to.be.closeTo(points[i]!.lat, 1e-9);
          expect(p.lng).to.be.closeTo(points[i]!.lng, 1e-9);
        });
      }),
    );
  });

  it('supports precision 6', () => {
    const points = [{ lat: 51.123456, lng: -0.654321 }];
    expect(decodePolyline(encodePolyline(points, 6), 6)).to.deep.equal(points);
  });
});
