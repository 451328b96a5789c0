import { expect } from '@open-wc/testing';
import { buildRouteRequest, pickRoute, RouteIndexError } from '../../src/directions/route-request';
import { routeLinkFor } from '../../src/directions/route-link';
import { emptyWaypoint, type Waypoint } from '../../src/directions/waypoints';
import type { RouteResult } from '../../src/map';

const NO_AVOIDANCE = { avoidTolls: false, avoidHighways: false, avoidFerries: false };
const placeWaypoint = (id: string, placeId: string, description: string): Waypoint => ({
  id,
  searchTerm: description,
  selection: { kind: 'place', placeId, description },
  geolocation: 'none',
});
const station = (location: { lat: number; lng: number } | null): Waypoint => ({
  id: 's',
  searchTerm: 'BP Leeds',
  selection: { kind: 'location', resource: 'locations', id: '42', description: 'BP Leeds', location },
  geolocation: 'none',
});

describe('the route request (spec sections 4, 5)', () => {
  it('sends places as place ids and stations and points as coordinates, with the avoid flags and unit system', () => {
    const point: Waypoint = { id: 'p', searchTerm: 'Here', selection: { kind: 'point', description: 'Here', location: { lat: 53.1, lng: -1.2 } }, geolocation: 'success' };
    const request = buildRouteRequest(
      [point, station({ lat: 53.8, lng: -1.55 }), placeWaypoint('d', 'p-london', 'London')],
      { avoidTolls: true, avoidHighways: false, avoidFerries: true },
      'imperial',
    );
    expect(request).to.deep.equal({
      waypoints: [
        { label: 'Here', location: { lat: 53.1, lng: -1.2 } },
        { label: 'BP Leeds', location: { lat: 53.8, lng: -1.55 } },
        { label: 'London', placeId: 'p-london' },
      ],
      avoidTolls: true,
      avoidHighways: false,
      avoidFerries: true,
      unitSystem: 'imperial',
    });
  });

  it('is not built while a waypoint has no selection, a chosen station is not known yet, or there are fewer than two', () => {
    const london = placeWaypoint('d', 'p-london', 'London');
    expect(buildRouteRequest([emptyWaypoint('a'), london], NO_AVOIDANCE, 'metric')).to.equal(null);
    expect(buildRouteRequest([{ ...emptyWaypoint('a'), searchTerm: 'Lee' }, london], NO_AVOIDANCE, 'metric')).to.equal(null);
    expect(buildRouteRequest([station(null), london], NO_AVOIDANCE, 'metric')).to.equal(null);
    expect(buildRouteRequest([london], NO_AVOIDANCE, 'metric')).to.equal(null);
    expect(buildRouteRequest([station({ lat: 53.8, lng: -1.55 }), london], NO_AVOIDANCE, 'metric')).to.not.equal(null);
  });

  it('uses the route at the route index and makes a missing one an error, not a crash', () => {
    const first = { distance: { value: 1, text: '' } } as RouteResult;
    const second = { distance: { value: 2, text: '' } } as RouteResult;
    expect(pickRoute([first, second], 0)).to.equal(first);
    expect(pickRoute([first, second], 1)).to.equal(second);
    expect(() => pickRoute([first], 1)).to.throw(RouteIndexError, 'No route at index 1 (1 route)');
    expect(() => pickRoute([], 0)).to.throw(RouteIndexError);
    expect(() => pickRoute([first], -1)).to.throw(RouteIndexError);
    expect(() => pickRoute([first], 0.5)).to.throw(RouteIndexError);
  });

  it('builds the Google Maps link for the whole route, with every place id, once every waypoint is chosen', () => {
    const link = routeLinkFor([
      placeWaypoint('a', 'p-leeds', 'Leeds, UK'),
      station({ lat: 53.68, lng: -1.5 }),
      placeWaypoint('b', 'p-london', 'London, UK'),
    ]);
    const url = new URL(link!);
    expect(url.searchParams.get('origin')).to.equal('Leeds, UK');
    expect(url.searchParams.get('origin_place_id')).to.equal('p-leeds');
    expect(url.searchParams.get('waypoints')).to.equal('53.68,-1.5');
    expect(url.searchParams.has('waypoint_place_ids')).to.equal(false);
    expect(url.searchParams.get('destination_place_id')).to.equal('p-london');
    expect(url.searchParams.get('travelmode')).to.equal('driving');
    expect(routeLinkFor([placeWaypoint('a', 'p-leeds', 'Leeds'), emptyWaypoint('b')])).to.equal(null);
  });
});
