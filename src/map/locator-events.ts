/**
 * The visitor's input events in the locator, seen from the page: listened for on the document, in the
 * capture phase (before anything inside can stop them), and passed on only when their path runs through
 * the tree of `node` (the element's shadow root); the host page's own are not the locator's. DOM only.
 */

/** Calls `handle` with the composed path of each event of `types` in the tree of `node`, until `signal` aborts. */
export function onLocatorEvents(node: Node, types: readonly string[], signal: AbortSignal, handle: (path: EventTarget[]) => void): void {
  const listener = (event: Event) => {
    const path = event.composedPath();
    if (path.includes(node.getRootNode())) handle(path);
  };
  const page = node.ownerDocument ?? document;
  for (const type of types) page.addEventListener(type, listener, { signal, capture: true, passive: true });
}
