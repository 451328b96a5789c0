/**
 * Where the map starts (spec sections 1, 2 and 9), as a target the map's box can be fitted to before
 * the map exists. Pure.
 *
 * - A view in the URL (`#/@lat,lng,zoomz`) wins.
 * - Without anything in the URL, the config's `map.defaultZoom` / `map.defaultCenter` when it sets either:
 *   that centre (else the country's) at that zoom (else 6).
 * - Else the configured country's box (the table falls back to GB): that view names the country, so its
 *   loads ask for the country's stations (within_region), not for a box.
 * - A country table that could not load: the fallback view (55° N 4° W, zoom 6).
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

/** The config's `map.defaultCenter` / `map.defaultZoom`, as set (either may be absent). */
export interface ConfiguredView {
  center?: LatLng | undefined;
  zoom?: number | undefined;
}

export function firstViewTarget(
  hash: HashRoute | null,
  country: Country | null,
  fallback: { center: LatLng; zoom: number },
  configured: ConfiguredView = {},
): FirstViewTarget | null {
  if (hash?.kind === 'viewport') return { target: { kind: 'center', center: hash.center, zoom: hash.zoom } };
  if (hash !== null) return null;
  if (configured.center || configured.zoom !== undefined) {
    const center = configured.center ?? country?.center ?? fallback.center;
    return { target: { kind: 'center', center: { lat: center.lat, lng: center.lng }, zoom: configured.zoom ?? fallback.zoom } };
  }
  if (country) return { target: { kind: 'bounds', bounds: { ...country.bbox } }, region: country.code };
  return { target: { kind: 'center', center: fallback.center, zoom: fallback.zoom } };
}

/** A box's size in CSS pixels. */
export interface BoxSize {
  width: number;
  height: number;
}

/**
 * The map's box as the shell will lay it out on desktop, worked out from the host's box before the shell
 * has rendered, so a view in the URL can be asked for with the config: the shell's grid puts
 * the sidebar's column (`--sl-sidebar-width`, here its computed value) beside the map, which takes the
 * rest of the host. The map's real box is no larger (a footer may sit under it), so an answer for this
 * box holds all of the map's first view.
 *
 * Null when it cannot be told: a phone's layout (one column, the map's height set by the search box
 * above it), a sidebar width that is not in pixels, or a host not laid out.
 */
export function predictedMapBox(host: BoxSize, sidebarWidth: string, isMobile: boolean): BoxSize | null {
  if (isMobile) return null;
  const sidebar = /^\s*(\d+(?:\.\d+)?)px\s*$/.exec(sidebarWidth);
  if (!sidebar) return null;
  const width = host.width - Number(sidebar[1]);
  return width > 0 && host.height > 0 ? { width, height: host.height } : null;
}
