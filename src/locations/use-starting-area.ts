import { useEffect } from 'react';
import { useAtomValue, useStore } from 'jotai/react';
import { configAtom } from '../config';
import { findCountry, loadCountries, servicesAtom } from '../shared';
import { mapTargetAtom, requestMapTargetAtom } from './map-atoms';
import { startingTarget } from './starting-area';

/**
 * Fits the configured country (fallback GB) once the country table has loaded, unless something else
 * (the URL, a search) has already asked the map to go somewhere: that wins.
 */
export function useStartingArea(enabled: boolean): void {
  const store = useStore();
  const country = useAtomValue(configAtom).country;
  const logger = useAtomValue(servicesAtom).logger;
  useEffect(() => {
    if (!enabled) return undefined;
    let cancelled = false;
    loadCountries().then(
      (table) => {
        if (cancelled || store.get(mapTargetAtom)) return;
        store.set(requestMapTargetAtom, startingTarget(findCountry(table, country)));
      },
      (error: unknown) => logger.warn('The country table could not be loaded; keeping the default map area', error),
    );
    return () => {
      cancelled = true;
    };
  }, [enabled, store, country, logger]);
}
