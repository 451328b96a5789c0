/** SQLite: CMS authors, their sessions and tokens (see AuthorsRepository in ../authors.ts). */

import type { AuthorAccount, AuthorSession, AuthorsRepository } from '../authors.ts';
import type { Db } from './db.ts';

export class SqliteAuthorsRepository implements AuthorsRepository {
  constructor(private readonly db: Db) {}

  async add(name: string, passwordHash: string): Promise<boolean> {
    const r = this.db.prepare('INSERT INTO authors (name, password_hash, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING').run(name, passwordHash, new Date().toISOString());
    return r.changes === 1;
  }

  async setPassword(name: string, passwordHash: string): Promise<boolean> {
    return this.db.transaction(() => {
      const changed = this.db.prepare('UPDATE authors SET password_hash = ? WHERE name = ?').run(passwordHash, name).changes === 1;
      // A new password signs the old sessions out.
      if (changed) this.db.prepare('DELETE FROM author_sessions WHERE author = ?').run(name);
      return changed;
    })();
  }

  async remove(name: string): Promise<boolean> {
    return this.db.prepare('DELETE FROM authors WHERE name = ?').run(name).changes === 1;
  }

  async get(name: string): Promise<AuthorAccount | null> {
    return (this.db.prepare('SELECT name, password_hash FROM authors WHERE name = ?').get(name) as AuthorAccount | undefined) ?? null;
  }

  async list(): Promise<string[]> {
    return (this.db.prepare('SELECT name FROM authors ORDER BY name').all() as { name: string }[]).map((r) => r.name);
  }

  async createSession(idHash: Buffer, author: string, csrf: string, expiresAt: Date): Promise<void> {
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM author_sessions WHERE expires_at < ?').run(new Date().toISOString());
      this.db.prepare('INSERT INTO author_sessions (id_hash, author, csrf, expires_at) VALUES (?, ?, ?, ?)').run(idHash, author, csrf, expiresAt.toISOString());
    })();
  }

  async session(idHash: Buffer, now: Date): Promise<AuthorSession | null> {
    const row = this.db.prepare('SELECT author, csrf, expires_at FROM author_sessions WHERE id_hash = ? AND expires_at > ?').get(idHash, now.toISOString()) as
      | AuthorSession
      | undefined;
    return row ?? null;
  }

  async deleteSession(idHash: Buffer): Promise<void> {
    this.db.prepare('DELETE FROM author_sessions WHERE id_hash = ?').run(idHash);
  }

  async addToken(tokenHash: Buffer, author: string, label: string): Promise<void> {
    this.db.prepare('INSERT INTO author_tokens (token_hash, author, label, created_at) VALUES (?, ?, ?, ?)').run(tokenHash, author, label, new Date().toISOString());
  }

  async tokenAuthor(tokenHash: Buffer): Promise<string | null> {
    const row = this.db.prepare('SELECT author FROM author_tokens WHERE token_hash = ?').get(tokenHash) as { author: string } | undefined;
    return row?.author ?? null;
  }
}
