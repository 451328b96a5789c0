/**
 * Which station or cluster the arrow keys move to on the map (the keyboard pattern in the README,
 * "Keyboard on the map"): the nearest one in the pressed direction, where a step sideways counts
 * twice a step ahead, so the move follows the arrow rather than the closest point. Pure.
 */

export type ArrowDirection = 'left' | 'right' | 'up' | 'down';

/** A station or cluster on screen, in CSS pixels from the map's top left. */
export interface KeyboardTarget {
  key: string;
  x: number;
  y: number;
}

export const ARROW_DIRECTIONS: Readonly<Record<string, ArrowDirection>> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

/** The target nearest to `point` (the first one the keys reach when the map has none yet). */
export function nearestTarget<T extends KeyboardTarget>(targets: readonly T[], point: { x: number; y: number }): T | null {
  let best: T | null = null;
  let bestDistance = Infinity;
  for (const target of targets) {
    const distance = Math.hypot(target.x - point.x, target.y - point.y);
    if (distance < bestDistance) {
      best = target;
      bestDistance = distance;
    }
  }
  return best;
}

/** The next target from `from` in `direction`; null when there is none that way. */
export function nextTarget<T extends KeyboardTarget>(targets: readonly T[], from: KeyboardTarget, direction: ArrowDirection): T | null {
  let best: T | null = null;
  let bestScore = Infinity;
  for (const target of targets) {
    if (target.key === from.key) continue;
    const dx = target.x - from.x;
    const dy = target.y - from.y;
    const ahead = direction === 'right' ? dx : direction === 'left' ? -dx : direction === 'down' ? dy : -dy;
    const aside = direction === 'left' || direction === 'right' ? Math.abs(dy) : Math.abs(dx);
    // Only what lies ahead; a target level with the current one (ahead 0) is not a move.
    if (ahead <= 0) continue;
    const score = ahead + 2 * aside;
    if (score < bestScore) {
      best = target;
      bestScore = score;
    }
  }
  return best;
}
