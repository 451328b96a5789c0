/**
 * Which brand visual (colour and glyph) a station gets, from the config's brand table. The list's brand
 * icon and the map's marker pin both ask here, so they never disagree. Pure.
 */
import type { WireLocation } from '../api';
import type { BrandsConfig } from '../config';

export interface StationBrandVisual {
  /** Null: the primary colour token (a host's `--station-locator-primary`). */
  colour: string | null;
  glyph: string;
}

/** Fallback visuals by site brand: the map asks for thousands of stations per answer, of a few dozen brands. */
const fallbacks = new Map<string, StationBrandVisual>();
const FALLBACKS_LIMIT = 1_000;

/** A brand the table does not name: its initial (or a dot when it has no letter) in the primary colour. */
function fallbackVisual(siteBrand: string): StationBrandVisual {
  let visual = fallbacks.get(siteBrand);
  if (visual === undefined) {
    const initial = [...siteBrand.replace(/[^\p{L}\p{N}]/gu, '')][0];
    visual = Object.freeze({ colour: null, glyph: initial ? initial.toUpperCase() : '•' });
    if (fallbacks.size >= FALLBACKS_LIMIT) fallbacks.clear();
    fallbacks.set(siteBrand, visual);
  }
  return visual;
}

/** The channel of trade wins over the brand (spec section 1: UNCO has its own icon); brand keys are lower case. */
export function brandVisualOf(location: Pick<WireLocation, 'site_brand' | 'channel_of_trade'>, brands: BrandsConfig): StationBrandVisual {
  const byChannel = Object.hasOwn(brands.channelsOfTrade, location.channel_of_trade) ? brands.channelsOfTrade[location.channel_of_trade] : undefined;
  const brandKey = location.site_brand.toLowerCase();
  const byBrand = Object.hasOwn(brands.siteBrands, brandKey) ? brands.siteBrands[brandKey] : undefined;
  const visual = byChannel ?? byBrand;
  return visual ? { colour: visual.colour, glyph: visual.glyph } : fallbackVisual(location.site_brand);
}
