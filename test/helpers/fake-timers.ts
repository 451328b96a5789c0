/** A controllable clock for `services.timers` and `services.now`: nothing fires until `advance`. */
import type { Timers } from '../../src/shared';

export interface FakeTimers extends Timers {
  now(): number;
  /** Moves the clock by `ms`, firing due callbacks in time order. */
  advance(ms: number): void;
  pending(): number;
}

export function createFakeTimers(start = Date.UTC(2026, 1, 18, 12, 0)): FakeTimers {
  let now = start;
  let nextHandle = 1;
  const queue = new Map<number, { at: number; callback: () => void }>();
  return {
    now: () => now,
    setTimeout(callback, ms) {
      const handle = nextHandle++;
      queue.set(handle, { at: now + Math.max(0, ms), callback });
      return handle;
    },
    clearTimeout(handle) {
      queue.delete(handle as number);
    },
    advance(ms) {
      const end = now + ms;
      for (;;) {
        const due = [...queue.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        queue.delete(due[0]);
        now = due[1].at;
        due[1].callback();
      }
      now = end;
    },
    pending: () => queue.size,
  };
}
