import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai/react';
import { configAtom } from '../config';
import { createMapsPlatform, type MapsPlatform } from '../map';
import { servicesAtom } from '../shared';

/**
 * Creates the maps implementation the config asks for (Google with a key, else the offline engine),
 * once per config; null while it loads or when it failed (logged). The spec renders the map's children
 * only after the maps script has loaded: mount `<LocationsMap platform={...} />` once this is non-null.
 */
export function useMapsPlatform(): MapsPlatform | null {
  const config = useAtomValue(configAtom);
  const services = useAtomValue(servicesAtom);
  const [loaded, setLoaded] = useState<{ config: unknown; platform: MapsPlatform } | null>(null);
  useEffect(() => {
    let cancelled = false;
    createMapsPlatform({
      provider: config.maps.provider,
      apiKey: config.maps.apiKey,
      mapId: config.maps.mapId,
      locale: config.locale,
      apiBase: config.baseUrl,
      fetch: services.fetch,
    }).then(
      (platform) => {
        if (!cancelled) setLoaded({ config, platform });
      },
      (error: unknown) => services.logger.error('The map could not be loaded', error),
    );
    return () => {
      cancelled = true;
    };
  }, [config, services]);
  return loaded && loaded.config === config ? loaded.platform : null;
}
