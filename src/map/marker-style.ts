/**
 * What a marker looks like, as plain data: both map engines build their DOM from this, so Google
 * and offline markers and cluster bubbles look and scale alike. Pure.
 */
import { HIGHLIGHT_SCALE, SELECTED_SCALE } from './types';
import type { StationMarker, StationMarkerState } from './types';

export interface StationVisual {
  /** Colour of the pin body; null: the primary colour token (`--station-locator-primary`). */
  fill: string | null;
  /** Short text on the pin: the station's number in the nearest list, else the brand table's glyph (as in the list). */
  glyph: string;
  /** `glyph` is the station's number in the nearest list (drawn larger than a brand glyph). */
  numbered: boolean;
  scale: number;
  /** 1, or `DIMMED_OPACITY` while another station is selected (the selected and the pointed-at stay whole). */
  opacity: number;
  /** Non-matching stations are drawn grey and below the others. */
  grey: boolean;
  zIndex: number;
}

export const NON_MATCHING_COLOUR = '#9AA0A6';

/** The route line on either engine (the planned route in the locator's blue, a little see-through over the roads). */
export const ROUTE_LINE = { colour: '#0064CC', opacity: 0.9, width: 5 } as const;
/**
 * Pins of the other stations while one is selected: faded enough for the selected one to stand out,
 * whole enough to be found and clicked (their white outline keeps the shape on any basemap).
 */
export const DIMMED_OPACITY = 0.45;

function stateScale(state: StationMarkerState): number {
  if (state === 'selected') return SELECTED_SCALE;
  if (state === 'highlighted') return HIGHLIGHT_SCALE;
  return 1;
}

/**
 * Above every cluster bubble (Google: 1,000 plus its size; offline: 5) and route badge: the station the
 * visitor selected or points at is never hidden under a bubble.
 */
const FOCUSED_Z_INDEX = 1_000_000;

/** Selected above highlighted above normal above non-matching, so the focus is never hidden. */
function stateZIndex(state: StationMarkerState): number {
  return { nonMatching: 1, normal: 2, highlighted: FOCUSED_Z_INDEX + 1, selected: FOCUSED_Z_INDEX + 2 }[state];
}

/** The brand's colour and glyph come resolved with the marker (the locations feature reads the brand table). */
export function stationVisual(station: Pick<StationMarker, 'colour' | 'glyph' | 'state' | 'index' | 'dimmed'>): StationVisual {
  const grey = station.state === 'nonMatching';
  const numbered = station.index !== undefined;
  // A highlighted pin is the one the visitor points at (in the list or on the map): never faded.
  const faded = station.dimmed === true && station.state !== 'selected' && station.state !== 'highlighted';
  return {
    fill: grey ? NON_MATCHING_COLOUR : station.colour,
    glyph: numbered ? String(station.index) : station.glyph,
    numbered,
    scale: stateScale(station.state),
    opacity: faded ? DIMMED_OPACITY : 1,
    grey,
    zIndex: stateZIndex(station.state),
  };
}

/** Fills `{{count}}` in a label template. */
export function clusterLabel(template: string, size: number): string {
  return template.replace(/\{\{\s*count\s*\}\}/g, String(size));
}
