/**
 * Issue 18: along_corridor with `order: "route"` gives each station the detour it costs and, with
 * `arrival`, its status when the visitor gets there. The status oracle evaluates `opening_hours`
 * directly (its own holiday rule and floating date), apart from `src/hours/opening-status.ts`; the
 * detour oracle is the router's own `leg` (A*) with the station as a stop minus without it.
 */

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import polylineCodec from '@googlemaps/polyline-codec';
import type { FastifyInstance } from 'fastify';
import OpeningHours from 'opening_hours';
import type { AlongCorridorListResponse, DirectionsResponse, WireLocation } from '../../src/api/contract.ts';
import { ON_ROUTE_SERVICES_M, estimateDetour } from '../src/directions/detour.ts';
import type { MotorwayRouter, Point } from '../src/directions/router.ts';
import { cumulativeLengths } from '../src/geo/corridor.ts';
import { encodePolyline } from '../src/geo/polyline.ts';
import { profileProblem, secondsAt } from '../src/geo/time-profile.ts';
import { wallClock } from '../src/hours/zoned-time.ts';
import type { StationRow } from '../src/store/rows.ts';
import { rng } from '../src/import/synthetic.ts';
import type { StationIndex } from '../src/index/station-index.ts';
import { fixtureApp, fixtureStations, json, NOON, realApp } from './helpers.ts';

type Line = [number, number][];
type Profile = [number, number][];

const CORRIDOR = '/api/v2/locations/along_corridor';
const LONDON = { lat: 51.5074, lng: -0.1278 };
const MANCHESTER = { lat: 53.4808, lng: -2.2426 };
const BIRMINGHAM = { lat: 52.4862, lng: -1.8904 };

const lineMetres = (line: Line): number => cumulativeLengths(line).at(-1)!;

