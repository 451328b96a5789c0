/**
 * The base state of directions mode, private to the feature: the waypoint, route-request and
 * route-options atoms (and directions-atoms.ts, entering and leaving) read and write it; `index.ts`
 * exports none of it. It lives apart from them so that none of those modules imports another in a
 * circle: the route request reads the waypoints and the options, and their actions ask for the route.
 */
import { atom, type Getter } from 'jotai/vanilla';
import { atomWithLazy } from 'jotai/vanilla/utils';
import { configAtom } from '../config';
import type { RouteResult } from '../map';
import { servicesAtom, trackEvent, type AnalyticsEventMap } from '../shared';
import { corridorRadiusScale } from './corridor-radius';
import { DEFAULT_FUEL_PLAN, type CorridorOrder, type FuelPlan } from './detour-worth';
import type { RouteAvoidance } from './route-request';
import { emptyWaypoint, type Waypoint } from './waypoints';

export type RouteStatus = 'idle' | 'loading' | 'ready' | 'error';
/**
 * `no_route`: the routing service found none; `same_place`: the route goes nowhere (start and destination
 * the same place); `failed`: the request failed (network, quota, …).
 */
export type RouteErrorCode = 'no_route' | 'same_place' | 'failed';

export interface RouteState {
  status: RouteStatus;
  route: RouteResult | null;
  error: RouteErrorCode | null;
}

/** Requests in flight and the id counter: bookkeeping that never renders. */
interface DirectionsInternals {
  nextId: number;
  route: AbortController | undefined;
  /** Station lookups and geolocation per waypoint id. */
  lookups: Map<string, AbortController>;
  /** Places' details (where to show them before there is a route) per waypoint id. */
  placeLookups: Map<string, AbortController>;
}

export const IDLE_ROUTE: RouteState = { status: 'idle', route: null, error: null };
const NO_AVOIDANCE: RouteAvoidance = { avoidTolls: false, avoidHighways: false, avoidFerries: false };

// Per store (atomWithLazy runs the initialiser once per store): two elements never share controllers.
// w1 and w2 are the starting slots.
export const internalsAtom = atomWithLazy<DirectionsInternals>(() => ({ nextId: 3, route: undefined, lookups: new Map(), placeLookups: new Map() }));
export const waypointsBaseAtom = atom<readonly Waypoint[]>([emptyWaypoint('w1'), emptyWaypoint('w2')]);
export const avoidanceBaseAtom = atom<RouteAvoidance>(NO_AVOIDANCE);
/** The corridor radius in km; null until the visitor changes it (then the config's default applies). */
export const corridorRadiusBaseAtom = atom<number | null>(null);
export const routeIndexBaseAtom = atom(0);
export const routeStateBaseAtom = atom<RouteState>(IDLE_ROUTE);
/** When the visitor leaves (ISO 8601 instant); null: now (follows the clock). */
export const departureBaseAtom = atom<string | null>(null);
export const corridorOrderBaseAtom = atom<CorridorOrder>('route');
export const openOnArrivalOnlyBaseAtom = atom(false);
/** The fuel the visitor chose in route options; null: the fuel filter's, else the default. */
export const fuelChoiceBaseAtom = atom<FuelPlan['fuel'] | null>(null);
export const fuelAmountsBaseAtom = atom<Pick<FuelPlan, 'litres' | 'litresPer100Km'>>({ litres: DEFAULT_FUEL_PLAN.litres, litresPer100Km: DEFAULT_FUEL_PLAN.litresPer100Km });
departureBaseAtom.debugLabel = 'directions/departure';
corridorOrderBaseAtom.debugLabel = 'directions/corridorOrder';
openOnArrivalOnlyBaseAtom.debugLabel = 'directions/openOnArrivalOnly';
fuelChoiceBaseAtom.debugLabel = 'directions/fuelChoice';
fuelAmountsBaseAtom.debugLabel = 'directions/fuelAmounts';
internalsAtom.debugLabel = 'directions/internals';
waypointsBaseAtom.debugLabel = 'directions/waypoints';
avoidanceBaseAtom.debugLabel = 'directions/avoidance';
routeIndexBaseAtom.debugLabel = 'directions/routeIndex';
corridorRadiusBaseAtom.debugLabel = 'directions/corridorRadius';
routeStateBaseAtom.debugLabel = 'directions/route';

/** The corridor radius slider's scale: the config's kilometres (miles only label them). */
export const corridorRadiusScaleAtom = atom((get) => corridorRadiusScale(get(configAtom).directions.corridorRadius));
/**
 * The corridor radius in km (route options; default `directions.corridorRadius.value`, 5). Here, not in
 * route-options-atoms.ts, because the published route carries it (route-request-atoms.ts).
 */
export const corridorRadiusAtom = atom((get) => get(corridorRadiusBaseAtom) ?? get(corridorRadiusScaleAtom).defaultKm);

/** A new waypoint id, never reused within a store. */
export function newId(get: Getter): string {
  return `w${get(internalsAtom).nextId++}`;
}

export function track<K extends keyof AnalyticsEventMap>(get: Getter, name: K, params: AnalyticsEventMap[K]): void {
  trackEvent(get(servicesAtom), name, params);
}
