/**
 * Picks the maps implementation from config: Google when chosen (or `auto` with a key) and the visitor
 * consented, otherwise our own map on MapLibre, which is imported dynamically so the engine is separate
 * lazy chunks that Google deployments never download.
 */
import type { MapsConsent } from '../config';
import type { MapsLoader } from './google/google-api';
import type { MapsPlatform } from './types';

/** `offline` is the old name of `maplibre`, kept so that published configs keep working. */
export type ConfiguredMapsProvider = 'auto' | 'google' | 'maplibre' | 'offline';

export interface CreateMapsPlatformOptions {
  provider: ConfiguredMapsProvider;
  apiKey?: string | undefined;
  mapId?: string | undefined;
  /**
   * The brand's MapLibre style (config `maps.style`): used by our own map whenever it runs, with
   * `maplibre` and before consent to Google alike. Absent: the built-in style from our API.
   */
  style?: string | undefined;
  /** `de_DE` / `en_GB`: Google language and region, offline number formats. */
  locale: string;
  /** Our API base: the gazetteer, and the origin of the built-in style. */
  apiBase: string;
  fetch?: typeof fetch;
  /** Replaces js-api-loader (tests inject a fake google.maps namespace here). */
  loader?: MapsLoader;
  /**
   * The visitor's consent to Google Maps (`maps-consent`; default `granted`). Without it nothing of
   * Google is imported or loaded: our own map runs whatever the provider says.
   */
  consent?: MapsConsent;
  /** Localised text of an offline leg's single step. */
  offlineStepInstruction?: (destination: string) => string;
}

/** The provider the config asks for, before consent: Google when chosen, or `auto` with a key. */
export function configuredMapsProvider(options: Pick<CreateMapsPlatformOptions, 'provider' | 'apiKey' | 'loader'>): 'google' | 'maplibre' {
  if (options.provider === 'google') return 'google';
  if (options.provider === 'maplibre' || options.provider === 'offline') return 'maplibre';
  return options.apiKey || options.loader ? 'google' : 'maplibre';
}

/** The provider that runs: the configured one, but never Google before the visitor consented. */
export function chooseMapsProvider(options: Pick<CreateMapsPlatformOptions, 'provider' | 'apiKey' | 'loader' | 'consent'>): 'google' | 'maplibre' {
  if ((options.consent ?? 'granted') !== 'granted') return 'maplibre';
  return configuredMapsProvider(options);
}

/**
 * The style our own map draws: the brand's (`maps.style`), else the built-in one the reference API serves
 * at `/map/style.json` on its origin (beside `/api/v2`, server/src/routes/basemap.ts); absolute, against
 * the page (`apiBase` may be a path such as `/api/v2`).
 */
export function mapStyleUrl(options: Pick<CreateMapsPlatformOptions, 'style' | 'apiBase'>, base: string = document.baseURI): string {
  if (options.style) return new URL(options.style, base).href;
  return new URL('/map/style.json', new URL(options.apiBase, base)).href;
}

export async function createMapsPlatform(options: CreateMapsPlatformOptions): Promise<MapsPlatform> {
  const provider = chooseMapsProvider(options);
  if (provider === 'maplibre') {
    const { createMapLibrePlatform } = await import('./maplibre/index');
    return createMapLibrePlatform({
      apiBase: options.apiBase,
      fetch: options.fetch ?? globalThis.fetch.bind(globalThis),
      locale: options.locale,
      style: mapStyleUrl(options),
      // A brand's style is checked as it loads, so that its author sees what is wrong; ours is checked
      // by the API's tests (server/test/basemap.test.ts).
      validateStyle: Boolean(options.style),
      ...(options.offlineStepInstruction ? { stepInstruction: options.offlineStepInstruction } : {}),
    });
  }
  const [{ createGooglePlatform }, { createJsApiLoader }] = await Promise.all([
    import('./google/google-platform'),
    import('./google/loader'),
  ]);
  const loader =
    options.loader ??
    createJsApiLoader({ apiKey: options.apiKey ?? '', locale: options.locale, ...(options.mapId ? { mapId: options.mapId } : {}) });
  // The Maps script loads with the first library the map view or a search asks for. A script that
  // cannot load (offline, ad blocker, CSP) is the map view's `load_failed` state: the rest keeps working.
  return createGooglePlatform({ loader, locale: options.locale, ...(options.mapId ? { mapId: options.mapId } : {}) });
}