describe('time profile', () => {
  // Three legs' worth of step ends: a stop at 30 km (two pairs at the same metres, 10 minutes apart).
  const profile: Profile = [
    [0, 0],
    [1_000, 120],
    [12_000, 600],
    [30_000, 1_500],
    [30_000, 2_100],
    [45_000, 2_700],
    [60_000, 3_600],
  ];

  it('is exact at the pairs and at the ends', () => {
    assert.equal(secondsAt(profile, 0), 0);
    assert.equal(secondsAt(profile, 1_000), 120);
    assert.equal(secondsAt(profile, 12_000), 600);
    assert.equal(secondsAt(profile, 60_000), 3_600);
  });
  it('interpolates linearly between pairs', () => {
    assert.equal(secondsAt(profile, 500), 60);
    assert.equal(secondsAt(profile, 6_500), 120 + (5_500 / 11_000) * 480);
    assert.equal(secondsAt(profile, 52_500), 2_700 + 0.5 * 900);
  });
  it('takes the arrival at a stop, and the time after it beyond', () => {
    assert.equal(secondsAt(profile, 30_000), 1_500);
    assert.equal(secondsAt(profile, 37_500), 2_100 + 0.5 * 600);
  });
  it('holds the end time past the last pair (a station projected on the line end)', () => {
    assert.equal(secondsAt(profile, 60_150), 3_600);
    assert.equal(secondsAt([[0, 0], [10, 5]], -1), 0);
  });
  it('names what is wrong with a profile', () => {
    assert.equal(profileProblem(profile, 60_000), null);
    assert.equal(profileProblem(profile, 60_900), null, 'within 2 % or 200 m of the line end');
    assert.match(profileProblem([[5, 0], [60_000, 10]], 60_000)!, /start at \[0, 0\]/);
    assert.match(profileProblem([[0, 0], [40_000, 10], [30_000, 20], [60_000, 30]], 60_000)!, /non-decreasing \(pair 2\)/);
    assert.match(profileProblem([[0, 0], [30_000, 20], [60_000, 10]], 60_000)!, /non-decreasing/);
    assert.match(profileProblem([[0, 0], [50_000, 10]], 60_000)!, /end at the line's end/);
  });
});

// ---- status at arrival over a fixture -------------------------------------------------------

/** Stations far apart (0.5° of latitude), so a short corridor around one holds only it. */
function station(id: string, k: number, fields: Partial<StationRow>): StationRow {
  const base = fixtureStations(1, 99)[0]!;
  return {
    ...base,
    id,
    name: id,
    lat: 50.5 + k * 0.5,
    lng: -1.5,
    country_code: 'GB',
    nation: 'England',
    timezone: 'Europe/London',
    opening_hours: 'Mo-Su 06:00-22:00',
    bank_holiday_hours: null,
    is_motorway: false,
    temporarily_closed: false,
    ...fields,
  };
}

const STATIONS = [
  station('england', 0, { bank_holiday_hours: 'closed' }),
  station('scotland', 1, { bank_holiday_hours: 'closed', nation: 'Scotland' }),
  station('weekdays', 2, { opening_hours: 'Mo-Fr 08:00-18:00' }),
  station('berlin', 3, { country_code: 'DE', nation: null, timezone: 'Europe/Berlin' }),
  station('nights', 4, { opening_hours: 'Mo-Su 22:00-02:00' }),
];

describe('status at arrival (fixture stations)', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await fixtureApp({ stations: STATIONS });
  });
  after(() => app.close());

  /**
   * The station's location when the route passes it `secondsThere` after `departure`: a line from
   * 5 km west of it, past it (`northOf` degrees north of it), to 5 km east, with a profile pair there.
   */
  async function arrive(id: string, departure: string, secondsThere: number, northOf = 0): Promise<WireLocation> {
    const s = STATIONS.find((x) => x.id === id)!;
    const line: Line = [
      [s.lat + northOf, s.lng - 0.07],
      [s.lat + northOf, s.lng],
      [s.lat + northOf, s.lng + 0.07],
    ];
    const cum = cumulativeLengths(line);
    const profile: Profile = [
      [0, 0],
      [Math.round(cum[1]!), secondsThere],
      [Math.round(cum[2]!), secondsThere + 300],
    ];
    const res = await app.inject({ method: 'POST', url: CORRIDOR, payload: { line: encodePolyline(line), corridor_radius: 5, order: 'route', arrival: { departure, profile } } });
    assert.equal(res.statusCode, 200, res.body);
    const body = json<AlongCorridorListResponse>(res.body);
    assert.deepEqual(body.locations.map((l) => l.id), [id]);
    return body.locations[0]!;
  }

  it('adds half the detour to the route time, and gives the ETA in the station offset', async () => {
    // The route passes 3 km north of the station: an estimated detour of about 7 minutes.
    const l = await arrive('england', '2026-02-18T10:00:00Z', 3_600, 0.027);
    assert.equal(l.detour!.method, 'estimate');
    assert.ok(l.detour!.seconds > 400 && l.detour!.seconds < 450, `${l.detour!.seconds} s`);
    const expected = new Date(Date.parse('2026-02-18T10:00:00Z') + (3_600 + Math.round(l.detour!.seconds / 2)) * 1000);
    assert.equal(Date.parse(l.arrival!.eta), expected.getTime());
    assert.match(l.arrival!.eta, /^2026-02-18T11:03:\d\d\+00:00$/);
    assert.equal(l.arrival!.open_status, 'open');
    assert.equal(l.arrival!.next_open_status_change, '2026-02-18T22:00:00+00:00');
    assert.equal(l.arrival!.previous_open_status_change, null, 'open: no previous change');
    // The status now is still sent beside it.
    assert.equal(l.open_status, 'open');
  });

  it('is closed after midnight, with when it closed and when it opens', async () => {
    // Leave 21:30, arrive 22:10 (winter: London = UTC).
    const l = await arrive('england', '2026-02-18T21:30:00Z', 40 * 60);
    assert.equal(l.arrival!.open_status, 'closed');
    assert.equal(l.arrival!.previous_open_status_change, '2026-02-18T22:00:00+00:00');
    assert.equal(l.arrival!.next_open_status_change, '2026-02-19T06:00:00+00:00');
    // A night station: open across midnight, closes at 02:00 the next day.
    const n = await arrive('nights', '2026-02-18T23:00:00Z', 3_600);
    assert.equal(n.arrival!.open_status, 'open');
    assert.equal(n.arrival!.next_open_status_change, '2026-02-19T02:00:00+00:00');
  });

  it('follows the day change into a weekend', async () => {
    // Leave Friday 20 Feb 17:00, arrive 17:50: open until 18:00.
    const friday = await arrive('weekdays', '2026-02-20T17:00:00Z', 50 * 60);
    assert.equal(friday.arrival!.open_status, 'open');
    assert.equal(friday.arrival!.next_open_status_change, '2026-02-20T18:00:00+00:00');
    // Leave Friday 23:30, arrive Saturday 01:30: closed since Friday 18:00, opens Monday 08:00.
    const saturday = await arrive('weekdays', '2026-02-20T23:30:00Z', 2 * 3600);
    assert.equal(saturday.arrival!.open_status, 'closed');
    assert.equal(saturday.arrival!.previous_open_status_change, '2026-02-20T18:00:00+00:00');
    assert.equal(saturday.arrival!.next_open_status_change, '2026-02-23T08:00:00+00:00');
    // Arrive Sunday noon: closed for more than 24 hours, so no previous change.
    const sunday = await arrive('weekdays', '2026-02-22T10:00:00Z', 2 * 3600);
    assert.equal(sunday.arrival!.open_status, 'closed');
    assert.equal(sunday.arrival!.previous_open_status_change, null);
  });

  it('uses the bank holidays of the station nation (Easter Monday: England, not Scotland)', async () => {
    // Easter Monday 6 April 2026, 12:00 BST; both stations close on their bank holidays.
    const england = await arrive('england', '2026-04-06T10:00:00+01:00', 2 * 3600);
    const scotland = await arrive('scotland', '2026-04-06T10:00:00+01:00', 2 * 3600);
    assert.match(england.arrival!.eta, /^2026-04-06T12:00:\d\d\+01:00$/);
    assert.equal(england.arrival!.open_status, 'closed');
    assert.equal(england.arrival!.next_open_status_change, '2026-04-07T06:00:00+01:00');
    assert.equal(scotland.arrival!.open_status, 'open');
    // St Andrew's Day (Monday 30 November 2026) is Scotland's alone.
    const andrew = await arrive('scotland', '2026-11-30T10:00:00Z', 3600);
    assert.equal(andrew.arrival!.open_status, 'closed');
    assert.equal((await arrive('england', '2026-11-30T10:00:00Z', 3600)).arrival!.open_status, 'open');
  });

  it('evaluates in the station zone (Berlin), with its offset', async () => {
    // 21:30 UTC is 22:30 in Berlin in winter: closed there since 22:00 (21:00 UTC).
    const berlin = await arrive('berlin', '2026-02-18T21:00:00Z', 30 * 60);
    assert.match(berlin.arrival!.eta, /^2026-02-18T22:30:\d\d\+01:00$/);
    assert.equal(berlin.arrival!.open_status, 'closed');
    assert.equal(berlin.arrival!.previous_open_status_change, '2026-02-18T22:00:00+01:00');
    assert.equal(berlin.arrival!.next_open_status_change, '2026-02-19T06:00:00+01:00');
    const london = await arrive('england', '2026-02-18T21:00:00Z', 30 * 60);
    assert.equal(london.arrival!.open_status, 'open');
  });

  it('sends no arrival without the field, and a detour on every location', async () => {
    const s = STATIONS[0]!;
    const line = encodePolyline([
      [s.lat, s.lng - 0.07],
      [s.lat + 0.01, s.lng + 0.07],
    ]);
    const body = json<AlongCorridorListResponse>((await app.inject({ method: 'POST', url: CORRIDOR, payload: { line, corridor_radius: 2, order: 'route' } })).body);
    const l = body.locations[0]!;
    assert.equal(l.arrival, undefined);
    assert.deepEqual(l.detour, estimateDetour(l.distance_from_route!));
    assert.ok(l.detour!.seconds > 0 && l.detour!.metres > 2 * l.distance_from_route!);
  });
});

