/**
 * When the map may draw while MapLibre rebuilds our own sources' tiles. New stations handed to the map
 * (`updateData`) make its worker cut again every tile they touch, and each tile that comes back asks for
 * a frame of its own; with no symbol fade MapLibre places every pin again in each of those frames (over
 * 2,000 pins in a busy view: 10 to 20 ms, and megabytes of garbage, a frame at full speed). Frames held
 * until the last tile is back draw the new pins once, in one frame, and the previous frame stays on the
 * screen meanwhile (the camera has not moved: a moving camera is never held).
 *
 * Pure: no DOM, no MapLibre (`InputFirstMap` asks it).
 */
import { LimitedHold } from '../limited-hold';

/** The longest the map's drawing waits in a row for rebuilt tiles: a slow rebuild still shows in steps. */
export const REBUILD_HOLD_MAX_MS = 150;

export class RebuildHold {
  readonly #limit = new LimitedHold(REBUILD_HOLD_MAX_MS);

  /** How long a frame due at `now` waits (ms; 0: now), given whether our tiles are being rebuilt under a camera that stands still. */
  wait(now: number, rebuilding: boolean): number {
    return this.#limit.wait(now, rebuilding ? Number.POSITIVE_INFINITY : 0);
  }
}
