/**
 * MapLibre's `Map`, with its frames held back while the visitor types (`TypingHold`: the keystrokes'
 * paints come first), for a frame after a press outside the map (`PressHold`: the press's paint comes
 * first) and while the tiles of our own sources are rebuilt under a camera that stands still
 * (`RebuildHold`: the new pins are drawn in one frame, not in one per tile). MapLibre has no public hook
 * for when a frame draws, so this overrides `_render`, the method its animation-frame callback calls
 * (public in its type definitions; a MapLibre upgrade that renames it fails the browser tests "the map
 * waits to draw while the visitor types" and "draws the stations' rebuilt tiles in one frame").
 */
import { Map as EngineMap, type MapOptions } from 'maplibre-gl';
import type { PressHold } from '../press-hold';
import type { TypingHold } from '../typing-hold';
import { RebuildHold } from './rebuild-hold';

/** The camera of the last frame drawn: a frame for another one is never held for a rebuild. */
interface DrawnCamera {
  lng: number;
  lat: number;
  zoom: number;
  bearing: number;
  pitch: number;
}

/** What the visitor does that the map's frames wait for. */
export interface InputHolds {
  typing: TypingHold;
  presses: PressHold;
}

export class InputFirstMap extends EngineMap {
  readonly #input: InputHolds;
  readonly #rebuild = new RebuildHold();
  /** Our own sources (stations, clusters), whose rebuilt tiles are drawn together. */
  readonly #rebuilt: readonly string[];
  /** Those of them that have been drawn complete once: their first load draws as it comes. */
  readonly #loadedOnce = new Set<string>();
  #drawnCamera: DrawnCamera | null = null;
  #retry: ReturnType<typeof setTimeout> | undefined;
  /** Set while `redraw()` draws: a frame asked for at once is not held. */
  #forced = false;

  constructor(options: MapOptions, input: InputHolds, rebuilt: readonly string[]) {
    super(options);
    this.#input = input;
    this.#rebuilt = rebuilt;
  }

  override _render(paintStartTimeStamp: number): this {
    const now = performance.now();
    // A press's one frame first: the other holds are asked only for a frame it lets through, so the frame
    // their limit lets through after a long hold comes a frame later, not never.
    const wait = this.#forced ? 0 : this.#input.presses.wait(now) || Math.max(this.#input.typing.wait(now), this.#rebuild.wait(now, this.#rebuilding()));
    if (wait <= 0) {
      super._render(paintStartTimeStamp);
      this.#drawn();
      return this;
    }
    // MapLibre cleared its frame request before calling us: the frame is asked for again once the wait
    // is over (a rebuilt tile that comes back asks for one sooner).
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

  /**
   * Whether one of our sources is being rebuilt after a complete draw, under the camera last drawn and with
   * no move under way: an animation's, a drag's or a key's camera changes inside MapLibre's frame, after
   * this is asked, so a camera that is about to move looks unchanged here.
   */
  #rebuilding(): boolean {
    if (this.isMoving() || !this.#sameCamera()) return false;
    return this.#rebuilt.some((id) => this.#loadedOnce.has(id) && this.getSource(id) !== undefined && !this.isSourceLoaded(id));
  }

  #drawn(): void {
    const center = this.getCenter();
    this.#drawnCamera = { lng: center.lng, lat: center.lat, zoom: this.getZoom(), bearing: this.getBearing(), pitch: this.getPitch() };
    for (const id of this.#rebuilt) {
      if (!this.#loadedOnce.has(id) && this.getSource(id) !== undefined && this.isSourceLoaded(id)) this.#loadedOnce.add(id);
    }
  }

  #sameCamera(): boolean {
    const drawn = this.#drawnCamera;
    if (!drawn) return false;
    const center = this.getCenter();
    return center.lng === drawn.lng && center.lat === drawn.lat && this.getZoom() === drawn.zoom && this.getBearing() === drawn.bearing && this.getPitch() === drawn.pitch;
  }
}
