/**
 * MapLibre's `Map`, with its frames held back while the visitor types (`TypingHold`): the keystrokes'
 * paints come first. MapLibre has no public hook for when a frame draws, so this overrides `_render`,
 * the method its animation-frame callback calls (public in its type definitions; a MapLibre upgrade
 * that renames it fails the browser test "the map waits to draw while the visitor types").
 */
import { Map as EngineMap, type MapOptions } from 'maplibre-gl';
import type { TypingHold } from '../typing-hold';

export class InputFirstMap extends EngineMap {
  readonly #hold: TypingHold;
  #retry: ReturnType<typeof setTimeout> | undefined;
  /** Set while `redraw()` draws: a frame asked for at once is not held. */
  #forced = false;

  constructor(options: MapOptions, hold: TypingHold) {
    super(options);
    this.#hold = hold;
  }

  override _render(paintStartTimeStamp: number): this {
    const wait = this.#forced ? 0 : this.#hold.wait(performance.now());
    if (wait <= 0) return super._render(paintStartTimeStamp);
    // MapLibre cleared its frame request before calling us: the frame is asked for again once the
    // typing has paused (or the hold's limit is reached).
    if (this.#retry === undefined) {
      this.#retry = setTimeout(() => {
        this.#retry = undefined;
        this.triggerRepaint();
      }, wait);
    }
    return this;
  }

  override redraw(): this {
    this.#forced = true;
    try {
      return super.redraw();
    } finally {
      this.#forced = false;
    }
  }

  override remove(): void {
    clearTimeout(this.#retry);
    this.#retry = undefined;
    super.remove();
  }
}
