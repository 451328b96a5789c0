/**
 * One locale's strings, each in its own small chunk: an element fetches only its language, and keeps it
 * out of the initial bundle. The element starts this while the config loads, so it costs no extra wait.
 */
import type { SupportedLocale } from '../shared';
import type { Translation } from './create-i18n';

const LOADERS: Record<SupportedLocale, () => Promise<{ default: Translation }>> = {
  de_DE: () => import('./locales/de_DE.json'),
  en_GB: () => import('./locales/en_GB.json'),
};

export async function loadStrings(locale: SupportedLocale): Promise<Translation> {
  return (await LOADERS[locale]()).default;
}
