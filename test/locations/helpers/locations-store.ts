/**
 * A per-test locator store: a real merged config (buildConfig over the defaults), services with the fake
 * API's fetch, a fake clock, and recorded host events and analytics (the common part is
 * test/helpers/feature-context.ts).
 */
import type { ConfigOverride } from '../../../src/config';
import { BASE_REMOTE_CONFIG, createFeatureContext, type FeatureTestContext } from '../../helpers/feature-context';

export type { Store } from '../../helpers/feature-context';

/** The common base plus the nearest list's page size. */
export const LOCATIONS_REMOTE_CONFIG = { ...BASE_REMOTE_CONFIG, map: { nearestLimit: 50 } };

export type LocationsTestContext = FeatureTestContext;

export function createLocationsContext(
  options: { remote?: Record<string, unknown>; locale?: 'en_GB' | 'de_DE'; override?: ConfigOverride } = {},
): LocationsTestContext {
  return createFeatureContext({ baseRemote: LOCATIONS_REMOTE_CONFIG, ...options });
}
