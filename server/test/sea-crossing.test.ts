/**
 * Routes across the sea (issue 47 item 7): the offline router has no road between Great Britain and
 * Ireland or an island without a bridge, so such a leg gives no driving time, the route's totals leave it
 * out, a warning says a ferry is needed, and the corridor lists no station along it.
 */

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import polylineCodec from '@googlemaps/polyline-codec';
import type { FastifyInstance } from 'fastify';
import type { DirectionsResponse, LocationsResponse } from '../../src/api/contract.ts';
import { naturalEarthLand } from '../src/geo/land.ts';
import { json, realApp } from './helpers.ts';

const LEEDS = { lat: 53.7997, lng: -1.5492, label: 'Leeds' };
const LIVERPOOL = { lat: 53.4084, lng: -2.9916, label: 'Liverpool' };
const BELFAST = { lat: 54.597, lng: -5.93, label: 'Belfast' };
const DUBLIN = { lat: 53.3498, lng: -6.2603, label: 'Dublin' };
const HOLYHEAD = { lat: 53.309, lng: -4.633, label: 'Holyhead' };
const PORTSMOUTH = { lat: 50.805, lng: -1.087, label: 'Portsmouth' };
const NEWPORT_IOW = { lat: 50.701, lng: -1.2883, label: 'Newport' };

let app: FastifyInstance;
before(async () => {
  app = await realApp();
});
after(async () => {
  await app.close();
});

const route = async (body: object): Promise<DirectionsResponse> => {
  const res = await app.inject({ method: 'POST', url: '/api/v2/directions', payload: body });
  assert.equal(res.statusCode, 200, res.body);
  return json<DirectionsResponse>(res.body);
};

const corridor = async (line: string): Promise<LocationsResponse & { total: number }> => {
  const res = await app.inject({ method: 'POST', url: '/api/v2/locations/along_corridor', payload: { line, corridor_radius: 5, order: 'route', format: 'json' } });
  assert.equal(res.statusCode, 200, res.body);
  return json(res.body);
};

describe('land masses a road joins', () => {
  it('joins Anglesey and Skye (bridged) to Great Britain, not Ireland, the Isle of Wight or Man', () => {
    const land = naturalEarthLand();
    assert.equal(land.seaBetween(LEEDS, HOLYHEAD), false);
    assert.equal(land.seaBetween(LEEDS, { lat: 57.412, lng: -6.196 }), false); // Portree
    assert.equal(land.seaBetween(BELFAST, DUBLIN), false);
    assert.equal(land.seaBetween(LEEDS, BELFAST), true);
    assert.equal(land.seaBetween(PORTSMOUTH, NEWPORT_IOW), true);
    assert.equal(land.seaBetween(LIVERPOOL, { lat: 54.15, lng: -4.48 }), true); // Douglas
  });
});

describe('POST /directions across the sea', () => {
  it('Leeds → Belfast: no road connection known, no time as if driven, a ferry named in its step', async () => {
    const answer = await route({ waypoints: [LEEDS, BELFAST], locale: 'en_GB' });
    const [leg] = answer.legs;
    assert.equal(leg!.network, 'sea');
    assert.equal(leg!.duration_seconds, 0);
    assert.equal(leg!.steps.length, 1);
    assert.equal(leg!.steps[0]!.instruction, 'No road connection known to Belfast: the way crosses the sea (a ferry is needed)');
    assert.equal(leg!.steps[0]!.duration_seconds, 0);
    // Was "5 hours 58 minutes, 185 mi" as one drive.
    assert.equal(answer.duration_seconds, 0);
    assert.equal(answer.distance_meters, 0);
    assert.deepEqual(answer.warnings, []);
    const german = await route({ waypoints: [LEEDS, BELFAST] });
    assert.equal(german.legs[0]!.steps[0]!.instruction, 'Keine Straßenverbindung nach Belfast bekannt: Der Weg führt über das Meer (Fähre nötig)');
  });

  it('Leeds → Liverpool → Belfast: the road leg keeps its time, only the crossing has none', async () => {
    const answer = await route({ waypoints: [LEEDS, LIVERPOOL, BELFAST], locale: 'en_GB' });
    assert.deepEqual(answer.legs.map((l) => l.network), ['motorway', 'sea']);
    assert.ok(answer.legs[0]!.duration_seconds > 3600, String(answer.legs[0]!.duration_seconds));
    assert.equal(answer.duration_seconds, answer.legs[0]!.duration_seconds);
    assert.equal(answer.distance_meters, answer.legs[0]!.distance_meters);
    assert.match(answer.legs[1]!.steps[0]!.instruction, /^No road connection known to Belfast/);
  });

  it('keeps Belfast → Dublin and Leeds → Holyhead on land', async () => {
    for (const waypoints of [[BELFAST, DUBLIN], [LEEDS, HOLYHEAD]]) {
      const answer = await route({ waypoints, locale: 'en_GB' });
      assert.ok(answer.legs.every((l) => l.network !== 'sea' && l.duration_seconds > 0), JSON.stringify(answer.legs.map((l) => l.network)));
      assert.deepEqual(answer.warnings, []);
    }
  });
});

describe('along_corridor across the sea', () => {
  it('lists no station along Leeds → Belfast (the straight line over the Dales and Cumbria had 121 within 5 km)', async () => {
    const answer = await route({ waypoints: [LEEDS, BELFAST], locale: 'en_GB' });
    const list = await corridor(answer.polyline);
    assert.equal(list.total, 0);
    assert.deepEqual(list.locations, []);
  });

  it('lists the stations of the road leg of Leeds → Liverpool → Belfast, none beyond Liverpool', async () => {
    const answer = await route({ waypoints: [LEEDS, LIVERPOOL, BELFAST], locale: 'en_GB' });
    const list = await corridor(answer.polyline);
    assert.ok(list.total > 50, String(list.total));
    const line = polylineCodec.decode(answer.polyline, 5);
    const roadEnd = line.findIndex(([lat, lng]) => Math.abs(lat! - LIVERPOOL.lat) < 1e-5 && Math.abs(lng! - LIVERPOOL.lng) < 1e-5);
    assert.ok(roadEnd > 0);
    // Every station is within 5 km of the road leg's end or before it along the line.
    const roadLength = list.locations.length ? Math.max(...list.locations.map((l) => l.distance_along_route!)) : 0;
    assert.ok(roadLength <= answer.legs[0]!.distance_meters + 5000, `${roadLength} along, road leg ${answer.legs[0]!.distance_meters}`);
  });
});
