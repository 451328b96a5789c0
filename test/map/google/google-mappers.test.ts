/** Google's answers as the port's shapes, on plain objects: no Google library, no platform. */
import { expect } from '@open-wc/testing';
import type { GLatLng, GPlace, GRoute, GRouteLeg } from '../../../src/map/google/google-api';
import {
  geocodeResultFromGoogle,
  matrixCell,
  rawDetailsFromGooglePlace,
  rawRouteFromGoogle,
  suggestionFromPrediction,
  utf16Offset,
} from '../../../src/map/google/google-mappers';
import { FakeGoogleMaps } from '../../helpers/fake-google-maps';

const GOOGLE_ID = 'ChIJdd4hrwug2EcRmSrV3Vo6llI';
const latLng = (lat: number, lng: number): GLatLng => ({ lat: () => lat, lng: () => lng });

const place = (fields: Partial<GPlace>): GPlace => ({
  id: GOOGLE_ID,
  fetchFields: () => Promise.reject(new Error('not in these tests')),
  ...fields,
});

const leg = (fields: Partial<GRouteLeg> = {}): GRouteLeg => ({
  distanceMeters: 1000,
  durationMillis: 60_000,
  staticDurationMillis: 50_000,
  localizedValues: { distance: '1 km', duration: '1 min' },
  startLocation: { lat: 53.8, lng: -1.55 },
  endLocation: { lat: 53.81, lng: -1.56 },
  path: [{ lat: 53.8, lng: -1.55 }, { lat: 53.81, lng: -1.56 }],
  steps: [
    {
      instructions: 'Head north',
      maneuver: 'DEPART',
      distanceMeters: 1000,
      staticDurationMillis: 50_000,
      localizedValues: { distance: '1 km', staticDuration: '1 min' },
      path: [{ lat: 53.8, lng: -1.55 }, { lat: 53.81, lng: -1.56 }],
    },
  ],
  ...fields,
});

describe('Google mappers', () => {
  it('R11: turns Google\'s code-point match offsets into string indices (text outside the BMP)', () => {
    const fake = new FakeGoogleMaps();
    // "⛽🚗 Leeds": Google counts ⛽, 🚗 and the space as 3 code points; 🚗 is two UTF-16 units.
    const text = '⛽🚗 Leeds, UK';
    const suggestion = suggestionFromPrediction(fake.prediction({ placeId: GOOGLE_ID, text, matches: [[3, 6]] }, null));
    const [match] = suggestion.matches;
    expect(text.slice(match!.offset, match!.offset + match!.length)).to.equal('Lee');
    expect(utf16Offset('a🚗b', 2)).to.equal(3);
  });

  it('takes a suggestion\'s main text from the whole text when Google sends none', () => {
    const fake = new FakeGoogleMaps();
    const suggestion = suggestionFromPrediction(fake.prediction({ placeId: GOOGLE_ID, text: 'Leeds, UK', types: ['locality'] }, null));
    expect(suggestion.placeId).to.equal(GOOGLE_ID);
    expect(suggestion.text).to.equal('Leeds, UK');
    expect(suggestion.mainText).to.equal('Leeds, UK');
    expect(suggestion.types).to.deep.equal(['locality']);
  });

  it('reads a place\'s fields, its viewport as edges and its address components', () => {
    const raw = rawDetailsFromGooglePlace(
      place({
        displayName: 'Leeds',
        formattedAddress: 'Leeds, UK',
        location: latLng(53.8, -1.55),
        viewport: { getNorthEast: () => latLng(53.9, -1.4), getSouthWest: () => latLng(53.7, -1.7) },
        addressComponents: [{ longText: 'Leeds', shortText: null, types: ['locality'] }],
      }),
    );
    expect(raw).to.deep.equal({
      id: GOOGLE_ID,
      displayName: 'Leeds',
      formattedAddress: 'Leeds, UK',
      location: { lat: 53.8, lng: -1.55 },
      viewport: { north: 53.9, east: -1.4, south: 53.7, west: -1.7 },
      addressComponents: [{ longText: 'Leeds', shortText: '', types: ['locality'] }],
    });
  });

  it('reads a place without the optional fields as nulls', () => {
    expect(rawDetailsFromGooglePlace(place({}))).to.deep.equal({
      id: GOOGLE_ID,
      displayName: null,
      formattedAddress: null,
      location: null,
      viewport: null,
      addressComponents: null,
    });
  });

  it('reads a route: seconds from milliseconds, the traffic-aware duration first, totals only when sent', () => {
    const route: GRoute = { legs: [leg()], path: [{ lat: 53.8, lng: -1.55 }], distanceMeters: 1000, durationMillis: 60_000, warnings: ['Toll road'] };
    const raw = rawRouteFromGoogle(route);
    expect(raw.legs[0]?.durationSeconds).to.equal(60);
    expect(raw.legs[0]?.steps[0]?.durationSeconds).to.equal(50);
    expect(raw.legs[0]?.steps[0]?.durationText).to.equal('1 min');
    expect(raw.distanceMeters).to.equal(1000);
    expect(raw.durationSeconds).to.equal(60);
    expect(raw.warnings).to.deep.equal(['Toll road']);
    expect(raw.instructionFormat).to.equal('text');
    expect(rawRouteFromGoogle({ legs: [leg({ durationMillis: null })] }).legs[0]?.durationSeconds).to.equal(50);
    const bare = rawRouteFromGoogle({});
    expect(bare).to.deep.equal({ legs: [], path: [], warnings: [], instructionFormat: 'text', distanceText: null, durationText: null });
  });

  it('marks a route\'s instructions as HTML only when a step holds a tag or an entity', () => {
    const step = leg().steps[0]!;
    const withInstructions = (instructions: string) => rawRouteFromGoogle({ legs: [leg({ steps: [{ ...step, instructions }] })] }).instructionFormat;
    expect(withInstructions('Turn <b>left</b>')).to.equal('html');
    expect(withInstructions('A1 &amp; M1')).to.equal('html');
    expect(withInstructions('A1 & M1 towards Leeds')).to.equal('text');
  });

  it('reads a geocoder result', () => {
    const result = { place_id: GOOGLE_ID, formatted_address: 'Leeds, UK', geometry: { location: latLng(53.8, -1.55) }, types: ['locality'] };
    expect(geocodeResultFromGoogle(result)).to.deep.equal({ placeId: GOOGLE_ID, formattedAddress: 'Leeds, UK', location: { lat: 53.8, lng: -1.55 }, types: ['locality'] });
  });

  it('reads a matrix element, or null without a route or usable figures', () => {
    expect(matrixCell({ condition: 'ROUTE_EXISTS', durationMillis: 90_000, distanceMeters: 1200 })).to.deep.equal({ seconds: 90, metres: 1200 });
    expect(matrixCell({ condition: 'ROUTE_NOT_FOUND', durationMillis: 90_000, distanceMeters: 1200 })).to.equal(null);
    expect(matrixCell({ condition: 'ROUTE_EXISTS', durationMillis: null, distanceMeters: 1200 })).to.equal(null);
    expect(matrixCell({ condition: 'ROUTE_EXISTS', durationMillis: Number.NaN, distanceMeters: 1200 })).to.equal(null);
    expect(matrixCell(undefined)).to.equal(null);
  });
});
