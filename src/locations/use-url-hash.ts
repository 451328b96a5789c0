import { useEffect, useEffectEvent, useRef } from 'react';
import { useSetAtom, useStore } from 'jotai/react';
import { ApiResourceError } from '../api';
import { configAtom } from '../config';
import { parseResourceChoice, resourceChoiceAtom, withResourceChoice } from '../resource-choice';
import {
  activeRouteAtom,
  backToSearchAtom,
  isAbortError,
  loadCountries,
  openDirectionsAtom,
  openPlannedRouteAtom,
  requestDirectionsResetAtom,
  servicesAtom,
  setRouteLinkAtom,
  sidebarModeAtom,
  useAtomValue,
} from '../shared';
import { LocationNotFoundError } from './errors';
import { ARRIVAL_WAIT_MS, arrivalProgress, plannedRouteOf, routeInLocale, stepOf, type Arrival, type HistoryModule } from './history-arrival';
import type { HistoryStep, RestoreAction } from './history-step';
import { clearSelectedLocationAtom, selectedLocationAtom, selectLocationAtom, setLinkProblemAtom } from './locations-atoms';
import { firstViewportAtom, requestMapTargetAtom, viewportAtom } from './map-atoms';
import { formatViewportHash, parseHash, type HashRoute } from './url-hash';

/** The route link codec: its own chunk, fetched the first time a link is read or written. */
const loadRouteHash = () => import('./route-hash');

/**
 * The history's steps (what an entry carries, when a change is a step, how Back gets there): their own
 * chunk, fetched the first time the hash is written or the browser's history moves, so the first list
 * does not wait for code it never runs.
 */
let historyModule: HistoryModule | null = null;
let historyLoading: Promise<HistoryModule> | null = null;
function loadHistory(): Promise<HistoryModule> {
  historyLoading ??= import('./history-step').then((module) => (historyModule = module));
  return historyLoading;
}
/** Runs `run` with the history module: at once when it is in, else once it has come. */
function withHistory(run: (history: HistoryModule) => void, onError: (error: unknown) => void): void {
  if (historyModule) run(historyModule);
  else loadHistory().then(run, onError);
}

/**
 * Puts `hash` into the address bar with the entry's step: `push` a new entry (a step), else the entry's
 * own, rewritten (`step` given: the entry takes it; null: it keeps its own). Returns the page's URL.
 */
function writeHistory({ readStep, stateWithStep }: HistoryModule, hash: string, how: 'push' | 'replace', step: HistoryStep | null): string {
  const url = new URL(window.location.href);
  url.hash = hash;
  if (how === 'push') {
    window.history.pushState(stateWithStep(window.history.state, step ?? readStep(window.history.state)!), '', url);
  } else if (step !== null) {
    window.history.replaceState(stateWithStep(window.history.state, step), '', url);
  } else if (window.location.hash !== url.hash) {
    window.history.replaceState(window.history.state, '', url);
  }
  return url.href;
}

/** The element's first state when no link is applied: search mode, nothing chosen. */
const FIRST_STEP = stepOf(false, null, null, null);

/** The search feature's chosen place, as the history needs it (wired by the shell: locations cannot import search). */
export interface SearchPlaceStep {
  /** The place chosen in search mode, or null. */
  placeId: string | null;
}

/**
 * URL hash state while `hash-routing` is on: applies the route found on load (`initialRoute`, parsed
 * once by the caller) and rewrites the hash: `#/@lat,lng,zoomz` on every settled map view, or, while
 * directions mode shows a route, that route's link (`#/route/…`, published as `routeLinkAtom` for "copy
 * link"). A `#/place/{id}` route goes to `selectPlace` (the search feature's place selection, wired by
 * the shell: locations cannot import search, which imports it); a well-formed `#/route/…` opens
 * directions mode with that route, a malformed one is ignored. A link put into the address bar of the
 * open page (pasted, or a host's link to `#/route/…`) is applied the same way, a view moving the map.
 *
 * History (history-step.ts): a step (a place or station chosen, details opened, directions
 * mode entered, a route planned or opened) pushes an entry carrying the step in its state; map moves
 * rewrite the entry's hash (`replaceState`), so panning adds no entries. Back and Forward (`popstate`)
 * bring the element to the entry's step, one move at a time, and its view back; the entry before the
 * element's first is the page's own, so Back from the first state leaves the page as usual. An entry
 * without a step (a link pasted into the address bar: `hashchange`) is applied as a link.
 */
