/**
 * What a marker looks like, as plain data: both map engines build their DOM from this, so Google
 * and offline markers and cluster bubbles look and scale alike. Pure.
 */
import { HIGHLIGHT_SCALE, SELECTED_SCALE } from './types';
import type { StationMarker, StationMarkerState } from './types';

export interface StationVisual {
  /** Colour of the pin body. */
  fill: string;
  /** Short text on the pin (brand initials). */
  glyph: string;
  scale: number;
  /** Non-matching stations are drawn grey and below the others. */
  grey: boolean;
  zIndex: number;
}

/** Spec: primary colour. Used for brands without their own colour. */
export const PRIMARY_COLOUR = '#0064CC';
export const NON_MATCHING_COLOUR = '#9AA0A6';

/** Brand colours and glyphs (spec section 1 names bp, amoco, the product and its pulse variant, UNCO). */
const BRAND_VISUALS: Record<string, { fill: string; glyph: string }> = {
  bp: { fill: '#007F00', glyph: 'bp' },
  amoco: { fill: '#C8102E', glyph: 'A' },
  aral: { fill: '#0057B8', glyph: 'A' },
  aral_pulse: { fill: '#00A3E0', glyph: 'P' },
  bp_pulse: { fill: '#00A3E0', glyph: 'P' },
};

const UNCO_VISUAL = { fill: '#5F6B7A', glyph: 'U' };

function stateScale(state: StationMarkerState): number {
  if (state === 'selected') return SELECTED_SCALE;
  if (state === 'highlighted') return HIGHLIGHT_SCALE;
  return 1;
}

/** Selected above highlighted above normal above non-matching, so the focus is never hidden. */
function stateZIndex(state: StationMarkerState): number {
  return { nonMatching: 1, normal: 2, highlighted: 3, selected: 4 }[state];
}

function glyphFor(brand: string): string {
  const letters = brand.replace(/[^a-z0-9]/gi, '');
  return letters ? letters.charAt(0).toUpperCase() : '•';
}

export function stationVisual(station: Pick<StationMarker, 'brand' | 'channelOfTrade' | 'state'>): StationVisual {
  const brand = station.brand.toLowerCase();
  const base =
    station.channelOfTrade === 'UNCO'
      ? UNCO_VISUAL
      : (BRAND_VISUALS[brand] ?? (brand.endsWith('_pulse') ? { fill: '#00A3E0', glyph: 'P' } : { fill: PRIMARY_COLOUR, glyph: glyphFor(brand) }));
  const grey = station.state === 'nonMatching';
  return {
    fill: grey ? NON_MATCHING_COLOUR : base.fill,
    glyph: base.glyph,
    scale: stateScale(station.state),
    grey,
    zIndex: stateZIndex(station.state),
  };
}

export interface ClusterBubble {
  /** Count as shown: exact up to 9,999, then compact (`12k`). */
  text: string;
  /** Pixels; grows with the logarithm of the size so large clusters stay readable. */
  diameter: number;
  tier: 'small' | 'medium' | 'large';
}

/** The one cluster look, used for server clusters and client (markerclusterer) clusters alike. */
export function clusterBubble(size: number): ClusterBubble {
  const count = Math.max(0, Math.round(size));
  const text = count < 10_000 ? String(count) : `${Math.floor(count / 1000)}k`;
  const tier = count < 10 ? 'small' : count < 100 ? 'medium' : 'large';
  const diameter = Math.round(28 + 8 * Math.log10(Math.max(1, count)));
  return { text, diameter, tier };
}

/** Fills `{{count}}` in a label template. */
export function clusterLabel(template: string, size: number): string {
  return template.replace(/\{\{\s*count\s*\}\}/g, String(size));
}
