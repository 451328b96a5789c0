import { lazyComponent } from '../shared';

/** The panel lives in directions mode's chunk, which is loaded by the time its button can be pressed. Mount it while the modal is `RouteOptions`. */
export const LazyRouteOptionsPanel = lazyComponent(() => import('./route-options-panel'), 'RouteOptionsPanel');
