/**
 * Saved routes. Every statement carries the owner in its WHERE clause (OWASP API1: BOLA); a route
 * of another owner is indistinguishable from one that never existed.
 */

import { randomBytes } from 'node:crypto';
import type { SavedRoute, SavedRouteInput } from '../../../src/api/contract.ts';
import type { Db } from './db.ts';

interface RouteDbRow {
  id: string;
  name: string;
  route: string;
  created_at: string;
}

export class RoutesRepository {
  constructor(
    private readonly db: Db,
    /** Most routes one visitor may keep. */
    readonly maxPerOwner = 50,
  ) {}

  list(owner: Buffer): SavedRoute[] {
    const rows = this.db
      .prepare('SELECT id, name, route, created_at FROM saved_routes WHERE owner_hash = ? ORDER BY created_at, rowid')
      .all(owner) as RouteDbRow[];
    return rows.map(fromDb);
  }

  get(owner: Buffer, id: string): SavedRoute | null {
    const row = this.db
      .prepare('SELECT id, name, route, created_at FROM saved_routes WHERE id = ? AND owner_hash = ?')
      .get(id, owner) as RouteDbRow | undefined;
    return row ? fromDb(row) : null;
  }

  count(owner: Buffer): number {
    return (this.db.prepare('SELECT count(*) AS n FROM saved_routes WHERE owner_hash = ?').get(owner) as { n: number }).n;
  }

  /** Returns null when the owner is at the quota. */
  create(owner: Buffer, input: SavedRouteInput): SavedRoute | null {
    return this.db.transaction((): SavedRoute | null => {
      if (this.count(owner) >= this.maxPerOwner) return null;
      const route: SavedRoute = {
        id: randomBytes(16).toString('base64url'),
        name: input.name,
        route: input.route,
        created_at: new Date().toISOString(),
      };
      this.db
        .prepare('INSERT INTO saved_routes (id, owner_hash, name, route, created_at) VALUES (?, ?, ?, ?, ?)')
        .run(route.id, owner, route.name, JSON.stringify(route.route), route.created_at);
      return route;
    }).immediate();
  }

  delete(owner: Buffer, id: string): boolean {
    return this.db.prepare('DELETE FROM saved_routes WHERE id = ? AND owner_hash = ?').run(id, owner).changes === 1;
  }
}

function fromDb(r: RouteDbRow): SavedRoute {
  return { id: r.id, name: r.name, route: JSON.parse(r.route) as SavedRoute['route'], created_at: r.created_at };
}
