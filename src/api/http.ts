/**
 * The one HTTP helper: JSON over `fetch`, abortable, with configured headers and typed errors. Config
 * loading and the endpoint functions of our API (client.ts) use it. The fetch function is passed in
 * (from `LocatorServices`), so tests script the network.
 *
 * Errors: a non-2xx answer is an `HttpError` (with `status`), a failed request is a `NetworkError`, a
 * body that is not JSON is an `InvalidJsonError`. An abort rejects with the signal's reason (an
 * `AbortError` DOMException by default): callers ignore those (`isAbortError`).
 */
import { isAbortError, type FetchFunction } from '../shared';

export interface RequestOptions {
  fetch: FetchFunction;
  headers?: Record<string, string> | undefined;
  signal?: AbortSignal | undefined;
}

export class HttpError extends Error {
  readonly status: number;
  readonly url: string;

  constructor(status: number, url: string) {
    super(`HTTP ${status} from ${url}`);
    this.name = 'HttpError';
    this.status = status;
    this.url = url;
  }
}

export class NetworkError extends Error {
  readonly url: string;

  constructor(url: string, cause: unknown) {
    super(`Request to ${url} failed`, { cause });
    this.name = 'NetworkError';
    this.url = url;
  }
}

export class InvalidJsonError extends Error {
  readonly url: string;

  constructor(url: string, cause: unknown) {
    super(`The response from ${url} is not valid JSON`, { cause });
    this.name = 'InvalidJsonError';
    this.url = url;
  }
}

/**
 * Reads `response`'s body and parses it as JSON. A body that cannot be read is a `NetworkError` (or the
 * signal's reason when the call aborted meanwhile); one that is not JSON is an `InvalidJsonError`.
 */
export async function readJsonBody(response: Response, url: string, signal: AbortSignal | undefined): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    throw new NetworkError(url, error);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new InvalidJsonError(url, error);
  }
}

/** A JSON object (not null, not an array): the first check on a body from the network. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `fetch` with our errors: a failed request is a `NetworkError`; an abort rejects with the signal's reason. */
export async function sendRequest(fetch: FetchFunction, url: string, init: RequestInit, signal: AbortSignal | undefined): Promise<Response> {
  // Checked first so an already-aborted call never reaches the network.
  if (signal?.aborted) throw signal.reason;
  try {
    return await fetch(url, { ...init, signal: signal ?? null });
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    if (isAbortError(error)) throw error;
    throw new NetworkError(url, error);
  }
}

async function requestJson<T>(url: string, init: RequestInit, { fetch, signal }: RequestOptions): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: signal ?? null });
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    if (isAbortError(error)) throw error;
    throw new NetworkError(url, error);
  }
  // A fetch that ignores the signal (or answers just as it aborts) must not deliver a stale answer.
  signal?.throwIfAborted();
  if (!response.ok) throw new HttpError(response.status, url);
  let body: unknown;
  try {
    body = await readJsonBody(response, url, signal);
  } catch (error) {
    // The call aborted while its body was read: the abort wins over a read or JSON error, as over a body.
    signal?.throwIfAborted();
    throw error;
  }
  signal?.throwIfAborted();
  return body as T;
}

/** GET `url` and parse the JSON body. The caller asserts the type `T`; validate untrusted shapes. */
export function getJson<T>(url: string, options: RequestOptions): Promise<T> {
  return requestJson<T>(url, { method: 'GET', headers: { Accept: 'application/json', ...options.headers } }, options);
}

/** POST `body` as JSON to `url` and parse the JSON answer. */
export function postJson<T>(url: string, body: unknown, options: RequestOptions): Promise<T> {
  return requestJson<T>(
    url,
    {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...options.headers },
      body: JSON.stringify(body),
    },
    options,
  );
}
