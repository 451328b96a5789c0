/**
 * Saved routes (spec sections 2 "Saved routes panel", 3 "Saved route", 4, 5): what a save sends, how a
 * route from the API is read (legacy option names, missing options), how its options are summarised,
 * and what opening one puts into directions mode. Pure.
 *
 * The API may be a brand's own (DESIGN.md "Reference API"), so what it answers is checked here, not
 * trusted: a route that is not one is left out of the list, never shown half-read.
 */
import type { SavedRoute, SavedRouteInput, SavedRouteOptions, SavedWaypoint } from '../api';
import type { RouteResult } from '../map';
import { toLanguageTag, type DistanceUnit, type LatLng, type PlannedRoute } from '../shared';
import { formatRadius, type CorridorRadiusScale } from './corridor-radius';
import { locationOf, type Waypoint } from './waypoints';

/** A route's name: 1 to 100 characters (after trimming). */
export const ROUTE_NAME_MAX_LENGTH = 100;
/** Spec section 3: a saved route without a radius has a corridor radius of 5 km. */
export const DEFAULT_SAVED_CORRIDOR_RADIUS_KM = 5;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The name as it will be saved, or null when it is empty or too long. */
export function validRouteName(name: string): string | null {
  const trimmed = name.trim();
  return trimmed.length >= 1 && trimmed.length <= ROUTE_NAME_MAX_LENGTH ? trimmed : null;
}

/** A suggested name cut to the limit (the save dialog prefills it; the visitor can edit it). */
export function clampRouteName(name: string): string {
  return name.trim().slice(0, ROUTE_NAME_MAX_LENGTH).trim();
}

/**
 * A waypoint as a suggested route name says it: its description up to the first comma ("Leeds, United
 * Kingdom" → "Leeds", a station's completion "MFG ROYDSBECK (Esso), LEEDS LS7 4AX" → its name). The
 * country, the same at both ends, made the name long: "Leeds, Vereinigtes Königreich nach York,
 * Vereinigtes Königreich" read as four places.
 */
export function routeNamePart(waypoint: Waypoint | undefined): string {
  const description = waypoint?.selection?.description.trim() ?? '';
  const [first = ''] = description.split(',');
  return first.trim() || description;
}

/** The waypoints that are saved: those with a selection (a place needs its place id and description). */
export function savableWaypoints(waypoints: readonly Waypoint[]): Waypoint[] {
  return waypoints.filter(({ selection }) => selection !== null && (selection.kind !== 'place' || (selection.placeId !== '' && selection.description !== '')));
}

/**
 * The body of `POST /routes` for the route on show (spec section 5: only waypoints with a selection are
 * saved), or null when fewer than two waypoints can be. Each waypoint goes with its description and its
 * coordinates: its own where they are known (a station, a point), else where the routing service placed
 * it (a place is only an id to us); plus its place id or station reference, so nothing is lost.
 */
export function savedRouteInput(name: string, waypoints: readonly Waypoint[], route: RouteResult, options: SavedRouteOptions): SavedRouteInput | null {
  // The route was computed from the waypoints that had a selection, in order: leg i starts at the i-th.
  const withSelection = waypoints.filter((waypoint) => waypoint.selection !== null);
  const routed = [...route.legs.map((leg) => leg.startLocation), ...route.legs.slice(-1).map((leg) => leg.endLocation)];
  const placed = new Map(withSelection.map((waypoint, index) => [waypoint.id, routed[index]]));
  const saved: SavedWaypoint[] = [];
  for (const waypoint of savableWaypoints(waypoints)) {
    const selection = waypoint.selection!;
    const origin = locationOf(selection) ?? placed.get(waypoint.id);
    if (!origin) continue;
    saved.push({
      origin: { lat: origin.lat, lng: origin.lng },
      description: selection.description,
      ...(selection.kind === 'place' ? { place_id: selection.placeId } : {}),
      ...(selection.kind === 'location' ? { location: { resource: selection.resource, id: selection.id } } : {}),
    });
  }
  const validName = validRouteName(name);
  if (saved.length < 2 || !validName) return null;
  return { name: validName, route: { waypoints: saved, options: { ...options } } };
}

/**
 * Spec section 3: older routes use `avoidTolls`, `avoidHighways`, `corridorRadius`; missing options mean
 * no avoidance and a radius of 5. The current names win when both are present.
 */
export function normaliseRouteOptions(raw: unknown): SavedRouteOptions {
  const options = isRecord(raw) ? raw : {};
  const flag = (current: string, legacy: string) => {
    const value = options[current] ?? options[legacy];
    return typeof value === 'boolean' ? value : false;
  };
  const radius = options.corridor_radius ?? options.corridorRadius;
  return {
    avoid_highways: flag('avoid_highways', 'avoidHighways'),
    avoid_tolls: flag('avoid_tolls', 'avoidTolls'),
    corridor_radius: isFiniteNumber(radius) && radius > 0 ? radius : DEFAULT_SAVED_CORRIDOR_RADIUS_KM,
  };
}

