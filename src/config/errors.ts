/**
 * Why the locator config could not be used. Every failure becomes a `ConfigError` with a `code`: the
 * element shows the translated message for the code (`app.error.<code>`) and puts code and message in
 * its `locator-error` event.
 */
export type ConfigErrorCode =
  /** No `resource` attribute: we do not know which published config to load. */
  | 'missing_resource'
  /** The config request could not be made (offline, DNS, CORS). */
  | 'network'
  /** 401 or 403 on the config request. */
  | 'unauthorized'
  /** 404: no published config for this resource, env and locale. */
  | 'not_found'
  /** Any other non-2xx answer. */
  | 'http'
  | 'invalid_json'
  /** A non-optional key is missing after the merge over the defaults. */
  | 'missing_key'
  /** `intlData.formats.number.distance.unit` is missing (spec section 5). */
  | 'missing_distance_unit'
  /** A location resource the app uses is not in `resources`. */
  | 'unknown_resource'
  /** A key is present but has the wrong type or value. */
  | 'invalid_config';

export class ConfigError extends Error {
  readonly code: ConfigErrorCode;
  /** The offending config key path, when there is one. */
  readonly key: string | undefined;

  constructor(code: ConfigErrorCode, message: string, options: { key?: string; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'ConfigError';
    this.code = code;
    this.key = options.key;
  }
}

/** The spec's message for a missing key (section 8), naming the key. */
export const missingKeyError = (key: string) =>
  new ConfigError('missing_key', `Missing non-optional config: ${key}`, { key });

/** The spec's message for an unknown resource (section 8), naming the resource. */
export const unknownResourceError = (resource: string) =>
  new ConfigError('unknown_resource', `resource ${resource} is not defined in the app config`, { key: `resources.${resource}` });
