/**
 * The element's own translations, read from its locale files, so the tests find controls by the accessible
 * names a visitor hears without copying strings into the tests. As the demo shows them: its config has a
 * `charging` resource, so each locale's station words (`{locale}.stations.json`) stand over its strings.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// Its own root rather than the harness's: bench scripts (scripts/tsconfig.json) import this file too.
const LOCALES = fileURLToPath(new URL('../../src/i18n/locales/', import.meta.url));

export type Locale = 'de_DE' | 'en_GB';

type Tree = { [key: string]: string | Tree };
const cache = new Map<string, Tree>();

function stringsFile(file: string): Tree {
  let tree = cache.get(file);
  if (!tree) {
    tree = JSON.parse(readFileSync(`${LOCALES}${file}`, 'utf8')) as Tree;
    cache.set(file, tree);
  }
  return tree;
}

function at(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** The string at `key` (dotted path) as the demo shows it; throws when missing, so a renamed key fails loudly. */
export function text(locale: Locale, key: string): string {
  const found = at(stringsFile(`${locale}.stations.json`), key) ?? at(stringsFile(`${locale}.json`), key);
  if (found === undefined) throw new Error(`no string ${key} in ${locale}.json`);
  return found;
}

/**
 * The string at `key` in either wording: as the demo shows it, or as the locale file has it (a build from
 * before the station words, which bench:ui may time beside this one).
 */
export function eitherWording(locale: Locale, key: string): RegExp {
  const own = at(stringsFile(`${locale}.json`), key) ?? text(locale, key);
  return new RegExp(`^(?:${escapeRegExp(text(locale, key))}|${escapeRegExp(own)})$`);
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A string with its {{placeholders}} turned into a RegExp matching any value. */
export function pattern(locale: Locale, key: string): RegExp {
  const escaped = escapeRegExp(text(locale, key));
  return new RegExp(`^${escaped.replace(/\\\{\\\{\w+\\\}\\\}/g, '.+')}$`);
}
