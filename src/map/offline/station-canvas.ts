/**
 * Draws the offline engine's station pins on a canvas: each distinct look (fill, glyph, scale, opacity)
 * is rendered once into a small sprite at the screen's pixel ratio, and every pin is one `drawImage`
 * of its sprite. 2,000 DOM pins cost the browser tens of milliseconds of style, layout and layerizing
 * per frame; 2,000 sprite copies cost a few milliseconds.
 */
import {
  PIN_FACE,
  PIN_GLYPH,
  PIN_HEIGHT,
  PIN_PATH,
  PIN_STROKE_COLOUR,
  PIN_STROKE_WIDTH,
  PIN_WIDTH,
} from '../pin-geometry';
import type { Point } from './mercator';
import type { PinLook, PlacedPin } from './station-pins';

/** A pin to draw: where (`PlacedPin`, layer pixels) and its look with that look's sprite key. */
export interface CanvasPin extends PlacedPin {
  look: PinLook;
  key: string;
}

interface Sprite {
  image: HTMLCanvasElement;
  /** The tip's position in the sprite, in device pixels. */
  tipX: number;
  tipY: number;
}

/** Far more than the looks a map shows (brands × states); a bound in case colours come from elsewhere. */
const MAX_SPRITES = 512;

/** One pin, drawn as the DOM pin's SVG is: body with a white outline, white face, glyph in the fill. */
function drawPin(context: CanvasRenderingContext2D, look: PinLook): void {
  // The SVG's viewport clips the outline where it touches the box; so does this.
  context.beginPath();
  context.rect(0, 0, PIN_WIDTH, PIN_HEIGHT);
  context.clip();
  const body = new Path2D(PIN_PATH);
  context.fillStyle = look.fill;
  context.fill(body);
  context.strokeStyle = PIN_STROKE_COLOUR;
  context.lineWidth = PIN_STROKE_WIDTH;
  context.stroke(body);
  context.beginPath();
  context.arc(PIN_FACE.cx, PIN_FACE.cy, PIN_FACE.r, 0, Math.PI * 2);
  context.fillStyle = PIN_FACE.colour;
  context.fill();
  context.font = PIN_GLYPH.font;
  context.textAlign = 'center';
  context.textBaseline = 'alphabetic';
  context.fillStyle = look.fill;
  context.fillText(look.glyph, PIN_GLYPH.x, PIN_GLYPH.y);
}

/** Null when the browser gives no 2D context (the view reports that for its own canvas). */
function createSprite(look: PinLook, ratio: number): Sprite | null {
  const scale = look.scale * ratio;
  const image = document.createElement('canvas');
  image.width = Math.ceil(PIN_WIDTH * scale);
  image.height = Math.ceil(PIN_HEIGHT * scale);
  const context = image.getContext('2d');
  if (!context) return null;
  context.scale(scale, scale);
  drawPin(context, look);
  if (look.opacity < 1) {
    // Opacity of the whole pin, as CSS `opacity` on the DOM pin: the face must not show the body through.
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.globalCompositeOperation = 'destination-in';
    context.fillStyle = `rgba(0, 0, 0, ${look.opacity})`;
    context.fillRect(0, 0, image.width, image.height);
  }
  return { image, tipX: (PIN_WIDTH / 2) * scale, tipY: PIN_HEIGHT * scale };
}

export class StationPainter {
  readonly #sprites = new Map<string, Sprite | null>();
  #ratio = 0;

  /**
   * Clears `context`'s canvas and draws `pins` in their order, `offset` (CSS pixels) from layer to
   * screen, leaving out those in `skip` (they have a DOM pin on top) and those off the canvas.
   */
  draw(context: CanvasRenderingContext2D, pins: readonly CanvasPin[], offset: Point, ratio: number, skip: ReadonlySet<string>): void {
    const { width, height } = context.canvas;
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.clearRect(0, 0, width, height);
    for (const pin of pins) {
      if (skip.has(pin.id)) continue;
      const sprite = this.#sprite(pin, ratio);
      if (!sprite) continue;
      // Whole device pixels, so the sprite is copied, not resampled: crisp at any ratio.
      const x = Math.round((pin.x + offset.x) * ratio - sprite.tipX);
      const y = Math.round((pin.y + offset.y) * ratio - sprite.tipY);
      if (x >= width || y >= height || x + sprite.image.width <= 0 || y + sprite.image.height <= 0) continue;
      context.drawImage(sprite.image, x, y);
    }
  }

  #sprite(pin: CanvasPin, ratio: number): Sprite | null {
    if (ratio !== this.#ratio || this.#sprites.size >= MAX_SPRITES) {
      this.#sprites.clear();
      this.#ratio = ratio;
    }
    let sprite = this.#sprites.get(pin.key);
    if (sprite === undefined) {
      sprite = createSprite(pin.look, ratio);
      this.#sprites.set(pin.key, sprite);
    }
    return sprite;
  }
}
