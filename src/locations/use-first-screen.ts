import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from '../shared';

/**
 * A station takes 170 to 190 px, so the window's height in stations (3 show in the element's default
 * 600 px, 8 fill a 1,500 px sidebar); each one more is a few milliseconds of a slow phone's first render.
 */
function firstItemCount(windowHeight: number): number {
  return Math.min(8, Math.max(3, Math.ceil(windowHeight / 170)));
}

/** How much of a list of stations to render now. */
export interface FirstScreen {
  /** The number of items to render. */
  shown: number;
  /** Whether items are still to come (the list is busy for assistive technology meanwhile). */
  renderingRest: boolean;
}

/**
 * A new list of `count` stations (a new `listKey`) shows at once the stations that can be on the first
 * screen, and the rest after the frame that shows them, in a transition React renders in slices: the
 * first stations, the map drawn from the same answers and the press that asked for the list are painted
 * without waiting for fifty (or five hundred) list items. Begun at once, React's slices of the rest kept
 * the browser from painting that frame until they were done (Chromium gave no frame for 180 ms).
 */
export function useFirstScreen(listKey: unknown, count: number): FirstScreen {
  /** The list whose items all show. */
  const [complete, setComplete] = useState<{ key: unknown } | null>(null);
  const [firstItems] = useState(() => firstItemCount(window.innerHeight));
  const showAll = complete !== null && complete.key === listKey;
  const hasMoreToShow = count > firstItems;
  useEffect(() => {
    if (showAll || !hasMoreToShow) return undefined;
    return afterNextPaint(() => startTransition(() => setComplete({ key: listKey })));
  }, [showAll, hasMoreToShow, listKey]);
  return { shown: showAll ? count : Math.min(count, firstItems), renderingRest: !showAll && hasMoreToShow };
}
