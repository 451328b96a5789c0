/**
 * The spec's business constants (section 9) that are not part of the remote config: fixed behaviour
 * that features read from here, so each number lives in one place. The configurable ones have their
 * defaults in ./defaults.ts. (Coordinate decimals, the earth radius, the mile, the mobile breakpoint and
 * the default target zoom are in src/shared/, next to the helpers that use them.)
 */
export const LIMITS = Object.freeze({
  /** nearest_to limit used by the main location loader (the config's `map.nearestLimit` defaults to 75). */
  mainLoaderNearestLimit: 50,
  recentSearches: 5,
  /** Host page must answer the watchlist request within this time, else the list is empty. */
  watchlistWaitMs: 2000,
  geolocationMaximumAgeMs: 60_000,
  geolocationTimeoutMs: 30_000,
  geolocationHighAccuracy: false,
  /** The search box grows by this factor until the minimum number of locations fits. */
  boundsGrowthFactor: 1.1,
  mapIdleDelayMs: 10,
  /** Slider values commit after this delay. */
  sliderCommitDelayMs: 250,
  /** A highlight is cleared this long after the highlighted item unmounts. */
  highlightClearDelayMs: 200,
  markerScaleHighlighted: 1.3,
  markerScaleSelected: 1.6,
  primaryColour: '#0064CC',
});
