import { lazyComponent } from '../shared';

/** The saved routes panel's own chunk (it shares the directions atoms' chunk), fetched when it first opens. Mount it while the `SavedRoutes` modal is open. */
export const LazySavedRoutesPanel = lazyComponent(() => import('./saved-routes-panel'), 'SavedRoutesPanel');
