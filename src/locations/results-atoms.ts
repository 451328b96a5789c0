/**
 * What the map and the list show, derived from the loader results, the selection and the highlight.
 */
import { atom } from 'jotai/vanilla';
import { selectAtom } from 'jotai/vanilla/utils';
import type { WireCluster, WireLocation, WireMapLocation } from '../api';
import { configAtom, type NearestMode } from '../config';
import { isMobileAtom, modalAtom, searchMobileViewAtom, sidebarModeAtom } from '../shared';
import { highlightedLocationAtom, listOriginAtom, selectedLocationAtom } from './locations-atoms';
import { resourceHiddenAtom } from '../resource-choice';
import { mapResultsAtom, nearestResultsAtom, nearestStaleAtom, NON_MATCHING_RESOURCE, resourcesWithView } from './loaders-atoms';

export type LocationMarkerState = 'normal' | 'nonMatching' | 'highlighted' | 'selected';

export interface MapLocation {
  /** `resource:id`, unique across resources; `parseMarkerId` reverses it. */
  markerId: string;
  resource: string;
  /** What the map may read of a station: a within_bounds answer may be the map projection (`fields=map`). */
  location: WireMapLocation;
  state: LocationMarkerState;
  /** The station's place in the nearest list, from 1 (spec section 3, derived `index`); absent when it is not listed. */
  index?: number;
  /** Another station is selected (spec section 3, `isAnotherSelected`). */
  dimmed?: boolean;
}

export interface MapCluster {
  /** `resource:id`. */
  markerId: string;
  cluster: WireCluster;
}

export interface NearestItem {
  resource: string;
  location: WireLocation;
}

export type NearestListStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface NearestList {
  status: NearestListStatus;
  items: readonly NearestItem[];
  /** True when results exist but the nearest mode hides them behind clusters. */
  hiddenByClusters: boolean;
  /** A paginated list: how many stations there are in all (`X-Total-Count`); null when not known. */
  total: number | null;
  /** A paginated list with a next page ("show more"). */
  hasMore: boolean;
}

export const markerIdOf = (resource: string, id: string) => `${resource}:${id}`;

/** `resource:id` → parts (resource names never contain `:`; ids may). */
export function parseMarkerId(markerId: string): { resource: string; id: string } | null {
  const at = markerId.indexOf(':');
  return at > 0 ? { resource: markerId.slice(0, at), id: markerId.slice(at + 1) } : null;
}

/**
 * Whether nearest_to results are hidden while the map shows clusters (spec section 4). `hasSearch`: the
 * list origin comes from a search (a selected place or the visitor's position), not the map centre.
 */
export function hidesNearest(mode: NearestMode, clustered: boolean, hasSearch: boolean): boolean {
  if (mode === 'empty_if_clustered') return clustered;
  if (mode === 'empty_if_clustered_without_search') return clustered && !hasSearch;
  return false;
}

/** The map shows clusters (a within_bounds or along_corridor answer of a coloured resource had some). */
export const isClusteredAtom = atom((get) =>
  Object.entries(get(mapResultsAtom)).some(([resource, state]) => resource !== NON_MATCHING_RESOURCE && state.clusters.length > 0),
);

/**
 * Whether the map's answers tell yet if the map is clustered: a coloured resource the map loads has an
 * answer (or a failure) for it, or still shows the one before. Before the first, a list that the nearest
 * mode hides on a clustered map cannot tell whether to show: a list whose answer came first showed its
 * stations and then gave way to the clusters' message.
 */
const clusteringKnownAtom = atom((get) => {
  const hidden = get(resourceHiddenAtom);
  const coloured = resourcesWithView(get(configAtom), 'within_bounds').filter((resource) => resource !== NON_MATCHING_RESOURCE && !hidden(resource));
  if (coloured.length === 0) return true;
  const results = get(mapResultsAtom);
  return coloured.some((resource) => {
    const state = results[resource];
    return state !== undefined && (state.status !== 'loading' || state.locations.length > 0 || state.clusters.length > 0);
  });
});

/** The map answers' locations per resource: a load's status changing (loading, ready) keeps the same arrays. */
type LocationSets = readonly { resource: string; locations: readonly WireMapLocation[] }[];
const sameLocationSets = (a: LocationSets, b: LocationSets) =>
  a.length === b.length && a.every((set, i) => set.resource === b[i]?.resource && set.locations === b[i]?.locations);
