/**
 * Fuel prices as shown: pence per litre for the station's grades that have a price, in a fixed grade
 * order. Pure.
 */
import type { FuelType, WireLocation } from '../../api';

const GRADE_ORDER: readonly FuelType[] = ['E10', 'E5', 'B7_STANDARD', 'B7_PREMIUM', 'B10', 'HVO'];

export interface PriceRow {
  fuel: FuelType;
  pence: number;
}

/** Grades with a plausible price (a positive finite number), in display order. */
export function priceRows(prices: WireLocation['prices'] | null | undefined): PriceRow[] {
  if (!prices || typeof prices !== 'object') return [];
  const rows: PriceRow[] = [];
  for (const fuel of GRADE_ORDER) {
    const pence = prices[fuel];
    if (typeof pence === 'number' && Number.isFinite(pence) && pence > 0) rows.push({ fuel, pence });
  }
  return rows;
}
