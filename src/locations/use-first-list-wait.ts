import { use, useState } from 'react';
import { useStore } from 'jotai/react';
import { MOBILE_MEDIA_QUERY } from '../shared';
import { waitForFirstList } from './first-list-wait';
import { nearestListRequestedAtom } from './loaders-atoms';

/**
 * For the shell, before it renders anything: its first render waits for the list asked for with the
 * config (a view in the URL), for a moment (first-list-wait.ts). Not on a phone, where the map shows
 * first and the list is a tap away: the viewport is read here, as the shell's own sync of it has not
 * run yet at its first render.
 */
export function useFirstListWait(): void {
  const store = useStore();
  const [wait] = useState(() =>
    store.get(nearestListRequestedAtom) && !window.matchMedia(MOBILE_MEDIA_QUERY).matches ? waitForFirstList(store) : null,
  );
  if (wait) use(wait);
}
