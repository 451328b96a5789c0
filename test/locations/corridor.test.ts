import { expect } from '@open-wc/testing';
import { corridorArrivalFields, corridorBody } from '../../src/locations/corridor';

describe('the along_corridor request body', () => {
  const route = { encodedPath: '_p~iF~ps|U_ulLnnqC', corridorRadiusKm: 7 };

  it('sends the encoded path, the radius in km, the viewport (6 decimals) and zoom, and the active filters', () => {
    const body = corridorBody(
      route,
      { bounds: { north: 53.1234567, south: 52.9, east: -1.1, west: -1.98765432 }, center: { lat: 53, lng: -1.5 }, zoom: 9 },
      { with_any: { fuel: ['HVO', 'E10'], amenity: [] }, with_all: {} },
    );
    expect(body).to.deep.equal({
      line: route.encodedPath,
      corridor_radius: 7,
      bounds: { sw: [52.9, -1.987654], ne: [53.123457, -1.1] },
      zoom: 9,
      with_any: { fuel: ['HVO', 'E10'] },
    });
  });

  it('leaves out the viewport when there is none, and filter fields when nothing is active', () => {
    expect(corridorBody(route, null, { with_any: {}, with_all: {} })).to.deep.equal({ line: route.encodedPath, corridor_radius: 7 });
  });
});

describe('the corridor list\'s arrival and detour fields', () => {
  const NOW = Date.parse('2026-11-23T11:00:30.400Z');
  const route = {
    departure: null,
    timeProfile: [
      [0, 0],
      [5000, 300],
    ] as const,
    detourWaypoints: null,
    avoidTolls: true,
    avoidHighways: false,
  };

  it('leaves now (to the second) or at the chosen departure; an old link\'s departure far from now leaves now', () => {
    expect(corridorArrivalFields(route, NOW)).to.deep.equal({ arrival: { departure: '2026-11-23T11:00:30.000Z', profile: [[0, 0], [5000, 300]] } });
    expect(corridorArrivalFields({ ...route, departure: '2026-11-29T23:30:00.000Z' }, NOW).arrival!.departure).to.equal('2026-11-29T23:30:00.000Z');
    expect(corridorArrivalFields({ ...route, departure: '2024-11-29T23:30:00.000Z' }, NOW).arrival!.departure).to.equal('2026-11-23T11:00:30.000Z');
  });

  it('sends the waypoints and avoid flags only for our own router\'s routes, and no arrival without a profile', () => {
    const ours = corridorArrivalFields({ ...route, timeProfile: null, detourWaypoints: [{ lat: 53.8, lng: -1.5 }, { lat: 53.4, lng: -1.4 }] }, NOW);
    expect(ours).to.deep.equal({ detour_waypoints: [[53.8, -1.5], [53.4, -1.4]], avoid_tolls: true, avoid_highways: false });
  });
});
