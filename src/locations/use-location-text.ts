import { useCallback, useMemo } from 'react';
import { useAtomValue } from 'jotai/react';
import { useTranslation } from 'react-i18next';
import type { WireLocation } from '../api';
import { configAtom } from '../config';
import { formatDistance, servicesAtom } from '../shared';
import { arrivalLine, detourFigures } from './arrival-status';
import { openStatusLine, weekdayName } from './open-status';

/** Distinct open-status texts remembered per minute; far fewer than the stations on a map. */
const OPEN_STATUS_CACHE_LIMIT = 1000;
/** Per translation function (one per element and language), shared by the map and every list item. */
const openStatusTexts = new WeakMap<object, Map<string, string>>();

/**
 * Translated open-status line of a location, judged at the element's current time. The map asks for
 * it for every station in view (their tooltips) on every answer, and most stations share a few lines
 * ("Open 24 hours", "Open until 22:00"): texts are remembered by status, next change and minute.
 */
export function useOpenStatusText(): (location: WireLocation) => string {
  const { t } = useTranslation();
  const services = useAtomValue(servicesAtom);
  const locale = useAtomValue(configAtom).locale;
  return useMemo(() => {
    let texts = openStatusTexts.get(t);
    if (!texts) {
      texts = new Map();
      openStatusTexts.set(t, texts);
    }
    const cache = texts;
    const translate = (location: WireLocation, now: number): string => {
      const line = openStatusLine(location.open_status, location.next_open_status_change, now);
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
    };
    return (location: WireLocation) => {
      const now = services.now();
      const key = `${locale}|${Math.floor(now / 60_000)}|${location.open_status}|${location.next_open_status_change ?? ''}`;
      let text = cache.get(key);
      if (text === undefined) {
        if (cache.size >= OPEN_STATUS_CACHE_LIMIT) cache.clear();
        text = translate(location, now);
        cache.set(key, text);
      }
      return text;
    };
  }, [t, services, locale]);
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

/**
 * A station's status when the route reaches it (along_corridor `arrival`), in words: "Open when you
 * arrive (about 14:35)", "Closed at 14:35, opens 06:00", "Closes 15 minutes before you arrive"; null
 * without an arrival.
 */
export function useArrivalText(): (location: WireLocation) => string | null {
  const { t } = useTranslation();
  const locale = useAtomValue(configAtom).locale;
  return useCallback(
    (location) => {
      const line = arrivalLine(location.arrival);
      if (!line) return null;
      switch (line.kind) {
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
    [t, locale],
  );
}

/** Detours under this many metres with no extra minute read as "no detour". */
const NO_DETOUR_M = 100;

/** A station's detour in words: "Detour +6 min, +4 km" ("about" for an estimate); null without one. */
export function useDetourText(): (location: WireLocation) => string | null {
  const { t } = useTranslation();
  const config = useAtomValue(configAtom);
  const unit = config.intlData.formats.number.distance.unit;
  return useCallback(
    (location) => {
      const figures = detourFigures(location.detour);
      if (!figures) return null;
      if (figures.minutes === 0 && figures.metres < NO_DETOUR_M) return t('locations.detour.none');
      // To 100 m (a driving estimate, not a survey), and never "+0" for a detour that has a length.
      const distance = formatDistance(figures.metres > 0 ? Math.max(100, Math.round(figures.metres / 100) * 100) : 0, unit, config.locale);
      return t(figures.estimate ? 'locations.detour.estimate' : 'locations.detour.exact', { minutes: figures.minutes, distance });
    },
    [t, unit, config.locale],
  );
}
