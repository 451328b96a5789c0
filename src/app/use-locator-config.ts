/**
 * Loads the config for a request and keeps the result, keyed by the request: when an attribute or the
 * `config` property changes, the old result no longer matches and the state reads as loading again
 * (no synchronous setState in the effect). A new request aborts the previous one. The element starts
 * the first load before React renders (`preloadLocatorConfig`).
 */
import { startTransition, useEffect, useState } from 'react';
import { loadLocatorConfig, type ConfigRequest, type LocatorConfig } from '../config';
import { yieldToBrowser, type LocatorServices } from '../shared';
import { toAppError, type AppError } from './app-error';

export type ConfigState<T> =
  | { status: 'loading' }
  | { status: 'ready'; config: LocatorConfig; prepared: T }
  | { status: 'error'; error: AppError };

type KeyedState<T> = ConfigState<T> & { key: string };

/** A stable identity for a request: the parts that change what is loaded. */
export function requestKey(request: ConfigRequest, attempt: number): string {
  return JSON.stringify([request, attempt]);
}

interface PreloadedConfig {
  key: string;
  load: Promise<LocatorConfig>;
  controller: AbortController;
}

/** Loads started before React rendered, by the element's services (one per element). */
const preloaded = new WeakMap<LocatorServices, PreloadedConfig>();

/**
 * Starts loading the config before React renders: the element calls this when it is connected. React's
 * first render and effects take tens of milliseconds on a slow machine, and the config comes before
 * anything else. The first `useLocatorConfig` with the same request and services takes the load over;
 * one with another request aborts it and loads its own.
 */
export function preloadLocatorConfig(request: ConfigRequest, services: LocatorServices): void {
  preloaded.get(services)?.controller.abort();
  const controller = new AbortController();
  const load = loadLocatorConfig(request, { fetch: services.fetch, redirect: services.redirect, signal: controller.signal });
  load.catch(() => {}); // the hook that takes it over reports a failure
  preloaded.set(services, { key: requestKey(request, 0), load, controller });
}

/** The preloaded load for `key`, taken once; a preload for another request is aborted. */
function takePreloaded(key: string, services: LocatorServices): PreloadedConfig | undefined {
  const found = preloaded.get(services);
  if (!found) return undefined;
  preloaded.delete(services);
  if (found.key === key) return found;
  found.controller.abort();
  return undefined;
}

/**
 * `prepare` runs as the config arrives, before the render it starts (the store is made there and the
 * first requests that need no layout go out, issue 20); the one of the render that started the load.
 */
export function useLocatorConfig<T>(request: ConfigRequest, services: LocatorServices, attempt: number, prepare: (config: LocatorConfig) => T): ConfigState<T> {
  const key = requestKey(request, attempt);
  const [state, setState] = useState<KeyedState<T> | null>(null);

  useEffect(() => {
    const taken = takePreloaded(key, services);
    const controller = taken?.controller ?? new AbortController();
    const load = taken?.load ?? loadLocatorConfig(request, { fetch: services.fetch, redirect: services.redirect, signal: controller.signal });
    load.then(
      // A transition: the whole shell renders from this, and React renders a transition in slices, so
      // the first render is not one long task on the way to the first list.
      (config) => {
        // The store and the first requests in a task of their own: the config's parse and checks ran
        // in this one, and together they made one long task on a busy machine (issue 20, target 2).
        void yieldToBrowser().then(() => {
          // Superseded after the answer came in: no store for it, and no requests from one.
          if (controller.signal.aborted) return;
          const prepared = prepare(config);
          startTransition(() => setState({ key, status: 'ready', config, prepared }));
        });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return; // superseded: nobody wants this answer
        const appError = toAppError(error);
        services.logger.error(appError.message);
        setState({ key, status: 'error', error: appError });
      },
    );
    return () => controller.abort();
    // `key` captures everything in `request` that matters; the object identity does not. `prepare` is
    // the one of the render that started this load: it only matters when the config arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, services]);

  return state && state.key === key ? state : { status: 'loading' };
}
