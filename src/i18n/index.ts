// Public face of the i18n folder: the per-element i18next factory, the loader of a locale's strings and the components' hook.
export { createI18n, missingKeyText, MissingTranslationError, type CreateI18nOptions, type Translation } from './create-i18n';
export { loadStrings } from './load-strings';
export { humaniseKey } from './humanise';
export { useTranslation, type ComponentTranslation } from './use-translation';