// ---- validation -----------------------------------------------------------------------------

describe('along_corridor arrival and detour validation', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await fixtureApp();
  });
  after(() => app.close());

  const line: Line = [
    [52, -1.5],
    [52, -1],
  ];
  const end = Math.round(lineMetres(line));
  const good = { line: encodePolyline(line), corridor_radius: 5, order: 'route', arrival: { departure: '2026-02-18T12:00:00Z', profile: [[0, 0], [end, 2_000]] } };

  async function status(body: object): Promise<{ code: number; message: string }> {
    const res = await app.inject({ method: 'POST', url: CORRIDOR, payload: body });
    return { code: res.statusCode, message: res.statusCode === 200 ? '' : json<{ error: { message: string } }>(res.body).error.message };
  }

  it('accepts a good request', async () => {
    assert.equal((await status(good)).code, 200);
    assert.equal((await status({ ...good, detour_waypoints: [line[0], line[1]], avoid_tolls: true })).code, 200);
  });

  const bad: [string, object, RegExp][] = [
    ['profile not starting at [0, 0]', { arrival: { ...good.arrival, profile: [[10, 0], [end, 2_000]] } }, /start at \[0, 0\]/],
    ['metres going back', { arrival: { ...good.arrival, profile: [[0, 0], [end, 100], [5, 200], [end, 300]] } }, /non-decreasing/],
    ['seconds going back', { arrival: { ...good.arrival, profile: [[0, 0], [5, 100], [end, 50]] } }, /non-decreasing/],
    ['profile ending short of the line', { arrival: { ...good.arrival, profile: [[0, 0], [Math.round(end / 2), 2_000]] } }, /line's end/],
    ['too many pairs', { arrival: { ...good.arrival, profile: Array.from({ length: 2_001 }, (_, i) => [i, i]) } }, /2000/],
    ['one pair', { arrival: { ...good.arrival, profile: [[0, 0]] } }, /fewer than 2/],
    ['fractional metres', { arrival: { ...good.arrival, profile: [[0, 0], [end + 0.5, 2_000]] } }, /integer/],
    ['negative seconds', { arrival: { ...good.arrival, profile: [[0, 0], [end, -1]] } }, />= 0/],
    ['a date that does not exist', { arrival: { ...good.arrival, departure: '2026-02-30T12:00:00Z' } }, /ISO 8601/],
    ['a date without offset', { arrival: { ...good.arrival, departure: '2026-02-18T12:00:00' } }, /ISO 8601/],
    ['not a date', { arrival: { ...good.arrival, departure: 'next Sunday at eight' } }, /ISO 8601/],
    ['a departure years away', { arrival: { ...good.arrival, departure: '2031-02-18T12:00:00Z' } }, /within a year/],
    ['no profile', { arrival: { departure: '2026-02-18T12:00:00Z' } }, /profile/],
    ['a waypoint out of range', { detour_waypoints: [[91, 0], [52, -1]] }, /in range/],
    ['one waypoint', { detour_waypoints: [[52, -1]] }, /fewer than 2/],
    ['11 waypoints', { detour_waypoints: Array.from({ length: 11 }, () => [52, -1]) }, /more than 10/],
    ['avoid_tolls not a boolean', { avoid_tolls: 'yes' }, /boolean/],
    ['arrival without order route', { order: undefined }, /arrival needs order "route"/],
  ];
  for (const [name, change, message] of bad) {
    it(`400 for ${name}`, async () => {
      const r = await status({ ...good, ...change });
      assert.equal(r.code, 400);
      assert.match(r.message, message);
    });
  }

  it('keeps the 64 KiB body limit', async () => {
    // 4,000 pairs of eight-digit numbers: about 80 KB, refused before the schema sees it.
    const profile = Array.from({ length: 4_000 }, (_, i) => [99_999_999 - i, 99_999_999 - i]);
    const res = await app.inject({ method: 'POST', url: CORRIDOR, payload: { ...good, arrival: { ...good.arrival, profile } } });
    assert.equal(res.statusCode, 413);
  });
});

