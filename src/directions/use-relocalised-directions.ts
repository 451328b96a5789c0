import { useEffect, useRef } from 'react';
import { useSetAtom } from 'jotai/react';
import { configAtom } from '../config';
import { searchMapsAtom } from '../search';
import { loadCountries, useAtomValue } from '../shared';
import { relabelWaypointsAtom, requestRouteAgainAtom } from './directions-atoms';

/**
 * A language switch with directions mode open keeps the route and its waypoints (the element keeps its
 * store) and puts them into the new language: the waypoints' labels at once, the route's
 * itinerary once the new locale's maps service is there (it is made again with the config), which
 * the route is asked for again with.
 */
export function useRelocalisedDirections(): void {
  const locale = useAtomValue(configAtom).locale;
  const maps = useAtomValue(searchMapsAtom);
  const relabel = useSetAtom(relabelWaypointsAtom);
  const requestAgain = useSetAtom(requestRouteAgainAtom);
  const shownLocale = useRef(locale);
  /** A switch whose route waits for the new maps service: the one on show when it happened, and the labels' relabelling. */
  const waiting = useRef<{ mapsBefore: unknown; relabelled: Promise<void> } | null>(null);

  useEffect(() => {
    const from = shownLocale.current;
    if (from !== locale) {
      shownLocale.current = locale;
      const relabelled = loadCountries().then(
        (countries) => relabel({ from, to: locale, countryCodes: [...countries.keys()] }),
        () => undefined, // no country table: the labels stay as they are
      );
      waiting.current = { mapsBefore: maps, relabelled };
    }
    const pending = waiting.current;
    if (!pending || !maps || maps === pending.mapsBefore) return;
    waiting.current = null;
    void pending.relabelled.then(() => requestAgain());
  }, [locale, maps, relabel, requestAgain]);
}
