import type { ManeuverIcon as ManeuverKey } from '../map';

/** One arrow per direction; the variants differ in how far the arrow bends (spec section 5's whitelist). */
const BEND: Record<string, number> = { turn: 90, 'turn-slight': 45, 'turn-sharp': 135, 'turn-hard': 135, keep: 30, ramp: 30, fork: 40 };

/**
 * The maneuver arrow of an itinerary step: only for the keys the spec lists (straight, turn, keep,
 * ramp, turn-slight, turn-sharp, turn-hard, fork with -left or -right); nothing for `''`. Decorative:
 * the instruction says the same in words.
 */
export function ManeuverIcon({ maneuver }: { maneuver: ManeuverKey }) {
  if (maneuver === '') return <span className="itinerary-step__maneuver" aria-hidden="true" />;
  const match = /^(.*)-(left|right)$/.exec(maneuver);
  const angle = match ? (BEND[match[1]!] ?? 90) * (match[2] === 'left' ? -1 : 1) : 0;
  return (
    <span className="itinerary-step__maneuver" aria-hidden="true" data-maneuver={maneuver}>
      <svg viewBox="0 0 24 24" width="20" height="20" focusable="false">
        <g transform={`rotate(${angle} 12 14)`}>
          <path d="M12 22V6" stroke="currentColor" strokeWidth="2.5" fill="none" strokeLinecap="round" />
          <path d="M6.5 11.5 12 6l5.5 5.5" stroke="currentColor" strokeWidth="2.5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        </g>
        {match?.[1] === 'fork' && <path d="M12 22v-6l-5-5" stroke="currentColor" strokeWidth="1.5" fill="none" opacity="0.5" />}
      </svg>
    </span>
  );
}
