/**
 * The limit both of the map's frame holds share (`TypingHold`, `RebuildHold`): a frame may wait as long as
 * its reason asks, but never longer than `maxMs` in a row, so the map still moves on when the reason
 * lasts. Pure: no DOM, no MapLibre.
 */
export class LimitedHold {
  readonly #maxMs: number;
  /** When the frame now waiting began to wait; null while none does. */
  #heldSince: number | null = null;

  constructor(maxMs: number) {
    this.#maxMs = maxMs;
  }

  /** How long a frame due at `now` waits (ms; 0: now) when its reason asks for `wanted` ms more (0: none). */
  wait(now: number, wanted: number): number {
    if (wanted <= 0) {
      this.#heldSince = null;
      return 0;
    }
    this.#heldSince ??= now;
    const limitIn = this.#heldSince + this.#maxMs - now;
    if (limitIn <= 0) {
      // Once now; what comes after waits again while the reason lasts.
      this.#heldSince = null;
      return 0;
    }
    return Math.min(wanted, limitIn);
  }
}
