// Public face of the element folder.
/*
 * Spec rule → file (spec section, rule in short → the file that implements it; from the spec audit):
 * §1 Public visitors; no sign-in → attributes.ts
 * §1 Primary colour #0064CC → ../shared/tokens.css
 * §3 Search state: recent searches (selection intents) in local storage → services.ts
 * §3 Watchlist: list of ids exchanged with the host page → host-bridge.ts
 * §6 No sign-in or roles → attributes.ts
 * §7 Message ready-watchlist on start → host-bridge.ts
 * §7 Messages add-to-watchlist / remove-from-watchlist carrying an id → host-bridge.ts
 * §7 Host answers with a watchlist event carrying ids → host-bridge.ts
 * §7 Analytics events posted to the host page by message → host-bridge.ts
 * §8 Host does not answer the watchlist within 2 s: empty list → host-bridge.ts
 * §9 Primary colour #0064CC → ../shared/tokens.css
 */
export { StationLocatorElement } from './station-locator-element';
export { ATTRIBUTES, parseAttributes, type ElementSettings } from './attributes';
export { LOCATOR_EVENTS, type LocatorEvent, type LocatorEventDetailMap, type LocatorEventName } from './events';
export { CSS_CUSTOM_PROPERTIES, CSS_PARTS } from './styles';
export { createDefaultServices } from './services';
export { warmUp } from './warm-up';
