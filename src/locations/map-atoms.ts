/**
 * Map state shared between the map, the loaders, the URL hash and the search feature.
 *
 * - `viewportAtom`: what the map shows, written on every idle (spec: "rewritten on every bounds change");
 *   before the map exists, the view it will start on (`planFirstViewAtom`), so the first view's requests
 *   do not wait for the maps engine to load and settle.
 * - `viewportCauseAtom`: why the last viewport changed: the map's first view, a target we asked for, or
 *   the visitor moving the map. Only the visitor's moves come in bursts, so only they are debounced.
 * - `mapTargetAtom`: a request to move the map ("fit these bounds", "go here"). Search writes it when a
 *   place is targeted; selection writes it for a targeted location; the URL hash writes it on load.
 *   Each request has a sequence number so the same target asked twice moves the map twice; the map
 *   applies a request once.
 * - `currentLocationAtom`: where the visitor is (geolocation), drawn as the current-location marker.
 *   The search feature writes it through `setCurrentLocationAtom`.
 *
 * Shapes are structurally the maps port's `Bounds`, `LatLng`, `MapViewport` (src/map/types.ts).
 */
import { atom, type Setter } from 'jotai/vanilla';
import type { BoundsLiteral } from '../api';
import { isSameCamera, isWithinView } from '../map';
import type { LatLng } from '../shared';

export interface Viewport {
  bounds: BoundsLiteral;
  center: LatLng;
  zoom: number;
  /**
   * The view is this region's starting view (the configured country, fitted): its loads ask for the
   * region's stations (within_region; spec section 1 "the country table picks the starting map area"),
   * one answer per country, zoom and filters, whatever the screen, and only that country's stations.
   * Any move of the map gives a view without it.
   */
  region?: string | undefined;
}

export type MapTarget =
  | {
      kind: 'bounds';
      bounds: BoundsLiteral;
      /** Extra pixels kept clear around the bounds. */
      padding?: number | undefined;
    }
  | { kind: 'center'; center: LatLng; zoom?: number | undefined };

export interface MapTargetRequest {
  target: MapTarget;
  /** Increases with every request. */
  seq: number;
}

/**
 * `first`: the first view (planned, or the map's first settled one); `target`: the view after a
 * `requestMapTargetAtom` move (or a map that did not settle where planned); `user`: a pan or zoom.
 */
export type ViewportCause = 'first' | 'target' | 'user';

const viewportBaseAtom = atom<Viewport | null>(null);
const viewportCauseBaseAtom = atom<ViewportCause>('first');
/** A target was applied and its view has not settled yet: the next viewport is that target's. */
const targetMovePendingBaseAtom = atom(false);
const mapTargetBaseAtom = atom<MapTargetRequest | null>(null);
const currentLocationBaseAtom = atom<LatLng | null>(null);
const appliedTargetSeqBaseAtom = atom(0);
/** The planned first view, until the map reports its first settled view. */
const plannedViewBaseAtom = atom<Viewport | null>(null);
/** The first view was fitted again and the map has not applied that move yet. */
const refitPendingBaseAtom = atom(false);
/** The last view of cause `first`: where the map started, kept after the visitor has moved it. */
const firstViewportBaseAtom = atom<Viewport | null>(null);
viewportBaseAtom.debugLabel = 'locations/viewport';
viewportCauseBaseAtom.debugLabel = 'locations/viewportCause';
targetMovePendingBaseAtom.debugLabel = 'locations/targetMovePending';
mapTargetBaseAtom.debugLabel = 'locations/mapTarget';
currentLocationBaseAtom.debugLabel = 'locations/currentLocation';

/** The map's last settled viewport; null until the map has been idle once. */
export const viewportAtom = atom((get) => get(viewportBaseAtom));

/** The view the map started on (planned, or its first settled one), or null before it has one. */
export const firstViewportAtom = atom((get) => get(firstViewportBaseAtom));

/** Puts `viewport` on show for `cause`; a first view is also kept as where the map started. */
function showViewport(set: Setter, viewport: Viewport, cause: ViewportCause): void {
  set(viewportCauseBaseAtom, cause);
  set(viewportBaseAtom, viewport);
  if (cause === 'first') set(firstViewportBaseAtom, viewport);
}

