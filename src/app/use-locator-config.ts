/**
 * Loads the config for a request and makes the element's store from it, keeping the result keyed by
 * the request: when an attribute or the `config` property changes, the old result no longer matches and
 * the state reads as loading again (no synchronous setState in the effect). A new request aborts the
 * previous one. The element starts the first load before React renders (`preloadLocatorConfig`).
 */
import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { loadLocatorConfig, type ConfigRequest, type LocatorConfig } from '../config';
import { settledWithin, timersOf, yieldAhead } from '../shared';
import { toAppError, type AppError } from './app-error';
import { relocaliseLocatorStore, type LocatorStore } from './create-locator-store';
import { prepareLocatorStore, type StoreInputs } from './prepare-locator-store';
import { holdLongerRenderSlices } from './render-slices';

/** A loaded config and the store made from it. */
type Prepared = { config: LocatorConfig; store: LocatorStore };

export type ConfigState = { status: 'loading' } | ({ status: 'ready' } & Prepared) | { status: 'error'; error: AppError };

type KeyedState = ConfigState & { key: string; storeKey: string };

/** A stable identity for a load: the parts that change what is loaded and the store made from it. */
export function requestKey(request: ConfigRequest, inputs: StoreInputs, attempt: number): string {
  return JSON.stringify([request, inputs.hashRouting, attempt]);
}

/**
 * What makes a store other than another: the request without its locale, and hash routing. A request
 * that differs from the one on show only in its locale loads that locale's config into the same store
 * (so a language switch keeps the visitor's state).
 */
export function storeKey(request: ConfigRequest, inputs: StoreInputs): string {
  const { locale: _locale, ...rest } = request;
  return JSON.stringify([rest, inputs.hashRouting]);
}

/**
 * How long the shell's first render waits for the first view's list to be decided, at most. Rendered
 * while its answers were on their way, the shell took the main thread from them: their bodies were read
 * and parsed only after its commit, and the list then rendered and painted a frame of its own. Rendered
 * after them, the shell shows with its list in one frame, with no "loading" between. Within the 0.1 s in
 * which a view still feels immediate; a slower API gets the shell with its loading state after it, as
 * before.
 */
export const FIRST_VIEW_WAIT_MS = 100;

/**
 * The config, then its store, made in a task of its own (the config's parse and checks ran in the one
 * before, and together they made one long task on a busy machine). The store sends
 * the first view's requests as it is made; the store is ready when the list those answers make is
 * decided (`firstListDecided`, `FIRST_VIEW_WAIT_MS` at most).
 */
function loadAndPrepare(request: ConfigRequest, inputs: StoreInputs, signal: AbortSignal, keep?: LocatorStore): Promise<Prepared> {
  const { services } = inputs;
  return loadLocatorConfig(request, { fetch: services.fetch, redirect: services.redirect, signal }).then(async (config) => {
    // Ahead of what came in meanwhile (the strings' chunk and its i18next instance, the warm-up's data):
    // the first view's requests go out first, and the rest runs while they are on their way.
    await yieldAhead();
    // Superseded after the answer came in: no store for it, and no requests from one.
    signal.throwIfAborted();
    // Another locale of the locator on show: its store, with this config (its state stays).
    if (keep) return { config, store: relocaliseLocatorStore(keep, config) };
    const { store, firstView } = prepareLocatorStore(config, request.resource, inputs);
    await settledWithin(firstView, FIRST_VIEW_WAIT_MS, timersOf(services));
    signal.throwIfAborted();
    return { config, store };
  });
}

interface PreloadedConfig {
  key: string;
  ready: Promise<Prepared>;
  controller: AbortController;
}

/** Loads started before React rendered, by the element's services (one per element). */
const preloaded = new WeakMap<StoreInputs['services'], PreloadedConfig>();

/**
 * Starts loading the config, and makes the store with the first view's requests as it arrives, before
 * React renders: the element calls this when it is connected. React's first render and effects take
 * tens of milliseconds on a slow machine, and the config and those requests come before anything else
 * (rather than once React has taken the load over). The first
 * `useLocatorConfig` with the same request and inputs takes the load and its store over; one with
 * another request aborts it and loads its own.
 */
export function preloadLocatorConfig(request: ConfigRequest, inputs: StoreInputs): void {
  preloaded.get(inputs.services)?.controller.abort();
  const controller = new AbortController();
  const ready = loadAndPrepare(request, inputs, controller.signal);
  ready.catch(() => {}); // the hook that takes it over reports a failure
  preloaded.set(inputs.services, { key: requestKey(request, inputs, 0), ready, controller });
}

/** The preloaded load for `key`, taken once; a preload for another request is aborted. */
function takePreloaded(key: string, inputs: StoreInputs): PreloadedConfig | undefined {
  const found = preloaded.get(inputs.services);
  if (!found) return undefined;
  preloaded.delete(inputs.services);
  if (found.key === key) return found;
  found.controller.abort();
  return undefined;
}

export function useLocatorConfig(request: ConfigRequest, inputs: StoreInputs, attempt: number): ConfigState {
  const key = requestKey(request, inputs, attempt);
  const sameStore = storeKey(request, inputs);
  const [state, setState] = useState<KeyedState | null>(null);
  /** Lets this effect run's longer render slices go (`render-slices.ts`; more calls do nothing). */
  const releaseSlices = useRef<(() => void) | null>(null);

  useEffect(() => {
    const taken = takePreloaded(key, inputs);
    const controller = taken?.controller ?? new AbortController();
    // Only the locale changed: that locale's config goes into the store on show.
    const keep = state?.status === 'ready' && state.storeKey === sameStore ? state.store : undefined;
    const ready = taken?.ready ?? loadAndPrepare(request, inputs, controller.signal, keep);
    ready.then(
      // A transition: the whole shell renders from this, and React renders a transition in slices, so
      // the first render is not one long task on the way to the first list. Longer slices than React's
      // own for this render: fewer yields on its way (docs/performance.md).
      (prepared) => {
        if (controller.signal.aborted) return;
        releaseSlices.current = holdLongerRenderSlices();
        startTransition(() => setState({ key, storeKey: sameStore, status: 'ready', ...prepared }));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return; // superseded: nobody wants this answer
        const appError = toAppError(error);
        inputs.services.logger.error(appError.message);
        setState({ key, storeKey: sameStore, status: 'error', error: appError });
      },
    );
    return () => {
      controller.abort();
      releaseSlices.current?.();
    };
    // `key` captures everything in `request` and `inputs` that matters but the services (the next
    // dependency) and the host (one per element); the object identities do not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, inputs.services]);

  // In the commit of the state the slices were held for, before its paint: the renders after it (the
  // list's other stations, the map) are cut in React's own slices again.
  useLayoutEffect(() => {
    if (state?.status === 'ready') releaseSlices.current?.();
  }, [state]);

  if (state && state.key === key) return state;
  // Another locale's config on its way into the same store: the locator stays on show meanwhile.
  if (state?.status === 'ready' && state.storeKey === sameStore) return state;
  return { status: 'loading' };
}
