/**
 * Schema-directed coercion of query-string values, done before validation with Ajv coercion off.
 *
 * Ajv's own coercion turns `"Infinity"`, `"1e400"`, `"0x10"` and `" 5 "` into numbers and then
 * skips range checks for non-finite values (hardening notes, key finding 2). Here only plain
 * decimal literals that give a finite number are converted; anything else stays a string and
 * fails the schema's `type: number` check, giving a 400.
 */

import { bareObject } from './querystring.ts';

const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d{1,3})?$/;

export function toFiniteNumber(s: string): number | null {
  if (s.length > 40 || !DECIMAL.test(s)) return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

interface SchemaLike {
  type?: string | string[];
  items?: SchemaLike;
  properties?: Record<string, SchemaLike>;
  additionalProperties?: boolean | SchemaLike;
}

function hasType(schema: SchemaLike, t: string): boolean {
  return Array.isArray(schema.type) ? schema.type.includes(t) : schema.type === t;
}

/** Coerces one value as its schema says; made once per schema by `coercerFor`. */
export type Coercer = (value: unknown) => unknown;

const unchanged: Coercer = (value) => value;
const coercers = new WeakMap<SchemaLike, Coercer>();

/**
 * The coercion of `schema` worked out once: which types it allows, and the coercers of its items
 * and properties. Run on every request's query, it then only walks the value, where reading the
 * schema again at each node cost as much as the walk.
 */
export function coercerFor(schema: SchemaLike | undefined): Coercer {
  if (!schema) return unchanged;
  let coercer = coercers.get(schema);
  if (coercer === undefined) {
    coercer = compile(schema);
    coercers.set(schema, coercer);
  }
  return coercer;
}

function compile(schema: SchemaLike): Coercer {
  const toNumber = hasType(schema, 'number') || hasType(schema, 'integer');
  const toBoolean = hasType(schema, 'boolean');
  const isArray = hasType(schema, 'array');
  const isObject = hasType(schema, 'object');
  const item = coercerFor(schema.items);
  const extra = coercerFor(typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined);
  // A null-prototype table: a query's key is the client's, and may be `constructor` or `__proto__`.
  const properties = bareObject<Record<string, Coercer>>();
  for (const [k, sub] of Object.entries(schema.properties ?? {})) properties[k] = coercerFor(sub);
  return (value) => {
    if (typeof value === 'string') {
      if (toNumber) {
        const n = toFiniteNumber(value);
        return n === null ? value : n;
      }
      if (toBoolean) return value === 'true' ? true : value === 'false' ? false : value;
      return isArray ? [item(value)] : value;
    }
    // Arrays and objects are coerced in place: the query's are made afresh for each request and
    // read by nobody before this, and a copy of each was most of what a request allocated here.
    if (Array.isArray(value)) {
      if (isArray) for (let k = 0; k < value.length; k++) value[k] = item(value[k]);
      return value;
    }
    if (value !== null && typeof value === 'object' && isObject) {
      const obj = value as Record<string, unknown>;
      // for-in, not Object.entries: this runs on every request, and the query objects inherit no keys.
      for (const k in obj) obj[k] = (properties[k] ?? extra)(obj[k]);
      return obj;
    }
    return value;
  };
}

/** Coerces `value` following `schema`, in place where it is an array or object; never throws. */
export function coerceToSchema(schema: SchemaLike | undefined, value: unknown): unknown {
  return coercerFor(schema)(value);
}
