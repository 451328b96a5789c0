/** Where the map starts (spec sections 1, 3 and 9). Pure. */
import type { Country } from '../shared';
import type { MapTarget } from './map-atoms';

/** The configured country's box (the table falls back to GB): the starting area. */
export function startingTarget(country: Country): MapTarget {
  return { kind: 'bounds', bounds: { ...country.bbox } };
}
