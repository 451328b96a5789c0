/**
 * Validation of the merged config (spec sections 5 and 8). The config comes from the network, so its
 * shape is checked before anything reads it: a missing non-optional key is 'Missing non-optional config'
 * naming the key, a missing distance unit is its own error, a wrong type is 'invalid_config', and the
 * location resources the app uses must be defined. Pure.
 */
import type { ResourceView } from '../api';
import type { LocatorConfig, ResourceConfig } from './types';
import { ConfigError, missingKeyError, unknownResourceError } from './errors';
import { isPlainObject, type PlainObject } from './merge';
import { THEME_TOKENS } from './theme';

/** The location resource the main loader and the nearest list use; a config without it cannot work. */
export const REQUIRED_RESOURCES = ['locations'] as const;

export const DISTANCE_UNIT_KEY = 'intlData.formats.number.distance.unit';
/** Route-matrix detours: at most this many stations per route (4 billed elements each). */
export const DETOUR_MATRIX_MAX_STATIONS = 50;

/** Every view of the contract's `ResourceView` (a record, so a view added there must be added here). */
const RESOURCE_VIEWS = Object.keys({
  show: true, within_bounds: true, within_region: true, nearest_to: true, along_corridor: true, complete: true,
} satisfies Record<ResourceView, true>) as readonly ResourceView[];

type Check = (value: unknown) => boolean;
const isString: Check = (v) => typeof v === 'string';
const isNonEmptyString: Check = (v) => typeof v === 'string' && v.trim() !== '';
const isNumber: Check = (v) => typeof v === 'number' && Number.isFinite(v);
const isPositiveInteger: Check = (v) => Number.isInteger(v) && (v as number) > 0;
const isNonNegative: Check = (v) => isNumber(v) && (v as number) >= 0;
const isObject: Check = isPlainObject;
const oneOf = (...values: string[]): Check => (v) => typeof v === 'string' && values.includes(v);
/** A zone the runtime's Intl knows (`Europe/London`): an unknown one throws there. */
const isTimeZone: Check = (v) => {
  if (!isNonEmptyString(v)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: v as string });
    return true;
  } catch {
    return false;
  }
};
const isStringRecord: Check = (v) => isPlainObject(v) && Object.values(v).every(isString);
const isStringList: Check = (v) => Array.isArray(v) && v.every(isString);
/** Google's autocomplete takes at most 5 place types, or one of the two collections on its own. */
const PLACE_TYPE_COLLECTIONS = ['(regions)', '(cities)'];
const isPlaceTypes: Check = (v) =>
  Array.isArray(v) &&
  v.length <= 5 &&
  v.every(isNonEmptyString) &&
  (v.length === 1 || !v.some((t) => PLACE_TYPE_COLLECTIONS.includes(t as string)));
const isHexColour: Check = (v) => typeof v === 'string' && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(v);
/** One or two characters (code points), no spaces: it must fit on a 28 px pin. */
const isGlyph: Check = (v) => typeof v === 'string' && /^\S{1,2}$/u.test(v);
const isMinSearchLocations: Check = (v) =>
  isPositiveInteger(v) || (isPlainObject(v) && isPositiveInteger(v.count) && isNonNegative(v.cutoffDistance));

interface Rule {
  key: string;
  check: Check;
  /** Human description for the error message. */
  expected: string;
  optional?: boolean;
}

/** Every key of `LocatorConfig` that is read as a value, in the order the errors are reported. */
/**
 * The theme's colours, one rule each. Built when a config is checked, not as the module loads: a call at
 * the top level would keep this module (and its rules) in the initial chunk of every page.
 */
const themeRules = (): Rule[] =>
  THEME_TOKENS.map((token) => ({ key: `theme.${token}`, check: isHexColour, expected: 'a hex colour (#rgb or #rrggbb)', optional: true }));

