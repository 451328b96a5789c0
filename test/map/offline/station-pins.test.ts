import { expect } from '@open-wc/testing';
import { drawOrder, pinContains, pinLook, spriteKey, topmostPin, type PlacedPin } from '../../../src/map/offline/station-pins';
import type { StationMarkerState } from '../../../src/map/types';

const pin = (id: string, rank: number, scale = 1): PlacedPin => ({ id, x: 100, y: 100, scale, rank });

describe('station pins', () => {
  it('gives pins one sprite key per look: fill, glyph, scale and opacity', () => {
    const normal = pinLook({ colour: null, glyph: 'E', state: 'normal' }, '#0064CC');
    expect(normal).to.deep.equal({ fill: '#0064CC', glyph: 'E', scale: 1, opacity: 1 });
    const keys = new Set(
      (['normal', 'nonMatching', 'highlighted', 'selected'] as const).map((state) => spriteKey(pinLook({ colour: '#007F00', glyph: 'bp', state }, '#0064CC'))),
    );
    expect(keys.size).to.equal(4);
    const grey = pinLook({ colour: '#007F00', glyph: 'bp', state: 'nonMatching' }, '#0064CC');
    expect([grey.fill, grey.opacity]).to.deep.equal(['#9AA0A6', 0.85]);
    expect(spriteKey(pinLook({ colour: null, glyph: 'E', state: 'normal' }, '#0064CC'))).to.equal(spriteKey(normal));
  });

  it('draws non-matching below normal below highlighted below selected, keeping the given order within a state', () => {
    const states: [string, StationMarkerState][] = [['a', 'selected'], ['b', 'normal'], ['c', 'nonMatching'], ['d', 'highlighted'], ['e', 'normal']];
    expect(drawOrder(states, ([, state]) => state).map(([id]) => id)).to.deep.equal(['c', 'b', 'e', 'd', 'a']);
  });

  it('hits a pin anywhere in its box above the tip, scaled about the tip', () => {
    expect(pinContains(pin('a', 0), { x: 100, y: 99 })).to.equal(true);
    expect(pinContains(pin('a', 0), { x: 86, y: 64 }), 'top left corner').to.equal(true);
    expect(pinContains(pin('a', 0), { x: 100, y: 101 }), 'below the tip').to.equal(false);
    expect(pinContains(pin('a', 0), { x: 100, y: 60 }), 'above a 36 px pin').to.equal(false);
    expect(pinContains(pin('a', 0, 1.6), { x: 100, y: 60 }), 'inside a 57.6 px pin').to.equal(true);
    expect(pinContains(pin('a', 0), { x: 115, y: 90 }), 'right of a 28 px pin').to.equal(false);
  });

  it('picks the topmost of the pins under a point', () => {
    const far = { ...pin('far', 9), x: 500 };
    expect(topmostPin([pin('a', 1), pin('b', 3), pin('c', 2), far], { x: 100, y: 90 })?.id).to.equal('b');
    expect(topmostPin([far], { x: 100, y: 90 })).to.equal(undefined);
  });
});
