// Over 400 lines on purpose: one small abortable function per endpoint over one request helper; split by endpoint, each would repeat the same reading of answers and errors.
/**
 * Our HTTP API, one abortable function per endpoint (spec section 7, DESIGN.md "api/").
 *
 * - Every location call checks the resource against the config first: a resource the config does not
 *   define, or a view it does not list, is an `ApiResourceError` naming it (spec section 8), thrown before
 *   any request is made.
 * - GET calls carry `locale`, `format=json`, the resource's configured `params`; headers are the config's
 *   `requestHeaders`. within_bounds (and within_region, the starting view's call) answers also carry
 *   the resource's configured meta headers (`metaHeaders`: meta name → response header), read into `meta`;
 *   they ask for the map projection (`fields=map`) when the resource's config says (`usesMapFields`).
 * - Coordinates are rounded to 6 decimals; filters arrive as query pairs (`filterSelectionToQuery`) or as
 *   body fields (`filterSelectionToBody`).
 * - An aborted call rejects with the signal's reason (an `AbortError` DOMException): callers ignore it
 *   (`isAbortError`). A non-2xx answer is an `HttpError`, except `show`'s 404, which is `null` (spec 5).
 *
 * The client is plain TypeScript (no React, no store): the locations feature builds one per element
 * from the config and the element's `fetch` (see `apiClientAtom` in src/locations).
 */
import type { FetchFunction } from '../shared';
import type {
  AlongCorridorListResponse,
  AlongCorridorRequest,
  LatLngLiteral,
  LocationsResponse,
  MapLocationsResponse,
  ResourceSettings,
  ResourceView,
  SavedRoute,
  SavedRouteInput,
  WireCompletion,
  WireLocation,
  WireMapField,
  WireMapLocation,
} from './contract';
import { HttpError, isRecord, readJsonBody, sendRequest } from './http';
import { apiCoordinate, boundsPairs, buildQuery, completionQuery, joinUrl, pageOfLink, parseLinkHeader, withinPairs, type BoundsLiteral, type QueryPairs } from './query';

/** The response header with the total of a paginated nearest_to or a corridor list (see contract.ts `TotalCountHeader`). */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

export type ApiResourceErrorCode = 'unknown_resource' | 'view_not_listed';

/** A call for a resource or view the app config does not define (spec section 8). */
export class ApiResourceError extends Error {
  readonly code: ApiResourceErrorCode;
  readonly resource: string;
  readonly view: ResourceView | undefined;

  constructor(code: ApiResourceErrorCode, resource: string, view?: ResourceView) {
    super(
      code === 'unknown_resource'
        ? `resource ${resource} is not defined in the app config`
        : `resource ${resource} does not list the view ${String(view)} in the app config`,
    );
    this.name = 'ApiResourceError';
    this.code = code;
    this.resource = resource;
    this.view = view;
  }
}

/** The API answered 2xx with a body of the wrong shape. */
export class InvalidResponseError extends Error {
  readonly url: string;

  constructor(url: string, what: string) {
    super(`Unexpected response from ${url}: ${what}`);
    this.name = 'InvalidResponseError';
    this.url = url;
  }
}

export interface ApiClientOptions {
  /** Base of our API, `/api/v2` or absolute. */
  baseUrl: string;
  /** Sent as `locale` on every call. */
  locale: string;
  fetch: FetchFunction;
  /** Sent with every call (the config's `requestHeaders`). */
  headers?: Readonly<Record<string, string>> | undefined;
  /** The config's `resources`. */
  resources: Readonly<Record<string, ResourceSettings>>;
  /** The `cacheBust` value of the saved-routes list; default a random string. Tests pass a fixed one. */
  cacheBust?: () => string;
}

export interface WithinBoundsParams {
  bounds: BoundsLiteral;
  /** Map zoom; the API clusters by it. */
  zoom?: number | undefined;
  filters?: QueryPairs | undefined;
}

/** The configured meta headers of an answer: meta name → header value, for the headers that came. */
export type ResponseMeta = Readonly<Record<string, string>>;

