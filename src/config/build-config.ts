/**
 * Merging and validating a loaded config (spec sections 3 and 8), in the order `load-config.ts`
 * describes. A lazy chunk of its own (`loadLocatorConfig` fetches it while the config loads): the
 * validation rules are the largest part of the config feature. Pure.
 */
import { DEFAULT_CONFIG } from './defaults';
import { ConfigError } from './errors';
import type { ConfigRequest } from './load-config';
import { isPlainObject, mergeConfigLayers, type PlainObject } from './merge';
import type { LocaleCode, LocatorConfig } from './types';
import { validateConfig } from './validate';

function localizedLayer(layer: unknown, locale: LocaleCode): unknown {
  return isPlainObject(layer) && isPlainObject(layer.localized) ? layer.localized[locale] : undefined;
}

/** Merges the layers and validates the result (no I/O; exported for tests and for re-merging). */
export function buildConfig(remote: unknown, request: ConfigRequest): LocatorConfig {
  if (!isPlainObject(remote)) {
    throw new ConfigError('invalid_config', 'Invalid config: the published config must be a JSON object');
  }
  const attributeLayer: PlainObject = {
    maps: { apiKey: request.mapsApiKey || undefined, mapId: request.mapId || undefined },
    locale: request.locale,
  };
  const merged = mergeConfigLayers(
    DEFAULT_CONFIG,
    remote,
    localizedLayer(remote, request.locale),
    request.override,
    localizedLayer(request.override, request.locale),
    attributeLayer,
  );
  delete merged.localized;
  return validateConfig(merged);
}