const RULES: Rule[] = [
  { key: 'status', check: oneOf('published', 'draft'), expected: "'published' or 'draft'" },
  { key: 'locale', check: oneOf('de_DE', 'en_GB'), expected: "'de_DE' or 'en_GB'" },
  { key: 'baseUrl', check: isNonEmptyString, expected: 'a URL' },
  { key: 'country', check: isNonEmptyString, expected: 'an ISO country code' },
  { key: 'authFailureUrl', check: isNonEmptyString, expected: 'a URL', optional: true },
  { key: 'requestHeaders', check: isStringRecord, expected: 'an object of strings', optional: true },
  { key: 'maps', check: isObject, expected: 'an object' },
  { key: 'maps.provider', check: oneOf('auto', 'google', 'maplibre', 'offline'), expected: "'auto', 'google', 'maplibre' or 'offline'" },
  { key: 'maps.apiKey', check: isString, expected: 'a string', optional: true },
  { key: 'maps.mapId', check: isString, expected: 'a string', optional: true },
  { key: 'maps.style', check: isNonEmptyString, expected: 'a style URL', optional: true },
  { key: 'maps.consentMode', check: oneOf('required', 'not_required'), expected: "'required' or 'not_required'", optional: true },
  { key: 'theme', check: isObject, expected: 'an object', optional: true },
  { key: 'resources', check: isObject, expected: 'an object' },
  { key: 'completions', check: isObject, expected: 'an object' },
  { key: 'completions.minQueryLength', check: isNonNegative, expected: 'a number ≥ 0' },
  { key: 'completions.limit', check: isPositiveInteger, expected: 'a positive integer' },
  { key: 'completions.debounceMs', check: isNonNegative, expected: 'a number ≥ 0' },
  { key: 'completions.options', check: isObject, expected: 'an object', optional: true },
  {
    key: 'completions.options.types',
    check: isPlaceTypes,
    expected: "at most 5 place types, or '(regions)' or '(cities)' alone",
    optional: true,
  },
  { key: 'map', check: isObject, expected: 'an object' },
  { key: 'map.defaultZoom', check: isNumber, expected: 'a number', optional: true },
  {
    key: 'map.defaultCenter',
    check: (v) => isPlainObject(v) && isNumber(v.lat) && isNumber(v.lng),
    expected: 'an object {lat, lng} of numbers',
    optional: true,
  },
  { key: 'map.targetZoom', check: (v) => isNumber(v) || isNonEmptyString(v), expected: 'a number or a zoom list/range' },
  { key: 'map.minSearchLocations', check: isMinSearchLocations, expected: 'a count or {count, cutoffDistance}' },
  {
    key: 'map.nearestMode',
    check: oneOf('raw', 'empty_if_clustered', 'empty_if_clustered_without_search'),
    expected: "'raw', 'empty_if_clustered' or 'empty_if_clustered_without_search'",
  },
  { key: 'map.nearestLimit', check: isPositiveInteger, expected: 'a positive integer' },
  { key: 'map.updateDebounceMs', check: isNonNegative, expected: 'a number ≥ 0' },
  { key: 'map.attributionLinks', check: (v) => typeof v === 'boolean', expected: 'true or false' },
  { key: 'brands', check: isObject, expected: 'an object' },
  { key: 'brands.siteBrands', check: isObject, expected: 'an object' },
  { key: 'brands.channelsOfTrade', check: isObject, expected: 'an object' },
  { key: 'directions', check: isObject, expected: 'an object' },
  { key: 'directions.unitSystem', check: oneOf('metric', 'imperial'), expected: "'metric' or 'imperial'" },
  { key: 'directions.waypointsLimit', check: (v) => Number.isInteger(v) && (v as number) >= 2, expected: 'an integer ≥ 2' },
  { key: 'directions.corridorRadius', check: isObject, expected: 'an object' },
  { key: 'directions.corridorRadius.value', check: isNumber, expected: 'a number' },
  { key: 'directions.corridorRadius.min', check: isNumber, expected: 'a number' },
  { key: 'directions.corridorRadius.max', check: isNumber, expected: 'a number' },
  { key: 'directions.corridorRadius.step', check: (v) => isNumber(v) && (v as number) > 0, expected: 'a number > 0' },
  { key: 'directions.detourMatrix', check: isObject, expected: 'an object' },
  { key: 'directions.detourMatrix.enabled', check: (v) => typeof v === 'boolean', expected: 'true or false' },
  {
    key: 'directions.detourMatrix.maxStations',
    check: (v) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= DETOUR_MATRIX_MAX_STATIONS,
    expected: `an integer from 1 to ${DETOUR_MATRIX_MAX_STATIONS}`,
  },
  { key: 'directions.timeZone', check: isTimeZone, expected: "an IANA time zone such as 'Europe/London'", optional: true },
  { key: 'filters', check: isObject, expected: 'an object', optional: true },
  { key: 'filters.priority', check: isStringList, expected: 'a list of group names', optional: true },
  { key: 'prices', check: isObject, expected: 'an object', optional: true },
  { key: 'prices.maxAgeHours', check: (v) => isNumber(v) && (v as number) > 0, expected: 'a number of hours > 0', optional: true },
  { key: 'filters.hiddenGroups', check: isStringList, expected: 'a list of group names', optional: true },
  { key: 'filters.synthetic', check: isObject, expected: 'an object', optional: true },
  { key: 'filters.prefilters', check: isString, expected: "a comma list of 'group.filter'", optional: true },
  { key: 'localized', check: isObject, expected: 'an object', optional: true },
];