const mapLocationSetsAtom = selectAtom(
  mapResultsAtom,
  (results): LocationSets => Object.entries(results).map(([resource, state]) => ({ resource, locations: state.locations })),
  sameLocationSets,
);

/**
 * Each listed station's place in the nearest list (`resource:id` → 1, 2, 3 …), in the order the list
 * shows them, pages added by "show more" included. Pure.
 */
export function nearestIndexes(items: readonly Pick<NearestItem, 'resource' | 'location'>[]): ReadonlyMap<string, number> {
  const indexes = new Map<string, number>();
  items.forEach(({ resource, location }, i) => {
    const markerId = markerIdOf(resource, location.id);
    if (!indexes.has(markerId)) indexes.set(markerId, i + 1);
  });
  return indexes;
}

/**
 * A marker's list-derived parts (spec section 3): its `index` in the nearest list, and `dimmed` when
 * another station is selected (`isAnotherSelected`). Pure.
 */
export function listStateOf(markerId: string, indexes: ReadonlyMap<string, number>, selectedId: string | null): Pick<MapLocation, 'index' | 'dimmed'> {
  const index = indexes.get(markerId);
  const dimmed = selectedId !== null && markerId !== selectedId;
  // Most markers of a busy map are in no list and nothing is selected: one shared empty state for them.
  if (index === undefined && !dimmed) return NO_LIST_STATE;
  return { ...(index === undefined ? {} : { index }), ...(dimmed ? { dimmed } : {}) };
}

const NO_LIST_STATE: Pick<MapLocation, 'index' | 'dimmed'> = Object.freeze({});

const NO_INDEXES: ReadonlyMap<string, number> = new Map();

/**
 * The nearest list's numbers for the map, while the nearest list is the sidebar's list (search mode; the
 * route's list has no numbers). The same map while the list's status changes with the same stations.
 */
const nearestIndexesAtom = selectAtom(
  atom((get) => (get(sidebarModeAtom) === 'search' ? get(nearestListAtom).items : null)),
  (items) => (items && items.length > 0 ? { items, indexes: nearestIndexes(items) } : null),
  (a, b) => a === b || (a !== null && b !== null && a.items.length === b.items.length && a.items.every((item, i) => item.location === b.items[i]?.location && item.resource === b.items[i]?.resource)),
);

/**
 * Station markers in their base state (matching locations in colour, non-matching in grey), plus the
 * selected location, which stays on the map when it is outside the loaded answers, each with its number
 * in the nearest list and, while another station is selected, dimmed. Recomputed only for new answers,
 * a new list or a new selection, not when a load starts or a marker is hovered: the map layers
 * selection and highlight over these (with thousands of stations in view, every recompute counts).
 */
export const mapStationsAtom = atom((get): MapLocation[] => {
  const selected = get(selectedLocationAtom);
  const selectedId = selected ? markerIdOf(selected.resource, selected.location.id) : null;
  const indexes = get(nearestIndexesAtom)?.indexes ?? NO_INDEXES;
  const markers = new Map<string, MapLocation>();
  for (const { resource, locations } of get(mapLocationSetsAtom)) {
    const state = resource === NON_MATCHING_RESOURCE ? 'nonMatching' : 'normal';
    for (const location of locations) {
      const markerId = markerIdOf(resource, location.id);
      markers.set(markerId, { markerId, resource, location, state, ...listStateOf(markerId, indexes, selectedId) });
    }
  }
  if (selected && selectedId && !markers.has(selectedId)) {
    markers.set(selectedId, {
      markerId: selectedId,
      resource: selected.resource,
      location: selected.location,
      state: 'normal',
      ...listStateOf(selectedId, indexes, selectedId),
    });
  }
  return [...markers.values()];
});

/** Station markers with highlight and selection on top (selected wins). */
export const mapLocationsAtom = atom((get): MapLocation[] => {
  const selected = get(selectedLocationAtom);
  const highlighted = get(highlightedLocationAtom);
  const selectedId = selected ? markerIdOf(selected.resource, selected.location.id) : null;
  const highlightedId = highlighted ? markerIdOf(highlighted.resource, highlighted.id) : null;
  return get(mapStationsAtom).map((marker) =>
    marker.markerId === selectedId
      ? { ...marker, state: 'selected' }
      : marker.markerId === highlightedId
        ? { ...marker, state: 'highlighted' }
        : marker,
  );
});

/**
 * Cluster bubbles of the coloured resources. Clusters of the grey set are left out: they would count
 * stations that do not match, next to bubbles that do.
 */
