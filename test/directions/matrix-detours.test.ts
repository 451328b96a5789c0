import { expect } from '@open-wc/testing';
import type { WireLocation } from '../../src/api';
import {
  cumulativeMetres,
  legLocalDetour,
  matrixDetours,
  pointAlong,
  probeSpanMetres,
  stationsToCost,
  type MatrixCall,
} from '../../src/directions/matrix-detours';
import type { MatrixRequest } from '../../src/map';
import { haversineDistance } from '../../src/shared';

/** A straight route north along the Greenwich meridian, 0.1° (~11.1 km) a segment. */
const PATH = [0, 0.1, 0.2, 0.3].map((step) => ({ lat: 51 + step, lng: 0 }));

describe('route-matrix detours (pure)', () => {
  it('places points along the route by distance, clamped to its ends', () => {
    const cumulative = cumulativeMetres(PATH);
    expect(cumulative[0]).to.equal(0);
    expect(cumulative[3]).to.be.closeTo(3 * haversineDistance(PATH[0]!, PATH[1]!), 1);
    const half = pointAlong(PATH, cumulative, cumulative[1]! / 2);
    expect(half.lat).to.be.closeTo(51.05, 1e-6);
    expect(pointAlong(PATH, cumulative, -500)).to.deep.equal(PATH[0]);
    expect(pointAlong(PATH, cumulative, 1e9)).to.deep.equal(PATH[3]);
  });

  it('leaves and rejoins the route twice the station’s distance off it before and after, between 2 and 15 km', () => {
    expect(probeSpanMetres(0)).to.equal(2_000);
    expect(probeSpanMetres(3_000)).to.equal(6_000);
    expect(probeSpanMetres(20_000)).to.equal(15_000);
  });

  it('detour = t(A→S) + t(S→B) − t(A→B), whole and never negative', () => {
    expect(legLocalDetour({ seconds: 400.4, metres: 5_000 }, { seconds: 300, metres: 4_200.6 }, { seconds: 500, metres: 6_000 })).to.deep.equal({
      seconds: 200,
      metres: 3_201,
      method: 'matrix',
    });
    // A matrix may find S on a faster road than the route's own A→B: no negative detour.
    expect(legLocalDetour({ seconds: 100, metres: 1_000 }, { seconds: 100, metres: 1_000 }, { seconds: 300, metres: 2_500 })).to.deep.equal({
      seconds: 0,
      metres: 0,
      method: 'matrix',
    });
  });

  const entry = (id: string, along: number, method: 'estimate' | 'router' | 'matrix', motorway = false) => ({
    resource: 'locations',
    location: {
      id,
      lat: 51.1,
      lng: 0.02,
      is_motorway: motorway,
      distance_along_route: along,
      distance_from_route: 1_500,
      detour: { seconds: 300, metres: 3_000, method },
    } as unknown as WireLocation,
  });

  it('costs the first stations along the route that have an estimate; motorway services and router detours keep theirs; the cap counts those costed already', () => {
    const list = [entry('m', 1_000, 'estimate', true), entry('a', 2_000, 'estimate'), entry('r', 3_000, 'router'), entry('b', 4_000, 'estimate'), entry('c', 5_000, 'estimate')];
    expect(stationsToCost(list, 2).map((station) => station.key)).to.deep.equal(['locations:a', 'locations:b']);
    // Once a and b are costed, a cap of 2 asks for nothing more (it does not move on to c).
    const costed = [entry('a', 2_000, 'matrix'), entry('b', 4_000, 'matrix'), entry('c', 5_000, 'estimate')];
    expect(stationsToCost(costed, 2)).to.deep.equal([]);
    expect(stationsToCost(costed, 3).map((station) => station.key)).to.deep.equal(['locations:c']);
  });

  it('asks one 2 × 2 matrix per station (A and S to S and B) and leaves out a station Google finds no route to', async () => {
    const requests: MatrixRequest[] = [];
    const cumulative = cumulativeMetres(PATH);
    const station = { key: 'locations:a', location: { lat: 51.15, lng: 0.03 }, along: cumulative[1]! + 5_000, off: 2_100 };
    const lost = { key: 'locations:x', location: { lat: 51.25, lng: 0.2 }, along: cumulative[2]! + 2_000, off: 14_000 };
    const matrix: MatrixCall = async (request) => {
      requests.push(request);
      // Straight lines at 20 m/s; nothing reaches "lost".
      return request.origins.map((origin) =>
        request.destinations.map((destination) =>
          destination === lost.location || origin === lost.location ? null : { seconds: haversineDistance(origin, destination) / 20, metres: haversineDistance(origin, destination) },
        ),
      );
    };
    const detours = await matrixDetours(matrix, PATH, [station, lost], new AbortController().signal);
    expect([...detours.keys()]).to.deep.equal(['locations:a']);
    const [first] = requests;
    expect(first!.origins[1]).to.deep.equal(station.location);
    expect(first!.destinations[0]).to.deep.equal(station.location);
    // A and B lie 4.2 km (twice 2.1 km off) before and after the station's point along the route.
    expect(haversineDistance(first!.origins[0]!, pointAlong(PATH, cumulative, station.along))).to.be.closeTo(4_200, 5);
    expect(haversineDistance(first!.destinations[1]!, pointAlong(PATH, cumulative, station.along))).to.be.closeTo(4_200, 5);
    const aToS = haversineDistance(first!.origins[0]!, station.location);
    const sToB = haversineDistance(station.location, first!.destinations[1]!);
    expect(detours.get('locations:a')!.metres).to.equal(Math.round(aToS + sToB - 8_400));
    expect(requests).to.have.length(2);
  });
});
