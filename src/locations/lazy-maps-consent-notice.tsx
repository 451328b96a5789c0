import { lazy, Suspense } from 'react';
import type { MapsConsentNoticeProps } from './maps-consent-notice';

// Only pages with a consent banner show it: a lazy chunk keeps it out of everyone's initial download.
const MapsConsentNotice = lazy(() => import('./maps-consent-notice').then((module) => ({ default: module.MapsConsentNotice })));

/** The notice that Google Maps waits for the visitor's consent (see `MapsConsentNotice`). */
export function LazyMapsConsentNotice(props: MapsConsentNoticeProps) {
  return (
    <Suspense fallback={null}>
      <MapsConsentNotice {...props} />
    </Suspense>
  );
}
