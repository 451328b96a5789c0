/**
 * Route options of directions mode (spec sections 2 "Route options", 4, 9): what the route request
 * avoids, the corridor radius, the departure time, how the corridor list is ordered and filtered, and
 * the fuel plan "is the detour worth it?" compares. Avoidance asks for the route again; the radius and
 * the departure republish the route on show; the rest only changes what the corridor list shows.
 */
import { atom, type Getter } from 'jotai/vanilla';
import { configAtom } from '../config';
import { activeFilterSelectionAtom } from '../filters';
import { activeRouteAtom, setActiveRouteAtom } from '../shared';
import { DEFAULT_FUEL_PLAN, isFuelType, type CorridorOrder, type FuelPlan } from './detour-worth';
import {
  avoidanceBaseAtom,
  corridorOrderBaseAtom,
  corridorRadiusAtom,
  corridorRadiusBaseAtom,
  departureBaseAtom,
  fuelAmountsBaseAtom,
  fuelChoiceBaseAtom,
  openOnArrivalOnlyBaseAtom,
} from './directions-state';
import type { RouteAvoidance } from './route-request';
import { requestRouteAtom } from './route-request-atoms';

export { corridorRadiusAtom, corridorRadiusScaleAtom } from './directions-state';

/** Spec sections 4 and 9: slider values commit 250 ms after the last change (route-options-panel.tsx). */
export const RADIUS_COMMIT_DELAY_MS = 250;

/** Typing a date and time part by part commits this long after the last change (one reload, not five; departure-control.tsx). */
export const DEPARTURE_COMMIT_DELAY_MS = 600;

export const routeAvoidanceAtom = atom((get) => get(avoidanceBaseAtom));
/** When the visitor leaves (ISO 8601 instant); null: now. */
export const departureAtom = atom((get) => get(departureBaseAtom));
/** How the corridor list is ordered: along the route (default) or by detour. */
export const corridorOrderAtom = atom((get) => get(corridorOrderBaseAtom));
/** The corridor list's filter "open on arrival". */
export const openOnArrivalOnlyAtom = atom((get) => get(openOnArrivalOnlyBaseAtom));
/** The fuel chosen in route options; null when the fuel filter's (or the default) applies. */
export const fuelChoiceAtom = atom((get) => get(fuelChoiceBaseAtom));
/** Litres to top up and consumption, for "is the detour worth it?" (route options). */
export const fuelAmountsAtom = atom((get) => get(fuelAmountsBaseAtom));

/** The fuel of the active fuel filter (the first grade it names), or null. */
const filteredFuelAtom = atom((get): FuelPlan['fuel'] | null => {
  const selection = get(activeFilterSelectionAtom);
  const names = [...(selection.with_any['fuel'] ?? []), ...(selection.with_all['fuel'] ?? [])];
  return names.find(isFuelType) ?? null;
});

/**
 * What "is the detour worth it?" compares: the fuel chosen in route options, else the
 * fuel filter's, else E10; the litres and consumption of route options (40 l, 7 l/100 km by default).
 */
export const fuelPlanAtom = atom((get): FuelPlan => ({
  fuel: get(fuelChoiceBaseAtom) ?? get(filteredFuelAtom) ?? DEFAULT_FUEL_PLAN.fuel,
  ...get(fuelAmountsBaseAtom),
}));

/** Route options the request uses (the route options panel sets them). Asks for the route again. */
export const setRouteAvoidanceAtom = atom(null, (get, set, change: Partial<RouteAvoidance>) => {
  set(avoidanceBaseAtom, { ...get(avoidanceBaseAtom), ...change });
  void set(requestRouteAtom);
});

/** `km` within the config's corridor radius range. */
export function clampRadius(get: Getter, km: number): number {
  const { min, max } = get(configAtom).directions.corridorRadius;
  return Math.min(max, Math.max(min, km));
}

/**
 * The corridor radius (km) along the route: it changes which stations are along it, not the route, so
 * the route is republished with the new radius and not asked for again. Kept within the config's range.
 */
export const setCorridorRadiusAtom = atom(null, (get, set, km: number) => {
  if (!Number.isFinite(km)) return;
  set(corridorRadiusBaseAtom, clampRadius(get, km));
  const active = get(activeRouteAtom);
  if (active) set(setActiveRouteAtom, { ...active, corridorRadiusKm: get(corridorRadiusAtom) });
});

/**
 * The departure time (an ISO 8601 instant; null: now). It changes when the route passes each station,
 * not the route, so the route is republished (the corridor list reloads) and not asked for again.
 */
export const setDepartureAtom = atom(null, (get, set, departure: string | null) => {
  const valid = departure === null || Number.isFinite(Date.parse(departure)) ? departure : null;
  if (valid === get(departureBaseAtom)) return;
  set(departureBaseAtom, valid);
  const active = get(activeRouteAtom);
  if (active) set(setActiveRouteAtom, { ...active, departure: valid });
});

/** Orders the corridor list along the route or by detour (kept until directions mode is left). */
export const setCorridorOrderAtom = atom(null, (_get, set, order: CorridorOrder) => {
  set(corridorOrderBaseAtom, order);
});

/** Shows only the stations open when the route reaches them, or all. */
export const setOpenOnArrivalOnlyAtom = atom(null, (_get, set, only: boolean) => {
  set(openOnArrivalOnlyBaseAtom, only);
});

/** The fuel to compare prices at (route options); null: the fuel filter's. */
export const setFuelChoiceAtom = atom(null, (_get, set, fuel: FuelPlan['fuel'] | null) => {
  set(fuelChoiceBaseAtom, fuel);
});

/** Litres to top up and l/100 km (route options); non-positive or non-finite values are ignored. */
export const setFuelAmountsAtom = atom(null, (get, set, change: Partial<Pick<FuelPlan, 'litres' | 'litresPer100Km'>>) => {
  const next = { ...get(fuelAmountsBaseAtom) };
  if (change.litres !== undefined && Number.isFinite(change.litres) && change.litres > 0) next.litres = change.litres;
  if (change.litresPer100Km !== undefined && Number.isFinite(change.litresPer100Km) && change.litresPer100Km > 0) next.litresPer100Km = change.litresPer100Km;
  set(fuelAmountsBaseAtom, next);
});
