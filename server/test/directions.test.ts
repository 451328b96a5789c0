/**
 * Offline directions over the GB motorway network: the graph, the router against a brute-force
 * Dijkstra, the named routes of issue 15, the HTTP contract of POST /api/v2/directions.
 */

import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import polylineCodec from '@googlemaps/polyline-codec';
import type { FastifyInstance } from 'fastify';
import type { DirectionsResponse } from '../../src/api/contract.ts';
import { absorbArtefacts, compassOf, planDirections, type Section } from '../src/directions/directions.ts';
import { BRIDGE_MAX_GAP_M, buildMotorwayGraph, isTolledRoad, type MotorwayGraph, otherEnd } from '../src/directions/graph.ts';
import { instructionsFor } from '../src/directions/instructions.ts';
import { loadMotorwayRouter, MOTORWAY_ATTRIBUTION, readMotorwaySegments } from '../src/directions/motorways.ts';
import { type LegOptions, MAX_CONNECTOR_M, type MotorwayRouter, OFF_NETWORK_MPS, type Point } from '../src/directions/router.ts';
import { pointSegmentDistance } from '../src/geo/corridor.ts';
import { haversine } from '../src/geo/haversine.ts';
import { rng } from '../src/import/synthetic.ts';
import { json } from './helpers.ts';
import { buildApp } from '../src/app.ts';

const LEEDS = { lat: 53.7997, lng: -1.5492 };
const LONDON = { lat: 51.5074, lng: -0.1278 };
const BIRMINGHAM = { lat: 52.4862, lng: -1.8904 };
const MANCHESTER = { lat: 53.4808, lng: -2.2426 };
const TAMWORTH = { lat: 52.6339, lng: -1.695 };
const BELFAST = { lat: 54.597, lng: -5.93 };
const DUBLIN = { lat: 53.3498, lng: -6.2603 };
const INVERNESS = { lat: 57.4778, lng: -4.2247 };
const ABERDEEN = { lat: 57.1497, lng: -2.0943 };

/** The browser test's recorded answer (test/map/offline): this request, checked against the server below. */
const FIXTURE = new URL('../../test/map/offline/fixtures/directions-leeds-london.json', import.meta.url);
const FIXTURE_REQUEST = {
  waypoints: [
    { ...LEEDS, label: 'Leeds' },
    { ...LONDON, label: 'London' },
  ],
  avoid_tolls: false,
  avoid_highways: false,
  locale: 'en_GB',
};

let router: MotorwayRouter;
let graph: MotorwayGraph;
before(async () => {
  router = await loadMotorwayRouter();
  graph = router.graph;
});

function decode(line: string): [number, number][] {
  return polylineCodec.decode(line, 5) as [number, number][];
}

/** Metres from a point to the nearest segment of a path. */
function distanceToPath(lat: number, lng: number, path: [number, number][]): number {
  let best = Infinity;
  for (let i = 1; i < path.length; i++) {
    best = Math.min(best, pointSegmentDistance(lat, lng, path[i - 1]![0], path[i - 1]![1], path[i]![0], path[i]![1]).distance);
  }
  return best;
}

function tolledMetres(edges: number[]): number {
  return edges.filter((e) => graph.edgeTolled[e]).reduce((s, e) => s + graph.edgeMetres[e]!, 0);
}

