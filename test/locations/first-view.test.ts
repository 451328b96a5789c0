import { expect } from '@open-wc/testing';
import { firstViewTarget, predictedMapBox } from '../../src/locations/first-view';
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

  it('without a URL, the config’s map.defaultCenter / map.defaultZoom when it sets either (issue 47)', () => {
    const LEEDS = { lat: 53.8, lng: -1.55 };
    expect(firstViewTarget(null, GB, FALLBACK, { center: LEEDS, zoom: 9 })).to.deep.equal({ target: { kind: 'center', center: LEEDS, zoom: 9 } });
    expect(firstViewTarget(null, GB, FALLBACK, { zoom: 7 })).to.deep.equal({ target: { kind: 'center', center: GB.center, zoom: 7 } });
    expect(firstViewTarget(null, GB, FALLBACK, { center: LEEDS })).to.deep.equal({ target: { kind: 'center', center: LEEDS, zoom: 6 } });
    // The URL's view still wins; neither set: the country's box.
    expect(firstViewTarget({ kind: 'viewport', center: { lat: 57.1, lng: -2.1 }, zoom: 12 }, GB, FALLBACK, { zoom: 7 })?.target).to.deep.include({ zoom: 12 });
    expect(firstViewTarget(null, GB, FALLBACK, { center: undefined, zoom: undefined })).to.deep.equal({ target: { kind: 'bounds', bounds: GB.bbox }, region: 'GB' });
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

describe('predictedMapBox: the map’s box before the shell is laid out', () => {
  it('on desktop, the host less the sidebar’s column', () => {
    expect(predictedMapBox({ width: 1280, height: 600 }, '380px', false)).to.deep.equal({ width: 900, height: 600 });
    expect(predictedMapBox({ width: 1000, height: 500 }, ' 312.5px ', false)).to.deep.equal({ width: 687.5, height: 500 });
  });

  it('cannot be told on a phone, with a sidebar width not in pixels, or for a host not laid out', () => {
    expect(predictedMapBox({ width: 390, height: 600 }, '380px', true)).to.equal(null);
    expect(predictedMapBox({ width: 1280, height: 600 }, '25rem', false)).to.equal(null);
    expect(predictedMapBox({ width: 1280, height: 600 }, 'calc(20% + 100px)', false)).to.equal(null);
    expect(predictedMapBox({ width: 0, height: 0 }, '380px', false)).to.equal(null);
    expect(predictedMapBox({ width: 300, height: 600 }, '380px', false)).to.equal(null);
  });
});
