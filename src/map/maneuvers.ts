/**
 * Maneuver names to the itinerary's icon keys (spec section 5: only empty, straight, or turn, keep,
 * ramp, turn-slight, turn-sharp, turn-hard, fork with -left or -right get an icon). Google's Routes
 * API speaks an upper-case enum (`TURN_SLIGHT_LEFT`), the classic Directions service kebab-case
 * (`turn-slight-left`); both normalise to the same key, and everything else gets no icon.
 */
import type { ManeuverIcon } from './types';

const ICON_STEMS = ['turn', 'keep', 'ramp', 'turn-slight', 'turn-sharp', 'turn-hard', 'fork'] as const;

/** Every key the itinerary has an icon for, `''` included. */
export const MANEUVER_ICONS: readonly ManeuverIcon[] = [
  '',
  'straight',
  ...ICON_STEMS.flatMap((stem) => [`${stem}-left`, `${stem}-right`] as const),
];

const KNOWN = new Set<string>(MANEUVER_ICONS);

export function isManeuverIcon(value: string): value is ManeuverIcon {
  return KNOWN.has(value);
}

/**
 * `TURN_LEFT`, `turn-left` → `turn-left`; `UTURN_LEFT`, `MERGE`, `DEPART`, `ROUNDABOUT_LEFT`,
 * null → `''` (no icon).
 */
export function maneuverIcon(maneuver: string | null | undefined): ManeuverIcon {
  if (!maneuver) return '';
  const key = maneuver.trim().toLowerCase().replace(/_/g, '-');
  return isManeuverIcon(key) ? key : '';
}
