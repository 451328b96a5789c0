/** Reading and writing a config by dotted path, without mutating the input. Pure. */

export type JsonObject = Record<string, unknown>;

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

export function getPath(config: unknown, path: string): unknown {
  let value = config;
  for (const key of path.split('.')) {
    if (!isObject(value)) return undefined;
    value = value[key];
  }
  return value;
}

/** A copy of `config` with `path` set to `value` (objects on the way created); `undefined` removes it. */
export function setPath(config: JsonObject, path: string, value: unknown): JsonObject {
  const [key, ...rest] = path.split('.') as [string, ...string[]];
  const copy: JsonObject = { ...config };
  if (rest.length === 0) {
    if (value === undefined) delete copy[key];
    else copy[key] = value;
    return copy;
  }
  copy[key] = setPath(isObject(config[key]) ? config[key] : {}, rest.join('.'), value);
  return copy;
}