function valueAt(config: PlainObject, key: string): unknown {
  let value: unknown = config;
  for (const part of key.split('.')) {
    if (!isPlainObject(value)) return undefined;
    value = value[part];
  }
  return value;
}

const isMissing = (value: unknown) => value === undefined || value === null;

function validateResource(name: string, resource: unknown): void {
  const key = `resources.${name}`;
  if (!isPlainObject(resource)) throw new ConfigError('invalid_config', `Invalid config: ${key} must be an object`, { key });
  if (typeof resource.enabled !== 'boolean') {
    throw isMissing(resource.enabled)
      ? missingKeyError(`${key}.enabled`)
      : new ConfigError('invalid_config', `Invalid config: ${key}.enabled must be true or false`, { key: `${key}.enabled` });
  }
  if (isMissing(resource.views)) throw missingKeyError(`${key}.views`);
  const views = resource.views;
  if (!Array.isArray(views) || !views.every((view) => RESOURCE_VIEWS.includes(view as ResourceView))) {
    throw new ConfigError('invalid_config', `Invalid config: ${key}.views must list views of ${RESOURCE_VIEWS.join(', ')}`, {
      key: `${key}.views`,
    });
  }
  for (const optional of ['metaHeaders', 'params'] as const) {
    if (!isMissing(resource[optional]) && !isStringRecord(resource[optional])) {
      throw new ConfigError('invalid_config', `Invalid config: ${key}.${optional} must be an object of strings`, {
        key: `${key}.${optional}`,
      });
    }
  }
  for (const flag of ['paginated', 'mapFields', 'mapColumns'] as const) {
    if (!isMissing(resource[flag]) && typeof resource[flag] !== 'boolean') {
      throw new ConfigError('invalid_config', `Invalid config: ${key}.${flag} must be true or false`, { key: `${key}.${flag}` });
    }
  }
}

/**
 * Each entry of the brand tables: a hex colour and a glyph; site brand keys in lower case (they are looked
 * up so). A null entry is a default the published config removed.
 */
