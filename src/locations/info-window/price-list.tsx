import { useTranslation } from '../../i18n';
import type { WireLocation } from '../../api';
import { configAtom } from '../../config';
import { formatInZone, formatNumber, formatPence, priceAge, priceMaxAgeHours, servicesAtom, useAtomValue } from '../../shared';
import { priceRows } from './fuel-prices';
import { useFeatureLabel } from './use-feature-labels';

export interface PriceListProps {
  location: WireLocation;
  locale: string;
}

/**
 * Prices in pence per litre with the date and time of the last report (with its year); nothing when the
 * data has no prices. Prices older than the config's `prices.maxAgeHours`, or undated, say they may be
 * out of date.
 */
export function PriceList({ location, locale }: PriceListProps) {
  const { t } = useTranslation();
  const label = useFeatureLabel();
  const config = useAtomValue(configAtom);
  const services = useAtomValue(servicesAtom);
  const rows = priceRows(location.prices);
  if (rows.length === 0) return null;
  const maxAgeHours = priceMaxAgeHours(config);
  const current = priceAge(location.prices_updated_at, services.now(), maxAgeHours) === 'current';
  const updated = location.prices_updated_at ? Date.parse(location.prices_updated_at) : Number.NaN;
  const updatedText = Number.isFinite(updated) ? formatInZone(updated, locale, { dateStyle: 'medium', timeStyle: 'short' }, location.timezone) : null;
  return (
    <section className="info-window__section info-window__prices" aria-labelledby="info-window-prices">
      <h3 id="info-window-prices" className="info-window__section-title">
        {t('infoWindow.prices.title')}
      </h3>
      <dl>
        {rows.map(({ fuel, pence: value }) => (
          <div key={fuel} className="info-window__price" data-fuel={fuel}>
            <dt>{label('fuel', fuel)}</dt>
            <dd>{t('infoWindow.prices.value', { price: formatPence(value, locale) })}</dd>
          </div>
        ))}
      </dl>
      {updatedText && <p className="info-window__prices-updated">{t('infoWindow.prices.updated', { time: updatedText })}</p>}
      {!current && (
        <p className="info-window__prices-old" data-prices-old="">
          {t('infoWindow.prices.old', { hours: formatNumber(maxAgeHours, locale) })}
        </p>
      )}
    </section>
  );
}
