import { expect } from '@open-wc/testing';
import { TYPING_HOLD_MAX_MS, TYPING_QUIET_MS, TypingHold } from '../../src/map/typing-hold';

describe('the map\'s frames while the visitor types', () => {
  it('draws at once when nothing was typed', () => {
    expect(new TypingHold().wait(0)).to.equal(0);
    expect(new TypingHold().wait(10_000)).to.equal(0);
  });

  it('waits until typing has paused for the quiet time', () => {
    const hold = new TypingHold();
    hold.keyTyped(1000);
    expect(hold.wait(1010)).to.equal(TYPING_QUIET_MS - 10);
    hold.keyTyped(1100);
    expect(hold.wait(1150)).to.equal(TYPING_QUIET_MS - 50);
    expect(hold.wait(1100 + TYPING_QUIET_MS)).to.equal(0);
  });

  it('waits no longer than the limit in a row, then holds again while typing goes on', () => {
    const hold = new TypingHold();
    let now = 0;
    let drawnAt: number | null = null;
    // A key every 100 ms, and a frame asked for every 16 ms between them.
    for (; now <= 3000 && drawnAt === null; now += 16) {
      if (now % 100 < 16) hold.keyTyped(now);
      if (hold.wait(now) === 0) drawnAt = now;
    }
    expect(drawnAt).to.be.within(TYPING_HOLD_MAX_MS, TYPING_HOLD_MAX_MS + 16);
    hold.keyTyped(now);
    // The frame after it waits again, at most the limit.
    expect(hold.wait(now + 16)).to.be.within(1, TYPING_HOLD_MAX_MS);
  });

  it('never asks a frame to wait past the quiet time or the limit', () => {
    const hold = new TypingHold();
    hold.keyTyped(0);
    // The first frame to wait, at 100: until the quiet time.
    expect(hold.wait(100)).to.equal(TYPING_QUIET_MS - 100);
    // Typing went on: the limit (100 + TYPING_HOLD_MAX_MS) now comes before the quiet time.
    hold.keyTyped(TYPING_HOLD_MAX_MS);
    expect(hold.wait(TYPING_HOLD_MAX_MS + 50)).to.equal(50);
    expect(hold.wait(TYPING_HOLD_MAX_MS + 100)).to.equal(0);
  });
});
