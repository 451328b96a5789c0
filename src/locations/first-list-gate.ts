import type { Atom, createStore } from 'jotai/vanilla';
import { afterNextPaint } from '../shared';
import { nearestListAwaitedAtom } from './loaders-atoms';

type Store = ReturnType<typeof createStore>;

/** How long work that waits for the first list waits at most (a slow or silent API). */
export const FIRST_LIST_WAIT_MS = 1500;

/**
 * Runs `task` once `waiting` reads false: at once when it does already, and after `fallbackMs` at the
 * latest. The page's timer, not the element's: a fake clock would hold the work back. Returns a cancel
 * function.
 */
export function whenNoLongerWaiting(store: Store, waiting: Atom<boolean>, task: () => void, fallbackMs: number): () => void {
  if (!store.get(waiting)) {
    task();
    return () => {};
  }
  const stop = () => {
    unsubscribe();
    globalThis.clearTimeout(fallback);
  };
  const run = () => {
    stop();
    task();
  };
  const unsubscribe = store.sub(waiting, () => {
    if (!store.get(waiting)) run();
  });
  const fallback = globalThis.setTimeout(run, fallbackMs);
  return stop;
}

/**
 * Runs `task` after the frame that follows the answers of the nearest list asked for with the config (a
 * view in the URL), or after the next frame when none was asked for. For work the first list does not
 * need (the map's first render, the engine's chunks, compile and set-up): on two cores it took them from
 * the frame that shows the list. Returns a cancel function.
 */
export function afterFirstListPainted(store: Store, task: () => void, fallbackMs = FIRST_LIST_WAIT_MS): () => void {
  let cancelPaint = () => {};
  const cancelWait = whenNoLongerWaiting(store, nearestListAwaitedAtom, () => (cancelPaint = afterNextPaint(task)), fallbackMs);
  return () => {
    cancelWait();
    cancelPaint();
  };
}
