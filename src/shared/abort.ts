/**
 * True for the rejection of a call its caller aborted (the `AbortError` that `fetch`,
 * `signal.throwIfAborted()` and `AbortController.abort()` give): nobody wants the answer any more, so it
 * is neither shown nor logged. A `TimeoutError` (a request given `AbortSignal.timeout`, e.g. inside a
 * host's own fetch) is not one: the request failed, and the caller reports it like any other failure.
 */
export function isAbortError(error: unknown): boolean {
  // DOMException inherits from Error in today's browsers; the first check keeps older engines right.
  return (error instanceof DOMException || error instanceof Error) && error.name === 'AbortError';
}
