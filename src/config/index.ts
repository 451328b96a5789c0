// Public face of the config folder: the locator config types, loading, merging, validation, defaults.
export type * from './types';
export { configAtom, provideConfig } from './config-atoms';
export { DEFAULT_CONFIG } from './defaults';
export { defaultMapView, FALLBACK_MAP_VIEW } from './map-view-defaults';
export { normaliseEnv, CONFIG_ENVS } from './env';
export { ConfigError, type ConfigErrorCode } from './errors';
export { configUrl, loadLocatorConfig, preloadConfigChecks, type ConfigLoadDeps, type ConfigOverride, type ConfigRequest } from './load-config';
export { buildConfig } from './build-config';
export { THEME_PROPERTIES, themeCss } from './theme';
export { mergeConfigLayers } from './merge';
export { DISTANCE_UNIT_KEY, REQUIRED_RESOURCES, getResourceConfig, validateConfig } from './validate';