function readLatLng(raw: unknown): LatLng | null {
  if (!isRecord(raw) || !isFiniteNumber(raw.lat) || !isFiniteNumber(raw.lng)) return null;
  if (Math.abs(raw.lat) > 90 || Math.abs(raw.lng) > 180) return null;
  return { lat: raw.lat, lng: raw.lng };
}

function readWaypoint(raw: unknown): SavedWaypoint | null {
  if (!isRecord(raw)) return null;
  const origin = readLatLng(raw.origin);
  if (!origin) return null;
  const description = typeof raw.description === 'string' && raw.description.trim() !== '' ? raw.description.trim() : `${origin.lat}, ${origin.lng}`;
  const location = isRecord(raw.location) && typeof raw.location.resource === 'string' && typeof raw.location.id === 'string' ? raw.location : null;
  return {
    origin,
    description,
    ...(typeof raw.place_id === 'string' && raw.place_id !== '' ? { place_id: raw.place_id } : {}),
    ...(location ? { location: { resource: location.resource as string, id: location.id as string } } : {}),
  };
}

/** A route as the API answered it, checked and normalised; null when it is not a usable saved route. */
export function normaliseSavedRoute(raw: unknown): SavedRoute | null {
  if (!isRecord(raw) || !isRecord(raw.route) || !Array.isArray(raw.route.waypoints)) return null;
  const id = typeof raw.id === 'string' || (typeof raw.id === 'number' && Number.isFinite(raw.id)) ? String(raw.id) : '';
  const name = typeof raw.name === 'string' ? raw.name.trim() : '';
  if (id === '' || name === '') return null;
  const waypoints = raw.route.waypoints.map(readWaypoint);
  // Half a route would be a different route: all its waypoints or nothing.
  if (waypoints.length < 2 || waypoints.some((waypoint) => waypoint === null)) return null;
  return {
    id,
    name,
    created_at: typeof raw.created_at === 'string' ? raw.created_at : '',
    route: { waypoints: waypoints as SavedWaypoint[], options: normaliseRouteOptions(raw.route.options) },
  };
}

/** The list the API answered: the usable routes, and how many were not. */
export function normaliseSavedRoutes(list: readonly unknown[]): { routes: SavedRoute[]; dropped: number } {
  const routes = list.map(normaliseSavedRoute).filter((route): route is SavedRoute => route !== null);
  return { routes, dropped: list.length - routes.length };
}

/** Spec section 4: opening a saved route puts its waypoints in (they need no lookup) and sets its options. */
export function plannedRouteOf(saved: SavedRoute): PlannedRoute {
  const { waypoints, options } = saved.route;
  return {
    stops: waypoints.map((waypoint) => ({
      description: waypoint.description,
      location: waypoint.origin,
      ...(waypoint.location ? { station: waypoint.location } : {}),
    })),
    avoidTolls: options.avoid_tolls,
    avoidHighways: options.avoid_highways,
    corridorRadiusKm: options.corridor_radius,
  };
}

/** The words of the options summary, in the locale's language. */
export interface RouteOptionWords {
  avoidTolls: string;
  avoidHighways: string;
  /** The corridor with its radius already formatted ("10 km"). */
  corridor: (radius: string) => string;
}

/**
 * Spec section 2 "Saved routes panel": the route's active options joined with commas and "and" in the
 * locale's words ("Avoid tolls, avoid motorways and 10 km corridor"), the radius in the locale's distance
 * unit as precise as the slider (`formatRadius`: "6.2 mi corridor" in en_GB for 10 km); the radius counts
 * as active when it differs from the default.
 * Empty when nothing is active.
 */
export function summariseRouteOptions(options: SavedRouteOptions, locale: string, unit: DistanceUnit, radiusScale: Pick<CorridorRadiusScale, 'isDefault' | 'fractionDigits'>, words: RouteOptionWords): string {
  const tag = toLanguageTag(locale);
  const items = [
    ...(options.avoid_tolls ? [words.avoidTolls] : []),
    ...(options.avoid_highways ? [words.avoidHighways] : []),
    ...(!radiusScale.isDefault(options.corridor_radius) ? [words.corridor(formatRadius(options.corridor_radius, radiusScale, unit, locale))] : []),
  ];
  const sentence = new Intl.ListFormat(tag, { style: 'long', type: 'conjunction' }).format(items);
  return sentence.charAt(0).toLocaleUpperCase(tag) + sentence.slice(1);
}
