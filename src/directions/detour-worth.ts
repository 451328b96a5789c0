/**
 * "Is the detour worth it?" and the corridor list's order and filter. Pure.
 *
 * The saving of stopping at a station, against the most expensive station on the route at the same
 * fuel, in pence:
 *
 *   saving = (most expensive price − price) × litres − detour kilometres × litres per km × price
 *
 * i.e. what the cheaper fuel saves on the top-up, minus the fuel the detour burns at this station's
 * price. Negative: the detour costs more than it saves ("not worth it"). Only current prices take part
 * (reported within the config's `prices.maxAgeHours`); an old one is shown, never compared.
 */
import type { FuelType, OpenStatus, WireLocation } from '../api';
import { KILOMETRES_PER_MILE, priceAge, type DistanceUnit } from '../shared';

export type CorridorOrder = 'route' | 'detour';

export interface FuelPlan {
  fuel: FuelType;
  /** Litres the visitor tops up. */
  litres: number;
  /** Consumption, litres per 100 km. */
  litresPer100Km: number;
}

/** 40 litres at 7 l/100 km; E10, the standard UK petrol, when no fuel is chosen or filtered. */
export const DEFAULT_FUEL_PLAN: FuelPlan = { fuel: 'E10', litres: 40, litresPer100Km: 7 };

/**
 * Where distances read in miles, consumption reads in UK miles per (imperial) gallon, as British cars
 * quote it; the plan keeps litres per 100 km. The conversion is its own inverse: l/100 km = K / mpg and
 * mpg = K / (l/100 km), K being the litres of a gallon over the kilometres of a mile, times 100 (282.48).
 */
export type ConsumptionUnit = 'litres-per-100km' | 'mpg';
const IMPERIAL_GALLON_LITRES = 4.54609;
const MPG_TIMES_LITRES_PER_100KM = (100 * IMPERIAL_GALLON_LITRES) / KILOMETRES_PER_MILE;

export const consumptionUnitFor = (distanceUnit: DistanceUnit): ConsumptionUnit => (distanceUnit === 'mile' ? 'mpg' : 'litres-per-100km');

/** The plan's litres per 100 km in `unit`, to one decimal (what the field and the basis show). */
export function consumptionIn(unit: ConsumptionUnit, litresPer100Km: number): number {
  const value = unit === 'mpg' ? MPG_TIMES_LITRES_PER_100KM / litresPer100Km : litresPer100Km;
  return Math.round(value * 10) / 10;
}

/** A consumption typed in `unit`, as the plan's litres per 100 km (not rounded: the visitor's figure). */
export const litresPer100KmFrom = (unit: ConsumptionUnit, value: number): number => (unit === 'mpg' ? MPG_TIMES_LITRES_PER_100KM / value : value);

/** Every grade the reference data has, in the order the price list shows them. */
export const FUEL_TYPES: readonly FuelType[] = ['E10', 'E5', 'B7_STANDARD', 'B7_PREMIUM', 'B10', 'HVO'];

export const isFuelType = (name: string): name is FuelType => (FUEL_TYPES as readonly string[]).includes(name);

/** A plausible price in pence per litre, or null. */
export function priceOf(location: Pick<WireLocation, 'prices'>, fuel: FuelType): number | null {
  const pence = location.prices?.[fuel];
  return typeof pence === 'number' && Number.isFinite(pence) && pence > 0 ? pence : null;
}

/** What counts as a current price: reported within `maxAgeHours` before `now` (config `prices.maxAgeHours`). */
export interface PriceFreshness {
  now: number;
  maxAgeHours: number;
}

type PricedLocation = Pick<WireLocation, 'prices' | 'prices_updated_at'>;

/** The station's price at `fuel` when it is current; null when it has none, or it is old or undated. */
export function currentPriceOf(location: PricedLocation, fuel: FuelType, freshness: PriceFreshness): number | null {
  if (priceAge(location.prices_updated_at, freshness.now, freshness.maxAgeHours) !== 'current') return null;
  return priceOf(location, fuel);
}

/** The highest current price at `fuel` among `locations`, or null when none has one (old prices never count). */
export function mostExpensivePrice(locations: readonly PricedLocation[], fuel: FuelType, freshness: PriceFreshness): number | null {
  let highest: number | null = null;
  for (const location of locations) {
    const price = currentPriceOf(location, fuel, freshness);
    if (price !== null && (highest === null || price > highest)) highest = price;
  }
  return highest;
}

export interface DetourWorth {
  /** Pence per litre at this station. */
  price: number;
  /** Net saving in pence (negative: the detour costs more than the cheaper fuel saves). */
  savingPence: number;
  /** The detour costs more than it saves. */
  notWorthIt: boolean;
}

/**
 * The saving at `location` against `highest` (the most expensive current price on the route), or null
 * when the station has no current price at the fuel (none, or an old or undated one) or there is no
 * reference. Without a known detour the saving is the price difference alone (the station is taken as on
 * the route).
 */
export function detourWorth(
  location: Pick<WireLocation, 'prices' | 'prices_updated_at' | 'detour'>,
  highest: number | null,
  plan: FuelPlan,
  freshness: PriceFreshness,
): DetourWorth | null {
  const price = currentPriceOf(location, plan.fuel, freshness);
  if (price === null || highest === null) return null;
  const detourKm = Math.max(0, location.detour?.metres ?? 0) / 1000;
  const detourLitres = (detourKm * plan.litresPer100Km) / 100;
  const savingPence = (highest - price) * plan.litres - detourLitres * price;
  return { price, savingPence, notWorthIt: savingPence < 0 };
}

const OPEN_ON_ARRIVAL: readonly OpenStatus[] = ['open', 'twenty_four_hour'];

/** Open when the route reaches it (unknown hours and a missing arrival do not count as open). */
export function isOpenOnArrival(location: Pick<WireLocation, 'arrival'>): boolean {
  return !!location.arrival && OPEN_ON_ARRIVAL.includes(location.arrival.open_status);
}

export interface CorridorEntry {
  resource: string;
  location: WireLocation;
}

const along = (entry: CorridorEntry) => entry.location.distance_along_route ?? Number.POSITIVE_INFINITY;
const detourSeconds = (entry: CorridorEntry) => entry.location.detour?.seconds ?? Number.POSITIVE_INFINITY;
const detourMetres = (entry: CorridorEntry) => entry.location.detour?.metres ?? Number.POSITIVE_INFINITY;

/** Infinity minus Infinity is NaN: equal unknowns compare equal. */
const compare = (a: number, b: number) => (a === b ? 0 : a < b ? -1 : 1);

/**
 * The entries in `order`: along the route (first reached first), or by detour (least time, then least
 * distance, then along the route; stations without a detour last). A new array; stable.
 */
export function orderCorridor(entries: readonly CorridorEntry[], order: CorridorOrder): CorridorEntry[] {
  const byAlong = (a: CorridorEntry, b: CorridorEntry) => compare(along(a), along(b));
  if (order === 'route') return [...entries].sort(byAlong);
  return [...entries].sort((a, b) => compare(detourSeconds(a), detourSeconds(b)) || compare(detourMetres(a), detourMetres(b)) || byAlong(a, b));
}
