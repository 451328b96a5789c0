import { useTranslation } from '../i18n';
import type { WireLocation } from '../api';
import { configAtom } from '../config';
import { useFilterLabels } from '../filters';
import { useArrivalText, useDetourText } from '../locations';
import { formatInZone, formatNumber, formatPence, formatPenceAsPounds, priceAge, useAtomValue } from '../shared';
import { consumptionIn, consumptionUnitFor, detourWorth, priceOf, type FuelPlan, type PriceFreshness } from './detour-worth';

/**
 * "18 Feb" in the station's zone, or "18 Feb 2026" with `withYear` (an old price: a date without its year
 * reads as this year's); null when the time is missing or unreadable.
 */
function formatPriceDate(updatedAt: string | null, timeZone: string, locale: string, withYear = false): string | null {
  const time = updatedAt ? Date.parse(updatedAt) : Number.NaN;
  const options: Intl.DateTimeFormatOptions = withYear ? { day: 'numeric', month: 'short', year: 'numeric' } : { day: 'numeric', month: 'short' };
  return Number.isFinite(time) ? formatInZone(time, locale, options, timeZone) : null;
}

export interface CorridorStationDetailsProps {
  location: WireLocation;
  plan: FuelPlan;
  /** The dearest current price on the route at `plan.fuel`, or null. */
  highest: number | null;
  /** What counts as a current price. */
  freshness: PriceFreshness;
}

/**
 * The lines a station of the route's list adds: its status when the route reaches it, its
 * detour, and its price at the visitor's fuel with its age and what the stop saves ("not worth it" when
 * the detour costs more). An old price shows with its full date and "may be out of date", and
 * no saving. Phrasing content only: it sits inside the item's button.
 */
export function CorridorStationDetails({ location, plan, highest, freshness }: CorridorStationDetailsProps) {
  const { t } = useTranslation();
  const { locale } = useAtomValue(configAtom);
  const { filterLabel } = useFilterLabels();
  const arrivalText = useArrivalText();
  const detourText = useDetourText();
  const arrival = arrivalText(location);
  const detour = detourText(location);
  const price = priceOf(location, plan.fuel);
  const age = priceAge(location.prices_updated_at, freshness.now, freshness.maxAgeHours);
  const worth = detourWorth(location, highest, plan, freshness);
  const priceDate = price === null ? null : formatPriceDate(location.prices_updated_at, location.timezone, locale, age !== 'current');
  const priceValues = price === null ? null : { fuel: filterLabel('fuel', plan.fuel), price: formatPence(price, locale), date: priceDate };
  return (
    <>
      {arrival && (
        <span className="corridor-station__arrival" data-arrival-status={location.arrival?.open_status}>
          {arrival}
        </span>
      )}
      {detour && (
        <span className="corridor-station__detour" data-detour-method={location.detour?.method}>
          {detour}
        </span>
      )}
      {priceValues && age === 'current' && (
        <span className="corridor-station__price" data-fuel={plan.fuel}>
          {t('directions.corridor.price_dated', priceValues)}
        </span>
      )}
      {priceValues && age !== 'current' && (
        <span className="corridor-station__price" data-fuel={plan.fuel} data-price-old="">
          {priceValues.date ? t('directions.corridor.price_old', priceValues) : t('directions.corridor.price_undated', priceValues)}
        </span>
      )}
      {worth &&
        (worth.notWorthIt ? (
          <span className="corridor-station__worth" data-not-worth-it="">
            {t('directions.corridor.not_worth_it', { amount: formatPenceAsPounds(-worth.savingPence, locale) })}
          </span>
        ) : (
          <span className="corridor-station__worth" data-saving="">
            {worth.savingPence >= 0.5 ? t('directions.corridor.saving', { amount: formatPenceAsPounds(worth.savingPence, locale) }) : t('directions.corridor.no_saving')}
          </span>
        ))}
    </>
  );
}

export interface WorthBasisProps {
  plan: FuelPlan;
  /** The station with the dearest current price at `plan.fuel`, and that price. */
  reference: { location: WireLocation; price: number };
  freshness: PriceFreshness;
}

/**
 * What the savings are measured against, said once above the list: the dearest current price, whose it
 * is and when it was reported, and that only prices of the last `maxAgeHours` count.
 */
export function WorthBasis({ plan, reference, freshness }: WorthBasisProps) {
  const { t } = useTranslation();
  const { locale, intlData } = useAtomValue(configAtom);
  const consumptionUnit = consumptionUnitFor(intlData.formats.number.distance.unit);
  const { filterLabel } = useFilterLabels();
  return (
    <p className="corridor-list__basis" data-worth-basis="">
      {t(consumptionUnit === 'mpg' ? 'directions.corridor.worth_basis_mpg' : 'directions.corridor.worth_basis', {
        litres: formatNumber(plan.litres, locale),
        fuel: filterLabel('fuel', plan.fuel),
        price: formatPence(reference.price, locale),
        station: reference.location.name,
        date: formatPriceDate(reference.location.prices_updated_at, reference.location.timezone, locale) ?? '',
        hours: formatNumber(freshness.maxAgeHours, locale),
        consumption: formatNumber(consumptionIn(consumptionUnit, plan.litresPer100Km), locale),
      })}
    </p>
  );
}

/** Said instead of the basis when the route's stations have prices at the fuel, but none is current. */
export function NoCurrentPrices({ freshness }: { freshness: PriceFreshness }) {
  const { t } = useTranslation();
  const { locale } = useAtomValue(configAtom);
  return (
    <p className="corridor-list__basis" data-no-current-prices="">
      {t('directions.corridor.no_current_prices', { hours: formatNumber(freshness.maxAgeHours, locale) })}
    </p>
  );
}
