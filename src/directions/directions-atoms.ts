/**
 * State of directions mode (spec sections 2 "Directions mode", 3 "Waypoint" and "Route result", 4, 5, 8):
 * the waypoints, each with its own completion field, the route options the request uses, and the route.
 *
 * Base atoms are private; components read the derived atoms and write through the named actions. Every
 * action that changes what a route depends on asks for the route again (`requestRouteAtom`): it is
 * built only when every waypoint is chosen and known, and a new request aborts the one in flight. The
 * route is published for the map (`setActiveRouteAtom` in shared/route-atoms.ts).
 */
import { atom, type Getter, type Setter } from 'jotai/vanilla';
import { configAtom } from '../config';
import { activeFilterSelectionAtom } from '../filters';
import { clearSelectedLocationAtom, lookUpLocationAtom, requestMapTargetAtom } from '../locations';
import { boundsOfPoints, isAbortError, type Bounds, type PlaceSession, type RouteResult } from '../map';
import { createCompletionField, locateVisitor, searchMapsAtom, type CompletionField, type CompletionOption } from '../search';
import {
  activeRouteAtom,
  relabelCountrySuffix,
  servicesAtom,
  trackEvent,
  setActiveRouteAtom,
  setChosenWaypointPinsAtom,
  takeDirectionsTargetAtom,
  takePlannedRouteAtom,
  type AnalyticsEventMap,
  type DirectionsEndpoint,
  type LatLng,
  type PlannedRoute,
  type RouteMarker,
} from '../shared';
import { corridorRadiusScale } from './corridor-radius';
import { DEFAULT_FUEL_PLAN, isFuelType, type CorridorOrder, type FuelPlan } from './detour-worth';
import { buildRouteRequest, pickRoute, type RouteAvoidance } from './route-request';
import { routeTimeProfile } from './time-profile';
import {
  addStopAfter,
  chosenWaypointPins,
  clearWaypoint,
  emptyWaypoint,
  insertStopIntoLeg,
  legIndexAt,
  markerLabel,
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

// ---- base state -------------------------------------------------------------------------------------

export type RouteStatus = 'idle' | 'loading' | 'ready' | 'error';
/**
 * `no_route`: the routing service found none; `same_place`: the route goes nowhere (start and destination
 * the same place); `failed`: the request failed (network, quota, …).
 */
export type RouteErrorCode = 'no_route' | 'same_place' | 'failed';

interface RouteState {
  status: RouteStatus;
  route: RouteResult | null;
  error: RouteErrorCode | null;
}

/** Requests in flight and the id counter: bookkeeping that never renders. */
interface DirectionsInternals {
  nextId: number;
  route: AbortController | undefined;
  /** Station lookups and geolocation per waypoint id. */
  lookups: Map<string, AbortController>;
  /** Places' details (where to show them before there is a route) per waypoint id. */
  placeLookups: Map<string, AbortController>;
}

/** A route shorter than this goes nowhere: its start and destination are one place. */
const SAME_PLACE_M = 50;

/** Room around a fitted route, so the lettered markers at its ends are not cut by the map's edge. */
const ROUTE_FIT_PADDING_PX = 40;

/** The zoom a lone chosen station or point is shown at (a town's streets; a place shows its own box). */
const CHOSEN_POINT_ZOOM = 13;

const IDLE_ROUTE: RouteState = { status: 'idle', route: null, error: null };
const NO_AVOIDANCE: RouteAvoidance = { avoidTolls: false, avoidHighways: false, avoidFerries: false };

const internalsBaseAtom = atom<DirectionsInternals | null>(null);
const waypointsBaseAtom = atom<readonly Waypoint[]>([emptyWaypoint('w1'), emptyWaypoint('w2')]);
const avoidanceBaseAtom = atom<RouteAvoidance>(NO_AVOIDANCE);
/** The corridor radius in km; null until the visitor changes it (then the config's default applies). */
const corridorRadiusBaseAtom = atom<number | null>(null);
const routeIndexBaseAtom = atom(0);
const routeStateBaseAtom = atom<RouteState>(IDLE_ROUTE);
/** When the visitor leaves (ISO 8601 instant); null: now (follows the clock). */
const departureBaseAtom = atom<string | null>(null);
const corridorOrderBaseAtom = atom<CorridorOrder>('route');
const openOnArrivalOnlyBaseAtom = atom(false);
/** The fuel the visitor chose in route options; null: the fuel filter's, else the default. */
const fuelChoiceBaseAtom = atom<FuelPlan['fuel'] | null>(null);
const fuelAmountsBaseAtom = atom<Pick<FuelPlan, 'litres' | 'litresPer100Km'>>({ litres: DEFAULT_FUEL_PLAN.litres, litresPer100Km: DEFAULT_FUEL_PLAN.litresPer100Km });
departureBaseAtom.debugLabel = 'directions/departure';
corridorOrderBaseAtom.debugLabel = 'directions/corridorOrder';
openOnArrivalOnlyBaseAtom.debugLabel = 'directions/openOnArrivalOnly';
fuelChoiceBaseAtom.debugLabel = 'directions/fuelChoice';
fuelAmountsBaseAtom.debugLabel = 'directions/fuelAmounts';
internalsBaseAtom.debugLabel = 'directions/internals';
waypointsBaseAtom.debugLabel = 'directions/waypoints';
avoidanceBaseAtom.debugLabel = 'directions/avoidance';
routeIndexBaseAtom.debugLabel = 'directions/routeIndex';
corridorRadiusBaseAtom.debugLabel = 'directions/corridorRadius';
routeStateBaseAtom.debugLabel = 'directions/route';

function internals(get: Getter, set: Setter): DirectionsInternals {
  const existing = get(internalsBaseAtom);
  if (existing) return existing;
  // w1 and w2 are the starting slots.
  const created: DirectionsInternals = { nextId: 3, route: undefined, lookups: new Map(), placeLookups: new Map() };
  set(internalsBaseAtom, created);
  return created;
}

function newId(get: Getter, set: Setter): string {
  const state = internals(get, set);
  return `w${state.nextId++}`;
}

function track<K extends keyof AnalyticsEventMap>(get: Getter, name: K, params: AnalyticsEventMap[K]): void {
  trackEvent(get(servicesAtom), name, params);
}

// ---- public read-only state -------------------------------------------------------------------------

/** Origin first, destination last, stops between. */
export const waypointsAtom = atom((get) => get(waypointsBaseAtom));
/** directions.waypointsLimit (default 3): the most waypoints a route may have. */
export const waypointsLimitAtom = atom((get) => get(configAtom).directions.waypointsLimit);
export const routeAvoidanceAtom = atom((get) => get(avoidanceBaseAtom));
/** The corridor radius slider's scale: the config's kilometres (miles only label them). */
export const corridorRadiusScaleAtom = atom((get) => corridorRadiusScale(get(configAtom).directions.corridorRadius));
/** The corridor radius in km (route options; default `directions.corridorRadius.value`, 5). */
export const corridorRadiusAtom = atom((get) => get(corridorRadiusBaseAtom) ?? get(corridorRadiusScaleAtom).defaultKm);
export const routeStatusAtom = atom((get) => get(routeStateBaseAtom).status);
/** The route on show, or null. */
export const routeAtom = atom((get) => get(routeStateBaseAtom).route);
/** Why the last route request gave no route; null when it did not fail. */
export const routeErrorAtom = atom((get) => get(routeStateBaseAtom).error);
/** When the visitor leaves (ISO 8601 instant); null: now. */
export const departureAtom = atom((get) => get(departureBaseAtom));
/** How the corridor list is ordered: along the route (default) or by detour. */
export const corridorOrderAtom = atom((get) => get(corridorOrderBaseAtom));
/** The corridor list's filter "open on arrival". */
export const openOnArrivalOnlyAtom = atom((get) => get(openOnArrivalOnlyBaseAtom));
/** The fuel chosen in route options; null when the fuel filter's (or the default) applies. */
export const fuelChoiceAtom = atom((get) => get(fuelChoiceBaseAtom));
/** Litres to top up and consumption, for "is the detour worth it?" (route options). */
export const fuelAmountsAtom = atom((get) => get(fuelAmountsBaseAtom));

/** The fuel of the active fuel filter (the first grade it names), or null. */
const filteredFuelAtom = atom((get): FuelPlan['fuel'] | null => {
  const selection = get(activeFilterSelectionAtom);
  const names = [...(selection.with_any['fuel'] ?? []), ...(selection.with_all['fuel'] ?? [])];
  return names.find(isFuelType) ?? null;
});

/**
 * What "is the detour worth it?" compares (issue 18 item 5): the fuel chosen in route options, else the
 * fuel filter's, else E10; the litres and consumption of route options (40 l, 7 l/100 km by default).
 */
export const fuelPlanAtom = atom((get): FuelPlan => ({
  fuel: get(fuelChoiceBaseAtom) ?? get(filteredFuelAtom) ?? DEFAULT_FUEL_PLAN.fuel,
  ...get(fuelAmountsBaseAtom),
}));

// ---- the route ----------------------------------------------------------------------------------------

function abortRoute(get: Getter, set: Setter): void {
  const state = internals(get, set);
  state.route?.abort();
  state.route = undefined;
}

function publishRoute(get: Getter, set: Setter, route: RouteResult | null, waypoints: readonly Waypoint[]): void {
  set(setChosenWaypointPinsAtom, route ? [] : chosenWaypointPins(get(waypointsBaseAtom)));
  if (!route) {
    set(setActiveRouteAtom, null);
    return;
  }
  // Where each waypoint is, as the routing service placed it: leg i starts at waypoint i.
  const points = [...route.legs.map((leg) => leg.startLocation), ...route.legs.slice(-1).map((leg) => leg.endLocation)];
  const markers: RouteMarker[] = points.map((location, index) => ({
    label: markerLabel(index),
    name: waypoints[index]?.selection?.description ?? '',
    location,
  }));
  const { avoidTolls, avoidHighways } = get(avoidanceBaseAtom);
  set(setActiveRouteAtom, {
    path: route.path,
    encodedPath: route.encodedPath,
    bounds: route.bounds,
    markers,
    corridorRadiusKm: get(corridorRadiusAtom),
    avoidTolls,
    avoidHighways,
    departure: get(departureBaseAtom),
    timeProfile: routeTimeProfile(route, route.encodedPath),
    // Only our own router can cost a detour the way it routes; for any other route the API estimates.
    detourWaypoints: route.network ? points : null,
  });
  set(requestMapTargetAtom, { kind: 'bounds', bounds: route.bounds, padding: ROUTE_FIT_PADDING_PX });
}

function clearRoute(get: Getter, set: Setter): void {
  abortRoute(get, set);
  set(routeStateBaseAtom, IDLE_ROUTE);
  publishRoute(get, set, null, []);
}

/**
 * Asks for the route of the current waypoints (spec sections 4, 5, 8): only when every waypoint has a
 * selection and every chosen location is known; otherwise the route is cleared. A newer request aborts
 * this one. No route or a failure clears the route and flags the failure; the route at the route index
 * (the first) is shown.
 */
export const requestRouteAtom = atom(null, async (get, set): Promise<void> => {
  const waypoints = get(waypointsBaseAtom);
  const config = get(configAtom);
  const avoidance = get(avoidanceBaseAtom);
  const request = buildRouteRequest(waypoints, avoidance, config.directions.unitSystem);
  const maps = get(searchMapsAtom);
  if (!request || !maps) {
    clearRoute(get, set);
    return;
  }
  abortRoute(get, set);
  const controller = new AbortController();
  internals(get, set).route = controller;
  set(routeStateBaseAtom, { status: 'loading', route: get(routeStateBaseAtom).route, error: null });
  const waypointCount = request.waypoints.length;
  track(get, 'route_requested', { waypoint_count: waypointCount, avoid_tolls: avoidance.avoidTolls, avoid_highways: avoidance.avoidHighways });

  const fail = (error: RouteErrorCode, cause?: unknown) => {
    if (cause !== undefined) get(servicesAtom).logger.error('The route could not be computed', cause);
    set(routeStateBaseAtom, { status: 'error', route: null, error });
    publishRoute(get, set, null, []);
    track(get, 'route_failed', { reason: error, waypoint_count: waypointCount });
  };
  let routes: RouteResult[];
  try {
    const result = await maps.routing.route(request, { signal: controller.signal });
    if (controller.signal.aborted) return;
    routes = result ? [result] : [];
  } catch (error) {
    if (controller.signal.aborted || isAbortError(error)) return;
    fail('failed', error);
    return;
  } finally {
    if (internals(get, set).route === controller) internals(get, set).route = undefined;
  }
  if (routes.length === 0) {
    fail('no_route');
    return;
  }
  let route: RouteResult;
  try {
    route = pickRoute(routes, get(routeIndexBaseAtom));
  } catch (error) {
    fail('failed', error);
    return;
  }
  // Leeds to Leeds: a route of 0 m, an itinerary of "0 minutes" and a corridor of one point, which
  // the stations along it cannot be asked for ("could not be loaded", with a Retry that cannot help).
  // Measured over the legs: a route's total leaves out a leg across the sea (Leeds to Belfast is 0 m by road).
  if (route.legs.reduce((metres, leg) => metres + leg.distance.value, 0) < SAME_PLACE_M) {
    fail('same_place');
    return;
  }
  set(routeStateBaseAtom, { status: 'ready', route, error: null });
  publishRoute(get, set, route, waypoints);
});

/** Sets the waypoints and asks for the route they make. */
function setWaypoints(get: Getter, set: Setter, next: readonly Waypoint[]): void {
  if (next === get(waypointsBaseAtom)) return;
  set(waypointsBaseAtom, next);
  void set(requestRouteAtom);
}

// ---- waypoint actions -----------------------------------------------------------------------------------

function cancelLookup(get: Getter, set: Setter, id: string): void {
  const { lookups, placeLookups } = internals(get, set);
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
  const { placeLookups } = internals(get, set);
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
function cancelAllLookups(get: Getter, set: Setter): void {
  const { lookups, placeLookups } = internals(get, set);
  for (const controller of [...lookups.values(), ...placeLookups.values()]) controller.abort();
  lookups.clear();
  placeLookups.clear();
}

function startLookup(get: Getter, set: Setter, id: string): AbortController {
  cancelLookup(get, set, id);
  const controller = new AbortController();
  internals(get, set).lookups.set(id, controller);
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
  if (waypoint?.selection && text.trim() !== '' && !internals(get, set).lookups.has(id)) {
    set(waypointField(id).setQueryAtom, text);
    // Only the text changed, nothing the route depends on: it is not asked for again.
    set(waypointsBaseAtom, updateWaypoint(get(waypointsBaseAtom), id, (current) => ({ ...current, searchTerm: text })));
    return;
  }
  cancelLookup(get, set, id);
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
  cancelLookup(get, set, id);
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
  const controller = startLookup(get, set, id);
  try {
    const location = await set(lookUpLocationAtom, { resource: station.resource, id: station.id }, controller.signal);
    if (controller.signal.aborted) return;
    choose(get, set, id, { kind: 'location', ...station, location: { lat: location.lat, lng: location.lng } });
  } catch (error) {
    if (controller.signal.aborted || isAbortError(error)) return;
    get(servicesAtom).logger.error(`Station ${station.resource}/${station.id} could not be looked up for directions`, error);
    set(routeStateBaseAtom, { status: 'error', route: null, error: 'failed' });
  } finally {
    if (internals(get, set).lookups.get(id) === controller) internals(get, set).lookups.delete(id);
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
  const controller = startLookup(get, set, id);
  setStatus('waiting');
  const located = await locateVisitor(services.geolocation, maps.geocoding, controller.signal, services.logger);
  if (!located || controller.signal.aborted) return;
  internals(get, set).lookups.delete(id);
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
  const next = addStopAfter(waypoints, index, newId(get, set), get(waypointsLimitAtom));
  // An empty stop cannot change the route, and the route stays until the stop is chosen.
  if (next !== waypoints) set(waypointsBaseAtom, next);
});

export const removeStopAtom = atom(null, (get, set, id: string) => {
  const waypoints = get(waypointsBaseAtom);
  cancelLookup(get, set, id);
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
  const id = newId(get, set);
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

/** Route options the request uses (the route options panel sets them). Asks for the route again. */
export const setRouteAvoidanceAtom = atom(null, (get, set, change: Partial<RouteAvoidance>) => {
  set(avoidanceBaseAtom, { ...get(avoidanceBaseAtom), ...change });
  void set(requestRouteAtom);
});

function clampRadius(get: Getter, km: number): number {
  const { min, max } = get(configAtom).directions.corridorRadius;
  return Math.min(max, Math.max(min, km));
}

/**
 * The corridor radius (km) along the route: it changes which stations are along it, not the route, so
 * the route is republished with the new radius and not asked for again. Kept within the config's range.
 */
export const setCorridorRadiusAtom = atom(null, (get, set, km: number) => {
  if (!Number.isFinite(km)) return;
  set(corridorRadiusBaseAtom, clampRadius(get, km));
  const active = get(activeRouteAtom);
  if (active) set(setActiveRouteAtom, { ...active, corridorRadiusKm: get(corridorRadiusAtom) });
});

/**
 * The departure time (an ISO 8601 instant; null: now). It changes when the route passes each station,
 * not the route, so the route is republished (the corridor list reloads) and not asked for again.
 */
export const setDepartureAtom = atom(null, (get, set, departure: string | null) => {
  const valid = departure === null || Number.isFinite(Date.parse(departure)) ? departure : null;
  if (valid === get(departureBaseAtom)) return;
  set(departureBaseAtom, valid);
  const active = get(activeRouteAtom);
  if (active) set(setActiveRouteAtom, { ...active, departure: valid });
});

/** Orders the corridor list along the route or by detour (kept until directions mode is left). */
export const setCorridorOrderAtom = atom(null, (_get, set, order: CorridorOrder) => {
  set(corridorOrderBaseAtom, order);
});

/** Shows only the stations open when the route reaches them, or all. */
export const setOpenOnArrivalOnlyAtom = atom(null, (_get, set, only: boolean) => {
  set(openOnArrivalOnlyBaseAtom, only);
});

/** The fuel to compare prices at (route options); null: the fuel filter's. */
export const setFuelChoiceAtom = atom(null, (_get, set, fuel: FuelPlan['fuel'] | null) => {
  set(fuelChoiceBaseAtom, fuel);
});

/** Litres to top up and l/100 km (route options); non-positive or non-finite values are ignored. */
export const setFuelAmountsAtom = atom(null, (get, set, change: Partial<Pick<FuelPlan, 'litres' | 'litresPer100Km'>>) => {
  const next = { ...get(fuelAmountsBaseAtom) };
  if (change.litres !== undefined && Number.isFinite(change.litres) && change.litres > 0) next.litres = change.litres;
  if (change.litresPer100Km !== undefined && Number.isFinite(change.litresPer100Km) && change.litresPer100Km > 0) next.litresPer100Km = change.litresPer100Km;
  set(fuelAmountsBaseAtom, next);
});

/** Which of the routing service's routes to show (spec section 4: the first by default). */
export const setRouteIndexAtom = atom(null, (_get, set, index: number) => {
  set(routeIndexBaseAtom, index);
  void set(requestRouteAtom);
});

// ---- another language ---------------------------------------------------------------------------------

/**
 * The locale changed with directions mode open (issue 47): the chosen waypoints' labels name their
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

/**
 * The route on show asked for again (the maps service of a new locale): its itinerary (step
 * instructions, distances, durations, its ends' names) then reads in that locale. Nothing when no route
 * is on show.
 */
export const requestRouteAgainAtom = atom(null, async (get, set): Promise<void> => {
  if (get(routeStateBaseAtom).route) await set(requestRouteAtom);
});

// ---- entering and leaving ---------------------------------------------------------------------------

/**
 * Spec section 2: leaving directions mode resets the route and restores two empty waypoint slots. A
 * station's details opened in directions mode close with it: search mode's list would sit below them.
 */
export const resetDirectionsAtom = atom(null, (get, set) => {
  set(clearSelectedLocationAtom);
  cancelAllLookups(get, set);
  // The empty slots first: clearing the route then publishes no chosen waypoints' pins.
  set(waypointsBaseAtom, [emptyWaypoint(newId(get, set)), emptyWaypoint(newId(get, set))]);
  clearRoute(get, set);
  set(corridorOrderBaseAtom, 'route');
  set(openOnArrivalOnlyBaseAtom, false);
});

function endpointSelection(endpoint: DirectionsEndpoint): WaypointSelection {
  return endpoint.station
    ? { kind: 'location', resource: endpoint.station.resource, id: endpoint.station.id, description: endpoint.description, location: endpoint.location }
    : { kind: 'point', description: endpoint.description, location: endpoint.location };
}

/** A waypoint filled with `endpoint`, its input showing the endpoint's description. */
function filledWaypoint(get: Getter, set: Setter, endpoint: DirectionsEndpoint): Waypoint {
  const waypoint = emptyWaypoint(newId(get, set));
  set(waypointField(waypoint.id).setTextAtom, endpoint.description);
  return { ...waypoint, searchTerm: endpoint.description, selection: endpointSelection(endpoint) };
}

/**
 * Opens a whole route (a saved route, a shared link; spec section 4): its stops replace the waypoints
 * (as entries that need no lookup), its options replace the route options (a radius of null keeps the
 * config's default), and the route is asked for.
 */
export const openRouteAtom = atom(null, (get, set, route: PlannedRoute) => {
  cancelAllLookups(get, set);
  set(avoidanceBaseAtom, { ...get(avoidanceBaseAtom), avoidTolls: route.avoidTolls, avoidHighways: route.avoidHighways });
  set(corridorRadiusBaseAtom, route.corridorRadiusKm === null || !Number.isFinite(route.corridorRadiusKm) ? null : clampRadius(get, route.corridorRadiusKm));
  // A link's departure applies; a saved route has none (it is planned again on another day): now.
  set(departureBaseAtom, route.departure && Number.isFinite(Date.parse(route.departure)) ? route.departure : null);
  setWaypoints(
    get,
    set,
    route.stops.map((stop) => filledWaypoint(get, set, stop)),
  );
});

/** How directions mode was opened, when not by its button. */
export type DirectionsSource = 'info_window' | 'link';

/**
 * Directions mode opens: takes what asked for it (`applyDirectionsTargetAtom`) and closes a station's
 * details, which would sit above the waypoints, half scrolled. A station whose "Plan a route to here"
 * opened the mode is not lost with them: it is the destination. Returns where the request came from.
 */
export const enterDirectionsAtom = atom(null, (_get, set): DirectionsSource | null => {
  const source = set(applyDirectionsTargetAtom);
  set(clearSelectedLocationAtom);
  return source;
});

/**
 * Takes what asked for directions mode, if anything did: a shared route link (the whole route opens), or
 * a station's info window (that station is the destination). The origin of a "route to here" is the
 * one the visitor already chose in directions mode (a station's details opened there: the route starts
 * where theirs did), else the searched place or the visitor's position when there is one. Returns where
 * the request came from, or null.
 */
export const applyDirectionsTargetAtom = atom(null, (get, set): DirectionsSource | null => {
  const planned = set(takePlannedRouteAtom);
  if (planned) {
    set(openRouteAtom, planned);
    return 'link';
  }
  const target = set(takeDirectionsTargetAtom);
  if (!target) return null;
  const [chosenOrigin] = get(waypointsBaseAtom);
  const origin = chosenOrigin?.selection
    ? chosenOrigin
    : target.origin
      ? filledWaypoint(get, set, target.origin)
      : emptyWaypoint(newId(get, set));
  for (const waypoint of get(waypointsBaseAtom)) if (waypoint !== origin) cancelLookup(get, set, waypoint.id);
  setWaypoints(get, set, [origin, filledWaypoint(get, set, target.destination)]);
  // The station's details asked for the route: the route is what the visitor wants to see now, and the
  // details (at the top of the sidebar) would push the waypoints down.
  set(clearSelectedLocationAtom);
  return 'info_window';
});
