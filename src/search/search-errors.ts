/**
 * Errors of the search feature. Each has a `code` that picks its translated message
 * (`search.error.{code}`), so the box can show it without knowing where it came from.
 */

export type SearchErrorCode =
  /** A place selection without a place id (spec section 8). */
  | 'missing_place_id'
  /** The maps service knows no such place (or gave it without the fields we need). */
  | 'place_not_found'
  /** Place details or the nearest-locations lookup failed. */
  | 'selection_failed'
  /** The completions of every source failed. */
  | 'completions_failed';

export class SearchError extends Error {
  override readonly name = 'SearchError';
  readonly code: SearchErrorCode;

  constructor(code: SearchErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}

export function isSearchError(error: unknown): error is SearchError {
  return error instanceof SearchError;
}
