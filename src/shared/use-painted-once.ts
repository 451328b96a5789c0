import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from './timers';

/**
 * False until the frame after the component's first commit has painted, then true (set in a transition,
 * so what it shows renders in React's slices); true from the start when `wait` is false. For a part of
 * the shell that the first frame does not need: rendered in a background render at once
 * (`useDeferredValue`), its render, layout effects and re-renders ran before that frame, which waited
 * for them.
 */
export function usePaintedOnce(wait: boolean): boolean {
  const [painted, setPainted] = useState(!wait);
  useEffect(() => {
    if (painted) return undefined;
    return afterNextPaint(() => startTransition(() => setPainted(true)));
  }, [painted]);
  return painted;
}
