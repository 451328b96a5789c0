/**
 * Google reports a rejected key (invalid key, API not enabled, referrer not allowed, billing) only
 * through a global `window.gm_authFailure()` callback. We install one per page, chaining any
 * handler the host page set before us (or sets after us: we only wrap what is there when we
 * install), and fan the event out to every subscribed locator.
 */
import { MapsError } from '../errors';

interface AuthFailureWindow {
  gm_authFailure?: (() => void) | undefined;
}

const listeners = new Set<(error: MapsError) => void>();
let installedOn: AuthFailureWindow | null = null;

function install(target: AuthFailureWindow): void {
  if (installedOn === target) return;
  installedOn = target;
  const previous = target.gm_authFailure;
  target.gm_authFailure = () => {
    try {
      previous?.();
    } finally {
      const error = new MapsError('denied', 'AUTH_FAILURE');
      for (const listener of [...listeners]) listener(error);
    }
  };
}

/** Subscribes to Google auth failures; returns an unsubscribe function. */
export function onGoogleAuthFailure(
  listener: (error: MapsError) => void,
  target: AuthFailureWindow = window as unknown as AuthFailureWindow,
): () => void {
  install(target);
  listeners.add(listener);
  return () => listeners.delete(listener);
}