// ---- real data: the status oracle and router detours ----------------------------------------

/** The station's wall clock as the floating date `opening_hours` reads (the process runs in UTC). */
function floating(instant: Date, timeZone: string): Date {
  const w = wallClock(instant, timeZone);
  return new Date(Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second));
}

const direct = new Map<string, OpeningHours>();
/** `opening_hours` evaluated directly: the hours, plus `PH ...` with the nation's calendar when it has bank-holiday hours. */
function directState(row: StationRow, at: Date): boolean {
  const ph = row.bank_holiday_hours ? (row.bank_holiday_hours.toLowerCase() === 'closed' ? 'PH off' : `PH ${row.bank_holiday_hours.replace(/\s+/g, '')}`) : null;
  const text = ph ? `${row.opening_hours}; ${ph}` : row.opening_hours!;
  const key = `${text}|${row.nation}`;
  let oh = direct.get(key);
  if (!oh) {
    const place = { lat: 0, lon: 0, address: { country_code: row.country_code.toLowerCase(), state: row.nation ?? '' } };
    oh = new OpeningHours(text, ph ? (place as never) : null, { mode: 0, warnings_severity: 0, locale: 'en' } as never);
    direct.set(key, oh);
  }
  return oh.getState(floating(at, row.timezone));
}

describe('status at arrival against opening_hours evaluated directly (real data)', () => {
  let index: StationIndex;
  before(async () => {
    index = (await realApp()).stationIndex;
  });

  it('agrees on 1,000 random (station, time) pairs over a year', () => {
    const random = rng(1818);
    const withHours = index.stations.map((r, i) => ({ r, i })).filter(({ r }) => r.opening_hours && !r.temporarily_closed && r.opening_hours !== '24/7');
    const year = 365 * 24 * 3600 * 1000;
    let closed = 0;
    let previous = 0;
    let holidays = 0;
    for (let k = 0; k < 1_000; k++) {
      const { r, i } = withHours[Math.floor(random() * withHours.length)]!;
      // Whole minutes, as opening hours are written.
      const at = new Date(NOON.getTime() + Math.floor((random() * year) / 60_000) * 60_000);
      const got = index.statusAt(i, at);
      const open = directState(r, at);
      assert.equal(got.open_status === 'open' || got.open_status === 'twenty_four_hour', open, `${r.id} ${r.opening_hours} at ${at.toISOString()}: ${got.open_status}`);
      if (r.bank_holiday_hours) holidays++;
      if (got.open_status !== 'closed') continue;
      closed++;
      if (got.previous_open_status_change === null) continue;
      previous++;
      // It closed then: open the minute before, closed at it, and within the 24 hours before the ETA.
      const change = new Date(got.previous_open_status_change);
      assert.ok(directState(r, new Date(change.getTime() - 60_000)) && !directState(r, change), `${r.id} closed at ${got.previous_open_status_change}`);
      assert.ok(change < at && at.getTime() - change.getTime() <= 24 * 3600 * 1000);
    }
    assert.ok(closed > 50 && previous > 20 && holidays > 100, `closed ${closed}, with previous ${previous}, with bank-holiday hours ${holidays}`);
  });
});

