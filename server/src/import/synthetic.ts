/**
 * Seeded synthetic stations for tests and benchmarks (never for the demo): 70% clustered around
 * pseudo-towns, 30% spread over Great Britain's box, with the real data's brands, fuels,
 * amenities and hour patterns.
 */

import type { FuelType } from '../../../src/api/contract.ts';
import type { Box } from '../geo/bounds.ts';
import type { StationRow } from '../store/rows.ts';

/** mulberry32: small, fast, seedable. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const BRANDS = ['BP', 'Esso', 'Shell', 'Tesco', 'Texaco', 'Morrisons', 'Asda', "Sainsbury's", 'Jet', 'Gulf', 'Circle K', null];
const HOURS = ['24/7', 'Mo-Su 06:00-22:00', 'Mo-Su 06:00-23:00', 'Mo-Sa 06:00-22:00; Su 07:00-22:00', 'Mo-Fr 07:00-19:00; Sa 08:00-18:00; Su off', null];
const AMENITIES = ['adblue_packaged', 'adblue_pumps', 'car_wash', 'customer_toilets', 'lpg_pumps', 'water_filling'];
const FUELS: FuelType[] = ['E10', 'E5', 'B7_STANDARD', 'B7_PREMIUM', 'B10', 'HVO'];
const TOWN_WORDS = ['ASH', 'BROOK', 'CASTLE', 'DALE', 'FIELD', 'GATE', 'HAM', 'KIRK', 'LEY', 'MOOR', 'NEWTON', 'PORT', 'STOKE', 'THORN', 'WELL', 'WICK'];

/**
 * Seeded boxes over Great Britain, in turn country (10° × 11°), region (1.2° × 2.3°) and city
 * (0.1° × 0.15°) sized: the query mix of the tests and the load test.
 */
export function seededBoxes(count: number, seed: number): Box[] {
  const r = rng(seed);
  return Array.from({ length: count }, (_, k): Box => {
    const [dLat, dLng] = ([[10, 11], [1.2, 2.3], [0.1, 0.15]] as const)[k % 3]!;
    const south = 50 + r() * (59 - dLat - 50);
    const west = -5.5 + r() * (1.7 - dLng + 5.5);
    return { south, west, north: south + dLat, east: west + dLng };
  });
}

/** GB box used for the spread. */
export const GB_BOX = { south: 50.0, west: -5.6, north: 58.6, east: 1.7 };

export function syntheticStations(count: number, seed = 42, towns = Math.max(5, Math.min(300, Math.round(count / 20)))): StationRow[] {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const centres = Array.from({ length: towns }, (_, t) => ({
    lat: GB_BOX.south + r() * (GB_BOX.north - GB_BOX.south),
    lng: GB_BOX.west + r() * (GB_BOX.east - GB_BOX.west),
    name: `${pick(TOWN_WORDS)}${pick(TOWN_WORDS).toLowerCase()} ${t}`.toUpperCase(),
    district: `S${String.fromCharCode(65 + (t % 26))}${(t % 90) + 1}`,
  }));
  const rows: StationRow[] = [];
  for (let i = 0; i < count; i++) {
    const town = pick(centres);
    let lat: number;
    let lng: number;
    if (r() < 0.7) {
      // Roughly normal around the town, sd ~ 3 km.
      const g = (): number => (r() + r() + r() - 1.5) * 1.4;
      lat = town.lat + g() * 0.03;
      lng = town.lng + g() * 0.05;
    } else {
      lat = GB_BOX.south + r() * (GB_BOX.north - GB_BOX.south);
      lng = GB_BOX.west + r() * (GB_BOX.east - GB_BOX.west);
    }
    const brand = pick(BRANDS);
    const fuels = FUELS.filter((_, k) => r() < [0.8, 0.7, 0.85, 0.45, 0.02, 0.02][k]!);
    const amenities = AMENITIES.filter((_, k) => r() < [0.9, 0.15, 0.45, 0.5, 0.05, 0.55][k]!);
    const prices: Partial<Record<FuelType, number>> = {};
    for (const f of fuels) if (r() < 0.9) prices[f] = Math.round((125 + r() * 30) * 10) / 10;
    const postcode = `${town.district} ${1 + Math.floor(r() * 9)}${String.fromCharCode(65 + Math.floor(r() * 26))}${String.fromCharCode(65 + Math.floor(r() * 26))}`;
    rows.push({
      id: `syn-${seed}-${i}`,
      name: `${brand ?? 'INDEPENDENT'} ${town.name.split(' ')[0]} ${i}`,
      brand,
      operator: null,
      address: `${1 + Math.floor(r() * 200)} HIGH STREET`,
      address_line_2: null,
      city: town.name,
      county: null,
      postcode,
      nation: 'England',
      country_code: 'GB',
      timezone: 'Europe/London',
      lat: Math.round(Math.max(-90, Math.min(90, lat)) * 1e6) / 1e6,
      lng: Math.round(Math.max(-180, Math.min(180, lng)) * 1e6) / 1e6,
      phone: r() < 0.9 ? `+44${Math.floor(1e9 + r() * 9e9)}` : null,
      website: null,
      opening_hours: pick(HOURS),
      bank_holiday_hours: r() < 0.5 ? '08:00-20:00' : null,
      is_motorway: r() < 0.03,
      is_supermarket: r() < 0.15,
      temporarily_closed: r() < 0.005,
      amenities,
      fuel_types: fuels,
      prices,
      updated_at: '2026-02-01T12:00:00Z',
    });
  }
  return rows;
}
