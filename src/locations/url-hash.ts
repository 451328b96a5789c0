/**
 * The URL hash state (spec section 2): `#/@{lat},{lng},{zoom}z` (5 decimals) is rewritten on every map
 * bounds change; on load `#/resources/{resource}/{id}` selects a location and `#/place/{placeId}` a
 * place. Beyond the spec, a route in directions mode is written as a route link (shape below), and
 * loading one opens that route. The hash comes from the address bar (anyone can craft a link), so
 * anything that does not parse exactly is ignored. Pure.
 *
 * Route link: `#/route/{stop}/{stop}[/{stop}…][?avoid={tolls|highways}[,…]&radius={km}]`, where a stop
 * is `{lat},{lng},{label}`: coordinates with 5 decimals, the label (the waypoint's description, cut to
 * 40 characters) URI-encoded. 2 to 10 stops, origin first; `avoid` omitted when nothing is avoided.
 * Example: `#/route/53.79648,-1.54785,Leeds/53.38297,-1.4659,Sheffield?avoid=tolls&radius=10`.
 * At most 2,000 characters.
 */
import { roundForHash, type LatLng, type PlannedRoute } from '../shared';

export type HashRoute =
  | { kind: 'viewport'; center: LatLng; zoom: number }
  | { kind: 'location'; resource: string; id: string }
  | { kind: 'place'; placeId: string }
  | { kind: 'route'; route: PlannedRoute };

const NUMBER = '(-?\\d{1,3}(?:\\.\\d+)?)';
const VIEWPORT = new RegExp(`^#?/@${NUMBER},${NUMBER},(\\d{1,2}(?:\\.\\d+)?)z$`);
const LOCATION = /^#?\/resources\/([A-Za-z0-9_-]{1,64})\/([^/]{1,256})$/;
const PLACE = /^#?\/place\/([^/]{1,512})$/;
const MAX_ZOOM = 22;
const MAX_HASH_LENGTH = 1024;

const ROUTE_PREFIX = '#/route/';
/** The most stops a route link holds (the saved routes API's limit too). */
export const MAX_ROUTE_LINK_STOPS = 10;
export const MAX_ROUTE_LINK_LENGTH = 2000;
/** Labels are cut to this many characters when a link is written ("short labels"). */
export const ROUTE_LINK_LABEL_LENGTH = 40;
const ROUTE_STOP = /^(-?\d{1,2}(?:\.\d{1,7})?),(-?\d{1,3}(?:\.\d{1,7})?),(.{1,400})$/;
const RADIUS = /^\d{1,3}(?:\.\d{1,3})?$/;
const AVOIDABLE = ['tolls', 'highways'] as const;

function decode(segment: string): string | null {
  try {
    const value = decodeURIComponent(segment);
    // Control characters have no business in an id.
    const hasControl = [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
    return value.trim() !== '' && !hasControl ? value : null;
  } catch {
    return null;
  }
}

function parseStop(segment: string): PlannedRoute['stops'][number] | null {
  const match = ROUTE_STOP.exec(segment);
  if (!match) return null;
  const [lat, lng] = [Number(match[1]), Number(match[2])];
  const description = decode(match[3] ?? '');
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180 || !description || [...description].length > ROUTE_LINK_LABEL_LENGTH) return null;
  return { description: description.trim(), location: { lat, lng } };
}

/** `#/route/…` (with or without the `#`): the planned route, or null when anything in it is off. */
function parseRouteHash(hash: string): PlannedRoute | null {
  const body = hash.slice(hash.indexOf('/route/') + '/route/'.length);
  const queryAt = body.indexOf('?');
  const path = queryAt < 0 ? body : body.slice(0, queryAt);
  const segments = path.split('/');
  if (segments.length < 2 || segments.length > MAX_ROUTE_LINK_STOPS) return null;
  const stops = segments.map(parseStop);
  if (stops.some((stop) => stop === null)) return null;

  const options = new URLSearchParams(queryAt < 0 ? '' : body.slice(queryAt + 1));
  const avoid = options.get('avoid');
  const avoided = avoid === null ? [] : avoid.split(',');
  if (!avoided.every((flag) => (AVOIDABLE as readonly string[]).includes(flag))) return null;
  const radius = options.get('radius');
  if (radius !== null && (!RADIUS.test(radius) || Number(radius) <= 0)) return null;
  return {
    stops: stops as PlannedRoute['stops'],
    avoidTolls: avoided.includes('tolls'),
    avoidHighways: avoided.includes('highways'),
    corridorRadiusKm: radius === null ? null : Number(radius),
  };
}

