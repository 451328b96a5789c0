/**
 * One locale's strings, each in its own small chunk: an element fetches only its language, and keeps it
 * out of the initial bundle. The element starts this while the config loads, so it costs no extra wait.
 */
import type { SupportedLocale } from '../shared';
import type { Translation } from './create-i18n';

/** A locale's strings, and what replaces some of them where the locator shows charging sites too. */
export interface LocaleStrings {
  translation: Translation;
  stationWords: Translation;
}

const LOADERS: Record<SupportedLocale, () => Promise<{ default: Translation; stationWords: Translation }>> = {
  de_DE: () => import('./locales/de_DE.strings'),
  en_GB: () => import('./locales/en_GB.strings'),
};

export async function loadStrings(locale: SupportedLocale): Promise<LocaleStrings> {
  const module = await LOADERS[locale]();
  return { translation: module.default, stationWords: module.stationWords };
}