/**
 * within_bounds and within_region answers, with the resource's configured meta headers: whole locations
 * (`projection: null`), or their map projection (`projection: 'map'`, see `usesMapFields`).
 */
export type WithinBoundsResult = ((LocationsResponse & { projection: null }) | (MapLocationsResponse & { projection: 'map' })) & {
  meta: ResponseMeta;
};

/**
 * Whether a resource's within_bounds and within_region calls ask for the map projection (`fields=map`):
 * when its config says `mapFields` and it lists `show`, which gives a selected station's details (without
 * `show` they come from these answers, which must then be whole).
 */
export function usesMapFields(config: ResourceSettings): boolean {
  return config.mapFields === true && config.views.includes('show');
}

export interface WithinRegionParams {
  /** ISO 3166-1 alpha-2 country code (the config's country). */
  regionId: string;
  /** Map zoom; the API clusters by it. */
  zoom?: number | undefined;
  filters?: QueryPairs | undefined;
}

interface NearestToBase {
  lat: number;
  lng: number;
  filters?: QueryPairs | undefined;
}

/** Either `limit`, or `page` + `perPage` for a paginated resource. */
export type NearestToParams = NearestToBase & ({ limit: number } | { page: number; perPage: number });

export interface NearestToResult extends LocationsResponse {
  /** `X-Total-Count`, when the call was paginated and the API sent it. */
  total: number | null;
  /** The `Link` header by rel (`next`, `prev`, ...), empty when absent. */
  links: Record<string, string>;
  /** The page `Link` rel="next" asks for; null on the last page or when the call was not paginated. */
  nextPage: number | null;
}

export interface CompleteParams {
  query: string;
  limit?: number | undefined;
  bounds?: BoundsLiteral | undefined;
  filters?: QueryPairs | undefined;
}

export interface ShowParams {
  /** Adds `distance` from this point. */
  origin?: LatLngLiteral | undefined;
}

/** The along_corridor body (for the map) without the fields the client adds (`format`, `locale`). */
export type AlongCorridorBody = Omit<AlongCorridorRequest, 'format' | 'locale' | 'order' | 'limit'>;

/** The body of the complete corridor list: no viewport (it is never clustered); `limit` 1-500, default 500. */
export type AlongCorridorListBody = Omit<AlongCorridorRequest, 'format' | 'locale' | 'order' | 'bounds' | 'zoom'>;

export interface AlongCorridorListResult {
  /** In route order, each with `distance_along_route` and `distance_from_route`. */
  locations: WireLocation[];
  /** Stations in the corridor before the cap: more than `locations.length` when the cap was hit. */
  total: number;
}

export interface ApiClient {
  /** Whether the config defines `resource` and lists `view` for it (no request is made). */
  supports(resource: string, view: ResourceView): boolean;
  withinBounds(resource: string, params: WithinBoundsParams, signal?: AbortSignal): Promise<WithinBoundsResult>;
  /** The stations of a whole region (a country), clustered by zoom. */
  withinRegion(resource: string, params: WithinRegionParams, signal?: AbortSignal): Promise<WithinBoundsResult>;
  nearestTo(resource: string, params: NearestToParams, signal?: AbortSignal): Promise<NearestToResult>;
  complete(resource: string, params: CompleteParams, signal?: AbortSignal): Promise<WireCompletion[]>;
  /** One location, or null when the API answers 404. */
  show(resource: string, id: string, params?: ShowParams, signal?: AbortSignal): Promise<WireLocation | null>;
  /** The corridor's stations for the map: clustered above 100 stations. */
  alongCorridor(resource: string, body: AlongCorridorBody, signal?: AbortSignal): Promise<LocationsResponse>;
  /** Every station of the corridor in route order (`order: "route"`), up to the limit, and their total. */
  alongCorridorInRouteOrder(resource: string, body: AlongCorridorListBody, signal?: AbortSignal): Promise<AlongCorridorListResult>;
  listRoutes(signal?: AbortSignal): Promise<SavedRoute[]>;
  saveRoute(input: SavedRouteInput, signal?: AbortSignal): Promise<SavedRoute>;
  deleteRoute(id: string, signal?: AbortSignal): Promise<void>;
}

