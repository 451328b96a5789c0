import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { parseHash } from '../../src/locations';
import { formatRouteHash, MAX_ROUTE_LINK_STOPS, parseRouteHash, ROUTE_LINK_LABEL_LENGTH } from '../../src/locations/route-hash';
import type { PlannedRoute } from '../../src/shared';

const LEEDS_TO_SHEFFIELD: PlannedRoute = {
  stops: [
    { description: 'Leeds', location: { lat: 53.796481234, lng: -1.547851 } },
    { description: 'Sheffield, South Yorkshire', location: { lat: 53.38297, lng: -1.4659 } },
  ],
  avoidTolls: true,
  avoidHighways: false,
  corridorRadiusKm: 10,
};

describe('route links in the URL hash', () => {
  it('writes the documented shape: stops with 5 decimals and encoded labels, then the avoid flags and the radius', () => {
    expect(formatRouteHash(LEEDS_TO_SHEFFIELD)).to.equal('#/route/53.79648,-1.54785,Leeds/53.38297,-1.4659,Sheffield%2C%20South%20Yorkshire?avoid=tolls&radius=10');
    expect(formatRouteHash({ ...LEEDS_TO_SHEFFIELD, avoidTolls: false })).to.equal(
      '#/route/53.79648,-1.54785,Leeds/53.38297,-1.4659,Sheffield%2C%20South%20Yorkshire?radius=10',
    );
    expect(formatRouteHash({ ...LEEDS_TO_SHEFFIELD, avoidHighways: true, corridorRadiusKm: null })).to.match(/\?avoid=tolls,highways$/);
  });

  it('reads the documented shape', () => {
    expect(parseRouteHash('#/route/53.79648,-1.54785,Leeds/51.5072,-0.1276,London%20Bridge/53.38297,-1.4659,Sheffield?avoid=highways,tolls&radius=7.5')).to.deep.equal({
      stops: [
        { description: 'Leeds', location: { lat: 53.79648, lng: -1.54785 } },
        { description: 'London Bridge', location: { lat: 51.5072, lng: -0.1276 } },
        { description: 'Sheffield', location: { lat: 53.38297, lng: -1.4659 } },
      ],
      avoidTolls: true,
      avoidHighways: true,
      corridorRadiusKm: 7.5,
      departure: null,
    });
    // No options: nothing avoided, the config's radius.
    expect(parseRouteHash('/route/1,2,A/3,4,B')).to.deep.equal({
      stops: [
        { description: 'A', location: { lat: 1, lng: 2 } },
        { description: 'B', location: { lat: 3, lng: 4 } },
      ],
      avoidTolls: false,
      avoidHighways: false,
      corridorRadiusKm: null,
      departure: null,
    });
  });

  it('carries a chosen departure as a UTC minute, and none when the route leaves now', () => {
    const sundayNight = { ...LEEDS_TO_SHEFFIELD, departure: '2026-11-22T23:30:00.000Z' };
    expect(formatRouteHash(sundayNight)).to.match(/\?avoid=tolls&radius=10&depart=2026-11-22T23:30Z$/);
    // Seconds are dropped; an offset is turned into UTC.
    expect(formatRouteHash({ ...LEEDS_TO_SHEFFIELD, departure: '2026-11-23T00:30:45+01:00' })).to.match(/&depart=2026-11-22T23:30Z$/);
    expect(formatRouteHash({ ...LEEDS_TO_SHEFFIELD, departure: null })).to.not.include('depart');
    expect(parseRouteHash(formatRouteHash(sundayNight)!)!.departure).to.equal('2026-11-22T23:30:00.000Z');
    expect(parseRouteHash('#/route/1,2,A/3,4,B?depart=2026-02-28T06:05Z')!.departure).to.equal('2026-02-28T06:05:00.000Z');
  });

  it('is recognised by the URL hash reader, which leaves the reading to the route link chunk', () => {
    expect(parseHash('#/route/1,2,A/3,4,B')).to.deep.equal({ kind: 'route', hash: '#/route/1,2,A/3,4,B' });
    expect(parseHash(`#/route/${'1,2,A/'.repeat(400)}`)).to.equal(null);
  });

  it('cuts labels to 40 characters (whole characters) and drops control characters', () => {
    const long = 'Ä'.repeat(30) + '😀'.repeat(20);
    const hash = formatRouteHash({ ...LEEDS_TO_SHEFFIELD, stops: [{ description: `a\u0000b${long}`, location: { lat: 1, lng: 2 } }, LEEDS_TO_SHEFFIELD.stops[1]!] })!;
    const label = parseRouteHash(hash)!.stops[0]!.description;
    expect([...label]).to.have.length(ROUTE_LINK_LABEL_LENGTH);
    expect(label.startsWith('ab')).to.equal(true);
    expect(label.endsWith('😀')).to.equal(true);
  });

  it('writes no link for fewer than 2 or more than 10 stops, or an unnamed stop', () => {
    const stop = LEEDS_TO_SHEFFIELD.stops[0]!;
    expect(formatRouteHash({ ...LEEDS_TO_SHEFFIELD, stops: [stop] })).to.equal(null);
    expect(formatRouteHash({ ...LEEDS_TO_SHEFFIELD, stops: Array.from({ length: MAX_ROUTE_LINK_STOPS + 1 }, () => stop) })).to.equal(null);
    expect(formatRouteHash({ ...LEEDS_TO_SHEFFIELD, stops: [stop, { ...stop, description: ' \u0007 ' }] })).to.equal(null);
  });

  it('round-trips what it writes (coordinates to 5 decimals, labels cut and trimmed)', () => {
    const label = fc.string({ minLength: 1, maxLength: 60, unit: 'grapheme' }).filter((text) => text.trim() !== '' && ![...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f));
    const stop = fc.record({
      description: label,
      location: fc.record({ lat: fc.double({ min: -90, max: 90, noNaN: true }), lng: fc.double({ min: -180, max: 180, noNaN: true }) }),
    });
    fc.assert(
      fc.property(
        fc.array(stop, { minLength: 2, maxLength: MAX_ROUTE_LINK_STOPS }),
        fc.boolean(),
        fc.boolean(),
        fc.option(fc.integer({ min: 1, max: 25 }), { nil: null }),
        fc.option(fc.integer({ min: Date.UTC(2000, 0, 1) / 60_000, max: Date.UTC(2100, 0, 1) / 60_000 }), { nil: null }),
        (stops, avoidTolls, avoidHighways, corridorRadiusKm, departureMinute) => {
          const departure = departureMinute === null ? null : new Date(departureMinute * 60_000).toISOString();
          const hash = formatRouteHash({ stops, avoidTolls, avoidHighways, corridorRadiusKm, departure });
          const cut = (text: string) => [...text].slice(0, ROUTE_LINK_LABEL_LENGTH).join('').trim();
          // No link only when it would be longer than 2,000 characters (long non-ASCII labels).
          if (hash === null) return stops.reduce((length, stop) => length + encodeURIComponent(cut(stop.description)).length + 30, 0) > 2000;
          const read = parseRouteHash(hash);
          if (!read) return false;
          return (
            read.avoidTolls === avoidTolls &&
            read.avoidHighways === avoidHighways &&
            read.corridorRadiusKm === corridorRadiusKm &&
            read.departure === departure &&
            read.stops.length === stops.length &&
            read.stops.every(
              (got, index) =>
                Math.abs(got.location.lat - stops[index]!.location.lat) <= 0.000005 &&
                Math.abs(got.location.lng - stops[index]!.location.lng) <= 0.000005 &&
                got.description === cut(stops[index]!.description),
            )
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('ignores malformed links', () => {
    for (const bad of [
      '#/route/',
      '#/route/53.1,-1.5,Leeds',
      '#/route/53.1,-1.5,Leeds/',
      '#/route/91,0,A/1,1,B',
      '#/route/0,181,A/1,1,B',
      '#/route/abc,0,A/1,1,B',
      '#/route/1,2/3,4,B',
      '#/route/1,2,/3,4,B',
      '#/route/1,2,%20/3,4,B',
      '#/route/1,2,%E0%A4%A/3,4,B',
      '#/route/1,2,a%00b/3,4,B',
      `#/route/1,2,${'x'.repeat(ROUTE_LINK_LABEL_LENGTH + 1)}/3,4,B`,
      `#/route/${Array.from({ length: MAX_ROUTE_LINK_STOPS + 1 }, () => '1,2,A').join('/')}`,
      '#/route/1,2,A/3,4,B?avoid=ferries',
      '#/route/1,2,A/3,4,B?avoid=',
      '#/route/1,2,A/3,4,B?radius=0',
      '#/route/1,2,A/3,4,B?radius=-5',
      '#/route/1,2,A/3,4,B?radius=1e3',
      '#/route/1,2,A/3,4,B?radius=ten',
      '#/route/1,2,A/3,4,B?depart=',
      '#/route/1,2,A/3,4,B?depart=2026-11-22T23:30',
      '#/route/1,2,A/3,4,B?depart=2026-11-22T23:30:00Z',
      '#/route/1,2,A/3,4,B?depart=2026-02-30T23:30Z',
      '#/route/1,2,A/3,4,B?depart=2026-11-22T24:30Z',
      '#/route/1,2,A/3,4,B?depart=tomorrow',
      '#/@53,-1,10z',
      `#/route/1,2,A/3,4,B?x=${'y'.repeat(2000)}`,
    ]) {
      expect(parseRouteHash(bad), bad).to.equal(null);
    }
  });

  it('never throws on 1,000 generated malformed links, and reads nothing it could not have written', () => {
    const fragment = fc.constantFrom('/', ',', '?', '&', '=', '%', '%2', '%E0%A4', '#', '.', '-', '1', '90', '181', 'avoid', 'radius', 'tolls', 'é', '😀', '\u0000', ' ', 'route');
    const noise = fc.array(fc.oneof(fragment, fc.string({ maxLength: 8 })), { maxLength: 60 }).map((parts) => parts.join(''));
    const mutatedValid = fc
      .tuple(fc.integer({ min: 0, max: 90 }), fc.string({ maxLength: 4 }))
      .map(([at, insert]) => {
        const valid = formatRouteHash(LEEDS_TO_SHEFFIELD)!;
        const position = Math.min(at, valid.length);
        return valid.slice(0, position) + insert + valid.slice(position + 1);
      });
    const samples = fc.sample(fc.oneof(noise.map((text) => `#/route/${text}`), mutatedValid, noise), { numRuns: 1000, seed: 17 });
    expect(samples).to.have.length(1000);
    let read = 0;
    for (const hash of samples) {
      let route: PlannedRoute | null = null;
      expect(() => {
        route = parseRouteHash(hash);
        parseHash(hash);
      }, hash).to.not.throw();
      if (route === null) continue;
      read += 1;
      // Whatever is read is a route this locator could use: 2 to 10 stops in range, named, sane options.
      const { stops, corridorRadiusKm } = route as PlannedRoute;
      expect(stops.length).to.be.within(2, MAX_ROUTE_LINK_STOPS);
      for (const stop of stops) {
        expect(Math.abs(stop.location.lat)).to.be.at.most(90);
        expect(Math.abs(stop.location.lng)).to.be.at.most(180);
        expect(stop.description.trim()).to.not.equal('');
      }
      if (corridorRadiusKm !== null) expect(corridorRadiusKm).to.be.above(0);
    }
    // Some mutations still make a valid link (a changed digit), most do not.
    expect(read).to.be.below(1000);
  });
});
