/**
 * GET /config/published/{locator}/{env}/{locale}.json from `server/configs/`.
 *
 * All config files are read once at startup into memory; a request only looks keys up in a map
 * after its path segments passed strict patterns, so no request can make the server read a file,
 * let alone one outside the config folder.
 *
 * Layout: configs/{locator}/base.json, configs/{locator}/env/{env}.json, configs/{locator}/locale/{locale}.json.
 * The served config is base, then env, then locale, deep-merged.
 */

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../http/errors.ts';
import { JSON_TYPE } from '../http/respond.ts';

export const ENVS = ['prod', 'uat', 'test'] as const;
export const LOCALES = ['de_DE', 'en_GB'] as const;
const LOCATOR = /^[a-z0-9][a-z0-9-]{0,63}$/;
const FILE = /^([a-z]{2})[_-]([A-Z]{2})\.json$/;

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

function isObject(v: Json | undefined): v is { [k: string]: Json } {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Objects merge key by key; arrays and scalars replace. */
export function deepMerge(a: Json, b: Json | undefined): Json {
  if (b === undefined) return a;
  if (!isObject(a) || !isObject(b)) return b;
  const out: { [k: string]: Json } = { ...a };
  for (const [k, v] of Object.entries(b)) out[k] = deepMerge(a[k] ?? null, v);
  return out;
}

function readJson(file: string): Json {
  return JSON.parse(readFileSync(file, 'utf8')) as Json;
}

/** Pre-rendered configs keyed `locator/env/locale`. */
export function loadConfigs(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  if (!existsSync(dir)) return out;
  for (const locator of readdirSync(dir)) {
    if (!LOCATOR.test(locator)) continue;
    const baseFile = join(dir, locator, 'base.json');
    if (!existsSync(baseFile)) continue;
    const base = readJson(baseFile);
    for (const env of ENVS) {
      const envFile = join(dir, locator, 'env', `${env}.json`);
      const withEnv = deepMerge(base, existsSync(envFile) ? readJson(envFile) : undefined);
      for (const locale of LOCALES) {
        const localeFile = join(dir, locator, 'locale', `${locale}.json`);
        const merged = deepMerge(deepMerge(withEnv, existsSync(localeFile) ? readJson(localeFile) : undefined), { locale });
        out.set(`${locator}/${env}/${locale}`, JSON.stringify(merged));
      }
    }
  }
  return out;
}

export async function configRoutes(app: FastifyInstance, opts: { configs: Map<string, string> }): Promise<void> {
  const { configs } = opts;
  app.get<{ Params: { locator: string; env: string; file: string } }>(
    '/config/published/:locator/:env/:file',
    {
      schema: {
        params: {
          type: 'object',
          required: ['locator', 'env', 'file'],
          properties: {
            locator: { type: 'string', maxLength: 64 },
            env: { type: 'string', maxLength: 16 },
            file: { type: 'string', maxLength: 16 },
          },
        },
      },
    },
    async (req, reply) => {
      const { locator, env, file } = req.params;
      const m = FILE.exec(file);
      if (!(ENVS as readonly string[]).includes(env) || !m) throw badRequest('Invalid config path');
      // A locator name outside the pattern (`UK-FUEL`) names no config: unknown, as a well-formed one we
      // lack is, so the element can say the resource is unknown rather than that the server failed.
      const json = LOCATOR.test(locator) ? configs.get(`${locator}/${env}/${m[1]}_${m[2]}`) : undefined;
      if (json === undefined) throw notFound('Unknown config');
      return reply
        .type(JSON_TYPE)
        .header('Cache-Control', 'public, max-age=300')
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .send(json);
    },
  );
}
