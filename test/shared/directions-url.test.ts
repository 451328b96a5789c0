import { expect } from '@open-wc/testing';
import { buildDirectionsUrl, formatLatLng } from '../../src/shared/directions-url';

describe('buildDirectionsUrl (the external Google Maps directions link)', () => {
  it('builds the URL with origin, destination, their place ids and the travel mode, in that order', () => {
    const url = new URL(
      buildDirectionsUrl({
        origin: { location: { lat: 51.5074456, lng: -0.1277653 }, placeId: 'ChIJdd4hrwug2EcRmSrV3Vo6llI' },
        destination: { location: { lat: 57.12116, lng: -2.12587 }, placeId: 'ChIJ-dest' },
      })!,
    );
    expect(url.origin + url.pathname).to.equal('https://www.google.com/maps/dir/');
    expect([...url.searchParams]).to.deep.equal([
      ['api', '1'],
      ['origin', '51.507446,-0.127765'],
      ['origin_place_id', 'ChIJdd4hrwug2EcRmSrV3Vo6llI'],
      ['destination', '57.12116,-2.12587'],
      ['destination_place_id', 'ChIJ-dest'],
      ['travelmode', 'driving'],
    ]);
  });

  it('takes a place by its text when it has no coordinates, and a whole route with stops and their place ids', () => {
    const url = new URL(
      buildDirectionsUrl({
        origin: { text: 'Leeds, UK', placeId: 'p-leeds' },
        waypoints: [
          { text: 'Sheffield', placeId: 'p-sheffield' },
          { location: { lat: 52.9, lng: -1.2 }, text: 'BP Nottingham', placeId: 'p-bp' },
        ],
        destination: { text: 'London', placeId: 'p-london' },
      })!,
    );
    expect(url.searchParams.get('origin')).to.equal('Leeds, UK');
    expect(url.searchParams.get('waypoints')).to.equal('Sheffield|52.9,-1.2');
    expect(url.searchParams.get('waypoint_place_ids')).to.equal('p-sheffield|p-bp');
    expect(url.searchParams.get('destination_place_id')).to.equal('p-london');
  });

  it('sends waypoint place ids only when every stop has one (Google pairs them by position)', () => {
    const url = new URL(
      buildDirectionsUrl({
        destination: { location: { lat: 1, lng: 2 } },
        waypoints: [{ location: { lat: 3, lng: 4 }, placeId: 'a' }, { location: { lat: 5, lng: 6 } }],
        travelMode: 'walking',
      })!,
    );
    expect(url.searchParams.has('origin')).to.equal(false);
    expect(url.searchParams.get('waypoints')).to.equal('3,4|5,6');
    expect(url.searchParams.has('waypoint_place_ids')).to.equal(false);
    expect(url.searchParams.get('travelmode')).to.equal('walking');
  });

  it('refuses a destination with neither coordinates nor text, and drops an empty origin or stop', () => {
    expect(buildDirectionsUrl({ destination: { location: { lat: Number.NaN, lng: 0 } } })).to.equal(null);
    expect(buildDirectionsUrl({ destination: { location: { lat: 91, lng: 0 }, text: '  ' } })).to.equal(null);
    const url = buildDirectionsUrl({ destination: { location: { lat: 1, lng: 1 } }, origin: { location: { lat: Infinity, lng: 0 } }, waypoints: [{}] })!;
    expect(url).to.not.contain('origin');
    expect(url).to.not.contain('waypoints');
    expect(formatLatLng({ lat: 1e-7, lng: -0.5 })).to.equal('0,-0.5');
  });
});
