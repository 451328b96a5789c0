/**
 * The waypoints of directions mode (spec sections 3 "Waypoint", 4, 5): each with its own completion
 * field, chosen from completions, "my position" or the corridor list ("add as stop"), looked up where
 * a choice needs it (a station's coordinates, a place's details), added, removed and swapped. Every
 * change that the route depends on asks for it again (`setWaypoints`, route-request-atoms.ts).
 */
import { atom, type Getter, type Setter } from 'jotai/vanilla';
import { configAtom } from '../config';
import { lookUpLocationAtom, requestMapTargetAtom } from '../locations';
import { boundsOfPoints, type Bounds, type PlaceSession } from '../map';
import { createCompletionField, locateVisitor, searchMapsAtom, type CompletionField, type CompletionOption } from '../search';
import { isAbortError, relabelCountrySuffix, servicesAtom, setChosenWaypointPinsAtom, type LatLng } from '../shared';
import { avoidanceBaseAtom, internalsAtom, newId, routeStateBaseAtom, track, waypointsBaseAtom } from './directions-state';
import { buildRouteRequest } from './route-request';
import { ROUTE_FIT_PADDING_PX, setWaypoints } from './route-request-atoms';
import {
  addStopAfter,
  chosenWaypointPins,
  clearWaypoint,
  insertStopIntoLeg,
  legIndexAt,
  removeStop,
  swapWithNext,
  updateWaypoint,
  type Waypoint,
  type WaypointSelection,
} from './waypoints';

// ---- completion fields, one per waypoint -------------------------------------------------------------

/**
 * Each waypoint input's completion field, by waypoint id. Atom definitions are store-independent (each
 * element's store holds its own values), so one map serves every element; ids are never reused within
 * a store, and a page makes a few per visit.
 */
const fields = new Map<string, CompletionField>();

export function waypointField(id: string): CompletionField {
  let field = fields.get(id);
  if (!field) {
    field = createCompletionField({ name: `directions/waypoint/${id}` });
    fields.set(id, field);
  }
  return field;
}

/** The zoom a lone chosen station or point is shown at (a town's streets; a place shows its own box). */
const CHOSEN_POINT_ZOOM = 13;

/** Origin first, destination last, stops between. */
export const waypointsAtom = atom((get) => get(waypointsBaseAtom));
/** directions.waypointsLimit (default 3): the most waypoints a route may have. */
export const waypointsLimitAtom = atom((get) => get(configAtom).directions.waypointsLimit);

// ---- lookups and actions ----------------------------------------------------------------------------

/** Aborts a waypoint's lookups (its station or position, its place's details). */
export function cancelLookup(get: Getter, id: string): void {
  const { lookups, placeLookups } = get(internalsAtom);
  lookups.get(id)?.abort();
  lookups.delete(id);
  placeLookups.get(id)?.abort();
  placeLookups.delete(id);
}

/**
 * A waypoint's place became known while no route can be asked for yet (only a start chosen): its pin
 * shows, and the map moves to the chosen waypoints (to `placeBox`, a place's own box, when it is the
 * only one), where it stayed on the whole country. Once the route can be asked for, its fit moves it.
 */
function showChosenWaypoints(get: Getter, set: Setter, placeBox?: Bounds): void {
  const waypoints = get(waypointsBaseAtom);
  if (get(routeStateBaseAtom).route) return;
  const pins = chosenWaypointPins(waypoints);
  set(setChosenWaypointPinsAtom, pins);
  if (pins.length === 0 || buildRouteRequest(waypoints, get(avoidanceBaseAtom), get(configAtom).directions.unitSystem)) return;
  const [only] = pins;
  if (pins.length === 1 && only) {
    set(requestMapTargetAtom, placeBox ? { kind: 'bounds', bounds: placeBox } : { kind: 'center', center: only.location, zoom: CHOSEN_POINT_ZOOM });
    return;
  }
  const bounds = boundsOfPoints(pins.map((pin) => pin.location));
  if (bounds) set(requestMapTargetAtom, { kind: 'bounds', bounds, padding: ROUTE_FIT_PADDING_PX });
}

