/**
 * Locale → the Google loader's `language` and `region`. German UI text is plain `de`; British
 * English needs `en-GB` (spellings, units); the region is the country part.
 */
export interface MapsLocale {
  language: string;
  region: string;
}

export function mapsLocale(locale: string): MapsLocale {
  const [lang = 'de', country] = locale.replace('-', '_').split('_');
  const language = lang.toLowerCase();
  const region = (country ?? (language === 'en' ? 'GB' : 'DE')).toUpperCase();
  // Google has regional variants for English (en-GB, en-AU, ...) but not for German.
  return { language: language === 'en' ? `en-${region}` : language, region };
}
