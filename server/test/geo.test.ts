import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { boxContains, boxFromCorners, boxRanges, zoomForBox } from '../src/geo/bounds.ts';
import { alongCorridor, alongCorridorNaive, pointSegmentDistance } from '../src/geo/corridor.ts';
import { EARTH_RADIUS_M, haversine } from '../src/geo/haversine.ts';
import { decodePolylineStrict, encodePolyline } from '../src/geo/polyline.ts';
import { rng } from '../src/import/synthetic.ts';
import KDBush from 'kdbush';

describe('haversine', () => {
  it('uses the spec earth radius (6371008.8 m)', () => {
    assert.equal(EARTH_RADIUS_M, 6371008.8);
    // A quarter of a great circle.
    assert.ok(Math.abs(haversine(0, 0, 0, 90) - (Math.PI / 2) * 6371008.8) < 1e-6, 'Math.abs(haversine(0, 0, 0, 90) - (Math.PI / 2) * 6371008.8) < 1e-6');
  });
  it('measures London to Paris at about 343.5 km', () => {
    const d = haversine(51.5074, -0.1278, 48.8566, 2.3522);
    assert.ok(d > 343_000 && d < 344_500, String(d));
  });
});

describe('bounds', () => {
  it('rejects non-finite, out-of-range and inverted corners', () => {
    assert.equal(typeof boxFromCorners([Infinity, 0], [1, 1]), 'string');
    assert.equal(typeof boxFromCorners([NaN, 0], [1, 1]), 'string');
    assert.equal(typeof boxFromCorners([-91, 0], [1, 1]), 'string');
    assert.equal(typeof boxFromCorners([0, -181], [1, 1]), 'string');
    assert.equal(typeof boxFromCorners([2, 0], [1, 1]), 'string');
  });
  it('caps the box size', () => {
    assert.equal(typeof boxFromCorners([-50, 0], [50, 10]), 'string');
    assert.equal(typeof boxFromCorners([0, -100], [10, 100]), 'string');
    assert.equal(typeof boxFromCorners([50, -8], [59, 2]), 'object');
  });
  it('splits a box crossing the antimeridian', () => {
    const box = boxFromCorners([-20, 170], [-10, -170]);
    assert.equal(typeof box, 'object');
    if (typeof box === 'string') return;
    assert.equal(boxRanges(box).length, 2);
    assert.ok(boxContains(box, -15, 179), 'boxContains(box, -15, 179)');
    assert.ok(boxContains(box, -15, -179), 'boxContains(box, -15, -179)');
    assert.ok(!boxContains(box, -15, 0), '!boxContains(box, -15, 0)');
  });
  it('picks a zoom that fits the box', () => {
    assert.equal(zoomForBox({ south: 49, west: -8, north: 59, east: 2 }), 5);
    assert.ok(zoomForBox({ south: 51.5, west: -0.15, north: 51.52, east: -0.1 }) >= 13, 'zoomForBox({ south: 51.5, west: -0.15, north: 51.52, east: -0.1 }) >= 13');
  });
});

describe('strict polyline decoding', () => {
  const pts: [number, number][] = [
    [38.5, -120.2],
    [40.7, -120.95],
    [43.252, -126.453],
  ];
  const enc = encodePolyline(pts);
  it('decodes a valid line', () => {
    assert.equal(enc, '_p~iF~ps|U_ulLnnqC_mqNvxq`@');
    assert.deepEqual(decodePolylineStrict(enc), pts);
  });
  it('rejects truncated lines, bad characters, odd counts, single points and caps', () => {
    assert.equal(typeof decodePolylineStrict(enc.slice(0, -1)), 'string'); // truncated varint
    assert.equal(typeof decodePolylineStrict('_p~iF~ps|U_ulL'), 'string'); // odd count
    assert.equal(typeof decodePolylineStrict(`${enc} `), 'string'); // char < 63
    assert.equal(typeof decodePolylineStrict(`${enc}\u00e9`), 'string'); // char > 126
    assert.equal(typeof decodePolylineStrict('_p~iF~ps|U'), 'string'); // 1 vertex
    assert.equal(typeof decodePolylineStrict(''), 'string');
    assert.equal(typeof decodePolylineStrict(42), 'string');
    assert.equal(typeof decodePolylineStrict(enc, { maxChars: 5, maxVertices: 100 }), 'string');
    assert.equal(typeof decodePolylineStrict(enc, { maxChars: 1000, maxVertices: 2 }), 'string');
  });
  it('rejects vertices outside valid coordinates and overlong values', () => {
    assert.equal(typeof decodePolylineStrict(encodePolyline([[0, 0], [89, 0]]) + encodePolyline([[5, 0]])), 'string');
    assert.equal(typeof decodePolylineStrict('~~~~~~~~~?~~~~~?'), 'string');
  });
});

