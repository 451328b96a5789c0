import { createStore } from 'jotai/vanilla';
import { provideConfig, type LocatorConfig } from '../config';
import { provideServices, type LocatorServices } from '../shared';

export type LocatorStore = ReturnType<typeof createStore>;

/** One store per element, created once the config has loaded, holding the config and the services. */
export function createLocatorStore(config: LocatorConfig, services: LocatorServices): LocatorStore {
  const store = createStore();
  provideConfig(store, config);
  provideServices(store, services);
  return store;
}