describe('motorway graph', () => {
  it('is one connected component over the whole file', () => {
    const seen = new Uint8Array(graph.nodeCount);
    const stack = [0];
    seen[0] = 1;
    let reached = 1;
    while (stack.length > 0) {
      const n = stack.pop()!;
      for (let i = graph.adjStart[n]!; i < graph.adjStart[n + 1]!; i++) {
        const v = otherEnd(graph, graph.adjEdge[i]!, n);
        if (!seen[v]) {
          seen[v] = 1;
          reached++;
          stack.push(v);
        }
      }
    }
    assert.equal(reached, graph.nodeCount);
    const { stats } = graph;
    assert.equal(stats.segments, 6648);
    assert.equal(stats.droppedSegments, 0, 'every segment is kept');
    assert.ok(stats.pieces > 1, 'the file itself has pieces that the bridges join');
    assert.equal(stats.bridges, stats.pieces - 1);
    assert.ok(stats.bridgeMetres / stats.bridges <= BRIDGE_MAX_GAP_M, 'stats.bridgeMetres / stats.bridges <= BRIDGE_MAX_GAP_M');
    // Kept length: the file's 4,601.5 km of geometry, less the collapsed micro-segments, plus the bridges.
    assert.ok(Math.abs(stats.metres - 4_601_500) < 2_000, String(stats.metres));
    assert.equal(graph.roads.length, 59);
  });

  it('marks M6 TOLL, and only it, as tolled', () => {
    const tolledRoads = new Set<string>();
    for (let e = 0; e < graph.edgeCount; e++) {
      const road = graph.roads[graph.edgeRoad[e]!]!;
      assert.equal(graph.edgeTolled[e] === 1, road === 'M6 TOLL', road);
      if (graph.edgeTolled[e]) tolledRoads.add(road);
    }
    assert.deepEqual([...tolledRoads], ['M6 TOLL']);
    assert.equal(isTolledRoad('M6'), false);
  });

  it('snaps ends within the tolerance, bridges short gaps and drops what no bridge reaches', () => {
    // Three pieces on a line of latitude 52: a-b, then b'-c 1 m on (snapped), then d-e 50 m on (bridged),
    // and f-g 5 km away (dropped).
    const at = (metresEast: number): [number, number] => [52, metresEast / (111_195 * Math.cos((52 * Math.PI) / 180))];
    const g = buildMotorwayGraph([
      { road: 'M1', points: [at(0), at(500), at(1000)] },
      { road: 'M1', points: [at(1001), at(2000)] },
      { road: 'M2', points: [at(2050), at(3000)] },
      { road: 'M3', points: [at(8000), at(9000)] },
      { road: 'M1', points: [at(0), at(0.5)] },
    ]);
    assert.equal(g.stats.collapsed, 1);
    assert.equal(g.stats.pieces, 3);
    assert.equal(g.stats.bridges, 1);
    assert.equal(g.stats.droppedSegments, 1);
    assert.equal(g.nodeCount, 5);
    assert.equal(g.edgeCount, 4);
    assert.deepEqual(g.roads, ['M1', 'M2']);
    assert.ok(Math.abs(g.stats.metres - 3000) < 1, String(g.stats.metres));
  });
});

/** Plain Dijkstra without a heap, O(V²), over the same model: source → entries → edges → exits → target, or straight. */
function bruteForceSeconds(from: Point, to: Point, options: LegOptions): number {
  const straight = haversine(from.lat, from.lng, to.lat, to.lng) / OFF_NETWORK_MPS;
  const entries = router.connectors(from, options);
  const exits = router.connectors(to, options);
  if (entries.length === 0 || exits.length === 0) return straight;
  const n = graph.nodeCount;
  const dist = new Float64Array(n).fill(Infinity);
  const done = new Uint8Array(n);
  for (const e of entries) dist[e.node] = Math.min(dist[e.node]!, e.seconds);
  const exitCost = new Map(exits.map((x) => [x.node, x.seconds]));
  let best = straight;
  for (;;) {
    let u = -1;
    for (let i = 0; i < n; i++) if (!done[i] && dist[i]! < Infinity && (u < 0 || dist[i]! < dist[u]!)) u = i;
    if (u < 0 || dist[u]! >= best) break;
    done[u] = 1;
    const exit = exitCost.get(u);
    if (exit !== undefined) best = Math.min(best, dist[u]! + exit);
    for (let i = graph.adjStart[u]!; i < graph.adjStart[u + 1]!; i++) {
      const e = graph.adjEdge[i]!;
      if (options.avoidTolls && graph.edgeTolled[e]) continue;
      const v = otherEnd(graph, e, u);
      dist[v] = Math.min(dist[v]!, dist[u]! + router.edgeSeconds[e]!);
    }
  }
  return best;
}

