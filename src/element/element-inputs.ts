/**
 * The element's rich-data inputs (the `config`, `watchlist` and `services` properties) as a tiny
 * external store the React root subscribes to with `useSyncExternalStore`. Attributes go through r2wc's
 * props; these do not, because r2wc would serialise them into attributes (losing object identity and
 * putting config into the DOM).
 */
import type { ConfigOverride } from '../config';
import type { LocatorServices } from '../shared';

export interface ElementInputsSnapshot {
  readonly config: ConfigOverride | undefined;
  readonly watchlist: readonly string[];
  readonly services: LocatorServices;
}

export class ElementInputs {
  #snapshot: ElementInputsSnapshot;
  readonly #listeners = new Set<() => void>();

  constructor(initial: ElementInputsSnapshot) {
    this.#snapshot = initial;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  readonly getSnapshot = (): ElementInputsSnapshot => this.#snapshot;

  update(patch: Partial<ElementInputsSnapshot>): void {
    this.#snapshot = { ...this.#snapshot, ...patch };
    for (const listener of this.#listeners) listener();
  }
}

/** What the React root needs from its host element. */
export interface LocatorHost extends HTMLElement {
  readonly inputs: ElementInputs;
}
