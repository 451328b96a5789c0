/**
 * The locator configuration: what `GET {config-base}/config/published/{resource}/{env}/{locale}.json`
 * returns, merged over the local defaults (spec sections 3 and 9). The server's demo configs
 * (`server/configs/`) and the element's validation both follow this file.
 *
 * Optional keys (marked `?`) may be left out of a published config; every other key must be present
 * after the merge over the defaults, else the config is rejected with 'Missing non-optional config'.
 */

// The contract by path, with `.js`: the server's tests read this file under Node's module rules
// (server/test/config.test.ts), so it may import only the type-only contract, which both sides share.
import type { ResourceSettings, ResourceView } from '../api/contract.js';

/** Deployment environments (spec section 9); any other `config-env` value becomes `test`. */
export type ConfigEnv = 'prod' | 'uat' | 'test';

/** Which config the element loads: the published one, or an author's draft (the builder's preview). */
export type ConfigStatus = 'published' | 'draft';

/** Locales we ship strings for. `de-DE` / `en-GB` spellings are normalised to these. */
export type LocaleCode = 'de_DE' | 'en_GB';

/** A location resource of the config: the client's `ResourceSettings` (its views, params, headers) and whether it is on. */
export interface ResourceConfig extends ResourceSettings {
  enabled: boolean;
  views: ResourceView[];
}

/** How nearest_to results are shown while the map shows clusters (spec section 4). */
export type NearestMode = 'raw' | 'empty_if_clustered' | 'empty_if_clustered_without_search';

export interface MinSearchLocations {
  count: number;
  /** metres */
  cutoffDistance: number;
}

export type DistanceUnit = 'kilometer' | 'mile';

/** How one brand looks, in the list's brand icon and on the map's marker alike. */
export interface BrandVisual {
  /** Hex colour (`#rgb` or `#rrggbb`) of the icon and the marker pin. */
  colour: string;
  /** One or two characters on the icon and the pin (`bp`, `A`). */
  glyph: string;
}

/**
 * The brand table (spec section 1: bp, amoco, {product}, {product}_pulse and the channel of trade UNCO
 * with its own icon). A station's channel of trade wins over its brand; a brand the table does not name
 * gets the primary colour and its initial. A published or host config adds or changes entries (merged over
 * the defaults) and removes one with `null`.
 */
export interface BrandsConfig {
  /** By `site_brand`, keys in lower case; null: removed. */
  siteBrands: Record<string, BrandVisual | null>;
  /** By `channel_of_trade` as sent (`UNCO`); null: removed. */
  channelsOfTrade: Record<string, BrandVisual | null>;
}

export type FilterGroupMode = 'any' | 'withAll';

export interface FilterGroupConfig {
  /** The group's filter names, in display order. A group needs `filters` or `enabled`. */
  filters?: string[];
  /** The subset of the data's filter names that is offered. A group needs `filters` or `enabled`. */
  enabled?: string[];
  /** `withAll` sends `with_all[group][]`; anything else (the default) sends `with_any[group][]`. */
  mode?: FilterGroupMode;
  /** Show at most this many filters before a "show more" button. */
  summaryLimit?: number;
}

export interface SyntheticFilterGroupConfig {
  /** Filters named `group.filter` that point at real filters. */
  filters: string[];
  /** A canonical synthetic group may name filters that do not exist among the real ones. */
  canonical?: boolean;
  mode?: FilterGroupMode;
}

export interface FilterConfig {
  groups: Record<string, FilterGroupConfig>;
  /** Group names in display order; groups not listed follow in config order. */
  priority?: string[];
  /** Groups that apply but are not shown in the panel. */
  hiddenGroups?: string[];
  synthetic?: Record<string, SyntheticFilterGroupConfig>;
  /** Comma list of `group.filter` that start active. */
  prefilters?: string;
}

