/**
 * A strict, small query-string parser for the bracket syntax the element sends
 * (`sw[]=1&with_any[fuel][]=E10&bounds[sw][]=1&origin[lat]=1`). It never throws: input over the
 * limits or with a shape we do not accept yields a `QueryStringError` value, which a hook turns
 * into a 400. (Throwing from Fastify's `querystringParser` kills the process: see the hardening
 * notes, key finding 1.)
 */

export interface QueryStringLimits {
  /** Most `key=value` pairs. */
  maxParams: number;
  /** Most items in one array. */
  maxArrayItems: number;
  /** Most bracket levels in a key (`a[b][]` has 2). */
  maxDepth: number;
  /** Longest raw query string, in characters. */
  maxLength: number;
}

export const DEFAULT_QUERYSTRING_LIMITS: QueryStringLimits = {
  maxParams: 50,
  maxArrayItems: 20,
  maxDepth: 2,
  maxLength: 8192,
};

export type QueryValue = string | string[] | QueryObject;
export interface QueryObject {
  [key: string]: QueryValue;
}

/** Marks a query string we refuse; `message` is safe to show (it never echoes input). */
export class QueryStringError {
  constructor(readonly message: string) {}
}

/**
 * A new empty object whose prototype chain holds no `Object.prototype`: as with
 * `Object.create(null)`, a key like `__proto__` or `toString` is only ever an own property. Made
 * by a constructor whose prototype is a frozen null-prototype object, as Node's own
 * `querystring.parse` does, because V8 keeps such objects in fast mode while an
 * `Object.create(null)` object starts as a dictionary: that halves the time to parse a
 * within_bounds query (docs/performance.md), and Ajv and the handlers read these objects again.
 */
export function bareObject<T extends object>(): T {
  return new (Bare as unknown as new () => T)();
}
function Bare(): void {}
Bare.prototype = Object.freeze(Object.create(null) as object);

const KEY_SEGMENT = /^[A-Za-z0-9_.-]{1,64}$/;
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

function decode(s: string): string | null {
  // Most keys and values need no decoding (`sw[]`, `51.5`): skip the regex and the decoder.
  if (!s.includes('%') && !s.includes('+')) return s;
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/** Splits `a[b][]` into `['a', 'b', '']`; null when the key is malformed. */
function splitKey(key: string): string[] | null {
  let open = key.indexOf('[');
  if (open === -1) return [key];
  const parts = [key.slice(0, open)];
  while (open < key.length) {
    if (key.charCodeAt(open) !== 0x5b /* [ */) return null;
    const close = key.indexOf(']', open + 1);
    if (close === -1) return null;
    parts.push(key.slice(open + 1, close));
    open = close + 1;
  }
  return parts;
}

/** A parameter name's shape: the names before any final `[]`, and whether it ends in `[]`. */
interface KeyShape {
  names: readonly string[];
  isArray: boolean;
}

/**
 * The shape of a raw (undecoded) parameter name, or the error it gets. Pure in the raw name and
 * `maxDepth`, so kept per name: every within_bounds request sends the same few (`sw[]`, `ne[]`,
 * `with_any[fuel][]`), and decoding, splitting and checking each name again was a quarter of the
 * parse.
 */
function keyShape(rawKey: string, maxDepth: number): KeyShape | QueryStringError {
  const cache = maxDepth === DEFAULT_QUERYSTRING_LIMITS.maxDepth ? defaultDepthShapes : null;
  const kept = cache?.get(rawKey);
  if (kept !== undefined) return kept;
  const shape = checkedKeyShape(rawKey, maxDepth);
  if (cache) {
    // Names are the client's: bounded, and forgotten all at once when full (the common ones come back at once).
    if (cache.size >= KEY_SHAPES_KEPT) cache.clear();
    cache.set(rawKey, shape);
  }
  return shape;
}

const KEY_SHAPES_KEPT = 256;
const defaultDepthShapes = new Map<string, KeyShape | QueryStringError>();

function checkedKeyShape(rawKey: string, maxDepth: number): KeyShape | QueryStringError {
  const key = decode(rawKey);
  if (key === null) return new QueryStringError('malformed percent-encoding in query string');
  const parts = splitKey(key);
  if (parts === null) return new QueryStringError('malformed query parameter name');
  if (parts.length - 1 > maxDepth) return new QueryStringError('query parameter nested too deeply');
  const isArray = parts[parts.length - 1] === '';
  const names = isArray ? parts.slice(0, -1) : parts;
  if (names.length === 0) return new QueryStringError('malformed query parameter name');
  for (const n of names) {
    if (!KEY_SEGMENT.test(n) || FORBIDDEN.has(n)) return new QueryStringError('malformed query parameter name');
  }
  return { names, isArray };
}

/** Parses a raw query string into plain objects without `Object.prototype` (see `bareObject`). */
export function parseQueryString(raw: string, limits: QueryStringLimits = DEFAULT_QUERYSTRING_LIMITS): QueryObject | QueryStringError {
  const root = bareObject<QueryObject>();
  if (raw.length > limits.maxLength) return new QueryStringError('query string is too long');
  if (raw === '') return root;
  const pairs = raw.split('&');
  if (pairs.length > limits.maxParams) return new QueryStringError(`more than ${limits.maxParams} query parameters`);
  for (let p = 0; p < pairs.length; p++) {
    const pair = pairs[p]!;
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const rawKey = eq === -1 ? pair : pair.slice(0, eq);
    const value = decode(eq === -1 ? '' : pair.slice(eq + 1));
    if (value === null) return new QueryStringError('malformed percent-encoding in query string');
    const shape = keyShape(rawKey, limits.maxDepth);
    if (shape instanceof QueryStringError) return shape;
    const { names, isArray } = shape;
    let node: QueryObject = root;
    for (let i = 0; i < names.length - 1; i++) {
      const n = names[i]!;
      const existing = node[n];
      if (existing === undefined) {
        const child = bareObject<QueryObject>();
        node[n] = child;
        node = child;
      } else if (typeof existing === 'object' && !Array.isArray(existing)) {
        node = existing;
      } else {
        return new QueryStringError('conflicting query parameter shapes');
      }
    }
    const leaf = names[names.length - 1]!;
    const existing = node[leaf];
    if (existing === undefined) {
      node[leaf] = isArray ? [value] : value;
    } else if (Array.isArray(existing)) {
      if (existing.length >= limits.maxArrayItems) return new QueryStringError(`more than ${limits.maxArrayItems} values for one parameter`);
      existing.push(value);
    } else if (typeof existing === 'string') {
      // `a=1&a=2` becomes an array, as URLSearchParams users expect.
      node[leaf] = [existing, value];
    } else {
      return new QueryStringError('conflicting query parameter shapes');
    }
  }
  return root;
}
