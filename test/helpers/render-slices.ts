import { unstable_NormalPriority, unstable_scheduleCallback, unstable_shouldYield } from 'scheduler';

/**
 * Whether React's scheduler (the one react-dom renders with) ends a slice after `ms` of work: its task
 * works for `ms` by the clock (a busy machine only lengthens it) and asks.
 */
export function sliceEndsAfter(ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    unstable_scheduleCallback(unstable_NormalPriority, () => {
      const started = performance.now();
      while (performance.now() - started < ms) {
        // working
      }
      resolve(unstable_shouldYield());
    });
  });
}
