import { expect } from '@open-wc/testing';
import { routeTimeProfile } from '../../src/directions/time-profile';
import { decodePolyline, encodePolyline, type LatLng, type RouteLeg, type RouteStep } from '../../src/map';
import { haversineDistance } from '../../src/shared';

const measure = (value: number) => ({ value, text: String(value) });

function step(path: LatLng[], seconds: number, metres = 0): RouteStep {
  return { instruction: 'Go', maneuver: 'straight', distance: measure(metres), duration: measure(seconds), path };
}

function leg(steps: RouteStep[]): RouteLeg {
  const start = steps[0]!.path[0]!;
  const last = steps[steps.length - 1]!.path;
  return {
    startLabel: 'A',
    endLabel: 'B',
    startLocation: start,
    endLocation: last[last.length - 1]!,
    distance: measure(0),
    duration: measure(steps.reduce((sum, s) => sum + s.duration.value, 0)),
    steps,
  };
}

/** Great-circle length of the decoded line up to (and including) point `index`. */
function lengthTo(line: LatLng[], index: number): number {
  let metres = 0;
  for (let i = 1; i <= index; i++) metres += haversineDistance(line[i - 1]!, line[i]!);
  return metres;
}

// Leeds → Wakefield → Sheffield → Nottingham: two legs, five steps (one step end mid-way along a segment).
const P = [
  { lat: 53.7997, lng: -1.5492 },
  { lat: 53.75, lng: -1.52 },
  { lat: 53.683, lng: -1.499 },
  { lat: 53.6, lng: -1.48 },
  { lat: 53.383, lng: -1.4659 },
  { lat: 53.2, lng: -1.3 },
  { lat: 52.9548, lng: -1.1581 },
];

function twoLegRoute() {
  const legs = [
    leg([step([P[0]!, P[1]!], 300, 9999), step([P[1]!, P[2]!], 400), step([P[2]!, P[3]!, P[4]!], 1500)]),
    leg([step([P[4]!, P[5]!], 1200), step([P[5]!, P[6]!], 900)]),
  ];
  return { legs, duration: measure(4300) };
}

describe('routeTimeProfile', () => {
  it('gives one pair per step end across legs, metres measured along the line that is sent', () => {
    const encoded = encodePolyline(P);
    const line = decodePolyline(encoded);
    const profile = routeTimeProfile(twoLegRoute(), encoded)!;
    expect(profile).to.have.length(6);
    expect(profile[0]).to.deep.equal([0, 0]);
    // Step ends are line points 1, 2, 4, 5, 6; seconds accumulate over both legs.
    const expectedPoints = [1, 2, 4, 5, 6];
    const expectedSeconds = [300, 700, 2200, 3400, 4300];
    profile.slice(1).forEach(([metres, seconds], i) => {
      expect(Math.abs(metres - lengthTo(line, expectedPoints[i]!))).to.be.at.most(1);
      expect(seconds).to.equal(expectedSeconds[i]);
    });
    // Not the steps' reported road distance (9,999 m for the first step).
    expect(profile[1]![0]).to.not.equal(9999);
  });

  it('ends exactly at the line end, with integers that never decrease', () => {
    const encoded = encodePolyline(P);
    const profile = routeTimeProfile(twoLegRoute(), encoded)!;
    const last = profile[profile.length - 1]!;
    expect(last[0]).to.equal(Math.round(lengthTo(decodePolyline(encoded), P.length - 1)));
    for (let i = 1; i < profile.length; i++) {
      expect(Number.isInteger(profile[i]![0]) && Number.isInteger(profile[i]![1])).to.equal(true);
      expect(profile[i]![0]).to.be.at.least(profile[i - 1]![0]);
      expect(profile[i]![1]).to.be.at.least(profile[i - 1]![1]);
    }
  });

  it('places a step end that lies between two line points on the segment', () => {
    const mid = { lat: (P[0]!.lat + P[1]!.lat) / 2, lng: (P[0]!.lng + P[1]!.lng) / 2 };
    const encoded = encodePolyline([P[0]!, P[1]!]);
    const route = { legs: [leg([step([P[0]!, mid], 100), step([mid, P[1]!], 100)])], duration: measure(200) };
    const [, middle] = routeTimeProfile(route, encoded)!;
    const half = haversineDistance(P[0]!, P[1]!) / 2;
    expect(Math.abs(middle![0] - half)).to.be.at.most(2);
    expect(middle![1]).to.equal(100);
  });

  it('follows a route that passes the same place twice in order (an out-and-back stop)', () => {
    const there = [P[0]!, P[1]!, P[2]!];
    const encoded = encodePolyline([...there, P[1]!, P[0]!]);
    const route = { legs: [leg([step([P[0]!, P[1]!], 100), step([P[1]!, P[2]!], 100)]), leg([step([P[2]!, P[1]!], 100), step([P[1]!, P[0]!], 100)])], duration: measure(400) };
    const profile = routeTimeProfile(route, encoded)!;
    const line = decodePolyline(encoded);
    // The second pass of P1 is after P2, not at the first pass.
    expect(Math.abs(profile[3]![0] - lengthTo(line, 3))).to.be.at.most(1);
  });

  it('uses the route duration when there are no steps, and caps the pairs', () => {
    const encoded = encodePolyline(P);
    expect(routeTimeProfile({ legs: [], duration: measure(600) }, encoded)).to.deep.equal([
      [0, 0],
      [Math.round(lengthTo(decodePolyline(encoded), P.length - 1)), 600],
    ]);
    const capped = routeTimeProfile(twoLegRoute(), encoded, 3)!;
    expect(capped).to.have.length(3);
    expect(capped[0]).to.deep.equal([0, 0]);
    expect(capped[2]![1]).to.equal(4300);
    expect(routeTimeProfile(twoLegRoute(), encodePolyline([P[0]!]))).to.equal(null);
  });
});