/**
 * Where a chosen place is, from its details (with the field's places session, which it ends: spec
 * section 4), for the map before there is a route; the route itself goes by the place id. A failure
 * leaves the place routable, only not shown early.
 */
async function lookUpPlace(get: Getter, set: Setter, id: string, placeId: string, session: PlaceSession | null): Promise<void> {
  const maps = get(searchMapsAtom);
  if (!maps) return;
  const { placeLookups } = get(internalsAtom);
  placeLookups.get(id)?.abort();
  const controller = new AbortController();
  placeLookups.set(id, controller);
  try {
    const place = await maps.places.details(placeId, { signal: controller.signal, ...(session ? { session } : {}) });
    const chosen = get(waypointsBaseAtom).find((waypoint) => waypoint.id === id)?.selection;
    if (controller.signal.aborted || !place || chosen?.kind !== 'place' || chosen.placeId !== placeId) return;
    const location = { lat: place.lat, lng: place.lng };
    // Not a new choice: the route (asked for by the place id) is not asked for again.
    set(waypointsBaseAtom, updateWaypoint(get(waypointsBaseAtom), id, (waypoint) => ({ ...waypoint, selection: { ...chosen, location } })));
    showChosenWaypoints(get, set, place.bounds);
  } catch (error) {
    if (controller.signal.aborted || isAbortError(error)) return;
    get(servicesAtom).logger.warn(`Place ${placeId} could not be looked up to show it on the map`, error);
  } finally {
    if (placeLookups.get(id) === controller) placeLookups.delete(id);
  }
}

/** Aborts every waypoint's lookups (stations, positions, places): the waypoints are all replaced. */
export function cancelAllLookups(get: Getter): void {
  const { lookups, placeLookups } = get(internalsAtom);
  for (const controller of [...lookups.values(), ...placeLookups.values()]) controller.abort();
  lookups.clear();
  placeLookups.clear();
}

function startLookup(get: Getter, id: string): AbortController {
  cancelLookup(get, id);
  const controller = new AbortController();
  get(internalsAtom).lookups.set(id, controller);
  return controller;
}

/**
 * The visitor typed in a waypoint; completions follow the text. Typing over a chosen place is not yet a
 * new choice: the choice (and with it the route on screen) holds until another is chosen or the text is
 * emptied, and Escape brings its text back (`restoreWaypointTextAtom`). A choice still being looked up
 * (a station's coordinates, "my position") is dropped with its lookup, as before.
 */
export const setWaypointTextAtom = atom(null, (get, set, id: string, text: string) => {
  const waypoint = get(waypointsBaseAtom).find((candidate) => candidate.id === id);
  if (waypoint?.selection && text.trim() !== '' && !get(internalsAtom).lookups.has(id)) {
    set(waypointField(id).setQueryAtom, text);
    // Only the text changed, nothing the route depends on: it is not asked for again.
    set(waypointsBaseAtom, updateWaypoint(get(waypointsBaseAtom), id, (current) => ({ ...current, searchTerm: text })));
    return;
  }
  cancelLookup(get, id);
  set(waypointField(id).setQueryAtom, text);
  const next = updateWaypoint(get(waypointsBaseAtom), id, (current) => ({ ...current, searchTerm: text, selection: null, geolocation: 'none' }));
  // Nothing was chosen here, and nothing is: the route on show stays until a place is (typing into a
  // new stop took the route, its itinerary and its stations away at the first letter).
  if (waypoint && waypoint.selection === null) set(waypointsBaseAtom, next);
  else setWaypoints(get, set, next);
});

/**
 * Escape in a waypoint while no list shows: the chosen place's text comes back over what the visitor
 * typed (the choice and its route never went). False when there is nothing to bring back: nothing is
 * chosen, or the text already is the choice's.
 */
