import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * Calls `onOutside` when a pointer press or a focus move lands outside `area` while `active`.
 *
 * Inside a shadow root, events that reach the document are retargeted to the host element, so
 * `event.target` and `document.activeElement` only ever say "the locator". `composedPath()` still lists
 * the real nodes inside our (open) shadow root, so it tells "inside the search area" from "elsewhere in
 * the locator" and from "on the host page".
 */
export function useOutsideDismiss(area: RefObject<HTMLElement | null>, active: boolean, onOutside: () => void): void {
  const handle = useEffectEvent((event: Event) => {
    const element = area.current;
    if (element && !event.composedPath().includes(element)) onOutside();
  });
  useEffect(() => {
    if (!active) return undefined;
    const listener = (event: Event) => handle(event);
    document.addEventListener('pointerdown', listener, true);
    document.addEventListener('focusin', listener, true);
    return () => {
      document.removeEventListener('pointerdown', listener, true);
      document.removeEventListener('focusin', listener, true);
    };
  }, [active]);
}
