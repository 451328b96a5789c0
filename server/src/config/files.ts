/**
 * The shipped configs (`server/configs/`), which seed the store on first start (store/configs.ts).
 *
 * Layout: configs/{locator}/base.json, configs/{locator}/env/{env}.json, configs/{locator}/locale/{locale}.json.
 * A stored config is base, then env, then locale, deep-merged.
 */

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const ENVS = ['prod', 'uat', 'test'] as const;
export const LOCALES = ['de_DE', 'en_GB'] as const;
export type ConfigEnvName = (typeof ENVS)[number];
export type ConfigLocale = (typeof LOCALES)[number];
export const LOCATOR = /^[a-z0-9][a-z0-9-]{0,63}$/;

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

/** The merged configs as JSON text, keyed `locator/env/locale`. */
export function loadConfigFiles(dir: string): Map<string, string> {
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
        out.set(configKey(locator, env, locale), JSON.stringify(merged));
      }
    }
  }
  return out;
}

export function configKey(locator: string, env: string, locale: string): string {
  return `${locator}/${env}/${locale}`;
}
