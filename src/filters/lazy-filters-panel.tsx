import { lazy, Suspense } from 'react';
import { modalAtom, useAtomValue } from '../shared';
import type { FiltersPanelProps } from './filters-panel';

/** The panel's own chunk (groups, summaries, labels), fetched the first time the filters open. */
const FiltersPanel = lazy(() => import('./filters-panel').then((module) => ({ default: module.FiltersPanel })));

/** Mount this where the panels go: it renders and loads nothing until the modal is `Filters`. */
export function LazyFiltersPanel(props: FiltersPanelProps) {
  const open = useAtomValue(modalAtom) === 'Filters';
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <FiltersPanel {...props} />
    </Suspense>
  );
}
