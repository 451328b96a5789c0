/**
 * Route links in the URL hash (beyond the spec; no locator anchor has them): directions mode with a route
 * writes it, and loading one opens that route. Pure; its own chunk, loaded only when a link is read or
 * written (the initial chunk only recognises the `#/route/` prefix, in url-hash.ts).
 *
 * Shape: `#/route/{stop}/{stop}[/{stop}…][?avoid={tolls|highways}[,…]&radius={km}&depart={time}]`, where
 * a stop is `{lat},{lng},{label}`: coordinates with 5 decimals, the label (the waypoint's description, cut
 * to 40 characters) URI-encoded. 2 to 10 stops, origin first; `avoid` is left out when nothing is
 * avoided; `depart`, the departure time as a UTC instant to the minute (`2026-11-22T23:30Z`), is left out
 * when the route leaves now.
 * Example: `#/route/53.79648,-1.54785,Leeds/53.38297,-1.4659,Sheffield?avoid=tolls&radius=10&depart=2026-11-22T23:30Z`.
 * At most 2,000 characters. A link that is malformed in any part, or longer, is ignored as a whole.
 */
import { roundForHash, type PlannedRoute } from '../shared';
import { MAX_ROUTE_LINK_LENGTH, ROUTE_HASH_PREFIX } from './url-hash';

/** The most stops a route link holds (the saved routes API's limit too). */
export const MAX_ROUTE_LINK_STOPS = 10;
/** Labels are cut to this many characters when a link is written ("short labels"). */
export const ROUTE_LINK_LABEL_LENGTH = 40;
const ROUTE_STOP = /^(-?\d{1,2}(?:\.\d{1,7})?),(-?\d{1,3}(?:\.\d{1,7})?),(.{1,400})$/;
const RADIUS = /^\d{1,3}(?:\.\d{1,3})?$/;
const AVOIDABLE = ['tolls', 'highways'] as const;
const DEPARTURE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})Z$/;

/** `2026-11-22T23:30Z` as an ISO instant (`2026-11-22T23:30:00.000Z`), or null when it is no real time. */
function parseDeparture(value: string): string | null {
  const match = DEPARTURE.exec(value);
  if (!match) return null;
  const [year, month, day, hours, minutes] = match.slice(1).map(Number) as [number, number, number, number, number];
  const time = Date.UTC(year, month - 1, day, hours, minutes);
  const date = new Date(time);
  // Date.UTC rolls 31 February over into March: only a time that reads back the same is real.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || date.getUTCHours() !== hours || date.getUTCMinutes() !== minutes) return null;
  return date.toISOString();
}

/** An ISO instant as a link carries it: UTC, to the minute; null when it is not a time. */
function formatDeparture(departure: string): string | null {
  const time = Date.parse(departure);
  return Number.isFinite(time) ? `${new Date(time).toISOString().slice(0, 16)}Z` : null;
}

/** `segment`, percent-decoded, or null when that fails or gives a blank or control characters. */
function decodeLabel(segment: string): string | null {
  try {
    const value = decodeURIComponent(segment);
    const hasControl = [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
    return value.trim() !== '' && !hasControl ? value.trim() : null;
  } catch {
    return null;
  }
}

function parseStop(segment: string): PlannedRoute['stops'][number] | null {
  const match = ROUTE_STOP.exec(segment);
  if (!match) return null;
  const [lat, lng] = [Number(match[1]), Number(match[2])];
  const description = decodeLabel(match[3] ?? '');
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180 || !description || [...description].length > ROUTE_LINK_LABEL_LENGTH) return null;
  return { description, location: { lat, lng } };
}

/** `#/route/…` (with or without the `#`): the planned route, or null when anything in it is off. */
export function parseRouteHash(hash: string): PlannedRoute | null {
  if (typeof hash !== 'string' || hash.length > MAX_ROUTE_LINK_LENGTH) return null;
  const withMark = hash.startsWith('#') ? hash : `#${hash}`;
  if (!withMark.startsWith(ROUTE_HASH_PREFIX)) return null;
  const body = withMark.slice(ROUTE_HASH_PREFIX.length);
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
  const depart = options.get('depart');
  const departure = depart === null ? null : parseDeparture(depart);
  if (depart !== null && departure === null) return null;
  return {
    stops: stops as PlannedRoute['stops'],
    avoidTolls: avoided.includes('tolls'),
    avoidHighways: avoided.includes('highways'),
    corridorRadiusKm: radius === null ? null : Number(radius),
    departure,
  };
}

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
  const departure = route.departure ? formatDeparture(route.departure) : null;
  if (departure) options.push(`depart=${departure}`);
  const hash = `${ROUTE_HASH_PREFIX}${segments.join('/')}${options.length > 0 ? `?${options.join('&')}` : ''}`;
  return hash.length > MAX_ROUTE_LINK_LENGTH ? null : hash;
}