export const restoreWaypointTextAtom = atom(null, (get, set, id: string): boolean => {
  const selection = get(waypointsBaseAtom).find((candidate) => candidate.id === id)?.selection;
  const field = waypointField(id);
  if (!selection || get(field.queryAtom) === selection.description) return false;
  set(field.setTextAtom, selection.description);
  set(waypointsBaseAtom, updateWaypoint(get(waypointsBaseAtom), id, (current) => ({ ...current, searchTerm: selection.description })));
  return true;
});

/** Spec section 4: clearing a waypoint's search resets its term, its selection and its geolocation. */
export const clearWaypointAtom = atom(null, (get, set, id: string) => {
  cancelLookup(get, id);
  set(waypointField(id).clearAtom);
  setWaypoints(get, set, clearWaypoint(get(waypointsBaseAtom), id));
});

/** Makes `selection` the waypoint's choice, shown with its description (and on the map, where it is known). */
function choose(get: Getter, set: Setter, id: string, selection: WaypointSelection, geolocation: Waypoint['geolocation'] = 'none'): void {
  set(waypointField(id).setTextAtom, selection.description);
  setWaypoints(
    get,
    set,
    updateWaypoint(get(waypointsBaseAtom), id, (waypoint) => ({ ...waypoint, searchTerm: selection.description, selection, geolocation })),
  );
  if (selection.kind !== 'place' && selection.location) showChosenWaypoints(get, set);
}

/** A station chosen as a waypoint: known once its detail is (spec section 5, "every chosen location is known"). */
async function chooseStation(get: Getter, set: Setter, id: string, station: { resource: string; id: string; description: string }): Promise<void> {
  choose(get, set, id, { kind: 'location', ...station, location: null });
  const controller = startLookup(get, id);
  try {
    const location = await set(lookUpLocationAtom, { resource: station.resource, id: station.id }, controller.signal);
    if (controller.signal.aborted) return;
    choose(get, set, id, { kind: 'location', ...station, location: { lat: location.lat, lng: location.lng } });
  } catch (error) {
    if (controller.signal.aborted || isAbortError(error)) return;
    get(servicesAtom).logger.error(`Station ${station.resource}/${station.id} could not be looked up for directions`, error);
    set(routeStateBaseAtom, { status: 'error', route: null, error: 'failed' });
  } finally {
    if (get(internalsAtom).lookups.get(id) === controller) get(internalsAtom).lookups.delete(id);
  }
}

function selectionOf(option: CompletionOption): WaypointSelection | { station: { resource: string; id: string; description: string } } {
  const { intent } = option;
  if (intent.type === 'google_place') return { kind: 'place', placeId: intent.place_id, description: intent.description };
  return { station: { resource: intent.resource, id: intent.id, description: intent.description } };
}

/** A completion was chosen for a waypoint (click or Enter), by its index in the waypoint's list. */
export const chooseWaypointOptionAtom = atom(null, async (get, set, id: string, index?: number): Promise<void> => {
  const field = waypointField(id);
  const taken = set(field.takeOptionAtom, index);
  if (!taken) return;
  // A place's details (where to show it) end the field's session; a station ends it unused.
  const session = set(field.sessionAtom);
  set(field.renewSessionAtom);
  const selection = selectionOf(taken.option);
  if ('station' in selection) {
    await chooseStation(get, set, id, selection.station);
    return;
  }
  choose(get, set, id, selection);
  if (selection.kind === 'place') await lookUpPlace(get, set, id, selection.placeId, session);
});

/** "My position" for a waypoint (the origin offers it): waiting, then success with the address, or error. */
export const locateWaypointAtom = atom(null, async (get, set, id: string): Promise<void> => {
  const waypoint = get(waypointsBaseAtom).find((candidate) => candidate.id === id);
  if (!waypoint || waypoint.geolocation === 'waiting') return;
  const services = get(servicesAtom);
  const maps = get(searchMapsAtom);
  const setStatus = (geolocation: Waypoint['geolocation']) =>
    set(waypointsBaseAtom, updateWaypoint(get(waypointsBaseAtom), id, (current) => ({ ...current, geolocation })));
  if (!services.geolocation || !maps) {
    setStatus('error');
    return;
  }
  const controller = startLookup(get, id);
  setStatus('waiting');
  const located = await locateVisitor(services.geolocation, maps.geocoding, controller.signal, services.logger);
  if (!located || controller.signal.aborted) return;
  get(internalsAtom).lookups.delete(id);
  if (!located.ok) {
    setStatus('error');
    return;
  }
  // The device position is where the visitor is; the address names it.
  choose(get, set, id, { kind: 'point', description: located.description, location: located.position }, 'success');
});

