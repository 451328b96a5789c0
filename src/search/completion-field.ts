/**
 * The completion machinery of one text input (spec sections 3 "Search state", 5 and 9): its text, its
 * completions from the maps service and from every enabled resource's `complete` view (minimum length,
 * limit, 250 ms debounce), the open list, the active option, and its own places session. The search box
 * is one field; every waypoint input of directions mode is another (`createCompletionField` per input),
 * so typing in one never touches another's list.
 *
 * The atoms are store-independent definitions, like any jotai atom: each element's store holds its own
 * values. Effects (timers, logging) go through the per-element services.
 */
import { atom, type Atom, type Getter, type Setter, type WritableAtom } from 'jotai/vanilla';
import { atomWithLazy } from 'jotai/vanilla/utils';
import { configAtom } from '../config';
import { activeFilterSelectionAtom, filterSelectionToQuery } from '../filters';
import { apiClientAtom, viewportAtom } from '../locations';
import type { Bounds, PlaceSession } from '../map';
import { isAbortError, servicesAtom, timersOf } from '../shared';
import {
  buildCompletionResults,
  completionResources,
  EMPTY_RESULTS,
  flattenOptions,
  locationOption,
  moveActiveIndex,
  placeOption,
  PLACES_SOURCE,
  reachesMinimumLength,
  type ActiveMove,
  type CompletionGroup,
  type CompletionOption,
  type CompletionResults,
  splitUnknownPostcode,
  type UnknownPostcode,
} from './completions';
import { markPlacesUnavailableAtom, searchMapsAtom } from './search-ports';

/** Spec section 9; used when the config leaves `completions.debounceMs` out. */
export const COMPLETIONS_DEBOUNCE_MS = 250;

/** idle: nothing asked; loading: a request is due or in flight; ready: results are in; error: every source failed. */
export type CompletionsStatus = 'idle' | 'loading' | 'ready' | 'error';

export type CompletionListMode = 'empty' | 'completions';

export interface CompletionList {
  /** `empty`: the text is blank and the list shows the field's `emptyGroups` (e.g. recent searches). */
  mode: CompletionListMode;
  groups: readonly CompletionGroup[];
  /** Every option of every group, in display order: what the arrow keys walk. */
  options: readonly CompletionOption[];
}

export interface CompletionFieldOptions {
  /** A name for debugging (atom labels) and log lines. */
  name: string;
  /** What the list offers while the text is blank (the search box: recent searches). Default none. */
  emptyGroups?: Atom<readonly CompletionGroup[]>;
  /** Called once per answered query with the results, e.g. for analytics. */
  onResults?: (get: Getter, query: string, results: CompletionResults) => void;
}

type Action<Args extends unknown[], Result = void> = WritableAtom<null, Args, Result>;

export interface CompletionField {
  readonly name: string;
  /** The text in the input. */
  readonly queryAtom: Atom<string>;
  readonly resultsAtom: Atom<CompletionResults>;
  readonly statusAtom: Atom<CompletionsStatus>;
  /** Whether the list is showing (the input may still decide to hide it while unfocused). */
  readonly openAtom: Atom<boolean>;
  readonly listAtom: Atom<CompletionList>;
  /** The index (in `listAtom.options`) of the option the arrow keys point at; -1 for none. */
  readonly activeIndexAtom: Atom<number>;
  /** The visitor typed: completions 250 ms after the last change, from the minimum length on. */
  readonly setQueryAtom: Action<[query: string]>;
  /** Sets the text without asking for completions (a selection's description, a reset). */
  readonly setTextAtom: Action<[text: string]>;
  /** Empty text, no completions. */
  readonly clearAtom: Action<[]>;
  readonly openListAtom: Action<[]>;
  /** Escape or focus leaving the input's area: the list closes, the text stays. */
  readonly closeListAtom: Action<[]>;
  /** Arrow keys, Home / End. Opens the list if it was closed. */
  readonly moveAtom: Action<[move: ActiveMove]>;
  /**
   * Takes the option at `index` (default: the active one): the input shows its text, the list closes
   * and empties. Returns the option with its position, or null when there is none at that index.
   */
  readonly takeOptionAtom: Action<[index?: number], { option: CompletionOption; position: number } | null>;
  /** The field's places session (created on first use; null without a maps platform). */
  readonly sessionAtom: Action<[], PlaceSession | null>;
  /** Starts a new places session (spec section 4: after each successful details lookup, or a choice). */
  readonly renewSessionAtom: Action<[]>;
  /**
   * The maps platform has arrived: the text last asked before it came is asked again, now with the place
   * search (a visitor who typed while the platform loaded got only stations, and no notice for a postcode
   * known only by its area, until they typed again). Does nothing for text asked with a platform.
   */
  readonly askAgainWithPlacesAtom: Action<[]>;
}

