/** SQLite: saved routes (see RoutesRepository in ../store.ts for the guarantees). */

import type { SavedRoute, SavedRouteInput } from '../../../../src/api/contract.ts';
import { type RoutesRepository, newSavedRoute } from '../store.ts';
import type { Db } from './db.ts';

interface RouteDbRow {
  id: string;
  name: string;
  route: string;
  created_at: string;
}

export class SqliteRoutesRepository implements RoutesRepository {
  constructor(
    private readonly db: Db,
    readonly maxPerOwner = 50,
  ) {}

  async list(owner: Buffer): Promise<SavedRoute[]> {
    const rows = this.db
      .prepare('SELECT id, name, route, created_at FROM saved_routes WHERE owner_hash = ? ORDER BY created_at, rowid')
      .all(owner) as RouteDbRow[];
    return rows.map(fromDb);
  }

  async get(owner: Buffer, id: string): Promise<SavedRoute | null> {
    const row = this.db
      .prepare('SELECT id, name, route, created_at FROM saved_routes WHERE id = ? AND owner_hash = ?')
      .get(id, owner) as RouteDbRow | undefined;
    return row ? fromDb(row) : null;
  }

  async create(owner: Buffer, input: SavedRouteInput): Promise<SavedRoute | null> {
    // IMMEDIATE: the quota check and the insert hold the write lock together.
    return this.db.transaction((): SavedRoute | null => {
      const { n } = this.db.prepare('SELECT count(*) AS n FROM saved_routes WHERE owner_hash = ?').get(owner) as { n: number };
      if (n >= this.maxPerOwner) return null;
      const route = newSavedRoute(input);
      this.db
        .prepare('INSERT INTO saved_routes (id, owner_hash, name, route, created_at) VALUES (?, ?, ?, ?, ?)')
        .run(route.id, owner, route.name, JSON.stringify(route.route), route.created_at);
      return route;
    }).immediate();
  }

  async delete(owner: Buffer, id: string): Promise<boolean> {
    return this.db.prepare('DELETE FROM saved_routes WHERE id = ? AND owner_hash = ?').run(id, owner).changes === 1;
  }
}

function fromDb(r: RouteDbRow): SavedRoute {
  return { id: r.id, name: r.name, route: JSON.parse(r.route) as SavedRoute['route'], created_at: r.created_at };
}
