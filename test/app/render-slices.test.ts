import { expect } from '@open-wc/testing';
import { holdLongerRenderSlices } from '../../src/app/render-slices';
import { sliceEndsAfter } from '../helpers/render-slices';

// 8 ms of work: past React's 5 ms slice, well within a 33 ms one.
const WORK_MS = 8;

describe('holdLongerRenderSlices', () => {
  it("lengthens React's render slices until released, then React's own come back", async () => {
    expect(await sliceEndsAfter(WORK_MS), 'before').to.equal(true);
    const release = holdLongerRenderSlices();
    expect(await sliceEndsAfter(WORK_MS), 'held').to.equal(false);
    release();
    expect(await sliceEndsAfter(WORK_MS), 'released').to.equal(true);
  });

  it('with two holders (two elements), keeps them until the last lets go; a second release changes nothing', async () => {
    const first = holdLongerRenderSlices();
    const second = holdLongerRenderSlices();
    first();
    first();
    expect(await sliceEndsAfter(WORK_MS), 'one still holds').to.equal(false);
    second();
    expect(await sliceEndsAfter(WORK_MS), 'none holds').to.equal(true);
  });
});
