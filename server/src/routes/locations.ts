/**
 * Location calls of spec section 7: within_bounds, within_region, nearest_to, complete, show,
 * along_corridor, for the resources `locations` and `non_matching_locations`.
 */

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {
  AlongCorridorListMax,
  AlongCorridorRequest,
  CompleteQuery,
  CorridorDetourWaypointsMax,
  CorridorProfileMax,
  FilterParams,
  LatLngPair,
  NearestToQuery,
  ResourceName,
  ResourceView,
  ShowQuery,
  WireArrival,
  WireDetour,
  WithinBoundsQuery,
  WithinRegionQuery,
} from '../../../src/api/contract.ts';
import type { AppContext } from '../context.ts';
import { type DetourStation, RouterDetours, estimateDetour } from '../directions/detour.ts';
import { cumulativeLengths, type CorridorHit } from '../geo/corridor.ts';
import { profileProblem, secondsAt } from '../geo/time-profile.ts';
import { formatWithOffset, parseIsoInstant } from '../hours/zoned-time.ts';
import { type Box, boxFromCorners, zoomForBox } from '../geo/bounds.ts';
import { roundMetres } from '../geo/haversine.ts';
import { decodePolylineStrict } from '../geo/polyline.ts';
import { NCR_ATTRIBUTION } from '../charging/import.ts';
import type { ClusteredResult } from '../index/cluster-tiles.ts';
import type { CompiledFilter } from '../index/filters.ts';
import type { StationIndex } from '../index/station-index.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { lowerCaseNames } from '../http/header-names.ts';
import { locationsJson, mapColumnsJson, sendJsonText } from '../http/respond.ts';
import { common, fields, lat, latLngPair, layout, lng, resource, zoom } from '../schemas/common.ts';

/** Which views each resource serves (spec section 7; within_region and complete added for locations). */
export const RESOURCE_VIEWS: Record<ResourceName, readonly ResourceView[]> = {
  locations: ['show', 'within_bounds', 'within_region', 'nearest_to', 'along_corridor', 'complete'],
  non_matching_locations: ['within_bounds', 'within_region', 'along_corridor'],
  charging: ['show', 'within_bounds', 'within_region', 'nearest_to', 'along_corridor', 'complete'],
};

export const NEAREST_DEFAULT_LIMIT = 75;
export const MAX_LIMIT = 100;
export const MAX_PAGE = 50;
export const TOTAL_HEADER = 'X-Total-Count';
/** along_corridor with `order: "route"`: the most locations one answer carries (and the default `limit`). */
export const CORRIDOR_LIST_MAX: AlongCorridorListMax = 500;
/** along_corridor `arrival.profile`: at most this many [metres, seconds] pairs. */
export const CORRIDOR_PROFILE_MAX: CorridorProfileMax = 2000;
/** along_corridor `detour_waypoints`: at most this many. */
export const CORRIDOR_DETOUR_WAYPOINTS_MAX: CorridorDetourWaypointsMax = 10;
/** An arrival's departure must be within this long of the server's clock (either way). */
export const DEPARTURE_WINDOW_MS = 366 * 24 * 3600 * 1000;

// Request schemas: fastify validates with them, and schemas/contract-check.ts ties each to its contract type.

export const resourceParams = { type: 'object', required: ['resource'], properties: { resource }, additionalProperties: false } as const;

export const withinBoundsQuerySchema = {
  type: 'object',
  required: ['sw', 'ne'],
  properties: { ...common, sw: latLngPair, ne: latLngPair, zoom, fields, layout },
} as const;

export const withinRegionQuerySchema = {
  type: 'object',
  required: ['region_id'],
  properties: { ...common, region_id: { type: 'string', pattern: '^[A-Za-z]{2}$' }, zoom, fields, layout },
} as const;

export const nearestQuerySchema = {
  type: 'object',
  required: ['lat', 'lng'],
  properties: {
    ...common,
    lat,
    lng,
    limit: { type: 'integer', minimum: 1, maximum: MAX_LIMIT },
    page: { type: 'integer', minimum: 1, maximum: MAX_PAGE },
    per_page: { type: 'integer', minimum: 1, maximum: MAX_LIMIT },
  },
} as const;

