import { useEffect, useRef, type RefObject } from 'react';
import { FILTER_TOGGLE_ATTRIBUTE } from './filters-dom';

/** Interaction events that close the panel when they happen outside it (spec section 4). */
const INTERACTION_EVENTS = ['pointerdown', 'focusin'] as const;

/**
 * Calls `onOutside` on any interaction (pointerdown, focusin) that is not the panel's own, nor the filter
 * toggle button's (which toggles the panel itself).
 *
 * Inside a shadow root, `event.target` seen from outside is the host, so the check uses
 * `event.composedPath()`. Listeners sit on the panel's root node (our shadow root: every event inside the
 * element, with the full path even for a closed root) and on the document (the host page around the
 * element; events from inside the element are left to the root listener there).
 */
export function useDismissOnOutsideInteraction(panelRef: RefObject<HTMLElement | null>, onOutside: () => void): void {
  const onOutsideRef = useRef(onOutside);
  useEffect(() => {
    onOutsideRef.current = onOutside;
  }, [onOutside]);

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return undefined;
    const root = panel.getRootNode() as Document | ShadowRoot;
    const host = root instanceof ShadowRoot ? root.host : null;

    const isOwn = (path: EventTarget[]) =>
      path.some((target) => target === panel || (target instanceof Element && target.hasAttribute(FILTER_TOGGLE_ATTRIBUTE)));
    const onRootEvent = (event: Event) => {
      if (!isOwn(event.composedPath())) onOutsideRef.current();
    };
    const onDocumentEvent = (event: Event) => {
      const path = event.composedPath();
      if (host && path.includes(host)) return; // inside the element: the root listener decides
      if (!isOwn(path)) onOutsideRef.current();
    };

    for (const type of INTERACTION_EVENTS) root.addEventListener(type, onRootEvent, true);
    if (host) for (const type of INTERACTION_EVENTS) document.addEventListener(type, onDocumentEvent, true);
    return () => {
      for (const type of INTERACTION_EVENTS) root.removeEventListener(type, onRootEvent, true);
      if (host) for (const type of INTERACTION_EVENTS) document.removeEventListener(type, onDocumentEvent, true);
    };
  }, [panelRef]);
}