/**
 * The view a map mounting now takes over (the map area shown again, or a map replacing another), or
 * null: no view yet, or only the first view planned before any map showed it (the URL's, planned from
 * the host's box, `loadFirstViewAtom`), which the new map plans again for its own box.
 */
export const shownViewportAtom = atom((get) => (get(viewportCauseBaseAtom) === 'first' && get(plannedViewBaseAtom) !== null ? null : get(viewportBaseAtom)));

/** Why `viewportAtom` last changed. */
export const viewportCauseAtom = atom((get) => get(viewportCauseBaseAtom));

/**
 * The view the map will start on, known before the map exists (the URL's view or the starting country,
 * fitted to the map's box): the loaders ask for it at once. Only before any other view, or over the
 * URL's view planned from the host's box before the map's box was laid out, when this one shows more.
 */
export const planFirstViewAtom = atom(null, (get, set, viewport: Viewport) => {
  const current = get(viewportBaseAtom);
  // A view planned already stands, unless it was planned before the map's box was laid out (from the
  // host's box, `loadFirstViewAtom`) and the box shows more than it: then this is the first view.
  const foretold = current !== null && get(shownViewportAtom) === null;
  if (current !== null && !(foretold && !isWithinView(viewport, current))) return;
  set(plannedViewBaseAtom, viewport);
  showViewport(set, viewport, 'first');
});

/**
 * The first view planned again: the map's box changed size before the visitor moved the map (the
 * search box or the data attribution appeared above or below it), and the starting area must still fit.
 * Ignored once anything else moved the map.
 */
export const replanFirstViewAtom = atom(null, (get, set, viewport: Viewport) => {
  if (get(viewportCauseBaseAtom) !== 'first') return;
  set(plannedViewBaseAtom, viewport);
  set(refitPendingBaseAtom, true);
  showViewport(set, viewport, 'first');
});

/**
 * The map calls this on every idle. Its first settled view, when it is the planned one, changes
 * nothing (its data is loaded or on the way); a different one (the box changed size meanwhile) is a
 * deliberate move, loaded at once. A region's starting view only needs the planned camera: its loads
 * are the whole region whatever the box shows.
 *
 * Any settled view within the current one changes nothing either: a target that asks for the view on
 * show (the first view fitted again while the map was settling) idles once more on it, and a box that
 * shrank at the same camera shows less of the same answer; neither reloads, nor turns the region's
 * view into a box.
 *
 * Until the map has applied a re-fit of the first view, its idles are of the view before (the old
 * camera in the resized box): they change nothing either, the re-fitted view is the one that counts.
 */
export const setViewportAtom = atom(null, (get, set, viewport: Viewport) => {
  if (get(refitPendingBaseAtom)) return;
  const planned = get(plannedViewBaseAtom);
  if (planned) {
    set(plannedViewBaseAtom, null);
    set(targetMovePendingBaseAtom, false);
    if (planned.region ? isSameCamera(planned, viewport) : isWithinView(viewport, planned)) return;
    showViewport(set, viewport, 'target');
    return;
  }
  const current = get(viewportBaseAtom);
  if (current && isWithinView(viewport, current)) {
    set(targetMovePendingBaseAtom, false);
    return;
  }
  const cause: ViewportCause = current === null ? 'first' : get(targetMovePendingBaseAtom) ? 'target' : 'user';
  set(targetMovePendingBaseAtom, false);
  showViewport(set, viewport, cause);
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
  set(refitPendingBaseAtom, false);
});

/** Asks the map to fit `bounds` or go to `center` (at `zoom`, else the current zoom). */
export const requestMapTargetAtom = atom(null, (get, set, target: MapTarget) => {
  set(mapTargetBaseAtom, { target, seq: (get(mapTargetBaseAtom)?.seq ?? 0) + 1 });
});

export const currentLocationAtom = atom((get) => get(currentLocationBaseAtom));

export const setCurrentLocationAtom = atom(null, (_get, set, location: LatLng | null) => {
  set(currentLocationBaseAtom, location);
});
