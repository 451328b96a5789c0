import { expect } from '@open-wc/testing';
import { PIN_IMAGE, PIN_REACH, bubbleBox, bubbleImageSide, pinBox, topmostAt, type Mark } from '../../../src/map/maplibre/marker-boxes';
import { drawMarkerImage } from '../../../src/map/maplibre/marker-images';
import { SELECTED_SCALE } from '../../../src/map/types';

describe('marker boxes', () => {
  it('are the boxes the pin and bubble images fill: a pin stands on its tip, a bubble sits on its centre', () => {
    const pin = drawMarkerImage({ kind: 'pin', fill: '#007F00', glyph: 'S', grey: false, numbered: false, enlarged: false }, 1);
    expect([pin.data.width, pin.data.height]).to.deep.equal([PIN_IMAGE.width, PIN_IMAGE.height]);
    expect(pinBox({ x: 100, y: 200 }, 1)).to.deep.equal({ left: 100 - PIN_IMAGE.width / 2, right: 100 + PIN_IMAGE.width / 2, top: 200 - PIN_IMAGE.height, bottom: 200 });
    const big = pinBox({ x: 100, y: 200 }, SELECTED_SCALE);
    expect(big.bottom - big.top).to.be.closeTo(PIN_IMAGE.height * SELECTED_SCALE, 1e-9);
    expect(big.right - big.left).to.be.closeTo(2 * PIN_REACH.side, 1e-9);

    const bubble = drawMarkerImage({ kind: 'bubble', fill: '#0064CC', text: '42', diameter: 41, tier: 'medium' }, 1);
    const side = bubbleImageSide({ diameter: 41, tier: 'medium' });
    expect(bubble.data.width).to.equal(side);
    const box = bubbleBox({ x: 50, y: 50 }, 42);
    expect([(box.left + box.right) / 2, (box.top + box.bottom) / 2, box.right - box.left]).to.deep.equal([50, 50, side]);
  });

  it('finds the mark drawn on top: the higher layer, then the higher sort key, then the one nearest its middle', () => {
    const mark = (id: string, layer: number, sort: number, x: number): Mark => ({ kind: 'station', id, layer, sort, box: pinBox({ x, y: 100 }, 1) });
    const at = { x: 100, y: 80 };
    expect(topmostAt(at, [mark('low', 0, 1, 100), mark('high', 1, 0, 100)])?.id).to.equal('high');
    expect(topmostAt(at, [mark('selected', 0, 3, 100), mark('normal', 0, 1, 100)])?.id).to.equal('selected');
    expect(topmostAt(at, [mark('aside', 0, 1, 110), mark('under', 0, 1, 101)])?.id).to.equal('under');
    expect(topmostAt(at, [mark('far', 2, 9, 300)])).to.equal(null);
    // Below the tip and above the head there is no pin.
    expect(topmostAt({ x: 100, y: 101 }, [mark('a', 0, 1, 100)])).to.equal(null);
    expect(topmostAt({ x: 100, y: 100 - PIN_IMAGE.height - 1 }, [mark('a', 0, 1, 100)])).to.equal(null);
    expect(topmostAt({ x: 100, y: 100 - PIN_IMAGE.height + 1 }, [mark('a', 0, 1, 100)])?.id).to.equal('a');
  });
});
