/**
 * The DOM events the element dispatches on itself (DESIGN.md "Element surface"): CustomEvents with
 * `bubbles: true, composed: true` and a typed `detail`. The detail is a frozen copy, so a host listener
 * cannot reach into the element's state (hardening notes A2).
 */
import type { LocatorErrorCode as AppErrorCode } from '../app';
import type { AnalyticsEvent, AnalyticsEventMap, AnalyticsEventName } from '../shared';
import type { AttributeWarningCode } from './attributes';

/** Every `locator-error` code: the app's (start-up, map region) and the attribute values it does not know. */
export type LocatorErrorCode = AppErrorCode | AttributeWarningCode;
export type { AnalyticsEvent, AnalyticsEventMap, AnalyticsEventName };

export interface LocatorErrorDetail {
  code: LocatorErrorCode;
  /** English, for developers' logs; the element shows a translated message itself. */
  message: string;
}

export interface WatchlistItemDetail {
  id: string;
}

export interface SelectLocationDetail {
  resource: string;
  id: string;
}

/**
 * `{name, params}`: one entry of the analytics catalogue (src/shared/analytics.ts), discriminated by
 * `name`, so `if (detail.name === 'filter_toggle') detail.params.group` type-checks in a host page.
 */
export type AnalyticsDetail = AnalyticsEvent;

/** Event name → detail type. The single source for the typings below and for the docs. */
export interface LocatorEventDetailMap {
  'locator-error': LocatorErrorDetail;
  'ready-watchlist': Record<string, never>;
  'add-to-watchlist': WatchlistItemDetail;
  'remove-from-watchlist': WatchlistItemDetail;
  'select-location': SelectLocationDetail;
  analytics: AnalyticsDetail;
  'maps-consent-request': Record<string, never>;
}

export type LocatorEventName = keyof LocatorEventDetailMap;

export const LOCATOR_EVENTS: readonly LocatorEventName[] = [
  'locator-error',
  'ready-watchlist',
  'add-to-watchlist',
  'remove-from-watchlist',
  'select-location',
  'analytics',
  'maps-consent-request',
];

export type LocatorEvent<K extends LocatorEventName> = CustomEvent<Readonly<LocatorEventDetailMap[K]>>;

/** Event name → the event a listener receives, derived from the detail map. */
export type LocatorEventMap = { [K in LocatorEventName]: LocatorEvent<K> };

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmentation: the members come from LocatorEventMap
  interface HTMLElementEventMap extends LocatorEventMap {}
  // The events bubble out of the shadow root (composed), so a page may listen on `document` too.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmentation, as above
  interface DocumentEventMap extends LocatorEventMap {}
}
