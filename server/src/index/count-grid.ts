/**
 * A filter set's stations counted on a coarse grid over the index's extent, kept as a summed-area
 * table: the number in any block of cells is four reads. `atLeast(box)` counts the cells wholly
 * inside a box, a lower bound on the box's matches that costs the same for a country as for a street.
 * StationIndex asks it before the exact walk: a box already known to hold more matches than the
 * cluster threshold is answered with clusters, which is what the walk would only have confirmed.
 */

import type KDBush from 'kdbush';
import type { Box } from '../geo/bounds.ts';
import type { CompiledFilter } from './filters.ts';

/** Cells per side: 128 × 128 Int32 sums are 66 KB per filter set, cells of about 9 × 5 km over Great Britain. */
export const GRID_CELLS = 128;

/**
 * Slack, in cells, kept between a box's edge and the cells counted as inside it: a station's cell
 * comes from a floating-point division, so one within rounding of a cell edge may sit in the
 * neighbouring cell. Rounding is ~1e-15 of a cell; this is far above it and far below any box.
 */
const EDGE_SLACK = 1e-6;

export class CountGrid {
  readonly #minX: number;
  readonly #minY: number;
  readonly #maxX: number;
  readonly #maxY: number;
  readonly #cellW: number;
  readonly #cellH: number;
  readonly #cols: number;
  readonly #rows: number;
  /** `sums[r * (cols + 1) + c]`: the matches in rows below r and columns below c. */
  readonly #sums: Int32Array;

  /** Counts the entries of `kd` passing `filter`, on the same coordinates kdbush's box walk tests. */
  constructor(kd: KDBush, filter: CompiledFilter, cells = GRID_CELLS) {
    const { ids, coords } = kd;
    const n = ids.length;
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (let k = 0; k < n; k++) {
      minX = Math.min(minX, coords[2 * k]!);
      maxX = Math.max(maxX, coords[2 * k]!);
      minY = Math.min(minY, coords[2 * k + 1]!);
      maxY = Math.max(maxY, coords[2 * k + 1]!);
    }
    this.#cols = this.#rows = n === 0 ? 0 : cells;
    this.#minX = n === 0 ? 0 : minX;
    this.#minY = n === 0 ? 0 : minY;
    this.#maxX = n === 0 ? 0 : maxX;
    this.#maxY = n === 0 ? 0 : maxY;
    // A set whose stations share one longitude (or latitude) still gets cells of a usable size.
    this.#cellW = maxX > minX ? (maxX - minX) / cells : 1;
    this.#cellH = maxY > minY ? (maxY - minY) / cells : 1;
    const stride = this.#cols + 1;
    const sums = new Int32Array(stride * (this.#rows + 1));
    for (let k = 0; k < n; k++) {
      if (!filter.test(ids[k]!)) continue;
      const c = Math.min(this.#cols - 1, Math.floor((coords[2 * k]! - this.#minX) / this.#cellW));
      const r = Math.min(this.#rows - 1, Math.floor((coords[2 * k + 1]! - this.#minY) / this.#cellH));
      sums[(r + 1) * stride + c + 1]!++;
    }
    for (let r = 1; r <= this.#rows; r++) {
      for (let c = 1; c <= this.#cols; c++) {
        sums[r * stride + c]! += sums[(r - 1) * stride + c]! + sums[r * stride + c - 1]! - sums[(r - 1) * stride + c - 1]!;
      }
    }
    this.#sums = sums;
  }

  /** A lower bound on the matches with `west ≤ lng ≤ east` and `south ≤ lat ≤ north` (`west ≤ east`): those in the cells wholly inside. */
  atLeast(west: number, south: number, east: number, north: number): number {
    // A box edge at or past the extent takes in the outer cells whole: every station is within the extent.
    const c0 = west <= this.#minX ? 0 : Math.ceil((west - this.#minX) / this.#cellW + EDGE_SLACK);
    const c1 = east >= this.#maxX ? this.#cols : Math.floor((east - this.#minX) / this.#cellW - EDGE_SLACK);
    const r0 = south <= this.#minY ? 0 : Math.ceil((south - this.#minY) / this.#cellH + EDGE_SLACK);
    const r1 = north >= this.#maxY ? this.#rows : Math.floor((north - this.#minY) / this.#cellH - EDGE_SLACK);
    if (c0 >= c1 || r0 >= r1) return 0;
    const stride = this.#cols + 1;
    const s = this.#sums;
    return s[r1 * stride + c1]! - s[r0 * stride + c1]! - s[r1 * stride + c0]! + s[r0 * stride + c0]!;
  }

  /** `atLeast` of a box, over both of its parts when it crosses the antimeridian. */
  atLeastInBox(box: Box): number {
    if (box.west <= box.east) return this.atLeast(box.west, box.south, box.east, box.north);
    return this.atLeast(box.west, box.south, 180, box.north) + this.atLeast(-180, box.south, box.east, box.north);
  }
}
