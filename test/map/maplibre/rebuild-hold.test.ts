import { expect } from '@open-wc/testing';
import { REBUILD_HOLD_MAX_MS, RebuildHold } from '../../../src/map/maplibre/rebuild-hold';

describe('the map\'s frames while our tiles are rebuilt', () => {
  it('draws at once when nothing is being rebuilt', () => {
    const hold = new RebuildHold();
    expect(hold.wait(0, false)).to.equal(0);
    expect(hold.wait(10_000, false)).to.equal(0);
  });

  it('waits while a rebuild lasts, and draws as soon as it is over', () => {
    const hold = new RebuildHold();
    expect(hold.wait(1000, true)).to.equal(REBUILD_HOLD_MAX_MS);
    expect(hold.wait(1040, true)).to.equal(REBUILD_HOLD_MAX_MS - 40);
    expect(hold.wait(1060, false)).to.equal(0);
    // The next rebuild has the whole limit again.
    expect(hold.wait(2000, true)).to.equal(REBUILD_HOLD_MAX_MS);
  });

  it('waits no longer than the limit in a row, then holds again while the rebuild goes on', () => {
    const hold = new RebuildHold();
    let drawnAt: number | null = null;
    let now = 0;
    for (; now <= 1000 && drawnAt === null; now += 16) {
      if (hold.wait(now, true) === 0) drawnAt = now;
    }
    expect(drawnAt).to.be.within(REBUILD_HOLD_MAX_MS, REBUILD_HOLD_MAX_MS + 16);
    expect(hold.wait(now, true)).to.equal(REBUILD_HOLD_MAX_MS);
  });
});
