/**
 * The charging resource: the NCR tables and an OCPI Locations page through the stations' validated,
 * transactional import; the same views as `locations`; the connector and power filters; the status
 * call (authors' tokens only, a batch all or nothing); chargers along a route.
 */

process.env.TZ = 'UTC';

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { AlongCorridorListResponse, LocationsResponse, WireLocation } from '../../src/api/contract.ts';
import { newSecret, sha256 as tokenHash } from '../src/authors/auth.ts';
import { hashPassword } from '../src/authors/passwords.ts';
import { importOcpiPage, NCR_ATTRIBUTION } from '../src/charging/import.ts';
import { connectorKw } from '../src/charging/types.ts';
import { encodePolyline } from '../src/geo/polyline.ts';
import { FileInvalid } from '../src/store/canonical.ts';
import type { StationRow } from '../src/store/rows.ts';
import { REPO_ROOT } from '../src/store/dataset.ts';
import { SqliteStore } from '../src/store/sqlite/store.ts';
import { fixtureApp, json, NOON, qs } from './helpers.ts';

const PAGE = readFileSync(new URL('./fixtures/ocpi-locations-page.json', import.meta.url), 'utf8');
/** Q-Park Park Lane, London: bp pulse, 24 devices with 48 connectors (SOURCES.md section 4). */
const PARK_LANE = 'S5217d61921';
const PARK_LANE_POINT = { lat: 51.5093, lng: -0.1567 };