const randomCacheBust = () => Math.random().toString(36).slice(2, 12);

/** Every field of the map projection, once (a missing or unknown one does not compile). */
const MAP_FIELD_SET: Record<WireMapField, true> = {
  id: true,
  name: true,
  formatted_address: true,
  lat: true,
  lng: true,
  site_brand: true,
  channel_of_trade: true,
  open_status: true,
  next_open_status_change: true,
};
const MAP_FIELDS = Object.keys(MAP_FIELD_SET) as WireMapField[];

/**
 * A `layout=columns` answer (`MapColumnsResponse`) as the rows the rest of the app reads: location `k` is
 * element `k` of every column. Every field's column must be there, all of one length.
 */
function rowsOfMapColumns(body: unknown, url: string): MapLocationsResponse {
  if (!isRecord(body) || !isRecord(body.columns)) throw new InvalidResponseError(url, 'no columns object');
  const { columns } = body;
  const count = Array.isArray(columns.id) ? columns.id.length : -1;
  for (const field of MAP_FIELDS) {
    const column = columns[field];
    if (!Array.isArray(column) || column.length !== count) throw new InvalidResponseError(url, `column ${field} is missing or of another length than id`);
  }
  const cells = columns as Record<WireMapField, unknown[]>;
  const locations = new Array<WireMapLocation>(count);
  for (let k = 0; k < count; k++) {
    const row: Partial<Record<WireMapField, unknown>> = {};
    for (const field of MAP_FIELDS) row[field] = cells[field][k];
    locations[k] = row as WireMapLocation;
  }
  const clusters = body.clusters ?? [];
  if (!Array.isArray(clusters)) throw new InvalidResponseError(url, 'clusters is not an array');
  return { locations, clusters: clusters as MapLocationsResponse['clusters'] };
}

/** The locations (each of type `L`: what the call asked for) and clusters of an answer. */
function asLocationsResponse<L extends WireMapLocation = WireLocation>(body: unknown, url: string): { locations: L[]; clusters: LocationsResponse['clusters'] } {
  if (!isRecord(body) || !Array.isArray(body.locations)) throw new InvalidResponseError(url, 'no locations array');
  const clusters = body.clusters ?? [];
  if (!Array.isArray(clusters)) throw new InvalidResponseError(url, 'clusters is not an array');
  return { locations: body.locations as L[], clusters: clusters as LocationsResponse['clusters'] };
}

/** The resource's meta headers present in `response`, trimmed; empty values are left out. */
function readMeta(response: Response, config: ResourceSettings): ResponseMeta {
  const meta: Record<string, string> = {};
  for (const [name, header] of Object.entries(config.metaHeaders ?? {})) {
    const value = response.headers.get(header)?.trim();
    if (value) meta[name] = value;
  }
  return meta;
}

/** `X-Total-Count` as a number, or null when absent or not a plain non-negative integer. */
function totalCount(response: Response): number | null {
  const header = response.headers.get(TOTAL_COUNT_HEADER);
  return header !== null && /^\d+$/.test(header.trim()) ? Number(header) : null;
}

