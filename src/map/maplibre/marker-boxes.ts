/**
 * The boxes our pin and bubble images cover on the map, and which of them is on top at a point. The map
 * finds the station or cluster under the pointer from these, not from MapLibre's query of rendered
 * symbols: that reads the symbol placement's collision index, which a pin just added joins only once the
 * placement, sliced over frames, reaches it. Pure.
 */
import { clusterBubble, type ClusterBubble } from '../cluster-bubble';
import { PIN_HEIGHT, PIN_WIDTH } from '../pin-geometry';
import { SELECTED_SCALE } from '../types';

/** Room around the pin's drawing for its outline, in CSS pixels. */
export const PIN_MARGIN = 1;

/** A pin's image at size 1, in CSS pixels; its anchor is the middle of its bottom edge (the tip). */
export const PIN_IMAGE = { width: PIN_WIDTH + 2 * PIN_MARGIN, height: PIN_HEIGHT + 2 * PIN_MARGIN } as const;

/** A cluster bubble's image side, in CSS pixels: the bubble and the halo around it; its anchor is its centre. */
export function bubbleImageSide(bubble: Pick<ClusterBubble, 'diameter' | 'tier'>): number {
  const halo = bubble.tier === 'large' ? 6 : 4;
  return bubble.diameter + 2 * halo;
}

export interface Point {
  x: number;
  y: number;
}

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The box of a pin whose tip is at `tip`, drawn at `scale`. */
export function pinBox(tip: Point, scale: number): Box {
  const half = (PIN_IMAGE.width * scale) / 2;
  return { left: tip.x - half, right: tip.x + half, top: tip.y - PIN_IMAGE.height * scale, bottom: tip.y };
}

/** The box of the bubble of a cluster of `size` stations centred on `centre`. */
export function bubbleBox(centre: Point, size: number): Box {
  const half = bubbleImageSide(clusterBubble(size)) / 2;
  return { left: centre.x - half, right: centre.x + half, top: centre.y - half, bottom: centre.y + half };
}

/**
 * How far from a point the tip of a pin over it can be: at most half the widest pin to either side, and
 * from the point down to the tallest pin's height (a pin hangs above its tip).
 */
export const PIN_REACH = { side: (PIN_IMAGE.width * SELECTED_SCALE) / 2, below: PIN_IMAGE.height * SELECTED_SCALE } as const;

export interface Mark<K extends string = string> {
  kind: K;
  id: string;
  /** Where the mark is drawn among the layers: a higher one is drawn over a lower one. */
  layer: number;
  /** Its draw order within its layer (the symbol sort key): a higher one is drawn over a lower one. */
  sort: number;
  box: Box;
}

const inside = (point: Point, box: Box) => point.x >= box.left && point.x <= box.right && point.y >= box.top && point.y <= box.bottom;

/** Distance from the point to the middle of the box, squared. */
function offCentre(point: Point, box: Box): number {
  const dx = point.x - (box.left + box.right) / 2;
  const dy = point.y - (box.top + box.bottom) / 2;
  return dx * dx + dy * dy;
}

/**
 * The mark drawn on top at `point`: the highest layer, then the highest sort key; between marks drawn at
 * the same level (which the engine orders by tile), the one whose middle is nearest the point.
 */
export function topmostAt<K extends string>(point: Point, marks: Iterable<Mark<K>>): Mark<K> | null {
  let top: Mark<K> | null = null;
  for (const mark of marks) {
    if (!inside(point, mark.box)) continue;
    if (
      top === null ||
      mark.layer > top.layer ||
      (mark.layer === top.layer && (mark.sort > top.sort || (mark.sort === top.sort && offCentre(point, mark.box) < offCentre(point, top.box))))
    ) {
      top = mark;
    }
  }
  return top;
}
