/**
 * React renders a transition in slices of 5 ms (its scheduler's default), giving the main thread back
 * to the browser between them. The shell's first render, the whole element with its first list, takes
 * 20 to 25 ms of slices on the dev machine, and on two busy cores each slice's end gave the core away
 * and the next one waited for it (issue 20, target 1). Slices of 33 ms for that render only: it takes
 * one or two here, and on a phone several times slower none is a long task (over 50 ms, target 2), as
 * a render without slices would be.
 */
import { unstable_forceFrameRate } from 'scheduler';

/** 33 ms slices: under a long task's 50 ms with room for the component being rendered at the end. */
export const LONGER_SLICES_PER_SECOND = 30;

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
