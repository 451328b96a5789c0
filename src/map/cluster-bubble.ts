/**
 * How big a cluster bubble is drawn and what it says, for both map engines and for the spacing of
 * bubbles (cluster-spacing.ts, which runs in the initial chunk: this file stays small for it). Pure.
 */
export interface ClusterBubble {
  /** Count as shown: exact up to 9,999, then compact (`12k`). */
  text: string;
  /** Pixels; grows with the logarithm of the size so large clusters stay readable. */
  diameter: number;
  tier: 'small' | 'medium' | 'large';
}

/** The one cluster look, used for server clusters and client (markerclusterer) clusters alike. */
export function clusterBubble(size: number): ClusterBubble {
  const count = Math.max(0, Math.round(size));
  const text = count < 10_000 ? String(count) : `${Math.floor(count / 1000)}k`;
  const tier = count < 10 ? 'small' : count < 100 ? 'medium' : 'large';
  const diameter = Math.round(28 + 8 * Math.log10(Math.max(1, count)));
  return { text, diameter, tier };
}
