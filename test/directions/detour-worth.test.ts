import { expect } from '@open-wc/testing';
import type { WireLocation } from '../../src/api';
import {
  DEFAULT_FUEL_PLAN,
  consumptionIn,
  consumptionUnitFor,
  detourWorth,
  litresPer100KmFrom,
  isOpenOnArrival,
  mostExpensivePrice,
  orderCorridor,
  type CorridorEntry,
} from '../../src/directions/detour-worth';

type Station = Pick<WireLocation, 'prices' | 'prices_updated_at' | 'detour'>;
/** Prices reported an hour before `NOW` (current), unless told otherwise. */
const NOW = Date.parse('2026-11-28T12:00:00Z');
const FRESH = { now: NOW, maxAgeHours: 48 };
const station = (prices: Station['prices'], metres?: number, updatedAt: string | null = '2026-11-28T11:00:00Z'): Station => ({
  prices,
  prices_updated_at: updatedAt,
  ...(metres === undefined ? {} : { detour: { seconds: Math.round(metres / 10), metres, method: 'estimate' as const } }),
});

describe('consumption in the locale\'s unit (mpg where distances read in miles)', () => {
  it('follows the distance unit', () => {
    expect(consumptionUnitFor('mile')).to.equal('mpg');
    expect(consumptionUnitFor('kilometer')).to.equal('litres-per-100km');
  });

  it('converts litres per 100 km to UK mpg and back (282.48 / value, imperial gallons)', () => {
    // 7 l/100 km: 100 km on 7 l, i.e. 62.14 miles on 1.54 imperial gallons = 40.35 mpg.
    expect(consumptionIn('mpg', 7)).to.equal(40.4);
    expect(consumptionIn('litres-per-100km', 7)).to.equal(7);
    expect(litresPer100KmFrom('mpg', 50)).to.be.closeTo(5.6496, 1e-4);
    expect(litresPer100KmFrom('litres-per-100km', 6.5)).to.equal(6.5);
    expect(consumptionIn('mpg', litresPer100KmFrom('mpg', 45.5))).to.equal(45.5);
  });
});

describe('detourWorth (saving = price difference × litres − detour km × consumption × price)', () => {
  const plan = DEFAULT_FUEL_PLAN; // E10, 40 l, 7 l/100 km

  it('saves the price difference on the top-up minus the fuel the detour burns', () => {
    // (150 − 140) × 40 = 400 p saved; 4 km × 0.07 l/km × 140 p = 39.2 p burnt.
    const worth = detourWorth(station({ E10: 140 }, 4000), 150, plan, FRESH)!;
    expect(worth.price).to.equal(140);
    expect(worth.savingPence).to.be.closeTo(400 - 39.2, 1e-9);
    expect(worth.notWorthIt).to.equal(false);
  });

  it('is negative, "not worth it", when the detour burns more than the cheaper fuel saves', () => {
    // (150 − 149) × 40 = 40 p; 10 km × 0.07 × 149 = 104.3 p.
    const worth = detourWorth(station({ E10: 149 }, 10_000), 150, plan, FRESH)!;
    expect(worth.savingPence).to.be.closeTo(40 - 104.3, 1e-9);
    expect(worth.notWorthIt).to.equal(true);
  });

  it('the most expensive station itself saves nothing, and loses its detour', () => {
    expect(detourWorth(station({ E10: 150 }, 0), 150, plan, FRESH)).to.deep.equal({ price: 150, savingPence: 0, notWorthIt: false });
    expect(detourWorth(station({ E10: 150 }, 2000), 150, plan, FRESH)!.notWorthIt).to.equal(true);
  });

  it('uses the litres and consumption of the plan, and the chosen fuel', () => {
    const worth = detourWorth(station({ E10: 150, B7_STANDARD: 150 }, 10_000), 160, { fuel: 'B7_STANDARD', litres: 20, litresPer100Km: 5 }, FRESH)!;
    expect(worth.savingPence).to.be.closeTo(10 * 20 - 10 * 0.05 * 150, 1e-9);
  });

  it('has nothing to say without a price at the fuel, a plausible price or a reference', () => {
    expect(detourWorth(station({ E5: 140 }, 1000), 150, plan, FRESH)).to.equal(null);
    expect(detourWorth(station({ E10: 0 }, 1000), 150, plan, FRESH)).to.equal(null);
    expect(detourWorth(station({ E10: 140 }, 1000), null, plan, FRESH)).to.equal(null);
  });

  it('takes a station without a detour as on the route', () => {
    expect(detourWorth(station({ E10: 140 }), 150, plan, FRESH)!.savingPence).to.equal(400);
  });

  it('never makes a saving of an old or undated price (issue 47: the demo data is months old)', () => {
    expect(detourWorth(station({ E10: 140 }, 1000, '2026-02-18T09:12:00Z'), 150, plan, FRESH)).to.equal(null);
    expect(detourWorth(station({ E10: 140 }, 1000, null), 150, plan, FRESH)).to.equal(null);
    // 48 hours to the minute is still current; a minute more is not; the age is the config's.
    expect(detourWorth(station({ E10: 140 }, 0, '2026-11-26T12:00:00Z'), 150, plan, FRESH)).to.not.equal(null);
    expect(detourWorth(station({ E10: 140 }, 0, '2026-11-26T11:59:00Z'), 150, plan, FRESH)).to.equal(null);
    expect(detourWorth(station({ E10: 140 }, 0, '2026-11-26T11:59:00Z'), 150, plan, { now: NOW, maxAgeHours: 72 })).to.not.equal(null);
  });
});

