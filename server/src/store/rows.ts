/**
 * The domain rows: a station and a country as validated and stored. Every source's import produces
 * them (the canonical CSV, the charging feeds), the stores keep them and the indexes read them.
 */

import type { FuelType } from '../../../src/api/contract.ts';
import type { ChargingDetail } from '../charging/types.ts';

/** Every fuel grade, in the order the API lists them. */
export const FUEL_TYPES: readonly FuelType[] = ['E10', 'E5', 'B7_STANDARD', 'B7_PREMIUM', 'B10', 'HVO'];

/** One validated station, as stored. */
export interface StationRow {
  id: string;
  name: string;
  brand: string | null;
  operator: string | null;
  address: string | null;
  address_line_2: string | null;
  city: string | null;
  county: string | null;
  postcode: string | null;
  nation: string | null;
  country_code: string;
  timezone: string;
  lat: number;
  lng: number;
  phone: string | null;
  website: string | null;
  opening_hours: string | null;
  bank_holiday_hours: string | null;
  is_motorway: boolean;
  is_supermarket: boolean;
  temporarily_closed: boolean;
  amenities: string[];
  fuel_types: FuelType[];
  prices: Partial<Record<FuelType, number>>;
  updated_at: string | null;
  /** A charging site's equipment (resource `charging`); absent or null for a fuel station. */
  charging?: ChargingDetail | null;
}

export interface CountryRow {
  country_code: string;
  name: string;
  center_lat: number;
  center_lng: number;
  south: number;
  west: number;
  north: number;
  east: number;
  area_km2: number | null;
}
