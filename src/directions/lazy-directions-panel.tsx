import { lazyComponent } from '../shared';

/** Directions mode's own chunk (its atoms, itinerary, DOMPurify), fetched the first time it opens. Mount it in the sidebar while in directions mode. */
export const LazyDirectionsPanel = lazyComponent(() => import('./directions-panel'), 'DirectionsPanel');
