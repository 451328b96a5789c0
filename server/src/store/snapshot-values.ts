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

import type { StationRow } from './rows.ts';

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
  #shared(column: string, raw: string | null): string | null {
    if (raw === null) return null;
    let pool = this.#text.get(column);
    if (pool === undefined) this.#text.set(column, (pool = new ValuePool<string>()));
    return pool.get(raw, same);
  }

  /**
   * `row`'s text fields that repeat across stations (brand, operator, town, county, nation, country,
   * time zone, website, opening hours, update time), each replaced by its first copy; in place. One
   * list of them for both stores; written out, as it runs for every station of a snapshot.
   */
  shareRepeatedText(row: StationRow): StationRow {
    row.brand = this.#shared('brand', row.brand);
    row.operator = this.#shared('operator', row.operator);
    row.address_line_2 = this.#shared('address_line_2', row.address_line_2);
    row.city = this.#shared('city', row.city);
    row.county = this.#shared('county', row.county);
    row.nation = this.#shared('nation', row.nation);
    row.country_code = this.#shared('country_code', row.country_code)!;
    row.timezone = this.#shared('timezone', row.timezone)!;
    row.website = this.#shared('website', row.website);
    row.opening_hours = this.#shared('opening_hours', row.opening_hours);
    row.bank_holiday_hours = this.#shared('bank_holiday_hours', row.bank_holiday_hours);
    row.updated_at = this.#shared('updated_at', row.updated_at);
    return row;
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
