/**
 * Wire forms of the active filters (spec section 7: "filters as mode[group][]=name"). Pure.
 *
 * Every locations call carries them: GET calls (within_bounds, within_region, nearest_to, complete) as
 * query pairs, `POST along_corridor` in its JSON body. The location loaders call these encoders.
 */
import type { FilterGroupMode } from '../config';
import type { FilterDefinition } from './filter-config';

/** Active filters by wire mode, then by (real) group: `{with_any: {fuel: ['E10']}, with_all: {amenity: ['car_wash']}}`. */
export interface FilterSelection {
  with_any: Record<string, string[]>;
  with_all: Record<string, string[]>;
}

/** The wire mode keys, in the order they are encoded. */
export type FilterWireMode = keyof FilterSelection;
const WIRE_MODES: readonly FilterWireMode[] = ['with_any', 'with_all'];

/** The JSON body form for `along_corridor`: only non-empty modes and groups appear. */
export interface FilterBody {
  with_any?: Record<string, string[]>;
  with_all?: Record<string, string[]>;
}

/** A selection with nothing active. Returns a fresh object each call. */
export function emptyFilterSelection(): FilterSelection {
  return { with_any: {}, with_all: {} };
}

/** Config mode → wire mode: `withAll` → `with_all`; anything else (the default) → `with_any`. */
export function wireModeOf(mode: FilterGroupMode | undefined): FilterWireMode {
  return mode === 'withAll' ? 'with_all' : 'with_any';
}

/** Builds the selection from the active filter definitions, in the order given. */
export function buildFilterSelection(active: Iterable<FilterDefinition>): FilterSelection {
  const selection = emptyFilterSelection();
  for (const { group, name, mode } of active) {
    const byGroup = selection[wireModeOf(mode)];
    const names = (byGroup[group] ??= []);
    if (!names.includes(name)) names.push(name);
  }
  return selection;
}

/** True when no filter is active. */
export function isFilterSelectionEmpty(selection: FilterSelection): boolean {
  return WIRE_MODES.every((mode) => Object.values(selection[mode]).every((names) => names.length === 0));
}

/**
 * Query pairs: `[['with_any[fuel][]', 'E10'], ['with_all[amenity][]', 'car_wash']]`.
 *
 * Stable order: `with_any` before `with_all`, groups and names sorted, duplicates dropped. Equal selections
 * therefore give equal URLs, which keeps within_bounds responses cacheable. Append them with
 * `params.append(name, value)` (or `appendFilterSelection`); the brackets are percent-encoded by
 * `URLSearchParams`, which every server parses the same.
 */
export function filterSelectionToQuery(selection: FilterSelection): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const mode of WIRE_MODES) {
    for (const [group, names] of sortedGroups(selection[mode])) {
      for (const name of names) pairs.push([`${mode}[${group}][]`, name]);
    }
  }
  return pairs;
}

/** Appends the selection's query pairs to `params` and returns it. */
export function appendFilterSelection(params: URLSearchParams, selection: FilterSelection): URLSearchParams {
  for (const [name, value] of filterSelectionToQuery(selection)) params.append(name, value);
  return params;
}

/**
 * The JSON body fields for `POST along_corridor`: `{with_any: {fuel: ['E10']}, with_all: {amenity: ['car_wash']}}`.
 * Same order rules as the query; empty groups and modes are left out (`{}` when nothing is active), so the
 * result can be spread into the request body.
 */
export function filterSelectionToBody(selection: FilterSelection): FilterBody {
  const body: FilterBody = {};
  for (const mode of WIRE_MODES) {
    const groups = sortedGroups(selection[mode]);
    if (groups.length > 0) body[mode] = Object.fromEntries(groups);
  }
  return body;
}

/** Non-empty groups, sorted by name, each with its names sorted and deduplicated. */
function sortedGroups(byGroup: Record<string, string[]>): Array<[string, string[]]> {
  return Object.keys(byGroup)
    .sort(compare)
    .map((group): [string, string[]] => [group, [...new Set(byGroup[group] ?? [])].sort(compare)])
    .filter(([, names]) => names.length > 0);
}

/** Code-point order, independent of the browser's locale. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
