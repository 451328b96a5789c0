/**
 * EVSE status on two API replicas over one PostgreSQL database: a status batch sent to one replica
 * is served by both within 5 s (the store's notice, as imports reach them); a batch with a bad item
 * changes nothing on either; without an author token nothing is written.
 */

import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import type { WireLocation } from '../../src/api/contract.ts';
import { newSecret, sha256 } from '../src/authors/auth.ts';
import { type ApiProcess, startApi } from './api-process.ts';
import { type ThrowawayPostgres, startPostgres } from './postgres-server.ts';

const STATUS_VISIBLE_WITHIN_MS = 5000;
const PARK_LANE = 'S5217d61921';

describe('EVSE status on two replicas on one PostgreSQL', () => {
  let server: ThrowawayPostgres;
  let dir = '';
  let a: ApiProcess;
  let b: ApiProcess;
  const token = newSecret();

  before(async () => {
    server = await startPostgres();
    const url = await server.createDatabase('charging_replicas');
    dir = mkdtempSync(join(tmpdir(), 'sl-charging-'));
    const stations = join(dir, 'stations.csv');
    writeFileSync(stations, 'id,name,lat,lng\nr1,One,51.5,-0.1\n');
    // Both at once: they race for the shipped NCR import as for the stations'.
    const env = { DATABASE_URL: url, DATA_FILE: stations, RATE_LIMIT_MAX: '0' };
    [a, b] = await Promise.all([startApi(env), startApi(env)]);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query("INSERT INTO authors (name, password_hash) VALUES ('ops', 'scrypt$unused')");
      await client.query("INSERT INTO author_tokens (token_hash, author, label) VALUES ($1, 'ops', 'ocpi push')", [sha256(token)]);
      assert.equal((await client.query("SELECT count(*)::int AS n FROM imports WHERE source = 'ncr-2023-07'")).rows[0].n, 1, 'imported once');
    } finally {
      await client.end();
    }
  });

  after(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    server?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const site = async (api: ApiProcess): Promise<WireLocation> => (await (await fetch(`${api.url}/api/v2/charging/${PARK_LANE}`)).json()) as WireLocation;
  const push = (api: ApiProcess, updates: unknown[], auth = true): Promise<Response> =>
    fetch(`${api.url}/api/v2/charging/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ updates }),
    });
  const ago = (s: number): string => new Date(Date.now() - s * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');

  it('both replicas serve the same sites, with no status yet', async () => {
    const [sa, sb] = [await site(a), await site(b)];
    assert.equal(sa.charging!.evse_count, 48);
    assert.deepEqual(sb, sa);
    assert.equal(sa.charging!.status_known, 0);
  });

  it('refuses a push without a token, and a batch with a bad item, on both replicas', async () => {
    const uids = (await site(a)).charging!.evses.map((e) => e.uid);
    assert.equal((await push(a, [{ location_id: PARK_LANE, evse_uid: uids[0], status: 'AVAILABLE', last_updated: ago(1) }], false)).status, 401);
    const bad = await push(a, [
      { location_id: PARK_LANE, evse_uid: uids[0], status: 'AVAILABLE', last_updated: ago(1) },
      { location_id: 'S-nowhere', evse_uid: 'x', status: 'AVAILABLE', last_updated: ago(1) },
    ]);
    assert.equal(bad.status, 400);
    await new Promise((r) => setTimeout(r, 300));
    for (const api of [a, b]) assert.equal((await site(api)).charging!.status_known, 0);
  });

  it(`a batch pushed to A is served by both within ${STATUS_VISIBLE_WITHIN_MS} ms`, async () => {
    const uids = (await site(a)).charging!.evses.map((e) => e.uid);
    const sent = performance.now();
    const res = await push(a, [
      { location_id: PARK_LANE, evse_uid: uids[0], status: 'AVAILABLE', last_updated: ago(40) },
      { location_id: PARK_LANE, evse_uid: uids[1], status: 'AVAILABLE', last_updated: ago(40) },
      { location_id: PARK_LANE, evse_uid: uids[2], status: 'CHARGING', last_updated: ago(40) },
      { location_id: PARK_LANE, evse_uid: uids[3], status: 'OUTOFORDER', last_updated: ago(40) },
    ]);
    assert.equal(res.status, 200, await res.clone().text());
    const seen = await Promise.all(
      [a, b].map(async (api) => {
        for (;;) {
          const c = (await site(api)).charging!;
          if (c.available === 2 && c.status_known === 4) return performance.now() - sent;
          if (performance.now() - sent > STATUS_VISIBLE_WITHIN_MS) return Infinity;
          await new Promise((r) => setTimeout(r, 25));
        }
      }),
    );
    console.log(`status batch: served by A after ${seen[0]!.toFixed(0)} ms, by B after ${seen[1]!.toFixed(0)} ms`);
    assert.ok(seen[0]! <= STATUS_VISIBLE_WITHIN_MS && seen[1]! <= STATUS_VISIBLE_WITHIN_MS, 'both within 5 s');
    assert.deepEqual(await site(b), await site(a));
  });
});
