/**
 * A component's strings: `const { t } = useTranslation()`, from the element's i18next instance that
 * `App` provides with react-i18next's `I18nextProvider`.
 *
 * Not react-i18next's own hook: that one is made for instances whose languages and namespaces load and
 * change while the page runs (it checks the namespaces, subscribes to the instance and copies it into
 * a wrapper for every component that mounts), and each of the shell's forty-odd components paid for it
 * on the way to the first list (docs/performance.md). An element's
 * instance has all of its strings before anything renders and never changes language: another locale
 * is another instance (`createI18n`), and the provider's new value renders every component again.
 */
import { useContext } from 'react';
import { I18nContext } from 'react-i18next';
import type { i18n as I18n, TFunction } from 'i18next';
import { plainStringsFirst } from './plain-strings';

export interface ComponentTranslation {
  t: TFunction;
  i18n: I18n;
}

/** One `t` per instance, made once: the same function in every component and render. */
const translators = new WeakMap<I18n, TFunction>();

function translatorOf(i18n: I18n): TFunction {
  let t = translators.get(i18n);
  if (!t) {
    t = plainStringsFirst(i18n);
    translators.set(i18n, t);
  }
  return t;
}

export function useTranslation(): ComponentTranslation {
  // Typed as always there; it is undefined outside a provider (react-i18next makes it with no default).
  const context = useContext(I18nContext) as { i18n: I18n } | undefined;
  if (!context) throw new Error('useTranslation: no I18nextProvider above this component');
  return { t: translatorOf(context.i18n), i18n: context.i18n };
}
