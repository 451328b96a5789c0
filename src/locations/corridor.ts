/**
 * The along_corridor request of directions mode (spec section 7): the route's encoded path, the corridor
 * radius in kilometres, the active filters, and the viewport's bounds and zoom so the API can cluster
 * for the map; and for the list, when the route passes each station and how its detours are costed
 * Pure.
 */
import type { AlongCorridorBody, AlongCorridorRequest, FilterParams } from '../api';
import type { FilterSelection } from '../filters';
import { DEPARTURE_WINDOW_MS, roundForApi, type ActiveRoute } from '../shared';
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

/**
 * The list's `arrival` (the departure, now when none is chosen, and the route's time profile) and, for a
 * route from our own router, its waypoints and avoid flags so detours are that router's cost. Empty for a
 * route without a profile.
 */
export function corridorArrivalFields(
  route: Pick<ActiveRoute, 'departure' | 'timeProfile' | 'detourWaypoints' | 'avoidTolls' | 'avoidHighways'>,
  nowMs: number,
): Pick<AlongCorridorRequest, 'arrival' | 'detour_waypoints' | 'avoid_tolls' | 'avoid_highways'> {
  const fields: Pick<AlongCorridorRequest, 'arrival' | 'detour_waypoints' | 'avoid_tolls' | 'avoid_highways'> = {};
  if (route.timeProfile && route.timeProfile.length >= 2) {
    const chosen = route.departure ? Date.parse(route.departure) : Number.NaN;
    const usable = Number.isFinite(chosen) && Math.abs(chosen - nowMs) <= DEPARTURE_WINDOW_MS;
    fields.arrival = {
      // "Now" to the whole second: the arrival times are shown to the minute.
      departure: usable ? new Date(chosen).toISOString() : new Date(Math.floor(nowMs / 1000) * 1000).toISOString(),
      profile: route.timeProfile.map(([metres, seconds]) => [metres, seconds]),
    };
  }
  const waypoints = route.detourWaypoints;
  if (waypoints && waypoints.length >= 2 && waypoints.length <= 10) {
    fields.detour_waypoints = waypoints.map((point) => [point.lat, point.lng]);
    fields.avoid_tolls = route.avoidTolls;
    fields.avoid_highways = route.avoidHighways;
  }
  return fields;
}
