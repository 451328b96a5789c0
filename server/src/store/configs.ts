/**
 * Locator configs in the store: per resource, environment and locale (the key `resource/env/locale`),
 * a list of versions (the newest is the published one) and at most one draft. Publishing turns the draft
 * into the next version in one transaction; a rollback adds a version with an earlier one's content, so
 * the history only grows and says who did what when. Every replica reads the published config from the
 * store on each request (one indexed read), so a commit is what every replica serves from then on.
 *
 * The repositories store JSON text as given: the routes validate it against the schema first.
 */

export type ConfigVersionKind = 'seed' | 'publish' | 'rollback';

export interface ConfigVersionInfo {
  version: number;
  author: string;
  /** ISO time. */
  created_at: string;
  kind: ConfigVersionKind;
  /** For a rollback: the version whose content it brought back. */
  restored_from: number | null;
}

export interface PublishedConfig {
  version: number;
  body: string;
}

export interface ConfigDraft {
  body: string;
  /** The published version the draft was started from. */
  base_version: number;
  author: string;
  updated_at: string;
}

/** Why a publish or rollback did not happen. */
export type ConfigWriteRefusal = 'no_draft' | 'stale' | 'unknown_version' | 'unknown_config';

export type ConfigWriteResult = { ok: true; version: number } | { ok: false; reason: ConfigWriteRefusal };

export interface ConfigsRepository {
  /** Every key with a published version, sorted. */
  keys(): Promise<string[]>;
  published(key: string): Promise<PublishedConfig | null>;
  version(key: string, version: number): Promise<string | null>;
  history(key: string): Promise<ConfigVersionInfo[]>;
  draft(key: string): Promise<ConfigDraft | null>;
  /** Creates or replaces the draft; `unknown_config` when the key was never seeded or published. */
  saveDraft(key: string, body: string, author: string): Promise<ConfigWriteResult>;
  discardDraft(key: string): Promise<boolean>;
  /**
   * The draft becomes the next version (its body from `publishBody`, which sets the status) and is
   * removed, in one transaction. `expectedVersion`: the published version the author looked at; another
   * publish since then is `stale` and changes nothing.
   */
  publish(key: string, author: string, expectedVersion: number, publishBody: (draft: string) => string): Promise<ConfigWriteResult>;
  /** Adds a version with `version`'s content; `stale` as publish. */
  rollback(key: string, author: string, version: number, expectedVersion: number): Promise<ConfigWriteResult>;
  /** Version 1 of each key that has none yet (first start); returns the keys seeded. */
  seed(configs: Map<string, string>): Promise<string[]>;
}