/** A new empty stop after the waypoint at `index` (hidden once the limit is reached). */
export const addStopAfterAtom = atom(null, (get, set, index: number) => {
  const waypoints = get(waypointsBaseAtom);
  const next = addStopAfter(waypoints, index, newId(get), get(waypointsLimitAtom));
  // An empty stop cannot change the route, and the route stays until the stop is chosen.
  if (next !== waypoints) set(waypointsBaseAtom, next);
});

export const removeStopAtom = atom(null, (get, set, id: string) => {
  const waypoints = get(waypointsBaseAtom);
  cancelLookup(get, id);
  setWaypoints(get, set, removeStop(waypoints, waypoints.findIndex((waypoint) => waypoint.id === id)));
});

/** Swaps the waypoint at `index` with the next one (only when either is filled). */
export const swapWithNextAtom = atom(null, (get, set, index: number) => {
  setWaypoints(get, set, swapWithNext(get(waypointsBaseAtom), index));
});

/** A station along the route to add as a stop: where it is and how far along the route. */
export interface CorridorStation {
  resource: string;
  id: string;
  name: string;
  location: LatLng;
  /** Metres from the start of the route to the point nearest the station. */
  distanceAlong: number;
}

/**
 * "Add as stop" (corridor list): the station becomes a stop of the leg it lies on, by its distance along
 * the route, and the route is asked for again. Returns the new stop's id (the list moves focus into it),
 * or null at the waypoint limit (nothing changes).
 */
export const addStationAsStopAtom = atom(null, (get, set, station: CorridorStation): string | null => {
  const route = get(routeStateBaseAtom).route;
  const waypoints = get(waypointsBaseAtom);
  if (!route) return null;
  const legIndex = legIndexAt(route.legs.map((leg) => leg.distance.value), station.distanceAlong);
  const id = newId(get);
  const stop: Waypoint = {
    id,
    searchTerm: station.name,
    selection: { kind: 'location', resource: station.resource, id: station.id, description: station.name, location: { ...station.location } },
    geolocation: 'none',
  };
  const next = insertStopIntoLeg(waypoints, legIndex, stop, get(waypointsLimitAtom));
  if (next === waypoints) return null;
  set(waypointField(id).setTextAtom, station.name);
  setWaypoints(get, set, next);
  track(get, 'stop_added', { resource: station.resource, id: station.id, leg: legIndex + 1 });
  return id;
});

// ---- another language ---------------------------------------------------------------------------------

/**
 * The locale changed with directions mode open: the chosen waypoints' labels name their
 * country in the new language (`relabelCountrySuffix`: the gazetteer's places have one name, and only
 * the country they end in is the locale's); the route itself stays. `countryCodes`: the countries a
 * label may end in.
 */
export const relabelWaypointsAtom = atom(null, (get, set, change: { from: string; to: string; countryCodes: readonly string[] }) => {
  const waypoints = get(waypointsBaseAtom);
  const next = waypoints.map((waypoint) => {
    const { selection } = waypoint;
    if (!selection) return waypoint;
    const description = relabelCountrySuffix(selection.description, change.from, change.to, change.countryCodes);
    if (description === selection.description) return waypoint;
    set(waypointField(waypoint.id).setTextAtom, description);
    return { ...waypoint, searchTerm: description, selection: { ...selection, description } };
  });
  if (next.some((waypoint, index) => waypoint !== waypoints[index])) set(waypointsBaseAtom, next);
});