describe('detours on the London → Manchester route (real data)', () => {
  let app: FastifyInstance;
  let router: MotorwayRouter;
  let route: DirectionsResponse;
  let line: Line;
  let profile: Profile;
  const waypoints = [
    [LONDON.lat, LONDON.lng],
    [MANCHESTER.lat, MANCHESTER.lng],
  ];

  before(async () => {
    app = await realApp();
    router = (await app.motorways())!;
    route = json<DirectionsResponse>((await app.inject({ method: 'POST', url: '/api/v2/directions', payload: { waypoints: [LONDON, MANCHESTER] } })).body);
    line = polylineCodec.decode(route.polyline, 5) as Line;
    // One pair per step end, metres along the line (the steps' own metres are scaled to it).
    const total = lineMetres(line);
    let m = 0;
    let s = 0;
    profile = [[0, 0]];
    for (const step of route.legs.flatMap((leg) => leg.steps)) {
      m += step.distance_meters;
      s += step.duration_seconds;
      profile.push([Math.round((m * total) / route.distance_meters), s]);
    }
  });

  async function corridor(extra: object): Promise<{ body: AlongCorridorListResponse; ms: number }> {
    const t0 = performance.now();
    const res = await app.inject({ method: 'POST', url: CORRIDOR, payload: { line: route.polyline, corridor_radius: 10, order: 'route', ...extra } });
    const ms = performance.now() - t0;
    assert.equal(res.statusCode, 200, res.body);
    return { body: json<AlongCorridorListResponse>(res.body), ms };
  }

  it('equals the router cost with the station as a stop minus without it (20 random off-motorway stations, within 1 %)', async () => {
    const { body } = await corridor({ detour_waypoints: waypoints });
    const candidates = body.locations.filter((l) => !l.is_motorway && l.distance_from_route! > 300);
    assert.ok(candidates.length > 100, `${candidates.length} candidates`);
    const random = rng(18);
    const options = { avoidTolls: false };
    const without = router.leg(LONDON, MANCHESTER, options);
    for (let k = 0; k < 20; k++) {
      const l = candidates.splice(Math.floor(random() * candidates.length), 1)[0]!;
      const stop: Point = { lat: l.lat, lng: l.lng };
      const a = router.leg(LONDON, stop, options);
      const b = router.leg(stop, MANCHESTER, options);
      // The wire never sends a negative detour (see RouterDetours.detour).
      const seconds = Math.max(0, a.seconds + b.seconds - without.seconds);
      const metres = Math.max(0, a.metres + b.metres - without.metres);
      assert.equal(l.detour!.method, 'router');
      // Within 1 %, and the wire's rounding to whole seconds and metres.
      assert.ok(Math.abs(l.detour!.seconds - seconds) <= Math.max(0.01 * seconds, 0.5), `${l.id}: ${l.detour!.seconds} s, router ${seconds.toFixed(1)} s`);
      assert.ok(Math.abs(l.detour!.metres - metres) <= Math.max(0.01 * metres, 0.5), `${l.id}: ${l.detour!.metres} m, router ${metres.toFixed(1)} m`);
    }
  });

  it('inserts the stop in the leg the station lies on, with the avoid flags of the route (3 waypoints, no tolls)', async () => {
    const stops = [LONDON, BIRMINGHAM, MANCHESTER];
    const options = { avoidTolls: true };
    const routed = json<DirectionsResponse>((await app.inject({ method: 'POST', url: '/api/v2/directions', payload: { waypoints: stops, avoid_tolls: true } })).body);
    const res = await app.inject({
      method: 'POST',
      url: CORRIDOR,
      payload: { line: routed.polyline, corridor_radius: 10, order: 'route', detour_waypoints: stops.map((p) => [p.lat, p.lng]), avoid_tolls: true },
    });
    const body = json<AlongCorridorListResponse>(res.body);
    const firstLegEnd = routed.legs[0]!.distance_meters;
    const off = body.locations.filter((l) => !l.is_motorway && l.distance_from_route! > 300 && Math.abs(l.distance_along_route! - firstLegEnd) > 20_000);
    const random = rng(1818);
    for (let k = 0; k < 10; k++) {
      const l = off[Math.floor(random() * off.length)]!;
      const [from, to] = l.distance_along_route! < firstLegEnd ? [LONDON, BIRMINGHAM] : [BIRMINGHAM, MANCHESTER];
      const stop: Point = { lat: l.lat, lng: l.lng };
      const seconds = Math.max(0, router.leg(from, stop, options).seconds + router.leg(stop, to, options).seconds - router.leg(from, to, options).seconds);
      assert.ok(Math.abs(l.detour!.seconds - seconds) <= Math.max(0.01 * seconds, 0.5), `${l.id}: ${l.detour!.seconds} s, router ${seconds.toFixed(1)} s`);
    }
  });

  it('costs motorway services on the route next to nothing', async () => {
    const { body } = await corridor({ detour_waypoints: waypoints });
    const services = body.locations.filter((l) => l.is_motorway && l.distance_from_route! <= ON_ROUTE_SERVICES_M);
    assert.ok(services.length >= 3, `${services.length} motorway services on the route`);
    for (const l of services) {
      assert.deepEqual(l.detour, estimateDetour(l.distance_from_route!));
      assert.ok(l.detour!.seconds <= 60, `${l.name}: ${l.detour!.seconds} s`);
    }
  });

  it('answers 500 stations with router detours and arrivals (timed)', async () => {
    const departure = '2026-02-22T21:30:00Z';
    await corridor({ detour_waypoints: waypoints, arrival: { departure, profile } });
    const { body, ms } = await corridor({ detour_waypoints: waypoints, arrival: { departure, profile } });
    const plain = await corridor({});
    assert.equal(body.locations.length, 500);
    assert.ok(body.locations.every((l) => l.detour && l.arrival));
    // ETAs never go backwards along the route by more than the detour halves can explain.
    const etas = body.locations.map((l) => Date.parse(l.arrival!.eta) - (l.detour!.seconds / 2) * 1000);
    for (let k = 1; k < etas.length; k++) assert.ok(etas[k]! >= etas[k - 1]! - 1_000);
    console.log(`# along_corridor order route, London → Manchester, 500 stations: ${ms.toFixed(0)} ms with router detours and arrivals, ${plain.ms.toFixed(0)} ms without`);
  });
});