export interface LocatorConfig {
  status: ConfigStatus;
  locale: LocaleCode;
  /** Base of our own API, e.g. `/api/v2` or an absolute URL. */
  baseUrl: string;
  /** ISO 3166-1 alpha-2 code; picks the starting map area from the country table (fallback GB). */
  country: string;
  /** Where a 401/403 on the config request sends the visitor. */
  authFailureUrl?: string;
  /** Headers sent with the config request and every API call. */
  requestHeaders?: Record<string, string>;
  maps: {
    /**
     * `auto` uses Google when an API key is present (and the visitor consented, see `MapsConsent`), else our
     * own map (MapLibre); `maplibre` always our own map (no Google at all); `offline` is its old name.
     */
    provider: 'auto' | 'google' | 'maplibre' | 'offline';
    /**
     * URL of the brand's MapLibre style (tiles from a PMTiles file through `pmtiles://`, or a tile server),
     * drawn by our own map whenever it runs: with `maplibre`, and before the visitor consents to Google.
     * Absent: the built-in style from the API (`/map/style.json` on the origin of `baseUrl`). README, "Your own map, no Google at all".
     */
    style?: string;
    apiKey?: string;
    mapId?: string;
    /**
     * Whether the pages embedding this locator must hold Google back until the visitor agrees (German and
     * other EU pages): the builder's embed snippet then carries `maps-consent="pending"` and the consent
     * wiring, and its checks warn when Google would load without it. With `required`, a tag without the
     * `maps-consent` attribute counts as `pending` (`effectiveMapsConsent`).
     */
    consentMode?: 'required' | 'not_required';
  };
  /** Colours the element sets as defaults of its `--station-locator-*` custom properties (theme.ts). */
  theme?: ThemeConfig;
  resources: Record<string, ResourceConfig>;
  completions: {
    minQueryLength: number;
    limit: number;
    debounceMs: number;
    options?: { types?: string[] };
  };
  map: {
    /**
     * The view the map starts at when the URL names none: this zoom (with `defaultCenter`, else the
     * configured country's centre). Neither set: the configured country's box, fitted to the map.
     */
    defaultZoom?: number;
    /** With `defaultZoom`, else at zoom 6: where the map starts when the URL names no view. */
    defaultCenter?: { lat: number; lng: number };
    /** A number, a list `"14,16,18"` or a range `"14..18"`; the value nearest the current zoom wins. */
    targetZoom: number | string;
    minSearchLocations: number | MinSearchLocations;
    nearestMode: NearestMode;
    nearestLimit: number;
    updateDebounceMs: number;
    /** Web addresses in the data attribution become links (default false: plain text). */
    attributionLinks: boolean;
  };
  brands: BrandsConfig;
  intlData: {
    formats: {
      number: {
        distance: { unit: DistanceUnit };
      };
    };
  };
  directions: {
    unitSystem: 'metric' | 'imperial';
    waypointsLimit: number;
    corridorRadius: { value: number; min: number; max: number; step: number };
    /**
     * Detours of the stations along a Google route from Google's route matrix (4 billed elements per
     * station): off by default; at most `maxStations` stations per route, the first along it.
     */
    detourMatrix: { enabled: boolean; maxStations: number };
    /**
     * The IANA zone the departure is read and shown in: the route's own, as its stations' opening hours
     * and arrival times are (a visitor in Berlin plans a UK drive in UK time). Absent: the visitor's.
     */
    timeZone?: string;
  };
  filters?: FilterConfig;
  /**
   * Fuel prices: one older than `maxAgeHours` (default 48) shows its full date and "may be out of date",
   * and is never the reference of a saving nor a station's saving.
   */
  prices?: { maxAgeHours?: number };
  /** Per-locale overrides merged over this config (spec: "localised overrides"). */
  localized?: Partial<Record<LocaleCode, DeepPartial<Omit<LocatorConfig, 'localized'>>>>;
}

/** Hex colours (`#rgb` or `#rrggbb`); the host page's CSS custom properties override them. */
export interface ThemeConfig {
  primary?: string;
  onPrimary?: string;
  textColor?: string;
  background?: string;
  borderColor?: string;
  errorColor?: string;
  mapBackground?: string;
}

export type DeepPartial<T> = T extends readonly (infer U)[]
  ? U[]
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

/**
 * The visitor's consent to loading Google Maps (the element's `maps-consent` attribute; the host page's
 * consent banner decides). Only `granted` lets the element call Google; `pending` and `denied` run the
 * offline engine, and `pending` offers a button that asks the host for consent.
 */
export type MapsConsent = 'granted' | 'pending' | 'denied';

/** The element's `config` property: any part of a config, merged over the published one. */
export type ConfigOverride = DeepPartial<LocatorConfig>;

/** Which config the element asks for, from its attributes and properties. */
export interface ConfigRequest {
  /** The retail locator whose published config is loaded (the `resource` attribute). */
  resource: string | null;
  env: ConfigEnv;
  /** The locale in the config URL: the `locale` attribute's, or de_DE without one. */
  locale: LocaleCode;
  /**
   * False when the element has no (usable) `locale` attribute: the config's own `locale` (the `config`
   * property's, else the published one's) then applies, else `locale`. Absent: true.
   */
  localeFromAttribute?: boolean;
  /** Origin (or origin + path prefix) serving `/config/...`. */
  configBase: string;
  /** The element's `config` property. */
  override?: ConfigOverride | undefined;
  mapsApiKey?: string | null | undefined;
  mapId?: string | null | undefined;
  /**
   * The `config-status` attribute: `draft` loads the signed-in author's draft, with the author's cookie
   * (`credentials: 'include'`); absent: the `config` property's `status`, else published.
   */
  status?: ConfigStatus;
}
