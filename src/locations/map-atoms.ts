/**
 * Map state shared between the map, the loaders, the URL hash and the search feature.
 *
 * - `viewportAtom`: what the map shows, written on every idle (spec: "rewritten on every bounds change").
 * - `viewportCauseAtom`: why the last viewport changed: the map's first view, a target we asked for, or
 *   the visitor moving the map. Only the visitor's moves come in bursts, so only they are debounced.
 * - `mapTargetAtom`: a request to move the map ("fit these bounds", "go here"). Search writes it when a
 *   place is targeted; selection writes it for a targeted location; the URL hash and the starting area
 *   write it on load. Each request has a sequence number so the same target asked twice moves the map
 *   twice; the map applies a request once.
 * - `currentLocationAtom`: where the visitor is (geolocation), drawn as the current-location marker.
 *   The search feature writes it through `setCurrentLocationAtom`.
 *
 * Shapes are structurally the maps port's `Bounds`, `LatLng`, `MapViewport` (src/map/types.ts).
 */
import { atom } from 'jotai/vanilla';
import type { BoundsLiteral } from '../api';
import type { LatLng } from '../shared';

export interface Viewport {
  bounds: BoundsLiteral;
  center: LatLng;
  zoom: number;
}

export type MapTarget =
  | {
      kind: 'bounds';
      bounds: BoundsLiteral;
      /** Extra pixels kept clear around the bounds. */
      padding?: number | undefined;
      /** The bounds are this region's (a country code): the first load of the view asks for the region (within_region). */
      region?: string | undefined;
    }
  | { kind: 'center'; center: LatLng; zoom?: number | undefined };

export interface MapTargetRequest {
  target: MapTarget;
  /** Increases with every request. */
  seq: number;
}

/** `first`: the map's first settled view; `target`: the view after a `requestMapTargetAtom` move; `user`: a pan or zoom. */
export type ViewportCause = 'first' | 'target' | 'user';

const viewportBaseAtom = atom<Viewport | null>(null);
const viewportCauseBaseAtom = atom<ViewportCause>('first');
/** A target was applied and its view has not settled yet: the next viewport is that target's. */
const targetMovePendingBaseAtom = atom(false);
const mapTargetBaseAtom = atom<MapTargetRequest | null>(null);
const currentLocationBaseAtom = atom<LatLng | null>(null);
const appliedTargetSeqBaseAtom = atom(0);
viewportBaseAtom.debugLabel = 'locations/viewport';
viewportCauseBaseAtom.debugLabel = 'locations/viewportCause';
targetMovePendingBaseAtom.debugLabel = 'locations/targetMovePending';
mapTargetBaseAtom.debugLabel = 'locations/mapTarget';
currentLocationBaseAtom.debugLabel = 'locations/currentLocation';

/** The map's last settled viewport; null until the map has been idle once. */
export const viewportAtom = atom((get) => get(viewportBaseAtom));

/** Why `viewportAtom` last changed. */
export const viewportCauseAtom = atom((get) => get(viewportCauseBaseAtom));

/** The map calls this on every idle. */
export const setViewportAtom = atom(null, (get, set, viewport: Viewport) => {
  const cause: ViewportCause = get(viewportBaseAtom) === null ? 'first' : get(targetMovePendingBaseAtom) ? 'target' : 'user';
  set(targetMovePendingBaseAtom, false);
  set(viewportCauseBaseAtom, cause);
  set(viewportBaseAtom, viewport);
});

/** The latest move request, or null. */
export const mapTargetAtom = atom((get) => get(mapTargetBaseAtom));

/**
 * The sequence number of the last request a map applied. Kept in the store, not in the map, so a map
 * that replaces another (the maps platform changed with the visitor's consent) applies only newer ones.
 */
export const appliedTargetSeqAtom = atom((get) => get(appliedTargetSeqBaseAtom));

/** The map applied request `seq`: the view it settles on next is that target's, not a visitor's move. */
export const markTargetAppliedAtom = atom(null, (_get, set, seq: number) => {
  set(appliedTargetSeqBaseAtom, seq);
  set(targetMovePendingBaseAtom, true);
});

/** Asks the map to fit `bounds` or go to `center` (at `zoom`, else the current zoom). */
export const requestMapTargetAtom = atom(null, (get, set, target: MapTarget) => {
  set(mapTargetBaseAtom, { target, seq: (get(mapTargetBaseAtom)?.seq ?? 0) + 1 });
});

export const currentLocationAtom = atom((get) => get(currentLocationBaseAtom));

export const setCurrentLocationAtom = atom(null, (_get, set, location: LatLng | null) => {
  set(currentLocationBaseAtom, location);
});