export const completeQuerySchema = {
  type: 'object',
  required: ['query'],
  properties: {
    ...common,
    query: { type: 'string', minLength: 1, maxLength: 64 },
    limit: { type: 'integer', minimum: 1, maximum: 20 },
    bounds: {
      type: 'object',
      additionalProperties: false,
      required: ['sw', 'ne'],
      properties: { sw: latLngPair, ne: latLngPair },
    },
  },
} as const;

const showParams = {
  type: 'object',
  required: ['resource', 'id'],
  properties: { resource, id: { type: 'string', minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9_.:-]+$' } },
} as const;

export const showQuerySchema = {
  type: 'object',
  properties: {
    ...common,
    origin: { type: 'object', additionalProperties: false, required: ['lat', 'lng'], properties: { lat, lng } },
  },
} as const;

/** The along_corridor body; `line` at most `maxLineChars` long (the server's polyline limits). */
export function corridorBodySchema(maxLineChars: number) {
  return {
    type: 'object',
    required: ['line', 'corridor_radius'],
    properties: {
      ...common,
      bounds: { type: 'object', additionalProperties: false, required: ['sw', 'ne'], properties: { sw: latLngPair, ne: latLngPair } },
      line: { type: 'string', minLength: 1, maxLength: maxLineChars },
      corridor_radius: { type: 'number', minimum: 1, maximum: 25, finite: true },
      zoom,
      order: { type: 'string', enum: ['route'] },
      limit: { type: 'integer', minimum: 1, maximum: CORRIDOR_LIST_MAX, finite: true },
      arrival: {
        type: 'object',
        additionalProperties: false,
        required: ['departure', 'profile'],
        properties: {
          departure: { type: 'string', minLength: 16, maxLength: 40 },
          profile: {
            type: 'array',
            minItems: 2,
            maxItems: CORRIDOR_PROFILE_MAX,
            items: { type: 'array', minItems: 2, maxItems: 2, items: { type: 'integer', minimum: 0, maximum: 100_000_000, finite: true } },
          },
        },
      },
      detour_waypoints: { type: 'array', minItems: 2, maxItems: CORRIDOR_DETOUR_WAYPOINTS_MAX, items: latLngPair },
      avoid_tolls: { type: 'boolean' },
      avoid_highways: { type: 'boolean' },
    },
  } as const;
}

interface ResourceParams {
  resource: ResourceName;
}

function checkView(res: ResourceName, view: ResourceView): void {
  if (!RESOURCE_VIEWS[res].includes(view)) throw badRequest(`view ${view} is not available for resource ${res}`);
}

/** The index a resource reads (read once per request: an import may swap it meanwhile). */
function indexFor(ctx: AppContext, res: ResourceName): StationIndex {
  return res === 'charging' ? ctx.charging : ctx.index;
}

function filterFor(index: StationIndex, res: ResourceName, params: FilterParams): CompiledFilter {
  return index.compile(params, res === 'non_matching_locations');
}

function toBox(ctx: AppContext, sw: LatLngPair, ne: LatLngPair): Box {
  const box = boxFromCorners(sw, ne, ctx.boxLimits);
  if (typeof box === 'string') throw badRequest(box);
  return box;
}

/** `metaHeaders`: the context's, from `lowerCaseNames`. */
function withMeta(metaHeaders: Readonly<Record<string, string>>, reply: FastifyReply, res: ResourceName): FastifyReply {
  void reply.headers(metaHeaders);
  // Charging sites are another data set, under its own attribution.
  if (res === 'charging') reply.header('x-data-attribution', NCR_ATTRIBUTION);
  return reply;
}

/** The query a within_bounds or within_region answer is asked with: filters, projection, layout, zoom. */
type WithinBoxQuery = Pick<WithinBoundsQuery, 'with_any' | 'with_all' | 'fields' | 'layout' | 'zoom'>;

/** Rebuilds a query string for Link headers from the validated query (never from raw input). */
function linkQuery(q: NearestToQuery, page: number, perPage: number): string {
  const parts: string[] = [];
  const add = (k: string, v: string | number): void => void parts.push(`${k}=${encodeURIComponent(String(v))}`);
  add('lat', q.lat);
  add('lng', q.lng);
  add('page', page);
  add('per_page', perPage);
  for (const mode of ['with_any', 'with_all'] as const) {
    const sel = q[mode];
    if (!sel) continue;
    for (const [g, names] of Object.entries(sel)) for (const n of names ?? []) add(`${mode}[${g}][]`, n);
  }
  if (q.locale !== undefined) add('locale', q.locale);
  if (q.format === 'json') add('format', 'json');
  return parts.join('&');
}

export async function locationRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { ctx } = opts;
  const metaHeaders = lowerCaseNames(ctx.metaHeaders);

  /**
   * within_bounds and within_region: the stations in `box` (clusters where dense), cacheable for a
   * minute; each station whole, or only its map fields with `fields=map` (the same stations and clusters),
   * as a list or, with `layout=columns`, as one array per field.
   */
  function sendWithinBox(reply: FastifyReply, res: ResourceName, box: Box, q: WithinBoxQuery): Promise<void> | undefined {
    if (q.layout === 'columns' && q.fields !== 'map') throw badRequest('layout=columns needs fields=map');
    // The index that compiles the filter: an import may swap ctx.index while this request waits.
    const index = indexFor(ctx, res);
    const r = index.withinBoundsOrWait(box, filterFor(index, res, q), q.zoom);
    // Most boxes need no wait: answered now, with no promise for fastify to follow.
    if (r instanceof Promise) return r.then((ready) => sendBoxAnswer(reply, res, index, ready, q));
    sendBoxAnswer(reply, res, index, r, q);
    return undefined;
  }

  function sendBoxAnswer(reply: FastifyReply, res: ResourceName, index: StationIndex, r: ClusteredResult, q: WithinBoxQuery): void {
    const now = ctx.now();
    withMeta(metaHeaders, reply, res).header('cache-control', 'public, max-age=60');
    // Sent, not returned: a returned reply is a thenable, and resolving the promises with it costs
    // a few more microtask turns per request.
    if (q.layout === 'columns') sendJsonText(reply, mapColumnsJson(index.mapColumnsJson(r.locations, now), r.clusterJson));
    else sendJsonText(reply, locationsJson(index.jsonBytesOf(r.locations, now, q.fields ?? 'whole'), r.clusterJson));
  }

  app.get<{ Params: ResourceParams; Querystring: WithinBoundsQuery }>(
    '/api/v2/:resource/within_bounds',
    { schema: { params: resourceParams, querystring: withinBoundsQuerySchema } },
    // Not async: a box answered at once is sent before this returns, and a throw here is answered
    // by fastify as a rejected promise would be; a box that waits for clusters returns its promise.
    (req, reply) => {
      checkView(req.params.resource, 'within_bounds');
      return sendWithinBox(reply, req.params.resource, toBox(ctx, req.query.sw, req.query.ne), req.query);
    },
  );

  app.get<{ Params: ResourceParams; Querystring: WithinRegionQuery }>(
    '/api/v2/:resource/within_region',
    { schema: { params: resourceParams, querystring: withinRegionQuerySchema } },
    (req, reply) => {
      checkView(req.params.resource, 'within_region');
      const country = ctx.gazetteer.country(req.query.region_id.toUpperCase());
      if (!country) throw notFound('Unknown region');
      const box: Box = { south: country.south, west: country.west, north: country.north, east: country.east };
      return sendWithinBox(reply, req.params.resource, box, req.query);
    },
  );

  app.get<{ Params: ResourceParams; Querystring: NearestToQuery }>(
    '/api/v2/:resource/nearest_to',
    { schema: { params: resourceParams, querystring: nearestQuerySchema } },
    async (req, reply) => {
      checkView(req.params.resource, 'nearest_to');
      const q = req.query;
      const paginated = q.page !== undefined || q.per_page !== undefined;
      if (paginated && q.limit !== undefined) throw badRequest('use either limit or page and per_page');
      const index = indexFor(ctx, req.params.resource);
      const filter = filterFor(index, req.params.resource, q);
      const now = ctx.now();
      const page = q.page ?? 1;
      const perPage = q.per_page ?? 20;
      const count = paginated ? page * perPage : (q.limit ?? NEAREST_DEFAULT_LIMIT);
      let hits = index.nearest(q.lat, q.lng, count, filter);
      if (paginated) {
        hits = hits.slice((page - 1) * perPage);
        const total = index.countMatching(filter);
        const last = Math.max(1, Math.min(MAX_PAGE, Math.ceil(total / perPage)));
        const base = `${req.url.split('?')[0]}?`;
        const links = [`<${base}${linkQuery(q, 1, perPage)}>; rel="first"`];
        if (page > 1) links.push(`<${base}${linkQuery(q, Math.min(page - 1, last), perPage)}>; rel="prev"`);
        if (page < last) links.push(`<${base}${linkQuery(q, page + 1, perPage)}>; rel="next"`);
        links.push(`<${base}${linkQuery(q, last, perPage)}>; rel="last"`);
        reply.header('Link', links.join(', ')).header(TOTAL_HEADER, String(total));
      }
      const locations = hits.map((h) => index.json(h.index, now, { distance: roundMetres(h.distance) }));
      return sendJsonText(withMeta(metaHeaders, reply, req.params.resource), locationsJson(locations, []));
    },
  );

  app.get<{ Params: ResourceParams; Querystring: CompleteQuery }>(
    '/api/v2/:resource/complete',
    { schema: { params: resourceParams, querystring: completeQuerySchema } },
    async (req) => {
      checkView(req.params.resource, 'complete');
      const q = req.query;
      const bias = q.bounds ? toBox(ctx, q.bounds.sw, q.bounds.ne) : undefined;
      const index = indexFor(ctx, req.params.resource);
      return index.complete(q.query, q.limit ?? 5, filterFor(index, req.params.resource, q), bias);
    },
  );

  app.get<{ Params: ResourceParams & { id: string }; Querystring: ShowQuery }>(
    '/api/v2/:resource/:id',
    { schema: { params: showParams, querystring: showQuerySchema } },
    async (req, reply: FastifyReply) => {
      checkView(req.params.resource, 'show');
      const index = indexFor(ctx, req.params.resource);
      const i = index.indexOf(req.params.id);
      if (i === undefined) throw notFound('Unknown location');
      const o = req.query.origin;
      const extra = o ? { distance: index.distanceFrom(i, o.lat, o.lng) } : {};
      return sendJsonText(reply, index.json(i, ctx.now(), extra));
    },
  );

  app.post<{ Params: ResourceParams; Body: AlongCorridorRequest }>(
    '/api/v2/:resource/along_corridor',
    { schema: { params: resourceParams, body: corridorBodySchema(ctx.polylineLimits.maxChars) } },
    async (req: FastifyRequest<{ Params: ResourceParams; Body: AlongCorridorRequest }>, reply) => {
      checkView(req.params.resource, 'along_corridor');
      const b = req.body;
      for (const field of ['limit', 'arrival', 'detour_waypoints', 'avoid_tolls', 'avoid_highways'] as const) {
        if (b[field] !== undefined && b.order !== 'route') throw badRequest(`${field} needs order "route"`);
      }
      const arrival = b.arrival ? { departure: departureOf(b.arrival.departure, ctx.now()), profile: b.arrival.profile } : null;
      const waypoints = b.detour_waypoints?.map(checkedPoint);
      const line = decodePolylineStrict(b.line, ctx.polylineLimits);
      if (typeof line === 'string') throw badRequest(line);
      const viewport = b.bounds ? toBox(ctx, b.bounds.sw, b.bounds.ne) : undefined;
      const res = req.params.resource;
      const index = indexFor(ctx, res);
      const filter = filterFor(index, res, b);
      const now = ctx.now();
      const hits = index.corridor(line, b.corridor_radius * 1000, filter);
      if (b.order === 'route') {
        // The complete list (e.g. for a list beside the map): never clustered, capped, with the total.
        const shown = hits.slice(0, b.limit ?? CORRIDOR_LIST_MAX);
        const problem = arrival && profileProblem(arrival.profile, cumulativeLengths(line).at(-1) ?? 0);
        if (problem) throw badRequest(problem);
        let detours: RouterDetours | null = null;
        if (waypoints) {
          const router = await ctx.motorways().catch((err: unknown) => {
            req.log.error({ err }, 'motorway network not available: straight detours');
            return null;
          });
          detours = new RouterDetours(router, waypoints, line, { avoidTolls: b.avoid_tolls ?? false, avoidHighways: b.avoid_highways ?? false });
        }
        const locations = shown.map((h) => {
          const station = detourStation(index.stations[h.index]!, h);
          const detour: WireDetour = detours ? detours.detour(station) : estimateDetour(h.distanceFromRoute);
          if (!arrival) return index.corridorJson(h, now, { detour });
          const secondsThere = secondsAt(arrival.profile, h.distanceAlongRoute) + detour.seconds / 2;
          return index.corridorJson(h, now, { detour, arrival: arrivalAt(index, h, arrival.departure, secondsThere) });
        });
        withMeta(metaHeaders, reply, res).header(TOTAL_HEADER, String(hits.length));
        return sendJsonText(reply, locationsJson(locations, [], hits.length));
      }
      if (hits.length <= index.options.clusterThreshold) {
        return sendJsonText(withMeta(metaHeaders, reply, res), locationsJson(hits.map((h) => index.corridorJson(h, now)), []));
      }
      // Many stations: cluster them for the viewport (or the route's box) like within_bounds.
      const box = viewport ?? routeBox(line);
      const z = b.zoom ?? zoomForBox(box);
      const clustered = index.clusterSubset(hits.map((h) => h.index), box, z);
      const keep = new Set(clustered.locations);
      const locations = hits.filter((h) => keep.has(h.index)).map((h) => index.corridorJson(h, now));
      return sendJsonText(withMeta(metaHeaders, reply, res), locationsJson(locations, clustered.clusterJson));
    },
  );
}

