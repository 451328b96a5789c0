/**
 * One attempt to load Google's script per page, shared by the map and the services. js-api-loader
 * 2.1.3 forgets a failed bootstrap (`script.onerror` resets its promise), so every later
 * `importLibrary` appends another `<script src=maps.googleapis.com…>` and fails again: each search
 * keystroke, each route. This wrapper remembers the first failure and rejects every later call with it
 * at once, until `retry()` (the visitor pressed "Try again" on the map's notice). The map view and the
 * platform get the same wrapper, so they agree on whether Google is there.
 *
 * It also says why the load failed, where the browser lets us tell: a Content Security Policy block
 * (a `securitypolicyviolation` for a Google host), a Trusted Types block (the loader's `script.src`
 * assignment throws a TypeError), the browser being offline, or else "blocked" (an ad blocker, a
 * firewall or a network failure, which a page cannot tell apart).
 */
import { MapsError } from '../errors';
import type { GoogleLibraries, MapsLoader } from './google-api';

export type GoogleLoadFailureReason = 'csp' | 'trusted_types' | 'offline' | 'blocked';

/** The script did not load: a `network` error that says why (`reason`). */
export class GoogleLoadError extends MapsError {
  readonly reason: GoogleLoadFailureReason;

  constructor(reason: GoogleLoadFailureReason, cause: unknown) {
    super('network', 'LOAD_FAILED', { cause });
    this.reason = reason;
  }
}

export interface LatchedLoader extends MapsLoader {
  /** The failure every call now rejects with, or null while Google is loaded or has not failed. */
  readonly failure: GoogleLoadError | null;
  /** Forgets the failure: the next `importLibrary` tries once more (the visitor asked). */
  retry(): void;
}

/** The hosts Google's script, styles, tiles and fonts come from (Google's CSP guide). */
const GOOGLE_HOST = /^https?:\/\/([a-z0-9-]+\.)*(googleapis\.com|gstatic\.com|google\.com|googleusercontent\.com)(\/|$)/i;
const TRUSTED_TYPES_MESSAGE = /trusted ?(script ?url|types?)/i;

export interface LoadLatchEnvironment {
  /** Where `securitypolicyviolation` events arrive (the document). */
  events: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  online: () => boolean;
  /** Waits for violation events queued with the script's error (a macrotask). */
  settle: () => Promise<void>;
}

const browserEnvironment = (): LoadLatchEnvironment => ({
  events: document,
  online: () => navigator.onLine !== false,
  settle: () => new Promise((resolve) => setTimeout(resolve, 0)),
});

/** Why `error` (a rejection of the loader) happened, given what the page saw meanwhile. */
export function loadFailureReason(error: unknown, sawCspViolation: boolean, online: boolean): GoogleLoadFailureReason {
  if (error instanceof TypeError && TRUSTED_TYPES_MESSAGE.test(error.message)) return 'trusted_types';
  if (sawCspViolation) return 'csp';
  if (!online) return 'offline';
  return 'blocked';
}

const latched = new WeakMap<MapsLoader, LatchedLoader>();

/** The one latch of `loader` (the same object for the same loader, so the map and services share it). */
export function latchLoader(loader: MapsLoader, environment: LoadLatchEnvironment = browserEnvironment()): LatchedLoader {
  const existing = latched.get(loader);
  if (existing) return existing;
  let failure: GoogleLoadError | null = null;
  let sawCspViolation = false;
  const onViolation = (event: Event) => {
    const blocked = (event as SecurityPolicyViolationEvent).blockedURI ?? '';
    if (GOOGLE_HOST.test(blocked)) sawCspViolation = true;
  };
  environment.events.addEventListener('securitypolicyviolation', onViolation);

  const latch: LatchedLoader = {
    get failure() {
      return failure;
    },
    retry() {
      failure = null;
      sawCspViolation = false;
    },
    importLibrary: async <K extends keyof GoogleLibraries>(name: K): Promise<GoogleLibraries[K]> => {
      if (failure) throw failure;
      try {
        return await loader.importLibrary(name);
      } catch (error) {
        // A library that fails after the script loaded is not a script failure; only the bootstrap latches.
        if (!isScriptFailure(error)) throw error;
        if (!failure) {
          await environment.settle();
          failure ??= new GoogleLoadError(loadFailureReason(error, sawCspViolation, environment.online()), error);
        }
        throw failure;
      }
    },
  };
  latched.set(loader, latch);
  return latch;
}

/** js-api-loader's "…could not load." (script error) or the TypeError of a blocked `script.src`. */
function isScriptFailure(error: unknown): boolean {
  if (error instanceof MapsError) return false;
  const message = error instanceof Error ? error.message : String(error);
  return /could not load/i.test(message) || (error instanceof TypeError && TRUSTED_TYPES_MESSAGE.test(message));
}
