/**
 * The element's own translations, read from its locale files, so the tests find controls by the accessible
 * names a visitor hears without copying strings into the tests.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './harness';

export type Locale = 'de_DE' | 'en_GB';

type Tree = { [key: string]: string | Tree };
const cache = new Map<Locale, Tree>();

/** The string at `key` (dotted path) in the locale file; throws when missing, so a renamed key fails loudly. */
export function text(locale: Locale, key: string): string {
  let tree = cache.get(locale);
  if (!tree) {
    tree = JSON.parse(readFileSync(join(REPO_ROOT, `src/i18n/locales/${locale}.json`), 'utf8')) as Tree;
    cache.set(locale, tree);
  }
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no string ${key} in ${locale}.json`);
  return node;
}

/** A string with its {{placeholders}} turned into a RegExp matching any value. */
export function pattern(locale: Locale, key: string): RegExp {
  const escaped = text(locale, key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\\\{\\\{\w+\\\}\\\}/g, '.+')}$`);
}
