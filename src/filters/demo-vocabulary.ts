/**
 * The demo's filter vocabulary: what the UK Fuel Finder data
 * (`data/uk_forecourts_fuelfinder_2026-02-18.csv`) offers. The published demo configs
 * (`server/configs/uk-fuel/...`) carry the same `filters` block; labels are in the locale files under
 * `filters.groups.*` and `filters.labels.<group>.<filter>`.
 */
import type { FilterConfig } from '../config';

/** Fuel grades (`fuel_types` column; the API's `FuelType`). */
export const DEMO_FUEL_TYPES = ['E10', 'E5', 'B7_STANDARD', 'B7_PREMIUM', 'B10', 'HVO'] as const;

/** Amenities (`amenities` column). */
export const DEMO_AMENITIES = [
  'adblue_pumps',
  'adblue_packaged',
  'lpg_pumps',
  'car_wash',
  'air_pump_or_screenwash',
  'water_filling',
  'twenty_four_hour_fuel',
  'customer_toilets',
] as const;

/**
 * Brand keys (`site_brand`): the `brand` column lower-cased with every non-alphanumeric turned into `_`,
 * for brands with at least 20 stations in the snapshot, by station count; smaller brands and unbranded
 * sites are `other`.
 */
export const DEMO_BRANDS = [
  'esso',
  'bp',
  'shell',
  'tesco',
  'texaco',
  'morrisons',
  'asda',
  'sainsbury_s',
  'jet',
  'gulf',
  'eg_on_the_move',
  'valero',
  'asda_express',
  'murco',
  'maxol',
  'welcome_break',
  'totalenergies',
  'circle_k',
  'harvest_energy',
  'pace',
  'costco',
  'other',
] as const;

/**
 * Charging sites' connector standards (OCPI `standard`, the `connector` filter group of the charging
 * resource: server/src/index/filters.ts), those the National Chargepoint Registry extract has.
 */
export const DEMO_CONNECTORS = ['IEC_62196_T2_COMBO', 'CHADEMO', 'IEC_62196_T2', 'DOMESTIC_G'] as const;

/**
 * Minimum power in kW (the `power` group: a connector at this or more; with several ticked, the lowest
 * counts): slow AC, fast AC, rapid and ultra-rapid DC.
 */
export const DEMO_POWER_KW = ['7', '22', '50', '150'] as const;

/** The demo's `filters` config block: fuel (any), amenity (withAll), connector and power (any), brand (any), long groups summarised. */
export const DEMO_FILTER_CONFIG: FilterConfig = {
  groups: {
    fuel: { filters: [...DEMO_FUEL_TYPES], mode: 'any' },
    amenity: { filters: [...DEMO_AMENITIES], mode: 'withAll', summaryLimit: 5 },
    brand: { filters: [...DEMO_BRANDS], mode: 'any', summaryLimit: 6 },
    connector: { filters: [...DEMO_CONNECTORS], mode: 'any' },
    power: { filters: [...DEMO_POWER_KW], mode: 'any' },
  },
  priority: ['fuel', 'amenity', 'connector', 'power', 'brand'],
};
