/**
 * The demo page's watchlist ("my stations"), kept by the host page in its own localStorage. Pure: the
 * storage is passed in. Stored values are untrusted (any script on the origin can write them), so
 * anything that is not a short list of short strings is dropped.
 */

export const STORAGE_KEY = 'station-locator-demo:v1:my-stations';
const MAX_IDS = 100;
const MAX_ID_LENGTH = 200;

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function parseStoredIds(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const ids = value.filter((id): id is string => typeof id === 'string' && id !== '' && id.length <= MAX_ID_LENGTH);
    return [...new Set(ids)].slice(0, MAX_IDS);
  } catch {
    return [];
  }
}

export function loadIds(storage: KeyValueStorage | null): string[] {
  try {
    return parseStoredIds(storage?.getItem(STORAGE_KEY) ?? null);
  } catch {
    return []; // storage blocked (SecurityError)
  }
}

export function saveIds(storage: KeyValueStorage | null, ids: readonly string[]): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(ids));
  } catch {
    // Quota or blocked storage: the list still works for this visit.
  }
}

export function withId(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? [...ids] : [...ids, id];
}

export function withoutId(ids: readonly string[], id: string): string[] {
  return ids.filter((other) => other !== id);
}
