import { lazyComponent } from '../shared';

/**
 * The notice that Google Maps waits for the visitor's consent (see `MapsConsentNotice`). Only pages with a
 * consent banner show it: a lazy chunk keeps it out of everyone's initial download.
 */
export const LazyMapsConsentNotice = lazyComponent(() => import('./maps-consent-notice'), 'MapsConsentNotice');
