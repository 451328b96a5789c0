/** What changed between two configs, path by path (objects compared key by key, arrays as values). Pure. */

export interface Change {
  /** Dotted path, e.g. `theme.primary`. */
  path: string;
  kind: 'added' | 'removed' | 'changed';
  before?: unknown;
  after?: unknown;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Keys that differ only in the status the server sets (draft / published) are not changes. */
const IGNORED = new Set(['status']);

export function diffConfigs(before: unknown, after: unknown, prefix = ''): Change[] {
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((key) => {
      if (!prefix && IGNORED.has(key)) return [];
      const path = prefix ? `${prefix}.${key}` : key;
      // An object added or removed as a whole is listed setting by setting, as the form shows them.
      if (!(key in before)) return isObject(after[key]) ? diffConfigs({}, after[key], path) : [{ path, kind: 'added' as const, after: after[key] }];
      if (!(key in after)) return isObject(before[key]) ? diffConfigs(before[key], {}, path) : [{ path, kind: 'removed' as const, before: before[key] }];
      return diffConfigs(before[key], after[key], path);
    });
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ path: prefix, kind: 'changed', before, after }];
}
