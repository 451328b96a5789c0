/**
 * Names as bits: the filter groups kept as bit sets per station (fuel types, amenities, connector
 * standards). Its own module so the charging filter and the filters can both use it.
 */

/** Up to 31 distinct names per bit-set group. */
export class BitDictionary {
  private readonly bits = new Map<string, number>();
  constructor(readonly names: readonly string[]) {
    names.slice(0, 31).forEach((n, i) => this.bits.set(n, 1 << i));
  }
  mask(values: readonly string[]): number {
    let m = 0;
    for (const v of values) m |= this.bits.get(v) ?? 0;
    return m;
  }
  bit(name: string): number {
    return this.bits.get(name) ?? 0;
  }
}
