/**
 * EVSE status reports (resource `charging`): `POST /api/v2/charging/status`, one EVSE or a batch as
 * an OCPI push would bring them, for authors' API tokens (`Authorization: Bearer …`, the config
 * authoring API's credentials: `npm run author -- token NAME`). A batch is checked whole against the
 * sites served and written in one transaction: all of it or, with any bad item, none (the answer
 * names each bad item). Every replica applies it when its store tells it (as imports reach them).
 */

import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { EvseStatusRequest, EvseStatusResponse } from '../../../src/api/contract.ts';
import { authorRateLimit, DEFAULT_AUTHOR_SETTINGS, requireAuthor } from '../authors/auth.ts';
import { EVSE_STATUSES } from '../charging/types.ts';
import type { AppContext } from '../context.ts';
import { badRequest } from '../http/errors.ts';
import { syncStatuses } from '../station-data.ts';
import type { EvseStatusRow, Store } from '../store/store.ts';

/** Most reports in one call. */
export const STATUS_BATCH_MAX = 500;
/** A report from the future beyond this (clock skew) is refused. */
const FUTURE_SKEW_MS = 5 * 60_000;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** The body schema: fastify validates with it, and schemas/contract-check.ts ties it to `EvseStatusRequest`. */
export const statusBodySchema = {
  type: 'object',
  required: ['updates'],
  additionalProperties: false,
  properties: {
    updates: {
      type: 'array',
      minItems: 1,
      maxItems: STATUS_BATCH_MAX,
      items: {
        type: 'object',
        required: ['location_id', 'evse_uid', 'status', 'last_updated'],
        additionalProperties: false,
        properties: {
          location_id: { type: 'string', minLength: 1, maxLength: 128 },
          evse_uid: { type: 'string', minLength: 1, maxLength: 80 },
          status: { type: 'string', enum: [...EVSE_STATUSES] },
          last_updated: { type: 'string', minLength: 20, maxLength: 40 },
        },
      },
    },
  },
} as const;

export async function chargingRoutes(app: FastifyInstance, opts: { ctx: AppContext; store: Store }): Promise<void> {
  const { ctx, store } = opts;
  await app.register(fastifyCookie);
  const limit = authorRateLimit(app, DEFAULT_AUTHOR_SETTINGS.writeRateLimit, 'charging-status');

  app.post<{ Body: EvseStatusRequest }>(
    '/api/v2/charging/status',
    {
      preHandler: [limit, requireAuthor(store.authors, { write: true, now: ctx.now })],
      schema: { body: statusBodySchema },
    },
    async (req, reply): Promise<EvseStatusResponse> => {
      const index = ctx.charging;
      const now = ctx.now().getTime();
      const problems: string[] = [];
      const rows: EvseStatusRow[] = [];
      req.body.updates.forEach((u, k) => {
        const i = index.indexOf(u.location_id);
        const site = i === undefined ? undefined : index.stations[i]!.charging;
        const at = DATE_TIME.test(u.last_updated) ? Date.parse(u.last_updated) : NaN;
        if (!site) problems.push(`updates[${k}]: unknown location ${u.location_id}`);
        else if (!site.evses.some((e) => e.uid === u.evse_uid)) problems.push(`updates[${k}]: location ${u.location_id} has no EVSE ${u.evse_uid}`);
        else if (Number.isNaN(at)) problems.push(`updates[${k}]: last_updated must be an RFC 3339 UTC date-time (…Z)`);
        else if (at > now + FUTURE_SKEW_MS) problems.push(`updates[${k}]: last_updated is in the future`);
        else rows.push({ site_id: u.location_id, evse_uid: u.evse_uid, status: u.status, status_updated_at: new Date(at).toISOString().replace('.000Z', 'Z') });
      });
      if (problems.length > 0) throw badRequest(`Nothing applied: ${problems.slice(0, 10).join('; ')}${problems.length > 10 ? `; and ${problems.length - 10} more` : ''}`);
      const seq = await store.stations.writeEvseStatuses(rows);
      // This replica answers with it at once; the others when the store's notice reaches them.
      await syncStatuses(store.stations, ctx);
      void reply.header('Cache-Control', 'no-store');
      return { applied: rows.length, seq };
    },
  );
}
