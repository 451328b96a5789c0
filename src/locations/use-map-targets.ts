import { useEffect, useRef } from 'react';
import { useStore } from 'jotai/react';
import { useAtomValue } from '../shared';
import type { MapView } from '../map';
import { appliedTargetSeqAtom, mapTargetAtom, markTargetAppliedAtom } from './map-atoms';

/**
 * Applies each map target request once, as soon as the view exists (requests made before it wait).
 * "Once" holds across maps: a map that replaces another in the same store skips what that one applied,
 * and applies what was asked while it loaded.
 */
export function useMapTargets(view: MapView | null): void {
  const store = useStore();
  const request = useAtomValue(mapTargetAtom);
  const applied = useRef<number | null>(null);
  useEffect(() => {
    applied.current ??= store.get(appliedTargetSeqAtom);
    if (!view || !request || request.seq <= applied.current) return;
    applied.current = request.seq;
    store.set(markTargetAppliedAtom, request.seq);
    const { target } = request;
    if (target.kind === 'bounds') view.fitBounds(target.bounds, target.padding);
    else if (target.zoom !== undefined) view.setView(target.center, target.zoom);
    else view.panTo(target.center);
  }, [store, view, request]);
}
