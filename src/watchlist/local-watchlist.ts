/**
 * "My stations" kept by the element itself, for a page with no host script: when no
 * host answers `ready-watchlist` within 2 s, the element keeps the visitor's stations in the page's
 * storage (`LocatorServices.storage`, local storage by default), one list per resource. When a host
 * answers, its list is the truth and this one is left alone. Pure apart from the storage it is given.
 *
 * Whatever the storage holds is untrusted (another script, an older version, a hand edit): anything that
 * is not a JSON array of at most 1,000 ids of 1 to 200 characters reads as an empty list, and a storage
 * that throws (privacy mode, quota, blocked) reads as empty and writes nothing, with one warning.
 */
import type { KeyValueStorage, Logger } from '../shared';
import { parseWatchlistIds } from './watchlist-protocol';

/** The storage key of a resource's list; versioned, so a later shape can live beside this one. */
export const localWatchlistKey = (resource: string): string => `station-locator:watchlist:v1:${resource}`;

export interface LocalWatchlist {
  /** The stored ids (empty when none are stored, or what is stored is not a valid list). */
  read(): string[];
  /** Stores `ids` (an empty list removes the entry). */
  write(ids: readonly string[]): void;
}

/** The list of `resource` in `storage`; null without storage or resource (nothing can be kept then). */
export function localWatchlist(storage: KeyValueStorage | undefined, resource: string | null | undefined, logger: Logger): LocalWatchlist | null {
  const name = resource?.trim();
  if (!storage || !name) return null;
  const key = localWatchlistKey(name);
  return {
    read() {
      let text: string | null;
      try {
        text = storage.getItem(key);
      } catch (error) {
        logger.warn('The saved stations could not be read from the browser storage', error);
        return [];
      }
      if (text === null) return [];
      try {
        return parseWatchlistIds(JSON.parse(text)) ?? [];
      } catch {
        return [];
      }
    },
    write(ids) {
      try {
        if (ids.length === 0) storage.removeItem(key);
        else storage.setItem(key, JSON.stringify(ids));
      } catch (error) {
        logger.warn('The saved stations could not be written to the browser storage', error);
      }
    },
  };
}
