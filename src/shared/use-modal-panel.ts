import { useCallback, useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

/**
 * Why a panel closed: its close button, Escape, Tab past its last control (or Shift+Tab before its
 * first), an interaction outside it, or its own action done (a saved route opened).
 */
export type PanelCloseReason = 'close-button' | 'escape' | 'tab-out' | 'outside' | 'done';

/** What Tab stops at inside a panel (its controls; radios and other roving groups are not in ours). */
const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The panel's Tab stops in order: shown and reachable ones only. */
function tabStopsIn(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>(TABBABLE)].filter((element) => element.tabIndex >= 0 && element.getClientRects().length > 0);
}

/** Interaction events that close a panel when they happen outside it (spec section 4). */
const INTERACTION_EVENTS = ['pointerdown', 'focusin'] as const;

/**
 * Calls `onOutside` on any interaction (pointerdown, focusin) that is not the panel's own, nor its toggle
 * button's (marked with `toggleAttribute`; it toggles the panel itself).
 *
 * Inside a shadow root, `event.target` seen from outside is the host, so the check uses
 * `event.composedPath()`. Listeners sit on the panel's root node (our shadow root: every event inside the
 * element, with the full path even for a closed root) and on the document (the host page around the
 * element; events from inside the element are left to the root listener there).
 */
export function useDismissOnOutsideInteraction(panelRef: RefObject<HTMLElement | null>, toggleAttribute: string, onOutside: () => void): void {
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
      path.some((target) => target === panel || (target instanceof Element && target.hasAttribute(toggleAttribute)));
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
  }, [panelRef, toggleAttribute]);
}

export interface ModalPanelOptions {
  /** The panel's element (a non-modal dialog with `tabIndex={-1}`). */
  panelRef: RefObject<HTMLElement | null>;
  /** Marks the button that toggles this panel (focus returns to it; its clicks are not "outside"). */
  toggleAttribute: string;
  /** Closes the panel (the shell's modal back to none). */
  closeModal: () => void;
  /** Told why the panel closed, after it closed. */
  onClose?: ((reason: PanelCloseReason) => void) | undefined;
}

/**
 * What every sidebar panel (Filters, RouteOptions, SavedRoutes; spec section 4) does: focus moves into
 * it when it opens; it closes on its close button, on Escape, on Tab past its last control or Shift+Tab
 * before its first, or on any interaction outside it, once. Closing by the button, Escape or Tab returns
 * focus to the toggle button (or whatever opened it), so the next Tab goes on from there: the panels
 * sit at the end of the element, and focus tabbed out of one landed on the host page after the element,
 * past the itinerary, the lists and the map. Closing because the visitor clicked elsewhere leaves focus
 * where they put it.
 * Returns `close(reason)` for the close button and the panel's `onKeyDown` (Escape, Tab).
 */
export function useModalPanel({ panelRef, toggleAttribute, closeModal, onClose }: ModalPanelOptions) {
  const openerRef = useRef<Element | null>(null);

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const root = panel.getRootNode() as Document | ShadowRoot;
    // Under StrictMode the effect runs twice; the second run must not record the panel as its own opener.
    if (!panel.contains(root.activeElement)) openerRef.current = root.activeElement;
    panel.focus();
  }, [panelRef]);

  /** Focus back to the toggle button (or whatever opened the panel, if the button is gone). */
  const returnFocus = useCallback(() => {
    const root = panelRef.current?.getRootNode() as Document | ShadowRoot | undefined;
    const toggle = root?.querySelector<HTMLElement>(`[${toggleAttribute}]`);
    const opener = openerRef.current;
    const target = toggle ?? (opener instanceof HTMLElement && opener.isConnected ? opener : null);
    target?.focus();
  }, [panelRef, toggleAttribute]);

  // One close per panel: a click outside is a pointerdown and then a focusin, both before the shell re-renders.
  const closingRef = useRef(false);
  const close = useCallback(
    (reason: PanelCloseReason) => {
      if (closingRef.current) return;
      closingRef.current = true;
      if (reason !== 'outside') returnFocus();
      closeModal();
      onClose?.(reason);
    },
    [closeModal, onClose, returnFocus],
  );

  useDismissOnOutsideInteraction(
    panelRef,
    toggleAttribute,
    useCallback(() => close('outside'), [close]),
  );

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close('escape');
      return;
    }
    const panel = panelRef.current;
    if (event.key !== 'Tab' || !panel) return;
    const stops = tabStopsIn(panel);
    const active = (panel.getRootNode() as Document | ShadowRoot).activeElement;
    const leaving = event.shiftKey ? active === panel || active === stops[0] : stops.length === 0 || active === stops[stops.length - 1];
    if (!leaving) return;
    event.preventDefault();
    close('tab-out');
  };

  return { close, onKeyDown };
}
