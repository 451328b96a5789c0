/**
 * One i18next instance per element (two elements on a page may show different languages), created
 * synchronously from one locale's strings: `initAsync: false` with inline resources, so the first render
 * already has its text. The element loads the strings of its locale first (`loadStrings`, one small
 * chunk per locale, fetched while the config loads), so the initial bundle carries no locale file.
 *
 * A missing translation (spec section 8) depends on the runtime mode (src/shared/runtime-mode.ts):
 * - production: logged once per key, and the last key segment is shown humanised (`Clear all`);
 * - test: the key itself is shown, so tests can assert on it;
 * - development: an error is thrown, so the mistake cannot be missed.
 * Every language must have every key: there is no fallback language that would hide a gap.
 */
import i18next, { type i18n as I18n } from 'i18next';
import type { Logger, RuntimeMode, SupportedLocale } from '../shared';
import { humaniseKey } from './humanise';

/** The namespace a locale's station words are kept in, beside its strings (`withStationWords`). */
export const STATION_WORDS_NS = 'stationWords';

/** One locale's strings, as in `locales/{locale}.json`. */
export type Translation = Record<string, unknown>;

export class MissingTranslationError extends Error {
  readonly key: string;

  constructor(key: string, locale: string) {
    super(`Missing translation for "${key}" in ${locale}`);
    this.name = 'MissingTranslationError';
    this.key = key;
  }
}

export interface CreateI18nOptions {
  locale: SupportedLocale;
  mode: RuntimeMode;
  logger: Logger;
  /** The locale's strings (`loadStrings(locale)`). */
  translation: Translation;
  /** What replaces some of them where the locator shows charging sites too (`withStationWords`). */
  stationWords?: Translation;
}

/** What a missing key renders as, per mode. Exported for tests; used by the instance below. */
export function missingKeyText(key: string, locale: string, mode: RuntimeMode): string {
  if (mode === 'development') throw new MissingTranslationError(key, locale);
  return mode === 'test' ? key : humaniseKey(key);
}

export function createI18n({ locale, mode, logger, translation, stationWords }: CreateI18nOptions): I18n {
  const instance = i18next.createInstance();
  const logged = new Set<string>();
  void instance.init({
    lng: locale,
    fallbackLng: false,
    supportedLngs: [locale],
    load: 'currentOnly',
    resources: { [locale]: { translation, ...(stationWords ? { [STATION_WORDS_NS]: stationWords } : {}) } },
    initAsync: false,
    returnNull: false,
    interpolation: { escapeValue: false }, // React escapes text
    parseMissingKeyHandler: (key: string) => {
      const language = instance.language;
      if (mode === 'production' && !logged.has(`${language}:${key}`)) {
        logged.add(`${language}:${key}`);
        logger.error(`Missing translation for "${key}" in ${language}`);
      }
      return missingKeyText(key, language, mode);
    },
  });
  return instance;
}
