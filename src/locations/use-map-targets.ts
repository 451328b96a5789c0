import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai/react';
import type { MapView } from '../map';
import { mapTargetAtom } from './map-atoms';

/**
 * Applies each map target request once, as soon as the view exists (requests made before it wait).
 * `appliedSeq`: the last request an earlier map of the same store applied already (0: none).
 */
export function useMapTargets(view: MapView | null, appliedSeq = 0): void {
  const request = useAtomValue(mapTargetAtom);
  const applied = useRef(appliedSeq);
  useEffect(() => {
    if (!view || !request || request.seq <= applied.current) return;
    applied.current = request.seq;
    const { target } = request;
    if (target.kind === 'bounds') view.fitBounds(target.bounds, target.padding);
    else if (target.zoom !== undefined) view.setView(target.center, target.zoom);
    else view.panTo(target.center);
  }, [view, request]);
}
