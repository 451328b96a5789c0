// Public face of the config folder: the locator config types, loading, merging, validation, defaults.
/*
 * Spec rule → file (spec section, rule in short → the file that implements it; from the spec audit):
 * §1 Brands shown: bp, amoco, {product}, {product}_pulse → defaults.ts
 * §1 Remote config default locale en_GB before override (en-GB reading) → defaults.ts, build-config.ts
 * §3 Search state: paginated flag per resource (default false) → types.ts
 * §3 Config: status (default published), baseUrl, locale → defaults.ts, validate.ts
 * §3 Config: resources each with enabled, views, metaHeaders → validate.ts
 * §3 Config: completions (minQueryLength, limit, options) → defaults.ts, validate.ts
 * §3 Config: map.minSearchLocations (number, or {count, cutoffDistance}) → validate.ts
 * §3 Config: intlData number distance unit → validate.ts
 * §3 Config: directions.unitSystem, directions.waypointsLimit → validate.ts
 * §3 Config: auth-failure URL → types.ts, load-config.ts
 * §3 Config: default target zoom → defaults.ts
 * §4 Config status defaults to published → defaults.ts, load-config.ts
 * §4 401/403 on the config request redirects to the auth-failure URL, if set → load-config.ts
 * §5 Completion limit default 5 → defaults.ts
 * §5 Config must define the distance unit → validate.ts
 * §5 Maximum waypoints = directions.waypointsLimit, default 3 → defaults.ts
 * §5 Missing non-optional config key is an error → validate.ts, errors.ts
 * §7 Own API base /api/v2 or the configured baseUrl → defaults.ts
 * §7 GET /config/published/{locator}/{env}/{locale}.json: headers, merged over local defaults, localised overrides → load-config.ts, build-config.ts
 * §7 Place autocomplete: predictions with types (default geocode), optional bounds, session token → defaults.ts
 * §8 Config 401/403: redirect to the auth-failure URL → load-config.ts
 * §8 Missing non-optional config key: 'Missing non-optional config' → errors.ts
 * §8 Unknown resource: error that it is not defined in the app config → errors.ts
 * §9 Environments prod, uat, test (anything else becomes test) → env.ts
 * §9 Default map zoom 6, centre lat 55, lng -4 → defaults.ts
 * §9 Default target zoom range 14..18 → defaults.ts
 * §9 Completions: minimum 3, limit 5, debounce 250 ms → defaults.ts
 * §9 Nearest-to limit 50 in the main loader → defaults.ts
 * §9 Waypoint limit 3 → defaults.ts
 * §9 Corridor radius default 5 → defaults.ts
 * §9 Corridor radius range 1 to 25, step 1 → defaults.ts
 * §9 Map update debounce 250 ms → defaults.ts
 */
export type * from './types';
export { configAtom, provideConfig } from './config-atoms';
export { DEFAULT_CONFIG } from './defaults';
export { defaultMapView, FALLBACK_MAP_VIEW } from './map-view-defaults';
export { normaliseEnv, CONFIG_ENVS } from './env';
export { ConfigError, type ConfigErrorCode } from './errors';
export { configUrl, loadLocatorConfig, preloadConfigChecks, type ConfigLoadDeps } from './load-config';
export { buildConfig } from './build-config';
export { THEME_PROPERTIES, themeCss } from './theme';
export { effectiveMapsConsent } from './maps-consent';
export { mergeConfigLayers } from './merge';
export { DISTANCE_UNIT_KEY, REQUIRED_RESOURCES, getResourceConfig, validateConfig } from './validate';
