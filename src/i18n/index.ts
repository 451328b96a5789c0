// Public face of the i18n folder: the per-element i18next factory, the loader of a locale's strings and the components' hook.
/*
 * Spec rule → file (spec section, rule in short → the file that implements it; from the spec audit):
 * §8 Missing translation, production: logged, last key segment humanised → create-i18n.ts, humanise.ts
 * §8 Missing translation, test mode: the message is shown → create-i18n.ts
 * §8 Missing translation, development: an error is thrown → create-i18n.ts
 */
export { createI18n, missingKeyText, MissingTranslationError, type CreateI18nOptions, type Translation } from './create-i18n';
export { loadStrings, type LocaleStrings } from './load-strings';
export { withStationWords } from './station-words';
export { humaniseKey } from './humanise';
export { useTranslation, type ComponentTranslation } from './use-translation';
