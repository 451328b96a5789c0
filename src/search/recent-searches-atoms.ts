/**
 * Recent searches (spec sections 3 "Search state", 4, 9: the last 5, newest first): read from storage on
 * first use, per locator namespace (`station-locator:recent:{namespace}`), written back on each new
 * selection. Storage that cannot be read or written leaves the list working for this page view.
 */
import { atom, type Getter, type Setter } from 'jotai/vanilla';
import { servicesAtom } from '../shared';
import { recentOption, RECENT_SOURCE, type CompletionGroup } from './completions';
import { addRecentSearch, parseRecentSearches, recentSearchesKey, serialiseRecentSearches } from './recent-searches';
import type { SelectionIntent } from './selection-intent';

const namespaceBaseAtom = atom('default');
/** Recent searches as last read or written, for one namespace; null until first read. */
const recentBaseAtom = atom<{ namespace: string; list: readonly SelectionIntent[] } | null>(null);
/** A failed write was logged once: the next ones are not (a full storage fails on every search). */
const storageWarnedAtom = atom(false);

namespaceBaseAtom.debugLabel = 'search/namespace';
recentBaseAtom.debugLabel = 'search/recent';
storageWarnedAtom.debugLabel = 'search/recentStorageWarned';

/** The stored recent searches, newest first (read from storage on first use; [] if it cannot be read). */
export const recentSearchesAtom = atom<readonly SelectionIntent[]>((get) => {
  const namespace = get(namespaceBaseAtom);
  const cached = get(recentBaseAtom);
  if (cached && cached.namespace === namespace) return cached.list;
  const services = get(servicesAtom);
  try {
    return parseRecentSearches(services.storage?.getItem(recentSearchesKey(namespace)));
  } catch (error) {
    // SecurityError (storage blocked) or a broken storage shim: no recent searches, nothing else breaks.
    services.logger.warn('recent searches could not be read', error);
    return [];
  }
});

/** While the box is empty, the list offers the recent searches. */
export const recentGroupsAtom = atom<readonly CompletionGroup[]>((get) => {
  const recent = get(recentSearchesAtom);
  return recent.length > 0 ? [{ source: RECENT_SOURCE, options: recent.map(recentOption) }] : [];
});

/** Recent searches are namespaced per locator (`station-locator:recent:{namespace}`); the shell sets it. */
export const setSearchNamespaceAtom = atom(null, (_get, set, namespace: string) => {
  set(namespaceBaseAtom, namespace.trim() || 'default');
});

function writeRecent(get: Getter, set: Setter, list: readonly SelectionIntent[]): void {
  const namespace = get(namespaceBaseAtom);
  set(recentBaseAtom, { namespace, list });
  const services = get(servicesAtom);
  const key = recentSearchesKey(namespace);
  try {
    if (list.length === 0) services.storage?.removeItem(key);
    else services.storage?.setItem(key, serialiseRecentSearches(list));
  } catch (error) {
    // Quota exceeded, privacy mode, SecurityError: the list still works for this page view.
    if (!get(storageWarnedAtom)) services.logger.warn('recent searches could not be stored', error);
    set(storageWarnedAtom, true);
  }
}

/** A selection made: it goes first in the recent searches (once). */
export const recordRecentSearchAtom = atom(null, (get, set, intent: SelectionIntent) => {
  const current = get(recentSearchesAtom);
  const next = addRecentSearch(current, intent);
  if (next !== current) writeRecent(get, set, next);
});

/** Empties the recent searches, in storage too (the search box's clear-all: `clearRecentSearchesAtom`). */
export const forgetRecentSearchesAtom = atom(null, (get, set) => {
  writeRecent(get, set, []);
});
