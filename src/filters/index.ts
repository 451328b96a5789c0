/**
 * Public face of the filters feature (spec sections 2 "Filters panel", 3 "Filter", 4, 5).
 *
 * Wiring for the element / shell:
 * - Config: the filters read `configAtom` (its `filters` block) by themselves; `initFiltersAtom` replaces it.
 * - Analytics and logging go through the store's `LocatorServices` (`track`, `logger`).
 * - Shell: mount `<FilterToggleButton />` in search and directions mode and `<FiltersPanel />` where the panels
 *   go; both follow the shared `modalAtom` (`Filters`), the panel renders nothing while another modal is open.
 * - Styles: the toggle button's are the shared tool row sheet's (`.panel-button`); the panel adopts its own.
 * - Location loaders: read `activeFilterSelectionAtom` and send `filterSelectionToQuery(selection)` as query
 *   pairs (GET calls) or spread `filterSelectionToBody(selection)` into the along_corridor body.
 */
/*
 * Spec rule → file (spec section, rule in short → the file that implements it; from the spec audit):
 * §2 Filter toggle button shows the count of active filters → filter-toggle-button.tsx, filters-atoms.ts
 * §2 Filters panel: title, close button, groups of checkbox filters → filters-panel.tsx, filter-group.tsx
 * §2 Filters panel: group heading carries the total and active count → filter-group.tsx
 * §2 Filters panel: summary to a limit with show more / show fewer showing the hidden count → filter-summary.ts, filter-group.tsx
 * §3 Filter: groupName, filterName (group.filter), active → filter-config.ts, filters-atoms.ts
 * §3 Filter group mode with_any (default) or with_all → filter-config.ts, filter-query.ts
 * §3 Some filter groups hidden (hiddenGroups) → filter-config.ts, filters-atoms.ts
 * §3 Filter group config: filters or enabled list, priority order → filter-config.ts
 * §3 Filter config: synthetic groups (canonical or not), filters named group.filter → filter-config.ts
 * §3 Prefilters: comma list of group.filter starting active → filter-config.ts, filters-atoms.ts
 * §3 Config: filter config → filters-atoms.ts
 * §4 Filters: toggling flips the active flag → filters-atoms.ts
 * §4 Filters: clear sets all inactive → filters-atoms.ts
 * §5 Filter rule: non-canonical synthetic filters must exist among real filters → filter-config.ts
 * §5 Filter rule: synthetic group names must not clash with real groups → filter-config.ts
 * §5 Filter rule: groups of synthetic filters must be among the enabled groups → filter-config.ts
 * §5 Filter rule: a group needs either enabled or filters → filter-config.ts
 * §7 GET within_bounds: sw[]/ne[] with 6 decimals, filters as mode[group][]=name → filter-query.ts
 */
export type { FilterSelection, FilterBody, FilterWireMode } from './filter-query';
export {
  filterSelectionToQuery,
  filterSelectionToBody,
  appendFilterSelection,
  emptyFilterSelection,
  isFilterSelectionEmpty,
  wireModeOf,
} from './filter-query';
export type { FilterModel, FilterGroupModel, FilterItem, FilterDefinition, ParsedPrefilters } from './filter-config';
export { FilterConfigError, buildFilterModel, validateFilterConfig, parsePrefilters } from './filter-config';
export type { FilterSummary } from './filter-summary';
export { summariseFilters } from './filter-summary';
export type { FilterToggleAnalyticsEvent, FilterGroupView, FilterItemView } from './filters-atoms';
export {
  activeFilterSelectionAtom,
  activeFilterCountAtom,
  activeFilterKeysAtom,
  filterGroupsViewAtom,
  filterModelAtom,
  filterConfigErrorAtom,
  initFiltersAtom,
  toggleFilterAtom,
  clearFiltersAtom,
  closeFiltersPanelAtom,
} from './filters-atoms';
export { FilterToggleButton, type FilterToggleButtonProps } from './filter-toggle-button';
export { FiltersPanel, type FiltersPanelProps, type FiltersPanelCloseReason } from './filters-panel';
export { LazyFiltersPanel } from './lazy-filters-panel';
export { FilterGroup, type FilterGroupProps } from './filter-group';
export { FILTER_TOGGLE_ATTRIBUTE, FILTERS_PANEL_ID } from './filters-dom';
export { humaniseFilterName, filterLabelKey, groupLabelKey } from './filter-labels';
export { useFilterLabels } from './use-filter-labels';
export { DEMO_FILTER_CONFIG, DEMO_FUEL_TYPES, DEMO_AMENITIES, DEMO_BRANDS, DEMO_CONNECTORS, DEMO_POWER_KW } from './demo-vocabulary';
