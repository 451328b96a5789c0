/**
 * React renders a transition in slices of 5 ms (its scheduler's default), giving the main thread back
 * to the browser between them. The shell's first render, the whole element with its first list, took
 * several slices, and on two busy cores a slice's end can give the core away and the next slice wait
 * for it. Slices of a 60 Hz frame (16 ms) for that render only. Not longer: React commits in the task
 * of the last slice, so a slice's length adds to the commit's in the longest task on the way (none may
 * exceed 50 ms). What it gained, what it depends on and when it can go: docs/performance.md.
 */
import { unstable_forceFrameRate } from 'scheduler';

/** 16 ms slices: a frame's length at 60 Hz. */
export const LONGER_SLICES_PER_SECOND = 60;

/** Elements holding longer slices: the scheduler is one per page (our bundle's), shared by all. */
let holders = 0;

/**
 * Longer render slices until the returned function is called (once per hold; more calls do nothing).
 * Several elements may hold them at once; the default comes back when the last lets go.
 */
export function holdLongerRenderSlices(): () => void {
  holders += 1;
  if (holders === 1) unstable_forceFrameRate(LONGER_SLICES_PER_SECOND);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0) unstable_forceFrameRate(0);
  };
}
