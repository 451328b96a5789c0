/**
 * Nothing acknowledged is lost when the API process dies: for each store, an API process gets a
 * steady stream of saves (8 at a time, each from a new visitor) and is killed with SIGKILL at a
 * random moment, 20 times. After every restart each save answered 201 before the kill must be
 * there, whole, for its visitor; at the end every stored route is checked directly in the
 * database (none half-written, each equal to what its request sent).
 *
 * SQLite runs WAL with synchronous=NORMAL: a commit's WAL frames are written to the operating
 * system before the 201, so a dead process loses nothing; only an OS crash or power loss can
 * roll back the last commits (see server/README.md). PostgreSQL commits before it answers.
 *
 * A soak (server/test/soak.ts): 20 kills per store under `npm run test:soak`, one in `npm test`.
 */

import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import pg from 'pg';
import type { SavedRoute, SavedRouteInput } from '../../src/api/contract.ts';
import { numberedSavedRoute } from '../fixtures/saved-routes.ts';
import { rng } from '../src/import/synthetic.ts';
import type { StoreKind } from '../src/store/store.ts';
import { type ApiProcess, startApi } from './api-process.ts';
import { type ThrowawayPostgres, startPostgres } from './postgres-server.ts';
import { bySoak } from './soak.ts';

const KILLS = bySoak(20, 1);
const IN_FLIGHT = 8;

interface Ack {
  id: string;
  cookie: string;
  name: string;
}

/** Saves from new visitors, IN_FLIGHT at a time, until the process stops answering. */
function saveUntilDead(api: ApiProcess, acks: Ack[], next: () => number): { firstAck: Promise<void>; done: Promise<number> } {
  let onFirst!: () => void;
  const firstAck = new Promise<void>((resolve) => (onFirst = resolve));
  let sent = 0;
  const worker = async (): Promise<void> => {
    for (;;) {
      const n = next();
      const name = `save-${n}`;
      let res: Response;
      try {
        sent++;
        res = await fetch(`${api.url}/api/v2/routes`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(numberedSavedRoute(name, n)),
        });
      } catch {
        return; // the process is gone; this save was never acknowledged
      }
      if (res.status !== 201) throw new Error(`save answered ${res.status}: ${await res.text()}`);
      const route = (await res.json()) as SavedRoute;
      acks.push({ id: route.id, cookie: res.headers.getSetCookie()[0]!.split(';')[0]!, name });
      onFirst();
    }
  };
  return { firstAck, done: Promise.all(Array.from({ length: IN_FLIGHT }, worker)).then(() => sent) };
}

/** How many of `acks` the API returns whole to their visitors. */
async function found(api: ApiProcess, acks: Ack[], payloads: Map<string, SavedRouteInput>): Promise<number> {
  let n = 0;
  for (const ack of acks) {
    const res = await fetch(`${api.url}/api/v2/routes/${ack.id}`, { headers: { cookie: ack.cookie } });
    if (res.status !== 200) continue;
    const route = (await res.json()) as SavedRoute;
    if (route.name === ack.name && JSON.stringify(route.route) === JSON.stringify(payloads.get(ack.name)!.route)) n++;
  }
  return n;
}

/** Every saved route as stored: name and route JSON text. */
type StoredRows = () => Promise<{ name: string; route: string }[]>;

describe(`SIGKILL while saving: ${KILLS} kills per store`, { concurrency: true }, () => {
  let dir = '';
  let server: ThrowawayPostgres;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sl-crash-'));
    writeFileSync(join(dir, 'stations.csv'), 'id,name,lat,lng\nk1,One,51.5,-0.1\n');
    server = await startPostgres();
  });
  after(() => {
    server?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const run = async (kind: StoreKind, env: Record<string, string>, stored: StoredRows, seed: number): Promise<void> => {
    const random = rng(seed);
    const acks: Ack[] = [];
    const payloads = new Map<string, SavedRouteInput>();
    let counter = 0;
    const next = (): number => {
      const n = counter++;
      payloads.set(`save-${n}`, numberedSavedRoute(`save-${n}`, n));
      return n;
    };
    let sent = 0;
    let api = await startApi(env);
    try {
      for (let kill = 0; kill < KILLS; kill++) {
        const before = acks.length;
        const saving = saveUntilDead(api, acks, next);
        await saving.firstAck;
        await new Promise((r) => setTimeout(r, 30 + random() * 300));
        assert.equal(await api.stop('SIGKILL'), null);
        sent += await saving.done;
        api = await startApi(env);
        // This round's acknowledged saves, after the restart.
        const round = acks.slice(before);
        assert.equal(await found(api, round, payloads), round.length, `round ${kill}: acknowledged saves missing after the restart`);
      }
      const all = await found(api, acks, payloads);
      const rows = await stored();
      // None half-written: every row is one request's route, complete.
      for (const row of rows) {
        const sentPayload = payloads.get(row.name);
        assert.ok(sentPayload, `a stored route that nobody sent: ${row.name}`);
        assert.deepEqual(JSON.parse(row.route), sentPayload.route);
      }
      console.log(
        `${kind}: ${KILLS} SIGKILLs, ${sent} saves sent, ${acks.length} acknowledged (201), ${all} of them found after the restarts; ` +
          `${rows.length} routes stored (${rows.length - acks.length} committed but cut off before their 201), none half-written`,
      );
      assert.equal(all, acks.length);
      assert.ok(rows.length >= acks.length);
    } finally {
      await api.stop('SIGKILL');
    }
  };

  it('SQLite (WAL, synchronous=NORMAL)', async () => {
    const dbPath = join(dir, 'crash.sqlite');
    await run('sqlite', { DB_PATH: dbPath, DATA_FILE: join(dir, 'stations.csv'), RATE_LIMIT_MAX: '0' }, async () => {
      const db = new Database(dbPath, { readonly: true });
      try {
        assert.equal(db.pragma('integrity_check', { simple: true }), 'ok');
        return db.prepare('SELECT name, route FROM saved_routes').all() as { name: string; route: string }[];
      } finally {
        db.close();
      }
    }, 1);
  });

  it('PostgreSQL', async () => {
    const url = await server.createDatabase('crash');
    await run('postgres', { DATABASE_URL: url, DATA_FILE: join(dir, 'stations.csv'), RATE_LIMIT_MAX: '0' }, async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query<{ name: string; route: string }>('SELECT name, route::text AS route FROM saved_routes')).rows;
      } finally {
        await client.end();
      }
    }, 2);
  });
});
