/** SQLite: locator configs with drafts and versions (see ConfigsRepository in ../configs.ts). */

import type { ConfigDraft, ConfigsRepository, ConfigVersionInfo, ConfigVersionKind, ConfigWriteResult, PublishedConfig } from '../configs.ts';
import type { Db } from './db.ts';

interface VersionRow {
  version: number;
  author: string;
  created_at: string;
  kind: ConfigVersionKind;
  restored_from: number | null;
}

export class SqliteConfigsRepository implements ConfigsRepository {
  constructor(private readonly db: Db) {}

  async keys(): Promise<string[]> {
    return (this.db.prepare('SELECT DISTINCT config_key FROM config_versions ORDER BY config_key').all() as { config_key: string }[]).map((r) => r.config_key);
  }

  async published(key: string): Promise<PublishedConfig | null> {
    return this.latest(key) ?? null;
  }

  private latest(key: string): PublishedConfig | undefined {
    return this.db.prepare('SELECT version, body FROM config_versions WHERE config_key = ? ORDER BY version DESC LIMIT 1').get(key) as
      | PublishedConfig
      | undefined;
  }

  async version(key: string, version: number): Promise<string | null> {
    const row = this.db.prepare('SELECT body FROM config_versions WHERE config_key = ? AND version = ?').get(key, version) as { body: string } | undefined;
    return row?.body ?? null;
  }

  async history(key: string): Promise<ConfigVersionInfo[]> {
    return this.db
      .prepare('SELECT version, author, created_at, kind, restored_from FROM config_versions WHERE config_key = ? ORDER BY version DESC')
      .all(key) as VersionRow[];
  }

  async draft(key: string): Promise<ConfigDraft | null> {
    return (this.db.prepare('SELECT body, base_version, author, updated_at FROM config_drafts WHERE config_key = ?').get(key) as ConfigDraft | undefined) ?? null;
  }

  async saveDraft(key: string, body: string, author: string): Promise<ConfigWriteResult> {
    return this.db.transaction((): ConfigWriteResult => {
      const published = this.latest(key);
      if (!published) return { ok: false, reason: 'unknown_config' };
      // A draft keeps the version it was started from: the diff and the stale check compare with it.
      this.db
        .prepare(
          `INSERT INTO config_drafts (config_key, body, base_version, author, updated_at) VALUES (?, ?, ?, ?, ?)
           ON CONFLICT (config_key) DO UPDATE SET body = excluded.body, author = excluded.author, updated_at = excluded.updated_at`,
        )
        .run(key, body, published.version, author, new Date().toISOString());
      return { ok: true, version: published.version };
    }).immediate();
  }

  async discardDraft(key: string): Promise<boolean> {
    return this.db.prepare('DELETE FROM config_drafts WHERE config_key = ?').run(key).changes === 1;
  }

  async publish(key: string, author: string, expectedVersion: number, publishBody: (draft: string) => string): Promise<ConfigWriteResult> {
    return this.db.transaction((): ConfigWriteResult => {
      const published = this.latest(key);
      if (!published) return { ok: false, reason: 'unknown_config' };
      if (published.version !== expectedVersion) return { ok: false, reason: 'stale' };
      const draft = this.db.prepare('SELECT body FROM config_drafts WHERE config_key = ?').get(key) as { body: string } | undefined;
      if (!draft) return { ok: false, reason: 'no_draft' };
      const version = published.version + 1;
      this.insertVersion(key, version, publishBody(draft.body), author, 'publish', null);
      this.db.prepare('DELETE FROM config_drafts WHERE config_key = ?').run(key);
      return { ok: true, version };
    }).immediate();
  }

  async rollback(key: string, author: string, version: number, expectedVersion: number): Promise<ConfigWriteResult> {
    return this.db.transaction((): ConfigWriteResult => {
      const published = this.latest(key);
      if (!published) return { ok: false, reason: 'unknown_config' };
      if (published.version !== expectedVersion) return { ok: false, reason: 'stale' };
      const old = this.db.prepare('SELECT body FROM config_versions WHERE config_key = ? AND version = ?').get(key, version) as { body: string } | undefined;
      if (!old || version === published.version) return { ok: false, reason: 'unknown_version' };
      const next = published.version + 1;
      this.insertVersion(key, next, old.body, author, 'rollback', version);
      return { ok: true, version: next };
    }).immediate();
  }

  async seed(configs: Map<string, string>): Promise<string[]> {
    return this.db.transaction((): string[] => {
      const seeded: string[] = [];
      for (const [key, body] of configs) {
        if (this.latest(key)) continue;
        this.insertVersion(key, 1, body, 'seed', 'seed', null);
        seeded.push(key);
      }
      return seeded;
    }).immediate();
  }

  private insertVersion(key: string, version: number, body: string, author: string, kind: ConfigVersionKind, restoredFrom: number | null): void {
    this.db
      .prepare('INSERT INTO config_versions (config_key, version, body, author, kind, restored_from, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(key, version, body, author, kind, restoredFrom, new Date().toISOString());
  }
}
