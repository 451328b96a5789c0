/**
 * Saved routes of anonymous visitors: GET/POST /api/v2/routes, GET/DELETE /api/v2/routes/{id}.
 * The visitor is a random 128-bit secret in an HttpOnly cookie; only its SHA-256 is stored, and
 * every query carries it. Another visitor's route answers exactly like one that never existed.
 */

import { createHash, randomBytes } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SavedRouteInput, SavedRouteOptions, SavedRoutesQuery } from '../../../src/api/contract.ts';
import type { AppContext, CookieSettings } from '../context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { lat, lng } from '../schemas/common.ts';

const SECRET = /^[A-Za-z0-9_-]{22}$/;

export function cookieName(c: CookieSettings): string {
  return c.secure ? `__Host-${c.name}` : c.name;
}

function ownerFrom(req: FastifyRequest, c: CookieSettings): Buffer | null {
  const v = req.cookies[cookieName(c)];
  if (typeof v !== 'string' || !SECRET.test(v)) return null;
  return createHash('sha256').update(v).digest();
}

/** The visitor's owner hash, issuing a new secret cookie when there is none (or a malformed one). */
function ensureOwner(req: FastifyRequest, reply: FastifyReply, c: CookieSettings): Buffer {
  const existing = ownerFrom(req, c);
  if (existing) return existing;
  const secret = randomBytes(16).toString('base64url');
  reply.setCookie(cookieName(c), secret, {
    httpOnly: true,
    path: '/',
    sameSite: c.sameSite,
    secure: c.secure,
    partitioned: c.partitioned,
    maxAge: c.maxAge,
  });
  return createHash('sha256').update(secret).digest();
}

const waypoint = {
  type: 'object',
  required: ['origin', 'description'],
  additionalProperties: false,
  properties: {
    origin: { type: 'object', required: ['lat', 'lng'], additionalProperties: false, properties: { lat, lng } },
    description: { type: 'string', maxLength: 300 },
    place_id: { type: 'string', minLength: 1, maxLength: 300 },
    location: {
      type: 'object',
      required: ['resource', 'id'],
      additionalProperties: false,
      properties: { resource: { type: 'string', minLength: 1, maxLength: 64 }, id: { type: 'string', minLength: 1, maxLength: 128 } },
    },
  },
} as const;

const radius = { type: 'number', minimum: 1, maximum: 25, finite: true } as const;

export const routeBodySchema = {
  type: 'object',
  required: ['name', 'route'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 200 },
    route: {
      type: 'object',
      required: ['waypoints'],
      additionalProperties: false,
      properties: {
        waypoints: { type: 'array', minItems: 2, maxItems: 10, items: waypoint },
        options: {
          type: 'object',
          additionalProperties: false,
          properties: {
            avoid_highways: { type: 'boolean' },
            avoid_tolls: { type: 'boolean' },
            corridor_radius: radius,
            // Older clients' spellings (spec section 3), normalised below.
            avoidHighways: { type: 'boolean' },
            avoidTolls: { type: 'boolean' },
            corridorRadius: radius,
          },
        },
      },
    },
  },
} as const;

/** Older clients' spellings of `SavedRouteOptions` (spec section 3). */
interface LegacySavedRouteOptions {
  avoidHighways: boolean;
  avoidTolls: boolean;
  corridorRadius: number;
}

/**
 * What POST /routes accepts: a `SavedRouteInput` whose options may be missing or partial, in either
 * spelling (`normaliseRoute` makes it a `SavedRouteInput`).
 */
export interface SavedRouteBody extends Omit<SavedRouteInput, 'route'> {
  route: Omit<SavedRouteInput['route'], 'options'> & { options?: Partial<SavedRouteOptions & LegacySavedRouteOptions> };
}

/** Legacy option names and missing options normalised (defaults: no avoidance, radius 5). */
export function normaliseRoute(body: SavedRouteBody): SavedRouteInput {
  const o = body.route.options ?? {};
  return {
    name: body.name,
    route: {
      waypoints: body.route.waypoints,
      options: {
        avoid_highways: o.avoid_highways ?? o.avoidHighways ?? false,
        avoid_tolls: o.avoid_tolls ?? o.avoidTolls ?? false,
        corridor_radius: o.corridor_radius ?? o.corridorRadius ?? 5,
      },
    },
  };
}

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

export const listQuerySchema = {
  type: 'object',
  properties: { format: { type: 'string', enum: ['json'] }, cacheBust: { type: 'string', maxLength: 64 }, locale: { type: 'string', maxLength: 10 } },
} as const;

export async function savedRouteRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { ctx } = opts;
  // Registered here, not on the app: these are the only routes that read or set a cookie, and the
  // plugin's two hooks would otherwise run on every location request.
  await app.register(fastifyCookie);
  app.addHook('onSend', async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get<{ Querystring: SavedRoutesQuery }>('/api/v2/routes', { schema: { querystring: listQuerySchema } }, async (req) => {
    const owner = ownerFrom(req, ctx.cookie);
    return owner ? await ctx.routes.list(owner) : [];
  });

  app.post<{ Body: SavedRouteBody }>('/api/v2/routes', { schema: { body: routeBodySchema } }, async (req, reply) => {
    const owner = ensureOwner(req, reply, ctx.cookie);
    const created = await ctx.routes.create(owner, normaliseRoute(req.body));
    if (!created) throw new HttpError(400, 'bad_request', `At most ${ctx.routes.maxPerOwner} saved routes per visitor`);
    return reply.code(201).send(created);
  });

  app.get<{ Params: { id: string } }>('/api/v2/routes/:id', { schema: { params: idParams } }, async (req) => {
    const owner = ownerFrom(req, ctx.cookie);
    const route = owner ? await ctx.routes.get(owner, req.params.id) : null;
    if (!route) throw notFound('Unknown route');
    return route;
  });

  app.delete<{ Params: { id: string } }>('/api/v2/routes/:id', { schema: { params: idParams } }, async (req, reply) => {
    const owner = ownerFrom(req, ctx.cookie);
    if (!owner || !(await ctx.routes.delete(owner, req.params.id))) throw notFound('Unknown route');
    return reply.code(204).send();
  });
}
