/**
 * Filter config validation and normalisation (spec sections 3 "Filter" and 5). Pure: no React, no DOM.
 *
 * The remote config's `filters` block (`FilterConfig` in `src/config/types.ts`) is turned into a
 * `FilterModel`: the groups to show, in priority order, and one `FilterDefinition` per distinct filter
 * that can be active. Decisions taken here (documented because the spec leaves them open):
 *
 * - **Real groups** offer `filters` (display order) or `enabled`. With both, `enabled` picks the offered
 *   subset of `filters` (in `filters` order) and every `enabled` name must be in `filters`.
 * - **State is keyed by the real filter**, `group.filter` (e.g. `fuel.E10`). A synthetic group is a second
 *   view on real filters: its filter `fuel.E10` shows and toggles the same state as `E10` in `fuel`, and
 *   is sent to the API as `…[fuel][]=E10`. The API never sees synthetic group names.
 * - **Canonical synthetic groups** may name filters their real group does not offer (`fuel.HVO` when
 *   `fuel` lists only `E10`); such a filter is sent with the synthetic group's `mode`, falling back to
 *   the real group's mode. Filters the real group offers always use the real group's mode, so a filter
 *   has exactly one wire form.
 * - `priority` and `hiddenGroups` must name known groups (real or synthetic); a typo is an error rather
 *   than a silently ignored setting.
 * - Every rule failure throws a `FilterConfigError` whose `key` is the config path of the offending entry.
 */
import type { FilterConfig, FilterGroupMode, SyntheticFilterGroupConfig } from '../config';

/**
 * A synthetic group as read here. `summaryLimit` is not (yet) in `SyntheticFilterGroupConfig`; we accept it
 * so a long synthetic group can be summarised like a real one (proposed as an optional field there).
 */
type SyntheticGroupInput = SyntheticFilterGroupConfig & { summaryLimit?: number };

/** Prefix of every key in error messages: the filter block's place in the locator config. */
const ROOT = 'filters';

/** A config rule failed; `key` is the config path of the offending entry (`filters.synthetic.top.filters[1]`). */
export class FilterConfigError extends Error {
  readonly key: string;

  constructor(key: string, problem: string) {
    super(`Invalid filter config at "${key}": ${problem}`);
    this.name = 'FilterConfigError';
    this.key = key;
  }
}

/** One filter that can be active, keyed by its real group: what the API receives. */
export interface FilterDefinition {
  /** `group.filter`, the state key (`fuel.E10`). */
  key: string;
  /** Real group name, as sent: `with_any[group][]`. */
  group: string;
  /** Filter name, as sent: `…[]=name`. */
  name: string;
  mode: FilterGroupMode;
}

/** A checkbox in a displayed group. */
export interface FilterItem {
  /** Name within its display group: `E10` in a real group, `fuel.E10` in a synthetic one. */
  id: string;
  /** The state key it shows and toggles (`fuel.E10`); also names its label. */
  key: string;
}

/** A group as the panel shows it (hidden groups are kept: they still apply, and prefilters may name them). */
export interface FilterGroupModel {
  name: string;
  synthetic: boolean;
  /** In `hiddenGroups`: not shown in the panel, its active filters still apply. */
  hidden: boolean;
  /** Show at most this many filters before a "show more" button; undefined: show all. */
  summaryLimit: number | undefined;
  filters: FilterItem[];
}

export interface FilterModel {
  /** All groups, real and synthetic, in display order (`priority` first, then config order, real before synthetic). */
  groups: FilterGroupModel[];
  /** Every filter that can be active, by state key, in display order. */
  definitions: ReadonlyMap<string, FilterDefinition>;
}

/** `group.filter` → its two parts; `undefined` unless both are non-empty. Splits at the first dot. */
export function splitFilterKey(key: string): { group: string; name: string } | undefined {
  const dot = key.indexOf('.');
  if (dot <= 0 || dot === key.length - 1) return undefined;
  return { group: key.slice(0, dot), name: key.slice(dot + 1) };
}

/** The state key of a filter: `group.filter`. */
export function filterKey(group: string, name: string): string {
  return `${group}.${name}`;
}

/**
 * Validates a filter config and builds its model.
 * @throws FilterConfigError naming the offending key when a rule of spec section 5 (or a shape check) fails.
 */
