/**
 * POST /api/v2/directions: driving directions over the GB motorway network for the offline maps
 * engine (straight connectors to and from it, straight legs where it cannot help).
 */

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DirectionsRequest, DirectionsResponse } from '../../../src/api/contract.ts';
import type { AppContext } from '../context.ts';
import { planDirections } from '../directions/directions.ts';
import { MOTORWAY_ATTRIBUTION } from '../directions/motorways.ts';
import type { MotorwayRouter } from '../directions/router.ts';
import { common, lat, lng } from '../schemas/common.ts';

export const MAX_WAYPOINTS = 25;

const waypoint = {
  type: 'object',
  required: ['lat', 'lng'],
  additionalProperties: false,
  properties: { lat, lng, label: { type: 'string', maxLength: 200 } },
} as const;

/** The body schema: fastify validates with it, and schemas/contract-check.ts ties it to `DirectionsRequest`. */
export const directionsBodySchema = {
  type: 'object',
  required: ['waypoints'],
  properties: {
    locale: common.locale,
    format: common.format,
    waypoints: { type: 'array', minItems: 2, maxItems: MAX_WAYPOINTS, items: waypoint },
    avoid_tolls: { type: 'boolean', default: false },
    avoid_highways: { type: 'boolean', default: false },
  },
} as const;

export async function directionsRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { ctx } = opts;

  app.post(
    '/api/v2/directions',
    {
      // Each leg is a graph search: a tighter limit than the global one (ignored when rate limiting is off).
      config: ctx.directionsRateLimit ? { rateLimit: { max: ctx.directionsRateLimit.max, timeWindow: ctx.directionsRateLimit.timeWindowMs } } : {},
      schema: { body: directionsBodySchema },
    },
    async (req: FastifyRequest<{ Body: DirectionsRequest }>, reply): Promise<DirectionsResponse> => {
      const { waypoints, avoid_tolls = false, avoid_highways = false, locale } = req.body;
      const options = { avoidTolls: avoid_tolls, avoidHighways: avoid_highways, locale };
      void reply.header('X-Data-Attribution', MOTORWAY_ATTRIBUTION);
      let router: MotorwayRouter | null = null;
      try {
        router = await ctx.motorways();
      } catch (err) {
        req.log.error({ err }, 'motorway network not available: straight routes only');
      }
      try {
        return planDirections(router, waypoints, options);
      } catch (err) {
        // A request the graph cannot answer still gets a route: the straight one.
        req.log.error({ err }, 'motorway routing failed: straight route');
        return planDirections(null, waypoints, options);
      }
    },
  );
}
