// Public face of the i18n folder: the per-element i18next factory and the bundled strings.
export { createI18n, missingKeyText, MissingTranslationError, RESOURCES, type CreateI18nOptions } from './create-i18n';
export { humaniseKey } from './humanise';
