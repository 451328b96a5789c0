import { expect } from '@open-wc/testing';
import { holdLongerRenderSlices } from '../../src/app/render-slices';
import { sliceEndsAfter } from '../helpers/render-slices';

// 8 ms of work: past React's 5 ms slice (always: the work is timed by the clock), within a 16 ms one.
const WORK_MS = 8;

/**
 * Whether a slice goes on after the work, in one of three tries: a busy machine may take the core from
 * the work long enough to end even a longer slice, but not three times running.
 */
async function sliceGoesOn(): Promise<boolean> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (!(await sliceEndsAfter(WORK_MS))) return true;
  }
  return false;
}

describe('holdLongerRenderSlices', () => {
  it("lengthens React's render slices until released, then React's own come back", async () => {
    expect(await sliceEndsAfter(WORK_MS), 'before').to.equal(true);
    const release = holdLongerRenderSlices();
    expect(await sliceGoesOn(), 'held').to.equal(true);
    release();
    expect(await sliceEndsAfter(WORK_MS), 'released').to.equal(true);
  });

  it('with two holders (two elements), keeps them until the last lets go; a second release changes nothing', async () => {
    const first = holdLongerRenderSlices();
    const second = holdLongerRenderSlices();
    first();
    first();
    expect(await sliceGoesOn(), 'one still holds').to.equal(true);
    second();
    expect(await sliceEndsAfter(WORK_MS), 'none holds').to.equal(true);
  });
});
