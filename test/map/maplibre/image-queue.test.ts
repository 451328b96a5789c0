import { expect } from '@open-wc/testing';
import { drawInSlices } from '../../../src/map/maplibre/image-queue';

/** Holds the thread for `ms`, as drawing a pin does. */
function busy(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // spin
  }
}

describe('drawInSlices', () => {
  it('draws every image asked for, in order, each settling once drawn', async () => {
    const drawn: string[] = [];
    const resolve = drawInSlices((id) => drawn.push(id));
    const ids = Array.from({ length: 12 }, (_, i) => `pin-${i}`);
    const settledAfter = await Promise.all(ids.map((id) => resolve(id).then(() => drawn.includes(id))));
    expect(drawn).to.deep.equal(ids);
    expect(settledAfter.every(Boolean)).to.equal(true);
  });

  it('gives the browser its turn between slices instead of drawing a whole tile\'s images in one task', async () => {
    const drawn: string[] = [];
    const resolve = drawInSlices((id) => {
      busy(3);
      drawn.push(id);
    }, 8);
    // MapLibre asks for all of a tile's missing images in one go.
    const all = Array.from({ length: 20 }, (_, i) => resolve(`pin-${i}`));
    await Promise.resolve();
    const inFirstTask = drawn.length;
    await Promise.all(all);
    expect(inFirstTask).to.be.within(1, 4);
    expect(drawn).to.have.length(20);
  });

  it('goes on with its slices ahead of the tasks queued meanwhile, which the map\'s tiles wait behind', async () => {
    const order: string[] = [];
    const resolve = drawInSlices((id) => {
      busy(3);
      order.push(id);
    }, 8);
    const all = Array.from({ length: 12 }, (_, i) => resolve(`pin-${i}`));
    // A task the page queues meanwhile (a tile parsed, a worker's answer), before the first slice has run.
    setTimeout(() => order.push('queued task'), 0);
    await Promise.all(all);
    await new Promise((done) => setTimeout(done, 0));
    expect(order.indexOf('queued task')).to.equal(12);
  });

  it('settles an image that cannot be drawn and goes on with the others', async () => {
    const drawn: string[] = [];
    const resolve = drawInSlices((id) => {
      if (id === 'broken') throw new Error('no 2d context');
      drawn.push(id);
    });
    await Promise.all([resolve('a'), resolve('broken'), resolve('b')]);
    expect(drawn).to.deep.equal(['a', 'b']);
  });

  it('starts again for images asked for after the last ones were drawn', async () => {
    const drawn: string[] = [];
    const resolve = drawInSlices((id) => drawn.push(id));
    await resolve('first');
    await resolve('later');
    expect(drawn).to.deep.equal(['first', 'later']);
  });
});
