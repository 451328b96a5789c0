/**
 * Where focus goes when the control that had it is gone: a panel closes and what opened it is no longer
 * there (a station's list item went with a new filter). One control per mode carries the mark (the
 * search box; in directions mode, its back button), so focus lands at the top of the sidebar, not on the
 * page. DOM only, no React.
 */
export const FOCUS_FALLBACK_ATTRIBUTE = 'data-focus-fallback';

/** Focuses the marked control in `node`'s root (our shadow root, or the document); false when none is there. */
export function focusFallback(node: Node): boolean {
  const root = node.getRootNode() as Document | ShadowRoot;
  const target = root.querySelector<HTMLElement>(`[${FOCUS_FALLBACK_ATTRIBUTE}]`);
  target?.focus();
  return target !== null;
}
