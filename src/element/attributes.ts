/**
 * The element's attributes (DESIGN.md "Element surface") and their parsing into typed settings. Pure:
 * the page origin is passed in. Attribute values come from page markup: untrusted, so anything odd
 * falls back to the default rather than failing.
 */
import type { ConfigEnv, ConfigOverride, ConfigRequest, ConfigStatus, MapsConsent } from '../config';
import { CONFIG_ENVS, normaliseEnv } from '../config';
import { DEFAULT_LOCALE, normaliseLocale, SUPPORTED_LOCALES, type SupportedLocale } from '../shared';

/** The observed attributes, kebab-case, with the camelCase prop r2wc maps each one to. */
export const ATTRIBUTES = {
  'config-env': 'configEnv',
  locale: 'locale',
  resource: 'resource',
  'config-base': 'configBase',
  'maps-api-key': 'mapsApiKey',
  'map-id': 'mapId',
  'hash-routing': 'hashRouting',
  'host-origin': 'hostOrigin',
  'maps-consent': 'mapsConsent',
  'config-status': 'configStatus',
} as const;

export type AttributeName = keyof typeof ATTRIBUTES;
export type AttributeProp = (typeof ATTRIBUTES)[AttributeName];

/** The raw attribute strings as r2wc hands them to the React root (absent = undefined). */
export type RawAttributes = Partial<Record<AttributeProp, string>>;

export interface ElementSettings {
  env: ConfigEnv;
  /** The `locale` attribute's locale; de_DE when it is absent or names no locale we have. */
  locale: SupportedLocale;
  /**
   * Whether the `locale` attribute named a locale we have. When it did not, the published config's
   * `locale` applies, else de_DE (order: attribute, config, de_DE).
   */
  localeFromAttribute: boolean;
  /** The retail locator whose config is loaded; null when the attribute is missing. */
  resource: string | null;
  /** Where `/config/...` is served; default: the page origin. */
  configBase: string;
  mapsApiKey: string | null;
  mapId: string | null;
  /** Keep state in the URL hash (default on; a host with its own router turns it off). */
  hashRouting: boolean;
  /** The exact origin postMessage goes to and is accepted from; null = the page's own origin. */
  hostOrigin: string | null;
  /**
   * Whether the visitor agreed to Google Maps; null without the attribute: then `pending` where the config
   * requires consent (`maps.consentMode`), else `granted` (pages without a consent banner do not change).
   */
  mapsConsent: MapsConsent | null;
  /** `draft` loads the signed-in author's draft (the builder's preview); anything else the published config. */
  configStatus: ConfigStatus;
}

const FALSE_WORDS = new Set(['false', 'off', 'no', '0']);
const TRUE_WORDS = new Set(['', 'true', 'on', 'yes', '1']);

/** A boolean attribute: `"false"`, `"off"`, `"no"`, `"0"` turn it off; present or `"true"` turn it on. */
export function parseBooleanAttribute(value: string | null | undefined, fallback: boolean): boolean {
  if (value === null || value === undefined) return fallback;
  const word = value.trim().toLowerCase();
  if (FALSE_WORDS.has(word)) return false;
  if (TRUE_WORDS.has(word)) return true;
  return fallback;
}

/**
 * An exact origin (`https://host.example:8443`), or null. Paths are dropped; `*` and the opaque origin
 * `null` (sandboxed frames, file:) are refused: messages must never go to or come from "anyone".
 */
