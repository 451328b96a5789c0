/** The shell's parts (`part="sidebar"`, `part="map"`), found from any node inside them. DOM only, no React. */

/** The element of the shell's `part` in the same shadow root (or document) as `node`; null when there is none. */
export function shellPart(node: Node, part: string): HTMLElement | null {
  const root = node.getRootNode();
  return root instanceof ShadowRoot || root instanceof Document ? root.querySelector<HTMLElement>(`[part~="${part}"]`) : null;
}
