import { useCallback } from 'react';
import { useAtomValue } from 'jotai/react';
import { useTranslation } from 'react-i18next';
import type { WireLocation } from '../api';
import { configAtom } from '../config';
import { formatDistance, servicesAtom } from '../shared';
import { openStatusLine, weekdayName } from './open-status';

/** Translated open-status line of a location, judged at the element's current time. */
export function useOpenStatusText(): (location: WireLocation) => string {
  const { t } = useTranslation();
  const services = useAtomValue(servicesAtom);
  const locale = useAtomValue(configAtom).locale;
  return useCallback(
    (location) => {
      const line = openStatusLine(location.open_status, location.next_open_status_change, services.now());
      switch (line.kind) {
        case 'open_until_today':
        case 'closed_opens_today':
          return t(`locations.open_status.${line.kind}`, { time: line.time });
        case 'open_until_day':
        case 'closed_opens_day':
          return t(`locations.open_status.${line.kind}`, { time: line.time, day: weekdayName(line.day, locale) });
        default:
          return t(`locations.open_status.${line.kind}`);
      }
    },
    [t, services, locale],
  );
}

/** Driving distance when the API knows it, else the straight distance, in the configured unit; null if neither. */
export function useDistanceText(): (location: WireLocation) => string | null {
  const config = useAtomValue(configAtom);
  const unit = config.intlData.formats.number.distance.unit;
  return useCallback(
    (location) => {
      const metres = location.driving_distance ?? location.distance;
      return typeof metres === 'number' && Number.isFinite(metres) ? formatDistance(metres, unit, config.locale) : null;
    },
    [unit, config.locale],
  );
}
