/**
 * The published config's JSON Schema (`src/config/config-schema.json`, the one the element's validation
 * is tested against) compiled with Ajv: every config the server stores (seed, draft, publish, rollback)
 * and serves passes through `checkConfig`.
 *
 * Ajv 8 is Fastify's own copy (through @fastify/ajv-compiler, which validates our routes); the top-level
 * `ajv` package in node_modules is ESLint's Ajv 6, which lacks unicode patterns.
 */

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

interface AjvError {
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}
type ValidateFunction = ((data: unknown) => boolean) & { errors?: AjvError[] | null };
interface AjvInstance {
  addFormat(name: string, format: (value: string) => boolean): AjvInstance;
  compile(schema: object): ValidateFunction;
}
type AjvClass = new (options: Record<string, unknown>) => AjvInstance;

const requireFromFastify = createRequire(createRequire(import.meta.url).resolve('@fastify/ajv-compiler'));
const Ajv = (requireFromFastify('ajv') as { default: AjvClass }).default;

export const CONFIG_SCHEMA_FILE = fileURLToPath(new URL('../../../src/config/config-schema.json', import.meta.url));
/** The schema as served at GET /config/schema.json. */
export const CONFIG_SCHEMA_TEXT = readFileSync(CONFIG_SCHEMA_FILE, 'utf8');
export const CONFIG_SCHEMA = JSON.parse(CONFIG_SCHEMA_TEXT) as object;

/** A zone the runtime's Intl knows, as the element checks it (src/config/validate.ts). */
function isIanaTimeZone(value: string): boolean {
  if (value.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export interface ConfigProblem {
  /** JSON pointer of the offending value (`/directions/waypointsLimit`), '' for the whole config. */
  path: string;
  message: string;
}

export type ConfigCheck = { valid: true } | { valid: false; problems: ConfigProblem[] };

const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true }).addFormat('iana-time-zone', isIanaTimeZone);
const validate = ajv.compile(CONFIG_SCHEMA);

/** Checks a config against the schema; at most 20 problems, in Ajv's words. */
export function checkConfig(config: unknown): ConfigCheck {
  if (validate(config)) return { valid: true };
  const problems = (validate.errors ?? []).slice(0, 20).map((e) => ({
    path: e.instancePath,
    message: `${e.message ?? 'invalid'}${e.params && 'allowedValues' in e.params ? `: ${JSON.stringify(e.params.allowedValues)}` : ''}`,
  }));
  return { valid: false, problems };
}

export class InvalidConfigError extends Error {
  constructor(
    readonly problems: ConfigProblem[],
    what: string,
  ) {
    super(`${what} does not match the config schema: ${problems.map((p) => `${p.path || '/'} ${p.message}`).join('; ')}`);
    this.name = 'InvalidConfigError';
  }
}
