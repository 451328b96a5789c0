import { expect } from '@open-wc/testing';
import { firstListOrigin, firstViewTarget } from '../../src/locations/first-view';
import type { Country } from '../../src/shared';

const GB: Country = { code: 'GB', name: 'United Kingdom', center: { lat: 54.7, lng: -3.3 }, bbox: { south: 49.9098, west: -13.6927, north: 60.8484, east: 1.7694 }, areaKm2: 243_610 };
const FALLBACK = { center: { lat: 55, lng: -4 }, zoom: 6 };

describe('firstViewTarget: where the map starts', () => {
  it('the URL’s view wins', () => {
    expect(firstViewTarget({ kind: 'viewport', center: { lat: 57.1, lng: -2.1 }, zoom: 12 }, GB, FALLBACK)).to.deep.equal({
      target: { kind: 'center', center: { lat: 57.1, lng: -2.1 }, zoom: 12 },
    });
  });

  it('without a URL: the configured country’s box, named so its loads ask for the region', () => {
    expect(firstViewTarget(null, GB, FALLBACK)).to.deep.equal({ target: { kind: 'bounds', bounds: GB.bbox }, region: 'GB' });
  });

  it('the default view when the country table could not load', () => {
    expect(firstViewTarget(null, null, FALLBACK)).to.deep.equal({ target: { kind: 'center', ...FALLBACK } });
  });

  it('nothing to plan for a link to a location, a place or a route: it moves the map itself', () => {
    expect(firstViewTarget({ kind: 'location', resource: 'locations', id: 'x' }, GB, FALLBACK)).to.equal(null);
    expect(firstViewTarget({ kind: 'place', placeId: 'p' }, GB, FALLBACK)).to.equal(null);
    expect(firstViewTarget({ kind: 'route', hash: '#/route/x' }, GB, FALLBACK)).to.equal(null);
  });
});

describe('firstListOrigin: the first list’s origin before the map’s box is laid out', () => {
  it('the centre of the URL’s view', () => {
    expect(firstListOrigin({ kind: 'viewport', center: { lat: 57.1, lng: -2.1 }, zoom: 12 })).to.deep.equal({ lat: 57.1, lng: -2.1 });
  });

  it('none without a view in the URL (the country’s centre depends on the box), nor for links that move the map', () => {
    expect(firstListOrigin(null)).to.equal(null);
    expect(firstListOrigin({ kind: 'location', resource: 'locations', id: 'x' })).to.equal(null);
    expect(firstListOrigin({ kind: 'place', placeId: 'p' })).to.equal(null);
    expect(firstListOrigin({ kind: 'route', hash: '#/route/x' })).to.equal(null);
  });
});
