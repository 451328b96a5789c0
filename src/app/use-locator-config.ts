/**
 * Loads the config for a request and keeps the result, keyed by the request: when an attribute or the
 * `config` property changes, the old result no longer matches and the state reads as loading again
 * (no synchronous setState in the effect). A new request aborts the previous one.
 */
import { startTransition, useEffect, useState } from 'react';
import { loadLocatorConfig, type ConfigRequest, type LocatorConfig } from '../config';
import type { LocatorServices } from '../shared';
import { toAppError, type AppError } from './app-error';

export type ConfigState =
  | { status: 'loading' }
  | { status: 'ready'; config: LocatorConfig }
  | { status: 'error'; error: AppError };

type KeyedState = ConfigState & { key: string };

/** A stable identity for a request: the parts that change what is loaded. */
export function requestKey(request: ConfigRequest, attempt: number): string {
  return JSON.stringify([request, attempt]);
}

export function useLocatorConfig(request: ConfigRequest, services: LocatorServices, attempt: number): ConfigState {
  const key = requestKey(request, attempt);
  const [state, setState] = useState<KeyedState | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    loadLocatorConfig(request, { fetch: services.fetch, redirect: services.redirect, signal: controller.signal }).then(
      // A transition: the whole shell renders from this, and React renders a transition in slices, so
      // the first render is not one long task on the way to the first list.
      (config) => startTransition(() => setState({ key, status: 'ready', config })),
      (error: unknown) => {
        if (controller.signal.aborted) return; // superseded: nobody wants this answer
        const appError = toAppError(error);
        services.logger.error(appError.message);
        setState({ key, status: 'error', error: appError });
      },
    );
    return () => controller.abort();
    // `key` captures everything in `request` that matters; the object identity does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, services]);

  return state && state.key === key ? state : { status: 'loading' };
}
