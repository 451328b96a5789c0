import { expect } from '@open-wc/testing';
import { atom, createStore } from 'jotai/vanilla';
import { whenNoLongerWaiting } from '../../src/locations/first-list-gate';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('whenNoLongerWaiting (work held back until the first list has its answers)', () => {
  it('runs at once when nothing is awaited', () => {
    const store = createStore();
    let runs = 0;
    whenNoLongerWaiting(store, atom(false), () => (runs += 1), 1000);
    expect(runs).to.equal(1);
  });

  it('waits while awaited, runs once when the wait ends, and not again', async () => {
    const store = createStore();
    const waiting = atom(true);
    let runs = 0;
    whenNoLongerWaiting(store, waiting, () => (runs += 1), 1000);
    await pause(20);
    expect(runs, 'still awaited').to.equal(0);
    store.set(waiting, false);
    expect(runs).to.equal(1);
    store.set(waiting, true);
    store.set(waiting, false);
    await pause(20);
    expect(runs, 'once').to.equal(1);
  });

  it('runs after the fallback when the wait does not end (a silent API), and a cancel stops it', async () => {
    const store = createStore();
    const waiting = atom(true);
    let runs = 0;
    whenNoLongerWaiting(store, waiting, () => (runs += 1), 30);
    const cancel = whenNoLongerWaiting(store, waiting, () => (runs += 10), 30);
    cancel();
    await pause(80);
    expect(runs).to.equal(1);
    store.set(waiting, false);
    expect(runs, 'the fallback ran it; the end of the wait does not run it again').to.equal(1);
  });
});
