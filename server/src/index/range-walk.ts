/** kdbush's box query with the filter tested as it walks and an early stop (StationIndex.inBox). */

import type KDBush from 'kdbush';
import type { CompiledFilter } from './filters.ts';

/** One `rangeUntil` walk: the box, the filter and where hits go. */
interface RangeWalk {
  ids: KDBush['ids'];
  coords: KDBush['coords'];
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  filter: CompiledFilter;
  out: number[];
  cap: number;
}

/**
 * Adds kdbush entry `k` to the walk's hits when it is inside the box and passes the filter; false
 * once there are more than `cap`. A function of the module, not a closure made per walk: under tsx
 * every closure created also pays for an `Object.defineProperty` of its name.
 */
function take(w: RangeWalk, k: number): boolean {
  const x = w.coords[2 * k]!;
  const y = w.coords[2 * k + 1]!;
  if (x >= w.minX && x <= w.maxX && y >= w.minY && y <= w.maxY) {
    const i = w.ids[k]!;
    if (w.filter.test(i)) {
      w.out.push(i);
      if (w.out.length > w.cap) return false;
    }
  }
  return true;
}

/**
 * kdbush's range walk (same node order, so the same result order as `kd.range`), testing the
 * filter as it goes and stopping once `out` holds more than `cap`: a country box then costs
 * about `cap` hits instead of collecting every station in it. False when it stopped early.
 */
export function rangeUntil(kd: KDBush, minX: number, minY: number, maxX: number, maxY: number, filter: CompiledFilter, out: number[], cap: number): boolean {
  const { ids, coords, nodeSize } = kd;
  const walk: RangeWalk = { ids, coords, minX, minY, maxX, maxY, filter, out, cap };
  const stack = [0, ids.length - 1, 0];
  while (stack.length > 0) {
    const axis = stack.pop()!;
    const right = stack.pop()!;
    const left = stack.pop()!;
    if (right - left <= nodeSize) {
      for (let k = left; k <= right; k++) if (!take(walk, k)) return false;
      continue;
    }
    const m = (left + right) >> 1;
    if (!take(walk, m)) return false;
    const x = coords[2 * m]!;
    const y = coords[2 * m + 1]!;
    if (axis === 0 ? minX <= x : minY <= y) stack.push(left, m - 1, 1 - axis);
    if (axis === 0 ? maxX >= x : maxY >= y) stack.push(m + 1, right, 1 - axis);
  }
  return true;
}
