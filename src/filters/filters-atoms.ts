/**
 * Filter state (spec section 4: "toggling flips the active flag; clear sets all inactive").
 *
 * Base atoms are private; other features read the derived atoms and write through the action atoms.
 *
 * - The filter config is the loaded config's `filters` block (`configAtom`); `initFiltersAtom(config)`
 *   replaces it (tests, or a harness without the whole config). It is validated here; an invalid config
 *   disables filters, is logged, and shows in `filterConfigErrorAtom` instead of breaking the locator.
 * - Until the visitor touches a filter, the active set is the config's `prefilters` (unknown ones are logged
 *   as a warning and skipped). The first toggle or clear copies it into the visitor's own set;
 *   `initFiltersAtom` starts over from the prefilters.
 * - Toggles are reported through `LocatorServices.track('filter_toggle', {group, filter, active})`.
 * - Active keys are always read through the current model, so a key that a new config no longer offers
 *   drops out of the selection by itself.
 * - Hidden groups (`hiddenGroups`) still apply. Their filters are set only by prefilters: clear leaves
 *   them alone and the button's count leaves them out, because the visitor can neither see nor undo them.
 */
import { atom, type Getter } from 'jotai/vanilla';
import { configAtom, type FilterConfig } from '../config';
import { filterGroupHiddenAtom } from '../resource-choice';
import { closeModalAtom, modalAtom, servicesAtom } from '../shared';
import { buildFilterModel, FilterConfigError, parsePrefilters, type FilterDefinition, type FilterModel } from './filter-config';
import { buildFilterSelection, emptyFilterSelection, type FilterSelection } from './filter-query';

/** The analytics event sent on every toggle, through `LocatorServices.track` (the element's `analytics` event). */
export interface FilterToggleAnalyticsEvent {
  name: 'filter_toggle';
  params: { group: string; filter: string; active: boolean };
}

/**
 * A filter config set with `initFiltersAtom`, in place of the loaded config's `filters` block; `null`: use
 * `configAtom` (the normal case in the element, where the store is created with the loaded config).
 */
const filterConfigOverrideAtom = atom<{ config: FilterConfig | undefined } | null>(null);
filterConfigOverrideAtom.debugLabel = 'filters/configOverride';

/** The filter block in effect; `undefined`: no filters configured. */
const filterConfigAtom = atom((get): FilterConfig | undefined => {
  const override = get(filterConfigOverrideAtom);
  return override ? override.config : get(configAtom).filters;
});

/** The visitor's active keys once they toggled or cleared; `null`: untouched, use the prefilters. */
const touchedKeysAtom = atom<ReadonlySet<string> | null>(null);
touchedKeysAtom.debugLabel = 'filters/touched';

type ModelResult = {
  model: FilterModel | null;
  error: FilterConfigError | null;
  prefilterKeys: readonly string[];
  /** Problems to log once, when the config is set (a derived atom stays free of side effects). */
  warnings: readonly string[];
};

const modelResultAtom = atom(
  (get): ModelResult => {
    const config = get(filterConfigAtom);
    if (config === undefined || config === null) return { model: null, error: null, prefilterKeys: [], warnings: [] };
    try {
      const model = buildFilterModel(config);
      const { keys, unknown } = parsePrefilters(config.prefilters, model);
      const warnings = unknown.length > 0 ? [`Ignoring unknown prefilters (filters.prefilters): ${unknown.join(', ')}`] : [];
      return { model, error: null, prefilterKeys: keys, warnings };
    } catch (error) {
      if (!(error instanceof FilterConfigError)) throw error;
      return { model: null, error, prefilterKeys: [], warnings: [`${error.message}; filters are disabled`] };
    }
  },
  (get) => reportWarnings(get),
);
// Report config problems once the filters are in use (anything reading them mounts this atom).
modelResultAtom.onMount = (report) => report();

/** Logs the current config's problems, once per config (the store is per element, so is the WeakSet entry). */
const reported = new WeakSet<ModelResult>();
function reportWarnings(get: Getter): void {
  const result = get(modelResultAtom);
  if (reported.has(result)) return;
  reported.add(result);
  const { logger } = get(servicesAtom);
  for (const warning of result.warnings) logger.warn(warning);
}

/** The validated filter model, or `null` when there is no (valid) filter config. */
export const filterModelAtom = atom((get) => get(modelResultAtom).model);
filterModelAtom.debugLabel = 'filters/model';

/** The validation error of the current filter config, if any (the element may report it as `locator-error`). */
export const filterConfigErrorAtom = atom((get) => get(modelResultAtom).error);

/** Active state keys (`fuel.E10`), in display order. */
export const activeFilterKeysAtom = atom((get): readonly string[] => {
  const { model, prefilterKeys } = get(modelResultAtom);
  if (!model) return [];
  const active = get(touchedKeysAtom) ?? new Set(prefilterKeys);
  return [...model.definitions.keys()].filter((key) => active.has(key));
});
activeFilterKeysAtom.debugLabel = 'filters/activeKeys';

/**
 * Keys shown in the panel (in at least one group that is not hidden, by the config or by the visitor's
 * choice of fuel or charging).
 */