describe('corridor search', () => {
  it('measures point-to-segment distance', () => {
    // A point 0.01 deg of latitude north of an east-west segment: about 1112 m.
    const { distance, t } = pointSegmentDistance(51.01, 0.05, 51, 0, 51, 0.1);
    assert.ok(Math.abs(distance - 1111.95) < 1, String(distance));
    assert.ok(Math.abs(t - 0.5) < 1e-9, 'Math.abs(t - 0.5) < 1e-9');
  });

  it('stays within 0.14 % of the great-circle distance at the largest radius (25 km) over British latitudes', () => {
    // The local equirectangular frame scales longitude by the station's latitude only, so the
    // error grows with the north-south part of a diagonal offset (documented in docs/api.md).
    let worst = 0;
    for (const lat of [50, 52, 54, 56, 58, 60.8]) {
      for (let deg = 0; deg < 360; deg += 5) {
        const th = (deg * Math.PI) / 180;
        const qLat = lat + (Math.cos(th) * 25_000) / 111_195;
        const qLng = -1 + (Math.sin(th) * 25_000) / (111_195 * Math.cos((lat * Math.PI) / 180));
        const model = pointSegmentDistance(lat, -1, qLat, qLng, qLat, qLng).distance;
        worst = Math.max(worst, Math.abs(model - haversine(lat, -1, qLat, qLng)) / 25_000);
      }
    }
    assert.ok(worst < 0.0014 && worst > 0.0005, `worst relative error ${worst}`);
  });

  it('breaks exact ties with the caller\'s order', () => {
    // Two points at one spot: by index unless told otherwise.
    const lats = Float64Array.from([51, 51]);
    const lngs = Float64Array.from([0, 0]);
    const line: [number, number][] = [[50.9, -0.1], [51.1, 0.1]];
    const range = () => [0, 1];
    assert.deepEqual(alongCorridor(line, 5000, lats, lngs, range).map((h) => h.index), [0, 1]);
    assert.deepEqual(alongCorridor(line, 5000, lats, lngs, range, undefined, (a, b) => b - a).map((h) => h.index), [1, 0]);
    assert.deepEqual(alongCorridorNaive(line, 5000, lats, lngs, undefined, (a, b) => b - a).map((h) => h.index), [1, 0]);
  });

  it('equals the brute-force oracle on 20 random routes', () => {
    const r = rng(2024);
    const n = 4000;
    const lats = new Float64Array(n);
    const lngs = new Float64Array(n);
    const kd = new KDBush(n, 64, Float64Array);
    for (let i = 0; i < n; i++) {
      lats[i] = 50 + r() * 8;
      lngs[i] = -5 + r() * 7;
      kd.add(lngs[i]!, lats[i]!);
    }
    kd.finish();
    for (let route = 0; route < 20; route++) {
      const line: [number, number][] = [[50 + r() * 8, -5 + r() * 7]];
      const vertices = 2 + Math.floor(r() * 120);
      for (let v = 1; v < vertices; v++) {
        const [la, ln] = line[v - 1]!;
        line.push([Math.min(58, Math.max(50, la + (r() - 0.5) * 0.2)), Math.min(2, Math.max(-5, ln + (r() - 0.5) * 0.3))]);
      }
      const radius = 1000 + r() * 24_000;
      const accept = route % 3 === 0 ? (i: number) => i % 2 === 0 : undefined;
      const fast = alongCorridor(line, radius, lats, lngs, (a, b, c, d) => kd.range(a, b, c, d), accept);
      const slow = alongCorridorNaive(line, radius, lats, lngs, accept);
      assert.ok(slow.length > 0, 'the oracle finds stations');
      assert.deepEqual(fast, slow, `route ${route}`);
      for (let k = 1; k < fast.length; k++) assert.ok(fast[k]!.distanceAlongRoute >= fast[k - 1]!.distanceAlongRoute, 'fast[k]!.distanceAlongRoute >= fast[k - 1]!.distanceAlongRoute');
      for (const h of fast) assert.ok(h.distanceFromRoute <= radius, 'h.distanceFromRoute <= radius');
    }
  });

  it('handles a route crossing the antimeridian', () => {
    const lats = Float64Array.from([0, 0, 0]);
    const lngs = Float64Array.from([179.99, -179.99, 0]);
    const kd = new KDBush(3, 64, Float64Array);
    for (let i = 0; i < 3; i++) kd.add(lngs[i]!, lats[i]!);
    kd.finish();
    const line: [number, number][] = [[0.01, 179.9], [0.01, -179.9]];
    const hits = alongCorridor(line, 5000, lats, lngs, (a, b, c, d) => kd.range(a, b, c, d));
    assert.deepEqual(hits.map((h) => h.index), [0, 1]);
    assert.deepEqual(hits, alongCorridorNaive(line, 5000, lats, lngs));
  });
});
