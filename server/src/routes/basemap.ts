/**
 * The demo's own map, on the API's origin (server/src/basemap/):
 *
 *   GET /map/style.json                               the MapLibre style (no-cache + ETag: it names the tiles' version)
 *   GET /map/tiles/{version}/{z}/{x}/{y}.pbf          vector tiles, immutable (the version is the data's hash)
 *   GET /map/fonts/{fontstack}/{start}-{end}.pbf      glyph PBFs (a week + ETag)
 *
 * All three go gzipped to a client that takes gzip (the API compresses nothing else): tiles and glyphs
 * are compressed once and kept, the style (3 KB, written for the request's origin) per request.
 *
 * The data is read when the style is first asked for (about half a second, while the browser reads
 * the style), not at start, so the API's start and its tests that never draw a map do not pay for it.
 */

import { gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BASEMAP_FILES, type BasemapFiles, BasemapTiles, GlyphStore, basemapStyle, dataVersion, readBasemapLayers, validTile } from '../basemap/index.ts';
import { IMMUTABLE } from '../http/cache-control.ts';
import { badRequest, notFound } from '../http/errors.ts';

export interface BasemapRouteOptions {
  files?: BasemapFiles;
  fontsDir?: string;
  /** Encoded tiles kept in memory (default 2,000, a few tens of MB at most). */
  tileCacheSize?: number;
}

export const TILE_TYPE = 'application/vnd.mapbox-vector-tile';
export const GLYPH_TYPE = 'application/x-protobuf';
const A_WEEK = 'public, max-age=604800';

/** A Host header as a browser sends it: a name or an IPv4 or bracketed IPv6 address, and a port. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,62})(?:\.[a-z0-9](?:[a-z0-9-]{0,62}))*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** Map requests come in bursts (a view is a dozen tiles, a pan a dozen more): a wider window than the API's. */
const MAP_RATE_LIMIT = { rateLimit: { max: 6000, timeWindow: 60_000 } };

const acceptsGzip = (req: FastifyRequest): boolean => /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));

/** Sends `gzipped` as it is to a client that takes gzip (every browser), else `plain`. */
function sendEncoded(req: FastifyRequest, reply: FastifyReply, gzipped: Buffer, plain: () => Buffer): FastifyReply {
  void reply.header('Vary', 'Accept-Encoding');
  if (acceptsGzip(req)) return reply.header('Content-Encoding', 'gzip').send(gzipped);
  return reply.send(plain());
}

function notModified(req: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  void reply.header('ETag', etag);
  if (req.headers['if-none-match'] !== etag) return false;
  void reply.code(304).send();
  return true;
}

export async function basemapRoutes(app: FastifyInstance, opts: BasemapRouteOptions = {}): Promise<void> {
  const files = opts.files ?? BASEMAP_FILES;
  const version = dataVersion(files);
  const glyphs = new GlyphStore(opts.fontsDir);
  let tiles: Promise<BasemapTiles> | null = null;
  const loadTiles = (): Promise<BasemapTiles> => {
    if (!tiles) {
      const loading = readBasemapLayers(files).then((layers) => new BasemapTiles(layers, opts.tileCacheSize));
      // A failed read is not kept: the next request tries again.
      loading.catch(() => {
        tiles = null;
      });
      tiles = loading;
    }
    return tiles;
  };

  app.get('/map/style.json', { config: MAP_RATE_LIMIT }, async (req, reply) => {
    const host = req.host;
    if (!HOST.test(host)) throw badRequest('Bad Host header');
    // Its tiles are asked for next, while the browser reads the style: start cutting now.
    loadTiles().catch((err: unknown) => req.log.warn({ err }, 'basemap data could not be read'));
    // The route's own prefix: the API may be mounted under a path.
    const body = JSON.stringify(basemapStyle(`${req.protocol}://${host}${app.prefix}`, version));
    const etag = `"${version}-${Buffer.from(host).toString('base64url')}"`;
    void reply.header('Cache-Control', 'no-cache');
    if (notModified(req, reply, etag)) return reply;
    return sendEncoded(req, reply.type('application/json; charset=utf-8'), gzipSync(body), () => Buffer.from(body));
  });

  app.get<{ Params: { version: string; z: string; x: string; y: string } }>(
    '/map/tiles/:version/:z/:x/:y.pbf',
    { config: MAP_RATE_LIMIT },
    async (req, reply) => {
      const { z, x, y } = req.params;
      const [zi, xi, yi] = [z, x, y].map((s) => (/^\d{1,7}$/.test(s) ? Number(s) : -1)) as [number, number, number];
      // A tile of another data version is not this one: never serve it under that name.
      if (req.params.version !== version || !validTile(zi, xi, yi)) throw notFound('No such tile');
      const bytes = (await loadTiles()).tile(zi, xi, yi);
      void reply.header('Cache-Control', IMMUTABLE);
      if (!bytes) return reply.code(204).send();
      return sendEncoded(req, reply.type(TILE_TYPE), bytes, () => gunzipSync(bytes));
    },
  );

  app.get<{ Params: { fontstack: string; range: string } }>(
    '/map/fonts/:fontstack/:range',
    {
      config: MAP_RATE_LIMIT,
      schema: {
        params: {
          type: 'object',
          required: ['fontstack', 'range'],
          properties: { fontstack: { type: 'string', maxLength: 100 }, range: { type: 'string', maxLength: 20 } },
        },
      },
    },
    async (req, reply) => {
      const file = glyphs.get(req.params.fontstack, req.params.range);
      if (!file) throw notFound('No such glyphs');
      void reply.header('Cache-Control', A_WEEK);
      if (notModified(req, reply, file.etag)) return reply;
      return sendEncoded(req, reply.type(GLYPH_TYPE), file.gzipped, () => file.bytes);
    },
  );
}
