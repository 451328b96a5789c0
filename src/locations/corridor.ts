/**
 * The along_corridor request of directions mode (spec section 7): the route's encoded path, the corridor
 * radius in kilometres, the active filters, and the viewport's bounds and zoom so the API can cluster
 * for the map. Pure.
 */
import type { AlongCorridorBody, FilterParams } from '../api';
import type { FilterSelection } from '../filters';
import { roundForApi, type ActiveRoute } from '../shared';
import type { Viewport } from './map-atoms';

/** Only groups with names; an empty selection sends no filter fields at all. */
function filterFields(selection: FilterSelection): FilterParams {
  const fields: Record<string, Record<string, string[]>> = {};
  for (const mode of ['with_any', 'with_all'] as const) {
    const groups = Object.entries(selection[mode]).filter(([, names]) => names.length > 0);
    if (groups.length > 0) fields[mode] = Object.fromEntries(groups.map(([group, names]) => [group, [...names]]));
  }
  // The config names the groups the brand's API knows; the contract spells the reference API's three.
  return fields;
}

export function corridorBody(route: Pick<ActiveRoute, 'encodedPath' | 'corridorRadiusKm'>, viewport: Viewport | null, selection: FilterSelection): AlongCorridorBody {
  return {
    line: route.encodedPath,
    corridor_radius: route.corridorRadiusKm,
    ...(viewport
      ? {
          bounds: {
            sw: [roundForApi(viewport.bounds.south), roundForApi(viewport.bounds.west)],
            ne: [roundForApi(viewport.bounds.north), roundForApi(viewport.bounds.east)],
          },
          zoom: viewport.zoom,
        }
      : {}),
    ...filterFields(selection),
  };
}
