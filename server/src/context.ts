/** What route plugins share: the store, the in-memory indexes and the resolved options. */

import type { StatusReports } from './charging/availability.ts';
import type { MotorwayRouter } from './directions/router.ts';
import type { Gazetteer } from './index/gazetteer.ts';
import type { StationIndex } from './index/station-index.ts';
import type { BoxLimits } from './geo/bounds.ts';
import type { PolylineLimits } from './geo/polyline.ts';
import type { RoutesRepository } from './store/store.ts';

export interface CookieSettings {
  /** Cookie name; with `secure` the `__Host-` prefix is added. */
  name: string;
  sameSite: 'lax' | 'strict' | 'none';
  secure: boolean;
  /** CHIPS: needed for a cookie set in a cross-site embed (with sameSite none and secure). */
  partitioned: boolean;
  /** Seconds. */
  maxAge: number;
}

export interface AppContext {
  /** Replaced with the gazetteer and version when an import lands (station-data.ts): read once per request. */
  index: StationIndex;
  /** Charging sites (resource `charging`), replaced with `index`. */
  charging: StationIndex;
  /** EVSE status reports read from the store; the charging index reads them (kept across index swaps). */
  statusReports: StatusReports;
  gazetteer: Gazetteer;
  /** The store's data version the index and gazetteer were built from. */
  dataVersion: number;
  routes: RoutesRepository;
  boxLimits: BoxLimits;
  polylineLimits: PolylineLimits;
  cookie: CookieSettings;
  /** Headers sent with every location-list response (e.g. data attribution). */
  metaHeaders: Record<string, string>;
  now: () => Date;
  /** The motorway router, loaded on first use; null when the app has no network (straight routes only). */
  motorways: () => Promise<MotorwayRouter | null>;
  /** Per-client limit of POST /directions (each leg is a graph search); null when rate limiting is off. */
  directionsRateLimit: { max: number; timeWindowMs: number } | null;
}
