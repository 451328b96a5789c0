/**
 * Where focus goes when the control that had it is gone: a panel closes and what opened it is no longer
 * there (a station's list item went with a new filter). One control per mode carries the mark (the
 * search box; in directions mode, its back button), so focus lands at the top of the sidebar, not on the
 * page. DOM only, no React.
 */
export const FOCUS_FALLBACK_ATTRIBUTE = 'data-focus-fallback';

/** Focuses the marked control in `node`'s root (our shadow root, or the document), when there is one. */
export function focusFallback(node: Node): void {
  const root = node.getRootNode() as Document | ShadowRoot;
  root.querySelector<HTMLElement>(`[${FOCUS_FALLBACK_ATTRIBUTE}]`)?.focus();
}
