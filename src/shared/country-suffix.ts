/**
 * Place labels in another language. The gazetteer has one name per place, in no language,
 * and only the country it appends is the locale's ("Leeds, Vereinigtes Königreich"); our own part, so
 * after a language switch it is put into the new language ("Leeds, United Kingdom"). Country names are
 * the runtime's (`Intl.DisplayNames`), as the reference API's are. Pure.
 */

const displayNames = new Map<string, Intl.DisplayNames | null>();

/** The runtime's region names in `locale` (`de_DE`), made once; null where it has none. */
function regionNames(locale: string): Intl.DisplayNames | null {
  let names = displayNames.get(locale);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([locale.replace('_', '-')], { type: 'region', fallback: 'none' });
    } catch {
      names = null;
    }
    displayNames.set(locale, names);
  }
  return names;
}

/**
 * `label` with the country it ends in (`, {country}` in `from`) named in `to`; unchanged when it ends in
 * none of `countryCodes`' names (a station's name, a street, a label from elsewhere).
 */
export function relabelCountrySuffix(label: string, from: string, to: string, countryCodes: Iterable<string>): string {
  const fromNames = regionNames(from);
  const toNames = regionNames(to);
  if (!fromNames || !toNames || from === to) return label;
  for (const code of countryCodes) {
    const before = fromNames.of(code);
    const after = toNames.of(code);
    if (before && after && label.endsWith(`, ${before}`)) return `${label.slice(0, -before.length)}${after}`;
  }
  return label;
}
