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

/** Runs the steps, letting requests in (setImmediate) whenever `budgetMs` of work has gone by. */
export async function runSliced<T>(steps: Steps<T>, budgetMs = 8): Promise<T> {
  let start = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - start < budgetMs) continue;
    await new Promise((resolve) => setImmediate(resolve));
    start = performance.now();
  }
}

/** True every `every`-th call: where a loop over many items yields. */
export const every = (n: number, k: number): boolean => (k & (n - 1)) === n - 1;
