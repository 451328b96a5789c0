/** PostgreSQL: saved routes (see RoutesRepository in ../store.ts for the guarantees). */

import type { SavedRoute, SavedRouteInput } from '../../../../src/api/contract.ts';
import { type RoutesRepository, newSavedRoute } from '../store.ts';
import { OWNER_LOCK_NAMESPACE, type Pool, transaction } from './db.ts';

interface RouteDbRow {
  id: string;
  name: string;
  route: SavedRoute['route'];
  created_at: Date;
}

const COLUMNS = 'id, name, route, created_at';

export class PgRoutesRepository implements RoutesRepository {
  constructor(
    private readonly pool: Pool,
    readonly maxPerOwner = 50,
  ) {}

  async list(owner: Buffer): Promise<SavedRoute[]> {
    const { rows } = await this.pool.query<RouteDbRow>(`SELECT ${COLUMNS} FROM saved_routes WHERE owner_hash = $1 ORDER BY seq`, [owner]);
    return rows.map(fromDb);
  }

  async get(owner: Buffer, id: string): Promise<SavedRoute | null> {
    const { rows } = await this.pool.query<RouteDbRow>(`SELECT ${COLUMNS} FROM saved_routes WHERE id = $1 AND owner_hash = $2`, [id, owner]);
    return rows[0] ? fromDb(rows[0]) : null;
  }

  /**
   * The quota check and the insert run under a lock per owner, held to the end of the
   * transaction: two replicas saving for the same visitor at once cannot both take the last place.
   * (Under READ COMMITTED the count is read after the lock is granted, so it sees the other's row.)
   */
  async create(owner: Buffer, input: SavedRouteInput): Promise<SavedRoute | null> {
    const route = newSavedRoute(input);
    return transaction(this.pool, async (c) => {
      await c.query('SELECT pg_advisory_xact_lock($1::int, $2::int)', [OWNER_LOCK_NAMESPACE, owner.readInt32BE(0)]);
      const inserted = await c.query(
        `INSERT INTO saved_routes (id, owner_hash, name, route, created_at)
         SELECT $1, $2, $3, $4::json, $5 WHERE (SELECT count(*) FROM saved_routes WHERE owner_hash = $2) < $6`,
        [route.id, owner, route.name, JSON.stringify(route.route), route.created_at, this.maxPerOwner],
      );
      return inserted.rowCount === 1 ? route : null;
    });
  }

  async delete(owner: Buffer, id: string): Promise<boolean> {
    return (await this.pool.query('DELETE FROM saved_routes WHERE id = $1 AND owner_hash = $2', [id, owner])).rowCount === 1;
  }
}

function fromDb(r: RouteDbRow): SavedRoute {
  return { id: r.id, name: r.name, route: r.route, created_at: r.created_at.toISOString() };
}
