import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { HealthResponse } from '../../src/api/contract.ts';
import { openDatabase } from '../src/store/sqlite/db.ts';
import { startApi } from './api-process.ts';

describe('npm run server', () => {
  it('logs one line with its URL, serves, and shuts down cleanly on SIGTERM', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sl-server-'));
    try {
      const csv = join(dir, 's.csv');
      writeFileSync(csv, 'id,name,lat,lng,opening_hours\nx1,One,51.5,-0.1,24/7\nx2,Two,52.5,-1.9,Mo-Su 06:00-22:00\n');
      const dbPath = join(dir, 'db.sqlite');
      const api = await startApi({ DB_PATH: dbPath, DATA_FILE: csv, CHARGING_DIR: 'off' });
      assert.equal(api.output().trim().split('\n').length, 1, 'one log line');
      const health = (await (await fetch(`${api.url}/health`)).json()) as HealthResponse;
      assert.deepEqual(health, { status: 'ok', stations: 2, store: 'sqlite', data_version: 1 });
      assert.equal(await api.stop('SIGTERM'), 0);
      // The database was closed cleanly and is intact.
      const db = openDatabase({ path: dbPath });
      assert.equal((db.prepare('SELECT count(*) AS n FROM stations').get() as { n: number }).n, 2);
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
