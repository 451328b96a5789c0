import { lazyComponent } from '../shared';

/** The panel's own chunk (groups, summaries, labels), fetched the first time the filters open. Mount it while the modal is `Filters`. */
export const LazyFiltersPanel = lazyComponent(() => import('./filters-panel'), 'FiltersPanel');
