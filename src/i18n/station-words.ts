/**
 * German calls a fuel station a "Tankstelle", a word that does not cover a charging site, and a few
 * English strings say "fuel stations". A locator that shows charging sites too (a `charging` resource)
 * speaks of stations instead: its strings are the locale's with its `stationWords` over them
 * (`locales/{locale}.stations.json`).
 */
import type { i18n as I18n } from 'i18next';
import { STATION_WORDS_NS, type Translation } from './create-i18n';

const withWords = new WeakMap<I18n, I18n>();

/**
 * `i18n` with its station words in place of the strings they replace: a copy with a resource store of
 * its own, made once per instance; `i18n` itself when its locale has none.
 */
export function withStationWords(i18n: I18n): I18n {
  const made = withWords.get(i18n);
  if (made) return made;
  const words = i18n.getResourceBundle(i18n.language, STATION_WORDS_NS) as Translation | undefined;
  let result = i18n;
  if (words && Object.keys(words).length > 0) {
    result = i18n.cloneInstance({ forkResourceStore: true });
    result.addResourceBundle(i18n.language, 'translation', words, true, true);
  }
  withWords.set(i18n, result);
  return result;
}
