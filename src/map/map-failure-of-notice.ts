/** The failure a maps platform notice reports (kept out of the lazy ./map-failure.ts chunk: it runs on every notice). */
import type { MapFailure } from './map-failure';
import type { MapsPlatformNotice } from './types';

export function mapFailureOfNotice(notice: MapsPlatformNotice): MapFailure {
  return notice.type === 'host_loaded' ? 'host_loaded' : `${notice.service}_${notice.kind}`;
}
