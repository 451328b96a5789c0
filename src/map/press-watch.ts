/**
 * Tells a `PressHold` when the visitor presses something in the same tree as `map` (the element's shadow
 * root: the sidebar, its panels, the search box) but not on the map itself (`map` and what is in it).
 * Presses on the host page are not the locator's.
 */
import type { PressHold } from './press-hold';

const PRESSES = ['pointerdown', 'pointerup', 'keydown'] as const;

/** Listens until `signal` aborts. */
export function watchPresses(map: Node, hold: PressHold, signal: AbortSignal): void {
  const pressed = (event: Event) => {
    const path = event.composedPath();
    if (path.includes(map.getRootNode()) && !path.includes(map)) hold.pressed(performance.now());
  };
  const page = map.ownerDocument ?? document;
  for (const type of PRESSES) page.addEventListener(type, pressed, { signal, capture: true, passive: true });
}