function routeBox(line: [number, number][]): Box {
  let south = 90;
  let north = -90;
  let west = 180;
  let east = -180;
  for (const [la, ln] of line) {
    south = Math.min(south, la);
    north = Math.max(north, la);
    west = Math.min(west, ln);
    east = Math.max(east, ln);
  }
  return { south, west, north, east };
}

/** The departure instant of an arrival, within `DEPARTURE_WINDOW_MS` of `now`; a 400 otherwise. */
function departureOf(text: string, now: Date): Date {
  const departure = parseIsoInstant(text);
  if (!departure) throw badRequest('arrival.departure must be an ISO 8601 date-time with Z or an offset');
  if (Math.abs(departure.getTime() - now.getTime()) > DEPARTURE_WINDOW_MS) throw badRequest('arrival.departure must be within a year of now');
  return departure;
}

function checkedPoint([pointLat, pointLng]: LatLngPair): { lat: number; lng: number } {
  if (Math.abs(pointLat) > 90 || Math.abs(pointLng) > 180) throw badRequest('detour_waypoints must be [lat, lng] pairs in range');
  return { lat: pointLat, lng: pointLng };
}

function detourStation(r: { lat: number; lng: number; is_motorway: boolean }, h: CorridorHit): DetourStation {
  return { lat: r.lat, lng: r.lng, isMotorway: r.is_motorway, distanceFromRoute: h.distanceFromRoute, distanceAlongRoute: h.distanceAlongRoute };
}

/** The station at `secondsAfterDeparture` (rounded to the second): its ETA and status then. */
function arrivalAt(index: AppContext['index'], h: CorridorHit, departure: Date, secondsAfterDeparture: number): WireArrival {
  const eta = new Date(departure.getTime() + Math.round(secondsAfterDeparture) * 1000);
  const r = index.stations[h.index]!;
  return { eta: formatWithOffset(eta, r.timezone), ...index.statusAt(h.index, eta) };
}
