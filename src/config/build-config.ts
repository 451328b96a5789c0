/**
 * Merging and validating a loaded config (spec sections 3 and 8), in the order `load-config.ts`
 * describes. A lazy chunk of its own (`loadLocatorConfig` fetches it while the config loads): the
 * validation rules are the largest part of the config feature. Pure.
 */
import { DEFAULT_CONFIG } from './defaults';
import { ConfigError } from './errors';
import { isPlainObject, mergeConfigLayers, type PlainObject } from './merge';
import type { ConfigRequest, LocaleCode, LocatorConfig } from './types';
import { validateConfig } from './validate';

function localizedLayer(layer: unknown, locale: LocaleCode): unknown {
  return isPlainObject(layer) && isPlainObject(layer.localized) ? layer.localized[locale] : undefined;
}

const LOCALES: readonly LocaleCode[] = ['de_DE', 'en_GB'];

/** A config's `locale` when it names one of ours (`en_GB` or `en-GB`); else null. */
function configLocale(layer: unknown): LocaleCode | null {
  if (!isPlainObject(layer) || typeof layer.locale !== 'string') return null;
  const value = layer.locale.trim().replace('-', '_');
  return LOCALES.find((locale) => locale === value) ?? null;
}

/**
 * The locator's locale: the `locale` attribute's; without one the `config` property's `locale`, then the
 * published config's, then the request's (de_DE).
 */
export function effectiveLocale(remote: unknown, request: ConfigRequest): LocaleCode {
  if (request.localeFromAttribute !== false) return request.locale;
  return configLocale(request.override) ?? configLocale(remote) ?? request.locale;
}

/** Merges the layers and validates the result (no I/O; exported for tests and for re-merging). */
export function buildConfig(remote: unknown, request: ConfigRequest): LocatorConfig {
  if (!isPlainObject(remote)) {
    throw new ConfigError('invalid_config', 'Invalid config: the published config must be a JSON object');
  }
  const locale = effectiveLocale(remote, request);
  const attributeLayer: PlainObject = {
    maps: { apiKey: request.mapsApiKey || undefined, mapId: request.mapId || undefined },
    locale,
  };
  const merged = mergeConfigLayers(
    DEFAULT_CONFIG,
    remote,
    localizedLayer(remote, locale),
    request.override,
    localizedLayer(request.override, locale),
    attributeLayer,
  );
  delete merged.localized;
  return validateConfig(merged);
}
