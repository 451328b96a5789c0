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

/** Returns a coerced copy of `value` following `schema` (never throws). */
export function coerceToSchema(schema: SchemaLike | undefined, value: unknown): unknown {
  if (!schema) return value;
  if (typeof value === 'string') {
    if (hasType(schema, 'number') || hasType(schema, 'integer')) {
      const n = toFiniteNumber(value);
      return n === null ? value : n;
    }
    if (hasType(schema, 'boolean')) {
      if (value === 'true') return true;
      if (value === 'false') return false;
      return value;
    }
    if (hasType(schema, 'array')) return [coerceToSchema(schema.items, value)];
    return value;
  }
  if (Array.isArray(value)) {
    if (hasType(schema, 'array')) return value.map((v) => coerceToSchema(schema.items, v));
    return value;
  }
  if (value !== null && typeof value === 'object' && hasType(schema, 'object')) {
    const out = bareObject<Record<string, unknown>>();
    const obj = value as Record<string, unknown>;
    // for-in, not Object.entries: this runs on every request, and the query objects inherit no keys.
    for (const k in obj) {
      const v = obj[k];
      const sub = schema.properties?.[k] ?? (typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined);
      out[k] = coerceToSchema(sub, v);
    }
    return out;
  }
  return value;
}