function asArray<T>(body: unknown, url: string): T[] {
  if (!Array.isArray(body)) throw new InvalidResponseError(url, 'not an array');
  return body as T[];
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { baseUrl, locale, fetch, resources } = options;
  const cacheBust = options.cacheBust ?? randomCacheBust;
  const common: QueryPairs = [
    ['locale', locale],
    ['format', 'json'],
  ];

  function resourceConfig(resource: string, view: ResourceView): ResourceSettings {
    const config = Object.hasOwn(resources, resource) ? resources[resource] : undefined;
    if (!config) throw new ApiResourceError('unknown_resource', resource);
    if (!config.views.includes(view)) throw new ApiResourceError('view_not_listed', resource, view);
    return config;
  }

  function headersFor(): Record<string, string> {
    return { Accept: 'application/json', ...options.headers };
  }

  const send = (url: string, init: RequestInit, signal: AbortSignal | undefined): Promise<Response> => sendRequest(fetch, url, init, signal);

  /** GET a resource view: the common and configured params, then `pairs`. */
  async function getView(
    resource: string,
    view: ResourceView,
    segments: string[],
    pairs: QueryPairs,
    signal: AbortSignal | undefined,
  ): Promise<{ response: Response; url: string; body: unknown } | null> {
    const config = resourceConfig(resource, view);
    const url = joinUrl(baseUrl, [resource, ...segments], buildQuery(common, Object.entries(config.params ?? {}), pairs));
    const response = await send(url, { method: 'GET', headers: headersFor() }, signal);
    if (view === 'show' && response.status === 404) return null;
    if (!response.ok) throw new HttpError(response.status, url);
    return { response, url, body: await readJsonBody(response, url, signal) };
  }

  /** GET a locations view (anything but `show`, so there is always a body). */
  async function getLocationsBody(resource: string, view: ResourceView, pairs: QueryPairs, signal?: AbortSignal) {
    const result = await getView(resource, view, [view], pairs, signal);
    // getView returns null only for `show`.
    if (!result) throw new InvalidResponseError(view, 'no body');
    return result;
  }

  async function getLocations<L extends WireMapLocation = WireLocation>(resource: string, view: ResourceView, pairs: QueryPairs, signal?: AbortSignal) {
    const result = await getLocationsBody(resource, view, pairs, signal);
    return { ...result, data: asLocationsResponse<L>(result.body, result.url) };
  }

  /** within_bounds or within_region: whole locations or the map projection (`usesMapFields`), with the meta headers. */
  async function getWithin(
    resource: string,
    view: 'within_bounds' | 'within_region',
    pairs: QueryPairs,
    signal: AbortSignal | undefined,
  ): Promise<WithinBoundsResult> {
    const config = resourceConfig(resource, view);
    if (usesMapFields(config)) {
      const columns = config.mapColumns === true;
      const layout: QueryPairs = columns ? [['layout', 'columns']] : [];
      const { response, body, url } = await getLocationsBody(resource, view, [...pairs, ['fields', 'map'], ...layout], signal);
      const data = columns ? rowsOfMapColumns(body, url) : asLocationsResponse<WireMapLocation>(body, url);
      return { ...data, projection: 'map', meta: readMeta(response, config) };
    }
    const { response, data } = await getLocations(resource, view, pairs, signal);
    return { ...data, projection: null, meta: readMeta(response, config) };
  }

  /** POST along_corridor (the map's call and the complete list share it). */
  async function postCorridor(resource: string, body: Omit<AlongCorridorRequest, 'format' | 'locale'>, signal: AbortSignal | undefined) {
    const config = resourceConfig(resource, 'along_corridor');
    const url = joinUrl(baseUrl, [resource, 'along_corridor'], buildQuery(Object.entries(config.params ?? {})));
    const request: AlongCorridorRequest = { ...body, format: 'json', locale };
    const response = await send(
      url,
      {
        method: 'POST',
        headers: { ...headersFor(), 'Content-Type': 'application/json' },
        body: JSON.stringify(request),
      },
      signal,
    );
    if (!response.ok) throw new HttpError(response.status, url);
    return { response, url, body: await readJsonBody(response, url, signal) };
  }

  const routesUrl = (segments: string[], query?: URLSearchParams) => joinUrl(baseUrl, ['routes', ...segments], query);
  // Saved routes belong to a visitor cookie: send it to a cross-origin API too (the API allows credentials).
  const routesInit = (init: RequestInit): RequestInit => ({ ...init, credentials: 'include' });

  return {
    supports(resource, view) {
      const config = Object.hasOwn(resources, resource) ? resources[resource] : undefined;
      return Boolean(config?.views.includes(view));
    },

    async withinBounds(resource, { bounds, zoom, filters }, signal) {
      return getWithin(resource, 'within_bounds', withinPairs({ bounds }, zoom, filters), signal);
    },

    async withinRegion(resource, { regionId, zoom, filters }, signal) {
      return getWithin(resource, 'within_region', withinPairs({ regionId }, zoom, filters), signal);
    },

    async nearestTo(resource, params, signal) {
      const paging: QueryPairs =
        'limit' in params
          ? [['limit', String(params.limit)]]
          : [
              ['page', String(params.page)],
              ['per_page', String(params.perPage)],
            ];
      const pairs: QueryPairs = [
        ['lat', apiCoordinate(params.lat)],
        ['lng', apiCoordinate(params.lng)],
        ...paging,
        ...(params.filters ?? []),
      ];
      const { response, data } = await getLocations(resource, 'nearest_to', pairs, signal);
      const links = parseLinkHeader(response.headers.get('Link'));
      // A next page is a later one: a link back to this page or before would loop.
      const next = 'page' in params ? pageOfLink(links['next']) : null;
      return { ...data, total: totalCount(response), links, nextPage: next !== null && 'page' in params && next > params.page ? next : null };
    },

    async complete(resource, { query, limit, bounds, filters = [] }, signal) {
      const pairs: QueryPairs = [
        ['query', completionQuery(query)],
        ...(limit === undefined ? [] : [['limit', String(limit)] as const]),
        ...(bounds ? boundsPairs(bounds, 'bounds') : []),
        ...filters,
      ];
      const result = await getView(resource, 'complete', ['complete'], pairs, signal);
      if (!result) return [];
      return asArray<WireCompletion>(result.body, result.url);
    },

    async show(resource, id, { origin } = {}, signal) {
      const pairs: QueryPairs = origin
        ? [
            ['origin[lat]', apiCoordinate(origin.lat)],
            ['origin[lng]', apiCoordinate(origin.lng)],
          ]
        : [];
      const result = await getView(resource, 'show', [id], pairs, signal);
      if (!result) return null;
      if (!isRecord(result.body) || typeof result.body.id !== 'string') {
        throw new InvalidResponseError(result.url, 'not a location');
      }
      return result.body as unknown as WireLocation;
    },

    async alongCorridor(resource, body, signal) {
      const { url, body: answer } = await postCorridor(resource, body, signal);
      return asLocationsResponse(answer, url);
    },

    async alongCorridorInRouteOrder(resource, body, signal) {
      const { response, url, body: answer } = await postCorridor(resource, { ...body, order: 'route' }, signal);
      const { locations, clusters } = asLocationsResponse(answer, url);
      // Clusters mean the API ignored `order` (an older backend): the list would be incomplete.
      if (clusters.length > 0) throw new InvalidResponseError(url, 'clusters in a route-order answer');
      const bodyTotal = (answer as Partial<AlongCorridorListResponse>).total;
      const total = totalCount(response) ?? (Number.isSafeInteger(bodyTotal) ? (bodyTotal as number) : null);
      if (total === null || total < locations.length) throw new InvalidResponseError(url, 'no total');
      return { locations, total };
    },

    async listRoutes(signal) {
      const url = routesUrl([], buildQuery([
        ['format', 'json'],
        ['cacheBust', cacheBust()],
      ]));
      const response = await send(url, routesInit({ method: 'GET', headers: headersFor() }), signal);
      if (!response.ok) throw new HttpError(response.status, url);
      return asArray<SavedRoute>(await readJsonBody(response, url, signal), url);
    },

    async saveRoute(input, signal) {
      const url = routesUrl([], buildQuery([['format', 'json']]));
      const response = await send(
        url,
        routesInit({ method: 'POST', headers: { ...headersFor(), 'Content-Type': 'application/json' }, body: JSON.stringify(input) }),
        signal,
      );
      if (!response.ok) throw new HttpError(response.status, url);
      const saved = await readJsonBody(response, url, signal);
      if (!isRecord(saved) || typeof saved.id !== 'string') throw new InvalidResponseError(url, 'not a saved route');
      return saved as unknown as SavedRoute;
    },

    async deleteRoute(id, signal) {
      const url = routesUrl([id]);
      const response = await send(url, routesInit({ method: 'DELETE', headers: headersFor() }), signal);
      // Already gone is what the caller wanted: the list is reloaded either way.
      if (!response.ok && response.status !== 404) throw new HttpError(response.status, url);
    },
  };
}
