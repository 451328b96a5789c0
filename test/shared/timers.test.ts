import { expect } from '@open-wc/testing';
import { afterNextPaint, settledWithin, yieldAhead, yieldToBrowser } from '../../src/shared';
import { createFakeTimers } from '../helpers/fake-timers';

const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('afterNextPaint', () => {
  it('runs the task in a task after the next frame, not in it', async () => {
    const order: string[] = [];
    afterNextPaint(() => order.push('task'));
    const painted = frame().then(() => order.push('frame'));
    expect(order).to.deep.equal([]);
    await painted;
    expect(order).to.deep.equal(['frame']);
    await wait(0);
    expect(order).to.deep.equal(['frame', 'task']);
  });

  it('runs the task once, when the frame comes before the fallback', async () => {
    let runs = 0;
    afterNextPaint(() => (runs += 1), 30);
    await wait(80);
    expect(runs).to.equal(1);
  });

  it('cancelled, never runs', async () => {
    let runs = 0;
    const cancel = afterNextPaint(() => (runs += 1), 30);
    cancel();
    await frame();
    await wait(60);
    expect(runs).to.equal(0);
  });

  it('runs after the fallback where no frame comes', async () => {
    // A hidden page paints no frames: its frame callbacks wait for it to show.
    const original = globalThis.requestAnimationFrame;
    globalThis.requestAnimationFrame = () => 0;
    try {
      const started = performance.now();
      const ran = new Promise<number>((resolve) => afterNextPaint(() => resolve(performance.now() - started), 40));
      expect(await ran).to.be.within(35, 400);
    } finally {
      globalThis.requestAnimationFrame = original;
    }
  });
});

describe('yieldAhead', () => {
  it('resolves in a task of its own, ahead of the tasks queued before it (as yieldToBrowser does not)', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued before'), 0);
    const yielded = yieldAhead().then(() => order.push('yielded'));
    queueMicrotask(() => order.push('microtask'));
    await yielded;
    await wait(0);
    expect(order).to.deep.equal(['microtask', 'yielded', 'queued before']);

    order.length = 0;
    setTimeout(() => order.push('queued before'), 0);
    await yieldToBrowser().then(() => order.push('yielded'));
    expect(order).to.deep.equal(['queued before', 'yielded']);
  });
});

describe('settledWithin', () => {
  it('resolves as the promise settles, fulfilled or rejected', async () => {
    const started = performance.now();
    await settledWithin(wait(10), 5000);
    await settledWithin(Promise.reject(new Error('the owner reports it')), 5000);
    expect(performance.now() - started).to.be.below(1000);
  });

  it('resolves after the time when the promise takes longer', async () => {
    const started = performance.now();
    await settledWithin(new Promise(() => {}), 30);
    expect(performance.now() - started).to.be.within(25, 1000);
  });

  it("on the element's timers (a fake clock in tests), waits for them, not the page's", async () => {
    const timers = createFakeTimers();
    let resolved = false;
    const waiting = settledWithin(new Promise(() => {}), 100, timers).then(() => (resolved = true));
    await wait(150);
    expect(resolved, "the page's time does not count").to.equal(false);
    timers.advance(100);
    await waiting;
    expect(resolved).to.equal(true);
    expect(timers.pending(), 'no timer left').to.equal(0);
  });

  it('clears its timer when the promise settles first', async () => {
    const timers = createFakeTimers();
    await settledWithin(Promise.resolve(), 100, timers);
    expect(timers.pending()).to.equal(0);
  });
});