describe('motorway router', () => {
  it('finds the same fastest time as a brute-force Dijkstra on 50 random pairs', () => {
    const random = rng(15);
    const point = (): Point => ({ lat: 50.6 + random() * 5.5, lng: -4.6 + random() * 5.8 });
    let overNetwork = 0;
    for (let i = 0; i < 50; i++) {
      const from = point();
      const to = point();
      const options = { avoidTolls: i % 3 === 0 };
      const leg = router.leg(from, to, options);
      const expected = bruteForceSeconds(from, to, options);
      assert.ok(Math.abs(leg.seconds - expected) < 1e-6, `pair ${i}: ${leg.seconds} vs ${expected}`);
      if (leg.network === 'motorway') {
        overNetwork++;
        // The plan is a real path: each edge joins the nodes around it, and its time is the sum.
        let seconds = leg.entry.seconds + leg.exit.seconds;
        leg.edges.forEach((e, k) => {
          assert.equal(otherEnd(graph, e, leg.nodes[k]!), leg.nodes[k + 1]);
          seconds += router.edgeSeconds[e]!;
        });
        assert.ok(Math.abs(seconds - leg.seconds) < 1e-6, 'Math.abs(seconds - leg.seconds) < 1e-6');
        if (options.avoidTolls) assert.equal(tolledMetres(leg.edges), 0);
      }
    }
    assert.ok(overNetwork >= 15, `${overNetwork} of 50 pairs over the network`);
  });

  it('has no entry or exit off the network (Northern Ireland, the Highlands)', () => {
    for (const p of [BELFAST, DUBLIN, INVERNESS]) assert.deepEqual(router.connectors(p, { avoidTolls: false }), []);
    for (const c of router.connectors(LEEDS, { avoidTolls: false })) assert.ok(c.metres <= MAX_CONNECTOR_M, 'c.metres <= MAX_CONNECTOR_M');
  });

  it('takes the M6 Toll from Tamworth to Manchester, and not when tolls are avoided', () => {
    const withTolls = router.leg(TAMWORTH, MANCHESTER, { avoidTolls: false });
    const without = router.leg(TAMWORTH, MANCHESTER, { avoidTolls: true });
    assert.equal(withTolls.network, 'motorway');
    assert.equal(without.network, 'motorway');
    assert.ok(withTolls.network === 'motorway' && tolledMetres(withTolls.edges) > 15_000, 'withTolls.network === \'motorway\' && tolledMetres(withTolls.edges) > 15_000');
    assert.ok(without.network === 'motorway' && tolledMetres(without.edges) === 0, 'without.network === \'motorway\' && tolledMetres(without.edges) === 0');
    assert.ok(without.seconds > withTolls.seconds, 'without.seconds > withTolls.seconds');
  });
});

