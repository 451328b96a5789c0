import { useId } from 'react';
import { useTranslation } from '../i18n';
import type { GeolocationStatus } from './geolocation';

export interface GeolocationButtonProps {
  /** Whether the element has a geolocation service; without one the button is not shown. */
  available: boolean;
  status: GeolocationStatus;
  onStart: () => void;
  /** Accessible name when idle (default: the search box's "use my location"). */
  label?: string;
}

/**
 * "Use my location" (spec sections 2 and 4): a spinner while waiting, pressed on success, and the
 * translated error as a tooltip (`search.geolocation_status.error`) on failure. Not shown when the
 * element has no geolocation service. Used by the search box and the origin of directions mode.
 */
export function GeolocationButton({ available, status, onStart, label }: GeolocationButtonProps) {
  const { t } = useTranslation();
  const tooltipId = useId();
  if (!available) return null;
  const waiting = status === 'waiting';
  return (
    <span className="search-geolocation" data-status={status}>
      <button
        type="button"
        className="tool-button search-geolocation__button"
        aria-label={waiting ? t('search.geolocation.waiting') : (label ?? t('search.geolocation.button'))}
        aria-pressed={status === 'success'}
        aria-busy={waiting}
        aria-describedby={status === 'error' ? tooltipId : undefined}
        onClick={onStart}
        data-search-geolocation=""
      >
        {waiting ? (
          <span className="search-spinner" aria-hidden="true" data-search-spinner="" />
        ) : (
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              d="M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm9 3h-2.07A7 7 0 0 0 13 5.07V3h-2v2.07A7 7 0 0 0 5.07 11H3v2h2.07A7 7 0 0 0 11 18.93V21h2v-2.07A7 7 0 0 0 18.93 13H21zm-9 6a5 5 0 1 1 0-10 5 5 0 0 1 0 10z"
              fill="currentColor"
            />
          </svg>
        )}
      </button>
      {status === 'error' && (
        <span className="search-geolocation__tooltip" role="tooltip" id={tooltipId}>
          {t('search.geolocation_status.error')}
        </span>
      )}
    </span>
  );
}
