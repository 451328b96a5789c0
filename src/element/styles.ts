/**
 * The element's CSS as one constructable stylesheet shared by every element on the page (a sheet can be
 * adopted by many shadow roots of one document): the element's base rules, then each feature's CSS.
 * Adopted when an element connects, just after its config request has gone out, so styles are in place
 * before React's first render and before the host is first laid out.
 */
import { featureStyles } from '../app';
import { tokenStyles, toolButtonStyles, visuallyHiddenStyles } from '../shared';
import css from './styles.css';

/** The documented theming surface (README, custom-elements.json); tests keep these lists honest. */
export const CSS_CUSTOM_PROPERTIES = {
  '--station-locator-primary': 'Primary (brand) colour of buttons and focus rings. Default #0064CC.',
  '--station-locator-on-primary': 'Text colour on the primary colour. Default #ffffff.',
  '--station-locator-text-color': 'Text colour. Default #1a1a1a.',
  '--station-locator-background': 'Background of the element. Default #ffffff.',
  '--station-locator-border-color': 'Border colour of panels. Default #d0d7de.',
  '--station-locator-error-color': 'Accent colour of the error state. Default #b3261e.',
  '--station-locator-map-background': 'Background of the map area while the map loads. Default #e9eef3.',
  '--station-locator-font-family': 'Font family. Default: the system UI font.',
  '--station-locator-font-size': 'Base font size. Default 16px.',
  '--station-locator-radius': 'Corner radius of buttons. Default 4px.',
  '--station-locator-sidebar-width': 'Width of the sidebar on desktop. Default 380px.',
  '--station-locator-height': 'Height of the element. Default 600px.',
} as const;

export const CSS_PARTS = {
  container: 'The layout grid holding the sidebar and the map area.',
  sidebar: 'The sidebar (search, results, directions).',
  map: 'The map area.',
  'mobile-toggle': 'The bottom button toggling list/map (or route/map) on mobile.',
  error: 'The error state shown when the config cannot be loaded.',
} as const;

/**
 * The element's font family when the host sets none (`--station-locator-font-family`), as in styles.css's
 * `--sl-font-family` (a test keeps the two the same), and the weights its first view shows.
 */
export const DEFAULT_FONT_FAMILY = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Liberation Sans', Arial, sans-serif";
const FIRST_VIEW_FONT_WEIGHTS = [400, 600, 700] as const;

/**
 * Looks up the element's fonts before an element lays text out (element/warm-up.ts). The first text a
 * page lays out in a font waits for the browser to find it (on Linux, Chromium's renderer asks the
 * browser process), and the element's first view did that in the frame that showed its first list.
 * Measured on a canvas never put in the page: the host's DOM is not touched. A host's own font
 * (`--station-locator-font-family`) is not looked up here.
 */
export function loadFonts(): void {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return;
  for (const weight of FIRST_VIEW_FONT_WEIGHTS) {
    context.font = `${weight} 16px ${DEFAULT_FONT_FAMILY}`;
    context.measureText('Tankstelle 0123456789 km, geöffnet');
  }
}

let sheet: CSSStyleSheet | undefined;

export function elementStyleSheet(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync([tokenStyles, css, visuallyHiddenStyles, toolButtonStyles, ...featureStyles].join('\n'));
  }
  return sheet;
}

export function adoptElementStyles(root: ShadowRoot): void {
  const shared = elementStyleSheet();
  if (!root.adoptedStyleSheets.includes(shared)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, shared];
}