describe('POST /api/v2/directions', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildApp({ dataFile: null, rateLimit: false });
  });
  after(() => app.close());

  const post = async (body: unknown) => app.inject({ method: 'POST', url: '/api/v2/directions', payload: body as object });
  const route = async (body: object): Promise<DirectionsResponse> => {
    const res = await post(body);
    assert.equal(res.statusCode, 200, res.body);
    return json<DirectionsResponse>(res.body);
  };

  it('routes Leeds → London along the M1, within 15 % of 1.2 × the great-circle distance', async () => {
    const answer = await route({ waypoints: [LEEDS, LONDON], locale: 'en_GB' });
    assert.equal(answer.network, 'motorway');
    const path = decode(answer.polyline);
    // Points on the M1: vertices of M1 edges nearest to these latitudes (Sheffield, Nottingham, Leicester, Northampton, Luton).
    for (const lat of [53.35, 52.95, 52.6, 52.2, 51.9]) {
      let best: [number, number] | null = null;
      for (let e = 0; e < graph.edgeCount; e++) {
        if (graph.roads[graph.edgeRoad[e]!] !== 'M1') continue;
        const p = graph.pointStart[e]!;
        if (!best || Math.abs(graph.points[2 * p]! - lat) < Math.abs(best[0] - lat)) best = [graph.points[2 * p]!, graph.points[2 * p + 1]!];
      }
      assert.ok(distanceToPath(best![0], best![1], path) < 1000, `M1 at ${best}`);
    }
    const expected = 1.2 * haversine(LEEDS.lat, LEEDS.lng, LONDON.lat, LONDON.lng);
    assert.ok(Math.abs(answer.distance_meters - expected) <= 0.15 * expected, `${answer.distance_meters} m against ${expected}`);
    const roads = answer.legs[0]!.steps.map((s) => s.instruction);
    assert.ok(roads.includes('Take the M1 heading south'), roads.join(' | '));
    assert.match(roads[0]!, /^Head to the M\d+ \(straight-line estimate\)$/);
    assert.equal(roads[roads.length - 1], 'Leave the M1 and head to your destination (straight-line estimate)');
  });

  it('routes Birmingham → Manchester with avoid_tolls never on the M6 Toll', async () => {
    const avoid = await route({ waypoints: [BIRMINGHAM, MANCHESTER], avoid_tolls: true, locale: 'en_GB' });
    assert.equal(avoid.network, 'motorway');
    assert.deepEqual(avoid.warnings, []);
    const plan = router.leg(BIRMINGHAM, MANCHESTER, { avoidTolls: true });
    assert.ok(plan.network === 'motorway' && tolledMetres(plan.edges) === 0, 'plan.network === \'motorway\' && tolledMetres(plan.edges) === 0');
    assert.ok(avoid.legs[0]!.steps.every((s) => !/Toll/.test(s.instruction)), 'avoid.legs[0]!.steps.every((s) => !/Toll/.test(s.instruction))');
    // Without it the route may use it (here a junction's few metres of it); the answer is still a motorway route.
    const free = await route({ waypoints: [BIRMINGHAM, MANCHESTER], locale: 'en_GB' });
    assert.equal(free.network, 'motorway');
    assert.ok(free.duration_seconds <= avoid.duration_seconds, 'free.duration_seconds <= avoid.duration_seconds');
  });

  it('names a toll road it uses in the steps and a warning', async () => {
    const answer = await route({ waypoints: [TAMWORTH, MANCHESTER], locale: 'en_GB' });
    assert.ok(answer.legs[0]!.steps.some((s) => s.instruction.startsWith('Join the M6 Toll')), JSON.stringify(answer.legs[0]!.steps.map((s) => s.instruction)));
    assert.deepEqual(answer.warnings, ['This route uses a toll road: M6 Toll.']);
    const german = await route({ waypoints: [TAMWORTH, MANCHESTER], locale: 'de_DE' });
    assert.deepEqual(german.warnings, ['Diese Route nutzt eine mautpflichtige Straße: M6 Toll.']);
  });

  it('gives straight legs off the network: Belfast → Dublin, Inverness → Aberdeen', async () => {
    for (const [a, b] of [
      [BELFAST, DUBLIN],
      [INVERNESS, ABERDEEN],
    ] as const) {
      const answer = await route({ waypoints: [a, { ...b, label: 'B' }], locale: 'en_GB' });
      assert.equal(answer.network, 'straight');
      const [leg] = answer.legs;
      assert.equal(leg!.network, 'straight');
      assert.equal(leg!.steps.length, 1);
      assert.deepEqual(leg!.steps[0], {
        instruction: 'Head to B (straight-line estimate)',
        maneuver: 'straight',
        distance_meters: Math.round(haversine(a.lat, a.lng, b.lat, b.lng)),
        duration_seconds: Math.round(haversine(a.lat, a.lng, b.lat, b.lng) / OFF_NETWORK_MPS),
        polyline: polylineCodec.encode([[a.lat, a.lng], [b.lat, b.lng]], 5),
      });
    }
  });

  it('keeps a short hop straight, in German by default', async () => {
    const answer = await route({ waypoints: [LEEDS, { lat: 53.81, lng: -1.53 }] });
    assert.equal(answer.network, 'straight');
    assert.equal(answer.legs[0]!.steps[0]!.instruction, 'Fahren Sie Richtung Ziel (Luftlinie, geschätzt)');
  });

  it('answers avoid_highways with straight legs and says why', async () => {
    const answer = await route({ waypoints: [LEEDS, LONDON], avoid_highways: true, locale: 'en_GB' });
    assert.equal(answer.network, 'straight');
    assert.equal(answer.legs[0]!.network, 'straight');
    assert.deepEqual(answer.warnings, [instructionsFor('en_GB').motorwaysAvoided()]);
  });

  it('writes legs and steps that add up, with whitelisted maneuvers and continuous paths', async () => {
    const answer = await route({
      waypoints: [LEEDS, { ...MANCHESTER, label: 'Manchester' }, { lat: 53.81, lng: -2.25 }, BIRMINGHAM],
      locale: 'en_GB',
    });
    assert.equal(answer.legs.length, 3);
    const icons = new Set(['', 'straight', ...['turn', 'keep', 'ramp', 'turn-slight', 'turn-sharp', 'turn-hard', 'fork'].flatMap((s) => [`${s}-left`, `${s}-right`])]);
    const waypoints = [LEEDS, MANCHESTER, { lat: 53.81, lng: -2.25 }, BIRMINGHAM];
    let total = 0;
    answer.legs.forEach((leg, i) => {
      assert.deepEqual(leg.start_location, waypoints[i]);
      assert.deepEqual(leg.end_location, waypoints[i + 1]);
      const sum = leg.steps.reduce((s, step) => s + step.distance_meters, 0);
      assert.ok(Math.abs(sum - leg.distance_meters) <= leg.steps.length, `leg ${i}: ${sum} vs ${leg.distance_meters}`);
      let end: [number, number] = [waypoints[i]!.lat, waypoints[i]!.lng];
      for (const step of leg.steps) {
        assert.ok(icons.has(step.maneuver), step.maneuver);
        const path = decode(step.polyline);
        assert.ok(haversine(...end, ...path[0]!) < 2, 'each step starts where the previous one ended');
        end = path[path.length - 1]!;
      }
      assert.ok(haversine(...end, waypoints[i + 1]!.lat, waypoints[i + 1]!.lng) < 2, 'haversine(...end, waypoints[i + 1]!.lat, waypoints[i + 1]!.lng) < 2');
      total += leg.distance_meters;
    });
    assert.ok(Math.abs(total - answer.distance_meters) <= 3, 'Math.abs(total - answer.distance_meters) <= 3');
    assert.match(answer.legs[0]!.steps.at(-1)!.instruction, /head to Manchester \(straight-line estimate\)$/);
    assert.match(answer.legs[1]!.steps.at(-1)!.instruction, /(H|h)ead to stop 2 \(straight-line estimate\)$/);
    const whole = decode(answer.polyline);
    assert.deepEqual(whole[0], [LEEDS.lat, LEEDS.lng]);
    assert.deepEqual(whole.at(-1), [BIRMINGHAM.lat, BIRMINGHAM.lng]);
  });

  it('sends the OS OpenRoads attribution', async () => {
    const res = await post({ waypoints: [LEEDS, LONDON] });
    assert.equal(res.headers['x-data-attribution'], MOTORWAY_ATTRIBUTION);
  });

  it('rejects bad input with 400', async () => {
    const bad: unknown[] = [
      {},
      { waypoints: [LEEDS] },
      { waypoints: Array.from({ length: 26 }, () => LEEDS) },
      { waypoints: [LEEDS, { lat: 91, lng: 0 }] },
      { waypoints: [LEEDS, { lat: 52 }] },
      { waypoints: [LEEDS, { ...LONDON, extra: 1 }] },
      { waypoints: [LEEDS, { ...LONDON, label: 'x'.repeat(201) }] },
      { waypoints: [LEEDS, LONDON], avoid_tolls: 'yes' },
      { waypoints: [LEEDS, LONDON], locale: '<script>' },
      { waypoints: 'Leeds' },
    ];
    for (const body of bad) {
      const res = await post(body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.equal(json<{ error: { code: string } }>(res.body).error.code, 'bad_request');
    }
    const text = await app.inject({ method: 'POST', url: '/api/v2/directions', headers: { 'content-type': 'text/plain' }, payload: 'x' });
    assert.equal(text.statusCode, 415);
  });

  it('answers 25 waypoints', async () => {
    const random = rng(25);
    const waypoints = Array.from({ length: 25 }, () => ({ lat: 51 + random() * 3, lng: -3 + random() * 3 }));
    const answer = await route({ waypoints });
    assert.equal(answer.legs.length, 24);
  });

  it('gives straight routes, never a 500, when the network cannot be read', async () => {
    const broken = await buildApp({ dataFile: null, rateLimit: false, motorwaysFile: '/nonexistent/motorways.fgb' });
    try {
      const res = await broken.inject({ method: 'POST', url: '/api/v2/directions', payload: { waypoints: [LEEDS, LONDON] } });
      assert.equal(res.statusCode, 200);
      assert.equal(json<DirectionsResponse>(res.body).network, 'straight');
    } finally {
      await broken.close();
    }
  });

  it('has a tighter rate limit than the other calls', async () => {
    const limited = await buildApp({ dataFile: null, motorwaysFile: null, rateLimit: { max: 100, timeWindowMs: 60_000 }, directionsRateLimit: { max: 2, timeWindowMs: 60_000 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        statuses.push((await limited.inject({ method: 'POST', url: '/api/v2/directions', payload: { waypoints: [LEEDS, LONDON] } })).statusCode);
      }
      assert.deepEqual(statuses, [200, 200, 429]);
      assert.equal((await limited.inject('/health')).statusCode, 200);
    } finally {
      await limited.close();
    }
  });

  it("matches the browser test's recorded answer (UPDATE_FIXTURES=1 rewrites it)", async () => {
    const answer = await route(FIXTURE_REQUEST);
    const recorded = { request: FIXTURE_REQUEST, response: answer };
    if (process.env.UPDATE_FIXTURES === '1') writeFileSync(FIXTURE, `${JSON.stringify(recorded, null, 2)}\n`);
    assert.deepEqual(JSON.parse(readFileSync(FIXTURE, 'utf8')), recorded);
  });
});