function validateBrands(brands: PlainObject): void {
  for (const table of ['siteBrands', 'channelsOfTrade'] as const) {
    for (const [name, visual] of Object.entries(brands[table] as PlainObject)) {
      const key = `brands.${table}.${name}`;
      const fail = (what: string) => new ConfigError('invalid_config', `Invalid config: ${key}${what}`, { key });
      if (table === 'siteBrands' && name !== name.toLowerCase()) throw fail(' must be a lower-case key');
      if (visual === null) continue;
      if (!isPlainObject(visual)) throw fail(' must be an object with colour and glyph');
      if (!isHexColour(visual.colour)) throw fail('.colour must be a hex colour (#rgb or #rrggbb)');
      if (!isGlyph(visual.glyph)) throw fail('.glyph must be one or two characters');
    }
  }
}

/**
 * The filter block's shape: its groups (and synthetic groups) are objects. What they name (filters,
 * priority, hidden groups) is checked against each other by the filters feature (filters/filter-config.ts).
 */
function validateFilterShape(filters: PlainObject): void {
  if (isMissing(filters.groups)) throw missingKeyError('filters.groups');
  for (const table of ['groups', 'synthetic'] as const) {
    const entries = filters[table];
    if (isMissing(entries) && table === 'synthetic') continue;
    if (!isPlainObject(entries)) throw new ConfigError('invalid_config', `Invalid config: filters.${table} must be an object`, { key: `filters.${table}` });
    for (const [name, group] of Object.entries(entries)) {
      const key = `filters.${table}.${name}`;
      if (!isPlainObject(group)) throw new ConfigError('invalid_config', `Invalid config: ${key} must be an object`, { key });
    }
  }
}

/** `localized` holds per-locale overrides: objects, under the locales we ship. */
function validateLocalized(localized: PlainObject): void {
  for (const [locale, layer] of Object.entries(localized)) {
    const key = `localized.${locale}`;
    if (locale !== 'de_DE' && locale !== 'en_GB') throw new ConfigError('invalid_config', `Invalid config: ${key} is not a locale we ship`, { key });
    if (!isPlainObject(layer)) throw new ConfigError('invalid_config', `Invalid config: ${key} must be an object`, { key });
  }
}

/** Checks a merged config and returns it typed, or throws a `ConfigError`. */
export function validateConfig(config: PlainObject): LocatorConfig {
  const unit = valueAt(config, DISTANCE_UNIT_KEY);
  if (isMissing(unit)) {
    throw new ConfigError('missing_distance_unit', `Missing non-optional config: ${DISTANCE_UNIT_KEY} (the distance unit)`, {
      key: DISTANCE_UNIT_KEY,
    });
  }
  if (unit !== 'kilometer' && unit !== 'mile') {
    throw new ConfigError('invalid_config', `Invalid config: ${DISTANCE_UNIT_KEY} must be 'kilometer' or 'mile'`, {
      key: DISTANCE_UNIT_KEY,
    });
  }
  for (const rule of [...RULES, ...themeRules()]) {
    const value = valueAt(config, rule.key);
    if (isMissing(value)) {
      if (rule.optional) continue;
      throw missingKeyError(rule.key);
    }
    if (!rule.check(value)) {
      throw new ConfigError('invalid_config', `Invalid config: ${rule.key} must be ${rule.expected}`, { key: rule.key });
    }
  }
  const resources = config.resources as PlainObject;
  for (const [name, resource] of Object.entries(resources)) validateResource(name, resource);
  for (const name of REQUIRED_RESOURCES) {
    if (!(name in resources)) throw unknownResourceError(name);
  }
  validateBrands(config.brands as PlainObject);
  if (isPlainObject(config.filters)) validateFilterShape(config.filters);
  if (isPlainObject(config.localized)) validateLocalized(config.localized);
  return config as unknown as LocatorConfig;
}

/**
 * The config of a location resource. Asking for one the config does not define is the spec's
 * "resource is not defined in the app config" error (section 8).
 */
export function getResourceConfig(config: LocatorConfig, resource: string): ResourceConfig {
  const found = Object.hasOwn(config.resources, resource) ? config.resources[resource] : undefined;
  if (!found) throw unknownResourceError(resource);
  return found;
}
