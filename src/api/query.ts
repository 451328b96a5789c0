/**
 * Query-string building for our API (spec section 7). Pure.
 *
 * Every GET carries `locale` and `format=json`, then the resource's configured `params`, then the call's
 * own pairs. Coordinates are rounded to 6 decimals (`roundForApi`), so equal views give equal URLs (and CDN
 * cache hits). Filters arrive already encoded as query pairs (`filterSelectionToQuery` in the filters
 * feature): the api layer sits below the features and must not import them.
 */
import { roundForApi } from '../shared';

/**
 * The longest completion query our API takes (`complete` of a resource, and of the places gazetteer: the
 * server's schemas in server/src/routes/locations.ts and places.ts).
 */
export const COMPLETE_QUERY_MAX_LENGTH = 64;

/**
 * What a completion request asks for: the visitor's text, trimmed and cut to the API's limit. A pasted
 * address of 80 characters was refused (400) and read as "suggestions are not available right now",
 * which trying again could not change.
 */
export function completionQuery(text: string): string {
  return text.trim().slice(0, COMPLETE_QUERY_MAX_LENGTH).trim();
}

/** `[name, value]` pairs, appended in order; a name may repeat (`sw[]`, `with_any[fuel][]`). */
export type QueryPairs = ReadonlyArray<readonly [string, string]>;

/** A box as the map gives it (same shape as the maps port's `Bounds`). */
export interface BoundsLiteral {
  north: number;
  south: number;
  east: number;
  west: number;
}

/**
 * A coordinate as the API wants it: rounded to 6 decimals, written as a plain decimal (a rounded value
 * is 0 or at least 1e-6, which JavaScript never writes in exponent form).
 */
export const apiCoordinate = (value: number): string => String(roundForApi(value));

/** `sw[]=south&sw[]=west&ne[]=north&ne[]=east` under `prefix` (`''` → `sw[]`, `'bounds'` → `bounds[sw][]`). */
export function boundsPairs(bounds: BoundsLiteral, prefix = ''): Array<[string, string]> {
  const key = (corner: 'sw' | 'ne') => (prefix ? `${prefix}[${corner}][]` : `${corner}[]`);
  return [
    [key('sw'), apiCoordinate(bounds.south)],
    [key('sw'), apiCoordinate(bounds.west)],
    [key('ne'), apiCoordinate(bounds.north)],
    [key('ne'), apiCoordinate(bounds.east)],
  ];
}

/** Where a within_bounds call looks (the box's corners) or a within_region call (the region's id). */
export type WithinArea = { bounds: BoundsLiteral } | { regionId: string };

/**
 * The pairs of a within_bounds or within_region call after the locale, format and resource params: the
 * area, the zoom as the API reads it (whole), the filters. One builder, so a request and the loaders' "same
 * request as last time" key (`withinKeyOf`) cannot drift apart. The zoom is rounded down: the API spaces
 * its clusters for that zoom, and a map at 5.6 shows them further apart than planned, not closer (rounded
 * to 6, bubbles planned 60 px apart stood 42 px apart and covered each other's counts).
 */
export function withinPairs(area: WithinArea, zoom: number | undefined, filters: QueryPairs = []): QueryPairs {
  return [
    ...('regionId' in area ? [['region_id', area.regionId] as const] : boundsPairs(area.bounds)),
    ...(zoom === undefined ? [] : [['zoom', String(Math.floor(zoom))] as const]),
    ...filters,
  ];
}

/** Builds `URLSearchParams` from groups of pairs, in order. */
export function buildQuery(...groups: QueryPairs[]): URLSearchParams {
  const params = new URLSearchParams();
  for (const group of groups) for (const [name, value] of group) params.append(name, value);
  return params;
}

/** Joins a base URL (`/api/v2`, `https://api.example/api/v2/`) and path segments, each segment encoded. */
export function joinUrl(baseUrl: string, segments: readonly string[], query?: URLSearchParams): string {
  const path = [baseUrl.replace(/\/+$/, ''), ...segments.map(encodeURIComponent)].join('/');
  const search = query?.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * Parses an RFC 8288 `Link` header into rel → URL (`<...?page=2>; rel="next"`). Unparseable parts are
 * skipped: the header comes from the network.
 */
export function parseLinkHeader(header: string | null): Record<string, string> {
  const links: Record<string, string> = {};
  if (!header) return links;
  for (const part of header.split(',')) {
    const match = /<([^>]*)>\s*;(.*)/.exec(part.trim());
    if (!match) continue;
    const rel = /rel="?([^";]+)"?/.exec(match[2] ?? '');
    if (rel?.[1]) for (const name of rel[1].trim().split(/\s+/)) links[name] = match[1] ?? '';
  }
  return links;
}

/**
 * The `page` a pagination link asks for (`/api/v2/locations/nearest_to?…&page=3&per_page=50` → 3), or
 * null when it names none. Only the number is used: the next page is asked for with our own query and
 * headers, never by following a URL the network sent.
 */
export function pageOfLink(link: string | undefined): number | null {
  if (!link) return null;
  let page: string | null;
  try {
    page = new URL(link, 'http://link.invalid/').searchParams.get('page');
  } catch {
    return null;
  }
  return page !== null && /^\d{1,6}$/.test(page) && Number(page) >= 1 ? Number(page) : null;
}
