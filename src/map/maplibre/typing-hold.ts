/**
 * When the map may draw while the visitor types into the locator's text fields (the search box, the
 * route's waypoints). A MapLibre frame can take 50-110 ms while the map loads (tiles, images, shader
 * compiles; bench:ui's phone rows), and a keystroke's own paint waits for it: the letters lag. So the
 * map's frames wait until typing pauses, and never longer than `TYPING_HOLD_MAX_MS` in a row. Pure: no
 * DOM, no MapLibre.
 */

/** Typing has paused once this long has passed without a keystroke. */
export const TYPING_QUIET_MS = 300;

/** The longest the map's drawing waits in a row: a visitor who types on still sees the map move on. */
export const TYPING_HOLD_MAX_MS = 1500;

export class TypingHold {
  #lastKeyAt = Number.NEGATIVE_INFINITY;
  /** When the frames now waiting began to wait; null while none does. */
  #heldSince: number | null = null;

  /** A keystroke in a text field at `at` (ms, the clock `wait` is asked with). */
  keyTyped(at: number): void {
    this.#lastKeyAt = at;
  }

  /** How long a frame due at `now` should still wait (ms); 0: draw now. */
  wait(now: number): number {
    const quietIn = this.#lastKeyAt + TYPING_QUIET_MS - now;
    if (quietIn <= 0) {
      this.#heldSince = null;
      return 0;
    }
    this.#heldSince ??= now;
    const limitIn = this.#heldSince + TYPING_HOLD_MAX_MS - now;
    if (limitIn <= 0) {
      // One frame now; the frames after it wait again while the typing goes on.
      this.#heldSince = null;
      return 0;
    }
    return Math.min(quietIn, limitIn);
  }
}
