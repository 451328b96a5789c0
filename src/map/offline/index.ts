/**
 * The offline maps engine: loaded only through `import()` from `create-maps-platform.ts`, so the
 * bundler makes it (and the Natural Earth data behind it) separate lazy chunks.
 */
import type { MapsPlatform, MapView, MapViewOptions } from '../types';
import { createGazetteerServices, type GazetteerOptions } from './gazetteer-platform';
import { OfflineMapView, type OfflineMapViewOptions } from './offline-map-view';

export interface OfflinePlatformOptions extends GazetteerOptions {
  loadBasemap?: OfflineMapViewOptions['loadBasemap'];
}

export function createOfflinePlatform(options: OfflinePlatformOptions): MapsPlatform {
  const services = createGazetteerServices(options);
  return {
    provider: 'offline',
    ...services,
    createMapView(container: HTMLElement, viewOptions: MapViewOptions): MapView {
      return new OfflineMapView(container, { ...viewOptions, ...(options.loadBasemap ? { loadBasemap: options.loadBasemap } : {}) });
    },
    // No key, nothing to reject.
    onAuthFailure: () => () => {},
  };
}

export { OfflineMapView } from './offline-map-view';
export { OFFLINE_AVERAGE_SPEED_KMH } from './offline-routing';
