/**
 * Long builds written once as generators that `yield` at safe points, then run either at once
 * (startup, tests) or in slices that hand the event loop back to waiting requests (a replica
 * rebuilding its indexes while it serves, see station-data.ts).
 */

/** A build that yields at safe points and returns what it built. */
export type Steps<T = void> = Generator<void, T, undefined>;

/** Runs every step now. */
export function runNow<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

const handBack = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Runs the steps, letting requests in (setImmediate) whenever `budgetMs` of work has gone by, and
 * once more after the last step: what the caller does with the result (the next build, a worker's
 * start) would otherwise run in the same turn of the loop as the last slice, and their sum held it
 * for 50-80 ms of CPU at the end of a gazetteer build of 150,000 stations.
 */
export async function runSliced<T>(steps: Steps<T>, budgetMs = 8): Promise<T> {
  let start = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) {
      await handBack();
      return step.value;
    }
    if (performance.now() - start < budgetMs) continue;
    await handBack();
    start = performance.now();
  }
}

/** True every `every`-th call: where a loop over many items yields. */
export const every = (n: number, k: number): boolean => (k & (n - 1)) === n - 1;
