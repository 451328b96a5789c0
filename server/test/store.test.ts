/**
 * The repository suite, run against both stores: SQLite (a file in a temporary folder) and
 * PostgreSQL (a throwaway server, see postgres-server.ts; the suite fails when it cannot start).
 * Each test gets an empty database of its own. Then the same for an app: an import by another
 * process reaches the app's indexes while it keeps answering.
 */

import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import pg from 'pg';
import type { LocationsResponse, SavedRouteInput } from '../../src/api/contract.ts';
import { buildApp } from '../src/app.ts';
import { parseCountriesCsv } from '../src/store/canonical.ts';
import type { StationRow } from '../src/store/rows.ts';
import { syntheticStations } from '../src/import/synthetic.ts';
import { SHIPPED_COUNTRIES, importStationsCsv } from '../src/store/dataset.ts';
import { openStore } from '../src/store/open.ts';
import { PgStore } from '../src/store/postgres/store.ts';
import { openDatabase } from '../src/store/sqlite/db.ts';
import { SqliteStore } from '../src/store/sqlite/store.ts';
import type { Store, StoreKind } from '../src/store/store.ts';
import { json, qs } from './helpers.ts';
import { type ThrowawayPostgres, startPostgres } from './postgres-server.ts';

/** One empty database: stores opened on it share it, as replicas (or the import CLI) would. */
interface Place {
  open(options?: { maxRoutesPerVisitor?: number }): Promise<Store>;
  /** Options for buildApp that put an app on this database. */
  appOptions: { databaseUrl: string } | { dbPath: string };
  /** Raw SQL, for what no repository offers: a failing trigger, a look at the tables. */
  query(sql: string): Promise<Record<string, unknown>[]>;
  /** SQL that makes inserting the station `id` fail. */
  failingInsertSql(id: string): string;
}

interface Kit {
  kind: StoreKind;
  setUp(): Promise<void>;
  tearDown(): Promise<void>;
  place(): Promise<Place>;
}

function sqliteKit(): Kit {
  let dir = '';
  let n = 0;
  return {
    kind: 'sqlite',
    async setUp() {
      dir = mkdtempSync(join(tmpdir(), 'sl-store-'));
    },
    async tearDown() {
      rmSync(dir, { recursive: true, force: true });
    },
    async place() {
      const path = join(dir, `db${n++}.sqlite`);
      return {
        // A short poll for the watch test (the server's default is 2 s).
        open: async (o = {}) => SqliteStore.open(path, { ...o, pollMs: 50 }),
        appOptions: { dbPath: path },
        async query(sql) {
          const db = new Database(path);
          try {
            const stmt = db.prepare(sql);
            return stmt.reader ? (stmt.all() as Record<string, unknown>[]) : (stmt.run(), []);
          } finally {
            db.close();
          }
        },
        failingInsertSql: (id) => `CREATE TRIGGER boom BEFORE INSERT ON stations WHEN NEW.id = '${id}' BEGIN SELECT RAISE(ABORT, 'boom'); END`,
      };
    },
  };
}

function postgresKit(): Kit {
  let server: ThrowawayPostgres | null = null;
  let n = 0;
  return {
    kind: 'postgres',
    async setUp() {
      server = await startPostgres();
      console.log(`PostgreSQL under test: ${server.version}`);
    },
    async tearDown() {
      server?.stop();
    },
    async place() {
      const url = await server!.createDatabase(`store_${process.pid}_${n++}`);
      return {
        open: (o = {}) => openStore({ databaseUrl: url, ...o }),
        appOptions: { databaseUrl: url },
        async query(sql) {
          const client = new pg.Client({ connectionString: url });
          await client.connect();
          try {
            return (await client.query(sql)).rows as Record<string, unknown>[];
          } finally {
            await client.end();
          }
        },
        failingInsertSql: (id) => `
          CREATE FUNCTION boom() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN IF NEW.id = '${id}' THEN RAISE EXCEPTION 'boom'; END IF; RETURN NEW; END $$;
          CREATE TRIGGER boom BEFORE INSERT ON stations FOR EACH ROW EXECUTE FUNCTION boom();`,
      };
    },
  };
}

const HEADER = 'id,name,brand,city,postcode,lat,lng,opening_hours,fuel_types,amenities,price_e10,temporarily_closed';
const good = (id: string): string => `${id},Station ${id},BP,LEEDS,LS1 1AA,53.8,-1.55,Mo-Su 06:00-22:00,E10|E5,car_wash,139.9,false`;
const csv = (...lines: string[]): string => [HEADER, ...lines].join('\n');

