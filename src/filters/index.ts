/**
 * Public face of the filters feature (spec sections 2 "Filters panel", 3 "Filter", 4, 5).
 *
 * Wiring for the element / shell:
 * - Config: the filters read `configAtom` (its `filters` block) by themselves; `initFiltersAtom` replaces it.
 * - Analytics and logging go through the store's `LocatorServices` (`track`, `logger`).
 * - Shell: mount `<FilterToggleButton />` in search and directions mode and `<FiltersPanel />` where the panels
 *   go; both follow the shared `modalAtom` (`Filters`), the panel renders nothing while another modal is open.
 * - Styles: add `filtersStyles` to the element's adopted stylesheets.
 * - Location loaders: read `activeFilterSelectionAtom` and send `filterSelectionToQuery(selection)` as query
 *   pairs (GET calls) or spread `filterSelectionToBody(selection)` into the along_corridor body.
 */
// Style sheets leave as typed strings, never `export { default } from './x.css'`: the shipped declarations
// would import the .css file, which a host type-checking them (skipLibCheck off) cannot resolve.
import filtersCss from './filters.css';
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
export const filtersStyles: string = filtersCss;
export { DEMO_FILTER_CONFIG, DEMO_FUEL_TYPES, DEMO_AMENITIES, DEMO_BRANDS, DEMO_CONNECTORS, DEMO_POWER_KW } from './demo-vocabulary';
