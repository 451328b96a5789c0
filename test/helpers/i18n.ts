/** A per-test i18next instance with the real locale files, created synchronously (no chunk to load). */
import { createI18n } from '../../src/i18n';
import deDE from '../../src/i18n/locales/de_DE.json';
import enGB from '../../src/i18n/locales/en_GB.json';
import type { Logger, RuntimeMode } from '../../src/shared';

/** Both locales' strings, as the element loads them one at a time. */
export const TRANSLATIONS = { de_DE: deDE, en_GB: enGB } as const;

export function createTestI18n(locale: 'de_DE' | 'en_GB', logger: Logger, mode: RuntimeMode = 'test') {
  return createI18n({ locale, mode, logger, translation: TRANSLATIONS[locale] });
}
