/** Gazetteer for the offline maps engine: /api/v2/places/complete, /reverse, /{id}. */

import type { FastifyInstance } from 'fastify';
import type { CommonQuery, PlacesCompleteQuery, PlacesReverseQuery } from '../../../src/api/contract.ts';
import type { AppContext } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { PLACES_ATTRIBUTION } from '../index/gb-places.ts';
import { common, lat, lng } from '../schemas/common.ts';

const base = { locale: common.locale, format: common.format };

// Request schemas: fastify validates with them, and schemas/contract-check.ts ties each to its contract type.
export const placesCompleteQuerySchema = {
  type: 'object',
  required: ['query'],
  properties: { ...base, query: { type: 'string', minLength: 1, maxLength: 64 }, limit: { type: 'integer', minimum: 1, maximum: 20 } },
} as const;
export const placesReverseQuerySchema = { type: 'object', required: ['lat', 'lng'], properties: { ...base, lat, lng } } as const;
export const placeQuerySchema = { type: 'object', properties: base } as const;

export async function placeRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { ctx } = opts;
  // The towns are GeoNames' (CC BY 4.0): every gazetteer answer names it.
  app.addHook('onSend', async (_req, reply) => {
    void reply.header('X-Data-Attribution', PLACES_ATTRIBUTION);
  });

  app.get<{ Querystring: PlacesCompleteQuery }>(
    '/api/v2/places/complete',
    { schema: { querystring: placesCompleteQuerySchema } },
    // A word the stations know is not a place's slip ("Esso" is not Epsom), and a brand typed whole is
    // not the start of a town's name ("Shell" is not Shelley): `Gazetteer.complete`.
    async (req) => {
      const index = ctx.index;
      const brandKey = req.query.query.trim().toLowerCase().replace(/[^a-z0-9]+/g, '_');
      const isBrand = brandKey !== 'other' && index.brandKeys.includes(brandKey);
      return ctx.gazetteer.complete(req.query.query, req.query.limit ?? 5, req.query.locale, (word) => index.words().range(word).size > 0, isBrand);
    },
  );

  app.get<{ Querystring: PlacesReverseQuery }>(
    '/api/v2/places/reverse',
    { schema: { querystring: placesReverseQuerySchema } },
    async (req) => ctx.gazetteer.reverse(req.query.lat, req.query.lng, req.query.locale),
  );

  app.get<{ Params: { id: string }; Querystring: CommonQuery }>(
    '/api/v2/places/:id',
    {
      schema: {
        params: { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 120 } } },
        querystring: placeQuerySchema,
      },
    },
    async (req) => {
      const place = ctx.gazetteer.get(req.params.id, req.query.locale);
      if (!place) throw notFound('Unknown place');
      return place;
    },
  );
}
