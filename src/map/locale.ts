/**
 * Locale → the Google loader's `language` and `region`. German UI text is plain `de`; British
 * English needs `en-GB` (spellings, units); the region is the country part.
 */
export interface MapsLocale {
  language: string;
  /** CLDR region code (`GB`, `DE`): what `AutocompleteRequest.region` and `GeocoderRequest.region` take. */
  region: string;
  /**
   * The same region as a ccTLD (`uk`, `de`): what `PlaceOptions.requestedRegion` and the Routes
   * requests take (@types/google.maps 3.66.9: "the United Kingdom's ccTLD is "uk"").
   */
  regionTld: string;
}

/** CLDR codes whose ccTLD differs (the only one a brand here can meet). */
const TLD_EXCEPTIONS: Readonly<Record<string, string>> = { GB: 'uk' };

export function mapsLocale(locale: string): MapsLocale {
  const [lang = 'de', country] = locale.replace('-', '_').split('_');
  const language = lang.toLowerCase();
  const region = (country ?? (language === 'en' ? 'GB' : 'DE')).toUpperCase();
  // Google has regional variants for English (en-GB, en-AU, ...) but not for German.
  return { language: language === 'en' ? `en-${region}` : language, region, regionTld: TLD_EXCEPTIONS[region] ?? region.toLowerCase() };
}
