import { lazy, Suspense } from 'react';
import { useAtomValue } from '../../shared';
import { selectedLocationAtom, selectionFailureAtom } from '../locations-atoms';
// Type-only: erased at build time, so the window stays in its own chunk.
import type * as InfoWindowModule from './info-window';

let chunk: Promise<typeof InfoWindowModule> | null = null;

/**
 * Fetches the info window's own chunk once per page. The nearest list calls it when it first shows items,
 * so a click on one does not wait for the chunk (the window should show within 100 ms of its details).
 * A failed fetch is forgotten, so the next call (or the selection itself) tries again.
 */
export function preloadInfoWindow(): Promise<typeof InfoWindowModule> {
  chunk ??= import('./info-window').catch((error: unknown) => {
    chunk = null;
    throw error;
  });
  return chunk;
}

const InfoWindow = lazy(() => preloadInfoWindow().then((module) => ({ default: module.InfoWindow })));
const SelectionFailureNotice = lazy(() => preloadInfoWindow().then((module) => ({ default: module.SelectionFailureNotice })));

/**
 * Mount this where the info window goes (search and directions mode). It renders nothing until a
 * location is selected (or its details could not be loaded: the notice saying so); its chunk loads
 * then at the latest (see `preloadInfoWindow`).
 */
export function LazyInfoWindow() {
  const selected = useAtomValue(selectedLocationAtom);
  const failed = useAtomValue(selectionFailureAtom) !== null;
  if (!selected && !failed) return null;
  return <Suspense fallback={null}>{selected ? <InfoWindow /> : <SelectionFailureNotice />}</Suspense>;
}
