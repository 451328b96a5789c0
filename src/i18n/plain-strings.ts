/**
 * An instance's `t` that answers the plain strings itself and leaves everything else to i18next: a key
 * of the instance's own strings whose text is plain words and `{{name}}` placeholders, asked for with no
 * options or with only values for those placeholders. Those are most of what a render asks for.
 *
 * i18next's `t` resolves every key through the whole of its machinery (namespaces, plural and context
 * suffixes, fallbacks, nesting, post-processing), and the first render of the shell ran that machinery
 * for the first time, interpreted, on the way to the first list (docs/performance.md). The answers are
 * the same: a test compares them for every key of every locale.
 */
import type { i18n as I18n, TFunction } from 'i18next';

/** A plain text cut at its placeholders: `parts[0] + value(names[0]) + parts[1] + …`. */
interface Template {
  parts: readonly string[];
  names: readonly string[];
}

/** `{{name}}`, spaces allowed inside; a placeholder with a format (`{{n, number}}`) is not plain. */
const PLACEHOLDER = /\{\{\s*([A-Za-z_$][\w$]*)\s*\}\}/g;

/** Options that ask for more than placeholders filled: a plural, a context, a default text. */
const I18NEXT_OPTION = /^(count|context|ordinal|defaultValue)/;

/** The text cut at its placeholders, or null when i18next must read it (nesting, formats). */
export function plainTemplate(text: string): Template | null {
  if (text.includes('$t(')) return null;
  const parts: string[] = [];
  const names: string[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    parts.push(text.slice(last, match.index));
    names.push(match[1]!);
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return parts.some((part) => part.includes('{{')) ? null : { parts, names };
}

/** The text with its placeholders filled from `values`, or undefined when i18next must answer. */
export function fillTemplate(template: Template, values: Readonly<Record<string, unknown>> | undefined): string | undefined {
  if (values) {
    for (const name in values) {
      if (I18NEXT_OPTION.test(name) || !template.names.includes(name)) return undefined;
    }
  }
  let text = template.parts[0]!;
  for (let k = 0; k < template.names.length; k++) {
    const value = values?.[template.names[k]!];
    if (typeof value !== 'string' && typeof value !== 'number') return undefined;
    text += String(value) + template.parts[k + 1]!;
  }
  return text;
}

/** The text at `key` (dots walk the nesting), when it is a string of the strings' own. */
function textAt(strings: unknown, key: string): string | undefined {
  let node = strings;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const isValues = (options: unknown): options is Record<string, unknown> | undefined =>
  options === undefined || (typeof options === 'object' && options !== null && !Array.isArray(options));

/**
 * `t` for `i18n`, an instance whose strings do not change once it is made (`createI18n`,
 * `withStationWords`): its default namespace is read once, as the first key is asked for.
 */
export function plainStringsFirst(i18n: I18n): TFunction {
  const t = i18n.t.bind(i18n) as unknown as (...args: unknown[]) => unknown;
  const templates = new Map<string, Template | null>();
  let strings: unknown;
  const templateOf = (key: string): Template | null => {
    let template = templates.get(key);
    if (template === undefined) {
      strings ??= i18n.getResourceBundle(i18n.language, 'translation');
      const text = textAt(strings, key);
      template = text === undefined ? null : plainTemplate(text);
      templates.set(key, template);
    }
    return template;
  };
  const translate = (...args: unknown[]): unknown => {
    const [key, options] = args;
    if (args.length <= 2 && typeof key === 'string' && isValues(options)) {
      const template = templateOf(key);
      const text = template ? fillTemplate(template, options) : undefined;
      if (text !== undefined) return text;
    }
    return t(...args);
  };
  // i18next's TFunction is a set of overloads over its typed resources; this takes any of them and
  // passes on what it does not answer itself.
  return translate as unknown as TFunction;
}
