import { expect } from '@open-wc/testing';
import type { DirectionsResponse } from '../../../src/api/contract';
import { OFFLINE_AVERAGE_SPEED_KMH, estimateStraightRoute, routeFromDirections } from '../../../src/map/gazetteer/offline-routing';
import { buildRouteResult, legMinutesAddingUp } from '../../../src/map/route-model';
import { formatDuration, haversineDistance } from '../../../src/shared';
import { decodePolyline, encodePolyline } from '../../../src/map/polyline';

const london = { lat: 51.5074, lng: -0.1278 };
const oxford = { lat: 51.752, lng: -1.2577 };
const bristol = { lat: 51.4545, lng: -2.5879 };

describe('offline routing estimate', () => {
  it('makes one straight leg per pair of waypoints with one step each', () => {
    const raw = estimateStraightRoute(
      [
        { location: london, label: 'London' },
        { location: oxford, label: 'Oxford' },
        { location: bristol, label: 'Bristol' },
      ],
      (to) => `Head to ${to}`,
    );
    expect(raw.legs).to.have.length(2);
    const [first, second] = raw.legs;
    expect(first!.distanceMeters).to.be.closeTo(haversineDistance(london, oxford), 1e-9);
    expect(first!.steps).to.have.length(1);
    expect(first!.steps[0]!.instructions).to.equal('Head to Oxford');
    expect(second!.steps[0]!.instructions).to.equal('Head to Bristol');
  });

  it('estimates duration from the stated average speed', () => {
    expect(OFFLINE_AVERAGE_SPEED_KMH).to.equal(60);
    const raw = estimateStraightRoute([{ location: london, label: 'a' }, { location: oxford, label: 'b' }], () => '');
    const leg = raw.legs[0]!;
    // 60 km/h = 1 km per minute.
    expect(leg.durationSeconds).to.be.closeTo((leg.distanceMeters / 1000) * 60, 1e-6);
  });

  it('builds a RouteResult flagged offline, with labels, totals and our encoded path', () => {
    const labels = ['London', 'Oxford', 'Bristol'];
    const raw = estimateStraightRoute(labels.map((label, i) => ({ label, location: [london, oxford, bristol][i]! })), (to) => `To ${to}`);
    const result = buildRouteResult(raw, { waypointLabels: labels, unitSystem: 'metric', locale: 'en_GB', offline: true });
    expect(result.offline).to.equal(true);
    expect(result.legs.map((l) => [l.startLabel, l.endLabel])).to.deep.equal([
      ['London', 'Oxford'],
      ['Oxford', 'Bristol'],
    ]);
    expect(result.path).to.have.length(3);
    expect(decodePolyline(result.encodedPath).map((p) => [p.lat, p.lng])).to.deep.equal([
      [51.5074, -0.1278],
      [51.752, -1.2577],
      [51.4545, -2.5879],
    ]);
    expect(result.distance.value).to.be.closeTo(result.legs[0]!.distance.value + result.legs[1]!.distance.value, 1e-6);
    expect(result.legs[0]!.steps[0]!.maneuver).to.equal('straight');
    expect(result.legs[0]!.distance.text).to.match(/km$/);
  });

  it('formats imperial distances in miles', () => {
    const raw = estimateStraightRoute([{ location: london, label: 'a' }, { location: bristol, label: 'b' }], () => '');
    const result = buildRouteResult(raw, { waypointLabels: ['a', 'b'], unitSystem: 'imperial', locale: 'en_GB', offline: true });
    expect(result.distance.text).to.match(/mi/);
  });

  it('reads the legs in minutes that add up to the total', () => {
    // 23.4 and 24.4 minutes: each rounded alone, 23 and 24 under a total of 48.
    expect(legMinutesAddingUp([23.4 * 60, 24.4 * 60])).to.deep.equal([23, 25]);
    expect(legMinutesAddingUp([10 * 60, 20 * 60, 30 * 60])).to.deep.equal([10, 20, 30]);
    // A leg with time to drive reads a minute at least, as any positive duration does.
    expect(legMinutesAddingUp([20, 600])).to.deep.equal([1, 10]);
    const raw = estimateStraightRoute([{ location: london, label: 'a' }, { location: oxford, label: 'b' }, { location: bristol, label: 'c' }], () => '');
    const result = buildRouteResult(raw, { waypointLabels: ['a', 'b', 'c'], unitSystem: 'metric', locale: 'en_GB', offline: true });
    const shown = legMinutesAddingUp(raw.legs.map((leg) => leg.durationSeconds));
    expect(result.legs.map((leg) => leg.duration.text)).to.deep.equal(shown.map((minutes) => formatDuration(minutes * 60, 'en_GB')));
    expect(result.duration.text).to.equal(formatDuration((shown[0]! + shown[1]!) * 60, 'en_GB'));
    // The values stay the legs' own, for arrival times.
    expect(result.legs.map((leg) => leg.duration.value)).to.deep.equal(raw.legs.map((leg) => leg.durationSeconds));
  });

  it('says the straight estimate runs on no network', () => {
    const raw = estimateStraightRoute([{ location: london, label: 'a' }, { location: oxford, label: 'b' }], () => '');
    expect(raw.network).to.equal('straight');
    expect(buildRouteResult(raw, { waypointLabels: ['a', 'b'], unitSystem: 'metric', locale: 'en_GB', offline: true }).network).to.equal('straight');
  });
});

describe('routeFromDirections', () => {
  const viaM40 = [london, { lat: 51.6, lng: -0.8 }, oxford];
  const answer: DirectionsResponse = {
    legs: [
      {
        distance_meters: 90_000,
        duration_seconds: 4_000,
        start_location: london,
        end_location: oxford,
        network: 'motorway',
        steps: [
          { instruction: 'Head to the M40 (straight-line estimate)', maneuver: 'straight', distance_meters: 30_000, duration_seconds: 2_000, polyline: encodePolyline(viaM40.slice(0, 2)) },
          { instruction: 'Join the M40 heading north-west', maneuver: 'ramp-left', distance_meters: 60_000, duration_seconds: 2_000, polyline: encodePolyline(viaM40.slice(1)) },
        ],
      },
    ],
    polyline: encodePolyline(viaM40),
    distance_meters: 90_000,
    duration_seconds: 4_000,
    network: 'motorway',
    warnings: ['a warning'],
  };

  it('keeps the numbers, texts, maneuvers and paths of the answer, as plain text on the motorway network', () => {
    const raw = routeFromDirections(answer);
    expect(raw.network).to.equal('motorway');
    expect(raw.instructionFormat).to.equal('text');
    expect(raw.warnings).to.deep.equal(['a warning']);
    expect(raw.path).to.deep.equal(viaM40);
    const leg = raw.legs[0]!;
    expect([leg.distanceMeters, leg.durationSeconds]).to.deep.equal([90_000, 4_000]);
    expect(leg.steps.map((s) => [s.instructions, s.maneuver, s.distanceMeters, s.durationSeconds])).to.deep.equal([
      ['Head to the M40 (straight-line estimate)', 'straight', 30_000, 2_000],
      ['Join the M40 heading north-west', 'ramp-left', 60_000, 2_000],
    ]);
    expect(leg.steps[1]!.path).to.deep.equal(viaM40.slice(1));
    const result = buildRouteResult(raw, { waypointLabels: ['London', 'Oxford'], unitSystem: 'metric', locale: 'en_GB', offline: true });
    expect(result.network).to.equal('motorway');
    expect(result.legs[0]!.steps.map((s) => s.maneuver)).to.deep.equal(['straight', 'ramp-left']);
    expect(result.encodedPath).to.equal(answer.polyline);
  });
});
