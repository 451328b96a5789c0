import type { createStore } from 'jotai/vanilla';
import { nearestListAtom } from './results-atoms';

type Store = ReturnType<typeof createStore>;

/**
 * Settles once the nearest list can say what it shows (ready or failed), or when `loads` settle, whichever
 * comes first. The shell's first render waits for this, not for every first-view answer: the map's
 * within_bounds answers are drawn by an engine that loads after the shell anyway, and the slowest of them
 * held the list back. Where the nearest mode hides the list on a clustered map, the list is decided only
 * once a map answer says whether it is clustered, so that answer is waited for.
 */
export function firstListDecided(store: Store, loads: Promise<void>): Promise<void> {
  const decided = () => {
    const { status } = store.get(nearestListAtom);
    return status === 'ready' || status === 'error';
  };
  if (decided()) return Promise.resolve();
  return new Promise((resolve) => {
    let stop: (() => void) | null = null;
    const done = () => {
      stop?.();
      stop = null;
      resolve();
    };
    stop = store.sub(nearestListAtom, () => {
      if (decided()) done();
    });
    // A failure of the loads is reported by the loaders themselves; the wait ends either way.
    loads.then(done, done);
  });
}
