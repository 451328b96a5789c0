/**
 * A corridor station's arrival and detour lines in words (directions mode: the corridor list and the
 * station details). Their own module: only those lazy chunks use them, so they stay out of the first one.
 */
import { useCallback } from 'react';
import { useTranslation } from '../i18n';
import type { WireLocation } from '../api';
import { configAtom } from '../config';
import { activeRouteAtom, formatDistance, servicesAtom, useAtomValue } from '../shared';
import { arrivalLine, detourFigures, detourWording, etaDayAfterDeparture } from './arrival-status';
import { weekdayName } from './open-status';

/**
 * A station's status when the route reaches it (along_corridor `arrival`), in words: "Open when you
 * arrive (about 14:35)", "Closed at 14:35, opens 06:00", "Closes 15 minutes before you arrive"; null
 * without an arrival.
 */
export function useArrivalText(): (location: WireLocation) => string | null {
  const { t } = useTranslation();
  const locale = useAtomValue(configAtom).locale;
  const departure = useAtomValue(activeRouteAtom)?.departure ?? null;
  const services = useAtomValue(servicesAtom);
  return useCallback(
    (location) => {
      const read = arrivalLine(location.arrival);
      if (!read) return null;
      // An arrival on another day than the departure names its day: "about Mon 01:38".
      const day = etaDayAfterDeparture(location.arrival, departure === null ? services.now() : Date.parse(departure));
      const line = day ? { ...read, eta: `${weekdayName(day, locale)} ${read.eta}` } : read;
      switch (line.kind) {
        case 'twenty_four_hours':
          // The station's status line above already says "Open 24 hours"; this one says the arrival.
          return t('locations.arrival.open', { eta: line.eta });
        case 'closes_before':
          return t('locations.arrival.closes_before', { count: line.minutes, eta: line.eta });
        case 'closed_opens':
          return line.day
            ? t('locations.arrival.closed_opens_day', { eta: line.eta, opens: line.opens, day: weekdayName(line.day, locale) })
            : t('locations.arrival.closed_opens', { eta: line.eta, opens: line.opens });
        default:
          return t(`locations.arrival.${line.kind}`, { eta: line.eta });
      }
    },
    [t, locale, departure, services],
  );
}

/** A station's detour in words: "Detour +6 min, +4 km" ("about" for an estimate); null without one. */
export function useDetourText(): (location: WireLocation) => string | null {
  const { t } = useTranslation();
  const config = useAtomValue(configAtom);
  const unit = config.intlData.formats.number.distance.unit;
  return useCallback(
    (location) => {
      const figures = detourFigures(location.detour);
      if (!figures) return null;
      const wording = detourWording(figures);
      if (wording === 'none') return t('locations.detour.none');
      if (wording === 'time') return t(figures.estimate ? 'locations.detour.estimate_time' : 'locations.detour.exact_time', { minutes: figures.minutes });
      // To 100 m: a driving estimate, not a survey.
      const distance = formatDistance(Math.round(figures.metres / 100) * 100, unit, config.locale);
      return t(figures.estimate ? 'locations.detour.estimate' : 'locations.detour.exact', { minutes: figures.minutes, distance });
    },
    [t, unit, config.locale],
  );
}
