/**
 * Filters `with_any[group][]=name` / `with_all[group][]=name` compiled to a predicate over
 * station indexes. Fuel types and amenities are bit sets per station; brand is one key.
 */

import type { FilterParams, FilterSelection } from '../../../src/api/contract.ts';
import { type ConnectorFilterData, powerOf } from '../charging/connector-filter.ts';
import { BitDictionary } from './bit-dictionary.ts';

export { BitDictionary };

export const FILTER_GROUPS = ['fuel', 'amenity', 'brand', 'connector', 'power'] as const;
export type Group = (typeof FILTER_GROUPS)[number];

export interface FilterData {
  fuel: Uint32Array;
  amenity: Uint32Array;
  brand: Int32Array;
  fuelDict: BitDictionary;
  amenityDict: BitDictionary;
  brandIds: Map<string, number>;
  /** Charging sites' connectors (groups `connector` and `power`); null for fuel stations, which match neither. */
  connectors: ConnectorFilterData | null;
}

export interface CompiledFilter {
  /** Canonical key of the selection ('' when nothing is active). */
  key: string;
  active: boolean;
  test: (i: number) => boolean;
}

/** A selection in canonical form (groups in a fixed order, names sorted and distinct) and its key. */
export interface FilterSelectionKey {
  /** '' when nothing is active; equal selections have equal keys. */
  key: string;
  any: [Group, string[]][];
  all: [Group, string[]][];
}

function canonical(sel: FilterSelection | undefined): [Group, string[]][] {
  if (!sel) return [];
  const out: [Group, string[]][] = [];
  for (const g of FILTER_GROUPS) {
    const names = sel[g];
    if (names && names.length > 0) out.push([g, [...new Set(names)].sort()]);
  }
  return out;
}

/** The request's filters in canonical form, with the key that compiled filters are kept by. */
export function canonicalFilter(params: FilterParams): FilterSelectionKey {
  const any = canonical(params.with_any);
  const all = canonical(params.with_all);
  return { key: any.length === 0 && all.length === 0 ? '' : JSON.stringify({ any, all }), any, all };
}

/**
 * The selection as sent, as one string: equal for requests that send the same names in the same
 * order (`canonicalFilter`'s key is the one equal for equivalent selections). Cheaper to build
 * than the canonical form, which sorts and serialises; null when a group is not a list of names.
 */
export function selectionSignature(params: FilterParams): string | null {
  const any = groupsSignature('any', params.with_any);
  if (any === null) return null;
  const all = groupsSignature('all', params.with_all);
  return all === null ? null : any + all;
}

/** One mode's part of `selectionSignature` (a function called twice: this runs on every filtered request). */
function groupsSignature(mode: 'any' | 'all', sel: FilterSelection | undefined): string | null {
  let out = '';
  if (!sel) return out;
  for (const g of FILTER_GROUPS) {
    const names = sel[g];
    if (names === undefined) continue;
    if (!Array.isArray(names)) return null;
    out += `${mode}.${g}`;
    // Each name with its length before it: no name, whatever it holds, can run into the next.
    for (let k = 0; k < names.length; k++) out += `|${names[k]!.length}:${names[k]!}`;
    out += ';';
  }
  return out;
}

const matchAll = (): boolean => true;
const matchNone = (): boolean => false;

/** The filter of an empty selection: one object for every request that sets no filter. */
const NO_FILTER: CompiledFilter = Object.freeze({ key: '', active: false, test: matchAll });

/** Compiles a canonical selection to a predicate over station indexes; groups are ANDed. */
export function compileSelection({ key, any, all }: FilterSelectionKey, data: FilterData): CompiledFilter {
  if (key === '') return NO_FILTER;
  const checks: ((i: number) => boolean)[] = [];
  const bitGroup = (g: Group): [Uint32Array, BitDictionary] | null =>
    g === 'fuel' ? [data.fuel, data.fuelDict] : g === 'amenity' ? [data.amenity, data.amenityDict] : null;
  for (const [g, names] of any) {
    if (g === 'connector' || g === 'power') continue;
    const bg = bitGroup(g);
    if (bg) {
      const [arr, dict] = bg;
      const m = dict.mask(names);
      checks.push((i) => (arr[i]! & m) !== 0);
    } else {
      const ids = new Set(names.map((n) => data.brandIds.get(n) ?? -2));
      checks.push((i) => ids.has(data.brand[i]!));
    }
  }
  for (const [g, names] of all) {
    if (g === 'connector' || g === 'power') continue;
    const bg = bitGroup(g);
    if (bg) {
      const [arr, dict] = bg;
      // A name no station has can never be satisfied.
      if (names.some((n) => dict.bit(n) === 0)) {
        checks.push(matchNone);
        continue;
      }
      const m = dict.mask(names);
      checks.push((i) => (arr[i]! & m) === m);
    } else {
      // A station has one brand: with_all over several brands matches nothing.
      const ids = [...new Set(names.map((n) => data.brandIds.get(n) ?? -2))];
      const id = ids.length === 1 ? ids[0]! : -3;
      checks.push((i) => data.brand[i] === id);
    }
  }
  const connectorCheck = compileConnectors(any, all, data.connectors);
  if (connectorCheck) checks.push(connectorCheck);
  const test =
    checks.length === 1
      ? checks[0]!
      : (i: number): boolean => {
          for (const c of checks) if (!c(i)) return false;
          return true;
        };
  return { key, active: true, test };
}

/**
 * `connector` and `power` as one check: a connector of the standards named (any of them, or with
 * `with_all` each of them) with at least the power named (`with_any[power]`: the lowest of the names,
 * a connector at any of them; `with_all[power]`: the highest). Null when neither group is set.
 */
function compileConnectors(any: [Group, string[]][], all: [Group, string[]][], data: ConnectorFilterData | null): ((i: number) => boolean) | null {
  const named = (sel: [Group, string[]][], g: Group): string[] | null => sel.find(([group]) => group === g)?.[1] ?? null;
  const anyStandards = named(any, 'connector');
  const allStandards = named(all, 'connector');
  const anyPower = named(any, 'power');
  const allPower = named(all, 'power');
  if (!anyStandards && !allStandards && !anyPower && !allPower) return null;
  if (!data) return matchNone;
  const kws = (names: string[] | null, pick: (...n: number[]) => number): number | null => {
    if (!names) return 0;
    const values = names.map(powerOf);
    return values.some((v) => v === null) ? null : pick(...(values as number[]));
  };
  const minKw = Math.max(kws(anyPower, Math.min) ?? Infinity, kws(allPower, Math.max) ?? Infinity);
  if (!Number.isFinite(minKw)) return matchNone; // a power name that is not a number
  const checks: ((i: number) => boolean)[] = [];
  if (anyStandards) {
    const mask = data.dict.mask(anyStandards);
    checks.push(mask === 0 ? matchNone : (i) => data.has(i, mask, minKw, false));
  }
  if (allStandards) {
    const mask = data.dict.mask(allStandards);
    checks.push(allStandards.some((n) => data.dict.bit(n) === 0) ? matchNone : (i) => data.has(i, mask, minKw, true));
  }
  if (checks.length === 0) checks.push((i) => data.has(i, 0, minKw, false));
  return checks.length === 1 ? checks[0]! : (i) => checks.every((c) => c(i));
}

/** The complement (non_matching_locations); matches nothing when no filter is active. */
export function negate(f: CompiledFilter): CompiledFilter {
  if (!f.active) return { key: '!', active: true, test: matchNone };
  return { key: `!${f.key}`, active: true, test: (i) => !f.test(i) };
}
