/**
 * Deep merge for config layers: plain objects merge key by key, everything else (arrays, numbers,
 * strings, null) replaces. `undefined` leaves the lower layer's value; `null` deletes it, so a published
 * config can remove a default (and validation then reports it if it was non-optional). Keys that could
 * pollute prototypes are dropped: configs come from the network and from the host page. Pure; inputs are
 * not mutated.
 */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export type PlainObject = Record<string, unknown>;

export function isPlainObject(value: unknown): value is PlainObject {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function cloneValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(cloneValue);
  if (isPlainObject(value)) return mergeTwo({}, value);
  return value;
}

function mergeTwo(base: PlainObject, layer: PlainObject): PlainObject {
  const result: PlainObject = {};
  for (const [key, value] of Object.entries(base)) {
    if (!FORBIDDEN_KEYS.has(key)) result[key] = cloneValue(value);
  }
  for (const [key, value] of Object.entries(layer)) {
    if (FORBIDDEN_KEYS.has(key) || value === undefined) continue;
    const current = result[key];
    result[key] = isPlainObject(current) && isPlainObject(value) ? mergeTwo(current, value) : cloneValue(value);
  }
  return result;
}

/** Merges `layers` left to right over `base`; layers that are not plain objects are ignored. */
export function mergeConfigLayers(base: unknown, ...layers: unknown[]): PlainObject {
  let result = isPlainObject(base) ? mergeTwo({}, base) : {};
  for (const layer of layers) {
    if (isPlainObject(layer)) result = mergeTwo(result, layer);
  }
  return result;
}
