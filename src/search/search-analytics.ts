/**
 * The analytics events of the search feature (spec section 7: posted to the host page). Payloads are
 * small and flat and never carry text the visitor typed or chose (no query, no description, no place id),
 * so a host's analytics cannot collect addresses.
 */
import type { AnalyticsParams } from '../shared';

/**
 * `search_submitted`: a completion search settled (debounced, at least the minimum query length).
 * - `query_length`: number of characters searched for (the text itself is never sent);
 * - `total`: completions shown across all sources;
 * - `count_{source}`: completions per source, e.g. `count_places`, `count_locations` (0 included).
 */
export interface SearchSubmittedParams extends AnalyticsParams {
  query_length: number;
  total: number;
}

/**
 * `completion_chosen`: the visitor picked an option of the list.
 * - `source`: `places`, a resource name (e.g. `locations`) or `recent` (a recent search);
 * - `position`: 1-based position of the option within the whole list, as announced to screen readers.
 */
export interface CompletionChosenParams extends AnalyticsParams {
  source: string;
  position: number;
}

/**
 * `geolocation_used`: a "use my position" attempt ended.
 * - `status`: `success` or `error`;
 * - `reason` (errors only): `denied`, `unavailable`, `timeout` or `no_result` (nothing geocoded there).
 */
export type GeolocationUsedParams = { status: 'success' } | { status: 'error'; reason: GeolocationFailure };

export type GeolocationFailure = 'denied' | 'unavailable' | 'timeout' | 'no_result';

export interface SearchAnalyticsEventMap {
  search_submitted: SearchSubmittedParams;
  completion_chosen: CompletionChosenParams;
  geolocation_used: GeolocationUsedParams;
}

export type SearchAnalyticsEventName = keyof SearchAnalyticsEventMap;
