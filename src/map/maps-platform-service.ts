/**
 * The maps implementation as a per-element service. `LocatorServices` lives in the bottom layer
 * (src/shared), which may not know the map port above it, so the map feature adds its factory to that
 * interface here, by declaration merging. The default is `createMapsPlatform` (Google or the offline
 * engine, from config); tests pass a factory that returns a fake platform.
 */
import type { CreateMapsPlatformOptions } from './create-maps-platform';
import type { MapsPlatform } from './types';

export type MapsPlatformFactory = (options: CreateMapsPlatformOptions) => Promise<MapsPlatform>;

declare module '../shared/services' {
  interface LocatorServices {
    /** Builds the maps implementation for a config; default `createMapsPlatform`. */
    createMapsPlatform?: MapsPlatformFactory;
  }
}
