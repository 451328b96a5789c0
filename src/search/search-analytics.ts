/**
 * The analytics events of the search feature. Their payloads are documented in the element's one
 * catalogue (src/shared/analytics.ts), which types `services.track`:
 * - `search_submitted` {query_length, total, count_{source}...}: a completion search settled (debounced,
 *   at least the minimum query length); the query text itself is never sent;
 * - `completion_chosen` {source: 'places' | resource | 'recent', position (1-based in the whole list)};
 * - `geolocation_used` {status: 'success'} | {status: 'error', reason: denied | unavailable | timeout | no_result}.
 * No free text, no place ids or descriptions, no coordinates.
 */
import type { AnalyticsEventMap, GeolocationUsedParams } from '../shared';

export type SearchAnalyticsEventName = 'search_submitted' | 'completion_chosen' | 'geolocation_used';
export type SearchAnalyticsEventMap = Pick<AnalyticsEventMap, SearchAnalyticsEventName>;
export type GeolocationFailure = Extract<GeolocationUsedParams, { status: 'error' }>['reason'];
