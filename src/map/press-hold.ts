/**
 * When the map may draw after the visitor presses something of the locator outside the map (a pointer
 * down or up, a key): not in the animation frame right after the press. A map frame there runs before
 * that frame's paint, and the press's answer on screen (the search box's focus and popup, an opened
 * station, a panel) waits for it: 30 to 80 ms at 4× CPU while the map loads (shaders, tiles, first
 * placement; bench:ui's phone rows). Drawn one frame later, the map waits about a frame and the press is
 * answered first. Presses on the map itself are not held: the map's move is their answer.
 * Pure: no DOM, no MapLibre (`watchPresses` feeds it).
 */

/** A press older than this has had its paint: a frame asked for later is not held for it. */
export const PRESS_PAINT_MS = 100;

/** How long a held frame waits: past the press's frame, into the next one. */
export const PRESS_HOLD_MS = 1;

export class PressHold {
  #pressedAt = Number.NEGATIVE_INFINITY;
  /** The press a frame has already waited for: each press holds one frame at most. */
  #heldFor = Number.NEGATIVE_INFINITY;

  /** A press outside the map at `at` (ms, the clock `wait` is asked with). */
  pressed(at: number): void {
    this.#pressedAt = at;
  }

  /** How long a frame due at `now` should still wait (ms); 0: now. */
  wait(now: number): number {
    if (this.#pressedAt === this.#heldFor || now - this.#pressedAt > PRESS_PAINT_MS) return 0;
    this.#heldFor = this.#pressedAt;
    return PRESS_HOLD_MS;
  }
}