describe('charging: the NCR tables', () => {
  let app: FastifyInstance;
  let sites: readonly StationRow[];
  before(async () => {
    app = await fixtureApp({ chargingDir: undefined });
    sites = (await app.store.stations.snapshot()).charging;
  });
  after(() => app.close());

  it('imports every site, charger and connector of SOURCES.md section 4, none lost to the checks', () => {
    assert.equal(sites.length, 1549);
    const chargers = new Set(sites.flatMap((s) => s.charging!.evses.map((e) => e.physical_reference)));
    assert.equal(chargers.size, 1960);
    assert.equal(sites.reduce((n, s) => n + s.charging!.evses.length, 0), 2902, 'one EVSE per NCR connector');
    assert.equal(sites.filter((s) => s.brand === 'bp pulse').length, 366);
    const byStandard = new Map<string, number>();
    for (const s of sites) for (const e of s.charging!.evses) for (const c of e.connectors) byStandard.set(c.standard, (byStandard.get(c.standard) ?? 0) + 1);
    assert.deepEqual(Object.fromEntries(byStandard), { IEC_62196_T2: 2480, CHADEMO: 239, DOMESTIC_G: 108, IEC_62196_T2_COMBO: 74, IEC_62196_T3C: 1 });
    const kws = sites.flatMap((s) => s.charging!.evses.flatMap((e) => e.connectors.map(connectorKw)));
    assert.equal(Math.max(...kws), 175);
    // The NCR has no live status: only its 4 devices out of service say anything.
    const statuses = new Map<string, number>();
    for (const s of sites) for (const e of s.charging!.evses) statuses.set(e.status, (statuses.get(e.status) ?? 0) + 1);
    assert.deepEqual([...statuses.keys()].sort(), ['OUTOFORDER', 'UNKNOWN']);
    assert.ok(sites.every((s) => s.charging!.evses.every((e) => e.status_updated_at === null)), 'no live status in the NCR');
    // Fuel stations stay apart: the fixture's 400, none of them with equipment.
    assert.equal(app.stationIndex.size, 400);
  });

  it('shows a site with its chargers, connectors by standard, fastest kW and an honest "status unknown"', async () => {
    const res = await app.inject({ url: `/api/v2/charging/${PARK_LANE}` });
    assert.equal(res.statusCode, 200);
    const site = json<WireLocation>(res.body);
    assert.equal(site.name, 'Q-Park Park Lane');
    assert.equal(site.site_brand, 'bp_pulse');
    assert.equal(site.brand, 'bp pulse');
    assert.equal(site.charging!.chargers, 24);
    assert.equal(site.charging!.evse_count, 48);
    assert.equal(Object.values(site.charging!.connectors).reduce((a, b) => a + b, 0), 48);
    assert.ok(site.charging!.max_kw > 0, 'a fastest kW');
    assert.equal(site.charging!.status_known, 0);
    assert.equal(site.charging!.available, 0);
    assert.equal(site.charging!.status_updated_at, null);
    // A fuel station's id is not a charging site, and the other way round.
    assert.equal((await app.inject({ url: `/api/v2/locations/${PARK_LANE}` })).statusCode, 404);
  });

  it('serves nearest_to, within_bounds, complete with the NCR attribution', async () => {
    const near = await app.inject({ url: `/api/v2/charging/nearest_to?${qs({ lat: PARK_LANE_POINT.lat, lng: PARK_LANE_POINT.lng, limit: 5 })}` });
    assert.equal(near.headers['x-data-attribution'], NCR_ATTRIBUTION);
    const nearest = json<LocationsResponse>(near.body).locations;
    // Q-Park Park Lane and a one-device "Q-Park" share the point (the NCR gives them two postcodes).
    assert.ok(nearest.slice(0, 2).some((l) => l.id === PARK_LANE), 'Park Lane among the nearest');
    assert.ok(nearest.every((l) => l.charging && l.fuel_types.length === 0), 'charging sites only');
    const box = json<LocationsResponse>((await app.inject({ url: `/api/v2/charging/within_bounds?${qs({ sw: [51.505, -0.16], ne: [51.512, -0.15], zoom: 16 })}` })).body);
    assert.deepEqual(box.clusters, []);
    assert.ok(box.locations.some((l) => l.id === PARK_LANE), 'Park Lane in its box');
    // A wide box clusters like locations do.
    const wide = json<LocationsResponse>((await app.inject({ url: `/api/v2/charging/within_bounds?${qs({ sw: [51.4, -0.3], ne: [51.6, 0], zoom: 11 })}` })).body);
    assert.ok(wide.clusters.length > 0, 'clusters for central London');
    const done = await app.inject({ url: `/api/v2/charging/complete?${qs({ query: 'Q-Park Park Lane', limit: 5, bounds: { sw: [51.48, -0.2], ne: [51.53, -0.1] } })}` });
    const values = json<{ id: string; value: string }[]>(done.body);
    assert.equal(values[0]?.id, PARK_LANE, JSON.stringify(values));
    assert.equal(values[0]?.value, 'Q-Park Park Lane (bp pulse), London W1K 7TY');
  });

  it('filters by connector and minimum power on the same connector, and counts like every filter', async () => {
    const query = (filters: Parameters<typeof qs>[0]): Promise<WireLocation[]> =>
      app
        .inject({ url: `/api/v2/charging/nearest_to?${qs({ lat: 52.9, lng: -1.3, limit: 100, ...filters })}` })
        .then((r) => json<LocationsResponse>(r.body).locations);
    const has = (s: StationRow, standards: string[] | null, kw: number): boolean =>
      s.charging!.evses.some((e) => e.connectors.some((c) => (standards === null || standards.includes(c.standard)) && connectorKw(c) >= kw));
    const ccs50 = await query({ with_any: { connector: ['IEC_62196_T2_COMBO'], power: ['50'] } });
    assert.ok(ccs50.length > 0, 'CCS at 50 kW in the East Midlands');
    for (const l of ccs50) assert.ok(l.charging!.evses.some((e) => e.connectors.some((c) => c.standard === 'IEC_62196_T2_COMBO' && c.kw >= 50)), l.id);
    // Every site that qualifies, by brute force over the data: paginated totals count the filter.
    const total = await app.inject({ url: `/api/v2/charging/nearest_to?${qs({ lat: 52.9, lng: -1.3, page: 1, per_page: 5, with_any: { connector: ['IEC_62196_T2_COMBO'], power: ['50'] } })}` });
    assert.equal(Number(total.headers['x-total-count']), sites.filter((s) => has(s, ['IEC_62196_T2_COMBO'], 50)).length);
    // Power and standard on one connector: a site with a 50 kW CHAdeMO and only slower CCS is not CCS at 50 kW.
    const mixed = sites.find((s) => has(s, ['CHADEMO'], 50) && has(s, ['IEC_62196_T2_COMBO'], 0) && !has(s, ['IEC_62196_T2_COMBO'], 50));
    if (mixed) assert.ok(!ccs50.some((l) => l.id === mixed.id), 'a 50 kW CHAdeMO does not make a CCS site fast');
    const fast = await app.inject({ url: `/api/v2/charging/nearest_to?${qs({ lat: 52.9, lng: -1.3, page: 1, per_page: 5, with_any: { power: ['50'] } })}` });
    assert.equal(Number(fast.headers['x-total-count']), sites.filter((s) => has(s, null, 50)).length);
    const both = await app.inject({ url: `/api/v2/charging/nearest_to?${qs({ lat: 52.9, lng: -1.3, page: 1, per_page: 5, with_all: { connector: ['CHADEMO', 'IEC_62196_T2_COMBO'] } })}` });
    assert.equal(Number(both.headers['x-total-count']), sites.filter((s) => has(s, ['CHADEMO'], 0) && has(s, ['IEC_62196_T2_COMBO'], 0)).length);
    // A power that is not a number matches nothing; fuel stations have no connectors.
    assert.equal((await query({ with_any: { power: ['fast'] } })).length, 0);
    const fuel = await app.inject({ url: `/api/v2/locations/nearest_to?${qs({ lat: 52.9, lng: -1.3, with_any: { connector: ['CHADEMO'] } })}` });
    assert.equal(json<LocationsResponse>(fuel.body).locations.length, 0);
  });

  it('lists chargers along a route London to Nottingham in route order with detours', async () => {
    const line: [number, number][] = [
      [51.5093, -0.1567],
      [51.75, -0.45],
      [52.2, -0.9],
      [52.6, -1.15],
      [52.9536, -1.1505],
    ];
    const res = await app.inject({
      method: 'POST',
      url: '/api/v2/charging/along_corridor',
      payload: { line: encodePolyline(line), corridor_radius: 3, order: 'route', with_any: { brand: ['bp_pulse'] } },
    });
    assert.equal(res.statusCode, 200);
    const list = json<AlongCorridorListResponse>(res.body).locations;
    assert.ok(list.length > 10, 'chargers along the route');
    assert.ok(list.every((l) => l.site_brand === 'bp_pulse' && l.charging && l.detour), 'bp pulse chargers with equipment and detours');
    assert.ok(list.slice(0, 2).some((l) => l.id === PARK_LANE), 'Park Lane at the start');
    assert.ok(list.some((l) => l.city === 'Nottingham'), 'Nottingham chargers at the end');
    for (let k = 1; k < list.length; k++) assert.ok(list[k]!.distance_along_route! >= list[k - 1]!.distance_along_route!, 'route order');
  });
});