describe('mostExpensivePrice', () => {
  it('is the highest plausible price at the fuel, or null', () => {
    expect(mostExpensivePrice([station({ E10: 140 }), station({ E10: 155.9, E5: 170 }), station({ E10: Number.NaN }), station({})], 'E10', FRESH)).to.equal(155.9);
    expect(mostExpensivePrice([station({ E10: 140 })], 'E10', FRESH)).to.equal(140);
    expect(mostExpensivePrice([], 'E10', FRESH)).to.equal(null);
    expect(mostExpensivePrice([station({ E5: 140 })], 'E10', FRESH)).to.equal(null);
  });

  it('leaves old and undated prices out: they never rank a station as the dearest or the cheapest', () => {
    const old = station({ E10: 199.9 }, 0, '2026-02-18T09:12:00Z');
    const undated = station({ E10: 189.9 }, 0, null);
    expect(mostExpensivePrice([old, undated, station({ E10: 140 })], 'E10', FRESH)).to.equal(140);
    expect(mostExpensivePrice([old, undated], 'E10', FRESH)).to.equal(null);
  });
});

describe('orderCorridor and isOpenOnArrival', () => {
  const entry = (id: string, along: number, detour?: [number, number], status?: WireLocation['open_status']): CorridorEntry => ({
    resource: 'locations',
    location: {
      id,
      distance_along_route: along,
      ...(detour ? { detour: { seconds: detour[0], metres: detour[1], method: 'router' as const } } : {}),
      ...(status ? { arrival: { eta: '2026-11-22T23:40:00+00:00', open_status: status, next_open_status_change: null, previous_open_status_change: null } } : {}),
    } as WireLocation,
  });
  const entries = [entry('c', 3000, [60, 800]), entry('a', 1000, [300, 4000]), entry('d', 4000), entry('b', 2000, [60, 500]), entry('e', 500, [60, 500])];

  it('orders along the route by default', () => {
    expect(orderCorridor(entries, 'route').map((e) => e.location.id)).to.deep.equal(['e', 'a', 'b', 'c', 'd']);
  });

  it('orders by detour time, then distance, then along the route; unknown detours last', () => {
    expect(orderCorridor(entries, 'detour').map((e) => e.location.id)).to.deep.equal(['e', 'b', 'c', 'a', 'd']);
    expect(entries.map((e) => e.location.id)).to.deep.equal(['c', 'a', 'd', 'b', 'e']);
  });

  it('counts open and 24 hours as open on arrival, not closed, unknown or a missing arrival', () => {
    expect(['open', 'twenty_four_hour', 'closed', 'unknown', 'temporarily_closed'].map((s) => isOpenOnArrival(entry('x', 0, undefined, s as WireLocation['open_status']).location))).to.deep.equal([
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(isOpenOnArrival(entry('x', 0).location)).to.equal(false);
  });
});
