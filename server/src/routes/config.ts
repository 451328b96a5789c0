/**
 * Locator configs (spec section 7), from the store (store/configs.ts), seeded from `server/configs/` on
 * first start:
 *
 *   GET    /config/schema.json                                 the JSON Schema every config must match
 *   GET    /config/published/{locator}/{env}/{locale}.json     the published config, public
 *   GET    /config/draft/{locator}/{env}/{locale}.json         the draft (else the published), authors only
 *   PUT    /config/draft/{locator}/{env}/{locale}.json         saves the draft (authors, CSRF)
 *   DELETE /config/draft/{locator}/{env}/{locale}.json         discards it
 *   GET    /config/authoring/configs                           every config with its version and draft
 *   POST   /config/authoring/validate                          checks a config against the schema
 *   GET    /config/authoring/history/{locator}/{env}/{locale}.json            versions, newest first
 *   GET    /config/authoring/version/{locator}/{env}/{locale}.json/{version}  one version's content
 *   POST   /config/authoring/publish/{locator}/{env}/{locale}.json  {expected_version}
 *   POST   /config/authoring/rollback/{locator}/{env}/{locale}.json {version, expected_version}
 *
 * Path segments pass strict patterns before any lookup. The published config is read from the store on
 * every request (one indexed read): a publish is what every replica serves from its commit on, and
 * `Cache-Control: public, no-cache` with an ETag makes browsers and CDNs ask again on every page load
 * (a 304 when nothing changed), so a published change shows on the next load.
 */

import { createHash } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type AuthorSettings, authorRateLimit, requireAuthor } from '../authors/auth.ts';
import { authorRoutes } from '../authors/routes.ts';
import { ENVS, LOCATOR, configKey, loadConfigFiles } from '../config/files.ts';
import { CONFIG_SCHEMA_TEXT, InvalidConfigError, checkConfig } from '../config/schema.ts';
import { HttpError, badRequest, errorBody, notFound } from '../http/errors.ts';
import { JSON_TYPE } from '../http/respond.ts';
import type { Store } from '../store/store.ts';
import type { PublishConfigRequest, RollbackConfigRequest } from '../../../src/api/contract.ts';

export { ENVS, LOCALES } from '../config/files.ts';
const FILE = /^([a-z]{2})[_-]([A-Z]{2})\.json$/;

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type ConfigObject = { [k: string]: Json };

interface PathParams {
  locator: string;
  env: string;
  file: string;
}

const pathParams = {
  type: 'object',
  required: ['locator', 'env', 'file'],
  properties: {
    locator: { type: 'string', maxLength: 64 },
    env: { type: 'string', maxLength: 16 },
    file: { type: 'string', maxLength: 16 },
  },
} as const;

// Body schemas: fastify validates with them, and schemas/contract-check.ts ties each to its contract type.
export const publishBodySchema = {
  type: 'object',
  required: ['expected_version'],
  additionalProperties: false,
  properties: { expected_version: { type: 'integer', minimum: 1 } },
} as const;

export const rollbackBodySchema = {
  type: 'object',
  required: ['version', 'expected_version'],
  additionalProperties: false,
  properties: { version: { type: 'integer', minimum: 1 }, expected_version: { type: 'integer', minimum: 1 } },
} as const;

/**
 * The store key of a config path. A locator name outside the pattern (`UK-FUEL`) names no config:
 * unknown (404), as a well-formed one we lack is, so the element can say the resource is unknown.
 */
function keyOf({ locator, env, file }: PathParams): string {
  const m = FILE.exec(file);
  if (!(ENVS as readonly string[]).includes(env) || !m) throw badRequest('Invalid config path');
  if (!LOCATOR.test(locator)) throw notFound('Unknown config');
  return configKey(locator, env, `${m[1]}_${m[2]}`);
}

/** The body with its `status` (and `locale`) set: a served draft says so, a published config too. */
function withStatus(body: string, status: 'draft' | 'published', locale?: string): string {
  const config = JSON.parse(body) as ConfigObject;
  return JSON.stringify({ ...config, status, ...(locale ? { locale } : {}) });
}

const conflict = (message: string): HttpError => new HttpError(409, 'conflict', message);

function invalid(reply: FastifyReply, problems: { path: string; message: string }[]): FastifyReply {
  return reply.code(400).type(JSON_TYPE).send({ ...errorBody('invalid_config', 'The config does not match the config schema'), problems });
}

