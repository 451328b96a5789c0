import { useCallback, useMemo } from 'react';
import { useTranslation } from '../i18n';
import type { WireLocation } from '../api';
import { configAtom } from '../config';
import { formatDistance, servicesAtom, useAtomValue } from '../shared';
import { openStatusLine, weekdayName } from './open-status';

/** What the open-status line reads of a location (a map projection has it too). */
type OpenStatusFields = Pick<WireLocation, 'open_status' | 'next_open_status_change'>;

/** Distinct open-status texts remembered per minute; far fewer than the stations on a map. */
const OPEN_STATUS_CACHE_LIMIT = 1000;
/** Per translation function (one per element and language), shared by the map and every list item. */
const openStatusTexts = new WeakMap<object, Map<string, string>>();

/**
 * Translated open-status line of a location, judged at the element's current time. The map asks for
 * it for every station in view (their tooltips) on every answer, and most stations share a few lines
 * ("Open 24 hours", "Open until 22:00"): texts are remembered by status, next change and minute.
 */
export function useOpenStatusText(): (location: OpenStatusFields) => string {
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
    const translate = (location: OpenStatusFields, now: number): string => {
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
    return (location: OpenStatusFields) => {
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
