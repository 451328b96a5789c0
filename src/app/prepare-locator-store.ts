import type { LocatorConfig } from '../config';
import { firstListDecided, loadFirstViewAtom, parseHash, predictedMapBox, type BoxSize } from '../locations';
import { parseResourceChoice, resourceChoiceAtom } from '../resource-choice';
import { loadCountries, MOBILE_MEDIA_QUERY, type LocatorServices } from '../shared';
import { createLocatorStore, type LocatorStore } from './create-locator-store';

/** What the store of one element is made from, besides its config. */
export interface StoreInputs {
  services: LocatorServices;
  /** The `hash-routing` attribute: the URL's hash names the first view. */
  hashRouting: boolean;
  /** The element: its box foretells the map's, so a view in the URL is asked for with the config. */
  host?: HTMLElement;
}

/** A store and its first view's loads. */
export interface PreparedStore {
  store: LocatorStore;
  /**
   * Settles when the first view's nearest list is decided (`firstListDecided`), or its loads are over (at
   * once when the URL names no view to load).
   */
  firstView: Promise<void>;
}

/**
 * The element's store, made as the config arrives, with the first view's requests sent from it when the
 * URL names the view: before the shell renders, not after its plan. Called by the element's
 * config preload (before React has rendered anything) and by the app for any later load (a retry, a new
 * config request), so both make the same store. `resource`: the element's attribute (keeps each locator's
 * recent searches apart).
 */
export function prepareLocatorStore(config: LocatorConfig, resource: string | null | undefined, inputs: StoreInputs): PreparedStore {
  const { services, hashRouting, host } = inputs;
  const store = createLocatorStore(config, services, resource ?? undefined);
  const initialRoute = hashRouting ? parseHash(window.location.hash) : null;
  // The link's choice of fuel or charging, before the first loads go out (`both` unless it says).
  if (hashRouting) store.set(resourceChoiceAtom, parseResourceChoice(window.location.hash));
  // Without a view in the URL the map starts at the configured country, and its first requests wait
  // for the country table (a lazy chunk): fetched now, while the shell renders, not after its commit.
  if (initialRoute === null) loadCountries().catch(() => {}); // the map's plan asks again and reports a failure
  const loads = store.set(loadFirstViewAtom, { initialRoute, mapBox: initialRoute?.kind === 'viewport' && host ? foretoldMapBox(host) : null });
  return { store, firstView: firstListDecided(store, loads) };
}

/** The map's box as the shell will lay it out in `host` (`predictedMapBox`), read before the shell renders. */
function foretoldMapBox(host: HTMLElement): BoxSize | null {
  const sidebarWidth = getComputedStyle(host).getPropertyValue('--sl-sidebar-width');
  return predictedMapBox({ width: host.clientWidth, height: host.clientHeight }, sidebarWidth, window.matchMedia(MOBILE_MEDIA_QUERY).matches);
}
