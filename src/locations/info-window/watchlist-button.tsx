import { useSetAtom } from 'jotai/react';
import { useTranslation } from '../../i18n';
import { useAtomValue } from '../../shared';
import type { WireLocation } from '../../api';
import { toggleWatchlistAtom, watchlistIdsAtom, watchlistPendingAtom } from '../../watchlist';

export interface WatchlistButtonProps {
  resource: string;
  location: WireLocation;
}

/**
 * Adds the station to the visitor's watchlist ("my stations") or removes it: a toggle button, its state
 * in `aria-pressed` (the label stays the same, as toggle buttons should). Busy while the element waits for
 * the host's list (at most 2 s).
 */
export function WatchlistButton({ resource, location }: WatchlistButtonProps) {
  const { t } = useTranslation();
  const ids = useAtomValue(watchlistIdsAtom);
  const pending = useAtomValue(watchlistPendingAtom);
  const toggle = useSetAtom(toggleWatchlistAtom);
  const pressed = ids.has(location.watchlist_id);
  return (
    <button
      type="button"
      className="info-window__watchlist"
      aria-pressed={pressed}
      aria-busy={pending || undefined}
      disabled={pending}
      onClick={() => toggle({ resource, location })}
    >
      <span className="info-window__watchlist-icon" aria-hidden="true" data-pressed={pressed ? '' : undefined} />
      {pending ? t('watchlist.pending') : t('watchlist.button')}
    </button>
  );
}
