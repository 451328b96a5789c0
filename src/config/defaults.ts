/**
 * Local defaults the remote config is merged over (spec sections 3, 7 and 9).
 *
 * What is deliberately NOT defaulted, so a published config must provide it:
 * - `resources`: which location resources exist is the brand's decision;
 * - `intlData.formats.number.distance.unit`: the spec makes a missing unit an error (section 5).
 */
import type { DeepPartial, LocatorConfig } from './types';
import { DEFAULT_LOCALE, DEFAULT_PRICE_MAX_AGE_HOURS, DEFAULT_TARGET_ZOOM, FALLBACK_COUNTRY_CODE } from '../shared';

export const DEFAULT_CONFIG: DeepPartial<LocatorConfig> = {
  status: 'published',
  // The remote config's locale default is en_GB before override (spec section 1); loading sets it to
  // the element's locale anyway, so the element's default de_DE applies in practice.
  locale: DEFAULT_LOCALE,
  baseUrl: '/api/v2',
  country: FALLBACK_COUNTRY_CODE,
  maps: { provider: 'auto' },
  completions: { minQueryLength: 3, limit: 5, debounceMs: 250, options: { types: ['geocode'] } },
  // No defaultZoom / defaultCenter: without them the map starts on the configured country's box.
  map: {
    targetZoom: DEFAULT_TARGET_ZOOM,
    // Not fixed by the spec: targeting a place shows at least the nearest location.
    minSearchLocations: 1,
    nearestMode: 'raw',
    // The main loader asks for 50 (spec section 9); the API's own default, without a limit, is 75.
    nearestLimit: 50,
    updateDebounceMs: 250,
    attributionLinks: false,
  },
  // Spec section 1: bp, amoco, the product (Aral, bp's brand in Germany) and its pulse charging brand, UNCO.
  brands: {
    siteBrands: {
      bp: { colour: '#007F00', glyph: 'bp' },
      amoco: { colour: '#C8102E', glyph: 'A' },
      aral: { colour: '#0057B8', glyph: 'A' },
      aral_pulse: { colour: '#00A3E0', glyph: 'P' },
      bp_pulse: { colour: '#00A3E0', glyph: 'P' },
    },
    channelsOfTrade: {
      UNCO: { colour: '#5F6B7A', glyph: 'U' },
    },
  },
  directions: {
    unitSystem: 'metric',
    waypointsLimit: 3,
    corridorRadius: { value: 5, min: 1, max: 25, step: 1 },
    // Off: every route-matrix element is billed by Google (docs/directions.md, "Detours on Google routes").
    detourMatrix: { enabled: false, maxStations: 10 },
  },
  prices: { maxAgeHours: DEFAULT_PRICE_MAX_AGE_HOURS },
};
