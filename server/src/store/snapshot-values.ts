/**
 * The repeated values of one store snapshot, each kept once.
 *
 * A replica reads a snapshot while it serves, and keeps every row it reads: each one survives the
 * young generation and is copied by the scavenges that run meanwhile (single-threaded, on the event
 * loop; docs/performance.md). The drivers make a new string for every text field of every row, so
 * 150,000 stations held 150,000 copies of 'Europe/London', of 'GB', of each brand, town and
 * opening-hours pattern, and a new array of new strings for every fuel and amenity list. Read
 * through these pools, a repeated value's copies die young, which is cheap, and fewer objects survive.
 */

/** Distinct values a pool keeps; past it new values pass through (a column that turned out not to repeat). */
const POOL_LIMIT = 10_000;

/** Each distinct value of one column, the first one made. */
class ValuePool<V> {
  readonly #values = new Map<string, V>();

  /** The value kept for `raw`, made by `make` the first time (and kept while the pool has room). */
  get(raw: string, make: (raw: string) => V): V {
    let value = this.#values.get(raw);
    if (value === undefined) {
      value = make(raw);
      if (this.#values.size < POOL_LIMIT) this.#values.set(raw, value);
    }
    return value;
  }
}

const same = (s: string): string => s;

/** The pools of one snapshot, shared by both kinds of station. */
export class SnapshotValues {
  readonly #text = new Map<string, ValuePool<string>>();
  readonly #lists = new ValuePool<readonly string[]>();

  /** `raw` as kept for `column`: the first copy of a repeated value. */
  text(column: string, raw: string | null): string | null {
    if (raw === null) return null;
    let pool = this.#text.get(column);
    if (pool === undefined) this.#text.set(column, (pool = new ValuePool<string>()));
    return pool.get(raw, same);
  }

  /**
   * A list column's list (fuels, amenities) as the store wrote it, parsed by `parse` the first time:
   * one array for every row with the same list. Frozen because rows share it: a change through one
   * row throws rather than reaching the others.
   */
  list(raw: string, parse: (raw: string) => string[]): readonly string[] {
    return this.#lists.get(raw, (r) => Object.freeze(parse(r)));
  }
}
