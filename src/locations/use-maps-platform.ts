import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../i18n';
import { configAtom, effectiveMapsConsent, type MapsConsent } from '../config';
import { configuredMapsProvider, createMapsPlatform, mapFailureOfNotice, reportMapFailure, type MapsPlatform } from '../map';
import { afterNextPaint, servicesAtom, useAtomValue } from '../shared';

/** Why there is no map: the script or engine failed to load, or Google rejected the key afterwards. */
export type MapsPlatformFailure = 'load_failed' | 'auth_failure';

export interface MapsPlatformState {
  /** Null while loading or after a failure. */
  platform: MapsPlatform | null;
  failure: MapsPlatformFailure | null;
  /**
   * `pending` or `denied` when the config asks for Google but the visitor has not consented, so the
   * offline engine runs instead (the map says so); null otherwise.
   */
  withheldConsent: Exclude<MapsConsent, 'granted'> | null;
}

/**
 * Creates the maps implementation the config asks for (Google with a key, else the offline engine),
 * once per config and consent, through `services.createMapsPlatform` when a test or host supplies one.
 * `consent`: the `maps-consent` attribute, null without one (`effectiveMapsConsent` then reads the config).
 * Before consent (`pending`, `denied`) it is always the offline engine: not one call reaches Google. A
 * change of consent swaps the platform only; the map takes over the store's view and state.
 * The spec renders the map's children only after the maps script has loaded: mount
 * `<LocationsMap platform />` once `platform` is non-null. Failures are logged, raised as
 * `locator-error` and returned so the map area can say what happened.
 */
export function useMapsPlatform(attribute: MapsConsent | null = null): MapsPlatformState {
  const config = useAtomValue(configAtom);
  const consent = effectiveMapsConsent(attribute, config.maps);
  const services = useAtomValue(servicesAtom);
  const { t } = useTranslation();
  // The offline engine's step text follows the current language without recreating the platform.
  const translate = useRef(t);
  useEffect(() => {
    translate.current = t;
  }, [t]);
  const wantsGoogle = configuredMapsProvider({ provider: config.maps.provider, apiKey: config.maps.apiKey }) === 'google';
  // Consent matters only where Google would run: without a key, pending → granted recreates nothing.
  const withheldConsent = wantsGoogle && consent !== 'granted' ? consent : null;
  const googleAllowed = withheldConsent === null;
  // One platform per config and consent; the key also tells a stale state from the current one.
  const key = useMemo(() => ({ config, googleAllowed }), [config, googleAllowed]);
  const [state, setState] = useState<{ key: unknown; platform: MapsPlatform | null; failure: MapsPlatformFailure | null }>({
    key: null,
    platform: null,
    failure: null,
  });
  useEffect(() => {
    let cancelled = false;
    let stopAuthWatch: (() => void) | undefined;
    let stopNotices: (() => void) | undefined;
    const create = services.createMapsPlatform ?? createMapsPlatform;
    // After the shell's first frame: the engine's chunks (or Google's loader) are fetched, parsed and
    // compiled beside the main thread, and on two busy cores that slowed the frame of the first list.
    const cancelCreate = afterNextPaint(() => void create({
      provider: key.config.maps.provider,
      apiKey: key.config.maps.apiKey,
      mapId: key.config.maps.mapId,
      style: key.config.maps.style,
      consent: key.googleAllowed ? 'granted' : 'pending',
      locale: key.config.locale,
      apiBase: key.config.baseUrl,
      fetch: services.fetch,
      offlineStepInstruction: (destination) => translate.current('map.offline_step', { destination }),
    }).then(
      (platform) => {
        if (cancelled) return;
        setState({ key, platform, failure: null });
        stopAuthWatch = platform.onAuthFailure((error) => {
          reportMapFailure(services, 'auth_failure', { cause: error });
          if (!cancelled) setState({ key, platform: null, failure: 'auth_failure' });
        });
        // A Google service the key may not use (or out of quota), Google Maps loaded by the host page.
        stopNotices = platform.onNotice?.((notice) => reportMapFailure(services, mapFailureOfNotice(notice), { cause: notice.type === 'host_loaded' ? notice : notice.cause }));
      },
      (error: unknown) => {
        // The maps script did not load (offline, ad blocker, CSP): no map, the rest keeps working.
        reportMapFailure(services, 'load_failed', { cause: error });
        if (!cancelled) setState({ key, platform: null, failure: 'load_failed' });
      },
    ));
    return () => {
      cancelCreate();
      cancelled = true;
      stopAuthWatch?.();
      stopNotices?.();
    };
  }, [key, services]);
  const current = state.key === key;
  return { platform: current ? state.platform : null, failure: current ? state.failure : null, withheldConsent };
}
