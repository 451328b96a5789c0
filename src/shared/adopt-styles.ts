/**
 * Adopts a stylesheet into the shadow root (or document) that holds a node, once per root. A constructable
 * stylesheet, not a `<style>` element: strict host CSPs (`style-src 'self'`) block the latter. Parts that
 * load lazily (the map engines, directions mode) bring their CSS with them this way, so it stays out of
 * the initial chunk.
 */
export function createStyleAdopter(css: string): (node: Node) => void {
  let sheet: CSSStyleSheet | undefined;
  return (node: Node) => {
    const root = node.getRootNode();
    if (!(root instanceof ShadowRoot || root instanceof Document)) return;
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
    }
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  };
}
