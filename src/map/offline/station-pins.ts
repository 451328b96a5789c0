/**
 * The offline engine's canvas pins as plain data: what a pin looks like (one sprite per distinct look),
 * the order they are drawn in, and which pin a point is on. No DOM, so it is tested without a browser.
 */
import { stationVisual } from '../marker-style';
import { NON_MATCHING_OPACITY, PIN_HEIGHT, PIN_WIDTH } from '../pin-geometry';
import type { StationMarker, StationMarkerState } from '../types';
import type { Point } from './mercator';

/** Everything a pin's pixels depend on; pins with the same look share one sprite. */
export interface PinLook {
  /** A CSS colour: the brand's, the non-matching grey or the resolved primary colour. */
  fill: string;
  glyph: string;
  scale: number;
  opacity: number;
}

/** A pin on the canvas: its tip in layer pixels, how big it is and where it is in the z-order. */
export interface PlacedPin {
  id: string;
  x: number;
  y: number;
  scale: number;
  /** Higher is drawn later, so on top; the topmost pin under a point wins a hit test. */
  rank: number;
}

/** `primary` stands for the colour token that pins without a brand colour use (the canvas needs a colour). */
export function pinLook(station: Pick<StationMarker, 'colour' | 'glyph' | 'state'>, primary: string): PinLook {
  const visual = stationVisual(station);
  return { fill: visual.fill ?? primary, glyph: visual.glyph, scale: visual.scale, opacity: visual.grey ? NON_MATCHING_OPACITY : 1 };
}

export function spriteKey(look: PinLook): string {
  return `${look.fill}|${look.glyph}|${look.scale}|${look.opacity}`;
}

/**
 * Stations in drawing order: non-matching below normal below highlighted below selected (as the DOM
 * pins' z-index had it), and in the order given within a state, so a later station covers an earlier one.
 */
export function drawOrder<T>(items: Iterable<T>, state: (item: T) => StationMarkerState): T[] {
  // One pass into a bucket per state (a sort of thousands of pins per answer costs more).
  const buckets: Record<StationMarkerState, T[]> = { nonMatching: [], normal: [], highlighted: [], selected: [] };
  for (const item of items) buckets[state(item)].push(item);
  return [...buckets.nonMatching, ...buckets.normal, ...buckets.highlighted, ...buckets.selected];
}

/** Half the width and the height of the largest pin: a point is on a pin only within this of its tip. */
export function pinReach(maxScale: number): { halfWidth: number; height: number } {
  return { halfWidth: (PIN_WIDTH / 2) * maxScale, height: PIN_HEIGHT * maxScale };
}

/** Whether `point` is inside the pin's box (the DOM pin's hit area: its whole box, scaled about the tip). */
export function pinContains(pin: PlacedPin, point: Point): boolean {
  const { halfWidth, height } = pinReach(pin.scale);
  return Math.abs(point.x - pin.x) <= halfWidth && point.y <= pin.y && point.y >= pin.y - height;
}

/** The pin drawn on top among those under `point`, if any. */
export function topmostPin(candidates: Iterable<PlacedPin>, point: Point): PlacedPin | undefined {
  let top: PlacedPin | undefined;
  for (const pin of candidates) if (pinContains(pin, point) && (!top || pin.rank > top.rank)) top = pin;
  return top;
}
