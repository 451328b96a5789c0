/**
 * Target zoom resolution (spec section 9): the zoom the map moves to when it targets a place or a
 * location. The config gives a number, a list "14,16,18" or a range "14..18"; the value nearest to the
 * current zoom wins, so a visitor who is already zoomed in stays zoomed in. Pure.
 */

/** The spec's default target zoom range. */
export const DEFAULT_TARGET_ZOOM = '14..18';

interface ZoomRange {
  min: number;
  max: number;
}

const DEFAULT_RANGE: ZoomRange = { min: 14, max: 18 };

const RANGE = /^\s*(-?\d+(?:\.\d+)?)\s*\.\.\s*(-?\d+(?:\.\d+)?)\s*$/;

function parseRange(spec: string): ZoomRange | null {
  const match = RANGE.exec(spec);
  if (!match) return null;
  const a = Number(match[1]);
  const b = Number(match[2]);
  return { min: Math.min(a, b), max: Math.max(a, b) };
}

function parseList(spec: string): number[] | null {
  const parts = spec.split(',').map((part) => part.trim());
  if (parts.some((part) => part === '')) return null;
  const values = parts.map(Number);
  return values.every(Number.isFinite) ? values : null;
}

/** The candidate zooms a spec allows, or null when the spec is not understood. */
export function parseTargetZoom(spec: number | string | null | undefined): ZoomRange | number[] | null {
  if (typeof spec === 'number') return Number.isFinite(spec) ? [spec] : null;
  if (typeof spec !== 'string') return null;
  return parseRange(spec) ?? parseList(spec);
}

/**
 * The target zoom for `currentZoom`. A range gives the current zoom rounded and clamped into it; a list
 * gives its value nearest to the current zoom (on a tie, the larger: more detail). An unusable spec falls
 * back to the default range.
 */
export function resolveTargetZoom(spec: number | string | null | undefined, currentZoom: number): number {
  const parsed = parseTargetZoom(spec) ?? DEFAULT_RANGE;
  if (!Array.isArray(parsed)) {
    return Math.min(parsed.max, Math.max(parsed.min, Math.round(currentZoom)));
  }
  let best = parsed[0] as number;
  for (const value of parsed) {
    const distance = Math.abs(value - currentZoom);
    const bestDistance = Math.abs(best - currentZoom);
    if (distance < bestDistance || (distance === bestDistance && value > best)) best = value;
  }
  return best;
}
