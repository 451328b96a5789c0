/**
 * Where the map starts (spec sections 1, 2 and 9), as a target the map's box can be fitted to before
 * the map exists. Pure.
 *
 * - A view in the URL (`#/@lat,lng,zoomz`) wins.
 * - Without anything in the URL, the configured country's box (the table falls back to GB): that view
 *   names the country, so its loads ask for the country's stations (within_region), not for a box.
 * - A country table that could not load: the config's default centre and zoom.
 * - A URL that names a location, a place or a route: nothing to plan (null). It moves the map itself once
 *   read, so the map starts at the default view and loads when it settles where the link put it.
 */
import type { ViewTarget } from '../map';
import type { Country, LatLng } from '../shared';
import type { HashRoute } from './url-hash';

export interface FirstViewTarget {
  target: ViewTarget;
  /** The starting country's code when the view is its box. */
  region?: string;
}

export function firstViewTarget(hash: HashRoute | null, country: Country | null, fallback: { center: LatLng; zoom: number }): FirstViewTarget | null {
  if (hash?.kind === 'viewport') return { target: { kind: 'center', center: hash.center, zoom: hash.zoom } };
  if (hash !== null) return null;
  if (country) return { target: { kind: 'bounds', bounds: { ...country.bbox } }, region: country.code };
  return { target: { kind: 'center', center: fallback.center, zoom: fallback.zoom } };
}

/**
 * The first list's origin when it is known before the map's box is laid out: the centre of a view in
 * the URL (a shared link, or any reload, since the map writes its view there). The map is then created
 * at that centre, and the list is measured from the map's centre. A starting country's centre depends
 * on the box and on the sidebar over it, so it waits for the plan (null), as do links that move the map.
 */
export function firstListOrigin(hash: HashRoute | null): LatLng | null {
  return hash?.kind === 'viewport' ? hash.center : null;
}
