import { useTranslation } from '../../i18n';
import type { DayHours, WeeklyHours } from '../../api';
import { dayView, weekRows, type DayView } from './opening-hours';

export interface OpeningHoursTableProps {
  weekly: WeeklyHours | null;
  bankHolidays: DayHours | null;
  nowMs: number;
  timeZone: string;
}

/** The week's hours, Monday to Sunday with today marked, then bank holidays when reported. */
export function OpeningHoursTable({ weekly, bankHolidays, nowMs, timeZone }: OpeningHoursTableProps) {
  const { t } = useTranslation();
  const rows = weekRows(weekly, nowMs, timeZone);
  const hoursText = (view: DayView) => {
    if (view.kind === 'closed') return t('infoWindow.hours.closed');
    if (view.kind === 'all_day') return t('infoWindow.hours.all_day');
    return view.intervals
      .map(({ open, close, overnight }) => t(overnight ? 'infoWindow.hours.overnight' : 'infoWindow.hours.interval', { open, close }))
      .join(', ');
  };

  if (!rows) return <p className="info-window__hours-unknown">{t('infoWindow.hours.unknown')}</p>;
  return (
    <table className="info-window__hours">
      <caption className="info-window__section-title">{t('infoWindow.hours.title')}</caption>
      <tbody>
        {rows.map(({ day, isToday, hours }) => (
          <tr key={day} data-day={day} data-today={isToday ? '' : undefined} aria-current={isToday ? 'date' : undefined}>
            <th scope="row">{isToday ? t('infoWindow.hours.today', { day: t(`infoWindow.hours.days.${day}`) }) : t(`infoWindow.hours.days.${day}`)}</th>
            <td>{hoursText(hours)}</td>
          </tr>
        ))}
        {bankHolidays && (
          <tr data-day="bank_holidays">
            <th scope="row">{t('infoWindow.hours.bank_holidays')}</th>
            <td>{hoursText(dayView(bankHolidays))}</td>
          </tr>
        )}
      </tbody>
    </table>
  );
}