const routeInput = (name: string): SavedRouteInput => ({
  name,
  route: {
    waypoints: [
      { origin: { lat: 51.5, lng: -0.12 }, description: 'London', place_id: 'town:gb:london' },
      { origin: { lat: 52.48, lng: -1.9 }, description: 'Birmingham', location: { resource: 'locations', id: 'x1' } },
    ],
    options: { avoid_highways: true, avoid_tolls: false, corridor_radius: 7 },
  },
});

const owner = (byte: number): Buffer => Buffer.alloc(32, byte);

/** Resolves once `check` is true, polling every 20 ms; rejects after `ms`. */
async function until(check: () => boolean | Promise<boolean>, ms: number, what: string): Promise<number> {
  const t0 = performance.now();
  while (!(await check())) {
    if (performance.now() - t0 > ms) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return performance.now() - t0;
}

for (const kit of [sqliteKit(), postgresKit()]) {
  describe(`store: ${kit.kind}`, () => {
    const open: Store[] = [];
    /** A store on `place`, closed after the suite. */
    const storeOn = async (place: Place, o?: { maxRoutesPerVisitor?: number }): Promise<Store> => {
      const s = await place.open(o);
      open.push(s);
      return s;
    };
    before(() => kit.setUp());
    after(async () => {
      await Promise.all(open.map((s) => s.close()));
      await kit.tearDown();
    });

    describe('migrations', () => {
      it('runs them once, also when several processes start together', async () => {
        const place = await kit.place();
        await Promise.all([1, 2, 3, 4].map(() => storeOn(place)));
        await storeOn(place);
        const rows = await place.query('SELECT version FROM schema_migrations ORDER BY version');
        assert.deepEqual(rows.map((r) => Number(r.version)), [1, 2, 44, 45]);
      });
    });

    describe('stations', () => {
      it('imports idempotently, all or nothing, and replace removes what a file no longer lists', async () => {
        const place = await kit.place();
        const repo = (await storeOn(place)).stations;
        const first = await importStationsCsv(repo, csv(good('b1'), good('b2')), { source: 'brand.csv' });
        assert.equal(first.imported, 2);
        const again = await importStationsCsv(repo, csv(good('b1'), good('b2')), { source: 'brand.csv' });
        assert.equal(again.alreadyImported, true);
        assert.equal(await repo.count(), 2);
        const updated = await importStationsCsv(repo, csv(good('b1').replace('Station b1', 'Renamed')), { source: 'brand.csv', replace: true });
        assert.equal(updated.removed, 1);
        assert.deepEqual((await repo.snapshot()).stations.map((r) => [r.id, r.name]), [['b1', 'Renamed']]);
        // A failure inside the transaction leaves nothing half-imported, and no import recorded.
        const version = await repo.version();
        await place.query(place.failingInsertSql('c2'));
        await assert.rejects(importStationsCsv(repo, csv(good('c1'), good('c2')), { source: 'other.csv' }));
        assert.equal(await repo.count(), 1);
        assert.equal((await repo.snapshot()).stations.some((r) => r.id === 'c1'), false);
        assert.equal(await repo.version(), version);
        assert.equal(await repo.wasImported('other.csv', 'x'), false);
      });

      it('imports a file once when two processes import it at the same moment', async () => {
        const place = await kit.place();
        const [a, b] = [await storeOn(place), await storeOn(place)];
        const rows = syntheticStations(3000, 5, 30);
        const results = await Promise.all([a, b].map((s) => s.stations.importRows('same.csv', 'hash-1', rows, 0)));
        assert.deepEqual(results.map((r) => r.alreadyImported).sort(), [false, true]);
        assert.equal(await a.stations.count(), 3000);
        assert.equal(Number((await place.query('SELECT count(*) AS n FROM imports'))[0]!.n), 1);
      });

      it('keeps every field as imported, in first-import order, with one data version per import', async () => {
        const place = await kit.place();
        const repo = (await storeOn(place)).stations;
        assert.deepEqual(await repo.snapshot(), { version: 0, stations: [], charging: [], countries: [] });
        // Synthetic rows cover nulls, booleans, amenity and fuel lists, prices and hours.
        const a = syntheticStations(400, 9, 20);
        const b = syntheticStations(50, 10, 5);
        await repo.importRows('a', 'ha1', a, 0);
        await repo.importRows('b', 'hb1', b, 0);
        // A later import of `a` updates a station in place and appends a new one.
        const renamed: StationRow = { ...a[0]!, name: 'Renamed', prices: { HVO: 180.9, E10: 131.9 }, amenities: [] };
        const extra: StationRow = { ...b[0]!, id: 'late-1', lat: 51.123456789012, lng: -0.987654321098 };
        await repo.importRows('a', 'ha2', [renamed, extra], 0);
        const countries = parseCountriesCsv(readFileSync(SHIPPED_COUNTRIES, 'utf8'));
        await repo.importCountries(countries);
        const snap = await repo.snapshot();
        assert.equal(snap.version, 3);
        assert.equal(await repo.version(), 3);
        assert.deepEqual(snap.stations, [renamed, ...a.slice(1), ...b, extra]);
        // Key order inside JSON is kept too (answers are byte-identical on both stores).
        assert.equal(JSON.stringify(snap.stations[0]!.prices), '{"HVO":180.9,"E10":131.9}');
        assert.deepEqual(snap.countries, [...countries].sort((x, y) => (x.country_code < y.country_code ? -1 : 1)));
        assert.equal(await repo.countriesCount(), countries.length);
      });

      it('gives fuel stations and charging sites apart, each kind in first-import order, whatever their mix', async () => {
        const repo = (await storeOn(await kit.place())).stations;
        const sites = (rows: StationRow[], payment: string): StationRow[] => rows.map((r) => ({ ...r, id: `ev-${r.id}`, charging: { payment, evses: [] } }));
        const [a, b] = [syntheticStations(300, 31, 10), syntheticStations(200, 32, 10)];
        const [c, d] = [sites(syntheticStations(40, 33, 5), 'free'), sites(syntheticStations(30, 34, 5), 'card')];
        await repo.importRows('a', 'ha', a, 0);
        await repo.importRows('c', 'hc', c, 0);
        await repo.importRows('b', 'hb', b, 0);
        await repo.importRows('d', 'hd', d, 0);
        const snap = await repo.snapshot();
        assert.deepEqual(snap.stations, [...a, ...b]);
        assert.deepEqual(snap.charging, [...c, ...d]);
      });
    });

    describe('saved routes', () => {
      it('creates, lists (oldest first), reads and deletes the routes of one owner', async () => {
        const routes = (await storeOn(await kit.place())).routes;
        const a = (await routes.create(owner(1), routeInput('first')))!;
        const b = (await routes.create(owner(1), routeInput('second')))!;
        assert.match(a.id, /^[A-Za-z0-9_-]{22}$/);
        assert.equal(new Date(a.created_at).toISOString(), a.created_at);
        assert.deepEqual(await routes.list(owner(1)), [a, b]);
        assert.deepEqual(await routes.get(owner(1), b.id), b);
        assert.equal(await routes.delete(owner(1), a.id), true);
        assert.equal(await routes.delete(owner(1), a.id), false);
        assert.deepEqual(await routes.list(owner(1)), [b]);
        assert.equal(await routes.get(owner(1), a.id), null);
      });

      it("never shows, returns or deletes another owner's route", async () => {
        const routes = (await storeOn(await kit.place())).routes;
        const mine = (await routes.create(owner(1), routeInput('mine')))!;
        assert.deepEqual(await routes.list(owner(2)), []);
        assert.equal(await routes.get(owner(2), mine.id), null);
        assert.equal(await routes.delete(owner(2), mine.id), false);
        assert.deepEqual(await routes.list(owner(1)), [mine]);
      });

      it('holds the quota per owner, also when two processes create at the same moment', async () => {
        const place = await kit.place();
        const [a, b] = [await storeOn(place, { maxRoutesPerVisitor: 5 }), await storeOn(place, { maxRoutesPerVisitor: 5 })];
        const created = await Promise.all(Array.from({ length: 16 }, (_, k) => (k % 2 ? a : b).routes.create(owner(3), routeInput(`r${k}`))));
        assert.equal(created.filter((r) => r !== null).length, 5);
        assert.equal((await a.routes.list(owner(3))).length, 5);
        // Another owner has a quota of their own.
        assert.notEqual(await b.routes.create(owner(4), routeInput('other')), null);
      });

      it('binds user text as parameters: SQL in names and ids is data', async () => {
        const routes = (await storeOn(await kit.place())).routes;
        const names = ["x'); DROP TABLE saved_routes; --", 'Robert"); DELETE FROM stations; --', 'Zürich → Köln 🚗', '\\\' OR 1=1 --'];
        const saved = [];
        for (const name of names) saved.push((await routes.create(owner(5), routeInput(name)))!);
        assert.deepEqual((await routes.list(owner(5))).map((r) => r.name), names);
        assert.equal(await routes.get(owner(5), "' OR '1'='1"), null);
        assert.equal(await routes.delete(owner(5), "' OR '1'='1"), false);
        assert.equal((await routes.list(owner(5))).length, names.length);
      });
    });

    describe('imports by another process', () => {
      it('are heard by a store that watches', async () => {
        const place = await kit.place();
        const watcher = await storeOn(place);
        const importer = await storeOn(place);
        let heard = 0;
        await watcher.watchImports(() => heard++);
        await importer.stations.importRows('x', 'h1', syntheticStations(10, 1, 2), 0);
        await until(() => heard > 0, 5000, 'the import was heard');
        if (watcher instanceof PgStore) {
          // The LISTEN connection dies (a failover, an idle-session timeout): the store opens
          // it again and calls back, since notifications sent meanwhile were lost.
          const before = heard;
          await place.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'station-locator listen'");
          await until(() => heard > before, 10_000, 'called back after listening again');
          const again = heard;
          await importer.stations.importRows('x', 'h2', syntheticStations(10, 2, 2), 0);
          await until(() => heard > again, 5000, 'an import after the reconnect was heard');
        }
      });
    });

    describe('an app on this store', () => {
      it('swaps in the data of an import by another process while it keeps answering', async () => {
        const place = await kit.place();
        // workerBuildMin 100: the rebuild's cluster index goes through the worker thread.
        const app = await buildApp({ ...place.appOptions, dataFile: null, stations: syntheticStations(600, 21), rateLimit: false, index: { workerBuildMin: 100 } });
        try {
          const health = async () => json<{ store: string; data_version: number; stations: number }>((await app.inject('/health')).body);
          const start = await health();
          assert.equal(start.store, kit.kind);
          const GB = { sw: [49, -9], ne: [61, 2] };
          const total = (b: LocationsResponse): number => b.locations.length + b.clusters.reduce((n, c) => n + c.size, 0);
          const importer = await storeOn(place);
          const seen = new Set<number>();
          let stop = false;
          let requests = 0;
          const load = (async () => {
            while (!stop) {
              const res = await app.inject(`/api/v2/locations/within_bounds?${qs(GB)}&zoom=5`);
              assert.equal(res.statusCode, 200);
              seen.add(total(json<LocationsResponse>(res.body)));
              requests++;
              await new Promise((r) => setImmediate(r));
            }
          })();
          await importer.stations.importRows('more', 'm1', syntheticStations(300, 22), 0);
          // SQLite: the app polls every 2 s; PostgreSQL: notified on commit.
          const ms = await until(async () => (await health()).data_version > start.data_version, 10_000, 'the app serves the new data version');
          stop = true;
          await load;
          assert.equal((await health()).stations, 900);
          const after = json<LocationsResponse>((await app.inject(`/api/v2/locations/within_bounds?${qs(GB)}&zoom=5`)).body);
          assert.equal(total(after), 900);
          // Every answer came whole from the old data or the new, none failed.
          assert.ok([...seen].every((n) => n === 600 || n === 900), `totals seen: ${[...seen].join(', ')}`);
          assert.ok(requests > 10, `${requests} requests during the rebuild`);
          const station = await app.inject('/api/v2/locations/syn-22-0');
          assert.equal(station.statusCode, 200);
          console.log(`${kit.kind}: import seen by the app after ${ms.toFixed(0)} ms; ${requests} requests answered meanwhile`);
        } finally {
          await app.close();
        }
      });
    });
  });
}

describe('store: sqlite query plans', () => {
  it('looks saved routes up through the owner index', () => {
    const db = openDatabase({ path: ':memory:' });
    const owner = Buffer.alloc(32);
    const plan = (sql: string, ...params: unknown[]): string =>
      (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map((r) => r.detail).join('; ');
    assert.match(plan('SELECT * FROM saved_routes WHERE owner_hash = ? ORDER BY created_at', owner), /USING INDEX saved_routes_owner/);
    assert.match(plan('SELECT * FROM saved_routes WHERE id = ? AND owner_hash = ?', 'x', owner), /USING INDEX sqlite_autoindex_saved_routes_1|USING PRIMARY KEY/);
    db.close();
  });
});
