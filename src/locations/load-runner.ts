/**
 * One policy for every location load (spec sections 7, 8): a load is a request of one kind for one
 * resource. A new request of the same kind and resource aborts the previous one, and an aborted call is
 * ignored; any other failure puts that load in an error state (the UI shows it with a Retry, which runs
 * the failed loads again with their last parameters); the last good answer stays on show while a new one
 * loads. Every answer of whole locations also goes into the location pool, so a selection can find it.
 * What each kind asks and when is loaders-atoms.ts.
 */
import { atom, type Getter, type PrimitiveAtom, type Setter } from 'jotai/vanilla';
import { atomWithLazy } from 'jotai/vanilla/utils';
import type { WireCluster, WireLocation, WireMapLocation } from '../api';
import { isAbortError, servicesAtom } from '../shared';
import { addToPoolAtom } from './locations-atoms';
import { keepUnchangedLocations } from './unchanged-locations';

export type LoadKind = 'within_bounds' | 'nearest_to' | 'along_corridor' | 'corridor_list';
export type LoadStatus = 'loading' | 'ready' | 'error';

/** A load's state; its locations are whole (`WireLocation`) unless the kind of load may hold map projections. */
export interface LoadState<L extends WireMapLocation = WireLocation> {
  status: LoadStatus;
  /** The last good answer stays while a new one loads, so the map and list do not flash empty. */
  locations: readonly L[];
  clusters: readonly WireCluster[];
  /** How many there are in all when the answer is capped (the corridor list) or paginated (`X-Total-Count`); absent otherwise. */
  total?: number;
  /** A paginated nearest_to: the page to ask for next; absent on the last page. */
  nextPage?: number;
}

/** What a request of a load answers; `total` and `nextPage` when the API says. */
export interface LoadAnswer<L extends WireMapLocation = WireLocation> {
  locations: readonly L[];
  clusters: readonly WireCluster[];
  total?: number | null;
  nextPage?: number | null;
}

/** A within_bounds (or within_region) answer: whole locations, or their map projection (`fields=map`, `usesMapFields`). */
export type MapLoadAnswer = (LoadAnswer & { projection: null }) | (LoadAnswer<WireMapLocation> & { projection: 'map' });

/** What each kind of load answers. */
interface LoadAnswers {
  within_bounds: MapLoadAnswer;
  nearest_to: LoadAnswer;
  along_corridor: LoadAnswer;
  corridor_list: LoadAnswer;
}

/** The locations a kind of load holds: `WireMapLocation` for within_bounds, so nothing reads a field its answers may lack. */
export type LoadedLocation<K extends LoadKind> = LoadAnswers[K]['locations'][number];

/** Results by resource. A resource that was never loaded has no entry. */
export type LoadResults<L extends WireMapLocation = WireLocation> = Readonly<Record<string, LoadState<L>>>;

/** The requests in flight and how to run each again: bookkeeping that never renders. */
interface RunnerRuntime {
  controllers: Map<string, AbortController>;
  /** The last request per `kind:resource`, re-run by Retry. */
  lastRequests: Map<string, () => Promise<void>>;
}

// Per store (atomWithLazy runs the initialiser once per store): two elements never share controllers.
const runtimeAtom = atomWithLazy<RunnerRuntime>(() => ({ controllers: new Map(), lastRequests: new Map() }));

/** Each kind's results by resource (loaders-atoms.ts derives what shows from them). */
export const withinBoundsBaseAtom = atom<LoadResults<LoadedLocation<'within_bounds'>>>({});
export const nearestBaseAtom = atom<LoadResults>({});
export const corridorBaseAtom = atom<LoadResults>({});
export const corridorListBaseAtom = atom<LoadResults>({});
withinBoundsBaseAtom.debugLabel = 'locations/withinBounds';
nearestBaseAtom.debugLabel = 'locations/nearest';
corridorBaseAtom.debugLabel = 'locations/corridor';
corridorListBaseAtom.debugLabel = 'locations/corridorList';

const BASE_ATOMS: { readonly [K in LoadKind]: PrimitiveAtom<LoadResults<LoadedLocation<K>>> } = {
  within_bounds: withinBoundsBaseAtom,
  nearest_to: nearestBaseAtom,
  along_corridor: corridorBaseAtom,
  corridor_list: corridorListBaseAtom,
} as const;

