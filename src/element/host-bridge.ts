/**
 * Talking to the host page. For now: dispatching the element's DOM events. (The watchlist and analytics
 * postMessage protocol with `host-origin` comes with the watchlist issue.)
 */
import type { LocatorEvent, LocatorEventDetailMap, LocatorEventName } from './events';

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * Dispatches `name` on the host with a frozen structured clone of `detail`: listeners see a snapshot
 * and cannot mutate the element's state through it.
 */
export function dispatchHostEvent<K extends LocatorEventName>(
  host: EventTarget,
  name: K,
  detail: LocatorEventDetailMap[K],
): LocatorEvent<K> {
  const event: LocatorEvent<K> = new CustomEvent(name, {
    detail: deepFreeze(structuredClone(detail)),
    bubbles: true,
    composed: true,
  });
  host.dispatchEvent(event);
  return event;
}