export function parseOrigin(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** A base URL for `/config/...`: absolute http(s), or relative to the page origin. Trailing slashes go. */
export function parseConfigBase(value: string | null | undefined, pageOrigin: string): string {
  const cleaned = value?.trim();
  if (!cleaned) return pageOrigin;
  try {
    const url = new URL(cleaned, `${pageOrigin}/`);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return pageOrigin;
    return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
  } catch {
    return pageOrigin;
  }
}

/**
 * `granted`, `pending` or `denied` (any case); absent or empty: `granted`, as before the attribute existed.
 * Any other value is `pending`: a host that meant to hold Google back and misspelt the word must not load
 * Google (the safe side of a privacy setting is "not yet").
 */
export function parseMapsConsent(value: string | null | undefined): MapsConsent {
  return mapsConsentAttribute(value) ?? 'granted';
}

/** The attribute as `parseMapsConsent` reads it, but null when absent or empty: the config then decides. */
export function mapsConsentAttribute(value: string | null | undefined): MapsConsent | null {
  const word = value?.trim().toLowerCase();
  if (!word) return null;
  if (word === 'granted' || word === 'denied') return word;
  return 'pending';
}

const nonEmpty = (value: string | undefined) => (value?.trim() ? value.trim() : null);

/**
 * Whether a `locale` value names a locale we have: either spelling of one (`en-GB`, `en_gb`) or its
 * language (`en`, `en-US` → en_GB). `fr_FR` does not.
 */
export function isSupportedLocaleValue(value: string | undefined): boolean {
  const cleaned = (value ?? '').trim().replace('-', '_').toLowerCase();
  if (!cleaned) return false;
  const language = cleaned.split('_')[0];
  return SUPPORTED_LOCALES.some((locale) => locale.toLowerCase() === cleaned || locale.startsWith(`${language}_`));
}

export function parseAttributes(raw: RawAttributes, pageOrigin: string): ElementSettings {
  return {
    env: normaliseEnv(raw.configEnv),
    locale: normaliseLocale(raw.locale),
    localeFromAttribute: isSupportedLocaleValue(raw.locale),
    resource: nonEmpty(raw.resource),
    configBase: parseConfigBase(raw.configBase, pageOrigin),
    mapsApiKey: nonEmpty(raw.mapsApiKey),
    mapId: nonEmpty(raw.mapId),
    hashRouting: parseBooleanAttribute(raw.hashRouting, true),
    hostOrigin: parseOrigin(raw.hostOrigin),
    mapsConsent: mapsConsentAttribute(raw.mapsConsent),
    configStatus: raw.configStatus?.trim().toLowerCase() === 'draft' ? 'draft' : 'published',
  };
}

/** `locator-error` codes of attribute values the element does not know (it goes on with a fallback). */
export type AttributeWarningCode = 'invalid_config_env' | 'unsupported_locale';

export interface AttributeWarning {
  code: AttributeWarningCode;
  /** English, for developers' logs. */
  message: string;
}

/**
 * What is wrong with the `config-env` and `locale` values, if anything. The element still starts (the
 * spec's rule: any other env is test; a locale we do not have falls back to the config's, then de_DE),
 * but says so: a wrong value would otherwise load the test config or German without a word.
 */
export function attributeWarnings(raw: Pick<RawAttributes, 'configEnv' | 'locale'>): AttributeWarning[] {
  const warnings: AttributeWarning[] = [];
  const env = raw.configEnv?.trim();
  if (env && !(CONFIG_ENVS as readonly string[]).includes(env.toLowerCase())) {
    warnings.push({
      code: 'invalid_config_env',
      message: `config-env="${env}" is not one of ${CONFIG_ENVS.join(', ')}: the test config is loaded`,
    });
  }
  const locale = raw.locale?.trim();
  if (locale && !isSupportedLocaleValue(locale)) {
    warnings.push({
      code: 'unsupported_locale',
      message: `locale="${locale}" is not supported (${SUPPORTED_LOCALES.join(', ')}): the config's locale is used, else ${DEFAULT_LOCALE}`,
    });
  }
  return warnings;
}

/** The attributes as r2wc hands them to the React root (absent: undefined), read from `element`. */
export function readAttributes(element: Element): RawAttributes {
  return Object.fromEntries(Object.entries(ATTRIBUTES).map(([name, prop]) => [prop, element.getAttribute(name) ?? undefined]));
}

/**
 * The config request of an element's settings and `config` property: one shape for the element's
 * preload and its React root, so the root takes the preloaded config over (same request, same key).
 */
export function configRequestOf(settings: ElementSettings, override: ConfigOverride | undefined): ConfigRequest {
  return {
    resource: settings.resource,
    env: settings.env,
    locale: settings.locale,
    localeFromAttribute: settings.localeFromAttribute,
    configBase: settings.configBase,
    override,
    mapsApiKey: settings.mapsApiKey,
    mapId: settings.mapId,
    ...(settings.configStatus === 'draft' ? { status: 'draft' as const } : {}),
  };
}

/** The `watchlist` property: an array of non-empty strings (duplicates dropped), else null (rejected). */
export function parseWatchlist(value: unknown): string[] | null {
  if (!Array.isArray(value) || !value.every((id) => typeof id === 'string' && id !== '')) return null;
  return [...new Set(value as string[])];
}
