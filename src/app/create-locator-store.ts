import { createStore } from 'jotai/vanilla';
import { provideConfig, type LocatorConfig } from '../config';
import { setSearchNamespaceAtom } from '../search';
import { provideServices, type LocatorServices } from '../shared';

export type LocatorStore = ReturnType<typeof createStore>;

/**
 * One store per element, created once the config has loaded, holding the config and the services.
 * `resource` (the element's attribute) keeps each locator's recent searches apart in local storage.
 */
export function createLocatorStore(config: LocatorConfig, services: LocatorServices, resource = 'default'): LocatorStore {
  const store = createStore();
  provideConfig(store, config);
  provideServices(store, services);
  store.set(setSearchNamespaceAtom, resource);
  return store;
}
