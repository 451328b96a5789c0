/**
 * Reading an atom in a component. Every feature reads atoms with these two, not with jotai's
 * `useAtomValue` (the lint rule says so).
 */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useStore } from 'jotai/react';
import type { Atom } from 'jotai/vanilla';

/**
 * An atom's value; a change renders at normal priority, as with jotai's `useAtomValue`, but a reader is
 * not rendered a second time as it mounts. jotai subscribes in an effect and then dispatches to a
 * reducer to catch a change made in between, and React 19 renders a reducer's dispatch even when the
 * reducer keeps its state (reducers have no eager bail-out): every reader of an atom rendered twice as
 * it mounted, the whole shell on the way to the first list. A state setter whose updater keeps
 * the state is dropped before any render. Not for atoms holding promises (there are none: loads keep
 * their state in plain atoms).
 */
export function useAtomValue<T>(atom: Atom<T>): T {
  const store = useStore();
  const [read, setRead] = useState(() => ({ store, atom, value: store.get(atom) }));
  useEffect(() => {
    const update = () => {
      const value = store.get(atom);
      setRead((last) => (last.store === store && last.atom === atom && Object.is(last.value, value) ? last : { store, atom, value }));
    };
    const unsubscribe = store.sub(atom, update);
    update(); // a change between the render and the subscription
    return unsubscribe;
  }, [store, atom]);
  // Another atom or store than the one read (a prop changed): read it now, the effect subscribes to it.
  return read.store === store && read.atom === atom ? read.value : store.get(atom);
}

/**
 * An atom's value, read so that a change renders at once: `useSyncExternalStore` renders its updates
 * synchronously, in the task that changed the atom, where `useAtomValue` schedules a normal render that
 * waits behind a transition in progress and the browser's next frame. For what a visitor's move must
 * show without delay (the map's stations: otherwise a busy pan's answer waits behind the nearest list's
 * render and a frame before its pins are drawn). Use sparingly: such a render cannot be
 * sliced.
 */
export function useAtomValueNow<T>(atom: Atom<T>): T {
  const store = useStore();
  const subscribe = useCallback((onChange: () => void) => store.sub(atom, onChange), [store, atom]);
  const read = useCallback(() => store.get(atom), [store, atom]);
  return useSyncExternalStore(subscribe, read);
}
