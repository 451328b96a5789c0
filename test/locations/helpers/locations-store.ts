/**
 * A per-test locator store: a real merged config (buildConfig over the defaults), services with the fake
 * API's fetch, a fake clock, and recorded host events and analytics.
 */
import { createStore } from 'jotai/vanilla';
import { buildConfig, provideConfig, type ConfigOverride, type LocatorConfig } from '../../../src/config';
import { createRecordingLogger, provideServices, type HostEventDetails, type LocatorServices, type RecordingLogger } from '../../../src/shared';
import { createFakeApi, type FakeApi } from '../../helpers/fake-api';
import { createFakeTimers, type FakeTimers } from '../../helpers/fake-timers';

export type Store = ReturnType<typeof createStore>;

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

export interface LocationsTestContext {
  store: Store;
  api: FakeApi;
  timers: FakeTimers;
  logger: RecordingLogger;
  config: LocatorConfig;
  services: LocatorServices;
  hostEvents: { name: keyof HostEventDetails; detail: unknown }[];
  analytics: { name: string; params: Record<string, unknown> }[];
}

function mergeDeep(base: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    const current = out[key];
    out[key] =
      value && typeof value === 'object' && !Array.isArray(value) && current && typeof current === 'object' && !Array.isArray(current)
        ? mergeDeep(current as Record<string, unknown>, value as Record<string, unknown>)
        : value;
  }
  return out;
}

export function createLocationsContext(
  options: { remote?: Record<string, unknown>; locale?: 'en_GB' | 'de_DE'; override?: ConfigOverride } = {},
): LocationsTestContext {
  const remote = mergeDeep(BASE_REMOTE_CONFIG, options.remote ?? {});
  const config = buildConfig(remote, {
    resource: 'demo',
    env: 'test',
    locale: options.locale ?? 'en_GB',
    configBase: window.location.origin,
    override: options.override,
  });
  const api = createFakeApi();
  const timers = createFakeTimers();
  const logger = createRecordingLogger();
  const hostEvents: LocationsTestContext['hostEvents'] = [];
  const analytics: LocationsTestContext['analytics'] = [];
  const services: LocatorServices = {
    fetch: api.fetch,
    redirect: () => {},
    logger,
    runtimeMode: 'test',
    pageOrigin: window.location.origin,
    now: () => timers.now(),
    timers,
    track: (name, params) => analytics.push({ name, params }),
    emit: (name, detail) => hostEvents.push({ name, detail }),
  };
  const store = createStore();
  provideConfig(store, config);
  provideServices(store, services);
  return { store, api, timers, logger, config, services, hostEvents, analytics };
}
