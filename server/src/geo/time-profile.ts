/**
 * A route's time profile: [metres along the line, seconds after departure] pairs, as an
 * along_corridor request's `arrival.profile` sends it. Pure.
 */

/** Metres and seconds, both non-decreasing, from [0, 0] to the line's end. */
export type TimeProfile = readonly (readonly [number, number])[];

/** The profile's last metres may differ from the line's length by this fraction or `END_SLACK_M`, whichever is more. */
export const END_SLACK_FRACTION = 0.02;
export const END_SLACK_M = 200;

/** Why `profile` cannot be used with a line `lineMetres` long, or null when it can. */
export function profileProblem(profile: TimeProfile, lineMetres: number): string | null {
  const [m0, s0] = profile[0]!;
  if (m0 !== 0 || s0 !== 0) return 'arrival.profile must start at [0, 0]';
  for (let i = 1; i < profile.length; i++) {
    const [m, s] = profile[i]!;
    const [pm, ps] = profile[i - 1]!;
    if (m < pm || s < ps) return `arrival.profile must be non-decreasing (pair ${i})`;
  }
  const end = profile[profile.length - 1]![0];
  if (Math.abs(end - lineMetres) > Math.max(END_SLACK_M, lineMetres * END_SLACK_FRACTION)) {
    return `arrival.profile must end at the line's end (${Math.round(lineMetres)} m along it), not at ${end} m`;
  }
  return null;
}

/**
 * Seconds after departure at `metres` along the line: linear between the pairs around it (binary
 * search), the first pair's time before it and the last pair's after it. Where several pairs share
 * a position (a stop), the earliest time.
 */
export function secondsAt(profile: TimeProfile, metres: number): number {
  const last = profile.length - 1;
  if (metres <= profile[0]![0]) return profile[0]![1];
  if (metres >= profile[last]![0]) return profile[last]![1];
  // The first pair at or beyond `metres`: lo < metres <= hi.
  let lo = 0;
  let hi = last;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (profile[mid]![0] < metres) lo = mid;
    else hi = mid;
  }
  const [m0, s0] = profile[lo]!;
  const [m1, s1] = profile[hi]!;
  return s0 + ((metres - m0) / (m1 - m0)) * (s1 - s0);
}