describe('charging: the status call', () => {
  let app: FastifyInstance;
  let token = '';
  before(async () => {
    app = await fixtureApp({ chargingDir: undefined });
    await app.store.authors.add('ops', await hashPassword('correct horse battery staple'));
    token = newSecret();
    await app.store.authors.addToken(tokenHash(token), 'ops', 'ocpi push');
  });
  after(() => app.close());

  const evses = (): Promise<WireLocation> => app.inject({ url: `/api/v2/charging/${PARK_LANE}` }).then((r) => json<WireLocation>(r.body));
  const push = (updates: unknown[], auth: string | null = `Bearer ${token}`) =>
    app.inject({ method: 'POST', url: '/api/v2/charging/status', headers: auth ? { authorization: auth } : {}, payload: { updates } });
  const at = (secondsBeforeNoon: number): string => new Date(NOON.getTime() - secondsBeforeNoon * 1000).toISOString().replace('.000Z', 'Z');

  it('refuses callers without an author token, and unknown tokens', async () => {
    const uid = (await evses()).charging!.evses[0]!.uid;
    const update = { location_id: PARK_LANE, evse_uid: uid, status: 'AVAILABLE', last_updated: at(40) };
    assert.equal((await push([update], null)).statusCode, 401);
    assert.equal((await push([update], `Bearer ${newSecret()}`)).statusCode, 401);
    assert.equal((await evses()).charging!.status_known, 0);
  });

  it('applies a batch whole: "2 of 4 available, updated 40 s ago" as data; with one bad item nothing', async () => {
    const uids = (await evses()).charging!.evses.map((e) => e.uid);
    const bad = await push([
      { location_id: PARK_LANE, evse_uid: uids[0], status: 'AVAILABLE', last_updated: at(40) },
      { location_id: PARK_LANE, evse_uid: 'no-such-evse', status: 'AVAILABLE', last_updated: at(40) },
    ]);
    assert.equal(bad.statusCode, 400);
    assert.match(json<{ error: { message: string } }>(bad.body).error.message, /Nothing applied: updates\[1\]: location S5217d61921 has no EVSE no-such-evse/);
    assert.equal((await evses()).charging!.status_known, 0, 'the good item of a refused batch is not applied');
    assert.equal((await push([{ location_id: PARK_LANE, evse_uid: uids[0], status: 'PARKED', last_updated: at(40) }])).statusCode, 400);

    const ok = await push([
      { location_id: PARK_LANE, evse_uid: uids[0], status: 'AVAILABLE', last_updated: at(100) },
      { location_id: PARK_LANE, evse_uid: uids[1], status: 'AVAILABLE', last_updated: at(40) },
      { location_id: PARK_LANE, evse_uid: uids[2], status: 'CHARGING', last_updated: at(60) },
      { location_id: PARK_LANE, evse_uid: uids[3], status: 'OUTOFORDER', last_updated: at(300) },
    ]);
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal(json<{ applied: number }>(ok.body).applied, 4);
    const site = (await evses()).charging!;
    assert.equal(site.available, 2);
    assert.equal(site.status_known, 4);
    assert.equal(site.status_updated_at, at(40));
    assert.deepEqual(site.evses.slice(0, 4).map((e) => e.status), ['AVAILABLE', 'AVAILABLE', 'CHARGING', 'OUTOFORDER']);
    // The same status in a list answer (its cached text made again).
    const near = json<LocationsResponse>((await app.inject({ url: `/api/v2/charging/nearest_to?${qs({ ...PARK_LANE_POINT, limit: 3 })}` })).body);
    assert.equal(near.locations.find((l) => l.id === PARK_LANE)!.charging!.available, 2);

    // One EVSE: a car plugs in.
    assert.equal((await push([{ location_id: PARK_LANE, evse_uid: uids[1], status: 'CHARGING', last_updated: at(5) }])).statusCode, 200);
    assert.equal((await evses()).charging!.available, 1);
    // A report from the future (beyond clock skew) is refused.
    assert.equal((await push([{ location_id: PARK_LANE, evse_uid: uids[1], status: 'AVAILABLE', last_updated: new Date(NOON.getTime() + 3600_000).toISOString() }])).statusCode, 400);
  });
});