export function buildFilterModel(config: FilterConfig): FilterModel {
  if (!isRecord(config)) throw new FilterConfigError(ROOT, 'must be an object');
  const groupsConfig: unknown = config.groups;
  if (!isRecord(groupsConfig)) throw new FilterConfigError(`${ROOT}.groups`, 'must be an object of filter groups');

  // Real groups.
  const real = new Map<string, { mode: FilterGroupMode; summaryLimit: number | undefined; names: string[] }>();
  for (const [group, groupConfig] of Object.entries(groupsConfig)) {
    const at = `${ROOT}.groups.${group}`;
    if (group.includes('.') || group.trim() === '') throw new FilterConfigError(at, 'a group name must be non-empty and contain no "."');
    if (!isRecord(groupConfig)) throw new FilterConfigError(at, 'must be an object');
    const filters = readNames(groupConfig.filters, `${at}.filters`);
    const enabled = readNames(groupConfig.enabled, `${at}.enabled`);
    if (!filters && !enabled) throw new FilterConfigError(at, 'a filter group needs either "enabled" or "filters"');
    let names: string[];
    if (filters && enabled) {
      enabled.forEach((name, i) => {
        if (!filters.includes(name)) throw new FilterConfigError(`${at}.enabled[${i}]`, `"${name}" is not one of ${at}.filters`);
      });
      names = filters.filter((name) => enabled.includes(name));
    } else {
      names = (filters ?? enabled) as string[];
    }
    real.set(group, {
      mode: readMode(groupConfig.mode, `${at}.mode`),
      summaryLimit: readSummaryLimit(groupConfig.summaryLimit, `${at}.summaryLimit`),
      names,
    });
  }

  // Definitions of the real filters, then the synthetic groups (which may add canonical-only definitions).
  const definitions = new Map<string, FilterDefinition>();
  for (const [group, { mode, names }] of real) {
    for (const name of names) definitions.set(filterKey(group, name), { key: filterKey(group, name), group, name, mode });
  }

  const syntheticConfig: unknown = config.synthetic ?? {};
  if (!isRecord(syntheticConfig)) throw new FilterConfigError(`${ROOT}.synthetic`, 'must be an object of synthetic groups');
  const synthetic = new Map<string, { summaryLimit: number | undefined; items: FilterItem[] }>();
  for (const [group, groupConfig] of Object.entries(syntheticConfig)) {
    const at = `${ROOT}.synthetic.${group}`;
    if (group.includes('.') || group.trim() === '') throw new FilterConfigError(at, 'a group name must be non-empty and contain no "."');
    if (real.has(group)) throw new FilterConfigError(at, `synthetic group name clashes with the real filter group "${group}"`);
    if (!isRecord(groupConfig)) throw new FilterConfigError(at, 'must be an object');
    const canonical = groupConfig.canonical ?? false;
    if (typeof canonical !== 'boolean') throw new FilterConfigError(`${at}.canonical`, 'must be true or false');
    const ownMode = groupConfig.mode === undefined ? undefined : readMode(groupConfig.mode, `${at}.mode`);
    const summaryLimit = readSummaryLimit((groupConfig as Partial<SyntheticGroupInput>).summaryLimit, `${at}.summaryLimit`);
    const names = readNames(groupConfig.filters, `${at}.filters`);
    if (!names) throw new FilterConfigError(`${at}.filters`, 'a synthetic group needs a "filters" list of "group.filter" names');
    const items = names.map((id, i): FilterItem => {
      const itemAt = `${at}.filters[${i}]`;
      const parts = splitFilterKey(id);
      if (!parts) throw new FilterConfigError(itemAt, `"${id}" must be written "group.filter"`);
      const target = real.get(parts.group);
      if (!target) throw new FilterConfigError(itemAt, `group "${parts.group}" of "${id}" is not an enabled filter group`);
      const key = filterKey(parts.group, parts.name);
      if (!definitions.has(key)) {
        if (!canonical) {
          throw new FilterConfigError(itemAt, `"${id}" is not a filter of group "${parts.group}" (only a canonical synthetic group may name new filters)`);
        }
        definitions.set(key, { key, group: parts.group, name: parts.name, mode: ownMode ?? target.mode });
      }
      return { id, key };
    });
    synthetic.set(group, { summaryLimit, items });
  }

  // Display order and hidden groups.
  const known = new Set([...real.keys(), ...synthetic.keys()]);
  const priority = readNames(config.priority, `${ROOT}.priority`) ?? [];
  priority.forEach((group, i) => {
    if (!known.has(group)) throw new FilterConfigError(`${ROOT}.priority[${i}]`, `"${group}" is not a filter group`);
  });
  const hiddenGroups = readNames(config.hiddenGroups, `${ROOT}.hiddenGroups`) ?? [];
  hiddenGroups.forEach((group, i) => {
    if (!known.has(group)) throw new FilterConfigError(`${ROOT}.hiddenGroups[${i}]`, `"${group}" is not a filter group`);
  });
  const order = [...priority, ...[...known].filter((group) => !priority.includes(group))];

  const groups = order.map((name): FilterGroupModel => {
    const hidden = hiddenGroups.includes(name);
    const realGroup = real.get(name);
    if (realGroup) {
      return {
        name,
        synthetic: false,
        hidden,
        summaryLimit: realGroup.summaryLimit,
        filters: realGroup.names.map((id) => ({ id, key: filterKey(name, id) })),
      };
    }
    const syntheticGroup = synthetic.get(name) as { summaryLimit: number | undefined; items: FilterItem[] };
    return { name, synthetic: true, hidden, summaryLimit: syntheticGroup.summaryLimit, filters: syntheticGroup.items };
  });

  return { groups, definitions: orderDefinitions(definitions, groups) };
}

