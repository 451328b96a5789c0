/**
 * The element's first render waits for the first nearest list, for a moment. When the list was asked
 * for with the config (a view in the URL, `loadFirstViewAtom`), its answer is on its way while the
 * shell renders, and comes in as the shell commits: the element then drew the shell with a busy list,
 * laid it out and ran its effects, and only then read the answer, rendered the stations and laid
 * everything out again (traces: the answer's body was read 20 ms after its last byte, issue 20).
 *
 * Instead, the shell's first render (a transition) suspends before it renders anything
 * (`useFirstListWait`) until the list's answers are in, at most `FIRST_LIST_WAIT_MS`: the main thread is
 * free to read the answers, and the shell renders once, with the stations, in one commit and one
 * layout. Not deeper in the tree: React 19 starts a suspended render over from the top when its promise
 * settles (it does not resume it), and renders what it had reached once more in between, so a wait where
 * the list goes rendered the shell three times (traces). A slower API shows the shell with its busy
 * list after that wait, as before; a later list (a search, a pan) never waits.
 */
import type { createStore } from 'jotai/vanilla';
import { servicesAtom, timersOf } from '../shared';
import { nearestListAtom } from './results-atoms';

type Store = ReturnType<typeof createStore>;

/** How long the first render waits for the list at most: a slow answer shows the busy list after it. */
export const FIRST_LIST_WAIT_MS = 200;

/**
 * The wait: a promise marked fulfilled as it settles, the way React marks the promises `use` has seen,
 * so the render started over reads it at once instead of suspending again.
 */
export type FirstListWait = Promise<void> & ({ status?: undefined } | { status: 'fulfilled'; value: undefined });

/** The wait as it is made: its fields are set as it settles. */
type SettlingWait = Promise<void> & { status?: string; value?: undefined };

const listLoading = (store: Store) => store.get(nearestListAtom).status === 'loading';

/** One wait per store, decided at the first call: a render started over asks again and gets the same one. */
const waits = new WeakMap<Store, FirstListWait | null>();

/**
 * The wait for the first list, for React's `use` in the shell's first render: settled when the list
 * settles (stations, an empty answer or a failure) or after `FIRST_LIST_WAIT_MS`, whichever comes
 * first; null when the list was not loading at the first call. The same answer for the store at every
 * call: React starts a suspended first render over when the wait ends, and that render must find the
 * wait settled, not start another.
 */
export function waitForFirstList(store: Store): FirstListWait | null {
  if (!waits.has(store)) waits.set(store, listLoading(store) ? startWait(store) : null);
  return waits.get(store) ?? null;
}

function startWait(store: Store): FirstListWait {
  const timers = timersOf(store.get(servicesAtom));
  // Not the promise's `status`: React sets it to 'pending' as `use` first sees the promise.
  let settled = false;
  let settle = () => {};
  const wait: SettlingWait = new Promise<void>((resolve) => {
    settle = () => {
      if (settled) return;
      settled = true;
      wait.status = 'fulfilled';
      wait.value = undefined;
      unsubscribe();
      timers.clearTimeout(timer);
      resolve();
    };
  });
  const unsubscribe = store.sub(nearestListAtom, () => {
    if (!listLoading(store)) settle();
  });
  const timer = timers.setTimeout(settle, FIRST_LIST_WAIT_MS);
  return wait as FirstListWait;
}
