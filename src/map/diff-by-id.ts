/**
 * The add/update/remove-by-id step every map view runs when it is handed a new list of stations or
 * clusters: what it holds per id (a marker, a feature, the data itself) is created for a new id, updated
 * for a known one and removed for one that has gone. Pure: the map work is in the callbacks.
 */

export interface DiffByIdHandlers<Item, Entry> {
  /** An id not held before: what to hold for it. */
  create(item: Item): Entry;
  /** An id held before: brings its entry up to date and returns what to hold now (the same entry, or a new one). */
  update(entry: Entry, item: Item): Entry;
  /** An id no longer in the list: its entry goes. */
  remove(entry: Entry, id: string): void;
}

/**
 * The entries for `items` by id, made from `previous`: `create` or `update` per item in the list's
 * order (the first of duplicate ids wins, later ones are skipped), then `remove` for every id of
 * `previous` not in the list, in `previous`'s order.
 */
export function diffById<Item extends { readonly id: string }, Entry>(
  previous: ReadonlyMap<string, Entry>,
  items: Iterable<Item>,
  handlers: DiffByIdHandlers<Item, Entry>,
): Map<string, Entry> {
  const next = new Map<string, Entry>();
  for (const item of items) {
    if (next.has(item.id)) continue;
    const entry = previous.get(item.id);
    next.set(item.id, entry === undefined ? handlers.create(item) : handlers.update(entry, item));
  }
  for (const [id, entry] of previous) if (!next.has(id)) handlers.remove(entry, id);
  return next;
}

/** `items` by id, the first of duplicate ids winning (a diff that keeps nothing but the data). */
export function byId<Item extends { readonly id: string }>(items: Iterable<Item>): Map<string, Item> {
  const next = new Map<string, Item>();
  for (const item of items) if (!next.has(item.id)) next.set(item.id, item);
  return next;
}
