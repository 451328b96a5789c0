/**
 * The published config's theme: colours a CMS author picks in the builder, applied by the element as
 * defaults of its documented CSS custom properties (`--station-locator-*`). The host page's own CSS on
 * the element still wins: the element sets them on `:host`, which the page's rules override. Pure.
 */
import type { ThemeConfig } from './types';

/** Theme keys, each a hex colour, and the custom property it sets. */
export const THEME_PROPERTIES = {
  primary: '--station-locator-primary',
  onPrimary: '--station-locator-on-primary',
  textColor: '--station-locator-text-color',
  background: '--station-locator-background',
  borderColor: '--station-locator-border-color',
  errorColor: '--station-locator-error-color',
  mapBackground: '--station-locator-map-background',
} as const satisfies Record<keyof ThemeConfig, string>;

export const THEME_TOKENS = Object.keys(THEME_PROPERTIES) as (keyof ThemeConfig)[];

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * The `:host` rule for a theme: only hex colours pass (the value goes into CSS text, so nothing else
 * may reach it, even from an unvalidated `config` property). Empty for no theme.
 */
export function themeCss(theme: ThemeConfig | null | undefined): string {
  if (!theme) return '';
  const declarations = THEME_TOKENS.flatMap((token) => {
    const value = theme[token];
    return typeof value === 'string' && HEX_COLOUR.test(value) ? [`${THEME_PROPERTIES[token]}:${value}`] : [];
  });
  return declarations.length > 0 ? `:host{${declarations.join(';')}}` : '';
}