/** The route in `hash` (with or without the leading `#`), or null when it is empty or malformed. */
export function parseHash(hash: string): HashRoute | null {
  if (typeof hash !== 'string') return null;
  if (hash.startsWith(ROUTE_PREFIX) || hash.startsWith(ROUTE_PREFIX.slice(1))) {
    const route = hash.length > MAX_ROUTE_LINK_LENGTH ? null : parseRouteHash(hash);
    return route ? { kind: 'route', route } : null;
  }
  if (hash.length > MAX_HASH_LENGTH) return null;
  const viewport = VIEWPORT.exec(hash);
  if (viewport) {
    const [lat, lng, zoom] = [Number(viewport[1]), Number(viewport[2]), Number(viewport[3])];
    if (Math.abs(lat) > 90 || Math.abs(lng) > 180 || zoom > MAX_ZOOM) return null;
    return { kind: 'viewport', center: { lat, lng }, zoom };
  }
  const location = LOCATION.exec(hash);
  if (location) {
    const id = decode(location[2] ?? '');
    return id ? { kind: 'location', resource: location[1] ?? '', id } : null;
  }
  const place = PLACE.exec(hash);
  if (place) {
    const placeId = decode(place[1] ?? '');
    return placeId ? { kind: 'place', placeId } : null;
  }
  return null;
}

/** `#/@57.14961,-2.09385,12z`: 5 decimals for lat and lng, the zoom with at most 2. */
export function formatViewportHash(center: LatLng, zoom: number): string {
  const z = Math.round(Math.min(MAX_ZOOM, Math.max(0, zoom)) * 100) / 100;
  const coordinate = (value: number) => String(roundForHash(value));
  return `#/@${coordinate(center.lat)},${coordinate(center.lng)},${z}z`;
}

export const formatLocationHash = (resource: string, id: string) =>
  `#/resources/${encodeURIComponent(resource)}/${encodeURIComponent(id)}`;

export const formatPlaceHash = (placeId: string) => `#/place/${encodeURIComponent(placeId)}`;

/** A label as a link carries it: at most 40 characters (whole code points), no control characters. */
function shortLabel(description: string): string {
  const printable = [...description].filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f);
  return printable.slice(0, ROUTE_LINK_LABEL_LENGTH).join('').trim();
}

/**
 * The route link of `route` (shape at the top of this file), or null when it cannot be one: fewer than 2
 * or more than 10 stops, a stop without a label, or longer than 2,000 characters.
 */
export function formatRouteHash(route: PlannedRoute): string | null {
  const { stops } = route;
  if (stops.length < 2 || stops.length > MAX_ROUTE_LINK_STOPS) return null;
  const segments: string[] = [];
  for (const { description, location } of stops) {
    const label = shortLabel(description);
    if (label === '') return null;
    segments.push(`${roundForHash(location.lat)},${roundForHash(location.lng)},${encodeURIComponent(label)}`);
  }
  const avoided = [...(route.avoidTolls ? ['tolls'] : []), ...(route.avoidHighways ? ['highways'] : [])];
  const options = [
    ...(avoided.length > 0 ? [`avoid=${avoided.join(',')}`] : []),
    ...(route.corridorRadiusKm !== null ? [`radius=${Math.round(route.corridorRadiusKm * 1000) / 1000}`] : []),
  ];
  const hash = `${ROUTE_PREFIX}${segments.join('/')}${options.length > 0 ? `?${options.join('&')}` : ''}`;
  return hash.length > MAX_ROUTE_LINK_LENGTH ? null : hash;
}