const EMPTY: LoadState<never> = { status: 'loading', locations: [], clusters: [] };

const wholeLocations = (answer: LoadAnswer) => answer.locations;

/**
 * The locations of each kind's answers that go into the location pool. A map projection does not: its
 * partial records would replace whole ones there (a selection of a resource without `show` reads its
 * details from the pool), and it is never needed there, since only resources that list `show` ask for it
 * (`usesMapFields`), and their selections read the details from `show`. Not merged either: a merge
 * would have to tell stale whole fields from fresh projected ones.
 */
const POOLED: { readonly [K in LoadKind]: (answer: LoadAnswers[K]) => readonly WireLocation[] } = {
  within_bounds: (answer) => (answer.projection === 'map' ? [] : answer.locations),
  nearest_to: wholeLocations,
  along_corridor: wholeLocations,
  corridor_list: wholeLocations,
};

/** One load: a request of `kind` for `resource`. */
interface Load<K extends LoadKind> {
  kind: K;
  resource: string;
  request: (signal: AbortSignal) => Promise<LoadAnswers[K]>;
  /** Runs this same load again (for Retry); built by the caller, since an atom cannot `set` itself. */
  again: () => Promise<void>;
}

/** Runs `load`, aborting the previous one of the same kind and resource. */
async function runLoad<K extends LoadKind>(get: Getter, set: Setter, { kind, resource, request, again }: Load<K>): Promise<void> {
  const runtime = get(runtimeAtom);
  const key = `${kind}:${resource}`;
  const resultsAtom = BASE_ATOMS[kind];
  runtime.controllers.get(key)?.abort();
  const controller = new AbortController();
  runtime.controllers.set(key, controller);
  runtime.lastRequests.set(key, again);

  const previous = get(resultsAtom)[resource] ?? EMPTY;
  set(resultsAtom, { ...get(resultsAtom), [resource]: { ...previous, status: 'loading' } });
  try {
    const response = await request(controller.signal);
    if (controller.signal.aborted) return;
    set(addToPoolAtom, resource, POOLED[kind](response));
    // Stations already on show keep their objects: the map's markers and features made of them are kept.
    const locations = keepUnchangedLocations(previous.locations, response.locations);
    const state: LoadState<LoadedLocation<K>> = { status: 'ready', locations, clusters: response.clusters };
    if (typeof response.total === 'number') state.total = response.total;
    if (typeof response.nextPage === 'number') state.nextPage = response.nextPage;
    set(resultsAtom, { ...get(resultsAtom), [resource]: state });
  } catch (error) {
    // Superseded or cancelled: the newer request owns the state.
    if (controller.signal.aborted || isAbortError(error)) return;
    get(servicesAtom).logger.error(`Loading ${kind} of ${resource} failed`, error);
    set(resultsAtom, { ...get(resultsAtom), [resource]: { ...previous, status: 'error' } });
  } finally {
    if (runtime.controllers.get(key) === controller) runtime.controllers.delete(key);
  }
}

/** Runs one load (`runLoad`); its argument is one of `Load<kind>`, so each kind's request answers what that kind holds. */
export const runLoadAtom = atom(null, (get, set, load: { [K in LoadKind]: Load<K> }[LoadKind]) => runLoad(get, set, load));

/** Aborts every running load (the map unmounts); their states stay as they are. */
export function abortAllLoads(get: Getter): void {
  const runtime = get(runtimeAtom);
  for (const controller of runtime.controllers.values()) controller.abort();
  runtime.controllers.clear();
}

/** True when a load failed and has not been retried successfully. */
export const loadFailedAtom = atom((get) =>
  Object.values(BASE_ATOMS).some((base) => Object.values(get(base)).some((state) => state.status === 'error')),
);

/** Retry: re-runs every failed load with its last parameters. */
export const retryFailedLoadsAtom = atom(null, async (get) => {
  const runtime = get(runtimeAtom);
  const failed = Object.entries(BASE_ATOMS)
    .flatMap(([kind, base]) => Object.entries(get(base)).map(([resource, state]) => [kind, resource, state] as const))
    .filter(([, , state]) => state.status === 'error');
  await Promise.all(failed.map(([kind, resource]) => runtime.lastRequests.get(`${kind}:${resource}`)?.() ?? Promise.resolve()));
});
