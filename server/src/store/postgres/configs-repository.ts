/**
 * PostgreSQL: locator configs with drafts and versions (see ConfigsRepository in ../configs.ts). Writes
 * to one config run under a lock per config key, held to the end of the transaction: two replicas
 * publishing at once queue, and the second finds the version moved (`stale`) rather than both writing
 * the same next version.
 */

import type { ConfigDraft, ConfigsRepository, ConfigVersionInfo, ConfigVersionKind, ConfigWriteResult, PublishedConfig } from '../configs.ts';
import { type Client, LOCK_NAMESPACE, type Pool, transaction } from './db.ts';

/** Config writes lock per key: the namespace + 2 (+ 1 is the saved routes'), and the key's hash. */
const CONFIG_LOCK_NAMESPACE = LOCK_NAMESPACE + 2;

interface VersionRow {
  version: number;
  author: string;
  created_at: Date;
  kind: ConfigVersionKind;
  restored_from: number | null;
}

async function lockKey(c: Client, key: string): Promise<void> {
  await c.query('SELECT pg_advisory_xact_lock($1::int, hashtext($2))', [CONFIG_LOCK_NAMESPACE, key]);
}

async function latest(c: Client | Pool, key: string): Promise<PublishedConfig | undefined> {
  const { rows } = await c.query<PublishedConfig>('SELECT version, body::text AS body FROM config_versions WHERE config_key = $1 ORDER BY version DESC LIMIT 1', [key]);
  return rows[0];
}

async function insertVersion(c: Client, key: string, version: number, body: string, author: string, kind: ConfigVersionKind, restoredFrom: number | null): Promise<void> {
  await c.query('INSERT INTO config_versions (config_key, version, body, author, kind, restored_from) VALUES ($1, $2, $3::json, $4, $5, $6)', [
    key,
    version,
    body,
    author,
    kind,
    restoredFrom,
  ]);
}

export class PgConfigsRepository implements ConfigsRepository {
  constructor(private readonly pool: Pool) {}

  async keys(): Promise<string[]> {
    const { rows } = await this.pool.query<{ config_key: string }>('SELECT DISTINCT config_key FROM config_versions ORDER BY config_key');
    return rows.map((r) => r.config_key);
  }

  async published(key: string): Promise<PublishedConfig | null> {
    return (await latest(this.pool, key)) ?? null;
  }

  async version(key: string, version: number): Promise<string | null> {
    const { rows } = await this.pool.query<{ body: string }>('SELECT body::text AS body FROM config_versions WHERE config_key = $1 AND version = $2', [key, version]);
    return rows[0]?.body ?? null;
  }

  async history(key: string): Promise<ConfigVersionInfo[]> {
    const { rows } = await this.pool.query<VersionRow>(
      'SELECT version, author, created_at, kind, restored_from FROM config_versions WHERE config_key = $1 ORDER BY version DESC',
      [key],
    );
    return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
  }

  async draft(key: string): Promise<ConfigDraft | null> {
    const { rows } = await this.pool.query<Omit<ConfigDraft, 'updated_at'> & { updated_at: Date }>(
      'SELECT body::text AS body, base_version, author, updated_at FROM config_drafts WHERE config_key = $1',
      [key],
    );
    const row = rows[0];
    return row ? { ...row, updated_at: row.updated_at.toISOString() } : null;
  }

  async saveDraft(key: string, body: string, author: string): Promise<ConfigWriteResult> {
    return transaction(this.pool, async (c) => {
      await lockKey(c, key);
      const published = await latest(c, key);
      if (!published) return { ok: false, reason: 'unknown_config' };
      await c.query(
        `INSERT INTO config_drafts (config_key, body, base_version, author, updated_at) VALUES ($1, $2::json, $3, $4, now())
         ON CONFLICT (config_key) DO UPDATE SET body = excluded.body, author = excluded.author, updated_at = excluded.updated_at`,
        [key, body, published.version, author],
      );
      return { ok: true, version: published.version };
    });
  }

  async discardDraft(key: string): Promise<boolean> {
    return (await this.pool.query('DELETE FROM config_drafts WHERE config_key = $1', [key])).rowCount === 1;
  }

  async publish(key: string, author: string, expectedVersion: number, publishBody: (draft: string) => string): Promise<ConfigWriteResult> {
    return transaction(this.pool, async (c) => {
      await lockKey(c, key);
      const published = await latest(c, key);
      if (!published) return { ok: false, reason: 'unknown_config' };
      if (published.version !== expectedVersion) return { ok: false, reason: 'stale' };
      const { rows } = await c.query<{ body: string }>('SELECT body::text AS body FROM config_drafts WHERE config_key = $1', [key]);
      const draft = rows[0];
      if (!draft) return { ok: false, reason: 'no_draft' };
      const version = published.version + 1;
      await insertVersion(c, key, version, publishBody(draft.body), author, 'publish', null);
      await c.query('DELETE FROM config_drafts WHERE config_key = $1', [key]);
      return { ok: true, version };
    });
  }

  async rollback(key: string, author: string, version: number, expectedVersion: number): Promise<ConfigWriteResult> {
    return transaction(this.pool, async (c) => {
      await lockKey(c, key);
      const published = await latest(c, key);
      if (!published) return { ok: false, reason: 'unknown_config' };
      if (published.version !== expectedVersion) return { ok: false, reason: 'stale' };
      const { rows } = await c.query<{ body: string }>('SELECT body::text AS body FROM config_versions WHERE config_key = $1 AND version = $2', [key, version]);
      const old = rows[0];
      if (!old || version === published.version) return { ok: false, reason: 'unknown_version' };
      const next = published.version + 1;
      await insertVersion(c, key, next, old.body, author, 'rollback', version);
      return { ok: true, version: next };
    });
  }

  /** Replicas starting together seed under the same locks: each key gets one version 1. */
  async seed(configs: Map<string, string>): Promise<string[]> {
    return transaction(this.pool, async (c) => {
      const seeded: string[] = [];
      for (const [key, body] of configs) {
        await lockKey(c, key);
        if (await latest(c, key)) continue;
        await insertVersion(c, key, 1, body, 'seed', 'seed', null);
        seeded.push(key);
      }
      return seeded;
    });
  }
}
