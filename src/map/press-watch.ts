/**
 * Tells a `PressHold` when the visitor presses something in the same tree as `map` (the element's shadow
 * root: the sidebar, its panels, the search box) but not on the map itself (`map` and what is in it).
 * Presses on the host page are not the locator's.
 */
import { onLocatorEvents } from './locator-events';
import type { PressHold } from './press-hold';

const PRESSES = ['pointerdown', 'pointerup', 'keydown'] as const;

/** Listens until `signal` aborts. */
export function watchPresses(map: Node, hold: PressHold, signal: AbortSignal): void {
  onLocatorEvents(map, PRESSES, signal, (path) => {
    if (!path.includes(map)) hold.pressed(performance.now());
  });
}
