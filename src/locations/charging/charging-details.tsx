import type { WireCharging } from '../../api';
import { configAtom } from '../../config';
import { useTranslation } from '../../i18n';
import { formatNumber, servicesAtom, useAtomValue } from '../../shared';
import { connectorGroups, statusAge } from './charging-lines';
import { ConnectorIcon } from './connector-icon';

/**
 * A charging site's connectors (icon, standard, fastest kW, how many), its chargers, and its status:
 * "2 of 4 available, updated 40 sec ago", or "Status unknown" when no EVSE's status is known (the
 * shipped registry data has none). The same in a list item and the info window.
 */
export function ChargingDetails({ charging, className }: { charging: WireCharging; className: string }) {
  const { t } = useTranslation();
  const { locale } = useAtomValue(configAtom);
  const services = useAtomValue(servicesAtom);
  const number = (n: number) => formatNumber(n, locale);
  const groups = connectorGroups(charging);
  const age = statusAge(charging.status_updated_at, services.now());
  const ageText = age && new Intl.RelativeTimeFormat(locale.replace('_', '-'), { style: 'short' }).format(-age.value, age.unit);
  const known = charging.status_known > 0;
  return (
    <span className={`charging ${className}`}>
      <span className="charging__summary">
        {t('charging.summary', {
          chargers: t('charging.chargers', { count: charging.chargers, formatted: number(charging.chargers) }),
          kw: number(charging.max_kw),
        })}
      </span>
      <span className="charging__connectors">
        {groups.map((g) => (
          <span key={g.kind} className="charging__connector" data-connector={g.kind} data-dc={g.dc ? '' : undefined}>
            <ConnectorIcon kind={g.kind} />
            <span className="charging__connector-text">
              {t('charging.connector', { label: t(`charging.standards.${g.kind}`), kw: number(g.kw), count: g.count, formatted: number(g.count) })}
            </span>
          </span>
        ))}
      </span>
      <span className="charging__status" data-status-known={known ? '' : undefined}>
        {known ? t('charging.available', { available: number(charging.available), total: number(charging.evse_count) }) : t('charging.statusUnknown')}
        {known && ageText ? ` · ${t('charging.updated', { age: ageText })}` : ''}
      </span>
    </span>
  );
}
