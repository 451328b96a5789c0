/** The builder's own strings (de_DE default, en_GB), apart from the element's: `t('key', {var})`. */
import de from './locales/de_DE.json';
import en from './locales/en_GB.json';

export type BuilderLocale = 'de_DE' | 'en_GB';
type Strings = { [key: string]: string | Strings };

const STRINGS: Record<BuilderLocale, Strings> = { de_DE: de, en_GB: en };
let current: BuilderLocale = 'de_DE';

export function setLocale(locale: BuilderLocale): void {
  current = locale;
  document.documentElement.lang = locale.slice(0, 2);
}

export const locale = (): BuilderLocale => current;

export function t(key: string, vars: Record<string, string | number> = {}): string {
  let node: string | Strings | undefined = STRINGS[current];
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  const text = typeof node === 'string' ? node : key;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`));
}

export function formatNumber(value: number, digits = 0): string {
  return new Intl.NumberFormat(current.replace('_', '-'), { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(value);
}

export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat(current.replace('_', '-'), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
