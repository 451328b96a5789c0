/**
 * An atom's value, read so that a change renders at once: `useSyncExternalStore` renders its updates
 * synchronously, in the task that changed the atom, where jotai's `useAtomValue` schedules a normal
 * render that waits behind a transition in progress and the browser's next frame. For what a visitor's
 * move must show without delay (the map's stations, issue 20: a busy pan's answer waited 25-60 ms behind
 * the nearest list's render and a frame before its pins were drawn). Use sparingly: such a render cannot
 * be sliced.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { useStore } from 'jotai/react';
import type { Atom } from 'jotai/vanilla';

export function useAtomValueNow<T>(atom: Atom<T>): T {
  const store = useStore();
  const subscribe = useCallback((onChange: () => void) => store.sub(atom, onChange), [store, atom]);
  const read = useCallback(() => store.get(atom), [store, atom]);
  return useSyncExternalStore(subscribe, read);
}
