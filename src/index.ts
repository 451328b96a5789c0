/**
 * The package's main entry: the element class and its public types. No side effects: importing this
 * does not define `<station-locator>` (import `station-locator.js` for that, or call
 * `customElements.define('my-name', StationLocatorElement)` yourself).
 */
export {
  StationLocatorElement,
  ATTRIBUTES,
  CSS_CUSTOM_PROPERTIES,
  CSS_PARTS,
  LOCATOR_EVENTS,
  type LocatorEvent,
  type LocatorEventDetailMap,
  type LocatorEventName,
} from './element';
export type { ConfigOverride, LocatorConfig, DeepPartial } from './config';
export type { LocatorServices, Logger } from './shared';