/** Mutable bookkeeping that never renders: the debounce timer, the request in flight, the session. */
interface FieldInternals {
  debounceHandle: unknown;
  request: AbortController | undefined;
  session: PlaceSession | undefined;
  /** The text last asked while there was no maps platform (`askAgainWithPlacesAtom`). */
  askedWithoutPlaces: string | undefined;
}

const NO_GROUPS = atom<readonly CompletionGroup[]>(() => []);

export function createCompletionField({ name, emptyGroups = NO_GROUPS, onResults }: CompletionFieldOptions): CompletionField {
  // Per store (atomWithLazy runs the initialiser once per store): two elements never share a timer or a request.
  const internalsBaseAtom = atomWithLazy<FieldInternals>(() => ({ debounceHandle: undefined, request: undefined, session: undefined, askedWithoutPlaces: undefined }));
  const queryBaseAtom = atom('');
  const resultsBaseAtom = atom<CompletionResults>(EMPTY_RESULTS);
  const statusBaseAtom = atom<CompletionsStatus>('idle');
  const openBaseAtom = atom(false);
  const activeIndexBaseAtom = atom(-1);
  for (const [label, base] of Object.entries({ internalsBaseAtom, queryBaseAtom, resultsBaseAtom, statusBaseAtom, openBaseAtom, activeIndexBaseAtom })) {
    base.debugLabel = `${name}/${label.replace('BaseAtom', '')}`;
  }

  function cancel(get: Getter): void {
    const state = get(internalsBaseAtom);
    if (state.debounceHandle !== undefined) {
      timersOf(get(servicesAtom)).clearTimeout(state.debounceHandle);
      state.debounceHandle = undefined;
    }
    state.request?.abort();
    state.request = undefined;
  }

  function reset(get: Getter, set: Setter): void {
    cancel(get);
    set(resultsBaseAtom, EMPTY_RESULTS);
    set(statusBaseAtom, 'idle');
    set(activeIndexBaseAtom, -1);
  }

  const sessionAtom = atom(null, (get): PlaceSession | null => {
    const maps = get(searchMapsAtom);
    if (!maps) return null;
    const state = get(internalsBaseAtom);
    state.session ??= maps.places.newSession();
    return state.session;
  });

  const renewSessionAtom = atom(null, (get) => {
    const maps = get(searchMapsAtom);
    get(internalsBaseAtom).session = maps ? maps.places.newSession() : undefined;
  });

  /** Asks every source for `query` now (the debounce has passed). Stale answers are dropped. */
  const fetchAtom = atom(null, async (get, set, query: string) => {
    const state = get(internalsBaseAtom);
    state.request?.abort();
    const controller = new AbortController();
    state.request = controller;
    const { signal } = controller;

    const config = get(configAtom);
    const maps = get(searchMapsAtom);
    const api = get(apiClientAtom);
    const limit = config.completions.limit;
    const types = config.completions.options?.types;
    const bias: Bounds | null = get(viewportAtom)?.bounds ?? null;
    const filters = filterSelectionToQuery(get(activeFilterSelectionAtom));
    const services = get(servicesAtom);

    const requests: { source: string; run: () => Promise<CompletionOption[]> }[] = [];
    const session = set(sessionAtom);
    state.askedWithoutPlaces = maps ? undefined : query;
    let unknownPostcode: UnknownPostcode | null = null;
    if (maps && session) {
      requests.push({
        source: PLACES_SOURCE,
        run: async () => {
          const suggestions = await maps.places.suggest(query, { session, signal, ...(bias ? { bias } : {}), ...(types ? { types } : {}) });
          // A postcode only known by its area is said (the status row), not offered as the place.
          const split = splitUnknownPostcode(query, suggestions);
          unknownPostcode = split.unknownPostcode;
          return split.offered.map(placeOption);
        },
      });
    }
    for (const resource of completionResources(config.resources)) {
      requests.push({
        source: resource,
        run: async () =>
          (await api.complete(resource, { query, limit, filters, ...(bias ? { bounds: bias } : {}) }, signal))
            .map((completion) => locationOption(resource, completion))
            .filter((option): option is CompletionOption => option !== null),
      });
    }

    const settled = await Promise.allSettled(requests.map((request) => request.run()));
    if (signal.aborted || state.request !== controller) return; // a newer query owns the list now
    state.request = undefined;

    const sources = requests.map((request, index) => {
      const outcome = settled[index];
      if (outcome?.status === 'fulfilled') return { source: request.source, options: outcome.value };
      const reason: unknown = outcome?.reason;
      // The key may not use place search, or its quota is spent: the platform asks no more (it answers
      // [] from now on), and the search says so once instead of failing.
      const kind = (reason as { kind?: unknown } | null | undefined)?.kind;
      if (request.source === PLACES_SOURCE && (kind === 'denied' || kind === 'quota')) {
        set(markPlacesUnavailableAtom);
      }
      if (!isAbortError(reason)) services.logger.warn(`completions from ${request.source} failed`, reason);
      return { source: request.source, options: [] };
    });
    const results = buildCompletionResults(sources, limit);
    const allFailed = requests.length > 0 && settled.every((outcome) => outcome.status === 'rejected');
    set(resultsBaseAtom, unknownPostcode ? { ...results, unknownPostcode } : results);
    set(activeIndexBaseAtom, -1);
    set(statusBaseAtom, allFailed ? 'error' : 'ready');
    onResults?.(get, query, results);
  });

  const listAtom = atom<CompletionList>((get) => {
    if (get(queryBaseAtom).trim() === '') {
      const groups = get(emptyGroups);
      return { mode: 'empty', groups, options: flattenOptions(groups) };
    }
    const { groups } = get(resultsBaseAtom);
    return { mode: 'completions', groups, options: flattenOptions(groups) };
  });

  const activeIndexAtom = atom((get) => {
    const index = get(activeIndexBaseAtom);
    return index < get(listAtom).options.length ? index : -1;
  });

  const setQueryAtom = atom(null, (get, set, query: string) => {
    set(queryBaseAtom, query);
    set(openBaseAtom, true);
    const config = get(configAtom);
    if (!reachesMinimumLength(query, config.completions.minQueryLength)) {
      reset(get, set);
      return;
    }
    cancel(get);
    set(activeIndexBaseAtom, -1);
    set(statusBaseAtom, 'loading');
    const state = get(internalsBaseAtom);
    const delay = config.completions.debounceMs ?? COMPLETIONS_DEBOUNCE_MS;
    state.debounceHandle = timersOf(get(servicesAtom)).setTimeout(() => {
      state.debounceHandle = undefined;
      void set(fetchAtom, query);
    }, delay);
  });

  const askAgainWithPlacesAtom = atom(null, (get, set) => {
    const state = get(internalsBaseAtom);
    const query = get(queryBaseAtom);
    if (state.askedWithoutPlaces !== query || !get(searchMapsAtom)) return;
    state.askedWithoutPlaces = undefined;
    void set(fetchAtom, query);
  });

  const setTextAtom = atom(null, (get, set, text: string) => {
    reset(get, set);
    set(queryBaseAtom, text);
  });

  const clearAtom = atom(null, (get, set) => {
    set(queryBaseAtom, '');
    reset(get, set);
  });

  const openListAtom = atom(null, (_get, set) => set(openBaseAtom, true));

  const closeListAtom = atom(null, (_get, set) => {
    set(openBaseAtom, false);
    set(activeIndexBaseAtom, -1);
  });

  const moveAtom = atom(null, (get, set, move: ActiveMove) => {
    set(openBaseAtom, true);
    set(activeIndexBaseAtom, moveActiveIndex(get(activeIndexAtom), get(listAtom).options.length, move));
  });

  const takeOptionAtom = atom(null, (get, set, index?: number) => {
    const position = index ?? get(activeIndexAtom);
    const option = get(listAtom).options[position];
    if (!option) return null;
    cancel(get);
    set(queryBaseAtom, option.text);
    set(resultsBaseAtom, EMPTY_RESULTS);
    set(statusBaseAtom, 'idle');
    set(openBaseAtom, false);
    set(activeIndexBaseAtom, -1);
    return { option, position };
  });

  return {
    name,
    queryAtom: atom((get) => get(queryBaseAtom)),
    resultsAtom: atom((get) => get(resultsBaseAtom)),
    statusAtom: atom((get) => get(statusBaseAtom)),
    openAtom: atom((get) => get(openBaseAtom)),
    listAtom,
    activeIndexAtom,
    setQueryAtom,
    setTextAtom,
    clearAtom,
    openListAtom,
    closeListAtom,
    moveAtom,
    takeOptionAtom,
    sessionAtom,
    renewSessionAtom,
    askAgainWithPlacesAtom,
  };
}
