import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * Calls `onOutside` when a pointer press or a focus move lands outside `area` while `active`.
 *
 * Inside a shadow root, events that reach the document are retargeted to the host element, so
 * `event.target` and `document.activeElement` only ever say "the locator". `composedPath()` still lists
 * the real nodes inside our (open) shadow root, so it tells "inside the search area" from "elsewhere in
 * the locator" and from "on the host page".
 *
 * A focus move from one control of the shadow root to another never reaches the document at all: there
 * its target and related target are both the host, and such a focus event stops at the shadow boundary
 * (DOM spec, "dispatch"). Tab from a combobox to the next button of the locator is such a move, so focus
 * is heard in the area's own root too, not only in the document (the host page's controls).
 */
export function useOutsideDismiss(area: RefObject<HTMLElement | null>, active: boolean, onOutside: () => void): void {
  const handle = useEffectEvent((event: Event) => {
    const element = area.current;
    if (element && !event.composedPath().includes(element)) onOutside();
  });
  useEffect(() => {
    if (!active) return undefined;
    const listener = (event: Event) => handle(event);
    const root = area.current?.getRootNode();
    const targets: (Document | ShadowRoot)[] = root instanceof ShadowRoot ? [document, root] : [document];
    document.addEventListener('pointerdown', listener, true);
    for (const target of targets) target.addEventListener('focusin', listener, true);
    return () => {
      document.removeEventListener('pointerdown', listener, true);
      for (const target of targets) target.removeEventListener('focusin', listener, true);
    };
  }, [active, area]);
}
