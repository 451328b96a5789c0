/**
 * The URL hash state (spec section 2): `#/@{lat},{lng},{zoom}z` (5 decimals) is rewritten on every map
 * bounds change; on load `#/resources/{resource}/{id}` selects a location and `#/place/{placeId}` a
 * place. Beyond the spec, a route in directions mode is written as a route link, `#/route/…` (its shape
 * and codec are in route-hash.ts, a chunk of its own loaded only when a route link is read or written),
 * and loading one opens that route. The hash comes from the address bar (anyone can craft a link), so
 * anything that does not parse exactly is ignored. Pure.
 */
import { stripResourceChoice } from '../resource-choice';
import { roundForHash, type LatLng } from '../shared';

export type HashRoute =
  | { kind: 'viewport'; center: LatLng; zoom: number }
  | { kind: 'location'; resource: string; id: string }
  | { kind: 'place'; placeId: string }
  /** A route link, not read yet: `parseRouteHash` (route-hash.ts, its own chunk) reads it. */
  | { kind: 'route'; hash: string };

const NUMBER = '(-?\\d{1,3}(?:\\.\\d+)?)';
const VIEWPORT = new RegExp(`^#?/@${NUMBER},${NUMBER},(\\d{1,2}(?:\\.\\d+)?)z$`);
const LOCATION = /^#?\/resources\/([A-Za-z0-9_-]{1,64})\/([^/]{1,256})$/;
const PLACE = /^#?\/place\/([^/]{1,512})$/;
const MAX_ZOOM = 22;
const MAX_HASH_LENGTH = 1024;

/** Route links start with this (route-hash.ts reads and writes them). */
export const ROUTE_HASH_PREFIX = '#/route/';
/** The longest route link read or written. */
export const MAX_ROUTE_LINK_LENGTH = 2000;
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

/**
 * The route in `hash` (with or without the leading `#`), or null when it is empty or malformed. A choice
 * of fuel or charging written after it (`;show=charging`, resource-choice.ts) is not part of the route.
 */
export function parseHash(fullHash: string): HashRoute | null {
  if (typeof fullHash !== 'string') return null;
  const hash = stripResourceChoice(fullHash);
  // A route link is read by its own module, loaded when one is there (route-hash.ts).
  if (hash.startsWith(ROUTE_HASH_PREFIX) || hash.startsWith(ROUTE_HASH_PREFIX.slice(1))) {
    return hash.length > MAX_ROUTE_LINK_LENGTH ? null : { kind: 'route', hash };
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
