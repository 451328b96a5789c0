import { useEffect, useRef } from 'react';
import { useSetAtom } from 'jotai/react';
import { configAtom } from '../config';
import { loadCountries, useAtomValue } from '../shared';
import { relabelSearchAtom } from './search-atoms';

/**
 * A language switch keeps the search (the element keeps its store) and puts its place labels
 * into the new language (`relabelSearchAtom`). Mounted by the shell, so a switch in directions mode is
 * seen too.
 */
export function useRelocalisedSearch(): void {
  const locale = useAtomValue(configAtom).locale;
  const relabel = useSetAtom(relabelSearchAtom);
  const shownLocale = useRef(locale);
  useEffect(() => {
    const from = shownLocale.current;
    if (from === locale) return;
    shownLocale.current = locale;
    loadCountries().then(
      (countries) => relabel({ from, to: locale, countryCodes: [...countries.keys()] }),
      () => {}, // no country table: the labels stay as they are
    );
  }, [locale, relabel]);
}
