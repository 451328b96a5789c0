import { useState } from 'react';
import { lazyComponent } from '../shared';
import type { UrlHashProps } from './use-url-hash';

/** The URL hash and the browser history's steps (use-url-hash.ts): a chunk of their own. */
const UrlHash = lazyComponent(() => import('./use-url-hash'), 'UrlHash');

/**
 * The URL hash while `hash-routing` is on (use-url-hash.ts), loaded once the maps platform is there:
 * before it, the hash has nothing to do (a link's place or route waits for the platform, the view is
 * written once the map has one), and the first list does not wait for its code. Mounted from then on
 * while enabled, so a link is applied once, even when the platform changes later.
 */
export function LazyUrlHash(props: UrlHashProps) {
  const [wanted, setWanted] = useState(false);
  if (props.enabled && props.mapsReady && !wanted) setWanted(true);
  if (!props.enabled || !wanted) return null;
  return <UrlHash {...props} />;
}