export const mapClustersAtom = selectAtom(
  mapResultsAtom,
  (results): MapCluster[] =>
    Object.entries(results)
      .filter(([resource]) => resource !== NON_MATCHING_RESOURCE)
      .flatMap(([resource, state]) => state.clusters.map((cluster) => ({ markerId: markerIdOf(resource, cluster.id), cluster }))),
  // The same bubbles while a load's status changes: the map is not handed a new list.
  (a, b) => a.length === b.length && a.every((entry, i) => entry.cluster === b[i]?.cluster && entry.markerId === b[i]?.markerId),
);

// The API orders by straight distance; a stable sort on it keeps that order and merges resources.
// (Driving distances, when a backend sends them, are shown but do not reorder the API's answer.)
const distanceOf = (location: WireLocation) => location.distance ?? Number.POSITIVE_INFINITY;

/**
 * The nearest list after the nearest mode, closest first (straight distance) across resources. Results
 * for an older origin or filters are `loading` (shown dimmed) until the new load has answered.
 */
export const nearestListAtom = atom((get): NearestList => {
  const results = Object.entries(get(nearestResultsAtom));
  if (results.length === 0) return { status: 'idle', items: [], hiddenByClusters: false, total: null, hasMore: false };
  // Several resources' pages merge by distance: a station farther than the last one loaded of a resource
  // with more pages could be overtaken by that resource's next page, so it waits for it ("show more"
  // then only appends; charging sites 100 km away no longer sat between two pages of fuel stations).
  const frontier = Math.min(
    ...results.filter(([, state]) => state.nextPage !== undefined && state.locations.length > 0).map(([, state]) => distanceOf(state.locations.at(-1)!)),
  );
  const items = results
    .flatMap(([resource, state]) => state.locations.map((location) => ({ resource, location })))
    .filter(({ location }) => results.length < 2 || distanceOf(location) <= frontier)
    .sort((a, b) => distanceOf(a.location) - distanceOf(b.location));
  const states = results.map(([, state]) => state.status);
  const mode = get(configAtom).map.nearestMode;
  const hasSearch = get(listOriginAtom) !== null;
  // A mode that may hide the list waits for the map to say whether it is clustered: shown, then hidden, is a flash.
  const undecided = items.length > 0 && hidesNearest(mode, true, hasSearch) && !get(clusteringKnownAtom);
  const status: NearestListStatus =
    get(nearestStaleAtom) || undecided ? 'loading' : states.includes('error') ? 'error' : states.includes('loading') ? 'loading' : 'ready';
  const hidden = items.length > 0 && hidesNearest(mode, get(isClusteredAtom), hasSearch);
  const totals = results.map(([, state]) => state.total);
  const total = totals.every((value) => value !== undefined) ? totals.reduce<number>((sum, value) => sum + (value ?? 0), 0) : null;
  const hasMore = !hidden && !undecided && results.some(([, state]) => state.nextPage !== undefined);
  return { status, items: hidden || undecided ? [] : items, hiddenByClusters: hidden, total, hasMore };
});

/** True once the nearest list has stations to show (the sidebar then renders it without waiting, `Sidebar`). */
export const nearestListHasItemsAtom = atom((get) => get(nearestListAtom).items.length > 0);

/**
 * Whether the nearest list has its place on screen: search mode, off mobile or in its list view, no modal
 * open (spec section 2). `NearestList` shows itself by this; the map leaves a failed load's notice to the
 * list where the list says it (one message, one Retry: either re-runs every failed load).
 */
export const nearestListPlacedAtom = atom(
  (get) => get(sidebarModeAtom) === 'search' && get(modalAtom) === 'none' && (!get(isMobileAtom) || get(searchMobileViewAtom) === 'list'),
);

/**
 * A modal panel (filters, saved routes) lies over the nearest list: the list stays mounted under it,
 * inert, so closing the panel shows it again without building it anew (every item's render, layout and
 * the deferred rest made closing a long event on a slow phone).
 */
export const nearestListCoveredAtom = atom(
  (get) => get(sidebarModeAtom) === 'search' && get(modalAtom) !== 'none' && (!get(isMobileAtom) || get(searchMobileViewAtom) === 'list'),
);

/** The nearest list on screen says a load failed: the map need not say so too. */
export const nearestListShowsLoadErrorAtom = atom((get) => get(nearestListPlacedAtom) && get(nearestListAtom).status === 'error');