describe('detours the router cannot cost by itself (real data)', () => {
  // Where the gazetteer put these towns until stop 40 (the mean of their stations), as the element sent
  // them when these detours were seen: from these points the router draws Leeds → York straight.
  const LEEDS = { lat: 53.803955, lng: -1.53452 };
  const YORK = { lat: 54.013835, lng: -1.054891 };
  const GAZETTEER_MANCHESTER = { lat: 53.472441, lng: -2.271472 };
  let app: FastifyInstance;
  let router: MotorwayRouter;

  before(async () => {
    app = await realApp();
    router = (await app.motorways())!;
  });

  async function stationsAlong(stops: Point[]): Promise<WireLocation[]> {
    const routed = json<DirectionsResponse>((await app.inject({ method: 'POST', url: '/api/v2/directions', payload: { waypoints: stops } })).body);
    const res = await app.inject({
      method: 'POST',
      url: CORRIDOR,
      payload: { line: routed.polyline, corridor_radius: 5, order: 'route', detour_waypoints: stops.map((p) => [p.lat, p.lng]) },
    });
    assert.equal(res.statusCode, 200, res.body);
    return json<AlongCorridorListResponse>(res.body).locations;
  }

  it('a leg the router draws straight (Leeds → York, no motorway between) costs its stations out and back', async () => {
    assert.equal(router.leg(LEEDS, YORK, { avoidTolls: false }).network, 'straight');
    const stations = await stationsAlong([LEEDS, YORK]);
    assert.ok(stations.length > 20, `${stations.length} stations`);
    // The stop's own plan took the motorway round: a station 2 km off the line read "+4 min, +20.9 km".
    for (const l of stations) assert.deepEqual(l.detour, estimateDetour(l.distance_from_route!), l.id);
  });

  it('a stop the model makes no dearer than its leg is costed out and back, never "no detour" off the road', async () => {
    const options = { avoidTolls: false };
    const without = router.leg(LEEDS, GAZETTEER_MANCHESTER, options);
    assert.notEqual(without.network, 'straight');
    const stations = await stationsAlong([LEEDS, GAZETTEER_MANCHESTER]);
    let artefacts = 0;
    for (const l of stations.filter((candidate) => !candidate.is_motorway)) {
      const stop: Point = { lat: l.lat, lng: l.lng };
      const seconds = router.leg(LEEDS, stop, options).seconds + router.leg(stop, GAZETTEER_MANCHESTER, options).seconds - without.seconds;
      if (seconds > 0) continue;
      artefacts += 1;
      assert.deepEqual(l.detour, estimateDetour(l.distance_from_route!), l.id);
    }
    assert.ok(artefacts > 0, 'no stop the model makes cheaper than the leg: the case is not covered');
    assert.ok(stations.every((l) => l.distance_from_route! < 300 || l.detour!.seconds > 0));
  });
});
