import { expect } from '@open-wc/testing';
import { drawMarkerImage } from '../../../src/map/maplibre/marker-images';
import type { BubbleLook, PinLook } from '../../../src/map/maplibre/station-features';
import { PIN_HEIGHT, PIN_WIDTH } from '../../../src/map/pin-geometry';
import { SELECTED_SCALE } from '../../../src/map/types';

const pin = (enlarged: boolean): PinLook => ({ kind: 'pin', fill: '#007F00', glyph: 'BP', grey: false, numbered: false, enlarged });
const bubble: BubbleLook = { kind: 'bubble', fill: '#0064CC', text: '42', diameter: 40, tier: 'small' };
/** The pin's box with its one-pixel margin for the outline, in CSS pixels. */
const PIN_BOX = { width: PIN_WIDTH + 2, height: PIN_HEIGHT + 2 };

describe('marker images', () => {
  it('draw a pin of size 1 at the screen\'s pixel ratio: one image pixel per screen pixel, no more', () => {
    for (const screen of [1, 2, 3]) {
      const image = drawMarkerImage(pin(false), screen);
      expect(image.pixelRatio).to.equal(screen);
      expect([image.data.width, image.data.height]).to.deep.equal([PIN_BOX.width * screen, PIN_BOX.height * screen]);
    }
  });

  it('draw the pins shown enlarged (highlighted, selected) sharp at the selected scale', () => {
    const image = drawMarkerImage(pin(true), 2);
    expect(image.pixelRatio).to.equal(2 * SELECTED_SCALE);
    expect([image.data.width, image.data.height]).to.deep.equal([Math.ceil(PIN_BOX.width * 2 * SELECTED_SCALE), Math.ceil(PIN_BOX.height * 2 * SELECTED_SCALE)]);
  });

  it('draw cluster bubbles at the screen\'s pixel ratio, and never below one pixel per CSS pixel', () => {
    const image = drawMarkerImage(bubble, 2);
    expect(image.pixelRatio).to.equal(2);
    expect(drawMarkerImage(bubble, 0.5).pixelRatio).to.equal(1);
  });

  it('draw what the look says: the pin\'s fill and white face, with its glyph', () => {
    const { data } = drawMarkerImage(pin(false), 1);
    const at = (x: number, y: number) => Array.from(data.data.slice((y * data.width + x) * 4, (y * data.width + x) * 4 + 4));
    // Below the face, inside the body: the brand's green; the face's edge: white.
    expect(at(15, 30)).to.deep.equal([0, 127, 0, 255]);
    expect(at(15, 7)).to.deep.equal([255, 255, 255, 255]);
    // The corners are outside the pin: transparent.
    expect(at(0, 0)[3]).to.equal(0);
  });
});
