/**
 * Autocomplete sessions. The object callers hold stays the same; its `id` changes when the session
 * ends (after a successful details lookup), which is the spec's "token refreshed after each
 * successful place-details lookup" without the caller having to remember to do it.
 */
import type { PlaceSession } from './types';

let counter = 0;

function nextId(): string {
  counter += 1;
  return `session-${Date.now().toString(36)}-${counter}`;
}

export class RenewableSession implements PlaceSession {
  #id = nextId();

  get id(): string {
    return this.#id;
  }

  renew(): void {
    this.#id = nextId();
  }
}

/** Renews `session` if it is one of ours; other objects (a caller's own) are left alone. */
export function renewSession(session: PlaceSession | undefined): void {
  if (session instanceof RenewableSession) session.renew();
}