export interface ConfigRouteOptions {
  store: Store;
  /** Folder of shipped configs seeding the store on first start. */
  configDir: string;
  authors: AuthorSettings;
  now: () => Date;
}

export async function configRoutes(app: FastifyInstance, opts: ConfigRouteOptions): Promise<void> {
  const { store, now } = opts;
  const configs = store.configs;

  // ---- first start: the shipped files become version 1 of each config they hold ----
  const shipped = loadConfigFiles(opts.configDir);
  for (const [key, body] of shipped) {
    const check = checkConfig(JSON.parse(body));
    if (!check.valid) throw new InvalidConfigError(check.problems, `The shipped config ${key}`);
  }
  const seeded = await configs.seed(shipped);
  if (seeded.length > 0) app.log.info({ seeded }, 'configs seeded from server/configs');

  await app.register(fastifyCookie);
  await app.register(authorRoutes, { authors: store.authors, settings: opts.authors, now });

  // A stored version never changes: each is parsed, checked and tagged once per process.
  const checked = new Map<string, { etag: string; body: string }>();
  const servable = (key: string, version: number, body: string): { etag: string; body: string } => {
    const id = `${key}@${version}`;
    let entry = checked.get(id);
    if (!entry) {
      const check = checkConfig(JSON.parse(body));
      if (!check.valid) throw new InvalidConfigError(check.problems, `The stored config ${id}`);
      const served = withStatus(body, 'published');
      entry = { etag: `"${createHash('sha256').update(served).digest('base64url').slice(0, 22)}"`, body: served };
      checked.set(id, entry);
    }
    return entry;
  };

  app.get('/config/schema.json', async (_req, reply) =>
    reply.type('application/schema+json; charset=utf-8').header('Cache-Control', 'public, max-age=300').header('Cross-Origin-Resource-Policy', 'cross-origin').send(CONFIG_SCHEMA_TEXT),
  );

  app.get<{ Params: PathParams }>('/config/published/:locator/:env/:file', { schema: { params: pathParams } }, async (req, reply) => {
    const key = keyOf(req.params);
    const published = await configs.published(key);
    if (!published) throw notFound('Unknown config');
    let served: { etag: string; body: string };
    try {
      served = servable(key, published.version, published.body);
    } catch (err) {
      // A stored config the schema now refuses (a stricter schema deployed): say so, serve nothing wrong.
      req.log.error({ err, key }, 'stored config does not match the schema');
      return reply.code(503).type(JSON_TYPE).send(errorBody('service_unavailable', 'The published config is not valid; an author must publish a fixed one'));
    }
    void reply
      .header('Cache-Control', 'public, no-cache')
      .header('ETag', served.etag)
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .header('X-Config-Version', String(published.version));
    if (req.headers['if-none-match'] === served.etag) return reply.code(304).send();
    return reply.type(JSON_TYPE).send(served.body);
  });

  // ---- authoring: authors only ----
  const limit = authorRateLimit(app, opts.authors.writeRateLimit, 'authoring');
  const read = { preHandler: [limit, requireAuthor(store.authors, { write: false, now })] };
  const write = { preHandler: [limit, requireAuthor(store.authors, { write: true, now })] };
  const noStore = (reply: FastifyReply): FastifyReply => reply.header('Cache-Control', 'private, no-store');

  app.get<{ Params: PathParams }>('/config/draft/:locator/:env/:file', { ...read, schema: { params: pathParams } }, async (req, reply) => {
    const key = keyOf(req.params);
    const [draft, published] = await Promise.all([configs.draft(key), configs.published(key)]);
    if (!published) throw notFound('Unknown config');
    void noStore(reply)
      .header('X-Config-Version', String(draft?.base_version ?? published.version))
      .header('X-Config-Draft', draft ? 'true' : 'false');
    return reply.type(JSON_TYPE).send(withStatus(draft?.body ?? published.body, 'draft'));
  });

  app.put<{ Params: PathParams; Body: ConfigObject }>(
    '/config/draft/:locator/:env/:file',
    { ...write, schema: { params: pathParams, body: { type: 'object' } } },
    async (req, reply) => {
      const key = keyOf(req.params);
      const locale = key.split('/')[2]!;
      // The path names the locale; the body follows it (a config copied from the other locale keeps working).
      const config = { ...req.body, locale };
      const check = checkConfig(config);
      if (!check.valid) return invalid(reply, check.problems);
      const saved = await configs.saveDraft(key, JSON.stringify(config), req.author!.name);
      if (!saved.ok) throw notFound('Unknown config');
      req.log.info({ key, author: req.author!.name }, 'config draft saved');
      return noStore(reply).send({ saved: true, base_version: saved.version });
    },
  );

  app.delete<{ Params: PathParams }>('/config/draft/:locator/:env/:file', { ...write, schema: { params: pathParams } }, async (req, reply) => {
    const key = keyOf(req.params);
    await configs.discardDraft(key);
    return noStore(reply).code(204).send();
  });

  app.get('/config/authoring/configs', read, async (_req, reply) => {
    const keys = await configs.keys();
    const list = await Promise.all(
      keys.map(async (key) => {
        const [resource, env, locale] = key.split('/') as [string, string, string];
        const [published, draft] = await Promise.all([configs.published(key), configs.draft(key)]);
        return {
          resource,
          env,
          locale,
          version: published?.version ?? 0,
          draft: draft ? { author: draft.author, updated_at: draft.updated_at, base_version: draft.base_version } : null,
        };
      }),
    );
    return noStore(reply).send(list);
  });

  app.post<{ Body: ConfigObject }>('/config/authoring/validate', { ...write, schema: { body: { type: 'object' } } }, async (req, reply) => {
    return noStore(reply).send(checkConfig(req.body));
  });

  app.get<{ Params: PathParams }>('/config/authoring/history/:locator/:env/:file', { ...read, schema: { params: pathParams } }, async (req, reply) => {
    return noStore(reply).send(await configs.history(keyOf(req.params)));
  });

  app.get<{ Params: PathParams & { version: string } }>(
    '/config/authoring/version/:locator/:env/:file/:version',
    { ...read, schema: { params: { ...pathParams, required: [...pathParams.required, 'version'], properties: { ...pathParams.properties, version: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } } } } },
    async (req, reply) => {
      const body = await configs.version(keyOf(req.params), Number(req.params.version));
      if (body === null) throw notFound('Unknown version');
      return noStore(reply).type(JSON_TYPE).send(body);
    },
  );

  const refusal = (reason: string): HttpError =>
    reason === 'stale'
      ? conflict('Someone published since you loaded this config: reload to see their version')
      : reason === 'no_draft'
        ? conflict('There is no draft to publish')
        : notFound(reason === 'unknown_version' ? 'Unknown version' : 'Unknown config');

  app.post<{ Params: PathParams; Body: PublishConfigRequest }>(
    '/config/authoring/publish/:locator/:env/:file',
    {
      ...write,
      schema: {
        params: pathParams,
        body: publishBodySchema,
      },
    },
    async (req, reply) => {
      const key = keyOf(req.params);
      const draft = await configs.draft(key);
      if (draft) {
        // Checked again: the schema may have changed since the draft was saved.
        const check = checkConfig(JSON.parse(draft.body));
        if (!check.valid) return invalid(reply, check.problems);
      }
      const result = await configs.publish(key, req.author!.name, req.body.expected_version, (body) => withStatus(body, 'published'));
      if (!result.ok) throw refusal(result.reason);
      req.log.warn({ key, version: result.version, author: req.author!.name }, 'config published');
      return noStore(reply).send({ version: result.version });
    },
  );

  app.post<{ Params: PathParams; Body: RollbackConfigRequest }>(
    '/config/authoring/rollback/:locator/:env/:file',
    {
      ...write,
      schema: {
        params: pathParams,
        body: rollbackBodySchema,
      },
    },
    async (req, reply) => {
      const key = keyOf(req.params);
      const old = await configs.version(key, req.body.version);
      if (old !== null) {
        const check = checkConfig(JSON.parse(old));
        if (!check.valid) return invalid(reply, check.problems);
      }
      const result = await configs.rollback(key, req.author!.name, req.body.version, req.body.expected_version);
      if (!result.ok) throw refusal(result.reason);
      req.log.warn({ key, version: result.version, restored: req.body.version, author: req.author!.name }, 'config rolled back');
      return noStore(reply).send({ version: result.version });
    },
  );
}
