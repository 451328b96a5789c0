/**
 * The published config's theme on the element: one constructable stylesheet per shadow root holding a
 * `:host` rule with the theme's custom properties (config/theme.ts). A rule of the page on the element
 * outranks `:host`, so the host page's own `--station-locator-*` values still win. No style attribute or
 * `<style>` element: strict-CSP pages keep working.
 */
import { themeCss } from '../config';
import type { ThemeConfig } from '../config';

const sheets = new WeakMap<ShadowRoot, CSSStyleSheet>();

export function applyConfigTheme(container: ShadowRoot | HTMLElement | undefined, theme: ThemeConfig | undefined): void {
  if (!(container instanceof ShadowRoot)) return;
  const css = themeCss(theme);
  let sheet = sheets.get(container);
  if (!sheet) {
    if (!css) return;
    sheet = new CSSStyleSheet();
    sheets.set(container, sheet);
    container.adoptedStyleSheets = [...container.adoptedStyleSheets, sheet];
  }
  sheet.replaceSync(css);
}
