/**
 * Production loader: `@googlemaps/js-api-loader` 2.x (`setOptions` once per page, then
 * `importLibrary`). The package is imported dynamically so pages on the offline engine never load
 * it. Channel `quarterly` (pinned numbers silently fall back once retired; see the reference note).
 */
import { mapsLocale } from '../locale';
import type { GoogleLibraries, MapsLoader } from './google-api';

export interface JsApiLoaderOptions {
  apiKey: string;
  locale: string;
  mapId?: string;
}

/** Only one `setOptions` call wins per page; later ones are ignored by the loader anyway. */
let optionsSet = false;

export function createJsApiLoader(options: JsApiLoaderOptions): MapsLoader {
  const { language, region } = mapsLocale(options.locale);
  const api = import('@googlemaps/js-api-loader').then((loader) => {
    if (!optionsSet) {
      optionsSet = true;
      loader.setOptions({
        key: options.apiKey,
        v: 'quarterly',
        language,
        region,
        ...(options.mapId ? { mapIds: [options.mapId] } : {}),
      });
    }
    // Each entry is checked by tsc: the real library must satisfy our structural slice.
    const libraries: { [K in keyof GoogleLibraries]: () => Promise<GoogleLibraries[K]> } = {
      maps: () => loader.importLibrary('maps'),
      marker: () => loader.importLibrary('marker'),
      places: () => loader.importLibrary('places'),
      geocoding: () => loader.importLibrary('geocoding'),
      routes: () => loader.importLibrary('routes'),
    };
    return libraries;
  });
  return {
    importLibrary: async <K extends keyof GoogleLibraries>(name: K) => (await api)[name](),
  };
}
