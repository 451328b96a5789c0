/** The one error shape (`{error: {code, message}}`) and the mapping from thrown errors to it. */

import type { ApiError, ApiErrorCode } from '../../../src/api/contract.ts';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string): HttpError => new HttpError(400, 'bad_request', message);
export const notFound = (message = 'Not found'): HttpError => new HttpError(404, 'not_found', message);

export function errorBody(code: ApiErrorCode, message: string): ApiError {
  return { error: { code, message } };
}

interface ValidationItem {
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

interface ErrorLike {
  statusCode?: number;
  code?: string;
  validation?: ValidationItem[];
  validationContext?: string;
}

/** A safe message for a schema failure: where and what, never the offending value. */
function validationMessage(err: ErrorLike): string {
  const first = err.validation?.[0];
  const where = [err.validationContext ?? 'request', first?.instancePath?.replace(/^\//, '').replace(/\//g, '.')]
    .filter((s) => s)
    .join(' ');
  let what = first?.message ?? 'is invalid';
  const extra = first?.params?.additionalProperty;
  if (typeof extra === 'string' && extra.length <= 40 && /^[\w.-]+$/.test(extra)) what += ` (${extra})`;
  // An enum's values come from our schema, not the request: naming them says what to send instead.
  const allowed = first?.params?.allowedValues;
  if (Array.isArray(allowed) && allowed.every((v) => typeof v === 'string' && /^[\w.-]{1,40}$/.test(v))) what += ` (${allowed.join(', ')})`;
  return `${where} ${what}`.slice(0, 200);
}

/** Maps anything thrown in a request to [status, body]. Never throws. */
export function toApiError(err: unknown): [number, ApiError] {
  try {
    if (err instanceof HttpError) return [err.statusCode, errorBody(err.code, err.message)];
    const e = (err ?? {}) as ErrorLike;
    if (e.validation) return [400, errorBody('bad_request', validationMessage(e))];
    const status = typeof e.statusCode === 'number' ? e.statusCode : 500;
    switch (status) {
      case 413:
        return [413, errorBody('payload_too_large', 'Request body is larger than 64 KiB')];
      case 415:
        return [415, errorBody('unsupported_media_type', 'Send JSON with Content-Type: application/json')];
      case 429:
        return [429, errorBody('rate_limited', 'Too many requests; retry after the time in Retry-After')];
      case 404:
        return [404, errorBody('not_found', 'Not found')];
      case 405:
        return [405, errorBody('method_not_allowed', 'Method not allowed')];
      case 503:
        return [503, errorBody('service_unavailable', 'Service unavailable; retry later')];
    }
    if (status >= 400 && status < 500) {
      const message =
        e.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || e.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'Request body is not valid JSON'
          : e.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH'
            ? 'Invalid Content-Length'
            : 'Bad request';
      return [400, errorBody('bad_request', message)];
    }
    return [500, errorBody('internal_error', 'Internal error')];
  } catch {
    return [500, errorBody('internal_error', 'Internal error')];
  }
}
