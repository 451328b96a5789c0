/**
 * `node --import tsx server/bench/corridor-arrival.ts`: the time of an along_corridor
 * `order: "route"` answer with router detours and arrival times, London → Manchester (500
 * stations, the cap), through app.inject (no socket), against the same answer without them.
 * Bounded: 5 warm-up and 20 timed requests of each kind, and one run of the naive way (two A*
 * legs per station) for comparison.
 */

process.env.TZ = 'UTC';

import polylineCodec from '@googlemaps/polyline-codec';
import type { AlongCorridorListResponse, DirectionsResponse } from '../../src/api/contract.ts';
import { buildApp } from '../src/app.ts';
import { RouterDetours } from '../src/directions/detour.ts';
import { cumulativeLengths } from '../src/geo/corridor.ts';

const LONDON = { lat: 51.5074, lng: -0.1278 };
const MANCHESTER = { lat: 53.4808, lng: -2.2426 };

const app = await buildApp({ rateLimit: false, dbPath: ':memory:' });
const route = (await app.inject({ method: 'POST', url: '/api/v2/directions', payload: { waypoints: [LONDON, MANCHESTER] } })).json<DirectionsResponse>();
const line = polylineCodec.decode(route.polyline, 5) as [number, number][];
const total = cumulativeLengths(line).at(-1)!;
const profile: [number, number][] = [[0, 0]];
let m = 0;
let s = 0;
for (const step of route.legs.flatMap((leg) => leg.steps)) {
  m += step.distance_meters;
  s += step.duration_seconds;
  profile.push([Math.round((m * total) / route.distance_meters), s]);
}
const plain = { line: route.polyline, corridor_radius: 10, order: 'route' };
const full = {
  ...plain,
  arrival: { departure: new Date().toISOString(), profile },
  detour_waypoints: [
    [LONDON.lat, LONDON.lng],
    [MANCHESTER.lat, MANCHESTER.lng],
  ],
};

async function timed(body: object): Promise<{ p50: number; max: number; stations: number; total: number }> {
  const times: number[] = [];
  let answer: AlongCorridorListResponse | null = null;
  for (let i = 0; i < 25; i++) {
    const t0 = performance.now();
    const res = await app.inject({ method: 'POST', url: '/api/v2/locations/along_corridor', payload: body });
    if (i >= 5) times.push(performance.now() - t0);
    answer = res.json<AlongCorridorListResponse>();
  }
  times.sort((a, b) => a - b);
  return { p50: times[times.length >> 1]!, max: times[times.length - 1]!, stations: answer!.locations.length, total: answer!.total };
}

const router = (await app.motorways())!;
const t0 = performance.now();
for (let i = 0; i < 20; i++) new RouterDetours(router, [LONDON, MANCHESTER], line, { avoidTolls: false, avoidHighways: false });
const searches = (performance.now() - t0) / 20;
// The most a request can ask for: 10 waypoints (9 legs, 18 searches), here points along the route.
const ten = Array.from({ length: 10 }, (_, k) => {
  const [lat, lng] = line[Math.round((k * (line.length - 1)) / 9)]!;
  return { lat, lng };
});
const t2 = performance.now();
for (let i = 0; i < 5; i++) new RouterDetours(router, ten, line, { avoidTolls: false, avoidHighways: false });
const searchesTen = (performance.now() - t2) / 5;

// The naive way for comparison: two A* legs per station (London → station, station → Manchester).
const stations = app.stationIndex.corridor(line, 10_000, app.stationIndex.compile({})).slice(0, 500);
const t1 = performance.now();
for (const h of stations) {
  const stop = { lat: app.stationIndex.lats[h.index]!, lng: app.stationIndex.lngs[h.index]! };
  router.leg(LONDON, stop, { avoidTolls: false });
  router.leg(stop, MANCHESTER, { avoidTolls: false });
}
const naive = performance.now() - t1;

const withAll = await timed(full);
const without = await timed(plain);
console.log(
  `along_corridor order "route", London → Manchester (${route.distance_meters / 1000} km, ${line.length} vertices), ` +
    `${withAll.stations} of ${withAll.total} stations within 10 km:\n` +
    `  with router detours and arrivals: p50 ${withAll.p50.toFixed(1)} ms, max ${withAll.max.toFixed(1)} ms (20 requests)\n` +
    `  without (distances only):         p50 ${without.p50.toFixed(1)} ms, max ${without.max.toFixed(1)} ms\n` +
    `  of which the two graph searches of the leg: ${searches.toFixed(1)} ms (${router.graph.nodeCount.toLocaleString('en')} nodes); with 10 waypoints, 18 searches: ${searchesTen.toFixed(1)} ms\n` +
    `  the naive way, ${stations.length * 2} A* legs (station as a stop): ${naive.toFixed(0)} ms`,
);
await app.close();
