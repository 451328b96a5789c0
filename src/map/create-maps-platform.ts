/**
 * Picks the maps implementation from config: Google when chosen (or `auto` with a key) and the visitor
 * consented, otherwise the offline engine, which is imported dynamically so it and its Natural Earth
 * data are separate lazy chunks that Google deployments never download.
 */
import type { MapsConsent } from '../config';
import type { MapsLoader } from './google/google-api';
import type { MapsPlatform } from './types';

export interface CreateMapsPlatformOptions {
  provider: 'auto' | 'google' | 'offline';
  apiKey?: string | undefined;
  mapId?: string | undefined;
  /** `de_DE` / `en_GB`: Google language and region, offline number formats. */
  locale: string;
  /** Our API base, for the offline gazetteer. */
  apiBase: string;
  fetch?: typeof fetch;
  /** Replaces js-api-loader (tests inject a fake google.maps namespace here). */
  loader?: MapsLoader;
  /**
   * The visitor's consent to Google Maps (`maps-consent`; default `granted`). Without it nothing of
   * Google is imported or loaded: the offline engine runs whatever the provider says.
   */
  consent?: MapsConsent;
  /** Localised text of an offline leg's single step. */
  offlineStepInstruction?: (destination: string) => string;
}

/** The provider the config asks for, before consent: Google when chosen, or `auto` with a key. */
export function configuredMapsProvider(options: Pick<CreateMapsPlatformOptions, 'provider' | 'apiKey' | 'loader'>): 'google' | 'offline' {
  if (options.provider === 'google' || options.provider === 'offline') return options.provider;
  return options.apiKey || options.loader ? 'google' : 'offline';
}

/** The provider that runs: the configured one, but never Google before the visitor consented. */
export function chooseMapsProvider(options: Pick<CreateMapsPlatformOptions, 'provider' | 'apiKey' | 'loader' | 'consent'>): 'google' | 'offline' {
  if ((options.consent ?? 'granted') !== 'granted') return 'offline';
  return configuredMapsProvider(options);
}

export async function createMapsPlatform(options: CreateMapsPlatformOptions): Promise<MapsPlatform> {
  const provider = chooseMapsProvider(options);
  if (provider === 'offline') {
    const { createOfflinePlatform } = await import('./offline/index');
    return createOfflinePlatform({
      apiBase: options.apiBase,
      fetch: options.fetch ?? globalThis.fetch.bind(globalThis),
      locale: options.locale,
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