const visibleKeysAtom = atom((get): ReadonlySet<string> => {
  const model = get(filterModelAtom);
  const choiceHides = get(filterGroupHiddenAtom);
  const keys = new Set<string>();
  for (const group of model?.groups ?? []) {
    if (group.hidden) continue;
    // A synthetic group's filter belongs to its real group (`fuel.E10`): hidden with it.
    for (const item of group.filters) if (!choiceHides(model?.definitions.get(item.key)?.group ?? group.name)) keys.add(item.key);
  }
  return keys;
});

/**
 * What every locations call sends (within_bounds, nearest_to, complete, along_corridor): the active
 * filters by wire mode and real group, hidden groups included. Empty when there is no filter config.
 * Encode with `filterSelectionToQuery` / `filterSelectionToBody`.
 */
export const activeFilterSelectionAtom = atom((get): FilterSelection => {
  const model = get(filterModelAtom);
  if (!model) return emptyFilterSelection();
  // A group the choice hides is not sent: a connector filter would leave no fuel station, and so on.
  const choiceHides = get(filterGroupHiddenAtom);
  return buildFilterSelection(
    get(activeFilterKeysAtom)
      .map((key) => model.definitions.get(key))
      .filter((d): d is FilterDefinition => d !== undefined && !choiceHides(d.group)),
  );
});
activeFilterSelectionAtom.debugLabel = 'filters/activeSelection';

/** The filter button's badge: active filters the visitor can see (hidden groups' filters are left out). */
export const activeFilterCountAtom = atom((get) => {
  const visible = get(visibleKeysAtom);
  return get(activeFilterKeysAtom).filter((key) => visible.has(key)).length;
});

/** A checkbox as the panel renders it. */
export interface FilterItemView {
  /** Name within its group (`E10`, or `fuel.E10` in a synthetic group). */
  id: string;
  /** State key, also the label key: `filters.labels.<group>.<filter>` of the real filter. */
  key: string;
  /** Real group and filter name of `key`. */
  group: string;
  filter: string;
  active: boolean;
}

/** A group as the panel renders it, with its heading counts. */
export interface FilterGroupView {
  name: string;
  synthetic: boolean;
  summaryLimit: number | undefined;
  filters: FilterItemView[];
  /** Number of filters in the group. */
  totalCount: number;
  /** Number of them that are active. */
  activeCount: number;
}

/** The groups the panel shows (hidden groups and those the choice of fuel or charging hides left out), in priority order. */
export const filterGroupsViewAtom = atom((get): FilterGroupView[] => {
  const model = get(filterModelAtom);
  if (!model) return [];
  const active = new Set(get(activeFilterKeysAtom));
  const choiceHides = get(filterGroupHiddenAtom);
  return model.groups
    .filter((group) => !group.hidden)
    .map((group) => {
      const filters = group.filters
        .map((item): FilterItemView => {
          const definition = model.definitions.get(item.key);
          return {
            id: item.id,
            key: item.key,
            group: definition?.group ?? group.name,
            filter: definition?.name ?? item.id,
            active: active.has(item.key),
          };
        })
        // The choice of fuel or charging hides a real group's filters, also where a synthetic group shows them.
        .filter((item) => !choiceHides(item.group));
      return {
        name: group.name,
        synthetic: group.synthetic,
        summaryLimit: group.summaryLimit,
        filters,
        totalCount: filters.length,
        activeCount: filters.filter((item) => item.active).length,
      };
    })
    .filter((group) => group.filters.length > 0);
});

/**
 * Builds the filter state from the loaded config's `filters` block (`undefined`: no filters). The
 * prefilters start active; a previous visitor selection is dropped.
 */
export const initFiltersAtom = atom(null, (get, set, config: FilterConfig | undefined) => {
  set(filterConfigOverrideAtom, { config });
  set(touchedKeysAtom, null);
  reportWarnings(get);
});

/** Flips one filter by state key (`fuel.E10`) and reports `filter_toggle`. Unknown keys are ignored. */
export const toggleFilterAtom = atom(null, (get, set, key: string) => {
  const definition = get(filterModelAtom)?.definitions.get(key);
  if (!definition) return;
  const next = new Set(get(activeFilterKeysAtom));
  const active = !next.has(key);
  if (active) next.add(key);
  else next.delete(key);
  set(touchedKeysAtom, next);
  const event: FilterToggleAnalyticsEvent = { name: 'filter_toggle', params: { group: definition.group, filter: definition.name, active } };
  get(servicesAtom).track?.(event.name, event.params);
});

/** Sets every filter the visitor can see inactive (hidden groups keep their prefilters). */
export const clearFiltersAtom = atom(null, (get, set) => {
  const visible = get(visibleKeysAtom);
  set(touchedKeysAtom, new Set(get(activeFilterKeysAtom).filter((key) => !visible.has(key))));
});

/** Closes the Filters panel: the shell's modal back to none, unless another modal has taken its place. */
export const closeFiltersPanelAtom = atom(null, (get, set) => {
  if (get(modalAtom) === 'Filters') set(closeModalAtom);
});