export function useUrlHash(
  enabled: boolean,
  initialRoute: HashRoute | null,
  selectPlace?: (placeId: string) => void,
  /** The maps platform has loaded: a place or route link is looked up with it, so it waits for this. */
  mapsReady = true,
  /** The search's chosen place (a step of the history); absent: places are no steps. */
  searchPlace?: SearchPlaceStep,
): void {
  const viewport = useAtomValue(viewportAtom);
  const services = useAtomValue(servicesAtom);
  const config = useAtomValue(configAtom);
  const activeRoute = useAtomValue(activeRouteAtom);
  const inDirections = useAtomValue(sidebarModeAtom) === 'directions';
  const selected = useAtomValue(selectedLocationAtom);
  const selectLocation = useSetAtom(selectLocationAtom);
  const clearSelection = useSetAtom(clearSelectedLocationAtom);
  const openPlannedRoute = useSetAtom(openPlannedRouteAtom);
  const openDirections = useSetAtom(openDirectionsAtom);
  const backToSearch = useSetAtom(backToSearchAtom);
  const resetDirections = useSetAtom(requestDirectionsResetAtom);
  const setRouteLink = useSetAtom(setRouteLinkAtom);
  const requestMapTarget = useSetAtom(requestMapTargetAtom);
  const setLinkProblem = useSetAtom(setLinkProblemAtom);
  // Fuel, charging or both: written after the hash's own route, read back from links and history entries.
  const choice = useAtomValue(resourceChoiceAtom);
  const setChoice = useSetAtom(resourceChoiceAtom);
  // Once per mount, even when StrictMode runs effects twice: a route is an action, not a sync.
  const routeApplied = useRef(false);
  // A route link being opened: the hash keeps it until its route shows (or it turns out unusable, or
  // the visitor leaves directions mode). Writing the map's view over it meanwhile lost the route when
  // the element started again before it showed (a locale switch right after opening the link).
  const routeLinkPending = useRef(initialRoute?.kind === 'route');

  const route = enabled && inDirections ? activeRoute : null;
  const placeId = searchPlace?.placeId ?? null;
  const step = stepOf(inDirections, selected, placeId, route);
  const store = useStore();
  /**
   * The step as the store has it now, not as this render saw it: a mode change closes a station's
   * details in an effect of the same commit (entering and leaving directions mode), and the history
   * takes the state after it, not a step with the details for a moment (an entry of its own).
   */
  const storeStep = () => {
    const directions = store.get(sidebarModeAtom) === 'directions';
    return stepOf(directions, store.get(selectedLocationAtom), placeId, directions ? store.get(activeRouteAtom) : null);
  };
  const stepKey = JSON.stringify(step);
  /** A Back, Forward or link on its way: until its state shows, the element's changes are no steps. */
  const arrival = useRef<Arrival | null>(null);
  /**
   * What the next write does with the entry before it writes the state on show, whose step the entry
   * does not carry (a reload keeps the entry's state, and the element does not show that step again):
   * - `first`, on a start with no link to apply (none in the hash, or a map view): the entry takes the
   *   element's first state, search mode with nothing chosen, at the map's first view, whatever the
   *   visitor did before this code came in;
   * - `stamp`, on a start from a link, and when an arrival ended or gave up: the entry takes the state
   *   as it is;
   * - null: nothing; `historyWrite` says whether the state is a step.
   */
  const restamp = useRef<'first' | 'stamp' | null>(initialRoute === null || initialRoute.kind === 'viewport' ? 'first' : 'stamp');
  const endArrival = () => {
    arrival.current = null;
    restamp.current = 'stamp';
  };

  /** Acts on a link's route; a view only when it comes after load (the first one is the map's camera). */
  const applyRoute = useEffectEvent((link: HashRoute) => {
    setLinkProblem(null);
    const waitFor = (arrived: (current: HistoryStep) => boolean) => {
      arrival.current = { target: arrived, restore: false, made: new Set(), until: services.now() + ARRIVAL_WAIT_MS };
    };
    if (link.kind === 'viewport') {
      requestMapTarget({ kind: 'center', center: link.center, zoom: link.zoom });
    } else if (link.kind === 'location') {
      waitFor((current) => current.station?.resource === link.resource && current.station.id === link.id);
      selectLocation({ resource: link.resource, id: link.id, shouldTarget: true, fromLink: true }).catch((error: unknown) => {
        if (isAbortError(error)) return;
        endArrival();
        services.logger.warn(`The location in the URL could not be selected`, error);
        const notThere = error instanceof LocationNotFoundError || error instanceof ApiResourceError;
        setLinkProblem(notThere ? 'location_not_found' : 'location_failed');
      });
    } else if (link.kind === 'place') {
      if (selectPlace) {
        if (searchPlace) waitFor((current) => current.place?.placeId === link.placeId);
        selectPlace(link.placeId);
      } else services.logger.warn('The URL names a place, but no place selection is wired');
    } else {
      routeLinkPending.current = true;
      const unreadable = () => {
        routeLinkPending.current = false;
        setLinkProblem('route_unreadable');
      };
      loadRouteHash()
        .then(({ parseRouteHash }) => {
          const route = parseRouteHash(link.hash);
          if (route) openPlannedRoute(route);
          else unreadable();
        })
        .catch((error: unknown) => {
          services.logger.warn('The route link could not be read', error);
          unreadable();
        });
    }
  });

  /** One move towards a Back's or Forward's step (history-step.ts `nextRestoreAction`). */
  const restoreMove = useEffectEvent((action: RestoreAction) => {
    if (action.kind === 'search') backToSearch({ focus: false });
    else if (action.kind === 'directions') openDirections({ focus: false });
    else if (action.kind === 'open-route') {
      // An entry from before a language switch names its stops' countries in the other language.
      loadCountries().then(
        (countries) => openPlannedRoute(routeInLocale(action.route, config.locale, [...countries.keys()])),
        () => openPlannedRoute(action.route),
      );
    }
    else if (action.kind === 'reset-route') resetDirections();
    else if (action.kind === 'place') selectPlace?.(action.placeId);
    else if (action.kind === 'close-station') clearSelection();
    else {
      selectLocation({ ...action.station, shouldTarget: false, fromLink: true }).catch((error: unknown) => {
        if (isAbortError(error)) return;
        services.logger.warn('The station of this history entry could not be selected', error);
        endArrival();
      });
    }
  });

  /** Checks an arrival against the state on show: arrived, gave up, or the next move (once each). */
  const advanceArrival = useEffectEvent(() => {
    const current = arrival.current;
    if (!current) return;
    // The store's state: leaving directions mode closed the details in this commit's effects. A Back's
    // or Forward's step is its target only once the history module is in (onPopState).
    const progress = arrivalProgress(current, storeStep(), historyModule, services.now());
    if (progress.kind === 'ended') endArrival();
    else if (progress.kind === 'move') {
      current.made.add(progress.action.kind);
      restoreMove(progress.action);
    }
  });
  /** Back or Forward to an entry of ours: its view at once, then its step, move by move. */
  const onPopState = useEffectEvent((history: HistoryModule, state: unknown) => {
    const target = history.readStep(state);
    if (!target) return; // not ours: a hash in it is a link (`hashchange`)
    setLinkProblem(null);
    setChoice(parseResourceChoice(window.location.hash));
    const link = parseHash(window.location.hash);
    if (link?.kind === 'viewport') requestMapTarget({ kind: 'center', center: link.center, zoom: link.zoom });
    routeLinkPending.current = false;
    // A station an earlier Back or Forward is still looking up must not open over this entry (Back
    // pressed several times in a row): clearing aborts its lookup.
    if (!target.station) clearSelection();
    arrival.current = { target, restore: true, made: new Set(), until: services.now() + ARRIVAL_WAIT_MS };
    advanceArrival();
  });

  useEffect(() => advanceArrival(), [stepKey]);

  const applyInitialRoute = useEffectEvent(() => {
    if (!enabled || !initialRoute || !mapsReady || routeApplied.current) return;
    routeApplied.current = true;
    // A viewport route is the map's initial camera (the caller passes it to the map).
    if (initialRoute.kind !== 'viewport') applyRoute(initialRoute);
  });
  useEffect(() => applyInitialRoute(), [mapsReady]);

  useEffect(() => {
    if (!enabled || !mapsReady) return undefined;
    let listening = true;
    const { logger } = services;
    const failed = (error: unknown) => logger.warn('The browser history could not be read', error);
    // The entry's state and hash as the event found them, whenever the history module comes.
    const onHashChange = () => {
      const state: unknown = window.history.state;
      const link = parseHash(window.location.hash);
      const linkChoice = parseResourceChoice(window.location.hash);
      withHistory((history) => {
        // Back or Forward to an entry of ours changes the hash too: `popstate` brings that entry's step.
        if (!listening || history.readStep(state)) return;
        setChoice(linkChoice);
        if (link) applyRoute(link);
      }, failed);
    };
    const onPop = (event: PopStateEvent) => {
      const state: unknown = event.state;
      withHistory((history) => {
        if (listening) onPopState(history, state);
      }, failed);
    };
    window.addEventListener('hashchange', onHashChange);
    window.addEventListener('popstate', onPop);
    return () => {
      listening = false;
      window.removeEventListener('hashchange', onHashChange);
      window.removeEventListener('popstate', onPop);
    };
  }, [enabled, mapsReady, services, setChoice]);

  /** Writes `hash` with the state on show: a new entry for a new step, else the entry's own. */
  const commit = useEffectEvent((history: HistoryModule, routeHash: string): string => {
    const hash = withResourceChoice(routeHash, choice);
    let entry = history.readStep(window.history.state);
    // Still on the way to an entry's state: its moves are no steps, the entry keeps its own.
    if (arrival.current) return writeHistory(history, hash, 'replace', null);
    const now = storeStep();
    if (restamp.current === 'first') {
      // Then the state on show is written as any other: a town searched while this code was still on
      // its way (a slow phone) is a step, and Back comes to the first state where the map started.
      const first = store.get(firstViewportAtom);
      entry = FIRST_STEP;
      writeHistory(history, first ? withResourceChoice(formatViewportHash(first.center, first.zoom), choice) : window.location.hash, 'replace', entry);
    }
    const how = restamp.current === 'stamp' ? 'stamp' : history.historyWrite(entry, now);
    restamp.current = null;
    if (how === 'push') return writeHistory(history, hash, 'push', now);
    return writeHistory(history, hash, 'replace', how === 'stamp' ? now : null);
  });

  // Directions mode opens before the link's route shows: leaving it is what ends the wait, not its start.
  const openedDirections = useRef(false);
  useEffect(() => {
    if (route || (!inDirections && openedDirections.current)) routeLinkPending.current = false;
    if (inDirections) openedDirections.current = true;
    if (!enabled || routeLinkPending.current) return undefined;
    let current = true;
    const writeViewport = (history: HistoryModule) => {
      if (viewport) commit(history, formatViewportHash(viewport.center, viewport.zoom));
      setRouteLink(null);
    };
    if (!route) {
      // After this commit's other effects (`storeStep`).
      queueMicrotask(() =>
        withHistory(
          (history) => {
            if (current) writeViewport(history);
          },
          (error: unknown) => services.logger.warn('The map view could not be written to the address', error),
        ),
      );
      return () => {
        current = false;
      };
    }
    Promise.all([loadRouteHash(), loadHistory()])
      .then(([{ formatRouteHash }, history]) => {
        if (!current) return;
        const hash = formatRouteHash(plannedRouteOf(route));
        // A route too long for a link keeps the viewport in the hash, and offers no link.
        if (hash) setRouteLink(commit(history, hash));
        else writeViewport(history);
      })
      .catch((error: unknown) => {
        services.logger.warn('The route link could not be written', error);
        // The route codec failed: the view still goes into the address, if the history module is in.
        if (current && historyModule) writeViewport(historyModule);
      });
    return () => {
      current = false;
    };
  }, [enabled, viewport, route, inDirections, services, setRouteLink, stepKey, choice]);
  useEffect(() => () => setRouteLink(null), [setRouteLink]);
}

export interface UrlHashProps {
  enabled: boolean;
  initialRoute: HashRoute | null;
  selectPlace?: (placeId: string) => void;
  mapsReady: boolean;
  searchPlace?: SearchPlaceStep;
}

/** `useUrlHash` as a component that renders nothing: lazy-url-hash.tsx loads it in a chunk of its own. */
export function UrlHash({ enabled, initialRoute, selectPlace, mapsReady, searchPlace }: UrlHashProps): null {
  useUrlHash(enabled, initialRoute, selectPlace, mapsReady, searchPlace);
  return null;
}
