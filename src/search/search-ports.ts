/**
 * The maps platform as the search and directions features see it (places completions and details,
 * reverse geocoding, routes). The platform is created asynchronously (the Maps script, or the offline engine's chunk),
 * by whoever mounts the map; it connects it here: `store.set(provideSearchMapsAtom, platform)`.
 * Tests pass the Maps fake. Without it there are no place completions and no geolocation.
 */
import { atom } from 'jotai/vanilla';
import type { MapsPlatform } from '../map';

/** The parts of `MapsPlatform` search and directions use (`provider` tells offline estimates apart). */
export type SearchMaps = Pick<MapsPlatform, 'places' | 'geocoding' | 'routing'> & Partial<Pick<MapsPlatform, 'provider'>>;

const mapsBaseAtom = atom<SearchMaps | null>(null);
mapsBaseAtom.debugLabel = 'search/maps';
/** The maps service refused place search for this key (denied, or its quota spent): see `placesUnavailableAtom`. */
const placesOffBaseAtom = atom(false);
placesOffBaseAtom.debugLabel = 'search/placesOff';

export const searchMapsAtom = atom((get) => get(mapsBaseAtom));

/**
 * Place search is off for the page: the platform stopped asking Google after its
 * first PERMISSION_DENIED or RESOURCE_EXHAUSTED, and the visitor is told what still works.
 */
export const placesUnavailableAtom = atom((get) => get(placesOffBaseAtom));

export const markPlacesUnavailableAtom = atom(null, (_get, set) => set(placesOffBaseAtom, true));

export const provideSearchMapsAtom = atom(null, (get, set, maps: SearchMaps | null) => {
  if (maps !== get(mapsBaseAtom)) set(placesOffBaseAtom, false);
  set(mapsBaseAtom, maps);
});
