/**
 * Typed errors of the maps port and the abort plumbing every implementation shares. Provider status
 * strings stay inside the adapters: callers see `[]`, `null`, an AbortError or a `MapsError`.
 */

export type MapsErrorKind =
  /** The service could not be reached (offline, DNS, CORS, script failed to load). */
  | 'network'
  /** Rate limit or quota exceeded; retrying later may help. */
  | 'quota'
  /** The key or project may not use this service (auth failure, API not enabled, billing). */
  | 'denied'
  /** The request was malformed (our bug or bad input). */
  | 'invalid'
  | 'unknown';

export class MapsError extends Error {
  override readonly name = 'MapsError';
  readonly kind: MapsErrorKind;
  /** The provider's own status or code, for logs (e.g. `OVER_QUERY_LIMIT`, `HTTP 503`). */
  readonly status: string;

  constructor(kind: MapsErrorKind, status: string, options?: { cause?: unknown }) {
    super(`Maps ${kind} error (${status})`, options);
    this.kind = kind;
    this.status = status;
  }
}

/**
 * Spec section 8: an error "when a canvas context fails". The offline map draws on a canvas; a browser
 * that gives it no context (canvas blocked by a privacy setting or extension, out of memory) would
 * otherwise leave a blank map without a word. The view reports it as its `canvas_failed` failure.
 */
export class CanvasContextError extends Error {
  override readonly name = 'CanvasContextError';

  constructor(contextType: string) {
    super(`The canvas gave no "${contextType}" context`);
  }
}

export function isMapsError(error: unknown): error is MapsError {
  return error instanceof MapsError;
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/**
 * Runs `start` unless `signal` is already aborted, and rejects with the abort reason as soon as the
 * signal aborts, even if the underlying work cannot be cancelled (Google's calls cannot): the late
 * answer is then dropped, which is what "a new request aborts the previous one" needs.
 */
export function withAbort<T>(signal: AbortSignal | undefined, start: () => Promise<T>): Promise<T> {
  if (!signal) return start();
  if (signal.aborted) return Promise.reject(abortReason(signal));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortReason(signal));
    signal.addEventListener('abort', onAbort, { once: true });
    start().then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        if (signal.aborted) reject(abortReason(signal));
        else resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(signal.aborted ? abortReason(signal) : error);
      },
    );
  });
}

/**
 * Maps a provider status or HTTP status to an error kind. Covers Google's classic status strings,
 * the RPC codes of the new APIs and HTTP statuses of our own gazetteer.
 */
export function errorKindForStatus(status: string | number): MapsErrorKind {
  if (typeof status === 'number') {
    if (status === 429) return 'quota';
    if (status === 401 || status === 403) return 'denied';
    if (status >= 400 && status < 500) return 'invalid';
    return 'unknown';
  }
  switch (status) {
    case 'OVER_QUERY_LIMIT':
    case 'OVER_DAILY_LIMIT':
    case 'MAX_ELEMENTS_EXCEEDED':
    case 'RESOURCE_EXHAUSTED':
      return 'quota';
    case 'REQUEST_DENIED':
    case 'PERMISSION_DENIED':
    case 'UNAUTHENTICATED':
      return 'denied';
    case 'INVALID_REQUEST':
    case 'INVALID_ARGUMENT':
    case 'MAX_WAYPOINTS_EXCEEDED':
    case 'FAILED_PRECONDITION':
    case 'OUT_OF_RANGE':
      return 'invalid';
    case 'UNAVAILABLE':
    case 'DEADLINE_EXCEEDED':
    case 'NETWORK_ERROR':
      return 'network';
    default:
      return 'unknown';
  }
}
