/**
 * Draws the pins and cluster bubbles the map's symbol layers show, as images for `map.addImage`, from
 * the same geometry as the DOM pins (`pin-geometry.ts`) and the same bubble sizes (`cluster-bubble.ts`),
 * so a pin looks alike on every engine. Text is drawn here with the system font: the stations' layers
 * need no glyphs from the style (a brand's style may have other fonts, or none).
 */
import { NON_MATCHING_OPACITY, PIN_FACE, PIN_GLYPH, PIN_HEIGHT, PIN_PATH, PIN_STROKE_COLOUR, PIN_STROKE_WIDTH, pinNumberFont } from '../pin-geometry';
import { SELECTED_SCALE } from '../types';
import { PIN_IMAGE, PIN_MARGIN, bubbleImageSide } from './marker-boxes';
import type { BubbleLook, ImageLook, PinLook } from './station-features';

export interface MarkerImage {
  data: ImageData;
  /** Image pixels per CSS pixel. */
  pixelRatio: number;
}

const BUBBLE_FONT = '700 12px system-ui, sans-serif';

/**
 * Image pixels per CSS pixel: the screen's, so a pin of size 1 maps one to one; an enlarged pin's
 * image is drawn sharp for the largest scale a pin is shown at (selected).
 */
export function markerPixelRatio(look: ImageLook, devicePixelRatio: number): number {
  const screen = Math.max(1, devicePixelRatio);
  return look.kind === 'pin' && look.enlarged ? screen * SELECTED_SCALE : screen;
}

function context(width: number, height: number, ratio: number): CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D {
  const w = Math.ceil(width * ratio);
  const h = Math.ceil(height * ratio);
  const canvas = typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(w, h) : Object.assign(document.createElement('canvas'), { width: w, height: h });
  // Read back at once (getImageData): a canvas kept in CPU memory avoids a GPU readback per image,
  // which costs tens of milliseconds each where the GPU is slow or emulated.
  const drawing = canvas.getContext('2d', { willReadFrequently: true });
  if (!drawing) throw new Error('The canvas gave no "2d" context for the map markers');
  drawing.scale(ratio, ratio);
  return drawing;
}

function drawPin(look: PinLook, ratio: number): ImageData {
  const { width, height } = PIN_IMAGE;
  const c = context(width, height, ratio);
  c.translate(PIN_MARGIN, PIN_MARGIN);
  if (look.grey) c.globalAlpha = NON_MATCHING_OPACITY;
  const body = new Path2D(PIN_PATH);
  c.fillStyle = look.fill;
  c.fill(body);
  c.lineWidth = PIN_STROKE_WIDTH;
  c.strokeStyle = PIN_STROKE_COLOUR;
  c.stroke(body);
  c.beginPath();
  c.arc(PIN_FACE.cx, PIN_FACE.cy, PIN_FACE.r, 0, 2 * Math.PI);
  c.fillStyle = PIN_FACE.colour;
  c.fill();
  if (look.glyph) {
    c.font = look.numbered ? pinNumberFont(look.glyph) : PIN_GLYPH.font;
    c.textAlign = 'center';
    c.fillStyle = look.fill;
    c.fillText(look.glyph, PIN_GLYPH.x, PIN_GLYPH.y, 2 * PIN_FACE.r - 2);
  }
  return c.getImageData(0, 0, Math.ceil(width * ratio), Math.ceil(height * ratio));
}

function drawBubble(look: BubbleLook, ratio: number): ImageData {
  const size = bubbleImageSide(look);
  const middle = size / 2;
  const c = context(size, size, ratio);
  const circle = (radius: number, fill: string) => {
    c.beginPath();
    c.arc(middle, middle, radius, 0, 2 * Math.PI);
    c.fillStyle = fill;
    c.fill();
  };
  circle(middle, 'rgba(0,100,204,0.25)');
  circle(look.diameter / 2, 'rgba(255,255,255,0.85)');
  circle(look.diameter / 2 - 3, look.fill);
  c.font = BUBBLE_FONT;
  c.textAlign = 'center';
  c.textBaseline = 'middle';
  c.fillStyle = '#fff';
  c.fillText(look.text, middle, middle + 0.5);
  return c.getImageData(0, 0, Math.ceil(size * ratio), Math.ceil(size * ratio));
}

export function drawMarkerImage(look: ImageLook, devicePixelRatio: number): MarkerImage {
  const pixelRatio = markerPixelRatio(look, devicePixelRatio);
  return { data: look.kind === 'pin' ? drawPin(look, pixelRatio) : drawBubble(look, pixelRatio), pixelRatio };
}

/** Pixels from a pin's tip up to the middle of its face, where the keyboard's focus ring is drawn. */
export const PIN_FACE_ABOVE_TIP = PIN_HEIGHT + PIN_MARGIN - PIN_FACE.cy;
