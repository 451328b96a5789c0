/**
 * What the per-test stores of the feature tests (test/locations/helpers/locations-store.ts,
 * test/search/helpers/search-context.ts) have in common: a real merged config (buildConfig over the
 * feature's base remote config), services with the fake API's fetch, a fake clock, a recording logger and
 * recorded analytics and host events, provided to a fresh jotai store. A feature adds its own services
 * (storage, geolocation, ...) through `services`.
 */
import { createStore } from 'jotai/vanilla';
import { buildConfig, provideConfig, type ConfigOverride, type LocatorConfig } from '../../src/config';
import { createRecordingLogger, provideServices, type HostEventDetails, type LocatorServices, type RecordingLogger } from '../../src/shared';
import { createFakeApi, type FakeApi } from './fake-api';
import { createFakeTimers, type FakeTimers } from './fake-timers';

export type Store = ReturnType<typeof createStore>;

/** The remote config the feature tests start from: both location resources with every view, miles. */
export const BASE_REMOTE_CONFIG: Record<string, unknown> = {
  baseUrl: '/api/v2',
  country: 'GB',
  resources: {
    locations: { enabled: true, views: ['show', 'within_bounds', 'nearest_to', 'along_corridor', 'complete'] },
    non_matching_locations: { enabled: true, views: ['within_bounds', 'along_corridor'] },
  },
  intlData: { formats: { number: { distance: { unit: 'mile' } } } },
};

/**
 * A remote config fragment with a fuel filter on from the start (a prefilter): the grey set
 * (non_matching_locations) is only asked for while a filter is active, since with none it is empty.
 */
export const WITH_A_FUEL_FILTER: Record<string, unknown> = { filters: { groups: { fuel: { filters: ['E10', 'E5'] } }, prefilters: 'fuel.E10' } };

export interface FeatureTestContext {
  store: Store;
  config: LocatorConfig;
  services: LocatorServices;
  api: FakeApi;
  timers: FakeTimers;
  logger: RecordingLogger;
  /** Every `track` call; `params` copied as they were when tracked. */
  analytics: { name: string; params: Record<string, unknown> }[];
  hostEvents: { name: keyof HostEventDetails; detail: unknown }[];
}

export interface FeatureContextOptions {
  /** The feature's remote config (default BASE_REMOTE_CONFIG); `remote` is merged over it. */
  baseRemote?: Record<string, unknown>;
  remote?: Record<string, unknown> | undefined;
  locale?: 'en_GB' | 'de_DE' | undefined;
  override?: ConfigOverride | undefined;
  /** Services the feature adds to (or replaces in) the common ones. */
  services?: Partial<LocatorServices>;
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

export function createFeatureContext(options: FeatureContextOptions): FeatureTestContext {
  const config = buildConfig(mergeDeep(options.baseRemote ?? BASE_REMOTE_CONFIG, options.remote ?? {}), {
    resource: 'demo',
    env: 'test',
    locale: options.locale ?? 'en_GB',
    configBase: window.location.origin,
    override: options.override,
  });
  const api = createFakeApi();
  const timers = createFakeTimers();
  const logger = createRecordingLogger();
  const analytics: FeatureTestContext['analytics'] = [];
  const hostEvents: FeatureTestContext['hostEvents'] = [];
  const services: LocatorServices = {
    fetch: api.fetch,
    redirect: () => {},
    logger,
    runtimeMode: 'test',
    pageOrigin: window.location.origin,
    now: () => timers.now(),
    timers,
    track: (name, params) => analytics.push({ name, params: { ...params } }),
    emit: (name, detail) => hostEvents.push({ name, detail }),
    ...options.services,
  };
  const store = createStore();
  provideConfig(store, config);
  provideServices(store, services);
  return { store, config, services, api, timers, logger, analytics, hostEvents };
}
