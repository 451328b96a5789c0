import { useTranslation } from '../../i18n';
import type { WireLocation } from '../../api';
import { formatInZone, formatPence } from '../../shared';
import { priceRows } from './fuel-prices';
import { useFeatureLabel } from './use-feature-labels';

export interface PriceListProps {
  location: WireLocation;
  locale: string;
}

/** Prices in pence per litre with the time of the last report; nothing when the data has no prices. */
export function PriceList({ location, locale }: PriceListProps) {
  const { t } = useTranslation();
  const label = useFeatureLabel();
  const rows = priceRows(location.prices);
  if (rows.length === 0) return null;
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
    </section>
  );
}
