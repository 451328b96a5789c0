import { expect } from '@open-wc/testing';
import { decodePolyline, encodePolyline } from '../../src/map/polyline';

/** The published example from Google's "Encoded Polyline Algorithm Format" page. */
const PUBLISHED_POINTS = [
  { lat: 38.5, lng: -120.2 },
  { lat: 40.7, lng: -120.95 },
  { lat: 43.252, lng: -126.453 },
];
const PUBLISHED_ENCODED = '_p~iF~ps|U_ulLnnqC_mqNvxq`@';

describe('polyline (our LatLng shape over @googlemaps/polyline-codec)', () => {
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

  it('refuses a malformed string rather than decode it to wrong points', () => {
    expect(() => decodePolyline('_p~iF~ps|U_ulLnnqC_mqNvxq')).to.throw(/ends inside/); // a value cut off
    expect(() => decodePolyline('_p~iF~ps|U_ulL')).to.throw(/ends inside/); // a latitude without its longitude
    expect(() => decodePolyline('_p~iF ~ps|U')).to.throw(/outside the format/); // a space
    expect(() => decodePolyline('_p~iF~ps|Ü')).to.throw(/outside the format/);
  });
});
