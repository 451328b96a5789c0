/**
 * The element's API client, derived from the loaded config and the element's services.
 *
 * Why a derived atom and not a `services.apiClient` field: the element builds its services before the
 * config has loaded (the config request itself goes through `services.fetch`), but the client needs the
 * config (`baseUrl`, `locale`, `requestHeaders`, `resources`). Deriving it here keeps one client per
 * store, rebuilt only if the config or services change, and tests still script the network through
 * `services.fetch` (test/helpers/fake-api.ts).
 */
import { atom } from 'jotai/vanilla';
import { createApiClient } from '../api';
import { configAtom } from '../config';
import { servicesAtom } from '../shared';

export const apiClientAtom = atom((get) => {
  const config = get(configAtom);
  const services = get(servicesAtom);
  return createApiClient({
    baseUrl: config.baseUrl,
    locale: config.locale,
    fetch: services.fetch,
    headers: config.requestHeaders,
    resources: config.resources,
  });
});
apiClientAtom.debugLabel = 'locations/apiClient';
