/**
 * The filter groups `connector` and `power` over charging sites: "a connector of one of these
 * standards with at least this many kW". One check over each site's connectors, so CCS at 50 kW is
 * not met by a site with a 7 kW CCS point and a 50 kW CHAdeMO one. Pure; built with the index.
 */

import type { StationRow } from '../store/rows.ts';
import { BitDictionary } from '../index/bit-dictionary.ts';
import { CONNECTOR_STANDARDS, connectorKw } from './types.ts';

export class ConnectorFilterData {
  readonly dict = new BitDictionary(CONNECTOR_STANDARDS);
  /** Site i's connectors are entries `start[i]` to `start[i + 1]` of `standard` and `kw`. */
  readonly #start: Uint32Array;
  readonly #standard: Uint32Array;
  readonly #kw: Float32Array;

  constructor(rows: readonly StationRow[]) {
    this.#start = new Uint32Array(rows.length + 1);
    const standards: number[] = [];
    const kws: number[] = [];
    rows.forEach((r, i) => {
      for (const evse of r.charging?.evses ?? []) {
        for (const c of evse.connectors) {
          standards.push(this.dict.bit(c.standard));
          kws.push(connectorKw(c));
        }
      }
      this.#start[i + 1] = standards.length;
    });
    this.#standard = Uint32Array.from(standards);
    this.#kw = Float32Array.from(kws);
  }

  /**
   * Whether site i has, at `minKw` or more, a connector of any standard in `mask` (`all` false), or
   * one of every standard in `mask` (`all` true); `mask` 0 means any standard.
   */
  has(i: number, mask: number, minKw: number, all: boolean): boolean {
    let seen = 0;
    for (let k = this.#start[i]!; k < this.#start[i + 1]!; k++) {
      if (this.#kw[k]! < minKw) continue;
      const bit = this.#standard[k]!;
      if (mask === 0 || (!all && (bit & mask) !== 0)) return true;
      seen |= bit;
    }
    return all && mask !== 0 && (seen & mask) === mask;
  }
}

/** A `power` filter name as kW: a positive decimal (`50`, `7.4`); null otherwise. */
export function powerOf(name: string): number | null {
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(name)) return null;
  const kw = Number(name);
  return kw > 0 ? kw : null;
}
