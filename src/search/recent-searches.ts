/**
 * Recent searches (spec sections 3 and 5): at most 5 selection intents, newest first, duplicates
 * (same place_id, or same resource and id) skipped, kept in the page's local storage.
 *
 * Local storage is shared with the host page and every other script on its origin, so what we read
 * back is untrusted input (hardening notes A6): the parser never throws, drops anything oversized,
 * foreign or malformed, and validates every entry's shape and size. Pure: no storage access here.
 */
import { isSameIntent, storableIntent, type SelectionIntent } from './selection-intent';

/** Spec sections 5 and 9. */
export const MAX_RECENT_SEARCHES = 5;
/** A stored value longer than this (in UTF-16 code units, i.e. at least this many bytes) is ignored unread. */
export const MAX_STORED_CHARS = 16 * 1024;
/** Longest description kept; longer entries are someone else's data. */
export const MAX_DESCRIPTION_CHARS = 200;
/** Longest place id, resource name or location id kept. */
export const MAX_ID_CHARS = 256;
/**
 * Version of the stored format; another version is foreign data. Version 2: a Google place's
 * `description` is our own label (what the visitor typed), not Google's place text; version 1 entries of
 * Google places held Google's text, which may not be stored, so they are dropped when read.
 */
export const RECENT_SEARCHES_FORMAT_VERSION = 2;
const FORMAT_WITH_GOOGLE_TEXT = 1;

const KEY_PREFIX = 'station-locator:recent:';

/** The storage key, namespaced per locator so two locators on one origin keep their own lists. */
export function recentSearchesKey(namespace: string): string {
  return `${KEY_PREFIX}${namespace}`;
}

interface StoredRecentSearches {
  v: typeof RECENT_SEARCHES_FORMAT_VERSION | typeof FORMAT_WITH_GOOGLE_TEXT;
  items: SelectionIntent[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isShortString = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.trim().length > 0 && value.length <= max;

/** One stored entry, validated; `null` for anything that is not exactly an intent we wrote. */
export function parseStoredIntent(value: unknown): SelectionIntent | null {
  if (!isRecord(value) || !isShortString(value['description'], MAX_DESCRIPTION_CHARS)) return null;
  const description = value['description'];
  if (value['type'] === 'google_place') {
    const placeId = value['place_id'];
    return isShortString(placeId, MAX_ID_CHARS) ? { type: 'google_place', place_id: placeId, description } : null;
  }
  if (value['type'] === 'location') {
    const resource = value['resource'];
    const id = value['id'];
    return isShortString(resource, MAX_ID_CHARS) && isShortString(id, MAX_ID_CHARS)
      ? { type: 'location', resource, id, description }
      : null;
  }
  return null;
}

/**
 * The recent searches in a stored value. Never throws: `null`, oversized, non-JSON, foreign (not our
 * versioned envelope) values give `[]`; invalid entries are skipped; duplicates after the first are
 * dropped; at most `MAX_RECENT_SEARCHES` are returned.
 */
export function parseRecentSearches(raw: string | null | undefined): SelectionIntent[] {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_STORED_CHARS) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!isRecord(parsed) || !Array.isArray(parsed['items'])) return [];
  const version = parsed['v'];
  if (version !== RECENT_SEARCHES_FORMAT_VERSION && version !== FORMAT_WITH_GOOGLE_TEXT) return [];
  const result: SelectionIntent[] = [];
  for (const item of parsed['items'] as unknown[]) {
    if (result.length === MAX_RECENT_SEARCHES) break;
    const intent = parseStoredIntent(item);
    if (intent?.type === 'google_place' && version === FORMAT_WITH_GOOGLE_TEXT) continue;
    if (intent && !result.some((existing) => isSameIntent(existing, intent))) result.push(intent);
  }
  return result;
}

/** The value to store for `list`. */
export function serialiseRecentSearches(list: readonly SelectionIntent[]): string {
  const stored: StoredRecentSearches = {
    v: RECENT_SEARCHES_FORMAT_VERSION,
    items: list.slice(0, MAX_RECENT_SEARCHES).map(storableIntent),
  };
  return JSON.stringify(stored);
}

/**
 * `list` with `intent` recorded: newest first, capped at `MAX_RECENT_SEARCHES`. A duplicate is
 * skipped (spec section 5): the list comes back unchanged (the same array), so callers can tell.
 * An intent the parser would reject (e.g. a 500-character description) is not recorded either.
 */
export function addRecentSearch(list: readonly SelectionIntent[], intent: SelectionIntent): readonly SelectionIntent[] {
  const storable = parseStoredIntent(storableIntent(intent));
  if (!storable || list.some((existing) => isSameIntent(existing, storable))) return list;
  return [storable, ...list].slice(0, MAX_RECENT_SEARCHES);
}
