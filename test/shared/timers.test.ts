import { expect } from '@open-wc/testing';
import { nextTask } from '../../src/shared';

describe('nextTask', () => {
  it('resolves in a task of its own: after every microtask the calling task queued', async () => {
    let depth = 0;
    const chain = (left: number): Promise<void> =>
      left === 0
        ? Promise.resolve()
        : Promise.resolve().then(() => {
            depth += 1;
            return chain(left - 1);
          });
    const yielded = nextTask().then(() => depth);
    void chain(1000);
    expect(await yielded).to.equal(1000);
  });
});
