/** Locale codes: the element accepts `de_DE`, `de-DE`, `de`, … and works with one of ours. Pure. */

export type SupportedLocale = 'de_DE' | 'en_GB';

export const SUPPORTED_LOCALES: readonly SupportedLocale[] = ['de_DE', 'en_GB'];
/** Default locale (spec section 1: "Default locale is de_DE"). */
export const DEFAULT_LOCALE: SupportedLocale = 'de_DE';

/**
 * Our locale for an attribute value: exact matches in either spelling (`en-GB`, `en_gb`), else by
 * language (`en`, `en-US` → en_GB), else the default de_DE.
 */
export function normaliseLocale(value: string | null | undefined): SupportedLocale {
  const cleaned = (value ?? '').trim().replace('-', '_').toLowerCase();
  if (!cleaned) return DEFAULT_LOCALE;
  const exact = SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === cleaned);
  if (exact) return exact;
  const language = cleaned.split('_')[0];
  return SUPPORTED_LOCALES.find((locale) => locale.startsWith(`${language}_`)) ?? DEFAULT_LOCALE;
}
