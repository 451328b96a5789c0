import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { formatLocationHash, formatPlaceHash, formatViewportHash, parseHash } from '../../src/locations';

describe('URL hash', () => {
  it('writes /@lat,lng,zoomz with 5 decimals', () => {
    expect(formatViewportHash({ lat: 57.149612345, lng: -2.093849999 }, 12)).to.equal('#/@57.14961,-2.09385,12z');
    expect(formatViewportHash({ lat: 55, lng: -4 }, 6)).to.equal('#/@55,-4,6z');
    expect(formatViewportHash({ lat: 51.5, lng: -0.1 }, 11.456)).to.equal('#/@51.5,-0.1,11.46z');
  });

  it('reads the viewport, location and place routes', () => {
    expect(parseHash('#/@57.14961,-2.09385,12z')).to.deep.equal({ kind: 'viewport', center: { lat: 57.14961, lng: -2.09385 }, zoom: 12 });
    expect(parseHash('#/resources/locations/abc123')).to.deep.equal({ kind: 'location', resource: 'locations', id: 'abc123' });
    expect(parseHash('#/place/ChIJ%2Fxyz')).to.deep.equal({ kind: 'place', placeId: 'ChIJ/xyz' });
  });

  it('round-trips what it writes', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -90, max: 90, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.integer({ min: 0, max: 22 }),
        (lat, lng, zoom) => {
          const route = parseHash(formatViewportHash({ lat, lng }, zoom));
          return route?.kind === 'viewport' && Math.abs(route.center.lat - lat) <= 0.000005 && Math.abs(route.center.lng - lng) <= 0.000005 && route.zoom === zoom;
        },
      ),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== '' && ![...s].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127)), (id) => {
        const location = parseHash(formatLocationHash('locations', id));
        const place = parseHash(formatPlaceHash(id));
        return location?.kind === 'location' && location.id === id && place?.kind === 'place' && place.placeId === id;
      }),
      { numRuns: 300 },
    );
  });

  it('ignores malformed hashes', () => {
    for (const bad of [
      '',
      '#',
      '#/',
      '#/@91,0,5z',
      '#/@0,181,5z',
      '#/@0,0,23z',
      '#/@abc,0,5z',
      '#/@1,2z',
      '#/@1,2,3',
      '#/resources/locations/',
      '#/resources/bad name/1',
      '#/resources/locations/%E0%A4%A',
      '#/resources/locations/%00',
      '#/place/',
      '#/place/a/b',
      '#/somewhere',
      `#/place/${'x'.repeat(2000)}`,
    ]) {
      expect(parseHash(bad), bad).to.equal(null);
    }
  });

  it('never throws on random input (a few hundred hashes)', () => {
    const hashes = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.string({ maxLength: 60 }).map((s) => `#/@${s}`),
      fc.string({ maxLength: 60 }).map((s) => `#/resources/${s}`),
      fc.string({ maxLength: 60 }).map((s) => `#/place/${s}`),
      fc.tuple(fc.double(), fc.double(), fc.double()).map(([a, b, c]) => `#/@${a},${b},${c}z`),
    );
    fc.assert(
      fc.property(hashes, (hash) => {
        const route = parseHash(hash);
        return route === null || ['viewport', 'location', 'place'].includes(route.kind);
      }),
      { numRuns: 500 },
    );
  });
});
