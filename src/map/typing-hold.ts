/**
 * When the map may do its heavy work while the visitor types into the locator's text fields (the
 * search box, the route's waypoints): be created (70-100 ms in one task at full speed: a WebGL context,
 * MapLibre's set-up) and draw (a MapLibre frame takes 50-110 ms while the map loads: tiles, images,
 * shader compiles). A keystroke's paint waits for such a task, and the letters lag (bench:ui's phone
 * rows). So that work waits until typing pauses, and never longer than `TYPING_HOLD_MAX_MS` in a row.
 * Pure: no DOM, no MapLibre (`watchTyping` feeds it).
 */
import { LimitedHold } from './limited-hold';

/** Typing has paused once this long has passed without a keystroke. */
export const TYPING_QUIET_MS = 300;

/** The longest the map's drawing waits in a row: a visitor who types on still sees the map move on. */
export const TYPING_HOLD_MAX_MS = 1500;

export class TypingHold {
  readonly #limit = new LimitedHold(TYPING_HOLD_MAX_MS);
  #lastKeyAt = Number.NEGATIVE_INFINITY;

  /** Text typed (or a text field focused, for what has not started) at `at` (ms, the clock `wait` is asked with). */
  keyTyped(at: number): void {
    this.#lastKeyAt = at;
  }

  /** How long work due at `now` should still wait (ms); 0: now. */
  wait(now: number): number {
    return this.#limit.wait(now, this.#lastKeyAt + TYPING_QUIET_MS - now);
  }
}
