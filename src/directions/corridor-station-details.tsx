import { useTranslation } from '../i18n';
import type { WireLocation } from '../api';
import { configAtom } from '../config';
import { useFilterLabels } from '../filters';
import { useArrivalText, useDetourText } from '../locations';
import { formatInZone, formatNumber, formatPence, formatPenceAsPounds, useAtomValue } from '../shared';
import { consumptionIn, consumptionUnitFor, detourWorth, type FuelPlan } from './detour-worth';

/** "18 Feb" in the station's zone; null when the time is missing or unreadable. */
function formatPriceDate(updatedAt: string | null, timeZone: string, locale: string): string | null {
  const time = updatedAt ? Date.parse(updatedAt) : Number.NaN;
  return Number.isFinite(time) ? formatInZone(time, locale, { day: 'numeric', month: 'short' }, timeZone) : null;
}

export interface CorridorStationDetailsProps {
  location: WireLocation;
  plan: FuelPlan;
  /** The dearest price on the route at `plan.fuel`, or null. */
  highest: number | null;
}

/**
 * The lines a station of the route's list adds (issue 18): its status when the route reaches it, its
 * detour, and its price at the visitor's fuel with its age and what the stop saves ("not worth it" when
 * the detour costs more). Phrasing content only: it sits inside the item's button.
 */
export function CorridorStationDetails({ location, plan, highest }: CorridorStationDetailsProps) {
  const { t } = useTranslation();
  const { locale } = useAtomValue(configAtom);
  const { filterLabel } = useFilterLabels();
  const arrivalText = useArrivalText();
  const detourText = useDetourText();
  const arrival = arrivalText(location);
  const detour = detourText(location);
  const worth = detourWorth(location, highest, plan);
  const priceDate = worth ? formatPriceDate(location.prices_updated_at, location.timezone, locale) : null;
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
      {worth && (
        <span className="corridor-station__price" data-fuel={plan.fuel}>
          {priceDate
            ? t('directions.corridor.price_dated', { fuel: filterLabel('fuel', plan.fuel), price: formatPence(worth.price, locale), date: priceDate })
            : t('directions.corridor.price', { fuel: filterLabel('fuel', plan.fuel), price: formatPence(worth.price, locale) })}
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

/** What the savings are measured against, said once above the list. */
export function WorthBasis({ plan, highest }: { plan: FuelPlan; highest: number }) {
  const { t } = useTranslation();
  const { locale, intlData } = useAtomValue(configAtom);
  const consumptionUnit = consumptionUnitFor(intlData.formats.number.distance.unit);
  const { filterLabel } = useFilterLabels();
  return (
    <p className="corridor-list__basis" data-worth-basis="">
      {t(consumptionUnit === 'mpg' ? 'directions.corridor.worth_basis_mpg' : 'directions.corridor.worth_basis', {
        litres: formatNumber(plan.litres, locale),
        fuel: filterLabel('fuel', plan.fuel),
        price: formatPence(highest, locale),
        consumption: formatNumber(consumptionIn(consumptionUnit, plan.litresPer100Km), locale),
      })}
    </p>
  );
}