/** Validates a filter config without keeping the model. @throws FilterConfigError */
export function validateFilterConfig(config: FilterConfig): void {
  buildFilterModel(config);
}

/** Result of reading `prefilters`: the state keys to start active and the entries that name no filter. */
export interface ParsedPrefilters {
  keys: string[];
  unknown: string[];
}

/**
 * Reads the `prefilters` comma list (`fuel.E10, amenity.car_wash`). An entry may name a real filter
 * (`fuel.E10`) or a filter of a synthetic group (`popular.fuel.E10`). Unknown entries are returned in
 * `unknown` rather than thrown: the caller logs a warning and starts without them, because a published
 * prefilter for a filter that a locale override disabled should not take the whole locator down.
 */
export function parsePrefilters(prefilters: string | undefined, model: FilterModel): ParsedPrefilters {
  const keys: string[] = [];
  const unknown: string[] = [];
  if (typeof prefilters !== 'string') return { keys, unknown };
  for (const raw of prefilters.split(',')) {
    const entry = raw.trim();
    if (entry === '') continue;
    const key = resolveFilterReference(entry, model);
    if (key === undefined) unknown.push(entry);
    else if (!keys.includes(key)) keys.push(key);
  }
  return { keys, unknown };
}

/** `group.filter` (real or synthetic group) → the state key it means, or undefined. */
export function resolveFilterReference(reference: string, model: FilterModel): string | undefined {
  const parts = splitFilterKey(reference);
  if (!parts) return undefined;
  const group = model.groups.find((g) => g.name === parts.group);
  return group?.filters.find((item) => item.id === parts.name)?.key;
}

// ---- helpers ----

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A list of distinct non-empty strings, or undefined when absent. */
function readNames(value: unknown, at: string): string[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) throw new FilterConfigError(at, 'must be a list of names');
  const names: string[] = [];
  value.forEach((name: unknown, i) => {
    if (typeof name !== 'string' || name.trim() === '') throw new FilterConfigError(`${at}[${i}]`, 'must be a non-empty string');
    if (names.includes(name)) throw new FilterConfigError(`${at}[${i}]`, `"${name}" is listed twice`);
    names.push(name);
  });
  return names;
}

function readMode(value: unknown, at: string): FilterGroupMode {
  if (value === undefined || value === 'any') return 'any';
  if (value === 'withAll') return 'withAll';
  throw new FilterConfigError(at, `must be "any" or "withAll", got ${JSON.stringify(value)}`);
}

function readSummaryLimit(value: unknown, at: string): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) throw new FilterConfigError(at, 'must be a whole number of at least 1');
  return value;
}

/** Definitions in display order (the order of the first group showing each), hidden groups included. */
function orderDefinitions(definitions: Map<string, FilterDefinition>, groups: FilterGroupModel[]): Map<string, FilterDefinition> {
  const ordered = new Map<string, FilterDefinition>();
  for (const group of groups) {
    for (const { key } of group.filters) {
      const definition = definitions.get(key);
      if (definition && !ordered.has(key)) ordered.set(key, definition);
    }
  }
  return ordered;
}
