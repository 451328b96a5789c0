import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai/react';
import { configAtom } from '../config';
import { createMapsPlatform, reportMapFailure, type MapsPlatform } from '../map';
import { servicesAtom } from '../shared';

/** Why there is no map: the script or engine failed to load, or Google rejected the key afterwards. */
export type MapsPlatformFailure = 'load_failed' | 'auth_failure';

export interface MapsPlatformState {
  /** Null while loading or after a failure. */
  platform: MapsPlatform | null;
  failure: MapsPlatformFailure | null;
}

/**
 * Creates the maps implementation the config asks for (Google with a key, else the offline engine),
 * once per config, through `services.createMapsPlatform` when a test or host supplies one. The spec
 * renders the map's children only after the maps script has loaded: mount `<LocationsMap platform />`
 * once `platform` is non-null. Failures are logged, raised as `locator-error` and returned so the map
 * area can say what happened.
 */
export function useMapsPlatform(): MapsPlatformState {
  const config = useAtomValue(configAtom);
  const services = useAtomValue(servicesAtom);
  const { t } = useTranslation();
  // The offline engine's step text follows the current language without recreating the platform.
  const translate = useRef(t);
  useEffect(() => {
    translate.current = t;
  }, [t]);
  const [state, setState] = useState<MapsPlatformState & { config: unknown }>({ config: null, platform: null, failure: null });
  useEffect(() => {
    let cancelled = false;
    let stopAuthWatch: (() => void) | undefined;
    const create = services.createMapsPlatform ?? createMapsPlatform;
    create({
      provider: config.maps.provider,
      apiKey: config.maps.apiKey,
      mapId: config.maps.mapId,
      locale: config.locale,
      apiBase: config.baseUrl,
      fetch: services.fetch,
      offlineStepInstruction: (destination) => translate.current('map.offline_step', { destination }),
    }).then(
      (platform) => {
        if (cancelled) return;
        setState({ config, platform, failure: null });
        stopAuthWatch = platform.onAuthFailure((error) => {
          reportMapFailure(services, 'auth_failure', { cause: error });
          if (!cancelled) setState({ config, platform: null, failure: 'auth_failure' });
        });
      },
      (error: unknown) => {
        // The maps script did not load (offline, ad blocker, CSP): no map, the rest keeps working.
        reportMapFailure(services, 'load_failed', { cause: error });
        if (!cancelled) setState({ config, platform: null, failure: 'load_failed' });
      },
    );
    return () => {
      cancelled = true;
      stopAuthWatch?.();
    };
  }, [config, services]);
  return state.config === config ? { platform: state.platform, failure: state.failure } : { platform: null, failure: null };
}
