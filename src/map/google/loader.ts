/**
 * Production loader: `@googlemaps/js-api-loader` 2.x (`setOptions` once per page, then
 * `importLibrary`). The package is imported dynamically so pages on the offline engine never load
 * it. Channel `quarterly` (pinned numbers silently fall back once retired; see the reference note).
 *
 * One loader per page: js-api-loader applies only the first `setOptions`, so a second platform (a
 * locale or consent change, a second element) gets the same loader, and with it the same load latch
 * (./load-latch.ts).
 */
import { mapsLocale } from '../locale';
import type { GoogleLibraries, HostLoadedMaps, MapsLoader } from './google-api';

export interface JsApiLoaderOptions {
  apiKey: string;
  locale: string;
  mapId?: string;
}

interface GoogleMapsGlobal {
  google?: { maps?: { importLibrary?: unknown; version?: unknown } };
}

/**
 * Google's `importLibrary` already on the page before ours (the host loaded Maps for its own map):
 * js-api-loader then uses it and drops our options, silently in production builds. Read before our
 * `setOptions` installs its own.
 */
export function detectHostLoadedMaps(target: GoogleMapsGlobal = window): (() => HostLoadedMaps) | null {
  if (typeof target.google?.maps?.importLibrary !== 'function') return null;
  // The version is known once the script has run (it may still be loading when we look).
  return () => {
    const version = target.google?.maps?.version;
    return { version: typeof version === 'string' ? version : null };
  };
}

let pageLoader: MapsLoader | undefined;

export function createJsApiLoader(options: JsApiLoaderOptions): MapsLoader {
  pageLoader ??= buildLoader(options);
  return pageLoader;
}

function buildLoader(options: JsApiLoaderOptions): MapsLoader {
  const { language, region } = mapsLocale(options.locale);
  const hostLoaded = detectHostLoadedMaps();
  const api = import('@googlemaps/js-api-loader').then((loader) => {
    loader.setOptions({
      key: options.apiKey,
      v: 'quarterly',
      language,
      region,
      ...(options.mapId ? { mapIds: [options.mapId] } : {}),
    });
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
    ...(hostLoaded ? { hostLoaded } : {}),
  };
}
