// Public face of the element folder.
export { StationLocatorElement } from './station-locator-element';
export { ATTRIBUTES, parseAttributes, type ElementSettings } from './attributes';
export { LOCATOR_EVENTS, type LocatorEvent, type LocatorEventDetailMap, type LocatorEventName } from './events';
export { CSS_CUSTOM_PROPERTIES, CSS_PARTS } from './styles';
export { createDefaultServices } from './services';
export { warmUp } from './warm-up';
