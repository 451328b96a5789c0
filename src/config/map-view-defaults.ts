/**
 * Where the map starts when the URL names no view. Apart from the config's defaults so that the first
 * view, which needs only this, does not bring the whole default config into the initial chunk.
 */
import type { LocatorConfig } from './types';

/**
 * Where the map is when nothing else says: a link's first frame, before it moves to what it names, and a
 * country table that could not load. The config's `map.defaultZoom` / `map.defaultCenter` replace it.
 */
export const FALLBACK_MAP_VIEW = Object.freeze({ center: Object.freeze({ lat: 55, lng: -4 }), zoom: 6 });

/** The config's default view, completed from `FALLBACK_MAP_VIEW`. */
export function defaultMapView(config: Pick<LocatorConfig, 'map'>): { center: { lat: number; lng: number }; zoom: number } {
  return { center: config.map.defaultCenter ?? FALLBACK_MAP_VIEW.center, zoom: config.map.defaultZoom ?? FALLBACK_MAP_VIEW.zoom };
}
