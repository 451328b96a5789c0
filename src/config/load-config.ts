/**
 * Loading the locator config (spec sections 3, 4, 7 and 8):
 * `GET {configBase}/config/{status}/{resource}/{env}/{locale}.json`, where status defaults to published,
 * then merged in this order (later wins):
 *   local defaults → remote config → remote `localized[locale]` → the element's `config` property
 *   (and its `localized[locale]`) → the `maps-api-key` / `map-id` attributes → the element's locale,
 * and validated. The locale is the `locale` attribute's; without one, the config's `locale` (property,
 * then published), else de_DE; the `localized` layers are that locale's. Failures are `ConfigError`s; a 401/403 also redirects to the auth-failure URL when one is
 * set (it can only come from the `config` property, since the remote config did not load).
 */
import { getJson, HttpError, InvalidJsonError } from '../api';
import { isAbortError, type FetchFunction } from '../shared';
import { ConfigError } from './errors';
import type * as BuildConfigModule from './build-config';
import type { ConfigRequest, ConfigStatus, LocatorConfig } from './types';

export interface ConfigLoadDeps {
  fetch: FetchFunction;
  redirect: (url: string) => void;
  signal?: AbortSignal | undefined;
}

/** The config a request asks for: the attribute's status, else the `config` property's, else published. */
function requestStatus(request: ConfigRequest): ConfigStatus {
  return request.status ?? request.override?.status ?? 'published';
}

/** The config URL for a request. Path segments are encoded: the resource comes from page markup. */
export function configUrl(request: ConfigRequest & { resource: string }): string {
  const base = request.configBase.replace(/\/+$/, '');
  const status = requestStatus(request);
  const segments = [status, request.resource, request.env, request.locale].map(encodeURIComponent);
  return `${base}/config/${segments.join('/')}.json`;
}

/** Only http(s) URLs are followed: the URL comes from host-page data. */
function safeRedirectUrl(url: string | undefined, base: string): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** The string-valued entries of a header record (a partial config may carry undefined values). */
function headerRecord(headers: Partial<Record<string, string>> | undefined): Record<string, string> | undefined {
  if (!headers) return undefined;
  return Object.fromEntries(Object.entries(headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** Fetches, merges and validates the config. Rejects with a `ConfigError`, or the abort reason. */
export async function loadLocatorConfig(request: ConfigRequest, deps: ConfigLoadDeps): Promise<LocatorConfig> {
  const resource = request.resource?.trim();
  if (!resource) {
    throw new ConfigError('missing_resource', 'The resource attribute is missing: no config to load');
  }
  const url = configUrl({ ...request, resource });
  // The request first: a page's first dynamic import takes the main thread 10 ms and more on a slow
  // machine. Merging and validating is a lazy chunk, fetched while the config itself is on its way.
  // A draft is an author's: their session cookie goes with the request (also to another origin, by CORS).
  const fetch: ConfigLoadDeps['fetch'] =
    requestStatus(request) === 'draft' ? (input, init) => deps.fetch(input, { ...init, credentials: 'include' }) : deps.fetch;
  const answer = getJson<unknown>(url, { fetch, headers: headerRecord(request.override?.requestHeaders), signal: deps.signal });
  answer.catch(() => {}); // awaited below; a failure is handled there, not reported as unhandled while the chunk is asked for
  const builder = loadBuilder();
  let remote: unknown;
  try {
    remote = await answer;
  } catch (error) {
    if (deps.signal?.aborted || isAbortError(error)) throw error;
    throw toConfigError(error, url, request, deps);
  }
  const { buildConfig } = await builder;
  return buildConfig(remote, request);
}

/** Starts fetching the config checks (a lazy chunk) before any config is asked for (element/warm-up.ts). */
export function preloadConfigChecks(): void {
  void loadBuilder();
}

function loadBuilder(): Promise<typeof BuildConfigModule> {
  const builder = import('./build-config').catch((error: unknown) => {
    throw new ConfigError('network', 'The config checks could not be loaded', { cause: error });
  });
  builder.catch(() => {}); // awaited after the fetch; a failure is reported then, not as unhandled now
  return builder;
}

function toConfigError(error: unknown, url: string, request: ConfigRequest, deps: ConfigLoadDeps): ConfigError {
  if (error instanceof HttpError) {
    if (error.status === 401 || error.status === 403) {
      const target = safeRedirectUrl(request.override?.authFailureUrl, request.configBase);
      if (target) deps.redirect(target);
      return new ConfigError('unauthorized', `The config request was refused (HTTP ${error.status}): ${url}`, { cause: error });
    }
    if (error.status === 404) {
      // Our server answers 404 for a resource it does not know (any case or spelling it has no config for).
      return new ConfigError('not_found', `Unknown resource "${request.resource ?? ''}": no published config at ${url}`, { cause: error });
    }
    return new ConfigError('http', `The config request failed with HTTP ${error.status}: ${url}`, { cause: error });
  }
  if (error instanceof InvalidJsonError) {
    return new ConfigError('invalid_json', `The config at ${url} is not valid JSON`, { cause: error });
  }
  return new ConfigError('network', `The config request could not be made: ${url}`, { cause: error });
}
