/** PostgreSQL: CMS authors, their sessions and tokens (see AuthorsRepository in ../authors.ts). */

import type { AuthorAccount, AuthorSession, AuthorsRepository } from '../authors.ts';
import { type Pool, transaction } from './db.ts';

export class PgAuthorsRepository implements AuthorsRepository {
  constructor(private readonly pool: Pool) {}

  async add(name: string, passwordHash: string): Promise<boolean> {
    const r = await this.pool.query('INSERT INTO authors (name, password_hash) VALUES ($1, $2) ON CONFLICT DO NOTHING', [name, passwordHash]);
    return r.rowCount === 1;
  }

  async setPassword(name: string, passwordHash: string): Promise<boolean> {
    return transaction(this.pool, async (c) => {
      const changed = (await c.query('UPDATE authors SET password_hash = $1 WHERE name = $2', [passwordHash, name])).rowCount === 1;
      // A new password signs the old sessions out.
      if (changed) await c.query('DELETE FROM author_sessions WHERE author = $1', [name]);
      return changed;
    });
  }

  async remove(name: string): Promise<boolean> {
    return (await this.pool.query('DELETE FROM authors WHERE name = $1', [name])).rowCount === 1;
  }

  async get(name: string): Promise<AuthorAccount | null> {
    const { rows } = await this.pool.query<AuthorAccount>('SELECT name, password_hash FROM authors WHERE name = $1', [name]);
    return rows[0] ?? null;
  }

  async list(): Promise<string[]> {
    return (await this.pool.query<{ name: string }>('SELECT name FROM authors ORDER BY name')).rows.map((r) => r.name);
  }

  async createSession(idHash: Buffer, author: string, csrf: string, expiresAt: Date): Promise<void> {
    await this.pool.query('DELETE FROM author_sessions WHERE expires_at < now()');
    await this.pool.query('INSERT INTO author_sessions (id_hash, author, csrf, expires_at) VALUES ($1, $2, $3, $4)', [idHash, author, csrf, expiresAt]);
  }

  async session(idHash: Buffer, now: Date): Promise<AuthorSession | null> {
    const { rows } = await this.pool.query<{ author: string; csrf: string; expires_at: Date }>(
      'SELECT author, csrf, expires_at FROM author_sessions WHERE id_hash = $1 AND expires_at > $2',
      [idHash, now],
    );
    const row = rows[0];
    return row ? { author: row.author, csrf: row.csrf, expires_at: row.expires_at.toISOString() } : null;
  }

  async deleteSession(idHash: Buffer): Promise<void> {
    await this.pool.query('DELETE FROM author_sessions WHERE id_hash = $1', [idHash]);
  }

  async addToken(tokenHash: Buffer, author: string, label: string): Promise<void> {
    await this.pool.query('INSERT INTO author_tokens (token_hash, author, label) VALUES ($1, $2, $3)', [tokenHash, author, label]);
  }

  async tokenAuthor(tokenHash: Buffer): Promise<string | null> {
    const { rows } = await this.pool.query<{ author: string }>('SELECT author FROM author_tokens WHERE token_hash = $1', [tokenHash]);
    return rows[0]?.author ?? null;
  }
}