describe('charging: an OCPI 2.2.1 Locations page', () => {
  it('imports the good locations, reports the bad ones with their path, and writes nothing of a page that is not OCPI', async () => {
    const store = SqliteStore.open(':memory:');
    try {
      const r = await importOcpiPage(store.stations, 'ocpi-test', PAGE);
      assert.equal(r.imported, 3);
      assert.deepEqual(
        r.errors.map((e) => [e.where, e.message.slice(0, 40)]),
        [
          // Crewe with its longitude's sign flipped (+2.44): in the North Sea.
          ['data[3]', 'coordinates are in the sea, more than 10'],
          ['data[4]', 'data[4].evses[0].connectors[0]: standard'],
          ['data[5]', 'data[5].coordinates is required'],
          ['data[6]', 'data[6] has no EVSE in service (none lis'],
        ],
      );
      assert.deepEqual(r.notices, [
        { where: 'data[1]', message: 'publish is false: left out' },
        { where: 'data[2].evses[0].status', message: 'WORKING is not an OCPI status: read as UNKNOWN' },
        { where: 'data[2].evses[1].status', message: 'FAULTED is not an OCPI status: read as OUTOFORDER' },
      ]);
      const sites = (await store.stations.snapshot()).charging;
      assert.deepEqual(sites.map((s) => s.id), ['GB-BPP-LON-0001', 'GB-CGY-7781', 'GB-BPP-NOT-0007']);
      const park = sites[0]!;
      assert.equal(park.brand, 'bp pulse');
      assert.equal(park.opening_hours, '24/7');
      assert.deepEqual(
        park.charging!.evses.map((e) => [e.uid, e.status, e.status_updated_at, e.connectors.map((c) => [c.standard, connectorKw(c)])]),
        [
          ['LON-0001-1', 'AVAILABLE', '2026-11-28T09:12:00Z', [['IEC_62196_T2_COMBO', 150]]],
          // No max_electric_power: 230 V × 32 A × 3 phases.
          ['LON-0001-2', 'CHARGING', '2026-11-28T09:10:00Z', [['IEC_62196_T2', 22.1]]],
        ],
      );
      assert.equal(sites[2]!.opening_hours, 'Mo 07:00-22:00; Tu 07:00-22:00; We 07:00-22:00; Th 07:00-22:00; Fr 07:00-22:00; Sa 08:00-20:00; Su 10:00-16:00');
      assert.equal((await importOcpiPage(store.stations, 'ocpi-test', PAGE)).alreadyImported, true);

      const version = await store.stations.version();
      const jolt = JSON.stringify({ locations: JSON.parse(PAGE).data });
      await assert.rejects(importOcpiPage(store.stations, 'jolt', jolt), (err: unknown) => err instanceof FileInvalid && /not an OCPI 2.2.1 envelope/.test(err.message));
      const failed = JSON.stringify({ data: [], status_code: 2001, status_message: 'Invalid or missing parameters', timestamp: '2026-11-28T09:15:00Z' });
      await assert.rejects(importOcpiPage(store.stations, 'failed', failed), /status_code 2001: Invalid or missing parameters/);
      assert.equal(await store.stations.version(), version, 'nothing recorded');
      assert.equal((await store.stations.snapshot()).charging.length, 3);
    } finally {
      await store.close();
    }
  });

  it('is the same import as the NCR tables: an NCR re-import replaces its own sites, never an OCPI source\'s', async () => {
    const app = await fixtureApp({ chargingDir: undefined });
    try {
      await importOcpiPage(app.store.stations, 'ocpi-test', PAGE);
      await app.reloadStations();
      const site = await app.inject({ url: '/api/v2/charging/GB-BPP-LON-0001' });
      assert.equal(json<WireLocation>(site.body).charging!.available, 1);
      assert.equal(json<WireLocation>(site.body).charging!.status_updated_at, '2026-11-28T09:12:00Z');
      assert.equal((await app.store.stations.snapshot()).charging.length, 1549 + 3);
    } finally {
      await app.close();
    }
  });
});

describe('npm run import -- --ocpi', () => {
  it('imports a page as charging sites of the source named, listing notices and skipped locations with their path', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sl-ocpi-'));
    try {
      const page = fileURLToPath(new URL('./fixtures/ocpi-locations-page.json', import.meta.url));
      const run = () =>
        spawnSync(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'server/src/import/cli.ts'), '--ocpi', page, '--source', 'ocpi-demo', '--db', join(dir, 'db.sqlite')], {
          cwd: REPO_ROOT,
          encoding: 'utf8',
        });
      const first = run();
      assert.equal(first.status, 0, first.stderr);
      assert.match(first.stdout, /3 charging sites imported .* as source "ocpi-demo", 4 locations skipped; 3 charging sites in /);
      assert.match(first.stderr, /data\[3\]: skipped: coordinates are in the sea/);
      assert.match(first.stderr, /data\[1\]: publish is false: left out/);
      assert.match(run().stdout, /already imported as source "ocpi-demo"; nothing changed \(3 charging sites in /);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

