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

/**
 * The element's store kept across a change of locale: the new locale's config replaces the
 * old one in it, and everything else (route, waypoints, selection, filters, list) stays. What reads the
 * config re-renders in the new locale; the directions feature re-labels the waypoints and asks for the
 * route again in it (`useRelocalisedRoute`).
 */
export function relocaliseLocatorStore(store: LocatorStore, config: LocatorConfig): LocatorStore {
  provideConfig(store, config);
  return store;
}
