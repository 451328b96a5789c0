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

/** What a station's brand line says: independent, no brand given, or the brand's name. */
export type BrandLine = { kind: 'independent' } | { kind: 'other' } | { kind: 'brand'; name: string };

/**
 * The brand line of the list and the info window. The UNCO channel is independent (spec section 1), and
 * so is a station whose brand is its own name (771 of the UK rows: "REGENCY OILS LTD" branded "REGENCY
 * OILS LTD"), which would otherwise read twice, once as the brand and once as the name.
 */
export function brandLineOf(location: Pick<WireLocation, 'brand' | 'name' | 'channel_of_trade'>): BrandLine {
  if (location.channel_of_trade === 'UNCO') return { kind: 'independent' };
  const brand = location.brand?.trim();
  if (!brand) return { kind: 'other' };
  return brand.toLocaleLowerCase() === location.name.trim().toLocaleLowerCase() ? { kind: 'independent' } : { kind: 'brand', name: brand };
}
