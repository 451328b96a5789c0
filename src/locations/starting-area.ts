/** Where the map starts (spec sections 1, 3 and 9). Pure. */
import type { Country } from '../shared';
import type { MapTarget } from './map-atoms';

/**
 * The configured country's box (the table falls back to GB): the starting area. It names the country,
 * so the first load of that view asks for the country's stations (within_region), not for a box.
 */
export function startingTarget(country: Country): MapTarget {
  return { kind: 'bounds', bounds: { ...country.bbox }, region: country.code };
}