describe('directions steps', () => {
  it('names 8 compass directions', () => {
    assert.deepEqual([0, 44, 46, 90, 135, 180, 225, 270, 315, 338, 359].map(compassOf), [
      'north', 'north_east', 'north_east', 'east', 'south_east', 'south', 'south_west', 'west', 'north_west', 'north', 'north',
    ]);
  });

  it('folds junction artefacts into the road being followed', () => {
    const section = (road: string, metres: number): Section => ({ road, metres, start: 0, end: 1 });
    const roads = (list: Section[]) => absorbArtefacts(list).map((s) => `${s.road} ${s.metres}`);
    assert.deepEqual(roads([section('M1', 5000), section('M62', 1100), section('M1', 50000), section('M18', 4), section('M1', 200000)]), ['M1 256104']);
    assert.deepEqual(roads([section('M6', 9000), section('M62', 3000), section('M6', 9000)]), ['M6 9000', 'M62 3000', 'M6 9000']);
    assert.deepEqual(roads([section('M602', 50), section('M62', 9000), section('M60', 80)]), ['M62 9130']);
  });

  it('plans straight legs when no router is given', () => {
    const answer = planDirections(null, [LEEDS, LONDON], { avoidTolls: false, avoidHighways: false, locale: 'en_GB' });
    assert.equal(answer.network, 'straight');
    assert.deepEqual(answer.warnings, []);
  });

  it('reads every segment of the shipped file', async () => {
    const segments = await readMotorwaySegments();
    assert.equal(segments.length, 6648);
    assert.equal(segments.filter((s) => s.road === 'M6 TOLL').length, 92);
    assert.ok(segments.every((s) => s.points.every(([lat, lng]) => lat > 50.6 && lat < 56.2 && lng > -4.6 && lng < 1.2)), 'segments.every((s) => s.points.every(([lat, lng]) => lat > 50.6 && lat < 56.2 && lng > -4.6 && lng < 1.2))');
  });
});
