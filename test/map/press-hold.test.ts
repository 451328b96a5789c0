import { expect } from '@open-wc/testing';
import { PRESS_HOLD_MS, PRESS_PAINT_MS, PressHold } from '../../src/map/press-hold';

describe('the map\'s frames after a press outside the map', () => {
  it('draws at once when nothing was pressed', () => {
    expect(new PressHold().wait(0)).to.equal(0);
  });

  it('holds the first frame after a press, once', () => {
    const hold = new PressHold();
    hold.pressed(1000);
    expect(hold.wait(1010)).to.equal(PRESS_HOLD_MS);
    expect(hold.wait(1020)).to.equal(0);
    hold.pressed(1030);
    expect(hold.wait(1040)).to.equal(PRESS_HOLD_MS);
  });

  it('does not hold for a press whose paint is past', () => {
    const hold = new PressHold();
    hold.pressed(1000);
    expect(hold.wait(1000 + PRESS_PAINT_MS + 1)).to.equal(0);
  });
});
