/**
 * A per-test locator store: a real merged config (buildConfig over the defaults), services with the fake
 * API's fetch, a fake clock, and recorded host events and analytics (the common part is
 * test/helpers/feature-context.ts).
 */
import type { ConfigOverride } from '../../../src/config';
import { createFeatureContext, type FeatureTestContext } from '../../helpers/feature-context';

export type { Store } from '../../helpers/feature-context';

export const BASE_REMOTE_CONFIG = {
  baseUrl: '/api/v2',
  country: 'GB',
  resources: {
    locations: { enabled: true, views: ['show', 'within_bounds', 'nearest_to', 'along_corridor', 'complete'] },
    non_matching_locations: { enabled: true, views: ['within_bounds', 'along_corridor'] },
  },
  intlData: { formats: { number: { distance: { unit: 'mile' } } } },
  map: { nearestLimit: 50 },
};

export type LocationsTestContext = FeatureTestContext;

export function createLocationsContext(
  options: { remote?: Record<string, unknown>; locale?: 'en_GB' | 'de_DE'; override?: ConfigOverride } = {},
): LocationsTestContext {
  return createFeatureContext({ baseRemote: BASE_REMOTE_CONFIG, ...options });
}
