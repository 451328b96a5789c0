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

export const searchMapsAtom = atom((get) => get(mapsBaseAtom));

export const provideSearchMapsAtom = atom(null, (_get, set, maps: SearchMaps | null) => {
  set(mapsBaseAtom, maps);
});
