/**
 * The builder's checks before publishing, in plain words (the words live in the builder's locale files;
 * these functions say which message applies, with its figures). Pure.
 */
import { AA_NON_TEXT, AA_TEXT, contrastRatio } from './contrast';
import { getPath, type JsonObject } from './paths';

export type CheckLevel = 'ok' | 'warn' | 'error';

export interface CheckResult {
  id: string;
  level: CheckLevel;
  /** Message key in the builder's locale files (`checks.<key>`). */
  key: string;
  vars?: Record<string, string | number>;
}

/** The element's own colours where the theme sets none (README, "CSS custom properties and parts"). */
export const DEFAULT_THEME = {
  primary: '#0064cc',
  onPrimary: '#ffffff',
  textColor: '#1a1a1a',
  background: '#ffffff',
} as const;

const colour = (config: JsonObject, token: keyof typeof DEFAULT_THEME): string => {
  const value = getPath(config, `theme.${token}`);
  return typeof value === 'string' ? value : DEFAULT_THEME[token];
};

/** WCAG AA: text on the primary colour, text on the background (4.5), the primary colour against the background (3). */
export function contrastChecks(config: JsonObject): CheckResult[] {
  const pairs: [string, keyof typeof DEFAULT_THEME, keyof typeof DEFAULT_THEME, number][] = [
    ['contrast-on-primary', 'onPrimary', 'primary', AA_TEXT],
    ['contrast-text', 'textColor', 'background', AA_TEXT],
    ['contrast-primary', 'primary', 'background', AA_NON_TEXT],
  ];
  return pairs.map(([id, fg, bg, minimum]) => {
    const ratio = contrastRatio(colour(config, fg), colour(config, bg));
    const vars = { ratio: ratio === null ? '?' : ratio.toFixed(2), minimum, fg: colour(config, fg), bg: colour(config, bg) };
    return { id, level: ratio !== null && ratio >= minimum ? 'ok' : 'error', key: ratio !== null && ratio >= minimum ? `${id}.ok` : `${id}.low`, vars };
  });
}

/** EU and EEA members: pages there need the visitor's consent before Google Maps loads. */
const EU_EEA = new Set('AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE IS LI NO'.split(' '));

/** Whether the config lets the element call Google (a key in the config; `auto` without one uses our own map). */
export function usesGoogle(config: JsonObject): boolean {
  const provider = getPath(config, 'maps.provider');
  const key = getPath(config, 'maps.apiKey');
  return provider === 'google' || (provider === 'auto' && typeof key === 'string' && key.trim() !== '');
}

/** German and EU pages: Google only after consent (the snippet's `maps-consent` wiring). */
export function consentCheck(config: JsonObject, locale: string): CheckResult {
  const code = getPath(config, 'country');
  const country = typeof code === 'string' ? code.toUpperCase() : '';
  const eu = locale === 'de_DE' || EU_EEA.has(country);
  const required = getPath(config, 'maps.consentMode') === 'required';
  if (!usesGoogle(config)) return { id: 'consent', level: 'ok', key: 'consent.noGoogle' };
  if (required) return { id: 'consent', level: 'ok', key: 'consent.wired' };
  return eu ? { id: 'consent', level: 'error', key: 'consent.missing', vars: { country: country || '?' } } : { id: 'consent', level: 'warn', key: 'consent.outsideEu' };
}

/**
 * The Google path's strict policy, as the README gives it ("Strict CSP and Trusted Types", the block
 * `test/e2e/strict-csp-google.e2e.ts` serves; a server test keeps the two the same), with our own map's
 * Trusted Types policy added: a consent page shows our map before Google.
 */
export const GOOGLE_CSP = [
  "script-src 'nonce-{NONCE}' 'strict-dynamic' https: 'unsafe-eval' blob:",
  "style-src 'nonce-{NONCE}' https://fonts.googleapis.com",
  "img-src 'self' https://*.googleapis.com https://*.gstatic.com *.google.com *.googleusercontent.com data:",
  "connect-src 'self' https://*.googleapis.com *.google.com https://*.gstatic.com data: blob:",
  'font-src https://fonts.gstatic.com',
  'frame-src *.google.com',
  'worker-src blob:',
  "object-src 'none'; base-uri 'none'",
  "require-trusted-types-for 'script'",
  "trusted-types @googlemaps/js-api-loader google-maps-api-loader google-maps-api#html lit-html dompurify 'allow-duplicates'",
] as const;

/**
 * The Content-Security-Policy a page embedding this config needs (README "Embedding", "Your own map, no
 * Google at all" and "Strict CSP and Trusted Types"): the element and our own map, or Google's policy
 * when Google can load (with our map's worker and Trusted Types policy beside it, for before consent).
 */
export function cspLines(config: JsonObject, origins: { bundle: string; api: string }): string[] {
  const style = getPath(config, 'maps.style');
  const extra = new Set<string>();
  if (typeof style === 'string') {
    try {
      const url = new URL(style, origins.api);
      if (url.origin !== origins.api) extra.add(url.origin);
    } catch {
      // not a URL: the schema check reports it
    }
  }
  const sources = (...list: string[]) => [...new Set(list)].join(' ');
  if (usesGoogle(config)) {
    return GOOGLE_CSP.map((line) => {
      if (line.startsWith('worker-src')) return `worker-src ${sources(origins.bundle, 'blob:')}`;
      if (line.startsWith('connect-src')) return `${line} ${sources(origins.api, ...extra)}`;
      if (line.startsWith('trusted-types')) return line.replace(" 'allow-duplicates'", " station-locator-maplibre 'allow-duplicates'");
      return line;
    });
  }
  return [
    `script-src ${origins.bundle}`,
    "style-src 'self'",
    `connect-src ${sources(origins.api, ...extra)}`,
    `img-src ${sources(origins.api, ...extra)} data:`,
    `worker-src ${origins.bundle}`,
    "object-src 'none'; base-uri 'none'",
    'trusted-types station-locator-maplibre (only where the page sets require-trusted-types-for)',
  ];
}

/** What a visit may call at Google, by SKU (README "What our calls cost"). */
export const GOOGLE_SKUS = ['mapLoad', 'autocomplete', 'placeDetails', 'geocoding', 'routes'] as const;
export type GoogleSku = (typeof GOOGLE_SKUS)[number];

export interface VisitAssumptions {
  /** Percent of visits that agree to Google (100 where no consent is asked). */
  consentPercent: number;
  /** Percent of visits that search a place (one autocomplete session, one details call). */
  searchPercent: number;
  /** Percent of visits that use "my location" (one reverse geocode). */
  locatePercent: number;
  /** Percent of visits that plan a route (one Compute Routes call). */
  routePercent: number;
}

export const DEFAULT_ASSUMPTIONS: VisitAssumptions = { consentPercent: 100, searchPercent: 60, locatePercent: 20, routePercent: 10 };

/** Google calls per 1,000 visits, by SKU: none without Google. */
export function callsPer1000(config: JsonObject, a: VisitAssumptions): Record<GoogleSku, number> {
  if (!usesGoogle(config)) return { mapLoad: 0, autocomplete: 0, placeDetails: 0, geocoding: 0, routes: 0 };
  const visits = 1000 * (Math.min(Math.max(a.consentPercent, 0), 100) / 100);
  const share = (p: number) => Math.round((visits * Math.min(Math.max(p, 0), 100)) / 100);
  return { mapLoad: Math.round(visits), autocomplete: share(a.searchPercent), placeDetails: share(a.searchPercent), geocoding: share(a.locatePercent), routes: share(a.routePercent) };
}

/** More than 10 intermediate stops: Compute Routes is billed at its higher (Pro) rate. */
export function routesTier(config: JsonObject): 'essentials' | 'pro' {
  const limit = Number(getPath(config, 'directions.waypointsLimit') ?? 0);
  return limit - 2 > 10 ? 'pro' : 'essentials';
}

/** The cost per 1,000 visits from the author's prices (per 1,000 calls); null for an SKU without a price. */
export function costPer1000(calls: Record<GoogleSku, number>, prices: Partial<Record<GoogleSku, number>>): { bySku: Record<GoogleSku, number | null>; total: number } {
  const bySku = Object.fromEntries(GOOGLE_SKUS.map((sku) => {
    const price = prices[sku];
    return [sku, price === undefined || !Number.isFinite(price) ? null : (calls[sku] * price) / 1000];
  })) as Record<GoogleSku, number | null>;
  return { bySku, total: Object.values(bySku).reduce<number>((sum, v) => sum + (v ?? 0), 0) };
}
